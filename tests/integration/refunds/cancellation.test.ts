/**
 * Cancelling the rest of a plan and refunding it (issue 17, area D): the changeable days turn
 * cancelled and their price paid goes back through the payment's own gateway (APS REFUND, Tabby
 * refund, both in the sandbox), confirmed only on the gateway's word; a refusal or silence leaves
 * the refund pending for the retry job; parallel cancellations make one refund; the database
 * never lets refunds exceed the capture; another customer's plan is not found.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { addDays } from '../../../domain/delivery-schedule.ts'
import { REFUND_EMAILS } from '../../../content/emails/refund-emails.ts'
import { deliveries, outbox, payments, refunds, subscriptions } from '../../../server/db/schema.ts'
import type { Outbox } from '../../../server/mail/outbox.ts'
import { createCancellations } from '../../../server/refunds/cancellation.ts'
import { createRefundGateway, type RefundGateway } from '../../../server/refunds/refund-gateway.ts'
import { createRefundMails } from '../../../server/refunds/refund-mails.ts'
import { createRefundService } from '../../../server/refunds/refund-service.ts'
import { createCheckoutTestApp, newKey, orderBody, postForm, postOrder, startPayment, type OrderJson } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const { cancellations, providers } = app.checkout
const silentOutbox = { dispatch() {} } as unknown as Outbox
const logger = pino({ level: 'silent' })

/** A signed-in customer's plan of `weeks` weeks, paid by card in the sandbox; its order, payment and subscription. */
async function paidPlan(weeks = 2) {
	const { customer, auth } = await signedInCustomer(db)
	const order = await payPlan(app, { auth, weeks })
	const plan = await planOfOrder(db, order.id)
	const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, plan.order!.id), eq(payments.status, 'paid')))
	return { customer, auth, order: plan.order!, subscription: plan.subscription!, days: plan.days, payment: payment! }
}

/** A signed-in customer's plan paid with Tabby in the sandbox (OTP 8888). */
async function paidWithTabby() {
	const { customer, auth } = await signedInCustomer(db)
	const response = await postOrder(app.request, await orderBody(app.request, { weeks: 2 }), { headers: auth })
	expect(response.status).toBe(201)
	const order = ((await response.json()) as { data: OrderJson }).data
	const started = await startPayment(app.request, order.id, 'tabby', { key: newKey() })
	const { next } = ((await started.json()) as { data: { next: { url: string } } }).data
	const submitted = await postForm(app.request, next.url, { otp: '8888' })
	const back = new URL(submitted.headers.get('Location') ?? '')
	expect((await app.request(`${back.pathname}${back.search}`)).status).toBe(303)
	await app.idle()
	const plan = await planOfOrder(db, order.id)
	expect(plan.order?.status).toBe('paid')
	const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, plan.order!.id), eq(payments.status, 'paid')))
	return { customer, order: plan.order!, subscription: plan.subscription!, days: plan.days, payment: payment! }
}

/** The real sandbox gateway behind a switch: refuse, stay silent, or lose the answer after sending. */
function flakyGateway() {
	const real = createRefundGateway(providers)
	const state = { mode: 'refuse' as 'refuse' | 'silent' | 'lose-answer' | 'pass', calls: 0 }
	const gateway: RefundGateway = async (payment, refund) => {
		state.calls += 1
		if (state.mode === 'refuse') return { outcome: 'refused', code: '07005' }
		if (state.mode === 'silent') return { outcome: 'unreachable', code: 'timeout' }
		const answer = await real(payment, refund)
		return state.mode === 'lose-answer' ? { outcome: 'unreachable', code: 'timeout' } : answer
	}
	return { gateway, state }
}

const refundsOf = (subscriptionId: number) => db.select().from(refunds).where(eq(refunds.subscriptionId, subscriptionId)).orderBy(asc(refunds.id))
const daysOf = (subscriptionId: number) => db.select().from(deliveries).where(eq(deliveries.subscriptionId, subscriptionId)).orderBy(asc(deliveries.date))
const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!

