/**
 * The catalogue's add-ons: the list, and one add-on's words in three languages with each choice's
 * names, price (now or from a date), scheduled prices and history, and retiring. Static HTML.
 */
import { uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { CATALOGUE_PLACES_MESSAGES } from '../../../content/console-messages/catalogue-places.ts'
import { FIRST_CHOICE_PREFIX } from '../../../domain/catalogue/place-forms.ts'
import { aedFieldText } from '../../../domain/money.ts'
import { fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { AddonChoice, AddonDetail, AddonRow } from './addons-data.ts'
import { Field, type FormState, NameFields } from './places-pages.tsx'

const STYLES = `
section.choice{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin-block:1rem}
fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.75rem;display:grid;gap:.75rem}
legend{font-weight:600;padding:0 .25rem}
.actions{margin-top:2rem}
`

export function AddonsPage({ nonce, staff, addons, notice = null }: { nonce: string; staff: SignedInStaff; addons: AddonRow[]; notice?: Notice }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.addons.title} styles={STYLES} back={{ href: '/console/catalogue/', text: t.back }} intro={t.addons.intro} notice={notice} add={{ href: '/console/catalogue/addons/new/', text: t.addons.add }}>
			<ListTable columns={[t.addons.addon, t.addons.choices, t.status, t.addons.edit]} rows={addons}>
				{(addon) => (
					<tr key={addon.slug}>
						<td>{addon.name}</td>
						<td>{addon.choices}</td>
						<td>{addon.active ? t.offered : t.retired}</td>
						<td>
							<a href={`/console/catalogue/addons/${addon.slug}/`} aria-label={`${t.addons.edit}: ${addon.name}`}>
								{t.addons.edit}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

/** The form target of a new choice: a code can never be it (codes have no '+'). */
export const NEW_CHOICE = '+new'

/** Which form posted back with errors: the add-on's words, a new choice (NEW_CHOICE), or one choice (by code). */
export type AddonForm = { target: 'words' | string; state: FormState }

/** A new choice's code, names and starting price; `prefix` names the fields (the new add-on's first choice has its own). */
function NewChoiceFields({ form, prefix, idPrefix, staff }: { form: FormState | null; prefix: string; idPrefix: string; staff: SignedInStaff }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const value = (name: string) => form?.values[name] ?? ''
	return (
		<>
			<Field name={`${prefix}code`} label={t.addons.code} value={value(`${prefix}code`)} errors={errors} t={t} hint={t.addons.codeHint} dir="ltr" idPrefix={idPrefix} />
			<NameFields prefix={`${prefix}name`} label={t.addons.name} values={value} errors={errors} t={t} idPrefix={idPrefix} />
			<Field name={`${prefix}price`} label={t.addons.pricePerDay} value={value(`${prefix}price`)} errors={errors} t={t} hint={t.addons.priceHint} dir="ltr" idPrefix={idPrefix} />
		</>
	)
}

/** A new add-on: its slug, words in three languages and first choice. */
export function NewAddonPage({ nonce, staff, form = null }: { nonce: string; staff: SignedInStaff; form?: FormState | null }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const value = (name: string) => form?.values[name] ?? ''
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.addons.addTitle} styles={STYLES} back={{ href: '/console/catalogue/addons/', text: t.addons.title }}>
			<form method="post" action="/console/catalogue/addons/new/" className="stack" noValidate>
				<Field name="slug" label={t.addons.slug} value={value('slug')} errors={errors} t={t} hint={t.addons.slugHint} dir="ltr" />
				<NameFields prefix="name" label={t.addons.name} values={value} errors={errors} t={t} />
				<NameFields prefix="description" label={t.addons.description} values={value} errors={errors} t={t} long />
				<fieldset className="stack">
					<legend>{t.addons.firstChoice}</legend>
					<NewChoiceFields form={form} prefix={FIRST_CHOICE_PREFIX} idPrefix="" staff={staff} />
				</fieldset>
				<button type="submit">{t.addons.create}</button>
			</form>
		</PageFrame>
	)
}

function ChoiceSection({ addon, choice, form, staff }: { addon: AddonDetail; choice: AddonChoice; form: FormState | null; staff: SignedInStaff }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const prefix = `choice-${choice.code}`
	const value = (name: string) => form?.values[name] ?? (name === 'price' ? aedFieldText(choice.pricePerDayFils) : name === 'from' ? '' : (choice.names[name.slice('name-'.length) as keyof typeof choice.names] ?? ''))
	const shownName = choice.names[staff.locale === 'ar' ? 'ar-ae' : 'en']
	const headingId = `${prefix}-heading`
	return (
		<section className="choice" aria-labelledby={headingId}>
			<h3 id={headingId}>
				{shownName} <span className="code" dir="ltr">({choice.code})</span>
			</h3>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			{choice.archivedAt ? (
				<p className="notice">{t.addons.choiceRetired}</p>
			) : (
				<form method="post" action={`/console/catalogue/addons/${addon.slug}/choices/${choice.code}/`} className="stack" noValidate>
					<NameFields prefix="name" label={t.addons.name} values={value} errors={errors} t={t} idPrefix={`${prefix}-`} />
					<Field name="price" label={t.addons.pricePerDay} value={value('price')} errors={errors} t={t} hint={t.addons.priceHint} dir="ltr" idPrefix={`${prefix}-`} />
					<Field name="from" type="date" label={t.from} value={value('from')} errors={errors} t={t} hint={t.fromHint} dir="ltr" idPrefix={`${prefix}-`} />
					<button type="submit">{t.addons.saveChoice}</button>
				</form>
			)}
			{choice.scheduled.map((row) => (
				<p key={row.id}>{fill(t.addons.scheduled, { price: aedFieldText(row.pricePerDayFils), date: uaeDateOf(row.effectiveFrom) })}</p>
			))}
			<h4>{t.addons.history}</h4>
			<ListTable columns={[t.addons.when, t.addons.pricePerDay]} rows={choice.history} empty={t.addons.noHistory}>
				{(row) => (
					<tr key={row.id}>
						<td dir="ltr">{uaeDateOf(row.effectiveFrom)}</td>
						<td>{aedFieldText(row.pricePerDayFils)}</td>
					</tr>
				)}
			</ListTable>
			{choice.archivedAt ? null : (
				<form method="post" action={`/console/catalogue/addons/${addon.slug}/choices/${choice.code}/retire/`}>
					<button type="submit" className="danger" aria-label={fill(t.addons.retireChoiceLabel, { name: shownName })}>
						{t.addons.retireChoice}
					</button>
				</form>
			)}
		</section>
	)
}

export function AddonPage({ nonce, staff, addon, form = null, notice = null }: { nonce: string; staff: SignedInStaff; addon: AddonDetail; form?: AddonForm | null; notice?: Notice }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const title = addon.names[staff.locale === 'ar' ? 'ar-ae' : 'en']
	const words = form?.target === 'words' ? form.state : null
	const errors = words?.errors ?? {}
	const value = (name: string) => {
		if (words) return words.values[name] ?? ''
		const [kind, ...locale] = name.split('-')
		const source = kind === 'description' ? addon.descriptions : addon.names
		return source[locale.join('-') as keyof typeof source] ?? ''
	}
	return (
		<PageFrame nonce={nonce} staff={staff} title={title} styles={STYLES} back={{ href: '/console/catalogue/addons/', text: t.addons.title }} notice={notice}>
			{addon.active ? null : <p className="notice">{t.addons.addonRetiredNote}</p>}
			<h2>{t.addons.words}</h2>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			<form method="post" action={`/console/catalogue/addons/${addon.slug}/`} className="stack" noValidate>
				<NameFields prefix="name" label={t.addons.name} values={value} errors={errors} t={t} />
				<NameFields prefix="description" label={t.addons.description} values={value} errors={errors} t={t} long />
				<button type="submit">{t.addons.saveWords}</button>
			</form>
			<h2>{t.addons.choices}</h2>
			{addon.choices.map((choice) => (
				<ChoiceSection key={choice.code} addon={addon} choice={choice} staff={staff} form={form?.target === choice.code ? form.state : null} />
			))}
			<section className="choice" aria-labelledby="new-choice-heading">
				<h3 id="new-choice-heading">{t.addons.newChoice}</h3>
				<p id="new-choice-hint">{t.addons.newChoiceHint}</p>
				<form method="post" action={`/console/catalogue/addons/${addon.slug}/choices/`} className="stack" noValidate aria-describedby="new-choice-hint">
					<NewChoiceFields form={form?.target === NEW_CHOICE ? form.state : null} prefix="" idPrefix="new-choice-" staff={staff} />
					<button type="submit">{t.addons.addChoice}</button>
				</form>
			</section>
			<div className="actions">
				<form method="post" action={`/console/catalogue/addons/${addon.slug}/${addon.active ? 'retire' : 'restore'}/`}>
					<button type="submit" className={addon.active ? 'danger' : undefined}>
						{addon.active ? t.addons.retireAddon : t.addons.restoreAddon}
					</button>
				</form>
			</div>
		</PageFrame>
	)
}
