/**
 * A failed step is retried, not forgotten, and money that lost the race goes back (issue 16,
 * items 2 and 3), on the payment service over the real database with fake gateways that fail
 * when told to:
 * - a Tabby capture that does not get through is tried again by reconciliation (even after the
 *   hour an attempt normally gets), and the order is paid once it does;
 * - a second approved Tabby checkout of one order is closed (voided), never captured;
 * - an APS answer whose database update fails is applied when the answer comes again;
 * - reconciliation asks about the least recently checked attempts first, so 50 that never settle
 *   cannot keep another waiting.
 *
 * Before the fix (build 128eb8c): the capture was never tried again and the attempt expired
 * after an hour with Tabby holding the money; the second checkout was captured; the repeated APS
 * answer was ignored as a replay; the 51st attempt was never asked about.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orders, payments } from '../../../server/db/schema.ts'
import type { ApsGateway } from '../../../server/payments/aps/gateway.ts'
import type { ApsResult } from '../../../server/payments/aps/results.ts'
import { newMerchantReference } from '../../../server/payments/payment-service.ts'
import type { TabbyGateway, TabbyPayment } from '../../../server/payments/tabby/gateway.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertTestOrder, paymentServiceOver, TEST_ORDER_TOTAL } from '../support/payment-service.ts'

const { db } = await createTestDatabase()

const TOTAL = TEST_ORDER_TOTAL
const MINUTE = 60_000

/** Tabby as far as the service uses it; `captureFailures` captures answer `unreachable` first. */
function fakeTabby() {
	const state = new Map<string, TabbyPayment>()
	const calls = { captured: [] as string[], closed: [] as string[], refunded: [] as string[], captureFailures: 0 }
	const gateway = {
		async getPayment(id: string) {
			return state.get(id) ?? 'not_found'
		},
		async capture(id: string) {
			if (calls.captureFailures > 0) {
				calls.captureFailures -= 1
				return 'unreachable' as const
			}
			const payment = state.get(id)!
			if (payment.status !== 'AUTHORIZED' && !payment.captured) return 'refused' as const
			calls.captured.push(id)
			Object.assign(payment, { status: 'CLOSED', captured: true })
			return payment
		},
		async close(id: string) {
			calls.closed.push(id)
			const payment = state.get(id)!
			payment.status = 'CLOSED'
			return payment
		},
		async refund(id: string) {
			calls.refunded.push(id)
			const payment = state.get(id)!
			payment.refunded = true
			return payment
		},
	}
	const authorize = (id: string, reference: string) =>
		state.set(id, { id, status: 'AUTHORIZED', amountFils: TOTAL, currency: 'AED', orderReferenceId: reference, captured: false, refunded: false })
	return { gateway: gateway as unknown as TabbyGateway, calls, authorize }
}

/** APS's CHECK_STATUS and notifications, answering what the test set per reference. */
function fakeAps() {
	const answers = new Map<string, ApsResult>()
	const asked: string[] = []
	const gateway = {
		async checkStatus({ merchantReference }: { merchantReference: string }): Promise<ApsResult> {
			asked.push(merchantReference)
			return answers.get(merchantReference) ?? { outcome: 'unreachable', error: 'timeout' }
		},
		readPurchaseResponse(params: Record<string, string>): ApsResult {
			return answers.get(params.merchant_reference ?? '') ?? { outcome: 'invalid_signature', raw: params }
		},
	}
	return { answers, asked, gateway: gateway as unknown as ApsGateway }
}

function paidAnswer(reference: string, fortId: string): ApsResult {
	return {
		outcome: 'paid',
		fortId,
		amountFils: TOTAL,
		currency: 'AED',
		raw: { merchant_reference: reference, fort_id: fortId, response_code: '14000', status: '14' },
	}
}



async function insertAttempt(
	order: typeof orders.$inferSelect,
	{ minutesAgo = 5, gateway = 'aps', status = 'requires_action', gatewayReference = null as string | null } = {},
) {
	const since = new Date(Date.now() - minutesAgo * MINUTE)
	const [attempt] = await db
		.insert(payments)
		.values({
			orderId: order.id,
			method: gateway === 'tabby' ? 'tabby' : 'card',
			gateway,
			status,
			amountFils: order.totalFils,
			merchantReference: newMerchantReference(order.id),
			gatewayReference,
			createdAt: since,
			updatedAt: since,
		})
		.returning()
	return attempt!
}

const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!