describe('cancelling a plan paid by card', () => {
	test('the quote, then every changeable day cancelled and its price paid refunded through APS, confirmed', async () => {
		const { customer, order, subscription, days, payment } = await paidPlan(2)
		const dayPrice = Math.floor(order.price.discounted / order.price.number_of_days)

		const preview = await cancellations.preview(customer.id, subscription.publicId)
		expect(preview.kind).toBe('quote')
		if (preview.kind !== 'quote') return
		expect(preview.quote).toMatchObject({ days: 12, feeFils: 0, amountFils: 12 * dayPrice, stillDelivered: [] })
		// A preview changes nothing.
		expect(await refundsOf(subscription.id)).toEqual([])

		const result = await cancellations.cancel(customer.id, subscription.publicId, { expectedAmountFils: 12 * dayPrice })
		expect(result.kind).toBe('cancelled')
		if (result.kind !== 'cancelled') return
		expect(result.subscription.status).toBe('cancelled')
		expect(result.refunds).toEqual([expect.objectContaining({ amountFils: 12 * dayPrice, state: 'confirmed' })])

		expect((await daysOf(subscription.id)).map((day) => day.state)).toEqual(days.map(() => 'cancelled'))
		const [refund] = await refundsOf(subscription.id)
		expect(refund).toMatchObject({ state: 'confirmed', paymentId: payment.id, orderId: order.id, days: 12, dayPriceFils: dayPrice, reason: 'cancellation' })
		expect(refund!.confirmedAt).not.toBeNull()
		expect(refund!.creditNoteNumber).toBeGreaterThan(0)
		expect((await paymentRow(payment.id)).refundedFils).toBe(12 * dayPrice)
		// The gateway itself says what it gave back.
		const status = await providers.aps!.checkStatus({ merchantReference: payment.merchantReference, language: 'en' })
		expect(status.outcome === 'paid' && status.raw.refunded_amount).toBe(String(12 * dayPrice))

		// Nothing is left to cancel.
		expect((await cancellations.cancel(customer.id, subscription.publicId)).kind).toBe('nothing-to-cancel')
	})

	test('days before the cut-off are still delivered; the plan stays active until they are', async () => {
		const { customer, subscription, days } = await paidPlan(1)
		// At 13:00 in Dubai two days before the third day, the cut-off is past: the third day is the kitchen's.
		const now = new Date(`${addDays(days[2]!.date, -2)}T13:00:00+04:00`)
		const clocked = createCancellations({ db, refunds: app.checkout.refunds, outbox: silentOutbox, now: () => now })
		const result = await clocked.cancel(customer.id, subscription.publicId)
		expect(result.kind).toBe('cancelled')
		if (result.kind !== 'cancelled') return
		expect(result.quote.stillDelivered).toEqual(days.slice(0, 3).map((day) => day.date))
		expect(result.quote.days).toBe(3)
		expect(result.subscription.status).toBe('active')
		expect((await daysOf(subscription.id)).map((day) => day.state)).toEqual(['scheduled', 'scheduled', 'scheduled', 'cancelled', 'cancelled', 'cancelled'])
	})

	test('a refund confirmed on another amount than the customer saw is refused and nothing changes', async () => {
		const { customer, subscription } = await paidPlan(1)
		const result = await cancellations.cancel(customer.id, subscription.publicId, { expectedAmountFils: 1 })
		expect(result.kind).toBe('quote-changed')
		expect(await refundsOf(subscription.id)).toEqual([])
		expect((await daysOf(subscription.id)).every((day) => day.state === 'scheduled')).toBe(true)
	})

	test("another customer's plan, a guest's plan and a malformed id are not found", async () => {
		const { subscription } = await paidPlan(1)
		const { customer: stranger } = await signedInCustomer(db, 'Omar')
		expect((await cancellations.cancel(stranger.id, subscription.publicId)).kind).toBe('not-found')
		expect((await cancellations.preview(stranger.id, subscription.publicId)).kind).toBe('not-found')
		expect((await cancellations.cancel(stranger.id, 'not-a-uuid')).kind).toBe('not-found')
		await db.update(subscriptions).set({ customerId: null }).where(eq(subscriptions.id, subscription.id))
		expect((await cancellations.cancel(subscription.customerId!, subscription.publicId)).kind).toBe('not-found')
		expect(await refundsOf(subscription.id)).toEqual([])
	})
})

