/**
 * The catalogue section's pages (static HTML, no script): the list of plan sizes, and one size's
 * price form with its scheduled changes and history.
 */
import { CATALOGUE_MESSAGES } from '../../../content/console-messages/catalogue.ts'
import { DISCOUNT_CODE_MESSAGES } from '../../../content/console-messages/discount-codes.ts'
import { CATALOGUE_PLACES_MESSAGES } from '../../../content/console-messages/catalogue-places.ts'
import { PARTNER_OFFERS_MESSAGES } from '../../../content/console-messages/partner-offers.ts'
import { PLAN_TEXTS_MESSAGES } from '../../../content/console-messages/plan-texts.ts'
import type { KcalFormProblem } from '../../../domain/catalogue/kcal-form.ts'
import { PRICE_CHOICES, type PriceFormProblem, priceField } from '../../../domain/catalogue/price-form.ts'
import { uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { aedFieldText } from '../../../domain/money.ts'
import { fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { CatalogueVariant, ScheduledPrice, VariantPrices } from './catalogue-data.ts'

const STYLES = `
table.prices input{width:6rem}
.actions{margin-top:2rem}
`

export function CatalogueListPage({ nonce, staff, variants, notice = null }: { nonce: string; staff: SignedInStaff; variants: CatalogueVariant[]; notice?: Notice }) {
	const t = CATALOGUE_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES} intro={t.intro} notice={notice}>
			<ul>
				<li>
					<a href="/console/catalogue/plans/">{PLAN_TEXTS_MESSAGES[staff.locale].link}</a>
				</li>
				<li>
					<a href="/console/catalogue/codes/">{DISCOUNT_CODE_MESSAGES[staff.locale].title}</a>
				</li>
				<li>
					<a href="/console/catalogue/campaigns/">{DISCOUNT_CODE_MESSAGES[staff.locale].campaignsLink}</a>
				</li>
				<li>
					<a href="/console/catalogue/partners/">{PARTNER_OFFERS_MESSAGES[staff.locale].link}</a>
				</li>
				<li>
					<a href="/console/catalogue/addons/">{CATALOGUE_PLACES_MESSAGES[staff.locale].addons.title}</a>
				</li>
				<li>
					<a href="/console/catalogue/areas/">{CATALOGUE_PLACES_MESSAGES[staff.locale].areas.title}</a>
				</li>
				<li>
					<a href="/console/catalogue/closed-days/">{CATALOGUE_PLACES_MESSAGES[staff.locale].closedDays.title}</a>
				</li>
			</ul>
			<ListTable columns={[t.plan, t.size, t.status, t.prices]} rows={variants}>
				{(variant) => (
					<tr key={variant.code}>
						<td>{variant.planName}</td>
						<td>{t.sizes[variant.size] ?? variant.size}</td>
						<td>{variant.archivedAt ? t.retired : t.active}</td>
						<td>
							<a href={`/console/catalogue/prices/${variant.code}/`} aria-label={fill(t.pricesTitle, { plan: variant.planName, size: t.sizes[variant.size] ?? variant.size })}>
								{t.prices}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

function ChangesTable({ rows, empty, locale }: { rows: ScheduledPrice[]; empty: string; locale: SignedInStaff['locale'] }) {
	const t = CATALOGUE_MESSAGES[locale]
	return (
		<ListTable columns={[t.when, t.choice, t.price]} rows={rows} empty={empty}>
			{(row) => (
				<tr key={row.id}>
					<td dir="ltr">{uaeDateOf(row.effectiveFrom)}</td>
					<td>{fill(t.choiceText, { days: String(row.daysPerWeek), weeks: String(row.weeks) })}</td>
					<td>{aedFieldText(row.pricePerDayFils)}</td>
				</tr>
			)}
		</ListTable>
	)
}

export type PriceFormState = { values: Record<string, string>; errors: Partial<Record<string, PriceFormProblem>> }

export type KcalFormState = { values: Record<string, string>; errors: Partial<Record<string, KcalFormProblem>> }

/** The size's daily calories (posted to `calories/`), with their field errors. */
function CaloriesForm({ variant, form, locale }: { variant: CatalogueVariant; form?: KcalFormState; locale: SignedInStaff['locale'] }) {
	const t = CATALOGUE_MESSAGES[locale].calories
	const errors = form?.errors ?? {}
	const field = (name: 'kcal-min' | 'kcal-max', label: string, current: number) => {
		const problem = errors[name]
		return (
			<label>
				{label}
				<input
					name={name}
					inputMode="numeric"
					dir="ltr"
					defaultValue={form?.values[name] ?? String(current)}
					aria-invalid={problem ? true : undefined}
					aria-describedby={[`${name}-hint`, problem ? `${name}-error` : null].filter(Boolean).join(' ')}
				/>
				<span className="hint" id={`${name}-hint`}>
					{t.hint}
				</span>
				{problem ? (
					<span className="error" id={`${name}-error`}>
						{t.problems[problem]}
					</span>
				) : null}
			</label>
		)
	}
	return (
		<section aria-labelledby="calories-heading">
			<h2 id="calories-heading">{t.heading}</h2>
			<p>{t.intro}</p>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			<form method="post" action={`/console/catalogue/prices/${variant.code}/calories/`} className="stack" noValidate>
				{field('kcal-min', t.min, variant.kcalMin)}
				{field('kcal-max', t.max, variant.kcalMax)}
				<button type="submit">{t.save}</button>
			</form>
		</section>
	)
}

export function PricesPage({
	nonce,
	staff,
	prices,
	form,
	kcalForm,
	notice = null,
}: {
	nonce: string
	staff: SignedInStaff
	prices: VariantPrices
	form?: PriceFormState
	kcalForm?: KcalFormState
	notice?: Notice
}) {
	const t = CATALOGUE_MESSAGES[staff.locale]
	const { variant } = prices
	const size = t.sizes[variant.size] ?? variant.size
	const title = fill(t.pricesTitle, { plan: variant.planName, size })
	const errors = form?.errors ?? {}
	const value = (name: string) => form?.values[name] ?? (prices.current.has(name) ? aedFieldText(prices.current.get(name)!) : '')
	const retired = variant.archivedAt !== null
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/catalogue/', text: t.back }} notice={notice}>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			{retired ? (
				<p className="notice">{t.retiredNote}</p>
			) : (
				<form method="post" className="stack" noValidate>
					<ListTable columns={[t.choice, t.perDay]} rows={PRICE_CHOICES} className="prices">
						{({ daysPerWeek, weeks }) => {
							const name = priceField(daysPerWeek, weeks)
							const label = fill(t.choiceText, { days: String(daysPerWeek), weeks: String(weeks) })
							return (
								<tr key={name}>
									<th scope="row" id={`${name}-label`}>
										{label}
									</th>
									<td>
										<input
											name={name}
											inputMode="numeric"
											dir="ltr"
											defaultValue={value(name)}
											aria-labelledby={`${name}-label`}
											aria-invalid={errors[name] ? true : undefined}
											aria-describedby={errors[name] ? `${name}-error` : undefined}
										/>
										{errors[name] ? (
											<span className="error" id={`${name}-error`}>
												{t.problems[errors[name]]}
											</span>
										) : null}
									</td>
								</tr>
							)
						}}
					</ListTable>
					<label>
						{t.from}
						<input type="date" name="from" defaultValue={form?.values.from ?? ''} aria-invalid={errors.from ? true : undefined} aria-describedby="from-hint" />
						<span className="hint" id="from-hint">
							{t.fromHint}
						</span>
						{errors.from ? <span className="error">{t.problems[errors.from]}</span> : null}
					</label>
					<button type="submit">{t.save}</button>
				</form>
			)}
			{retired ? null : <CaloriesForm variant={variant} form={kcalForm} locale={staff.locale} />}
			<h2>{t.scheduled}</h2>
			<ChangesTable rows={prices.scheduled} empty={t.noScheduled} locale={staff.locale} />
			<h2>{t.history}</h2>
			<ChangesTable rows={prices.history} empty={t.noHistory} locale={staff.locale} />
			{retired ? null : (
				<form method="post" action={`/console/catalogue/prices/${variant.code}/retire/`} className="actions">
					<button type="submit" className="danger" aria-label={fill(t.retireConfirm, { plan: variant.planName, size })}>
						{t.retire}
					</button>
				</form>
			)}
		</PageFrame>
	)
}