describe('a failed step is retried', () => {
	test('a Tabby capture that fails is tried again by reconciliation, even after an hour, and then pays the order', async () => {
		const tabby = fakeTabby()
		const { service: payments_, clock, paid } = paymentServiceOver(db, { tabby: tabby.gateway })
		const order = await insertTestOrder(db, { status: 'pending_payment' })
		const attempt = await insertAttempt(order, { gateway: 'tabby', gatewayReference: 'tabby-1' })
		tabby.authorize('tabby-1', attempt.merchantReference)

		tabby.calls.captureFailures = 2
		await payments_.reconcile()
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'requires_action' })
		// An hour on, the capture still fails: Tabby holds the money, so the attempt is not given up.
		clock.now = new Date(Date.now() + 61 * MINUTE)
		await payments_.reconcile()
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'requires_action', failureReason: null })
		expect(tabby.calls.captured).toEqual([])

		await payments_.reconcile()
		expect(tabby.calls.captured).toEqual(['tabby-1'])
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'paid' })
		expect(await orderRow(order.id)).toMatchObject({ status: 'paid' })
		expect(paid).toEqual([order.id])
	})

	test('an APS answer whose update fails is applied when the same answer comes again', async () => {
		const aps = fakeAps()
		const { service: payments_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db, { status: 'pending_payment' })
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, paidAnswer(attempt.merchantReference, '170000000000101'))
		// The order's update to paid fails once (a full disk, a dropped connection): a sequence is not rolled back.
		await db.execute(sql.raw(`
			CREATE SEQUENCE h1_fail_once;
			CREATE FUNCTION h1_fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF nextval('h1_fail_once') = 1 THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$;
			CREATE TRIGGER h1_fail_once BEFORE UPDATE ON orders FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION h1_fail_once();
		`))
		try {
			const notification = { merchant_reference: attempt.merchantReference }
			await expect(payments_.handleApsNotification(notification)).rejects.toThrow()
			expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment' })
			// APS sends its notification again: it is applied now, not ignored as a replay.
			expect(await payments_.handleApsNotification(notification)).toBe(true)
			expect(await orderRow(order.id)).toMatchObject({ status: 'paid' })
			expect(await paymentRow(attempt.id)).toMatchObject({ status: 'paid' })
		} finally {
			await db.execute(sql.raw('DROP TRIGGER h1_fail_once ON orders; DROP FUNCTION h1_fail_once(); DROP SEQUENCE h1_fail_once;'))
		}
	})

	test('reconciliation asks about the least recently checked first: 50 attempts that never settle do not starve the 51st', async () => {
		const aps = fakeAps()
		const { service: payments_ } = paymentServiceOver(db, { aps: aps.gateway })
		const stuck = []
		for (let index = 0; index < 50; index += 1) stuck.push(await insertAttempt(await insertTestOrder(db, { status: 'pending_payment' }), { minutesAgo: 30 }))
		// The newest attempt, whose answer is there to be had.
		const waiting = await insertAttempt(await insertTestOrder(db, { status: 'pending_payment' }), { minutesAgo: 5 })
		aps.answers.set(waiting.merchantReference, paidAnswer(waiting.merchantReference, '170000000000102'))

		const first = await payments_.reconcile(50)
		expect(first.checked).toBe(50)
		expect(aps.asked).not.toContain(waiting.merchantReference)
		const second = await payments_.reconcile(50)
		console.info(`reconciliation: 51st attempt asked in run ${aps.asked.includes(waiting.merchantReference) ? 2 : 'never (2 runs)'}`)
		expect(second.settled).toBe(1)
		expect(await paymentRow(waiting.id)).toMatchObject({ status: 'paid' })
		expect((await Promise.all(stuck.map((attempt) => paymentRow(attempt.id)))).every((row) => row.status === 'requires_action')).toBe(true)
	})
})

describe('money that loses the race goes back', () => {
	test('a second approved Tabby checkout is closed, never captured, whether the order is paid yet or not', async () => {
		const tabby = fakeTabby()
		const { service: payments_ } = paymentServiceOver(db, { tabby: tabby.gateway })
		const order = await insertTestOrder(db, { status: 'pending_payment' })
		// The customer cancelled the first checkout, opened a second, then approved the first in an old tab too.
		const first = await insertAttempt(order, { gateway: 'tabby', status: 'cancelled', gatewayReference: 'tabby-first', minutesAgo: 9 })
		const second = await insertAttempt(order, { gateway: 'tabby', gatewayReference: 'tabby-second' })

		tabby.authorize('tabby-first', first.merchantReference)
		expect(await payments_.handleTabbyWebhook('tabby-first')).toBe(true)
		expect(tabby.calls.captured).toEqual([])
		expect(tabby.calls.closed).toEqual(['tabby-first'])
		expect(await paymentRow(first.id)).toMatchObject({ status: 'cancelled', reversal: 'done' })

		tabby.authorize('tabby-second', second.merchantReference)
		await payments_.handleTabbyWebhook('tabby-second')
		expect(tabby.calls.captured).toEqual(['tabby-second'])
		expect(await orderRow(order.id)).toMatchObject({ status: 'paid' })

		// And once the order is paid, a third approval (a retried webhook of the first) changes nothing.
		tabby.authorize('tabby-first', first.merchantReference)
		await payments_.handleTabbyWebhook('tabby-first')
		expect(tabby.calls.captured).toEqual(['tabby-second'])
		expect(await paymentRow(second.id)).toMatchObject({ status: 'paid', reversal: null })
	})

	test('a reversal the gateway does not take stays owed and reconciliation tries it again', async () => {
		const tabby = fakeTabby()
		const { service: payments_ } = paymentServiceOver(db, { tabby: tabby.gateway })
		const order = await insertTestOrder(db, { status: 'pending_payment' })
		const lost = await insertAttempt(order, { gateway: 'tabby', status: 'failed', gatewayReference: 'tabby-lost', minutesAgo: 9 })
		const winner = await insertAttempt(order, { gateway: 'tabby', gatewayReference: 'tabby-won' })
		tabby.authorize('tabby-won', winner.merchantReference)
		await payments_.handleTabbyWebhook('tabby-won')
		// Captured by Tabby although its checkout had been given up: the money is refunded.
		tabby.authorize('tabby-lost', lost.merchantReference)
		Object.assign((await tabby.gateway.getPayment('tabby-lost')) as TabbyPayment, { status: 'CLOSED', captured: true })
		const refund = tabby.gateway.refund
		tabby.gateway.refund = async () => 'unreachable'
		await payments_.handleTabbyWebhook('tabby-lost')
		expect(await paymentRow(lost.id)).toMatchObject({ reversal: 'due', gatewayCode: 'DUPLICATE_CAPTURE' })

		tabby.gateway.refund = refund
		const run = await payments_.reconcile()
		expect(run.reversals).toBe(1)
		expect(tabby.calls.refunded).toEqual(['tabby-lost'])
		expect(await paymentRow(lost.id)).toMatchObject({ reversal: 'done' })
		expect(await orderRow(order.id)).toMatchObject({ status: 'paid' })
	})
})
