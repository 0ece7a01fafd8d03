/**
 * Giving up a refund the gateway never confirms (issue 19): an owner or manager, with a reason,
 * through the real HTTP layer and the payment sandbox. It leaves "pending" for "failed" (shown as
 * given up, never as done), stops being retried, releases its share of the refund cap (the amount
 * can be refunded again, and a later cancellation no longer deducts it), and its credit note is
 * withdrawn (no longer on the invoice, its page says so). A refund the gateway did make after all
 * is recorded confirmed instead; a gateway that cannot say leaves it pending. Races: giving up
 * against the retry job confirming it, and ten give-ups at once, each end with exactly one outcome.
 * The customer gets one e-mail saying so, in their language, from the transaction that gives it up.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { ORDERS_MESSAGES } from '../../../content/console-messages/orders.ts'
import { REFUND_EMAILS } from '../../../content/emails/refund-emails.ts'
import { orderNumber } from '../../../domain/order.ts'
import { refundableOf, refundOrder } from '../../../server/console/orders/staff-refunds.ts'
import { outbox, payments, refunds, staffAuditLog } from '../../../server/db/schema.ts'
import type { Outbox } from '../../../server/mail/outbox.ts'
import { createRefundGateway, type RefundGateway } from '../../../server/refunds/refund-gateway.ts'
import { createRefundService, type RefundService } from '../../../server/refunds/refund-service.ts'
import { creditNoteOf, creditNotesOfOrder, refundsOfSubscription } from '../../../server/refunds/refund-views.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { asSignedInStaff, consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const logger = pino({ level: 'silent' })
const silentOutbox = { dispatch() {} } as unknown as Outbox

const manager = await enrolledStaff(db, 'manager')
const managerCookie = await consoleCookie(db, manager.id)
const managerStaff = asSignedInStaff(manager, 'manager')
const audit = async () => {}

async function paidOrder(weeks = 1) {
	const { auth } = await signedInCustomer(db)
	const order = await payPlan(app, { auth, weeks })
	const { order: row, subscription } = await planOfOrder(db, order.id)
	const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, row!.id), eq(payments.status, 'paid')))
	return { order: row!, payment: payment!, subscription: subscription! }
}

const refundsOf = (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id))
const refundRow = async (id: number) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0]!
const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!
const dirhams = (fils: number) => (fils / 100).toFixed(2)
/** The "could not be completed online" e-mails queued about this order (any language). */
const givenUpMails = async (order: { id: number; email: string | null }) =>
	(await db.select().from(outbox).where(eq(outbox.to, order.email!))).filter(
		(mail) => mail.text.includes(orderNumber(order.id)) && Object.values(REFUND_EMAILS).some((copy) => mail.text.includes(copy.givenUp.next)),
	)
const giveUp = (orderId: number, refundId: number, note: string, cookie = managerCookie) =>
	app.request(`/console/orders/${orderId}/refunds/${refundId}/give-up/`, consoleForm(cookie, { note }))

/** The sandbox gateway, counting what is asked of it; `refuse` makes every refund be refused (a check still reads the truth). */
function countingGateway(options: { refuse?: boolean; loseAnswers?: boolean; checkUnreachable?: boolean } = {}) {
	const real = createRefundGateway(app.checkout.providers)
	const calls = { send: 0, check: 0, made: 0 }
	const gateway: RefundGateway = async (payment, toSend, mode = 'send') => {
		calls[mode] += 1
		// Another turn of the event loop, so a racing request can run in between (no timing is asserted).
		await new Promise((resolve) => setImmediate(resolve))
		if (mode === 'check' && options.checkUnreachable) return { outcome: 'unreachable', code: 'timeout' }
		if (mode === 'send' && options.refuse) return { outcome: 'refused', code: '07005' }
		const answer = await real(payment, toSend, mode)
		if (mode === 'send' && answer.outcome === 'confirmed') calls.made += 1
		// The gateway made the refund, but its answer never reached us.
		if (mode === 'send' && options.loseAnswers) return { outcome: 'unreachable', code: 'timeout' }
		return answer
	}
	return { gateway, calls }
}

