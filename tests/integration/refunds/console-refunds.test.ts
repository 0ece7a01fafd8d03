/**
 * Refunds staff give from the console (issue 19, item 1), through the real HTTP layer and the
 * payment sandbox: in full and in part with a tax credit note each, two at once (never more than
 * the capture less what was refunded: the lock, and the database's check behind it), a gateway that
 * refuses or does not answer (pending, retried by the job, never shown as refunded), the audit row
 * in the same transaction, and field errors for bad input.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { ORDERS_MESSAGES } from '../../../content/console-messages/orders.ts'
import { vatContainedFils } from '../../../domain/order-price.ts'
import { refundOrder } from '../../../server/console/orders/staff-refunds.ts'
import { orders, payments, refunds, staffAuditLog } from '../../../server/db/schema.ts'
import type { Outbox } from '../../../server/mail/outbox.ts'
import { createRefundGateway, type RefundGateway } from '../../../server/refunds/refund-gateway.ts'
import { createRefundService } from '../../../server/refunds/refund-service.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { asSignedInStaff, consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const logger = pino({ level: 'silent' })
const silentOutbox = { dispatch() {} } as unknown as Outbox

const manager = await enrolledStaff(db, 'manager')
const managerCookie = await consoleCookie(db, manager.id)
const managerStaff = asSignedInStaff(manager, 'manager')

async function paidOrder(weeks = 1) {
	const { auth } = await signedInCustomer(db)
	const order = await payPlan(app, { auth, weeks })
	const { order: row } = await planOfOrder(db, order.id)
	const [payment] = await db.select().from(payments).where(and(eq(payments.orderId, row!.id), eq(payments.status, 'paid')))
	return { order: row!, payment: payment! }
}

const refundsOf = (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id))
const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!
const dirhams = (fils: number) => (fils / 100).toFixed(2)
const refund = (orderId: number, fields: Record<string, string>, cookie = managerCookie) => app.request(`/console/orders/${orderId}/refund/`, consoleForm(cookie, fields))

/** The sandbox gateway behind a switch: refuse, stay silent, or pass. */
function flakyGateway() {
	const real = createRefundGateway(app.checkout.providers)
	const state = { mode: 'refuse' as 'refuse' | 'silent' | 'pass' }
	const gateway: RefundGateway = async (payment, toSend) => {
		if (state.mode === 'refuse') return { outcome: 'refused', code: '07005' }
		if (state.mode === 'silent') return { outcome: 'unreachable', code: 'timeout' }
		return real(payment, toSend)
	}
	return { gateway, state }
}

