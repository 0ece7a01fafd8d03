/**
 * The console's orders section, `/console/orders/` (issue 19, item 1): search by order number,
 * e-mail or phone; an order with its payment attempts, gateway events and refunds (`orders.view`:
 * owner, manager, support); the payment link again and cancelling an unpaid order (the same);
 * refunding all or part of a paid order, and giving up a refund the gateway never confirms
 * (`orders.refund`: owner, manager — support cannot).
 * Every route checks its permission on the server; every change is audited in its own transaction;
 * a successful post answers 303, a refused one the page again with its errors and 400.
 */
import type { Context } from 'hono'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { ORDERS_MESSAGES } from '../../../content/console-messages/orders.ts'
import { creditNoteNumber } from '../../../domain/credit-note.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import { fill, type Notice } from '../layout.tsx'
import { MessagePage } from '../pages.tsx'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { cancelUnpaidOrder, resendPaymentLink } from './order-actions.ts'
import { rowIdOf, orderRecord, searchOrders } from './order-records.ts'
import { aed, type GiveUpFormState, OrderPage, OrdersPage, type RefundFormState } from './pages.tsx'
import { giveUpRefund } from './refund-give-up.ts'
import { refundableOf, refundOrder } from './staff-refunds.ts'

export function registerOrdersSection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	const { db, outbox, refunds, checkout } = deps
	const now = deps.now

	const notFound = (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, MessagePage({ locale: staff.locale, nonce: c.get('nonce'), title: CONSOLE_MESSAGES[staff.locale].errors.notFoundTitle, text: ORDERS_MESSAGES[staff.locale].notFound, staff }), 404)
	}

	/** The order's page, with what a redirect or a refused form has to say. */
	async function orderPage(
		c: Context<ConsoleEnv>,
		orderId: number,
		options: { notice?: Notice; refundForm?: RefundFormState; giveUpForm?: GiveUpFormState; status?: 200 | 400 | 409 } = {},
	) {
		const record = await orderRecord(db, orderId)
		if (!record) return notFound(c)
		const left = await refundableOf(db, record.order)
		const page = OrderPage({ nonce: c.get('nonce'), staff: signedIn(c), record, refundableFils: left?.refundableFils ?? 0, ...options })
		return html(c, page, options.status ?? 200)
	}

	app.get('/console/orders/', allow('orders.view'), async (c) => {
		const raw = c.req.query('q') ?? ''
		const query = isAcceptableText(raw) ? raw.slice(0, 254) : ''
		return html(c, OrdersPage({ nonce: c.get('nonce'), staff: signedIn(c), query, rows: await searchOrders(db, query) }))
	})

	app.get('/console/orders/:id/', allow('orders.view'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const t = ORDERS_MESSAGES[signedIn(c).locale]
		const done = c.req.query('done')
		const amount = Number(c.req.query('amount'))
		const credit = Number(c.req.query('credit-note'))
		const refundNotices = { 'refund-confirmed': t.refunded.confirmed, 'refund-pending': t.refunded.pending, 'refund-given-up': t.giveUp.done, 'refund-made-after-all': t.giveUp.confirmedInstead }
		const refundNotice = done && Object.hasOwn(refundNotices, done) ? refundNotices[done as keyof typeof refundNotices] : undefined
		const text = refundNotice
			? fill(refundNotice, {
					amount: Number.isSafeInteger(amount) ? aed(amount, signedIn(c).locale) : '',
					creditNote: Number.isSafeInteger(credit) ? creditNoteNumber(credit) : '',
				})
				: done === 'link-sent'
					? fill(t.unpaid.sent, { email: (c.req.query('email') ?? '').slice(0, 254) })
					: done === 'cancelled'
						? t.unpaid.cancelled
						: undefined
		return orderPage(c, id, { notice: text ? { kind: 'notice', text } : null })
	})

	app.post('/console/orders/:id/refund/', allow('orders.refund'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const form = { amount: field(body, 'amount').slice(0, 32), note: field(body, 'note').slice(0, 2_000) }
		if (!isAcceptableText(form.note) || !isAcceptableText(form.amount)) {
			return orderPage(c, id, { refundForm: { amount: '', note: '', errors: { note: 'note-required' } }, status: 400 })
		}
		const result = await refundOrder({ db, refunds, now }, staff, id, form)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'not-refundable') return orderPage(c, id, { notice: { kind: 'alert', text: ORDERS_MESSAGES[staff.locale].refundForm.notRefundable }, status: 409 })
		if (result.status === 'invalid') return orderPage(c, id, { refundForm: { ...form, errors: result.errors }, status: 400 })
		const query = new URLSearchParams({
			done: result.state === 'confirmed' ? 'refund-confirmed' : 'refund-pending',
			amount: String(result.refund.amountFils),
			'credit-note': String(result.refund.creditNoteNumber),
		})
		return c.redirect(`/console/orders/${id}/?${query}`, 303)
	})

	app.post('/console/orders/:id/refunds/:refund/give-up/', allow('orders.refund'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		const refundId = rowIdOf(c.req.param('refund'))
		if (id === null || refundId === null) return notFound(c)
		const staff = signedIn(c)
		const t = ORDERS_MESSAGES[staff.locale].giveUp
		const note = field(await c.req.parseBody(), 'note').slice(0, 2_000)
		if (!isAcceptableText(note)) return orderPage(c, id, { giveUpForm: { refundId, note: '', error: 'note-required' }, status: 400 })
		const result = await giveUpRefund({ db, refunds, now }, staff, id, refundId, note)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'invalid') return orderPage(c, id, { giveUpForm: { refundId, note, error: result.error }, status: 400 })
		if (result.status === 'busy') return orderPage(c, id, { notice: { kind: 'alert', text: t.busy }, status: 409 })
		if (result.status === 'gateway-unsure') return orderPage(c, id, { notice: { kind: 'alert', text: t.unsure }, status: 409 })
		if (result.status === 'not-pending') return orderPage(c, id, { notice: { kind: 'alert', text: t.notPending }, status: 409 })
		const query = new URLSearchParams({
			done: result.status === 'given-up' ? 'refund-given-up' : 'refund-made-after-all',
			amount: String(result.refund.amountFils),
			'credit-note': String(result.refund.creditNoteNumber),
		})
		return c.redirect(`/console/orders/${id}/?${query}`, 303)
	})

	app.post('/console/orders/:id/payment-link/', allow('orders.view'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const result = await resendPaymentLink({ db, outbox, now }, checkout.orderMails, signedIn(c), id)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'not-unpaid') return orderPage(c, id, { notice: { kind: 'alert', text: ORDERS_MESSAGES[signedIn(c).locale].unpaid.notUnpaid }, status: 409 })
		return c.redirect(`/console/orders/${id}/?${new URLSearchParams({ done: 'link-sent', email: result.email })}`, 303)
	})

	app.post('/console/orders/:id/cancel/', allow('orders.view'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const result = await cancelUnpaidOrder({ db, now }, signedIn(c), id)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'not-unpaid') return orderPage(c, id, { notice: { kind: 'alert', text: ORDERS_MESSAGES[signedIn(c).locale].unpaid.notUnpaid }, status: 409 })
		return c.redirect(`/console/orders/${id}/?done=cancelled`, 303)
	})
}
