/**
 * One charge per order (issue 16, item 2), through the HTTP app and the payment sandbox: twenty
 * card payments of one order sent back by the gateway at the same moment start one attempt and
 * one capture, the others are told a payment is in progress and never charged; twenty Tabby
 * starts with one Idempotency-Key all get the one attempt and its checkout page; while an attempt
 * is open a second start is a 409 `payment_in_progress` naming it, in the request's language.
 *
 * Before the fix (build 128eb8c): 20 attempts, 20 purchases, 1 paid and 19 DUPLICATE_CAPTURE
 * to refund by hand; the Tabby burst answered two 500s (unique key violation).
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CHECKOUT_MESSAGES } from '../../../content/checkout-messages.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { orders, paymentEvents, payments } from '../../../server/db/schema.ts'
import { checkoutPageFor } from '../support/checkout-page.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, checkoutFailed, createCheckoutTestApp, createOrder, newKey, ORIGIN, postForm, readForm, returnToShop, startPayment, thankYou, tokenize } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const { request, idle, checkout } = createCheckoutTestApp(db)

const BURST = 20

/** A sandbox Apple Pay token: the sandbox charges any. */
const APPLE_PAY_TOKEN = {
	paymentData: { version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'race1' } },
	paymentMethod: { displayName: 'Visa 0001', network: 'Visa', type: 'debit' },
	transactionIdentifier: 'race1',
}

const checkoutPage = (orderId: string, locale: LocaleCode, options?: { form?: URLSearchParams }) => checkoutPageFor({ db, checkout }, orderId, locale, options)

async function attemptsOf(publicId: string) {
	const [order] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	return db.select().from(payments).where(eq(payments.orderId, order!.id)).orderBy(payments.id)
}

type StartAnswer = {
	data?: { next: { type: string; url: string }; attempt?: { id: string; method: string } }
	error?: { code: string; message: string; attempt?: { id: string; method: string; status: string } }
}

describe('one charge per order', () => {
	test(`${BURST} card payments of one order returned at once: one attempt, one capture`, async () => {
		const order = await createOrder(request)
		// Twenty tabs each got the card form and posted the card: twenty tokens come back.
		const answers = []
		for (let tab = 0; tab < BURST; tab += 1) answers.push(await tokenize(request, order.id, CARDS.paid))
		const returned = await Promise.all(answers.map((answer) => postForm(request, answer.action, answer.fields)))
		await idle()

		expect(returned.map((response) => response.status)).toEqual(Array(BURST).fill(303))
		const locations = returned.map((response) => response.headers.get('Location'))
		const attempts = await attemptsOf(order.id)
		const captures = await db
			.select()
			.from(paymentEvents)
			.where(inArray(paymentEvents.paymentId, attempts.map((attempt) => attempt.id)))
		const purchases = captures.filter((event) => event.source === 'purchase' && event.outcome === 'paid')
		console.info(`card burst: ${attempts.length} attempts, ${purchases.length} captures, ${locations.filter((location) => location === thankYou(order.id)).length} sent to the thank-you page`)

		expect(attempts).toHaveLength(1)
		expect(attempts[0]).toMatchObject({ status: 'paid', reversal: null })
		expect(purchases).toHaveLength(1)
		// The winner goes to the thank-you page; the others are told a payment is in progress (or already paid).
		expect(locations.filter((location) => location === thankYou(order.id))).not.toHaveLength(0)
		for (const location of locations) expect([thankYou(order.id), checkoutFailed(order.id, 'payment_in_progress')]).toContain(location)
		const [stored] = await db.select().from(orders).where(eq(orders.publicId, order.id))
		expect(stored).toMatchObject({ status: 'paid' })
	})

	test(`${BURST} Tabby starts with one Idempotency-Key: all 2xx, one attempt, one checkout page`, async () => {
		const order = await createOrder(request, { weeks: 2 })
		const key = newKey()
		const responses = await Promise.all(Array.from({ length: BURST }, () => startPayment(request, order.id, 'tabby', { key })))
		const statuses = responses.map((response) => response.status)
		const counts = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((other) => other === status).length]))
		console.info(`tabby burst: statuses ${JSON.stringify(counts)}`)
		expect(statuses).toEqual(Array(BURST).fill(200))
		const bodies = (await Promise.all(responses.map((response) => response.json()))) as StartAnswer[]
		const attempts = await attemptsOf(order.id)
		expect(attempts).toHaveLength(1)
		expect(attempts[0]).toMatchObject({ method: 'tabby', status: 'requires_action', idempotencyKey: key })
		expect(new Set(bodies.map((body) => body.data?.attempt?.id))).toEqual(new Set([attempts[0]!.merchantReference]))
		const pages = new Set(bodies.map((body) => body.data?.next.url))
		expect(pages.size).toBe(1)
		expect([...pages][0]).toMatch(/\/_sandbox\/tabby\/checkout\/[0-9a-f-]{36}$/)
	})

	test('while an attempt is open, another start is a 409 payment_in_progress naming it, in the request’s language', async () => {
		const order = await createOrder(request, { weeks: 2 })
		expect((await startPayment(request, order.id, 'tabby')).status).toBe(200)
		const [open] = await attemptsOf(order.id)

		for (const [method, locale] of [
			['card', 'en'],
			['tabby', 'ar-ae'],
			['card', 'ru-ae'],
		] as const) {
			const refused = await startPayment(request, order.id, method, { locale })
			expect(refused.status).toBe(409)
			const body = (await refused.json()) as StartAnswer
			expect(body.error).toEqual({
				code: 'payment_in_progress',
				message: CHECKOUT_MESSAGES[locale].paymentInProgress,
				attempt: { id: open!.merchantReference, method: 'tabby', status: 'requires_action' },
			})
		}
		expect(await attemptsOf(order.id)).toHaveLength(1)
	})

	test('the payment step says a payment is in progress, in the page’s language, and its Tabby button starts nothing more', async () => {
		const order = await createOrder(request, { weeks: 2 })
		expect((await startPayment(request, order.id, 'tabby')).status).toBe(200)
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const page = (await checkoutPage(order.id, locale)) as { step: string; waiting: string | null; failure: string | null }
			expect(page).toMatchObject({ step: 'payment', waiting: CHECKOUT_MESSAGES[locale].paymentInProgress, failure: null })
		}
		const started = (await checkoutPage(order.id, 'en', { form: new URLSearchParams({ intent: 'tabby', idempotency_key: newKey() }) })) as Response
		expect(started.status).toBe(303)
		expect(started.headers.get('Location')).toBe(checkoutFailed(order.id, 'payment_in_progress'))
		expect(await attemptsOf(order.id)).toHaveLength(1)
	})

	test('a start that read the order before another attempt paid it charges nothing: the order is paid', async () => {
		const order = await createOrder(request)
		// Read while unpaid, as every start reads it before it opens its attempt.
		const readBefore = (await checkout.findOrder(order.id))!
		expect(await returnToShop(request, await tokenize(request, order.id, CARDS.paid))).toBe(thankYou(order.id))
		// Between that read and its attempt the card's attempt was paid and closed, so nothing blocks a new
		// one: before the fix this charged the order a second time (the burst above, 3 runs in 13 under load).
		const next = await checkout.payments.payWithApplePay(readBefore, APPLE_PAY_TOKEN, '203.0.113.7')
		expect(next).toMatchObject({ kind: 'paid' })
		const attempts = await attemptsOf(order.id)
		expect(attempts.map((attempt) => [attempt.method, attempt.status])).toEqual([['card', 'paid']])
	})

	test('a card token returned while another attempt is open is never charged: the payment step says a payment is in progress', async () => {
		const order = await createOrder(request, { weeks: 2 })
		// A card form loaded before the Tabby checkout was opened in another tab.
		const cardAnswer = await tokenize(request, order.id, CARDS.paid)
		expect((await startPayment(request, order.id, 'tabby')).status).toBe(200)
		const returned = await postForm(request, cardAnswer.action, cardAnswer.fields)
		expect(returned.status).toBe(303)
		expect(returned.headers.get('Location')).toBe(checkoutFailed(order.id, 'payment_in_progress'))
		const attempts = await attemptsOf(order.id)
		expect(attempts.map((attempt) => attempt.method)).toEqual(['tabby'])
	})
})

