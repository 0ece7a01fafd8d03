/**
 * Discount-code limits hold at payment (issue 16, item 5), through the HTTP app: an order takes
 * a use of a limited code when it is made, under the code's row lock, so of ten orders opened at
 * once with a once-per-customer code one gets it and nine are refused with the price without it
 * (409 `price_changed`, `already-used`); the same mailbox written another way (`+1@`, capitals,
 * Gmail's dots) is the same customer; an abandoned order frees the code once its hold runs out;
 * and an order paid after its hold ran out, with the code used meanwhile, is paid (the money was
 * taken) and flagged for staff.
 *
 * Before the fix (build 128eb8c): the ten parallel orders were all made with the discount and all
 * ten were paid with it; `layla+1@example.com` got the code again after `layla@` had paid.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orders } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, createCheckoutTestApp, newKey, orderBody, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const { request, idle } = createCheckoutTestApp(db)

const CODE = 'WELCOME15' // 15 %, once per customer (content/discount-codes.ts)
const BURST = 10

type OrderAnswer = {
	data?: { id: string; total: number }
	error?: { code: string; price?: { total: number; discount_codes_applied: string[]; discounts_error_code: string | null } }
}

async function discountedTotal() {
	const response = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [CODE] }),
	})
	const { data } = (await response.json()) as { data: { total: number; discount_codes_applied: string[] } }
	expect(data.discount_codes_applied).toEqual([CODE])
	return data.total
}

async function codeOrderBody(email: string) {
	return { ...(await orderBody(request, { email })), discount_code: [CODE], expected_total: await discountedTotal() }
}

async function pay(orderId: string) {
	const location = await returnToShop(request, await tokenize(request, orderId, CARDS.paid))
	await idle()
	expect(location).toBe(thankYou(orderId))
}

const storedOrder = async (publicId: string) => (await db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!

describe('a once-per-customer code under a burst', () => {
	test(`${BURST} orders opened at once with the code: one gets it, the others are shown the price without it`, async () => {
		const body = await codeOrderBody('layla@example.com')
		const responses = await Promise.all(Array.from({ length: BURST }, () => postOrder(request, body, { key: newKey() })))
		const answers = (await Promise.all(responses.map((response) => response.json()))) as OrderAnswer[]
		const made = answers.flatMap((answer) => (answer.data ? [answer.data] : []))
		// Each order that was made is paid, as the probe did.
		for (const order of made) await pay(order.id)
		const paidWithCode = (await Promise.all(made.map((order) => storedOrder(order.id)))).filter((order) => order.status === 'paid' && order.discountCodes.includes(CODE))
		console.info(`code burst: ${made.length} orders made with the code, ${paidWithCode.length} paid with it`)

		expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(BURST - 1).fill(409)])
		expect(paidWithCode).toHaveLength(1)
		for (const answer of answers.filter((candidate) => candidate.error)) {
			expect(answer.error).toMatchObject({ code: 'price_changed', price: { discount_codes_applied: [], discounts_error_code: 'already-used' } })
			expect(answer.error!.price!.total).toBeGreaterThan(body.expected_total)
		}
	})

	test('the same mailbox written another way is the same customer', async () => {
		const first = await postOrder(request, await codeOrderBody('first.last@gmail.com'))
		expect(first.status).toBe(201)
		await pay(((await first.json()) as OrderAnswer).data!.id)
		for (const email of ['first.last+1@gmail.com', 'First.Last@GMAIL.com', 'firstlast@googlemail.com']) {
			const again = await postOrder(request, await codeOrderBody(email))
			expect(again.status).toBe(409)
			expect(((await again.json()) as OrderAnswer).error).toMatchObject({ code: 'price_changed', price: { discounts_error_code: 'already-used' } })
		}
		// Dots are kept outside Gmail: another mailbox, another customer.
		expect((await postOrder(request, await codeOrderBody('first.last@example.com'))).status).toBe(201)
	})
})

describe('a hold runs out; the paid-time check is a safety net', () => {
	test('an abandoned order frees the code when its hold runs out; paid later anyway, it is paid and flagged', async () => {
		const abandoned = (await (await postOrder(request, await codeOrderBody('omar@example.com'))).json()) as OrderAnswer
		expect((await postOrder(request, await codeOrderBody('omar+new@example.com'))).status).toBe(409)

		// Half an hour later the abandoned order holds nothing: the customer's new order gets the code.
		await db.update(orders).set({ codesHeldUntil: new Date(Date.now() - 1000) }).where(eq(orders.publicId, abandoned.data!.id))
		const renewed = await postOrder(request, await codeOrderBody('omar@example.com'))
		expect(renewed.status).toBe(201)
		const newer = ((await renewed.json()) as OrderAnswer).data!
		await pay(newer.id)
		expect(await storedOrder(newer.id)).toMatchObject({ status: 'paid', discountOverLimit: false })

		// A payment link of the abandoned order, used days later: the money is taken, so the order is paid, and flagged for staff.
		await pay(abandoned.data!.id)
		expect(await storedOrder(abandoned.data!.id)).toMatchObject({ status: 'paid', discountCodes: [CODE], discountOverLimit: true })
	})
})
