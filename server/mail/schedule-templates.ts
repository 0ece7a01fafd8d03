/**
 * The e-mails about changed delivery days (content/emails/schedule-emails.ts), to the customer
 * in their account's language, right to left in Arabic: days paused or resumed, and an address or
 * slot changed. Plain text plus simple HTML in the shared frame (templates.ts); the customer's
 * name and address are escaped, dates formatted for the language.
 */
import { formatCalendarDate } from '../../domain/text-template.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { SCHEDULE_EMAILS } from '../../content/emails/schedule-emails.ts'
import { isDeliverySlot } from '../../domain/delivery-schedule.ts'
import { getLocale, isLocaleCode, type LocaleCode } from '../../domain/locale.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { formatList, joinParts } from '../../domain/text-list.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, layout } from './templates.ts'

export type ScheduleMailCustomer = { email: string; firstName: string; locale: string }

const paragraph = (text: string) => ({ text, html: `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>` })

function mail(customer: ScheduleMailCustomer, subject: (code: LocaleCode) => string, body: (code: LocaleCode) => string): OutgoingMail {
	const code: LocaleCode = isLocaleCode(customer.locale) ? customer.locale : 'en'
	const copy = SCHEDULE_EMAILS[code]
	const locale = getLocale(code)
	const title = subject(code)
	const blocks = [paragraph(fill(copy.greeting, { name: customer.firstName })), paragraph(body(code)), paragraph(copy.account), paragraph(copy.notYou)]
	const signOff = { text: `${copy.signOff}\n${copy.team}`, html: `<p style="margin:0 0 16px;">${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}</p>` }
	return {
		to: customer.email,
		subject: title,
		text: `${[...blocks, signOff].map((block) => block.text).join('\n\n')}\n`,
		html: layout({ lang: locale.htmlLang, dir: locale.dir, title, body: [...blocks, signOff].map((block) => block.html).join('\n') }),
	}
}

// Without the weekday: it would not take the case a Russian preposition asks for.
const dayIn = (code: LocaleCode) => (date: string) => formatCalendarDate(date, getLocale(code).language)

/** Days paused (`paused`) or resumed, with the plan's new last delivery day. */
export function pauseMail(customer: ScheduleMailCustomer, input: { kind: 'paused' | 'resumed'; dates: readonly string[]; lastDate: string }): OutgoingMail {
	return mail(
		customer,
		(code) => SCHEDULE_EMAILS[code][input.kind].subject,
		(code) => fill(SCHEDULE_EMAILS[code][input.kind].body, { dates: formatList(input.dates.map(dayIn(code)), getLocale(code).language), last: dayIn(code)(input.lastDate) }),
	)
}

/** A day's address or slot changed, or every day's from `dates[0]` on. */
export function addressChangedMail(customer: ScheduleMailCustomer, input: { dates: readonly string[]; fromThisDateOn: boolean; address: OrderDeliveryAddress }): OutgoingMail {
	return mail(
		customer,
		(code) => SCHEDULE_EMAILS[code].moved.subject,
		(code) => {
			const locale = getLocale(code)
			const { address } = input
			const place = joinParts([address.building_name, address.flat_number, address.street, address.area_name, address.city_name], locale)
			const slot = isDeliverySlot(address.slot) ? DELIVERY_SLOT_NAMES[address.slot][code] : address.slot
			const copy = SCHEDULE_EMAILS[code].moved
			return fill(input.fromThisDateOn ? copy.fromDate : copy.oneDay, { date: dayIn(code)(input.dates[0] ?? ''), address: place, slot })
		},
	)
}
