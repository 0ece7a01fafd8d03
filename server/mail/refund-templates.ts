/**
 * The e-mails about a cancelled plan, to the customer in the order's language, right to left in
 * Arabic: the cancellation (what was cancelled, the refund asked for, what still comes) and the
 * refund confirmed by the payment provider, or given up by staff when the provider never made it. Plain text plus simple HTML in the shared frame
 * (templates.ts); the customer's name is escaped, amounts and links kept left to right.
 */
import { REFUND_EMAILS } from '../../content/emails/refund-emails.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import { getLocale, isLocaleCode, type LocaleCode } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { orderNumber } from '../../domain/order.ts'
import type { CancellationQuote } from '../../domain/schedule/cancellation-refund.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, fill, isolateLtr, layout } from './templates.ts'

export type RefundMailOrder = { id: number; email: string; firstName: string; locale: string }

const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`
const link = (url: string) => `<a href="${escapeHtml(url)}" dir="ltr" style="color:#15803d;">${escapeHtml(url)}</a>`

function assemble(code: LocaleCode, subject: string, blocks: Array<{ text: string; html: string }>) {
	const locale = getLocale(code)
	return {
		text: `${blocks.map((block) => block.text).join('\n\n')}\n`,
		html: layout({ lang: locale.htmlLang, dir: locale.dir, title: subject, body: blocks.map((block) => block.html).join('\n') }),
	}
}

function words(order: RefundMailOrder) {
	const code: LocaleCode = isLocaleCode(order.locale) ? order.locale : 'en'
	const locale = getLocale(code)
	const rtl = locale.dir === 'rtl'
	// Amounts and dates inside Arabic plain text stay in their own direction.
	const ltr = (text: string) => (rtl ? isolateLtr(text) : text)
	return { code, copy: REFUND_EMAILS[code], aed: (fils: number) => ltr(formatAed(fils, locale.language)), day: (date: string) => formatFullDate(date, locale.language) }
}

const plainBlock = (text: string) => ({ text, html: paragraph(escapeHtml(text)) })

/** The cancellation: queued with it, whether or not a refund follows. */
export function cancellationMail(order: RefundMailOrder, input: { quote: CancellationQuote; creditNoteUrls: readonly string[] }): OutgoingMail {
	const { code, copy, aed, day } = words(order)
	const { quote } = input
	const dates = quote.parts.flatMap((part) => part.dates).toSorted()
	const vat = quote.parts.reduce((sum, part) => sum + part.vatFils, 0)
	const subject = copy.cancelled.subject
	const blocks = [
		plainBlock(fill(copy.cancelled.greeting, { name: order.firstName })),
		plainBlock(fill(copy.cancelled.intro, { days: String(quote.days), first: day(dates[0] ?? quote.firstCancellableDate), last: day(dates.at(-1) ?? quote.firstCancellableDate) })),
		plainBlock(quote.amountFils > 0 ? fill(copy.cancelled.refund, { amount: aed(quote.amountFils), vat: aed(vat) }) : copy.cancelled.noRefund),
		...(quote.stillDelivered.length > 0 ? [plainBlock(fill(copy.cancelled.stillDelivered, { dates: quote.stillDelivered.map(day).join(', ') }))] : []),
		plainBlock(copy.cancelled.deposit),
		...(input.creditNoteUrls.length > 0
			? [{ text: `${copy.cancelled.creditNote}\n${input.creditNoteUrls.join('\n')}`, html: paragraph(`${escapeHtml(copy.cancelled.creditNote)}<br>${input.creditNoteUrls.map(link).join('<br>')}`) }]
			: []),
		{ text: `${copy.signOff}\n${copy.team}`, html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`) },
	]
	return { to: order.email, subject, ...assemble(code, subject, blocks) }
}

/** The refund confirmed: queued only in the transaction that records the gateway's confirmation. */
export function refundConfirmedMail(order: RefundMailOrder, input: { amountFils: number; creditNoteUrl: string | null }): OutgoingMail {
	const { code, copy, aed } = words(order)
	const subject = fill(copy.confirmed.subject, { amount: aed(input.amountFils) })
	const blocks = [
		plainBlock(fill(copy.confirmed.greeting, { name: order.firstName })),
		plainBlock(fill(copy.confirmed.body, { amount: aed(input.amountFils), order: isolateLtr(orderNumber(order.id)) })),
		plainBlock(copy.confirmed.bank),
		...(input.creditNoteUrl === null
			? []
			: [{ text: `${copy.confirmed.creditNote}\n${input.creditNoteUrl}`, html: paragraph(`${escapeHtml(copy.confirmed.creditNote)}<br>${link(input.creditNoteUrl)}`) }]),
		{ text: `${copy.signOff}\n${copy.team}`, html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`) },
	]
	return { to: order.email, subject, ...assemble(code, subject, blocks) }
}

/** The refund given up by staff: queued only in the transaction that gives it up, so at most once. */
export function refundGivenUpMail(order: RefundMailOrder, input: { amountFils: number }): OutgoingMail {
	const { code, copy, aed } = words(order)
	const subject = fill(copy.givenUp.subject, { amount: aed(input.amountFils) })
	const blocks = [
		plainBlock(fill(copy.givenUp.greeting, { name: order.firstName })),
		plainBlock(fill(copy.givenUp.body, { amount: aed(input.amountFils), order: isolateLtr(orderNumber(order.id)) })),
		plainBlock(copy.givenUp.next),
		{ text: `${copy.signOff}\n${copy.team}`, html: paragraph(`${escapeHtml(copy.signOff)}<br>${escapeHtml(copy.team)}`) },
	]
	return { to: order.email, subject, ...assemble(code, subject, blocks) }
}
