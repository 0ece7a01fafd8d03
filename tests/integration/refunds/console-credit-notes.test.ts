/**
 * A refund given from the console (issue 19, item 1) reaches the customer's documents: its tax
 * credit note (an amount agreed with customer care, not days) and the order's invoice, which lists
 * the credit notes issued against it, in the three languages, linked for the account's customer.
 */
import { describe, expect, test } from 'vitest'
import { loader as creditNoteLoader } from '../../../app/routes/credit-note.tsx'
import { loader as thankYouLoader } from '../../../app/routes/thank-you.tsx'
import { loaderContext, TEST_ORIGIN } from '../../../app/test-support/render-page.tsx'
import { CANCELLATION_TEXTS } from '../../../content/cancellation-messages.ts'
import { creditNoteNumber } from '../../../domain/credit-note.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import { refunds } from '../../../server/db/schema.ts'
import { eq } from 'drizzle-orm'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

type Customer = { id: number; email: string | null; locale: string }

async function load<T>(loader: (args: never) => Promise<T>, locale: LocaleCode, path: string, customer: Customer) {
	const url = new URL(localizePath(path, locale), TEST_ORIGIN)
	const context = loaderContext(locale, { services: { db, checkout: app.checkout, customer: customer as never } })
	return loader({ context, url, params: {}, request: new Request(url) } as never)
}

describe('a console refund on the customer\'s documents', () => {
	test('the invoice lists its credit note (linked), and the credit note gives the reason and the figures', async () => {
		const { customer, auth } = await signedInCustomer(db)
		const paid = await payPlan(app, { auth, weeks: 1 })
		const { order } = await planOfOrder(db, paid.id)
		const manager = await enrolledStaff(db, 'manager')
		const answer = await app.request(`/console/orders/${order!.id}/refund/`, consoleForm(await consoleCookie(db, manager.id), { amount: '75', note: 'Late deliveries' }))
		expect(answer.status).toBe(303)
		const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order!.id))
		const number = creditNoteNumber(refund!.creditNoteNumber)

		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const data = (await load(thankYouLoader, locale, `/meal-plans/thank-you/?order=${paid.id}`, customer)) as { invoice: { creditNotes: Array<{ text: string; href: string | null }> } }
			expect(data.invoice.creditNotes).toHaveLength(1)
			expect(data.invoice.creditNotes[0]!.text).toContain(number)
			expect(data.invoice.creditNotes[0]!.text).toContain(CANCELLATION_TEXTS[locale].creditNote.confirmed)
			expect(data.invoice.creditNotes[0]!.href).toBe(localizePath(`/account/credit-note/?refund=${refund!.publicId}`, locale))
		}

		const note = (await load(creditNoteLoader, 'en', `/account/credit-note/?refund=${refund!.publicId}`, customer)) as { reason: string; figures: { differenceFils: number; correctedValueFils: number } }
		expect(note.reason).toBe(CANCELLATION_TEXTS.en.creditNote.reasonRefund)
		expect(note.figures).toMatchObject({ differenceFils: 7_500, correctedValueFils: order!.price.discounted - 7_500 })
	})
})
