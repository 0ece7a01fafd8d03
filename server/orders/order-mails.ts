/**
 * The e-mails an order sends its customer, each at most once:
 * - the confirmation, queued in the transaction that records the order paid (the payment
 *   service's paidMail: the outbox row is part of the payment's commit, so no crash can come
 *   between them), and, should it have failed to render or queue there, by the job a few minutes
 *   later; with it goes the e-mail about the account the customer asked for with the order (held
 *   in the outbox since checkout: an account's invitation waits for the payment);
 * - one reminder for an order left unpaid: in draft or failed, last changed more than an hour
 *   and less than three days ago, with a link back to its payment step.
 *
 * Sending is claimed on the order itself: one UPDATE sets confirmation_sent_at (or
 * payment_reminder_sent_at) where it is still null, in the transaction that queues the e-mail in
 * the outbox. Two instances (or a replayed gateway answer) can race; only one wins the row, and
 * if queueing fails the claim rolls back with it.
 */
import { and, asc, eq, gt, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { deliveryDates } from '../../domain/delivery-schedule.ts'
import { localizePath } from '../../domain/locale.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import type { Database, Executor, Transaction } from '../db/client.ts'
import { deliveries, orders, payments } from '../db/schema.ts'
import { closedDatesFrom } from '../schedule/schedule-data.ts'
import type { Logger } from '../logger.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { releaseHeldMail } from '../mail/held-mails.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'
import { type OrderDeliverySpan, orderConfirmation, orderLocale, orderPageUrl, paymentLinkUrl, paymentReminder } from '../mail/order-templates.ts'
import type { MailCompany } from '../mail/templates.ts'
import { MY_PLAN_PATH } from '../menus/meal-reminders.ts'
import type { OrderRow } from './order-service.ts'
import { paidMethodOf } from './paid-method.ts'

export type OrderMailsOptions = {
	db: Database
	outbox: Outbox
	logger: Logger
	publicOrigin: string
	/** Customer care's numbers; the site's address is publicOrigin. */
	company: Pick<MailCompany, 'supportPhone' | 'supportWhatsapp' | 'isExample'>
	/** Payments go to the sandbox: the confirmation says no real money was taken. */
	sandbox: boolean
	/** The checkout's signed token for /dashboard/payment/?token= (and the thank-you page's ?token=). */
	paymentLinkToken: (order: OrderRow) => string
}

const HOUR_MS = 60 * 60 * 1000
/** An unpaid order is reminded once it has been left alone this long… */
export const REMIND_AFTER_MS = HOUR_MS
/** …and not once it is older than this: by then the customer has moved on. */
export const REMIND_UNTIL_MS = 3 * 24 * HOUR_MS
/** The payment service sends the confirmation itself; the job only steps in after this. */
const CONFIRMATION_GRACE_MS = 5 * 60 * 1000
/** How far back the job looks for a paid order without its confirmation. */
const CONFIRMATION_CATCH_UP_MS = 24 * HOUR_MS
/** Orders handled per run; the rest wait for the next minute. */
const BATCH = 50

export type OrderMails = ReturnType<typeof createOrderMails>

/**
 * The order's first and last delivery days: the live days its payment bought (a paid order's rows,
 * closed dates already skipped), or, unpaid, the days its start date would give with the closed
 * dates known now.
 */
export async function orderDeliverySpan(ex: Executor, order: OrderRow): Promise<OrderDeliverySpan> {
	const [bought] = await ex
		.select({ first: sql<string | null>`min(${deliveries.date})`, last: sql<string | null>`max(${deliveries.date})` })
		.from(deliveries)
		.where(and(eq(deliveries.orderId, order.id), inArray(deliveries.state, ['scheduled', 'delivered', 'failed'])))
	if (bought?.first && bought.last) return { first: bought.first, last: bought.last }
	const dates =
		isDaysPerWeek(order.daysPerWeek) && isWeeks(order.weeks)
			? deliveryDates(order.startDate, order.daysPerWeek, order.weeks, await closedDatesFrom(ex, order.startDate))
			: []
	return { first: dates[0] ?? order.startDate, last: dates.at(-1) ?? order.startDate }
}

export function createOrderMails({ db, outbox, logger, publicOrigin, company, sandbox, paymentLinkToken }: OrderMailsOptions) {
	const mailCompany: MailCompany = { supportPhone: company.supportPhone, supportWhatsapp: company.supportWhatsapp, isExample: company.isExample, siteUrl: publicOrigin }
	const later = alias(orders, 'later_order')

	type Render = (order: OrderRow, tx: Transaction) => Promise<OutgoingMail>

	/** Claims the e-mail on the order (its column still null, `when` holding) and queues it, in the caller's transaction; resolves to the outbox ids. */
	async function claimIn(tx: Transaction, orderId: number, kind: 'confirmation' | 'reminder', when: SQL | undefined, render: Render) {
		const column = kind === 'confirmation' ? orders.confirmationSentAt : orders.paymentReminderSentAt
		const stamp = kind === 'confirmation' ? { confirmationSentAt: sql`now()` } : { paymentReminderSentAt: sql`now()` }
		const [order] = await tx
			.update(orders)
			.set(stamp)
			.where(and(eq(orders.id, orderId), isNull(column), when))
			.returning()
		if (!order) return []
		const queued = await queueMails(tx, [await render(order, tx)], { customerId: order.customerId, orderId: order.id })
		// The e-mail about the account asked for with the order waited for its payment (server/accounts/checkout-account.ts).
		const released = kind === 'confirmation' && order.accountMailId !== null ? await releaseHeldMail(tx, order.accountMailId) : []
		return [...queued, ...released]
	}

	/** The same in a transaction of its own, sent after the commit. */
	async function claimAndQueue(orderId: number, kind: 'confirmation' | 'reminder', when: SQL | undefined, render: Render) {
		const ids = await db.transaction((tx) => claimIn(tx, orderId, kind, when, render))
		outbox.dispatch(ids)
		return ids.length > 0
	}

	const renderConfirmation: Render = async (order, tx) =>
		orderConfirmation(order, {
			company: mailCompany,
			orderUrl: orderPageUrl(publicOrigin, order, paymentLinkToken(order)),
			sandbox,
			paidWith: await paidMethodOf(tx, order.id),
			days: await orderDeliverySpan(tx, order),
			// A plan in an account is changed in My plan; an account made at checkout comes with this order.
			myPlan:
				order.customerId === null
					? null
					: { url: `${publicOrigin}${localizePath(MY_PLAN_PATH, orderLocale(order))}`, newAccount: order.accountMailId !== null },
		})
	const confirmationWhen = eq(orders.status, 'paid')
	const confirm = (orderId: number) => claimAndQueue(orderId, 'confirmation', confirmationWhen, renderConfirmation)

	/** What makes an unpaid order due for its reminder at `now`; checked again in the claiming UPDATE. */
	const reminderDue = (now: Date) =>
		and(
			inArray(orders.status, ['draft', 'failed']),
			lt(orders.updatedAt, new Date(now.getTime() - REMIND_AFTER_MS)),
			gt(orders.updatedAt, new Date(now.getTime() - REMIND_UNTIL_MS)),
			isNull(orders.paymentReminderSentAt),
			// The customer ordered again with the same address: that order is the one to talk about.
			notExists(db.select({ id: later.id }).from(later).where(and(eq(later.email, orders.email), gt(later.id, orders.id)))),
			// A gateway confirmed another amount than the order's: what it took is refunded automatically
			// (docs/payments.md), and a "finish paying" reminder would only confuse a customer awaiting that refund.
			notExists(
				db
					.select({ id: payments.id })
					.from(payments)
					.where(and(eq(payments.orderId, orders.id), eq(payments.failureReason, 'amount_mismatch'))),
			),
		)

	return {
		/**
		 * The confirmation of a paid order, once, queued in the caller's transaction (the payment
		 * service's paidMail, in the transaction that records the order paid): the outbox ids, none
		 * when the order is not paid or its confirmation went before. Send them after the commit.
		 */
		queueConfirmation: (tx: Transaction, orderId: number) => claimIn(tx, orderId, 'confirmation', confirmationWhen, renderConfirmation),

		/**
		 * The payment link again, asked by customer care (the console's orders section): the reminder's
		 * e-mail with a fresh link, for the caller to queue in the transaction that records it.
		 */
		async paymentLinkMail(tx: Transaction, order: OrderRow): Promise<OutgoingMail> {
			return paymentReminder(order, { company: mailCompany, paymentUrl: paymentLinkUrl(publicOrigin, order, paymentLinkToken(order)), days: await orderDeliverySpan(tx, order) })
		},

		/** The job's part: reminders for orders left unpaid at `now`. Resolves to how many were queued. */
		async remindUnpaid(now: Date) {
			const due = await db.select({ id: orders.id }).from(orders).where(reminderDue(now)).orderBy(asc(orders.updatedAt)).limit(BATCH)
			let queued = 0
			for (const { id } of due) {
				try {
					const sent = await claimAndQueue(id, 'reminder', reminderDue(now), async (order, tx) =>
						paymentReminder(order, {
							company: mailCompany,
							paymentUrl: paymentLinkUrl(publicOrigin, order, paymentLinkToken(order)),
							days: await orderDeliverySpan(tx, order),
						}),
					)
					if (sent) queued += 1
				} catch (error) {
					logger.error({ err: error, orderId: id }, 'Payment reminder could not be queued')
				}
			}
			return queued
		},

		/**
		 * The job's safety net: a paid order whose confirmation was not queued with its payment
		 * (it could not be rendered or queued there) gets it now.
		 */
		async confirmMissed(now: Date) {
			const missed = await db
				.select({ id: orders.id })
				.from(orders)
				.where(
					and(
						eq(orders.status, 'paid'),
						isNull(orders.confirmationSentAt),
						lt(orders.paidAt, new Date(now.getTime() - CONFIRMATION_GRACE_MS)),
						gt(orders.paidAt, new Date(now.getTime() - CONFIRMATION_CATCH_UP_MS)),
					),
				)
				.orderBy(asc(orders.paidAt))
				.limit(BATCH)
			let queued = 0
			for (const { id } of missed) {
				try {
					if (await confirm(id)) queued += 1
				} catch (error) {
					logger.error({ err: error, orderId: id }, 'Order confirmation could not be queued')
				}
			}
			if (queued > 0) logger.warn({ queued }, 'Order confirmations queued by the job, not at payment')
			return queued
		},
	}
}
