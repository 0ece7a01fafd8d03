/**
 * The catalogue's delivery areas (list, new area, one area: names, slots, retire) and closed days
 * (list, close a day, open it again), static HTML with no script. A refused closed day lists the
 * plans that still deliver on it.
 */
import { CATALOGUE_PLACES_MESSAGES } from '../../../content/console-messages/catalogue-places.ts'
import { type FormErrors, nameField } from '../../../domain/catalogue/place-forms.ts'
import { DELIVERY_SLOTS, type DeliverySlot, SLOT_WINDOWS } from '../../../domain/delivery-schedule.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { fieldNotes, fill, type Notice } from '../layout.tsx'
import { ListTable, PageFrame } from '../list-page.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { AffectedPlan, AreaDetail, AreaRow, ClosedDayRow, ConsoleCity } from './places-data.ts'

export type FormState = { values: Record<string, string>; errors: FormErrors }

const STYLES = `
fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.75rem;display:grid;gap:.5rem}
legend{font-weight:600;padding:0 .25rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
.actions{margin-top:2rem;display:grid;gap:.5rem;justify-items:start}
`

type Messages = (typeof CATALOGUE_PLACES_MESSAGES)['en']

/** A text field with its label, hint and field error, wired for screen readers. */
export function Field({
	name,
	label,
	value,
	errors,
	t,
	hint,
	type = 'text',
	dir,
	idPrefix = '',
}: {
	/** Several forms on one page name their fields alike: their hint and error ids need their own prefix. */
	idPrefix?: string
	name: string
	label: string
	value: string
	errors: FormErrors
	t: Messages
	hint?: string
	type?: string
	dir?: 'ltr' | 'rtl' | 'auto'
}) {
	const problem = errors[name]
	const id = `${idPrefix}${name}`
	const notes = fieldNotes(id, hint, problem ? t.problems[problem] : null)
	return (
		<label>
			{label}
			<input type={type} name={name} defaultValue={value} dir={dir} aria-invalid={problem ? true : undefined} aria-describedby={notes.describedBy} />
			{notes.hintLine}
			{notes.errorLine}
		</label>
	)
}

/** The field's direction: Arabic names are typed right to left whatever the console's language. */
export const nameDir = (locale: string) => (locale === 'ar-ae' ? 'rtl' : 'ltr')

/** A slot's name and its window, the times isolated left to right (an Arabic line would reorder them). */
function SlotName({ slot, t }: { slot: DeliverySlot; t: Messages }) {
	return (
		<>
			{t.slots[slot]} <bdi dir="ltr">{`${SLOT_WINDOWS[slot].from}–${SLOT_WINDOWS[slot].to}`}</bdi>
		</>
	)
}

function SlotList({ slots, t }: { slots: readonly DeliverySlot[]; t: Messages }) {
	if (slots.length === 0) return <>{t.areas.none}</>
	return (
		<ul>
			{slots.map((slot) => (
				<li key={slot}>
					<SlotName slot={slot} t={t} />
				</li>
			))}
		</ul>
	)
}

