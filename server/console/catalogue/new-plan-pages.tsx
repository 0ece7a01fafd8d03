/**
 * The new plan form and a plan's "sale and sizes" page (static HTML, no script): whether the plan
 * is offered (and the way to withdraw it from sale, through a confirmation page with its figures),
 * what it still needs before publishing, its sizes (prices, a size added, a retired one brought
 * back) and the history of these changes.
 */
import { DIETS } from '../../../content/diets.ts'
import { NEW_PLAN_MESSAGES } from '../../../content/console-messages/new-plan.ts'
import { PLAN_TEXTS_MESSAGES } from '../../../content/console-messages/plan-texts.ts'
import { type NewPlanProblem, PLAN_TAGS, sizePrefix } from '../../../domain/catalogue/new-plan-form.ts'
import { PLAN_TEXT_FIELDS, PLAN_TEXT_LIMITS, planTextField } from '../../../domain/catalogue/plan-text-form.ts'
import { getLocale, LOCALE_CODES } from '../../../domain/locale.ts'
import { PLAN_SIZES, type PlanSize } from '../../../domain/plan-pricing.ts'
import { consoleTime, fieldNotes, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { PlanOffer, WithdrawalImpact } from './new-plan-data.ts'

const STYLES = `
form.plan{max-width:48rem}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;background:#fff;padding:1rem;display:grid;gap:.9rem}
legend{font-weight:700;padding:0 .25rem}
textarea{font:inherit;padding:.55rem .65rem;border:1px solid #6b7280;border-radius:.375rem;min-height:8rem;width:100%}
textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
input.wide{width:100%}
.field{display:grid;gap:.25rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
section.size{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin-block:1rem}
`

export type NewPlanFormState = { values: Record<string, string>; tags: string[]; errors: Partial<Record<string, NewPlanProblem>> }

type Messages = (typeof NEW_PLAN_MESSAGES)['en']

/** An input (or textarea, or select) with its label, hint and field error, wired for screen readers. */
function Field({
	name,
	label,
	value,
	errors,
	t,
	hint,
	dir,
	lang,
	kind = 'input',
	inputMode,
	children,
}: {
	name: string
	label: string
	value: string
	errors: NewPlanFormState['errors']
	t: Messages
	hint?: string
	dir?: 'ltr' | 'rtl'
	lang?: string
	kind?: 'input' | 'textarea' | 'select'
	inputMode?: 'numeric'
	children?: React.ReactNode
}) {
	const problem = errors[name]
	const notes = fieldNotes(name, hint, problem ? t.problems[problem] : null)
	const common = { id: name, name, dir, lang, 'aria-invalid': problem ? true : undefined, 'aria-describedby': notes.describedBy } as const
	return (
		<div className="field">
			<label htmlFor={name}>{label}</label>
			{kind === 'textarea' ? (
				<textarea {...common} rows={5} defaultValue={value} />
			) : kind === 'select' ? (
				<select {...common} defaultValue={value}>
					{children}
				</select>
			) : (
				<input {...common} className="wide" inputMode={inputMode} defaultValue={value} />
			)}
			{notes.hintLine}
			{notes.errorLine}
		</div>
	)
}

/** A size's calories and list price, its fields named by size (`regular-kcal-min`…). */
function SizeFields({ size, values, errors, t }: { size: PlanSize; values: Record<string, string>; errors: NewPlanFormState['errors']; t: Messages }) {
	const prefix = sizePrefix(size)
	const sizeName = t.sizes[size] ?? size
	return (
		<>
			<Field name={`${prefix}kcal-min`} label={`${t.kcalMin} (${sizeName})`} value={values[`${prefix}kcal-min`] ?? ''} errors={errors} t={t} hint={t.kcalHint} dir="ltr" inputMode="numeric" />
			<Field name={`${prefix}kcal-max`} label={`${t.kcalMax} (${sizeName})`} value={values[`${prefix}kcal-max`] ?? ''} errors={errors} t={t} hint={t.kcalHint} dir="ltr" inputMode="numeric" />
			<Field name={`${prefix}price`} label={`${t.price} (${sizeName})`} value={values[`${prefix}price`] ?? ''} errors={errors} t={t} hint={t.priceHint} dir="ltr" inputMode="numeric" />
		</>
	)
}

export function NewPlanPage({ nonce, staff, form = null }: { nonce: string; staff: SignedInStaff; form?: NewPlanFormState | null }) {
	const t = NEW_PLAN_MESSAGES[staff.locale]
	const texts = PLAN_TEXTS_MESSAGES[staff.locale]
	const values = form?.values ?? {}
	const errors = form?.errors ?? {}
	const tags = form?.tags ?? []
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.title} styles={STYLES} back={{ href: '/console/catalogue/plans/', text: t.back }} intro={t.intro}>
			<form method="post" action="/console/catalogue/plans/new/" className="stack plan" noValidate>
				<Field name="slug" label={t.slug} value={values.slug ?? ''} errors={errors} t={t} hint={t.slugHint} dir="ltr" />
				<Field name="meals-per-day" label={t.mealsPerDay} value={values['meals-per-day'] ?? ''} errors={errors} t={t} hint={t.mealsHint} dir="ltr" inputMode="numeric" />
				<Field name="diet" label={t.diet} value={values.diet ?? ''} errors={errors} t={t} hint={t.dietHint} kind="select">
					<option value="">{t.chooseDiet}</option>
					{DIETS.map((diet) => (
						<option key={diet.key} value={diet.key}>
							{t.diets[diet.key]}
						</option>
					))}
				</Field>
				<fieldset aria-describedby={fieldNotes('tags', t.tagsHint, errors.tags ? t.problems[errors.tags] : null).describedBy}>
					<legend>{t.tags}</legend>
					{fieldNotes('tags', t.tagsHint, null).hintLine}
					{PLAN_TAGS.map((tag) => (
						<label key={tag} className="check">
							<input type="checkbox" name="tags" value={tag} defaultChecked={tags.includes(tag)} />
							{t.tagNames[tag]}
						</label>
					))}
					{fieldNotes('tags', undefined, errors.tags ? t.problems[errors.tags] : null).errorLine}
				</fieldset>
				{LOCALE_CODES.map((locale) => (
					<fieldset key={locale}>
						<legend>{fill(t.texts, { language: texts.languages[locale] })}</legend>
						{PLAN_TEXT_FIELDS.map((field) => {
							const name = planTextField(field, locale)
							return (
								<Field
									key={field}
									name={name}
									label={`${texts.fields[field]} (${texts.languages[locale]})`}
									value={values[name] ?? ''}
									errors={errors}
									t={t}
									hint={fill(texts.hints[field], { min: String(PLAN_TEXT_LIMITS[field].min), max: String(PLAN_TEXT_LIMITS[field].max) })}
									dir={getLocale(locale).dir}
									lang={getLocale(locale).htmlLang}
									kind={field === 'description' ? 'textarea' : 'input'}
								/>
							)
						})}
					</fieldset>
				))}
				<fieldset>
					<legend>{t.sizesHeading}</legend>
					<p>{t.sizesHint}</p>
					{PLAN_SIZES.map((size) => {
						const box = `size-${size}`
						const problem = errors[box]
						const notes = fieldNotes(box, undefined, problem ? t.problems[problem] : null)
						return (
							<section key={size} className="size" aria-label={t.sizes[size] ?? size}>
								<label className="check">
									<input type="checkbox" id={box} name={box} defaultChecked={values[box] === 'on'} aria-invalid={problem ? true : undefined} aria-describedby={notes.describedBy} />
									{fill(t.sell, { size: t.sizes[size] ?? size })}
								</label>
								{notes.errorLine}
								<SizeFields size={size} values={values} errors={errors} t={t} />
							</section>
						)
					})}
				</fieldset>
				<button type="submit">{t.create}</button>
			</form>
		</PageFrame>
	)
}

