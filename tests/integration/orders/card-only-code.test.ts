/**
 * A discount code limited to bank cards (BANKCARD10: 10 % off plans of 4 weeks or more, BINs
 * 400555 and 512345, once per customer) applied end to end: the order is made without it, and the
 * payment takes it off when the card is one of its own (server/orders/card-discount.ts). Before,
 * nothing applied it: a customer who typed it paid full price with whatever card.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { discountAmountFils } from '../../../domain/discount-codes.ts'
import { formatAed } from '../../../domain/money.ts'
import { invoiceLines } from '../../../domain/order.ts'
import { vatContainedFils } from '../../../domain/order-price.ts'
import { customers, discountCodes, orders, outbox, payments, savedCards } from '../../../server/db/schema.ts'
import { changeCatalogue } from '../support/catalogue-change.ts'
import { checkoutPageFor } from '../support/checkout-page.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, createCheckoutTestApp, orderBody, payWithTabby, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'

const { db } = await createTestDatabase()
// The seeded BANKCARD10 runs until 1 March 2027 (content/discount-codes.ts): this file is about the
// card rule, not that date, so its copy of the code has no end and the file passes after it too.
await changeCatalogue(db, (tx) => tx.update(discountCodes).set({ validUntil: null }).where(eq(discountCodes.code, 'BANKCARD10')))
const { request, idle, checkout } = createCheckoutTestApp(db)

/** A card the sandbox pays that is none of the code's: AMEX 3456 7890… (CVV 1234). */
const OTHER_CARD = { number: '345678901234564', cvv: '1234' }

type OrderAnswer = { id: string; total: number; price: { total: number; card_discount: { code: string; amount: number } | null; card_discount_note: string | null } }

async function orderWithCode(email: string, code = 'BANKCARD10'): Promise<OrderAnswer> {
	const body = { ...(await orderBody(request, { weeks: 4, email })), discount_code: [code] }
	const response = await postOrder(request, body)
	expect(response.status).toBe(201)
	return ((await response.json()) as { data: OrderAnswer }).data
}

const stored = async (publicId: string) => {
	const [order] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	const attempts = await db.select().from(payments).where(eq(payments.orderId, order!.id))
	return { order: order!, attempts }
}

