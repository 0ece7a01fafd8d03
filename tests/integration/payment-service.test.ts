/**
 * The payment service's rules on the real database, with the gateway replaced by a fake that
 * answers what each case needs: the reconciliation job pays an order the gateway confirms, refuses
 * another amount, keeps waiting while the gateway is unreachable and gives up after an hour; two
 * captures of one order leave one paid attempt; the same answer twice is stored and acted on once.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { customers, orders, paymentEvents, payments, savedCards } from '../../server/db/schema.ts'
import type { ApsGateway } from '../../server/payments/aps/gateway.ts'
import type { ApsResult } from '../../server/payments/aps/results.ts'
import { newMerchantReference } from '../../server/payments/payment-service.ts'
import { createTestDatabase } from './support/database.ts'
import { insertTestOrder, paymentServiceOver, TEST_ORDER_TOTAL } from './support/payment-service.ts'

const { db } = await createTestDatabase()

const TOTAL = TEST_ORDER_TOTAL
const MINUTE = 60_000

/** A gateway whose CHECK_STATUS and notifications answer what the test set for each reference. */
function fakeAps() {
	const answers = new Map<string, ApsResult>()
	const asked: string[] = []
	const refunded: string[] = []
	const gateway = {
		async refund({ merchantReference }: { merchantReference: string }) {
			refunded.push(merchantReference)
			return { outcome: 'refunded' as const }
		},
		async checkStatus({ merchantReference }: { merchantReference: string }): Promise<ApsResult> {
			asked.push(merchantReference)
			return answers.get(merchantReference) ?? { outcome: 'not_found', raw: {} }
		},
		// A notification's signature is the real gateway's business; here every answer is "verified".
		readPurchaseResponse(params: Record<string, string>): ApsResult {
			return answers.get(params.merchant_reference ?? '') ?? { outcome: 'invalid_signature', raw: params }
		},
	}
	return { answers, asked, refunded, gateway: gateway as unknown as ApsGateway }
}

function paidAnswer(reference: string, fortId: string, amountFils = TOTAL): ApsResult {
	return {
		outcome: 'paid',
		fortId,
		amountFils,
		currency: 'AED',
		card: { masked: '400555******0001', brand: 'VISA' },
		raw: {
			merchant_reference: reference,
			fort_id: fortId,
			response_code: '12000',
			status: '12',
			transaction_status: '14',
			transaction_code: '14000',
			captured_amount: String(amountFils),
		},
	}
}



/** An attempt waiting for its answer since `minutesAgo`, and its order pending payment. */
async function insertAttempt(order: typeof orders.$inferSelect, minutesAgo = 5) {
	const since = new Date(Date.now() - minutesAgo * MINUTE)
	const [attempt] = await db
		.insert(payments)
		.values({
			orderId: order.id,
			method: 'card',
			gateway: 'aps',
			status: 'requires_action',
			amountFils: order.totalFils,
			merchantReference: newMerchantReference(order.id),
			createdAt: since,
			updatedAt: since,
		})
		.returning()
	await db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, order.id))
	return attempt!
}

const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!
const eventsOf = (paymentId: number) => db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))

