/**
 * Pausing and resuming a customer's delivery days (code: freeze/unfreeze), one transaction each.
 * The plan's row is locked first, so two changes of one plan (two tabs, a double click, a burst
 * of requests) run one after the other and the second sees the first's days: freezing a day
 * twice answers `already-paused`, and the frozen-days limit holds however many arrive at once.
 * Every day row is written only if it is still as read (its `updated_at`), which also stops a
 * writer that does not take the plan's lock (staff) from being overwritten. The rules are
 * domain/schedule/freeze.ts's; the database's deferred check (migration 0013) confirms at commit
 * that no paid day was lost.
 */
import { and, eq, sql } from 'drizzle-orm'
import { type DaySelection, freezeDays as planFreeze, firstChangeableDay, type ScheduleProblem, unfreezeDays as planUnfreeze } from '../../domain/schedule/freeze.ts'
import type { Executor, Transaction } from '../db/client.ts'
import { deliveries, subscriptions } from '../db/schema.ts'
import { pauseMail } from '../mail/schedule-templates.ts'
import { queueOwnerMail } from './schedule-mails.ts'
import { closedDatesFrom, type DeliveryRow, holdClosedDates, lockOwnSubscription, planScheduleOf, type SubscriptionRow } from './schedule-data.ts'

export type ScheduleChange<Changed> =
	| ({ status: 'changed' } & Changed)
	| { status: 'not-found' }
	| { status: 'refused'; problem: ScheduleProblem }
	/** A day changed between reading and writing it (a writer that does not lock the plan): try again. */
	| { status: 'conflict' }

/** Thrown inside the transaction to roll it back when a day is no longer as read. */
export class DayChangedMeanwhile extends Error {}

/**
 * The day's row, if it is still as read: same state, same `updated_at` (compared to the
 * millisecond, as JavaScript read it; a row written by the database's clock has microseconds).
 */
const stillAsRead = (day: DeliveryRow) =>
	and(eq(deliveries.id, day.id), eq(deliveries.state, day.state), sql`date_trunc('milliseconds', ${deliveries.updatedAt}) = ${day.updatedAt}`)

/** Sets `values` on the day if it is still exactly as read; otherwise rolls the whole change back. */
export async function updateDayAsRead(tx: Transaction, day: DeliveryRow, values: Partial<typeof deliveries.$inferInsert>) {
	const updated = await tx
		.update(deliveries)
		.set(values)
		.where(stillAsRead(day))
		.returning({ id: deliveries.id })
	if (updated.length === 0) throw new DayChangedMeanwhile(`Delivery ${day.id} changed meanwhile`)
}

/** Runs a change of one customer's plan under its lock; not theirs (or unknown) is `not-found`. */
export async function changeOwnPlan<Changed>(
	db: Executor,
	owner: { subscriptionId: string; customerId: number },
	change: (tx: Transaction, subscription: SubscriptionRow) => Promise<ScheduleChange<Changed>>,
): Promise<ScheduleChange<Changed>> {
	try {
		return await db.transaction(async (tx) => {
			const subscription = await lockOwnSubscription(tx, owner.subscriptionId, owner.customerId)
			if (!subscription) return { status: 'not-found' as const }
			return change(tx, subscription)
		})
	} catch (error) {
		if (error instanceof DayChangedMeanwhile) return { status: 'conflict' }
		throw error
	}
}

/** States whose day food comes (or came) on. */
const LIVE_STATES: ReadonlySet<string> = new Set(['scheduled', 'delivered', 'failed'])

const byId = (rows: readonly DeliveryRow[]) => new Map(rows.map((row) => [row.id, row]))

export type PauseRequest = {
	subscriptionId: string
	customerId: number
	selection: DaySelection
	now: Date
	/** Staff with the right to (the console): days after the cut-off too, from tomorrow on (domain/schedule/freeze.ts). */
	overrideCutoff?: boolean
}

/** `mailIds`: the e-mail about it, queued in the transaction; hand them to the outbox after it. */
type Paused = { subscription: SubscriptionRow; paused: string[]; added: string[]; mailIds: number[] }
type Resumed = { subscription: SubscriptionRow; resumed: string[]; removed: string[]; mailIds: number[] }