describe('a card-only code', () => {
	test('the price API and the order accept it with its condition, in the customer’s words, without taking it off yet', async () => {
		const response = await request('/client/api/v1/price?locale=en', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 4, discount_code: ['BANKCARD10'] }),
		})
		const { data: price } = (await response.json()) as { data: OrderAnswer['price'] & { discounts: unknown[]; discounts_error: string | null; applicable_bins: string[] } }
		expect(price.discounts).toEqual([])
		expect(price.discounts_error).toBeNull()
		expect(price.card_discount?.code).toBe('BANKCARD10')
		const [amount, charged] = [price.card_discount!.amount, price.total - price.card_discount!.amount].map((fils) => formatAed(fils, 'en-GB'))
		expect(price.card_discount_note).toBe(`BANKCARD10 takes ${amount} off the amount charged when you pay by card with one of the bank cards this offer is for: you then pay ${charged}.`)

		const order = await orderWithCode('note@example.com')
		expect(order.total).toBe(price.total)
		expect(order.price.card_discount_note).toBe(price.card_discount_note)
		const { order: row } = await stored(order.id)
		expect(row.discountCodes).toEqual([])
	})

	test('paid with one of its cards: PURCHASE with the discounted amount, the order, VAT, invoice and e-mail with the code', async () => {
		const order = await orderWithCode('matching@example.com')
		const discount = order.price.card_discount!.amount
		expect(await returnToShop(request, await tokenize(request, order.id, CARDS.paid))).toBe(thankYou(order.id))
		await idle()

		const { order: row, attempts } = await stored(order.id)
		expect(row.status).toBe('paid')
		expect(row.totalFils).toBe(order.total - discount)
		expect(row.vatFils).toBe(vatContainedFils(row.price.discounted))
		expect(row.discountCodes).toEqual(['BANKCARD10'])
		expect(row.price.discounts).toEqual([{ code: 'BANKCARD10', discount_type: { type: 'percentage', value: 10 }, amount: discount }])
		expect(discount).toBe(discountAmountFils({ discountType: 'percentage', value: 10 }, row.price.plan_total))
		// The gateway confirmed this amount (a different one would have left the order unpaid: amount_mismatch).
		expect(attempts.map((attempt) => [attempt.status, attempt.amountFils])).toEqual([['paid', row.totalFils]])
		expect(invoiceLines(row.price).find((line) => line.kind === 'plan')?.discountFils).toBe(discount)

		const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'matching@example.com'))
		expect(mail?.text).toContain('BANKCARD10')
	})

	test('paid with another card: full price, and the order says why', async () => {
		const order = await orderWithCode('other-card@example.com')
		expect(await returnToShop(request, await tokenize(request, order.id, OTHER_CARD.number, { cvv: OTHER_CARD.cvv }))).toBe(thankYou(order.id))
		await idle()
		const { order: row, attempts } = await stored(order.id)
		expect(row.status).toBe('paid')
		expect(row.totalFils).toBe(order.total)
		expect(row.discountCodes).toEqual([])
		expect(row.price.card_discount_refusal).toBe('card-not-included')
		expect(attempts.map((attempt) => [attempt.status, attempt.amountFils])).toEqual([['paid', order.total]])
	})

	test('paid with Tabby: full price, the code not taken off', async () => {
		const order = await orderWithCode('tabby-card-code@example.com')
		expect(await payWithTabby(request, order.id)).toBe(thankYou(order.id))
		await idle()
		const { order: row, attempts } = await stored(order.id)
		expect(row.status).toBe('paid')
		expect(row.totalFils).toBe(order.total)
		expect(row.price.card_discount_refusal).toBe('card-only')
		expect(attempts.map((attempt) => [attempt.status, attempt.amountFils])).toEqual([['paid', order.total]])
	})

	test('paid with Apple Pay: full price, the code not taken off', async () => {
		const order = await orderWithCode('apple-pay-card-code@example.com')
		const token = {
			paymentData: { version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'abc123' } },
			paymentMethod: { displayName: 'Visa 0001', network: 'Visa', type: 'debit' },
			transactionIdentifier: 'abc123',
		}
		const next = await checkout.payments.payWithApplePay((await checkout.findOrder(order.id))!, token, '203.0.113.7')
		expect(next.kind).toBe('paid')
		const { order: row, attempts } = await stored(order.id)
		expect(row.totalFils).toBe(order.total)
		expect(row.price.card_discount_refusal).toBe('card-only')
		expect(attempts.map((attempt) => [attempt.method, attempt.status, attempt.amountFils])).toEqual([['apple_pay', 'paid', order.total]])
	})

	test('a discount taken off for a card that was declined is not kept for the next way of paying', async () => {
		const order = await orderWithCode('declined-then-other@example.com')
		// 4000 0000 0000 0002 is declined and is none of the code's: the order stays at full price.
		await returnToShop(request, await tokenize(request, order.id, CARDS.insufficientFunds))
		expect((await stored(order.id)).order.totalFils).toBe(order.total)
		expect(await returnToShop(request, await tokenize(request, order.id, CARDS.paid))).toBe(thankYou(order.id))
		await idle()
		const paid = await stored(order.id)
		expect(paid.order.totalFils).toBe(order.total - order.price.card_discount!.amount)
		expect(paid.attempts.filter((attempt) => attempt.status === 'paid').map((attempt) => attempt.amountFils)).toEqual([paid.order.totalFils])
	})

	test('a saved card of one of its banks: the payment step shows the discounted amount before paying; another saved card does not', async () => {
		const order = await orderWithCode('saved-card@example.com')
		const [customer] = await db
			.insert(customers)
			.values({ email: 'saved-card@example.com', firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
			.returning()
		await db.update(orders).set({ customerId: customer!.id }).where(eq(orders.publicId, order.id))
		const [card] = await db.insert(savedCards).values({ customerId: customer!.id, token: 'bankcardtoken0000000', cardNumber: '400555******0001', cardType: 'VISA' }).returning()
		const signedIn = { id: customer!.id, email: 'saved-card@example.com', firstName: 'Layla', lastName: 'Haddad', locale: 'en', sessionId: 'test' }
		type Step = { order: { total: number }; savedCard: { total: number | null; discountNote: string | null } | null }
		const step = (await checkoutPageFor({ db, checkout }, order.id, 'en', { customer: signedIn })) as Step
		const discounted = order.total - order.price.card_discount!.amount
		expect(step.order.total).toBe(order.total)
		expect(step.savedCard?.total).toBe(discounted)
		expect(step.savedCard?.discountNote).toBe(`With this card, BANKCARD10 is taken off: you pay ${formatAed(discounted, 'en-GB')}.`)

		await db.update(savedCards).set({ cardNumber: '345678*****4564', cardType: 'AMEX' }).where(eq(savedCards.id, card!.id))
		const other = (await checkoutPageFor({ db, checkout }, order.id, 'en', { customer: signedIn })) as Step
		expect(other.savedCard).toMatchObject({ total: null, discountNote: null })
	})

	test('switched off after the order was made (a payment link opened later): the payment step says so before paying, and promises nothing', async () => {
		await db.insert(discountCodes).values({ code: 'CARDGONE', discountType: 'percentage', value: 10, cardBins: ['400555'] })
		const order = await orderWithCode('lapsed@example.com', 'CARDGONE')
		type Step = { order: { price: { card_discount_note: string | null } }; cardOnly: string | null; cardRefusal: string | null }
		const before = (await checkoutPageFor({ db, checkout }, order.id, 'en')) as Step
		expect(before.order.price.card_discount_note).toContain('CARDGONE takes')
		expect(before.cardRefusal).toBeNull()

		await db.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, 'CARDGONE'))
		const after = (await checkoutPageFor({ db, checkout }, order.id, 'en')) as Step
		expect(after.order.price.card_discount_note).toBeNull()
		expect(after.cardOnly).toBeNull()
		expect(after.cardRefusal).toBe('CARDGONE is no longer available.')
	})

	test('its last use, two payments at once with its cards: one gets it, the other pays full price (used-up)', async () => {
		// Three rounds, each with a code of its own with one use left.
		for (let round = 0; round < 3; round += 1) {
			const code = `CARDLAST${round}`
			await db.insert(discountCodes).values({ code, discountType: 'percentage', value: 10, cardBins: ['400555'], maxUses: 1 })
			const both = [await orderWithCode(`first-${round}@example.com`, code), await orderWithCode(`second-${round}@example.com`, code)]
			const forms = [await tokenize(request, both[0]!.id, CARDS.paid), await tokenize(request, both[1]!.id, CARDS.paid)]
			const returns = await Promise.all(forms.map((form) => returnToShop(request, form)))
			expect(returns).toEqual(both.map((order) => thankYou(order.id)))
			await idle()
			const rows = await Promise.all(both.map((order) => stored(order.id)))
			const discounted = rows.filter(({ order }) => order.discountCodes.includes(code))
			expect(discounted).toHaveLength(1)
			const full = rows.find(({ order }) => !order.discountCodes.includes(code))!
			expect(full.order.price.card_discount_refusal).toBe('used-up')
			for (const { order, attempts } of rows) {
				expect(order.status).toBe('paid')
				expect(order.discountOverLimit).toBe(false)
				expect(attempts.map((attempt) => attempt.amountFils)).toEqual([order.totalFils])
			}
		}
	})
})