/** What the page shows after a post: which form failed with which values and errors. */
export type OfferForm = { size: PlanSize; values: Record<string, string>; errors: NewPlanFormState['errors'] } | null

export function PlanOfferPage({ nonce, staff, plan, notice = null, sizeForm = null }: { nonce: string; staff: SignedInStaff; plan: PlanOffer; notice?: Notice; sizeForm?: OfferForm }) {
	const t = NEW_PLAN_MESSAGES[staff.locale]
	const title = fill(t.offerTitle, { plan: plan.name })
	const missingSizes = PLAN_SIZES.filter((size) => !plan.sizes.some((row) => row.size === size))
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/catalogue/plans/', text: t.back }} notice={notice}>
			<p>
				<strong>{plan.isActive ? t.offered : plan.withdrawnAt ? <WithdrawnSince text={t.withdraw.status} at={plan.withdrawnAt} /> : t.hidden}</strong>
			</p>
			{plan.isActive ? (
				<p>
					<a href={`/console/catalogue/plans/${plan.slug}/withdraw/`}>{t.withdraw.link}</a>
				</p>
			) : (
				<section aria-labelledby="missing-heading">
					<h2 id="missing-heading">{t.missingHeading}</h2>
					{plan.withdrawnAt ? <p>{t.withdraw.offeredAgain}</p> : null}
					{plan.missing.length === 0 ? (
						<p>{t.ready}</p>
					) : (
						<ul>
							{plan.missing.map((item) => (
								<li key={item}>
									{t.missing[item]}{' '}
									{item === 'texts' ? <a href={`/console/catalogue/plans/${plan.slug}/`}>{t.editTexts}</a> : null}
									{item === 'menu' ? <a href={`/console/menus/plans/${plan.id}/`}>{t.editMenu}</a> : null}
								</li>
							))}
						</ul>
					)}
					<form method="post" action={`/console/catalogue/plans/${plan.slug}/publish/`}>
						<button type="submit">{t.publish}</button>
					</form>
				</section>
			)}
			<h2>{t.sizesTable}</h2>
			<ListTable columns={[t.size, t.code, t.kcal, t.status, t.prices]} rows={plan.sizes}>
				{(size) => (
					<tr key={size.code}>
						<td>{t.sizes[size.size] ?? size.size}</td>
						<td dir="ltr" className="code">{size.code}</td>
						<td dir="ltr">{`${size.kcalMin}–${size.kcalMax}`}</td>
						<td>
							{size.archivedAt ? (
								<form method="post" action={`/console/catalogue/plans/${plan.slug}/sizes/${size.code}/restore/`}>
									{t.retired}{' '}
									<button type="submit">{fill(t.restore, { size: t.sizes[size.size] ?? size.size })}</button>
								</form>
							) : (
								t.inSale
							)}
						</td>
						<td>
							<a href={`/console/catalogue/prices/${size.code}/`} aria-label={`${t.prices}: ${t.sizes[size.size] ?? size.size}`}>
								{t.prices}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
			{missingSizes.map((size) => {
				const form = sizeForm?.size === size ? sizeForm : null
				const heading = fill(t.addSize, { size: t.sizes[size] ?? size })
				return (
					<section key={size} className="size" aria-labelledby={`add-${size}`}>
						<h2 id={`add-${size}`}>{heading}</h2>
						<p>{t.addSizeIntro}</p>
						<form method="post" action={`/console/catalogue/plans/${plan.slug}/sizes/`} className="stack plan" noValidate>
							<input type="hidden" name="size" value={size} />
							<SizeFields size={size} values={form?.values ?? {}} errors={form?.errors ?? {}} t={t} />
							<button type="submit">{heading}</button>
						</form>
					</section>
				)
			})}
			<h2>{t.history}</h2>
			<ListTable columns={[t.when, t.who, t.what]} rows={plan.history} empty={t.noHistory}>
				{(row) => (
					<tr key={row.id}>
						<td dir="ltr">{consoleTime(row.at)}</td>
						<td dir="ltr">{row.actor}</td>
						<td>{t.actions[row.action] ?? row.action}</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

/** "Withdrawn from sale on {{date}}…", the date isolated left to right: inside an Arabic sentence its digits and hyphens would be reordered. */
function WithdrawnSince({ text, at }: { text: string; at: Date }) {
	return text.split('{{date}}').map((part, index) => (
		<span key={index}>
			{index > 0 ? <bdi dir="ltr">{consoleTime(at)}</bdi> : null}
			{part}
		</span>
	))
}

/** The confirmation step of withdrawing a plan from sale: what stays running, in figures, and what changes. */
export function WithdrawPlanPage({ nonce, staff, plan, impact }: { nonce: string; staff: SignedInStaff; plan: Pick<PlanOffer, 'slug' | 'name'>; impact: WithdrawalImpact }) {
	const t = NEW_PLAN_MESSAGES[staff.locale]
	const title = fill(t.withdraw.title, { plan: plan.name })
	const offerPath = `/console/catalogue/plans/${plan.slug}/offer/`
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: offerPath, text: fill(t.offerTitle, { plan: plan.name }) }} intro={t.withdraw.intro}>
			<h2>{t.withdraw.figures}</h2>
			<dl>
				<dt>{t.withdraw.runningPlans}</dt>
				<dd className="num">{impact.runningPlans}</dd>
				<dt>{t.withdraw.daysToDeliver}</dt>
				<dd className="num">{impact.daysToDeliver}</dd>
				<dt>{t.withdraw.lastDate}</dt>
				<dd>{impact.lastDate ? <bdi dir="ltr">{impact.lastDate}</bdi> : t.withdraw.none}</dd>
			</dl>
			<ul>
				{t.withdraw.consequences.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			<form method="post" action={`/console/catalogue/plans/${plan.slug}/withdraw/`}>
				<button type="submit" className="danger">
					{t.withdraw.confirm}
				</button>{' '}
				<a href={offerPath}>{t.withdraw.keep}</a>
			</form>
		</PageFrame>
	)
}