/** A staff refund of `fils` recorded and tried once through `service`'s gateway. */
async function pendingRefund(service: RefundService, orderId: number, fils: number, now: () => Date = () => new Date()) {
	const result = await refundOrder({ db, refunds: service, now }, managerStaff, orderId, { amount: dirhams(fils), note: 'Customer care refund' })
	if (result.status !== 'recorded') throw new Error(`refund not recorded: ${result.status}`)
	return result.refund
}

describe('a manager gives up a refund the gateway refuses', () => {
	test('failed with who and why, the cap released, audited, never retried, the credit note withdrawn and never shown as refunded', async () => {
		const { order, payment, subscription } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 8_000)
		expect(await refundRow(refund.id)).toMatchObject({ state: 'pending', attempts: 1, gatewayCode: '07005' })
		expect((await paymentRow(payment.id)).refundedFils).toBe(8_000)

		const response = await giveUp(order.id, refund.id, 'Card closed; the bank refuses the refund')
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toMatch(new RegExp(`^/console/orders/${order.id}/\\?done=refund-given-up`))
		const row = await refundRow(refund.id)
		expect(row).toMatchObject({ state: 'failed', givenUpBy: manager.id, givenUpNote: 'Card closed; the bank refuses the refund', confirmedAt: null, claimedUntil: null })
		expect(row.givenUpAt).toBeInstanceOf(Date)
		expect((await paymentRow(payment.id)).refundedFils).toBe(0)
		const [entry] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'order.refund-given-up'), eq(staffAuditLog.subject, `order:${order.id}`)))
		expect(entry).toMatchObject({ staffId: manager.id, before: { state: 'pending', amountFils: 8_000 }, after: { state: 'failed', releasedFils: 8_000 } })
		// The customer is told, in the order's language, that customer care will contact them (before: no e-mail at all).
		const mails = await givenUpMails(order)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toMatch(/^Your refund of AED\s80\.00 could not be completed online$/)
		expect(mails[0]!.text).toContain(REFUND_EMAILS.en.givenUp.next)

		// The page: given up, its note, no give-up form any more, the whole order refundable again.
		const page = await (await app.request(response.headers.get('Location')!, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain(ORDERS_MESSAGES.en.order.states.failed)
		expect(page).not.toContain(ORDERS_MESSAGES.en.order.states.confirmed)
		expect(page).toContain('Card closed; the bank refuses the refund')
		expect(page).not.toContain(`/refunds/${refund.id}/give-up/`)
		expect((await refundableOf(db, order))?.refundableFils).toBe(order.price.discounted)

		// The job never sends it again.
		const before = refused.calls.send
		await service.retryDue(1_000)
		expect(refused.calls.send).toBe(before)
		expect((await refundRow(refund.id)).state).toBe('failed')

		// The customer: not on the invoice's credit notes, its page says withdrawn, the plan's refunds say not made.
		expect(await creditNotesOfOrder(db, order.id)).toEqual([])
		expect(await creditNoteOf(db, order.customerId!, refund.publicId)).toMatchObject({ state: 'failed' })
		expect(await refundsOfSubscription(db, order.customerId!, subscription.publicId)).toEqual([expect.objectContaining({ state: 'failed' })])
	})

	test('what was given up can be refunded again, and a later cancellation no longer deducts it (before: it did)', async () => {
		const { order, payment, subscription } = await paidOrder(2)
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const food = order.price.discounted
		const refund = await pendingRefund(service, order.id, food - 1_000)
		expect((await giveUp(order.id, refund.id, 'Refund refused by the bank')).status).toBe(303)

		// The cancellation's quote counts only refunds that gave money back.
		const preview = await app.checkout.cancellations.preview(order.customerId!, subscription.publicId)
		if (preview.kind !== 'quote') throw new Error('no quote')
		expect(preview.quote.parts[0]!.alreadyRefundedFils).toBe(0)

		// And the console may refund the whole order again.
		const again = await app.request(`/console/orders/${order.id}/refund/`, consoleForm(managerCookie, { amount: dirhams(food), note: 'Refund again, to the new card' }))
		expect(again.status).toBe(303)
		expect((await paymentRow(payment.id)).refundedFils).toBe(food)
		const live = (await refundsOf(order.id)).filter((row) => row.state !== 'failed')
		expect(live.map((row) => row.amountFils)).toEqual([food])
	})

	test('a refund the gateway made after all (its answer lost) is recorded refunded, not given up', async () => {
		const { order, payment } = await paidOrder()
		const lost = countingGateway({ loseAnswers: true })
		const service = createRefundService({ db, logger, gateway: lost.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 5_000)
		expect(lost.calls.made).toBe(1)
		expect((await refundRow(refund.id)).state).toBe('pending')

		const result = await service.giveUp(refund.id, { staffId: manager.id, note: 'Looks stuck', audit })
		expect(result.status).toBe('confirmed')
		expect(await refundRow(refund.id)).toMatchObject({ state: 'confirmed', givenUpAt: null })
		expect((await paymentRow(payment.id)).refundedFils).toBe(5_000)
		// Asked, never sent again.
		expect(lost.calls.made).toBe(1)
	})

	test('a gateway that cannot say whether it made the refund: nothing changes (409), it stays pending', async () => {
		const { order, payment } = await paidOrder()
		const refused = countingGateway({ refuse: true, checkUnreachable: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 3_000)
		expect(await service.giveUp(refund.id, { staffId: manager.id, note: 'Stuck', audit })).toEqual({ status: 'gateway-unsure', code: 'timeout' })
		expect(await refundRow(refund.id)).toMatchObject({ state: 'pending', claimedUntil: null })
		expect((await paymentRow(payment.id)).refundedFils).toBe(3_000)
	})

	test('a refund never sent (waiting behind an older one) is given up without asking the gateway', async () => {
		const { order } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		await pendingRefund(service, order.id, 2_000)
		const younger = await pendingRefund(service, order.id, 1_000)
		expect((await refundRow(younger.id)).attempts).toBe(0)
		const checks = refused.calls.check
		expect((await service.giveUp(younger.id, { staffId: manager.id, note: 'Typed twice', audit })).status).toBe('given-up')
		expect(refused.calls.check).toBe(checks)
	})

	test('the reason is required; a confirmed refund cannot be given up; another order\'s refund is not found', async () => {
		const { order } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 1_500)
		const empty = await giveUp(order.id, refund.id, '   ')
		expect(empty.status).toBe(400)
		expect(await empty.text()).toContain(ORDERS_MESSAGES.en.giveUp.errors['note-required'])
		expect((await giveUp(order.id, refund.id, 'bad\u0000text')).status).toBe(400)
		expect((await refundRow(refund.id)).state).toBe('pending')

		const other = await paidOrder()
		expect((await giveUp(other.order.id, refund.id, 'Wrong order')).status).toBe(404)

		const confirmed = await app.request(`/console/orders/${other.order.id}/refund/`, consoleForm(managerCookie, { amount: '10', note: 'Goodwill' }))
		expect(confirmed.status).toBe(303)
		const [done] = await refundsOf(other.order.id)
		expect(done!.state).toBe('confirmed')
		const refusedGiveUp = await giveUp(other.order.id, done!.id, 'Too late')
		expect(refusedGiveUp.status).toBe(409)
		expect(await refusedGiveUp.text()).toContain(ORDERS_MESSAGES.en.giveUp.notPending)
	})
})

