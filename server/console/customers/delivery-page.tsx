/**
 * A customer's delivery day in the console (issue 19, item 7): where and when it is delivered
 * now, and one form to change its address or slot — for that day or from it on — with a reason
 * (and, for managers, the cut-off override). The choices are the customer's own
 * (server/schedule/delivery-choices.ts), in one select: static HTML, no script.
 */
import { deliveryChoiceLabel, shortAddress, slotText } from '../../../app/utils/delivery-choice.ts'
import { DELIVERY_SLOT_NAMES } from '../../../content/delivery-areas.ts'
import { CUSTOMERS_MESSAGES } from '../../../content/console-messages/customers.ts'
import { can } from '../../../domain/console-permissions.ts'
import { isDeliverySlot } from '../../../domain/delivery-schedule.ts'
import { isolate } from '../../../domain/text-list.ts'
import type { DeliveryChoiceGroup } from '../../schedule/delivery-choices.ts'
import { fill, Layout } from '../layout.tsx'
import { siteLocaleOf } from '../place-names.ts'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { CustomerDay } from './delivery-changes.ts'

const STYLES = `
fieldset{border:1px solid #d1d5db;border-radius:.375rem;padding:.75rem;display:grid;gap:.5rem}
label.inline{display:flex;gap:.5rem;align-items:center;font-weight:400}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
/* A long choice (slot, hours and address) must not widen the page on a phone. */
form.stack{grid-template-columns:minmax(0,1fr)}
form.stack label{min-width:0}
select{width:100%;min-width:0}
`

export type DeliveryFormState = { where: string; fromThisDateOn: boolean; reason: string; message: string }

type Props = {
	nonce: string
	staff: SignedInStaff
	customerId: number
	day: CustomerDay
	choices: readonly DeliveryChoiceGroup[]
	form?: DeliveryFormState
}

export function DeliveryDayPage({ nonce, staff, customerId, day, choices, form }: Props) {
	const locale = staff.locale
	const site = siteLocaleOf(locale)
	const t = CUSTOMERS_MESSAGES[locale]
	const d = t.delivery
	// A date keeps its left-to-right order inside Arabic text.
	const title = fill(d.title, { date: isolate(day.date) })
	const slotName = (slot: string) => (isDeliverySlot(slot) ? DELIVERY_SLOT_NAMES[slot][site] : slot)
	const changeable = day.planStatus === 'active' && day.state === 'scheduled'
	const current = `slot:${day.address.area_timing_id}`
	return (
		<Layout locale={locale} title={title} nonce={nonce} staff={staff} styles={STYLES}>
			<p>
				<a href={`/console/customers/${customerId}/`}>{d.back}</a>
			</p>
			<h1>{title}</h1>
			{form ? (
				<p className="alert" role="alert">
					{form.message}
				</p>
			) : null}
			<dl className="facts">
				<dt>{t.customer.state}</dt>
				<dd>{t.customer.states[day.state as keyof typeof t.customer.states] ?? day.state}</dd>
				<dt>{d.now}</dt>
				<dd>{shortAddress(day.address, site)}</dd>
				<dt>{t.customer.slot}</dt>
				<dd>{slotText(day.address.slot, slotName(day.address.slot), site)}</dd>
			</dl>
			{!changeable ? (
				<p>{d.notChangeable}</p>
			) : choices.length === 0 ? (
				<p>{d.noChoices}</p>
			) : (
				<form className="stack" method="post" action={`/console/customers/${customerId}/days/${day.publicId}/`}>
					<input type="hidden" name="seen" value={day.updatedAt.toISOString()} />
					<label>
						{d.where}
						<span className="hint" id="where-hint">
							{d.whereHint}
						</span>
						<select name="where" defaultValue={form?.where ?? current} aria-describedby="where-hint">
							{choices.map((group) => {
								const label = shortAddress(group.address, site)
								return (
									<optgroup key={group.options[0]!.value} label={label}>
										{group.options.map(({ value, timing }) => (
											<option key={value} value={value}>
												{deliveryChoiceLabel(slotText(timing.slot, timing.name, site), label)}
											</option>
										))}
									</optgroup>
								)
							})}
						</select>
					</label>
					<fieldset>
						<legend>{d.scope}</legend>
						<label className="inline">
							<input type="radio" name="scope" value="day" defaultChecked={!form?.fromThisDateOn} />
							{d.thisDay}
						</label>
						<label className="inline">
							<input type="radio" name="scope" value="from-this-date-on" defaultChecked={form?.fromThisDateOn ?? false} />
							{d.fromThisDateOn}
						</label>
					</fieldset>
					<label>
						{t.days.reason}
						<span className="hint" id="reason-hint">
							{t.days.reasonHint}
						</span>
						<input name="reason" maxLength={500} required defaultValue={form?.reason ?? ''} aria-describedby="reason-hint" />
					</label>
					{can(staff.role, 'schedule.override-cut-off') ? (
						<>
							<label className="inline">
								<input type="checkbox" name="override" value="1" />
								{t.days.override}
							</label>
							<p className="hint">{t.days.overrideHint}</p>
						</>
					) : null}
					<button type="submit">{d.submit}</button>
				</form>
			)}
		</Layout>
	)
}
