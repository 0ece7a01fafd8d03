/**
 * The order confirmation is queued in the transaction that records the order paid (issue 19's
 * leftover): the outbox row is part of the payment's own commit, so a process that stops right
 * after that commit (nothing after it runs: onPaid, the dispatch) still has the e-mail waiting in
 * the outbox for its jobs, instead of waiting for the order-emails job's catch-up five minutes
 * later (or being lost after its 24 hours). Exactly once: ten copies of the gateway's notification
 * at once queue one e-mail. An e-mail that cannot be rendered rolls back alone (a savepoint): the
 * payment stands and the job's catch-up sends it.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { orders, outbox as outboxTable, payments } from '../../server/db/schema.ts'
import type { Transaction } from '../../server/db/client.ts'
import type { Outbox } from '../../server/mail/outbox.ts'
import { createOrderMails } from '../../server/orders/order-mails.ts'
import type { ApsGateway } from '../../server/payments/aps/gateway.ts'
import type { ApsResult } from '../../server/payments/aps/results.ts'
import { createPaymentService, newMerchantReference } from '../../server/payments/payment-service.ts'
import { createCheckoutTestApp, createOrder } from './support/checkout.ts'
import { createTestDatabase } from './support/database.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const logger = pino({ level: 'silent' })

/** An outbox whose sending never happens: the process stopped right after the payment's commit. */
const stoppedOutbox = { dispatch() {} } as unknown as Outbox
const orderMails = createOrderMails({
	db,
	outbox: stoppedOutbox,
	logger,
	publicOrigin: 'https://kcal.example',
	company: { supportPhone: '+971 4 000 0000', supportWhatsapp: '+971 50 000 0000', isExample: true },
	sandbox: true,
	paymentLinkToken: () => 'token',
})

/** APS whose every answer for a reference is "paid" (signatures are the real gateway's business here). */
function paidAps(amountFils: number): ApsGateway {
	const paid = (reference: string): ApsResult => ({
		outcome: 'paid',
		fortId: `17${reference.replace(/\D/g, '').slice(0, 13).padEnd(13, '0')}`,
		amountFils,
		currency: 'AED',
		card: { masked: '400555******0001', brand: 'VISA' },
		raw: { merchant_reference: reference, response_code: '14000', status: '14', captured_amount: String(amountFils) },
	})
	return {
		async checkStatus({ merchantReference }: { merchantReference: string }) {
			return paid(merchantReference)
		},
		readPurchaseResponse(params: Record<string, string>) {
			return paid(params.merchant_reference ?? '')
		},
	} as unknown as ApsGateway
}

/** A real order (made through the API) with a card attempt at the gateway. */
async function orderAtGateway(email: string) {
	const made = await createOrder(app.request, { email })
	const [order] = await db.select().from(orders).where(eq(orders.publicId, made.id))
	const [attempt] = await db
		.insert(payments)
		.values({ orderId: order!.id, method: 'card', gateway: 'aps', status: 'requires_action', amountFils: order!.totalFils, merchantReference: newMerchantReference(order!.id) })
		.returning()
	await db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, order!.id))
	return { order: order!, attempt: attempt! }
}

function serviceFor(amountFils: number, paidMail: (tx: Transaction, orderId: number) => Promise<number[]>) {
	const told: Array<{ orderId: number; mailIds: readonly number[] }> = []
	const service = createPaymentService({
		db,
		logger,
		aps: paidAps(amountFils),
		tabby: null,
		publicOrigin: 'https://kcal.example',
		paidMail,
		// What runs after the commit: here the process has stopped, so it does nothing at all.
		onPaid: async (orderId, mailIds) => void told.push({ orderId, mailIds }),
	})
	return { service, told }
}

const mailsTo = (email: string) => db.select().from(outboxTable).where(eq(outboxTable.to, email))
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('the confirmation is part of the payment’s commit', () => {
	test('ten copies of the notification at once: paid once, one confirmation queued in the same commit, nothing after it needed', async () => {
		const email = 'commit-once@example.com'
		const { order, attempt } = await orderAtGateway(email)
		const { service, told } = serviceFor(order.totalFils, (tx, orderId) => orderMails.queueConfirmation(tx, orderId))
		const notification = { merchant_reference: attempt.merchantReference }
		expect(await Promise.all(Array.from({ length: 10 }, () => service.handleApsNotification(notification)))).toEqual(Array(10).fill(true))

		const paid = await orderRow(order.id)
		expect(paid.status).toBe('paid')
		expect(paid.confirmationSentAt).toBeInstanceOf(Date)
		const queued = await mailsTo(email)
		expect(queued).toHaveLength(1)
		expect(queued[0]).toMatchObject({ status: 'pending', subject: expect.stringContaining('is confirmed') })
		// onPaid was told once, with that row: it only has to send it.
		expect(told).toEqual([{ orderId: order.id, mailIds: [queued[0]!.id] }])

		// The job's catch-up and a later answer find nothing more to send.
		expect(await orderMails.confirmMissed(new Date(Date.now() + 10 * 60_000))).toBe(0)
		await service.handleApsNotification(notification)
		expect(await mailsTo(email)).toHaveLength(1)
	})

	test('an e-mail that cannot be rendered is rolled back alone: the payment stands, and the job’s catch-up sends the confirmation', async () => {
		const email = 'commit-broken-template@example.com'
		const { order, attempt } = await orderAtGateway(email)
		const { service, told } = serviceFor(order.totalFils, async (tx, orderId) => {
			await orderMails.queueConfirmation(tx, orderId)
			throw new Error('the template broke')
		})
		expect(await service.handleApsNotification({ merchant_reference: attempt.merchantReference })).toBe(true)

		const paid = await orderRow(order.id)
		expect(paid.status).toBe('paid')
		expect(paid.invoiceNumber).toEqual(expect.any(Number))
		expect(paid.confirmationSentAt).toBeNull()
		expect(await mailsTo(email)).toHaveLength(0)
		expect(told).toEqual([{ orderId: order.id, mailIds: [] }])

		expect(await orderMails.confirmMissed(new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(1)
		expect(await mailsTo(email)).toHaveLength(1)
	})
})
