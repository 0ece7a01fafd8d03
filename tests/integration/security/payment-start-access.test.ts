/**
 * Starting a payment through the API (POST /orders/{id}/payments) needs more than the order's id,
 * which is in page URLs that analytics read: the order's signed-in owner (cookie or Bearer), the
 * browser holding its order-access cookie, or the app with its access token (`order_token` of
 * POST /orders, sent as Order-Token). Anyone else gets the 404 of an unknown id, and nothing is
 * started: no card form, no Tabby checkout with the customer's details, no attempt that blocks
 * the customer's own payment. And every method's start is idempotent: the same key replays the
 * first start (one attempt, the same form), another order's or another body's key is 422.
 *
 * Before this change a stranger with the id alone got a 200 for all three methods, and card and
 * Apple Pay starts ignored their key (ten Apple Pay starts with one key: ten purchases tried,
 * ten card starts: ten different forms).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createSessionStore, SESSION_COOKIE } from '../../../server/auth/sessions.ts'
import { customers, orders, paymentStartKeys, payments } from '../../../server/db/schema.ts'
import { ORDER_ACCESS_COOKIE } from '../../../server/orders/order-access.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp, createOrder, newKey, orderBody, type OrderJson, postOrder, startPayment } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

/** An Apple Pay payment token as the sandbox takes it. */
const APPLE_PAY_TOKEN = {
	paymentData: { version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'abc123' } },
	paymentMethod: { displayName: 'Visa 0001', network: 'Visa', type: 'debit' },
	transactionIdentifier: 'abc123',
}

type StartAnswer = {
	data?: { next: { type: string; url?: string; fields?: Record<string, string> }; attempt?: { id: string } }
	error?: { code: string; message: string }
}

const bodyOf = (method: string) => (method === 'apple_pay' ? { token: APPLE_PAY_TOKEN } : {})

async function attemptsOf(publicId: string) {
	const [order] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	return db.select().from(payments).where(eq(payments.orderId, order!.id))
}