export function AreasPage({ nonce, staff, cities, areas, notice = null }: { nonce: string; staff: SignedInStaff; cities: ConsoleCity[]; areas: AreaRow[]; notice?: Notice }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const cityName = new Map(cities.map((city) => [city.id, city.name]))
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.areas.title} styles={STYLES} back={{ href: '/console/catalogue/', text: t.back }} intro={t.areas.intro} notice={notice} add={{ href: '/console/catalogue/areas/new/', text: t.areas.add }}>
			<ListTable columns={[t.areas.emirate, t.areas.area, t.areas.slotsHeading, t.status, t.areas.edit]} rows={areas}>
				{(area) => (
					<tr key={area.id}>
						<td>{cityName.get(area.cityId) ?? ''}</td>
						<td>{area.name}</td>
						<td>
							<SlotList slots={area.slots} t={t} />
						</td>
						<td>{area.active ? t.offered : t.retired}</td>
						<td>
							<a href={`/console/catalogue/areas/${area.id}/`} aria-label={fill(t.areas.editTitle, { name: area.name })}>
								{t.areas.edit}
							</a>
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}

function NameFields({
	prefix,
	label,
	values,
	errors,
	t,
	long = false,
	idPrefix = '',
}: {
	prefix: string
	label: string
	values: (name: string) => string
	errors: FormErrors
	t: Messages
	long?: boolean
	idPrefix?: string
}) {
	return (
		<>
			{LOCALE_CODES.map((locale) => {
				const name = nameField(prefix, locale)
				return (
					<Field
						key={name}
						name={name}
						label={fill(label, { language: t.languages[locale] })}
						value={values(name)}
						errors={errors}
						t={t}
						dir={long ? 'auto' : nameDir(locale)}
						idPrefix={idPrefix}
					/>
				)
			})}
		</>
	)
}

export { NameFields }

function SlotChecks({ checked, errors, t }: { checked: (slot: DeliverySlot) => boolean; errors: FormErrors; t: Messages }) {
	return (
		<fieldset aria-describedby={errors.slots ? 'slots-error' : undefined}>
			<legend>{t.areas.slotsLegend}</legend>
			{DELIVERY_SLOTS.map((slot) => (
				<label key={slot} className="check">
					<input type="checkbox" name={`slot-${slot}`} defaultChecked={checked(slot)} />
					<span>
						<SlotName slot={slot} t={t} />
					</span>
				</label>
			))}
			{errors.slots ? (
				<span className="error" id="slots-error">
					{t.problems[errors.slots]}
				</span>
			) : null}
		</fieldset>
	)
}

export function NewAreaPage({ nonce, staff, cities, form }: { nonce: string; staff: SignedInStaff; cities: ConsoleCity[]; form?: FormState }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const value = (name: string) => form?.values[name] ?? ''
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.areas.addTitle} styles={STYLES} back={{ href: '/console/catalogue/areas/', text: t.areas.title }}>
			<form method="post" action="/console/catalogue/areas/new/" className="stack" noValidate>
				<label>
					{t.areas.emirate}
					<select name="city" defaultValue={value('city')} aria-invalid={errors.city ? true : undefined} aria-describedby={errors.city ? 'city-error' : undefined}>
						<option value="">—</option>
						{cities.map((city) => (
							<option key={city.id} value={String(city.id)}>
								{city.name}
							</option>
						))}
					</select>
					{errors.city ? (
						<span className="error" id="city-error">
							{t.problems[errors.city]}
						</span>
					) : null}
				</label>
				<Field name="slug" label={t.areas.slug} value={value('slug')} errors={errors} t={t} hint={t.areas.slugHint} dir="ltr" />
				<NameFields prefix="name" label={t.areas.name} values={value} errors={errors} t={t} />
				<SlotChecks checked={(slot) => value(`slot-${slot}`) === 'on'} errors={errors} t={t} />
				<button type="submit">{t.areas.create}</button>
			</form>
		</PageFrame>
	)
}

export function AreaPage({ nonce, staff, area, cityName, form, notice = null }: { nonce: string; staff: SignedInStaff; area: AreaDetail; cityName: string; form?: FormState; notice?: Notice }) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const shownName = area.names[staff.locale === 'ar' ? 'ar-ae' : 'en']
	const title = fill(t.areas.editTitle, { name: shownName })
	const value = (name: string) => form?.values[name] ?? area.names[name.slice('name-'.length) as keyof typeof area.names] ?? ''
	return (
		<PageFrame
			nonce={nonce}
			staff={staff}
			title={title}
			styles={STYLES}
			back={{ href: '/console/catalogue/areas/', text: t.areas.title }}
			intro={
				<>
					{t.areas.emirate}: {cityName} · {t.status}: {area.active ? t.offered : t.retired}
				</>
			}
			notice={notice}
		>
			{errors.form ? (
				<p className="alert" role="alert">
					{t.problems[errors.form]}
				</p>
			) : null}
			<p>{fill(t.areas.inUse, { deliveries: String(area.upcomingDeliveries), addresses: String(area.savedAddresses) })}</p>
			<form method="post" action={`/console/catalogue/areas/${area.id}/`} className="stack" noValidate>
				<NameFields prefix="name" label={t.areas.name} values={value} errors={errors} t={t} />
				<SlotChecks checked={(slot) => (form ? form.values[`slot-${slot}`] === 'on' : area.slots.includes(slot))} errors={errors} t={t} />
				<button type="submit">{t.save}</button>
			</form>
			<div className="actions">
				{area.active ? (
					<form method="post" action={`/console/catalogue/areas/${area.id}/retire/`}>
						<p className="hint" id="retire-hint">
							{t.areas.retireHint}
						</p>
						<button type="submit" className="danger" aria-describedby="retire-hint">
							{t.areas.retire}
						</button>
					</form>
				) : (
					<form method="post" action={`/console/catalogue/areas/${area.id}/restore/`}>
						<button type="submit">{t.areas.restore}</button>
					</form>
				)}
				<a href={`/console/audit/?${new URLSearchParams({ subject: `area:${area.id}` })}`}>{t.areas.history}</a>
			</div>
		</PageFrame>
	)
}

