/**
 * The kitchen's pages (issue 19 item 3): the production sheet of a date, printable on A4 from
 * the browser (print styles hide the console's frame and the forms), with links to the PDFs.
 */
import { KITCHEN_MESSAGES, type KitchenMessages } from '../../../content/console-messages/kitchen.ts'
import type { Allergen } from '../../../content/sample-menus/types.ts'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import type { ProductionSheet, SheetMeal } from '../../../domain/kitchen/production-sheet.ts'
import { formatList } from '../../../domain/text-list.ts'
import { formatFullDate, pluralText } from '../../../domain/text-template.ts'
import { consoleLocaleTag, fill, Layout } from '../layout.tsx'
import { ListTable } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'

const STYLES = `
.status{display:inline-block;font-weight:700;padding:.15rem .6rem;border-radius:999px}
.status.final{background:#dcfce7;color:#14532d;border:1px solid #166534}
.status.provisional{background:#fef3c7;color:#78350f;border:1px solid #b45309}
.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;margin:1rem 0}
td.num,th.num{text-align:end;font-variant-numeric:tabular-nums}
.labels{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.5rem;list-style:none;padding:0}
.labels li{background:#fff;border:1px dashed #6b7280;padding:.5rem .75rem;break-inside:avoid}
.labels .code{font-family:ui-monospace,Menlo,Consolas,monospace;direction:ltr;unicode-bidi:isolate}
@media print{header,.skip,form,.actions,.no-print{display:none!important}body{background:#fff}main{max-width:none;padding:0}@page{size:A4;margin:12mm}}
`

/**
 * "milk and eggs", "الحليب والبيض": the language's own list, not Latin commas in Arabic; the site's
 * names, which head a list ("Milk"), in lower case inside an English one.
 */
export const allergenList = (t: KitchenMessages, allergens: readonly string[], locale: ConsoleLocale) =>
	formatList(
		allergens.map((allergen) => (t.allergenNames[allergen as Allergen] ?? allergen).toLocaleLowerCase(locale)),
		locale,
	)
export const slotName = (t: KitchenMessages, slot: string) => t.slots[slot as keyof KitchenMessages['slots']] ?? slot
export const mealName = (t: KitchenMessages, meal: Pick<SheetMeal, 'meal' | 'course'>) => `${t.mealNames[meal.meal]}${meal.course > 1 ? ` ${meal.course}` : ''}`

/**
 * The day a kitchen or dispatch page is about, in its heading: with the weekday, because at 5 a.m.
 * "tomorrow" is easier to check as "Monday, 30 November 2026" than as 2026-11-30.
 */
export function OperationsDay({ date, locale }: { date: string; locale: ConsoleLocale }) {
	return (
		<time dateTime={date}>
			<bdi>{formatFullDate(date, consoleLocaleTag(locale))}</bdi>
		</time>
	)
}

export function KitchenPage({
	nonce,
	staff,
	sheet,
	links,
	dateProblem,
}: {
	nonce: string
	staff: SignedInStaff
	sheet: ProductionSheet
	links: { today: string; tomorrow: string }
	dateProblem: boolean
}) {
	const t = KITCHEN_MESSAGES[staff.locale]
	const query = `?date=${sheet.date}`
	const localeTag = consoleLocaleTag(staff.locale)
	return (
		<Layout locale={staff.locale} nonce={nonce} title={`${t.title} ${sheet.date}`} staff={staff} styles={STYLES}>
			<h1>
				{t.title}: <OperationsDay date={sheet.date} locale={staff.locale} />
			</h1>
			<p className="no-print">{t.intro}</p>
			{dateProblem ? (
				<p className="alert" role="alert">
					{t.invalidDate}
				</p>
			) : null}
			<form method="get" className="filters">
				<label>
					{t.date}
					<input type="date" name="date" defaultValue={sheet.date} required />
				</label>
				<button type="submit">{t.show}</button>
				<a href={`?date=${links.today}`}>{t.today}</a>
				<a href={`?date=${links.tomorrow}`}>{t.tomorrow}</a>
			</form>
			<p>
				<span className={`status ${sheet.status}`} data-status={sheet.status}>
					{sheet.status === 'final' ? t.final : t.provisional}
				</span>{' '}
				{sheet.status === 'final' ? t.finalHint : t.provisionalHint}
			</p>
			<p data-testid="summary">
				{fill(t.summary, { deliveries: pluralText(t.deliveryCount, sheet.deliveries, localeTag), meals: pluralText(t.mealCount, sheet.meals, localeTag) })}
			</p>
			<div className="actions">
				<span>{t.printHint}</span>
				<a href={`/console/kitchen/pdf/${query}`}>{t.pdf}</a>
				<a href={`/console/kitchen/labels/${query}`}>{t.labelsPdf}</a>
			</div>

			<h2>{t.countsTitle}</h2>
			<ListTable columns={[t.meal, t.dish, { text: t.regular, className: 'num' }, { text: t.plus, className: 'num' }, { text: t.total, className: 'num' }]} rows={sheet.counts} empty={t.noDeliveries}>
				{(count) => (
					<tr key={count.dish.id} data-dish={count.dish.code}>
						<td>{t.mealNames[count.dish.meal]}</td>
						<th scope="row">{count.dish.name}</th>
						<td className="num">{count.regular}</td>
						<td className="num">{count.plus}</td>
						<td className="num">{count.total}</td>
					</tr>
				)}
			</ListTable>

			<h2>{t.allergiesTitle}</h2>
			<ListTable columns={[t.code, t.customer, t.allergies, t.changes]} rows={sheet.allergyCases} empty={t.noAllergies}>
				{(entry) => (
					<tr key={entry.code + entry.customerName}>
						<td className="code">
							<bdi className="code">{entry.code}</bdi>
						</td>
						<td>
							{entry.customerName} ({t.sizes[entry.size]})
						</td>
						<td>
							{allergenList(t, entry.allergies, staff.locale)}
							{entry.allergyNotes ? (
								<>
									<br />
									{t.notes}: {entry.allergyNotes}
								</>
							) : null}
						</td>
						<td>
							<ul>
								{entry.replaced.map((change) => (
									<li key={`${change.meal}${change.course}`}>
										{fill(t.replaced, { meal: mealName(t, change), instead: change.instead.name, of: change.of.name })}
									</li>
								))}
								{entry.unresolved.map((meal) => (
									<li key={`${meal.meal}${meal.course}`} className="error">
										{fill(t.unresolved, { meal: mealName(t, meal) })}
									</li>
								))}
							</ul>
						</td>
					</tr>
				)}
			</ListTable>

			<h2>{t.labelsTitle}</h2>
			{sheet.labels.length === 0 ? (
				<p>{t.noLabels}</p>
			) : (
				<ul className="labels">
					{sheet.labels.map((label, index) => (
						<li key={`${label.code}-${index}`}>
							<strong>{label.customerName}</strong> <span className="code">{label.code}</span>
							<br />
							{slotName(t, label.slot)}: {label.emirate}, {label.area} ({t.sizes[label.size]})
							<br />
							{label.meals.map((meal) => `${mealName(t, meal)}: ${meal.dish?.name ?? '—'}`).join(' · ')}
							{label.allergies.length > 0 ? (
								<>
									<br />
									<strong>{t.allergies}:</strong> {allergenList(t, label.allergies, staff.locale)}
								</>
							) : null}
						</li>
					))}
				</ul>
			)}
		</Layout>
	)
}
