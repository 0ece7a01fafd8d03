/**
 * POST /client/api/v1/subscriptions/{id}/cancellation (issue 17, area D): the preview's
 * arithmetic, the cancellation with its refunds (confirmed only by the sandbox gateway), the
 * refusals (401, 404 for another customer's plan, 409 nothing left or another refund than the one
 * confirmed) in the requested language, and twenty parallel cancellations making one refund.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CANCELLATION_TEXTS } from '../../../content/cancellation-messages.ts'
import { refunds, subscriptions } from '../../../server/db/schema.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

type Quote = { days: number; refund: number; fee: number; parts: Array<{ day_price: number; days: number; gross: number; refund: number; vat: number }> }

function cancellation(id: string, auth: Record<string, string>, body: unknown = {}, query = '') {
	return app.request(`/client/api/v1/subscriptions/${id}/cancellation${query}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...auth },
		body: JSON.stringify(body),
	})
}

async function paidPlan() {
	const { auth } = await signedInCustomer(db)
	const order = await payPlan(app, { auth, weeks: 1 })
	const plan = await planOfOrder(db, order.id)
	return { auth, order: plan.order!, subscription: plan.subscription! }
}

describe('POST /subscriptions/{id}/cancellation', () => {
	test('the preview states the arithmetic and changes nothing; the cancellation refunds that amount, confirmed by the gateway', async () => {
		const { auth, order, subscription } = await paidPlan()
		const previewed = await cancellation(subscription.publicId, auth, {}, '?preview=1')
		expect(previewed.status).toBe(200)
		expect(previewed.headers.get('Cache-Control')).toBe('no-store')
		const { quote } = ((await previewed.json()) as { data: { quote: Quote } }).data
		const dayPrice = Math.floor(order.price.discounted / order.price.number_of_days)
		expect(quote).toMatchObject({ days: 6, fee: 0, refund: 6 * dayPrice })
		expect(quote.parts[0]).toMatchObject({ day_price: dayPrice, days: 6, gross: 6 * dayPrice, refund: 6 * dayPrice })
		expect(await db.select().from(refunds).where(eq(refunds.subscriptionId, subscription.id))).toEqual([])

		const done = await cancellation(subscription.publicId, auth, { expected_refund: quote.refund })
		expect(done.status).toBe(200)
		const data = ((await done.json()) as { data: { subscription: { status: string }; refunds: Array<{ amount: number; state: string; credit_note_number: string; credit_note_url: string }> } }).data
		expect(data.subscription.status).toBe('cancelled')
		expect(data.refunds).toEqual([
			expect.objectContaining({ amount: quote.refund, state: 'confirmed', credit_note_number: expect.stringMatching(/^CN-\d{7}$/) as string }),
		])
		expect(data.refunds[0]!.credit_note_url).toMatch(/^https:\/\/kcal\.example\/account\/credit-note\/\?refund=[0-9a-f-]{36}$/)

		const again = await cancellation(subscription.publicId, auth, {}, '?locale=ar-ae')
		expect(again.status).toBe(409)
		expect(await again.json()).toMatchObject({ error: { code: 'nothing_to_cancel', message: CANCELLATION_TEXTS['ar-ae'].api.nothingToCancel } })
	})

	test('another refund than the one confirmed: 409 quote_changed with the new quote, nothing cancelled', async () => {
		const { auth, subscription } = await paidPlan()
		const response = await cancellation(subscription.publicId, auth, { expected_refund: 100 }, '?locale=ru-ae')
		expect(response.status).toBe(409)
		const body = (await response.json()) as { error: { code: string; message: string; quote: Quote } }
		expect(body.error).toMatchObject({ code: 'quote_changed', message: CANCELLATION_TEXTS['ru-ae'].api.quoteChanged })
		expect(body.error.quote.days).toBe(6)
		expect(await db.select().from(refunds).where(eq(refunds.subscriptionId, subscription.id))).toEqual([])
		expect((await cancellation(subscription.publicId, auth, { expected_refund: 1.5 })).status).toBe(400)
	})

	test("not signed in 401; another customer's plan and an unknown id 404; not JSON 415; from another site 403", async () => {
		const { auth, subscription } = await paidPlan()
		const { auth: stranger } = await signedInCustomer(db, 'Omar')
		expect((await cancellation(subscription.publicId, {})).status).toBe(401)
		expect((await cancellation(subscription.publicId, stranger)).status).toBe(404)
		expect((await cancellation(subscription.publicId, stranger, {}, '?preview=1')).status).toBe(404)
		expect((await cancellation('00000000-0000-4000-8000-000000000000', auth)).status).toBe(404)
		expect((await cancellation('nonsense', auth)).status).toBe(404)
		const form = await app.request(`/client/api/v1/subscriptions/${subscription.publicId}/cancellation`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...auth },
			body: 'expected_refund=1',
		})
		expect(form.status).toBe(415)
		const crossSite = await app.request(`/client/api/v1/subscriptions/${subscription.publicId}/cancellation`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', ...auth },
			body: '{}',
		})
		expect(crossSite.status).toBe(403)
		expect(await db.select().from(refunds).where(eq(refunds.subscriptionId, subscription.id))).toEqual([])
	})

	test('twenty parallel cancellations of one plan: one 200 with one refund, nineteen 409 nothing_to_cancel', async () => {
		const { auth, subscription } = await paidPlan()
		const responses = await Promise.all(Array.from({ length: 20 }, () => cancellation(subscription.publicId, auth)))
		const statuses = responses.map((response) => response.status)
		expect(statuses.filter((status) => status === 200)).toHaveLength(1)
		expect(statuses.filter((status) => status === 409)).toHaveLength(19)
		expect(await db.select().from(refunds).where(eq(refunds.subscriptionId, subscription.id))).toHaveLength(1)
	})

	test('a plan whose fee takes everything: the days are cancelled, nothing is refunded, and the answer says so', async () => {
		const { auth, subscription } = await paidPlan()
		await db.update(subscriptions).set({ rules: { ...subscription.rules, cancellationFeePercent: 100 } }).where(eq(subscriptions.id, subscription.id))
		const response = await cancellation(subscription.publicId, auth)
		expect(response.status).toBe(200)
		const { data } = (await response.json()) as { data: { message: string; quote: Quote; refunds: unknown[] } }
		expect(data).toMatchObject({ message: CANCELLATION_TEXTS.en.api.cancelledNoRefund, refunds: [] })
		expect(data.quote).toMatchObject({ days: 6, refund: 0 })
		expect(data.quote.fee).toBeGreaterThan(0)
		expect(await db.select().from(refunds).where(eq(refunds.subscriptionId, subscription.id))).toEqual([])
	})

	test('the OpenAPI document describes it', async () => {
		const document = (await (await app.request('/client/api/v1/openapi.json')).json()) as { paths: Record<string, { post?: unknown }>; components: { schemas: Record<string, unknown> } }
		expect(document.paths['/subscriptions/{id}/cancellation']?.post).toBeDefined()
		expect(document.components.schemas.CancellationQuote).toBeDefined()
	})
})