describe('a manager refunds an order from the console', () => {
	test('in full: confirmed by the APS sandbox, with a credit note, the audit row and the page saying so', async () => {
		const { order, payment } = await paidOrder()
		const food = order.price.discounted
		const response = await refund(order.id, { amount: dirhams(food), note: 'Customer moved abroad' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toMatch(new RegExp(`^/console/orders/${order.id}/\\?done=refund-confirmed`))

		const [row] = await refundsOf(order.id)
		expect(row).toMatchObject({ reason: 'staff', state: 'confirmed', amountFils: food, vatFils: vatContainedFils(food), staffId: manager.id, note: 'Customer moved abroad', days: 0 })
		expect((await paymentRow(payment.id)).refundedFils).toBe(food)
		const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'order.refund'), eq(staffAuditLog.subject, `order:${order.id}`)))
		expect(audit).toMatchObject({ staffId: manager.id, after: { amountFils: food, creditNoteNumber: row!.creditNoteNumber } })

		const page = await (await app.request(response.headers.get('Location')!, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain(ORDERS_MESSAGES.en.order.states.confirmed)
		// Nothing is left on the invoice: no refund form, the reason why instead.
		expect(page).toContain(ORDERS_MESSAGES.en.refundForm.notRefundable)
		expect((await refund(order.id, { amount: '1', note: 'again' })).status).toBe(409)
	})

	test('in part, twice: each its own credit note; the second cannot exceed what is left', async () => {
		const { order, payment } = await paidOrder()
		const food = order.price.discounted
		expect((await refund(order.id, { amount: '100', note: 'Two days missed' })).status).toBe(303)
		const tooMuch = await refund(order.id, { amount: dirhams(food), note: 'Everything' })
		expect(tooMuch.status).toBe(400)
		expect(await tooMuch.text()).toContain('That is more than can still be refunded')
		expect((await refund(order.id, { amount: '50.25', note: 'A cold meal' })).status).toBe(303)
		const rows = await refundsOf(order.id)
		expect(rows.map((row) => [row.amountFils, row.state])).toEqual([
			[10_000, 'confirmed'],
			[5_025, 'confirmed'],
		])
		expect(rows[1]!.creditNoteNumber).toBeGreaterThan(rows[0]!.creditNoteNumber)
		expect((await paymentRow(payment.id)).refundedFils).toBe(15_025)
	})

	test('two refunds of 60 % at once: one is recorded, the other refused with what is left', async () => {
		const { order, payment } = await paidOrder()
		const share = dirhams(Math.floor(order.price.discounted * 0.6))
		const answers = await Promise.all([refund(order.id, { amount: share, note: 'first' }), refund(order.id, { amount: share, note: 'second' })])
		expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400])
		const rows = await refundsOf(order.id)
		expect(rows).toHaveLength(1)
		expect((await paymentRow(payment.id)).refundedFils).toBe(rows[0]!.amountFils)
	})

	test('ten refunds of 20 % at once: five recorded, never more than the capture; the sum matches the payment', async () => {
		const { order, payment } = await paidOrder()
		const share = Math.floor(order.price.discounted * 0.2)
		const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => refund(order.id, { amount: dirhams(share), note: `burst ${index}` })))
		expect(answers.filter((answer) => answer.status === 303)).toHaveLength(5)
		const rows = await refundsOf(order.id)
		expect(rows.reduce((total, row) => total + row.amountFils, 0)).toBe(5 * share)
		expect((await paymentRow(payment.id)).refundedFils).toBe(5 * share)
	})

	test('after a staff refund the customer can still cancel: the cancellation gives back only what is left of the food, its page shows the deduction', async () => {
		const { order, payment } = await paidOrder(2)
		const food = order.price.discounted
		const left = 1_000
		expect((await refund(order.id, { amount: dirhams(food - left), note: 'Late deliveries all week' })).status).toBe(303)

		const { subscription } = await planOfOrder(db, order.publicId)
		const preview = await app.checkout.cancellations.preview(order.customerId!, subscription!.publicId)
		if (preview.kind !== 'quote') throw new Error('no quote')
		const [part] = preview.quote.parts
		expect(part).toMatchObject({ amountFils: left, alreadyRefundedFils: part!.grossFils - part!.feeFils - left })
		const result = await app.checkout.cancellations.cancel(order.customerId!, subscription!.publicId, { expectedAmountFils: left })
		expect(result.kind).toBe('cancelled')
		const cancellation = (await refundsOf(order.id)).find((row) => row.reason === 'cancellation')
		expect(cancellation).toMatchObject({ amountFils: left, alreadyRefundedFils: part!.alreadyRefundedFils })
		expect((await paymentRow(payment.id)).refundedFils).toBe(food)
	})

	test('the database itself refuses a refund beyond the capture, whatever the code does', async () => {
		const { payment } = await paidOrder()
		await expect(db.update(payments).set({ refundedFils: sql`${payments.amountFils} + 1` }).where(eq(payments.id, payment.id))).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'payments_refunded' }) })
	})

	test('bad input: field errors with 400, nothing recorded, nothing audited', async () => {
		const { order } = await paidOrder()
		const auditBefore = await db.$count(staffAuditLog)
		for (const fields of [{ amount: 'ten', note: 'x' }, { amount: '0', note: 'x' }, { amount: '10', note: '  ' }, { amount: '-5', note: 'x' }, { amount: '10', note: 'bad\u0000text' }]) {
			expect((await refund(order.id, fields)).status).toBe(400)
		}
		expect(await refundsOf(order.id)).toHaveLength(0)
		expect(await db.$count(staffAuditLog)).toBe(auditBefore)
	})

	test('an unpaid order and an unknown order cannot be refunded', async () => {
		const [draft] = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'draft')).limit(1)
		if (draft) expect((await refund(draft.id, { amount: '10', note: 'x' })).status).toBe(409)
		expect((await refund(99_999_999, { amount: '10', note: 'x' })).status).toBe(404)
	})
})

describe('a refund the gateway does not confirm', () => {
	test('refused, then not answering: stays pending (the money reserved), retried by the job, confirmed once the gateway says so', async () => {
		const { order, payment } = await paidOrder()
		let now = new Date()
		const { gateway, state } = flakyGateway()
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox, now: () => now })
		const result = await refundOrder({ db, refunds: service, now: () => now }, managerStaff, order.id, { amount: '80', note: 'Refused first' })
		expect(result).toMatchObject({ status: 'recorded', state: 'pending' })
		expect((await refundsOf(order.id))[0]).toMatchObject({ state: 'pending', gatewayCode: '07005', confirmedAt: null })
		expect((await paymentRow(payment.id)).refundedFils).toBe(8_000)

		state.mode = 'silent'
		now = new Date(now.getTime() + 61_000)
		// The job's pass (other tests' pending refunds ride along: only this one is looked at).
		await service.retryDue(100)
		expect((await refundsOf(order.id))[0]).toMatchObject({ state: 'pending', attempts: 2, gatewayCode: 'timeout' })

		state.mode = 'pass'
		now = new Date(now.getTime() + 121_000)
		await service.retryDue(100)
		expect((await refundsOf(order.id))[0]).toMatchObject({ state: 'confirmed', attempts: 3 })
	})

	test('the page shows a pending refund as pending, never as refunded', async () => {
		const { order } = await paidOrder()
		const { gateway } = flakyGateway()
		const service = createRefundService({ db, logger, gateway, outbox: silentOutbox })
		await refundOrder({ db, refunds: service, now: () => new Date() }, managerStaff, order.id, { amount: '20', note: 'Pending' })
		const page = await (await app.request(`/console/orders/${order.id}/`, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain(ORDERS_MESSAGES.en.order.states.pending)
		expect(page).not.toContain(ORDERS_MESSAGES.en.order.states.confirmed)
	})
})
