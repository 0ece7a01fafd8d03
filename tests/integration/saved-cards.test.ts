/**
 * Saved cards (issue 5 item 7): a signed-in customer who ticks "save this card" gets the gateway's
 * token kept once the payment succeeds, and pays a later order with it by typing only the CVV,
 * which the browser sends to the gateway with the token. Another customer can never use it.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createSessionStore } from '../../server/auth/sessions.ts'
import { customers, orders, savedCards } from '../../server/db/schema.ts'
import { checkoutPageFor } from './support/checkout-page.ts'
import { createTestDatabase } from './support/database.ts'
import {
	createCheckoutTestApp,
	newKey,
	ORIGIN,
	orderBody,
	postForm,
	postOrder,
	readForm,
	returnToShop,
	thankYou,
	type OrderJson,
} from './support/checkout.ts'

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db)
const sessions = createSessionStore(db)

async function signedInCustomer(email: string) {
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
		.returning()
	if (!customer) throw new Error('no customer')
	const { token } = await sessions.create(customer.id, { remember: false })
	return { customer, auth: { Authorization: `Bearer ${token}` } }
}

async function orderAs(auth: Record<string, string>, email: string) {
	const response = await postOrder(request, await orderBody(request, { email }), { headers: auth })
	expect(response.status).toBe(201)
	return ((await response.json()) as { data: OrderJson }).data
}

async function cardForm(orderId: string, auth: Record<string, string>, savedCardId?: number) {
	return request(`/client/api/v1/orders/${orderId}/payments?locale=en`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey(), ...auth },
		body: JSON.stringify({ method: 'card', ...(savedCardId ? { saved_card_id: savedCardId } : {}) }),
	})
}

describe('saved cards', () => {
	test('a card saved at a paid order pays the next one with only its CVV', async () => {
		const { customer, auth } = await signedInCustomer('saver@example.com')
		const first = await orderAs(auth, 'saver@example.com')
		expect((await db.select().from(orders).where(eq(orders.publicId, first.id)))[0]?.customerId).toBe(customer.id)

		const started = await cardForm(first.id, auth)
		const { next } = ((await started.json()) as { data: { next: { action: string; fields: Record<string, string> } } }).data
		const page = await postForm(request, next.action, {
			...next.fields,
			card_holder_name: 'Layla Haddad',
			card_number: '4005550000000001',
			expiry_date: '3005',
			card_security_code: '123',
			remember_me: 'YES',
		})
		expect(await returnToShop(request, readForm(await page.text()))).toBe(thankYou(first.id))

		const [saved] = await db.select().from(savedCards).where(eq(savedCards.customerId, customer.id))
		// Kept as the gateway gives it (YYMM)…
		expect(saved).toMatchObject({ gateway: 'Payfort', status: 'Active', cardNumber: '400555******0001', expiry: '3005' })
		expect(saved?.token).toMatch(/^\w{16,}$/)
		// …and read as MM/YY wherever it is shown (before: "3005"): the API, the account page, the payment step.
		const listed = await request('/client/api/v1/saved-cards?locale=en', { headers: auth })
		expect(((await listed.json()) as { data: Array<{ expiry: string }> }).data.map((card) => card.expiry)).toEqual(['05/30'])

		// The next order: the token is in the signed fields, the CVV is typed again.
		const second = await orderAs(auth, 'saver@example.com')
		const sessionCustomer = { id: customer.id, email: 'saver@example.com', firstName: 'Layla', lastName: 'Haddad', locale: 'en', sessionId: 'test' }
		for (const [locale, expires] of [
			['en', ', expires \u206605/30\u2069'],
			['ar-ae', '، تاريخ الانتهاء \u206605/30\u2069'],
			['ru-ae', ', действует до \u206605/30\u2069'],
		] as const) {
			const step = (await checkoutPageFor({ db, checkout }, second.id, locale, { customer: sessionCustomer })) as { savedCard: { label: string } | null }
			expect(step.savedCard?.label).toMatch(new RegExp(`\u20660001\u2069${expires}$`))
		}
		const savedForm = ((await (await cardForm(second.id, auth, saved?.id)).json()) as { data: { next: { action: string; fields: Record<string, string> } } }).data.next
		expect(savedForm.fields.token_name).toBe(saved?.token)
		expect(savedForm.action).toBe(`${ORIGIN}/_sandbox/aps/FortAPI/paymentPage`)
		const answer = await postForm(request, savedForm.action, { ...savedForm.fields, card_security_code: '123' })
		expect(await returnToShop(request, readForm(await answer.text()))).toBe(thankYou(second.id))
	})

	test('a card is not kept unless the customer asked, nor for a guest', async () => {
		const { customer, auth } = await signedInCustomer('nosave@example.com')
		const order = await orderAs(auth, 'nosave@example.com')
		const { next } = ((await (await cardForm(order.id, auth)).json()) as { data: { next: { action: string; fields: Record<string, string> } } }).data
		const page = await postForm(request, next.action, { ...next.fields, card_holder_name: 'L H', card_number: '4005550000000001', expiry_date: '3005', card_security_code: '123' })
		expect(await returnToShop(request, readForm(await page.text()))).toBe(thankYou(order.id))
		expect(await db.select().from(savedCards).where(eq(savedCards.customerId, customer.id))).toEqual([])
	})

	test('another customer cannot pay with someone’s saved card, nor a guest', async () => {
		const owner = await signedInCustomer('owner@example.com')
		const [card] = await db
			.insert(savedCards)
			.values({ customerId: owner.customer.id, token: 'ownertoken0000000000', cardNumber: '400555******0001', cardType: 'VISA' })
			.returning()
		const other = await signedInCustomer('other@example.com')
		const order = await orderAs(other.auth, 'other@example.com')
		expect((await cardForm(order.id, other.auth, card?.id)).status).toBe(400)
		// A guest who may pay the order (its access token) pays it without anyone's saved card.
		expect((await cardForm(order.id, { 'Order-Token': order.order_token }, card?.id)).status).toBe(400)
		// A removed card is not offered even to its owner.
		await db.update(savedCards).set({ status: 'Removed' }).where(eq(savedCards.id, card!.id))
		const own = await orderAs(owner.auth, 'owner@example.com')
		expect((await cardForm(own.id, owner.auth, card?.id)).status).toBe(400)
	})
})