describe('money that lost the race goes back through the gateway (sandbox)', () => {
	/** What reconciliation does to an attempt that waited an hour: gives it up. */
	async function giveUp(merchantReference: string) {
		await db.update(payments).set({ status: 'failed', failureReason: 'expired', gatewayCode: 'EXPIRED' }).where(eq(payments.merchantReference, merchantReference))
		await db.update(orders).set({ status: 'failed' }).where(eq(orders.status, 'pending_payment'))
	}

	test('a Tabby checkout approved after another paid the order is closed without a capture', async () => {
		const order = await createOrder(request, { weeks: 2 })
		const firstPage = ((await (await startPayment(request, order.id, 'tabby')).json()) as StartAnswer).data!.next.url
		const [first] = await attemptsOf(order.id)
		await giveUp(first!.merchantReference)
		const secondPage = ((await (await startPayment(request, order.id, 'tabby')).json()) as StartAnswer).data!.next.url
		for (const page of [secondPage, firstPage]) {
			const approved = await postForm(request, page, { otp: '8888' })
			expect(approved.status).toBe(303)
			const back = new URL(approved.headers.get('Location') ?? '')
			expect((await request(`${back.pathname}${back.search}`)).status).toBe(303)
			await idle()
		}
		const [lost, won] = await attemptsOf(order.id)
		expect(won).toMatchObject({ status: 'paid' })
		expect(lost).toMatchObject({ status: 'failed', gatewayCode: 'DUPLICATE_AUTHORIZATION', reversal: 'done' })
		expect(await checkout.providers.tabby!.getPayment(lost!.gatewayReference!)).toMatchObject({ status: 'CLOSED', captured: false })
		expect(await checkout.providers.tabby!.getPayment(won!.gatewayReference!)).toMatchObject({ status: 'CLOSED', captured: true })
	})

	test('a 3-D Secure payment completed after another card paid the order is refunded with APS REFUND', async () => {
		const order = await createOrder(request)
		const challengeUrl = await returnToShop(request, await tokenize(request, order.id, CARDS.threeDSecure))
		expect(challengeUrl).toMatch(new RegExp(`^${ORIGIN}/_sandbox/aps/3ds/\\d+$`))
		const [first] = await attemptsOf(order.id)
		await giveUp(first!.merchantReference)
		expect(await returnToShop(request, await tokenize(request, order.id, CARDS.paid))).toBe(thankYou(order.id))

		const decided = await postForm(request, challengeUrl, { decision: 'authenticate' })
		expect(await returnToShop(request, readForm(await decided.text()))).toBe(thankYou(order.id))
		await idle()
		const [lost, won] = await attemptsOf(order.id)
		expect(won).toMatchObject({ status: 'paid' })
		expect(lost).toMatchObject({ status: 'failed', gatewayCode: 'DUPLICATE_CAPTURE', reversal: 'done' })
		const status = await checkout.providers.aps!.checkStatus({ merchantReference: lost!.merchantReference, language: 'en' })
		expect(status).toMatchObject({ outcome: 'paid', raw: { refunded_amount: String(lost!.amountFils) } })
	})
})