async function signedIn(email: string) {
	const [customer] = await db.insert(customers).values({ email, firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' }).returning()
	const { token } = await createSessionStore(db).create(customer!.id, { remember: false })
	return { bearer: { Authorization: `Bearer ${token}` }, cookie: { Cookie: `${SESSION_COOKIE}=${token}` } }
}

describe('who may start paying an order', () => {
	test.each(['card', 'tabby', 'apple_pay'])('%s: a stranger with only the order’s id gets the 404 of an unknown id, and nothing starts', async (method) => {
		const order = await createOrder(request)
		const stranger = await startPayment(request, order.id, method, { orderToken: null, body: bodyOf(method) })
		const unknown = await startPayment(request, randomUUID(), method, { orderToken: null, body: bodyOf(method) })
		expect(stranger.status).toBe(404)
		expect(unknown.status).toBe(404)
		expect(await stranger.json()).toEqual(await unknown.json())
		expect(await attemptsOf(order.id)).toEqual([])
		// The customer's own start is not blocked by it.
		expect((await startPayment(request, order.id, method, { body: bodyOf(method) })).status).toBe(200)
	})

	test('POST /orders hands out the order’s access token and its cookie; the created and replayed answers only', async () => {
		const key = newKey()
		const body = await orderBody(request, { email: 'token@example.com' })
		const created = await postOrder(request, body, { key })
		const replayed = await postOrder(request, body, { key })
		expect([created.status, replayed.status]).toEqual([201, 200])
		const first = ((await created.json()) as { data: OrderJson }).data
		const again = ((await replayed.json()) as { data: OrderJson }).data
		expect(first.order_token).toMatch(new RegExp(`^${first.id}\\.`))
		expect(again.order_token).toMatch(new RegExp(`^${first.id}\\.`))
		for (const response of [created, replayed]) {
			const cookie = response.headers.get('Set-Cookie') ?? ''
			expect(cookie).toMatch(new RegExp(`^${ORDER_ACCESS_COOKIE}=${first.id}\\.[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$`))
		}
	})

	test('the order-access cookie, the owner’s session (cookie or Bearer) and the access token each let a start through', async () => {
		const owner = await signedIn('owner@example.com')
		const created = await postOrder(request, await orderBody(request, { email: 'owner@example.com' }), { headers: owner.bearer })
		const order = ((await created.json()) as { data: OrderJson }).data
		const accessCookie = (created.headers.get('Set-Cookie') ?? '').split(';')[0]!
		expect((await startPayment(request, order.id, 'card', { orderToken: null, headers: { Cookie: accessCookie } })).status).toBe(200)
		expect((await startPayment(request, order.id, 'card', { orderToken: null, headers: owner.bearer })).status).toBe(200)
		expect((await startPayment(request, order.id, 'card', { orderToken: null, headers: owner.cookie })).status).toBe(200)
		expect((await startPayment(request, order.id, 'card', { orderToken: order.order_token })).status).toBe(200)
		// Signed in, but not as its owner.
		const other = await signedIn('someone-else@example.com')
		expect((await startPayment(request, order.id, 'card', { orderToken: null, headers: other.bearer })).status).toBe(404)
		// The owner's order read never carries the token: only the creation hands it out.
		const read = await request(`/client/api/v1/orders/${order.id}`, { headers: owner.bearer })
		expect(read.status).toBe(200)
		expect(await read.text()).not.toContain(order.order_token)
	})

	test('another order’s token or cookie is refused, as is a token tampered with', async () => {
		const order = await createOrder(request)
		const another = await createOrder(request)
		expect((await startPayment(request, order.id, 'tabby', { orderToken: another.order_token })).status).toBe(404)
		const cookie = `${ORDER_ACCESS_COOKIE}=${another.order_token}`
		expect((await startPayment(request, order.id, 'tabby', { orderToken: null, headers: { Cookie: cookie } })).status).toBe(404)
		const tampered = `${order.id}.${another.order_token.split('.').slice(1).join('.')}`
		expect((await startPayment(request, order.id, 'tabby', { orderToken: tampered })).status).toBe(404)
		expect(await attemptsOf(order.id)).toEqual([])
	})
})

describe('a payment start’s Idempotency-Key', () => {
	const BURST = 10

	test(`${BURST} Apple Pay starts with one key at once: one attempt, one purchase, one answer`, async () => {
		const order = await createOrder(request)
		const key = newKey()
		const responses = await Promise.all(Array.from({ length: BURST }, () => startPayment(request, order.id, 'apple_pay', { key, body: bodyOf('apple_pay') })))
		expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(200))
		const bodies = (await Promise.all(responses.map((response) => response.json()))) as StartAnswer[]
		const attempts = await attemptsOf(order.id)
		expect(attempts).toHaveLength(1)
		expect(attempts[0]).toMatchObject({ method: 'apple_pay', status: 'paid' })
		expect(new Set(bodies.map((body) => JSON.stringify(body.data?.next))).size).toBe(1)
		// Once more after it was paid: the same answer, not `order_paid`, and still one attempt.
		const again = await startPayment(request, order.id, 'apple_pay', { key, body: bodyOf('apple_pay') })
		expect(again.status).toBe(200)
		expect(((await again.json()) as StartAnswer).data?.next).toEqual(bodies[0]!.data?.next)
		expect(await attemptsOf(order.id)).toHaveLength(1)
	})

	test(`${BURST} card starts with one key at once: the same form, one merchant reference`, async () => {
		const order = await createOrder(request)
		const key = newKey()
		const responses = await Promise.all(Array.from({ length: BURST }, () => startPayment(request, order.id, 'card', { key })))
		expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(200))
		const forms = ((await Promise.all(responses.map((response) => response.json()))) as StartAnswer[]).map((body) => body.data?.next.fields)
		expect(new Set(forms.map((fields) => JSON.stringify(fields))).size).toBe(1)
		expect(forms[0]?.merchant_reference).toMatch(/^KC\d+-[0-9A-F]{6}$/)
		// A new key is a new form.
		const other = ((await (await startPayment(request, order.id, 'card')).json()) as StartAnswer).data?.next.fields
		expect(other?.merchant_reference).not.toBe(forms[0]?.merchant_reference)
	})

	test.each(['card', 'tabby', 'apple_pay'])('%s: a key used for another order or another body is 422, and starts nothing', async (method) => {
		const order = await createOrder(request)
		const another = await createOrder(request)
		const key = newKey()
		expect((await startPayment(request, order.id, method, { key, body: bodyOf(method) })).status).toBe(200)
		const elsewhere = await startPayment(request, another.id, method, { key, body: bodyOf(method) })
		expect(elsewhere.status).toBe(422)
		expect(((await elsewhere.json()) as StartAnswer).error?.code).toBe('idempotency_key_reused')
		expect(await attemptsOf(another.id)).toEqual([])
		const otherBody = await startPayment(request, order.id, method === 'card' ? 'tabby' : 'card', { key })
		expect(otherBody.status).toBe(422)
	})

	test('a start refused before anything started gives its key back: the same key later starts', async () => {
		const order = await createOrder(request)
		const tabby = await startPayment(request, order.id, 'tabby')
		expect(tabby.status).toBe(200)
		const key = newKey()
		// The Tabby attempt is young: the card start waits, and keeps no claim on its key.
		const refused = await startPayment(request, order.id, 'card', { key })
		expect(refused.status).toBe(409)
		expect(await db.select().from(paymentStartKeys).where(eq(paymentStartKeys.idempotencyKey, key))).toEqual([])
		const [stored] = await db.select().from(orders).where(eq(orders.publicId, order.id))
		await db.update(payments).set({ status: 'failed', failureReason: 'declined' }).where(eq(payments.orderId, stored!.id))
		expect((await startPayment(request, order.id, 'card', { key })).status).toBe(200)
	})
})