describe('payment service: reconciliation', () => {
	test('a waiting attempt the gateway says is paid marks the order paid', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, paidAnswer(attempt.merchantReference, '170000000000001'))

		const result = await service_.reconcile()
		expect(aps.asked).toContain(attempt.merchantReference)
		expect(result.checked).toBeGreaterThanOrEqual(1)
		expect(result.settled).toBeGreaterThanOrEqual(1)

		const paidOrder = await orderRow(order.id)
		expect(paidOrder.status).toBe('paid')
		expect(paidOrder.invoiceNumber).toEqual(expect.any(Number))
		expect(paidOrder.paidAt).toBeInstanceOf(Date)
		expect(await paymentRow(attempt.id)).toMatchObject({
			status: 'paid',
			gatewayReference: '170000000000001',
			cardMasked: '400555******0001',
			checkCount: 1,
		})
		expect((await eventsOf(attempt.id)).map((event) => [event.source, event.outcome])).toEqual([['check_status', 'paid']])
	})

	test('an attempt younger than two minutes is left to the customer’s return', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order, 0)
		aps.answers.set(attempt.merchantReference, paidAnswer(attempt.merchantReference, '170000000000002'))
		await service_.reconcile()
		expect(aps.asked).not.toContain(attempt.merchantReference)
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'requires_action', checkCount: 0 })
	})

	test('a confirmed amount other than the order’s is not paid: amount_mismatch', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, paidAnswer(attempt.merchantReference, '170000000000003', TOTAL - 100))

		await service_.reconcile()
		expect(await orderRow(order.id)).toMatchObject({ status: 'failed', paidAt: null, invoiceNumber: null })
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch' })
	})

	test('an unreachable gateway keeps the attempt waiting, until it is an hour old: expired', async () => {
		const aps = fakeAps()
		const { service: service_, clock } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, { outcome: 'unreachable', error: 'no answer within 20000 ms' })

		await service_.reconcile()
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'requires_action', checkCount: 1, failureReason: null })
		expect((await paymentRow(attempt.id)).lastCheckedAt).toBeInstanceOf(Date)
		expect((await orderRow(order.id)).status).toBe('pending_payment')
		expect(await eventsOf(attempt.id)).toEqual([])

		clock.now = new Date(Date.now() + 61 * MINUTE)
		await service_.reconcile()
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'failed', failureReason: 'expired', gatewayCode: 'EXPIRED', checkCount: 2 })
		expect(await orderRow(order.id)).toMatchObject({ status: 'failed', paidAt: null })
	})

	test('two attempts of one order both captured: one is paid, the other refunded through the gateway', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		// The first was given up (one attempt is open at a time); its success arrives after the second's.
		const first = await insertAttempt(order, 6)
		await db.update(payments).set({ status: 'failed', failureReason: 'expired', gatewayCode: 'EXPIRED' }).where(eq(payments.id, first.id))
		const second = await insertAttempt(order, 5)
		aps.answers.set(first.merchantReference, paidAnswer(first.merchantReference, '170000000000004'))
		aps.answers.set(second.merchantReference, paidAnswer(second.merchantReference, '170000000000005'))

		await service_.reconcile()
		expect(await service_.handleApsNotification({ merchant_reference: first.merchantReference })).toBe(true)
		const attempts = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id)
		expect(attempts.map((attempt) => [attempt.status, attempt.gatewayCode, attempt.reversal])).toEqual([
			['failed', 'DUPLICATE_CAPTURE', 'done'],
			['paid', null, null],
		])
		expect(aps.refunded).toEqual([first.merchantReference])
		const paidOrder = await orderRow(order.id)
		expect(paidOrder.status).toBe('paid')
		expect(paidOrder.invoiceNumber).toEqual(expect.any(Number))
	})

	test('the same answer twice is stored and acted on once', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, paidAnswer(attempt.merchantReference, '170000000000006'))
		const notification = { merchant_reference: attempt.merchantReference }

		// Delivered twice at once (a retried notification racing the first).
		expect(await Promise.all([service_.handleApsNotification(notification), service_.handleApsNotification(notification)])).toEqual([true, true])
		const paidOrder = await orderRow(order.id)
		expect(paidOrder.status).toBe('paid')
		const events = await eventsOf(attempt.id)
		expect(events.map((event) => [event.source, event.outcome])).toEqual([['notification', 'paid']])

		expect(await service_.handleApsNotification(notification)).toBe(true)
		expect(await eventsOf(attempt.id)).toEqual(events)
		expect(await orderRow(order.id)).toEqual(paidOrder)
	})

	test('a pending answer asked about twice is recorded once, and the attempt keeps waiting', async () => {
		const aps = fakeAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const order = await insertTestOrder(db)
		const attempt = await insertAttempt(order)
		aps.answers.set(attempt.merchantReference, {
			outcome: 'pending',
			raw: { fort_id: '170000000000007', response_code: '12000', status: '12', transaction_status: '19' },
		})
		await service_.reconcile()
		await db.update(payments).set({ updatedAt: new Date(Date.now() - 5 * MINUTE) }).where(eq(payments.id, attempt.id))
		await service_.reconcile()
		expect(await paymentRow(attempt.id)).toMatchObject({ status: 'requires_action', checkCount: 2 })
		expect(await eventsOf(attempt.id)).toHaveLength(1)
	})
})