describe('cancelling a plan paid with Tabby', () => {
	test("the refund goes through Tabby's refunds, under the refund's id, confirmed", async () => {
		const { customer, subscription, payment, order } = await paidWithTabby()
		expect(payment.gateway).toBe('tabby')
		const result = await cancellations.cancel(customer.id, subscription.publicId)
		expect(result.kind).toBe('cancelled')
		if (result.kind !== 'cancelled') return
		const amount = 12 * Math.floor(order.price.discounted / order.price.number_of_days)
		expect(result.refunds).toEqual([expect.objectContaining({ amountFils: amount, state: 'confirmed' })])
		const [refund] = await refundsOf(subscription.id)
		const read = await providers.tabby!.getPayment(payment.gatewayReference!)
		expect(typeof read === 'object' && read.refundReferenceIds).toEqual([refund!.publicId])
		expect((await paymentRow(payment.id)).refundedFils).toBe(amount)
	})
})

describe('parallel cancellations', () => {
	test('ten cancellations of one plan at once: one cancels and refunds, nine find nothing left', async () => {
		const { customer, subscription, payment } = await paidPlan(2)
		const results = await Promise.all(Array.from({ length: 10 }, () => cancellations.cancel(customer.id, subscription.publicId)))
		expect(results.filter((result) => result.kind === 'cancelled')).toHaveLength(1)
		expect(results.filter((result) => result.kind === 'nothing-to-cancel')).toHaveLength(9)
		const recorded = await refundsOf(subscription.id)
		expect(recorded).toHaveLength(1)
		const after = await paymentRow(payment.id)
		expect(after.refundedFils).toBe(recorded[0]!.amountFils)
		expect(after.refundedFils).toBeLessThanOrEqual(after.amountFils)
		const status = await providers.aps!.checkStatus({ merchantReference: payment.merchantReference, language: 'en' })
		expect(status.outcome === 'paid' && status.raw.refunded_amount).toBe(String(recorded[0]!.amountFils))
	})

	test('the database refuses refunds beyond the capture: five parallel refunds of 40 % each, two recorded', async () => {
		const { payment } = await paidPlan(1)
		const share = Math.floor(payment.amountFils * 0.4)
		const outcomes = await Promise.allSettled(
			Array.from({ length: 5 }, () =>
				db.transaction(async (tx) => {
					await tx.execute(sql`select 1 from payments where id = ${payment.id} for update`)
					await tx.update(payments).set({ refundedFils: sql`${payments.refundedFils} + ${share}` }).where(eq(payments.id, payment.id))
				}),
			),
		)
		expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2)
		expect(String((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason.cause ?? '')).toMatch(/payments_refunded/)
		expect((await paymentRow(payment.id)).refundedFils).toBe(2 * share)
	})
})