export function ClosedDaysPage({
	nonce,
	staff,
	days,
	today,
	form,
	affected = null,
	notice = null,
}: {
	nonce: string
	staff: SignedInStaff
	days: ClosedDayRow[]
	/** UAE date: today's closed day can no longer be opened (its plans are already set). */
	today: string
	form?: FormState
	affected?: { date: string; plans: AffectedPlan[] } | null
	notice?: Notice
}) {
	const t = CATALOGUE_PLACES_MESSAGES[staff.locale]
	const errors = form?.errors ?? {}
	const value = (name: string) => form?.values[name] ?? ''
	return (
		<PageFrame nonce={nonce} staff={staff} title={t.closedDays.title} styles={STYLES} back={{ href: '/console/catalogue/', text: t.back }} intro={t.closedDays.intro} notice={notice}>
			{affected ? (
				<div role="alert">
					<p className="alert">{t.problems.deliveries}</p>
					<p>
						{/* The date is isolated left to right: inside an Arabic sentence its digits and hyphens would be reordered. */}
						{t.closedDays.affectedIntro.split('{{date}}').map((part, index) => (
							<span key={index}>
								{index > 0 ? (
									<bdi dir="ltr" className="code">
										{affected.date}
									</bdi>
								) : null}
								{part}
							</span>
						))}
					</p>
					<ListTable columns={[t.closedDays.customer, t.closedDays.plan, t.closedDays.order]} rows={affected.plans}>
						{(plan) => (
							<tr key={plan.orderId}>
								<td>
									{plan.customer} <span dir="ltr">{plan.email}</span>
								</td>
								<td>{plan.planName}</td>
								<td>
									<a href={`/console/orders/${plan.orderId}/`}>{plan.orderId}</a>
								</td>
							</tr>
						)}
					</ListTable>
				</div>
			) : null}
			<form method="post" action="/console/catalogue/closed-days/" className="stack" noValidate>
				<Field name="date" label={t.closedDays.date} type="date" value={value('date')} errors={errors} t={t} dir="ltr" />
				<Field name="note" label={t.closedDays.note} value={value('note')} errors={errors} t={t} hint={t.closedDays.noteHint} />
				<button type="submit">{t.closedDays.add}</button>
			</form>
			<h2>{t.closedDays.title}</h2>
			<ListTable columns={[t.closedDays.date, t.closedDays.note, t.closedDays.remove]} rows={days} empty={t.closedDays.none}>
				{(day) => (
					<tr key={day.date}>
						<td dir="ltr">{day.date}</td>
						<td>{day.note}</td>
						<td>
							{day.date > today ? (
								<form method="post" action={`/console/catalogue/closed-days/${day.date}/remove/`}>
									<button type="submit" className="link" aria-label={fill(t.closedDays.removeLabel, { date: day.date })}>
										{t.closedDays.remove}
									</button>
								</form>
							) : null}
						</td>
					</tr>
				)}
			</ListTable>
		</PageFrame>
	)
}
