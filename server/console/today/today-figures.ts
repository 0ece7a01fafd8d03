/**
 * What the Today page reads (issue 19, item 7), for the UAE's calendar day: orders made and paid,
 * revenue (only when asked: roles with `today.money`), refunds, active plans, paused days today
 * and this week, tomorrow's meals — from the kitchen's own production sheet
 * (server/console/kitchen/production-data.ts), so the number is the one the kitchen cooks — and
 * the funnel the server itself can count.
 *
 * The funnel: the site's analytics bus (app/analytics/bus.ts, docs/analytics.md) sends its events
 * from the browser to the measurement tools the visitor consented to; the server stores none of
 * them. So the page counts what the server records: leads, new accounts, orders made, orders that
 * reached a payment, orders paid.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import { type Revenue, revenueOf, type UaeDay, uaeDay } from '../../../domain/today-figures.ts'
import type { Database } from '../../db/client.ts'
import { customers, deliveries, leads, orders, payments, refunds, subscriptions } from '../../db/schema.ts'
import { readProductionSheet } from '../kitchen/production-data.ts'

export type TodayFigures = {
	day: UaeDay
	orders: { paid: number }
	/** Null unless asked for (roles without `today.money` are never sent it). */
	revenue: Revenue | null
	refunds: { count: number; pending: number; amountFils: number | null; vatFils: number | null }
	activePlans: number
	pausedDays: { today: number; thisWeek: number }
	tomorrow: { deliveries: number; meals: number; final: boolean }
	funnel: { leads: number; accounts: number; ordersMade: number; ordersAtPayment: number; ordersPaid: number }
}

const within = (column: Parameters<typeof gte>[0], day: UaeDay) => and(gte(column, day.start), lt(column, day.end))

export async function readTodayFigures(db: Database, { now, locale, money }: { now: Date; locale: ConsoleLocale; money: boolean }): Promise<TodayFigures> {
	const day = uaeDay(now)
	const [paid, refundRows, activePlans, paused, funnel, sheet] = await Promise.all([
		db
			.select({
				count: count(),
				grossFils: sql<number>`coalesce(sum(${orders.totalFils}), 0)::int`,
				vatFils: sql<number>`coalesce(sum(${orders.vatFils}), 0)::int`,
				depositFils: sql<number>`coalesce(sum((${orders.price}->>'bag_deposit')::int), 0)::int`,
			})
			.from(orders)
			.where(and(eq(orders.status, 'paid'), within(orders.paidAt, day))),
		db
			.select({
				count: count(),
				pending: sql<number>`count(*) filter (where ${refunds.state} = 'pending')::int`,
				amountFils: sql<number>`coalesce(sum(${refunds.amountFils}), 0)::int`,
				vatFils: sql<number>`coalesce(sum(${refunds.vatFils}), 0)::int`,
			})
			.from(refunds)
			.where(within(refunds.createdAt, day)),
		db.$count(subscriptions, eq(subscriptions.status, 'active')),
		db
			.select({
				today: sql<number>`count(*) filter (where ${deliveries.date} = ${day.date})::int`,
				thisWeek: count(),
			})
			.from(deliveries)
			.where(and(eq(deliveries.state, 'frozen'), gte(deliveries.date, day.weekStart), sql`${deliveries.date} <= ${day.weekEnd}`)),
		readFunnel(db, day),
		readProductionSheet(db, day.tomorrow, locale, now),
	])
	const [orderRow] = paid
	const [refundRow] = refundRows
	const [pausedRow] = paused
	return {
		day,
		orders: { paid: orderRow!.count },
		revenue: money ? revenueOf(orderRow!) : null,
		refunds: { count: refundRow!.count, pending: refundRow!.pending, amountFils: money ? refundRow!.amountFils : null, vatFils: money ? refundRow!.vatFils : null },
		activePlans,
		pausedDays: { today: pausedRow!.today, thisWeek: pausedRow!.thisWeek },
		tomorrow: { deliveries: sheet.deliveries, meals: sheet.meals, final: sheet.status === 'final' },
		funnel,
	}
}

/** Today's steps the server records, from a visitor's first contact to a paid order. */
async function readFunnel(db: Database, day: UaeDay): Promise<TodayFigures['funnel']> {
	const [leadCount, accounts, made, atPayment, ordersPaid] = await Promise.all([
		db.$count(leads, within(leads.createdAt, day)),
		db.$count(customers, within(customers.createdAt, day)),
		db.$count(orders, within(orders.createdAt, day)),
		// Made today and sent to a payment at least once (whatever came of it).
		db
			.select({ count: sql<number>`count(distinct ${orders.id})::int` })
			.from(orders)
			.innerJoin(payments, eq(payments.orderId, orders.id))
			.where(within(orders.createdAt, day)),
		db.$count(orders, and(within(orders.createdAt, day), eq(orders.status, 'paid'))),
	])
	return { leads: leadCount, accounts, ordersMade: made, ordersAtPayment: atPayment[0]!.count, ordersPaid }
}