/** Pauses the chosen days; each adds a day after the plan's last one, going where the last live day goes. */
export async function freezeDays(db: Executor, request: PauseRequest): Promise<ScheduleChange<Paused>> {
	return changeOwnPlan(db, request, async (tx, subscription): Promise<ScheduleChange<Paused>> => {
		const { rows, schedule } = await planScheduleOf(tx, subscription)
		await holdClosedDates(tx)
		const closed = await closedDatesFrom(tx, firstChangeableDay(schedule, request.now, request))
		const outcome = planFreeze(schedule, request.selection, { now: request.now, closedDates: closed, overrideCutoff: request.overrideCutoff })
		if (!outcome.ok) return { status: 'refused', problem: outcome.problem }
		const rowOf = byId(rows)
		for (const day of outcome.freeze) await updateDayAsRead(tx, rowOf.get(day.id)!, { state: 'frozen', updatedAt: request.now })
		// The added days copy the plan's latest day that still delivers (its address and slot may have changed since the order).
		const template = rows.filter((row) => row.state !== 'frozen' && row.state !== 'cancelled').at(-1) ?? rows.at(-1)!
		await tx.insert(deliveries).values(
			outcome.append.map((date, index) => ({
				subscriptionId: subscription.id,
				// Each added day replaces one paused day and stays its order's: a renewal's last day (the
				// template) was paid at another price, which a cancellation would refund it at.
				orderId: rowOf.get(outcome.freeze[index]!.id)!.orderId,
				date,
				address: template.address,
				areaTimingId: template.areaTimingId,
				createdAt: request.now,
				updatedAt: request.now,
			})),
		)
		await tx.update(subscriptions).set({ updatedAt: request.now }).where(eq(subscriptions.id, subscription.id))
		const paused = outcome.freeze.map((day) => day.date)
		// The added days come after every other day: the last of them is the plan's new end.
		const mailIds = await queueOwnerMail(tx, request.customerId, (customer) => pauseMail(customer, { kind: 'paused', dates: paused, lastDate: outcome.append.at(-1)! }))
		return { status: 'changed', subscription, paused, added: outcome.append, mailIds }
	})
}

/** Resumes the chosen paused days; as many of the plan's last scheduled days go. */
export async function unfreezeDays(db: Executor, request: PauseRequest): Promise<ScheduleChange<Resumed>> {
	return changeOwnPlan(db, request, async (tx, subscription): Promise<ScheduleChange<Resumed>> => {
		const { rows, schedule } = await planScheduleOf(tx, subscription)
		const outcome = planUnfreeze(schedule, request.selection, { now: request.now, overrideCutoff: request.overrideCutoff })
		if (!outcome.ok) return { status: 'refused', problem: outcome.problem }
		// A day the kitchen closed after it was paused stays paused: it is no delivery day any more.
		await holdClosedDates(tx)
		const closed = new Set(await closedDatesFrom(tx, outcome.unfreeze.map((day) => day.date).sort()[0]!))
		const onClosedDay = outcome.unfreeze.find((day) => closed.has(day.date))
		if (onClosedDay) return { status: 'refused', problem: { code: 'not-a-delivery-day', date: onClosedDay.date } }
		const rowOf = byId(rows)
		// The last days go first: a resumed day may take the date one of them had only if it is free again.
		for (const day of outcome.remove) {
			const row = rowOf.get(day.id)!
			const removed = await tx
				.delete(deliveries)
				.where(stillAsRead(row))
				.returning({ id: deliveries.id })
			if (removed.length === 0) throw new DayChangedMeanwhile(`Delivery ${row.id} changed meanwhile`)
		}
		for (const day of outcome.unfreeze) await updateDayAsRead(tx, rowOf.get(day.id)!, { state: 'scheduled', updatedAt: request.now })
		await tx.update(subscriptions).set({ updatedAt: request.now }).where(eq(subscriptions.id, subscription.id))
		const resumed = outcome.unfreeze.map((day) => day.date)
		const removedIds = new Set(outcome.remove.map((day) => day.id))
		const lastDate = [...rows.filter((row) => LIVE_STATES.has(row.state) && !removedIds.has(row.id)).map((row) => row.date), ...resumed].sort().at(-1)!
		const mailIds = await queueOwnerMail(tx, request.customerId, (customer) => pauseMail(customer, { kind: 'resumed', dates: resumed, lastDate }))
		return { status: 'changed', subscription, resumed, removed: outcome.remove.map((day) => day.date), mailIds }
	})
}
