/**
 * An order paid with Tabby says so, with its instalments, in its confirmation e-mail (issue 17
 * item 10; the thank-you page and the invoice are app/routes/thank-you.test.tsx's): before, the
 * e-mail told a Tabby customer only the total, as if the card had been charged in full.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { formatAed } from '../../../domain/money.ts'
import { tabbyPlan } from '../../../domain/tabby-instalments.ts'
import { orders, outbox } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, createCheckoutTestApp, createOrder, payWithTabby, returnToShop, thankYou, tokenize } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const { request, idle } = createCheckoutTestApp(db)

async function confirmationOf(orderId: string) {
	const [order] = await db.select().from(orders).where(eq(orders.publicId, orderId))
	const mails = await db.select().from(outbox).where(eq(outbox.to, order!.email))
	return mails.find((mail) => mail.subject.includes('is confirmed'))
}

describe('the confirmation of an order paid with Tabby', () => {
	test('names Tabby and the four instalments; a card order’s does not', async () => {
		const order = await createOrder(request, { weeks: 2, email: 'tabby.buyer@example.com' })
		expect(await payWithTabby(request, order.id)).toBe(thankYou(order.id))
		await idle()

		const plan = tabbyPlan(order.total)
		const mail = await confirmationOf(order.id)
		const instalment = formatAed(plan.laterFils, 'en-GB')
		expect(mail?.text).toContain(`Paid with Tabby: 4 interest-free payments`)
		expect(mail?.text).toContain(instalment)
		expect(mail?.html).toContain('Paid with Tabby: 4 interest-free payments')

		const card = await createOrder(request, { email: 'card.buyer@example.com' })
		expect(await returnToShop(request, await tokenize(request, card.id, CARDS.paid))).toBe(thankYou(card.id))
		await idle()
		expect((await confirmationOf(card.id))?.text).not.toContain('Tabby')
	})
})