describe('who may give a refund up', () => {
	test.each(['support', 'kitchen', 'dispatch'] as const)('%s is refused (403) and nothing changes', async (role) => {
		const { order } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 1_000)
		const member = await enrolledStaff(db, role)
		const response = await giveUp(order.id, refund.id, 'Not mine to give up', await consoleCookie(db, member.id))
		expect(response.status).toBe(403)
		expect((await refundRow(refund.id)).state).toBe('pending')
		// And the form is not offered to support, who can see the order.
		if (role === 'support') {
			const page = await (await app.request(`/console/orders/${order.id}/`, { headers: { Cookie: await consoleCookie(db, member.id) } })).text()
			expect(page).not.toContain('/give-up/')
		}
	})

	test.each(['owner', 'manager'] as const)('%s may (303)', async (role) => {
		const { order } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 1_000)
		const member = await enrolledStaff(db, role)
		expect((await giveUp(order.id, refund.id, 'Refused by the bank', await consoleCookie(db, member.id))).status).toBe(303)
		expect((await refundRow(refund.id)).state).toBe('failed')
	})
})

describe('exactly one outcome under races', () => {
	test('giving up while the retry job confirms it, twelve times: each refund ends confirmed or given up, never both; money and the cap agree', async () => {
		const outcomes = { confirmed: 0, givenUp: 0 }
		for (let round = 0; round < 12; round += 1) {
			const { order, payment } = await paidOrder()
			let now = new Date()
			const flaky = countingGateway({ refuse: true })
			const first = createRefundService({ db, logger, gateway: flaky.gateway, outbox: silentOutbox, now: () => now })
			const refund = await pendingRefund(first, order.id, 4_000, () => now)
			// The gateway now makes refunds; the job's pause is over.
			now = new Date(now.getTime() + 61_000)
			const passing = countingGateway()
			const service = createRefundService({ db, logger, gateway: passing.gateway, outbox: silentOutbox, now: () => now })
			// Odd rounds start the give-up first, even rounds the job: both orders of arrival are tried.
			const [gaveUp] =
				round % 2 === 1
					? await Promise.all([service.giveUp(refund.id, { staffId: manager.id, note: `race ${round}`, audit }), service.send(refund.id)])
					: (await Promise.all([service.send(refund.id), service.giveUp(refund.id, { staffId: manager.id, note: `race ${round}`, audit })])).reverse()
			const row = await refundRow(refund.id)
			const refunded = (await paymentRow(payment.id)).refundedFils
			if (row.state === 'confirmed') {
				outcomes.confirmed += 1
				// 'not-pending' when the job had confirmed it before the give-up looked (seen on a loaded machine).
				expect(['busy', 'confirmed', 'not-pending']).toContain((gaveUp as { status: string }).status)
				expect(row.givenUpAt).toBeNull()
				expect(passing.calls.made).toBe(1)
				expect(refunded).toBe(4_000)
			} else {
				outcomes.givenUp += 1
				expect(row.state).toBe('failed')
				expect((gaveUp as { status: string }).status).toBe('given-up')
				// Given up: the gateway was never asked to make it.
				expect(passing.calls.made).toBe(0)
				expect(refunded).toBe(0)
			}
			expect(row.claimedUntil).toBeNull()
		}
		expect(outcomes.confirmed + outcomes.givenUp).toBe(12)
	}, 60_000) // Twelve paid orders and races: longer than the default limit on a loaded machine (it took 20.2 s of 20 s once).

	test('ten give-ups of one refund at once: one gives it up, the cap is released once, one audit row', async () => {
		const { order, payment } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 6_000)
		const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => giveUp(order.id, refund.id, `burst ${index}`)))
		expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1)
		expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9)
		expect((await paymentRow(payment.id)).refundedFils).toBe(0)
		expect(await db.$count(staffAuditLog, and(eq(staffAuditLog.action, 'order.refund-given-up'), eq(staffAuditLog.subject, `order:${order.id}`)))).toBe(1)
		// One e-mail to the customer, not ten.
		expect(await givenUpMails(order)).toHaveLength(1)
	})

	test('the database keeps an outcome final and a given-up refund explained, whatever the code does', async () => {
		const { order } = await paidOrder()
		const refused = countingGateway({ refuse: true })
		const service = createRefundService({ db, logger, gateway: refused.gateway, outbox: silentOutbox })
		const refund = await pendingRefund(service, order.id, 1_000)
		// Failed without who and why: refused by the check.
		await expect(db.update(refunds).set({ state: 'failed' }).where(eq(refunds.id, refund.id))).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'refunds_given_up' }) })
		expect((await service.giveUp(refund.id, { staffId: manager.id, note: 'x', audit })).status).toBe('given-up')
		// Given up cannot become confirmed (nor pending again).
		await expect(db.update(refunds).set({ state: 'confirmed', confirmedAt: sql`now()` }).where(eq(refunds.id, refund.id))).rejects.toMatchObject({
			cause: expect.objectContaining({ message: expect.stringContaining('cannot change') }),
		})
		const [anyConfirmed] = await db.select().from(refunds).where(and(eq(refunds.state, 'confirmed'), ne(refunds.orderId, order.id))).limit(1)
		if (anyConfirmed) {
			await expect(
				db.update(refunds).set({ state: 'failed', givenUpAt: sql`now()`, givenUpBy: manager.id, givenUpNote: 'x' }).where(eq(refunds.id, anyConfirmed.id)),
			).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining('cannot change') }) })
		}
	})
})