describe('a refund the gateway does not confirm', () => {
	test('refused, then silent: stays pending, shown pending, retried after its pause; confirmed once the gateway says so', async () => {
		const { customer, subscription, payment } = await paidPlan(1)
		let now = new Date()
		const { gateway, state } = flakyGateway()
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox, now: () => now })
		const clocked = createCancellations({ db, refunds: service, outbox: silentOutbox, now: () => now })

		const result = await clocked.cancel(customer.id, subscription.publicId)
		expect(result.kind === 'cancelled' && result.refunds.map((refund) => refund.state)).toEqual(['pending'])
		const [pending] = await refundsOf(subscription.id)
		expect(pending).toMatchObject({ state: 'pending', attempts: 1, gatewayCode: '07005', confirmedAt: null })
		// The money is reserved against the capture from the start.
		expect((await paymentRow(payment.id)).refundedFils).toBe(pending!.amountFils)

		// Before its pause is over the job leaves it alone.
		expect(await service.retryDue()).toEqual({ tried: 0, confirmed: 0 })
		state.mode = 'silent'
		now = new Date(now.getTime() + 61_000)
		expect(await service.retryDue()).toEqual({ tried: 1, confirmed: 0 })
		expect((await refundsOf(subscription.id))[0]).toMatchObject({ state: 'pending', attempts: 2, gatewayCode: 'timeout' })

		// The pause doubles: a minute later is too early, two minutes is not.
		state.mode = 'pass'
		now = new Date(now.getTime() + 61_000)
		expect(await service.retryDue()).toEqual({ tried: 0, confirmed: 0 })
		now = new Date(now.getTime() + 60_000)
		expect(await service.retryDue()).toEqual({ tried: 1, confirmed: 1 })
		expect((await refundsOf(subscription.id))[0]).toMatchObject({ state: 'confirmed', attempts: 3 })
		expect(state.calls).toBe(3)
	})

	test('an answer lost after APS refunded: the retry asks first and confirms without refunding twice', async () => {
		const { customer, subscription, payment } = await paidPlan(1)
		let now = new Date()
		const { gateway, state } = flakyGateway()
		state.mode = 'lose-answer'
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox, now: () => now })
		const clocked = createCancellations({ db, refunds: service, outbox: silentOutbox, now: () => now })
		const result = await clocked.cancel(customer.id, subscription.publicId)
		expect(result.kind === 'cancelled' && result.refunds[0]?.state).toBe('pending')
		const [refund] = await refundsOf(subscription.id)

		state.mode = 'pass'
		now = new Date(now.getTime() + 61_000)
		expect(await service.retryDue()).toEqual({ tried: 1, confirmed: 1 })
		expect((await refundsOf(subscription.id))[0]).toMatchObject({ state: 'confirmed', gatewayCode: 'already_refunded' })
		const status = await providers.aps!.checkStatus({ merchantReference: payment.merchantReference, language: 'en' })
		expect(status.outcome === 'paid' && status.raw.refunded_amount).toBe(String(refund!.amountFils))
	})

	test('the request and the job sending one refund at once: one sender claims it', async () => {
		const { customer, subscription } = await paidPlan(1)
		const now = new Date()
		const { gateway, state } = flakyGateway()
		state.mode = 'silent'
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox, now: () => now })
		const clocked = createCancellations({ db, refunds: service, outbox: silentOutbox, now: () => now })
		await clocked.cancel(customer.id, subscription.publicId)
		const [refund] = await refundsOf(subscription.id)
		await db.update(refunds).set({ nextAttemptAt: new Date(now.getTime() - 1) }).where(eq(refunds.id, refund!.id))
		state.calls = 0
		await Promise.all(Array.from({ length: 10 }, () => service.send(refund!.id)))
		expect(state.calls).toBe(1)
	})
})

describe('e-mails', () => {
	const mailsTo = (email: string) => db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id))

	test('the cancellation is e-mailed with it; the refund confirmed only once the gateway confirmed it', async () => {
		const { customer, subscription, order } = await paidPlan(1)
		let now = new Date()
		const { gateway, state } = flakyGateway()
		const mails = createRefundMails({ publicOrigin: 'https://kcal.example' })
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox, confirmedMail: mails.confirmed, now: () => now })
		const clocked = createCancellations({ db, refunds: service, outbox: silentOutbox, cancelledMail: mails.cancelled, now: () => now })
		await clocked.cancel(customer.id, subscription.publicId)
		const [refund] = await refundsOf(subscription.id)
		// Every test order is Layla's address: the mails of this plan are those naming its refund or its order.
		const ours = async () => (await mailsTo(order.email)).filter((mail) => mail.text.includes(refund!.publicId))
		expect((await ours()).map((mail) => mail.subject)).toEqual([REFUND_EMAILS.en.cancelled.subject])

		state.mode = 'pass'
		now = new Date(now.getTime() + 61_000)
		await service.retryDue()
		expect((await ours()).map((mail) => mail.subject)).toEqual([REFUND_EMAILS.en.cancelled.subject, expect.stringMatching(/^Your refund of AED\s[\d,.]+ is confirmed$/) as string])
	})
})