/**
 * A card gateway for the "save this card" race: the customer's token comes back with
 * remember_me=YES, the purchase asks for 3-D Secure, and then the paid answer arrives twice: the
 * server-to-server notification (no token_name, as the sandbox sends it) and the browser's return.
 */
function savingCardAps() {
	const tokenName = 'A1B2C3D4E5F6A7B8C9D0'
	const gateway = {
		readTokenization(params: Record<string, string>) {
			return {
				outcome: 'tokenized' as const,
				merchantReference: params.merchant_reference!,
				tokenName,
				card: { masked: '400555******0001', brand: 'VISA', expiry: '3005' },
				rememberMe: params.remember_me === 'YES',
			}
		},
		async purchase(): Promise<ApsResult> {
			return { outcome: 'challenge', fortId: '170000000000042', redirectUrl: 'https://aps.example/3ds', raw: { fort_id: '170000000000042', response_code: '20064', status: '20' } }
		},
		readPurchaseResponse(params: Record<string, string>): ApsResult {
			const answer = paidAnswer(params.merchant_reference!, '170000000000042') as Extract<ApsResult, { outcome: 'paid' }>
			// Only the browser's return carries the token (and its own key, so both answers are applied).
			if (params.via !== 'return') return answer
			return { ...answer, card: { masked: '400555******0001', brand: 'VISA', expiry: '3005', tokenName }, raw: { ...answer.raw, token_name: tokenName, via: 'return' } }
		},
	}
	return { tokenName, gateway: gateway as unknown as ApsGateway }
}

async function signedInOrder(email: string) {
	const [customer] = await db.insert(customers).values({ email, firstName: 'Layla', lastName: 'Haddad', passwordHash: 'scrypt$unused' }).returning()
	const order = await insertTestOrder(db)
	await db.update(orders).set({ customerId: customer!.id }).where(eq(orders.id, order.id))
	return { customer: customer!, order: (await orderRow(order.id))! }
}

describe('payment service: saving the card the customer asked to keep', () => {
	const orders_ = [
		['the notification, then the return', ['notification', 'return']],
		['the return, then the notification', ['return', 'notification']],
	] as const
	for (const [name, sequence] of orders_) {
		test(`kept once whichever paid answer is applied first: ${name}`, async () => {
			const aps = savingCardAps()
			const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
			const { customer, order } = await signedInOrder(`saver-${sequence[0]}@example.com`)
			const reference = newMerchantReference(order.id)
			const started = await service_.handleApsReturn({ service_command: 'TOKENIZATION', merchant_reference: reference, remember_me: 'YES' }, '203.0.113.7')
			expect(started.kind).toBe('redirect')

			for (const via of sequence) {
				if (via === 'notification') expect(await service_.handleApsNotification({ merchant_reference: reference, via })).toBe(true)
				else expect((await service_.handleApsReturn({ merchant_reference: reference, via }, '203.0.113.7')).kind).toBe('paid')
			}

			expect(await db.select().from(savedCards).where(eq(savedCards.customerId, customer.id))).toEqual([
				expect.objectContaining({ token: aps.tokenName, cardNumber: '400555******0001', cardType: 'VISA', expiry: '3005', status: 'Active' }),
			])
			// The token is kept with the customer's cards, not in the payment's answers.
			const [payment] = await db.select().from(payments).where(eq(payments.merchantReference, reference))
			expect(JSON.stringify(await eventsOf(payment!.id))).not.toContain(aps.tokenName)
		})
	}

	test('not kept when the customer did not ask', async () => {
		const aps = savingCardAps()
		const { service: service_ } = paymentServiceOver(db, { aps: aps.gateway })
		const { customer, order } = await signedInOrder('once@example.com')
		const reference = newMerchantReference(order.id)
		await service_.handleApsReturn({ service_command: 'TOKENIZATION', merchant_reference: reference, remember_me: 'NO' }, '203.0.113.7')
		expect(await service_.handleApsNotification({ merchant_reference: reference, via: 'notification' })).toBe(true)
		expect((await service_.handleApsReturn({ merchant_reference: reference, via: 'return' }, '203.0.113.7')).kind).toBe('paid')
		expect(await db.select().from(savedCards).where(eq(savedCards.customerId, customer.id))).toEqual([])
	})
})
