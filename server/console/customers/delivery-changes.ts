/**
 * One delivery day's address or slot changed on a customer's behalf (issue 19, item 7), for that
 * day or "from this date on", with a reason: through the customer's own function
 * (server/schedule/change-delivery.ts) and choices (server/schedule/delivery-choices.ts), so the
 * cut-off, the slot still running in its area and the e-mail to the customer are theirs; only a
 * role with `schedule.override-cut-off` may reach past the cut-off (from tomorrow on, never
 * today). The change and its audit row are one transaction; the e-mail goes after it.
 */
import { and, eq } from 'drizzle-orm'
import { can } from '../../../domain/console-permissions.ts'
import { type LocaleCode, isLocaleCode } from '../../../domain/locale.ts'
import type { ScheduleProblem } from '../../../domain/schedule/freeze.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import type { Database, Executor } from '../../db/client.ts'
import { customers, deliveries, subscriptions } from '../../db/schema.ts'
import type { Outbox } from '../../mail/outbox.ts'
import { changeDeliveryAddressOrSlot } from '../../schedule/change-delivery.ts'
import { readDeliveryChoice } from '../../schedule/delivery-choices.ts'
import { isPublicId } from '../../schedule/schedule-data.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'
import { REASON_MAX } from './customer-care.ts'

export type DeliveryForm = { where: string; fromThisDateOn: boolean; reason: string; override: boolean; seen: string }

export type DeliveryFormError = 'where' | 'reason' | 'override' | 'slot-closed'

export type DeliveryChangeOutcome =
	| { status: 'changed'; dates: string[] }
	| { status: 'not-found' }
	| { status: 'invalid'; error: DeliveryFormError }
	| { status: 'refused'; problem: ScheduleProblem }
	| { status: 'conflict' }

type Deps = { db: Database; outbox: Pick<Outbox, 'dispatch'>; now: () => Date }

/** One day of one customer's plan, as the change page shows it; null when it is not theirs. */
export async function customerDay(ex: Executor, customerId: number, deliveryId: string) {
	if (!isPublicId(deliveryId)) return null
	const [row] = await ex
		.select({
			publicId: deliveries.publicId,
			date: deliveries.date,
			state: deliveries.state,
			address: deliveries.address,
			updatedAt: deliveries.updatedAt,
			planId: subscriptions.publicId,
			planStatus: subscriptions.status,
			customerLocale: customers.locale,
		})
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.innerJoin(customers, eq(customers.id, subscriptions.customerId))
		.where(and(eq(deliveries.publicId, deliveryId), eq(subscriptions.customerId, customerId)))
	return row ? { ...row, customerLocale: customerLocaleOf(row.customerLocale) } : null
}

export type CustomerDay = NonNullable<Awaited<ReturnType<typeof customerDay>>>

/** The language the customer's own pages and e-mails use: the day's new address is named in it. */
const customerLocaleOf = (value: string): LocaleCode => (isLocaleCode(value) ? value : 'en')

export async function changeDeliveryForCustomer({ db, outbox, now }: Deps, staff: SignedInStaff, customerId: number, deliveryId: string, form: DeliveryForm): Promise<DeliveryChangeOutcome> {
	const reason = form.reason.trim()
	if (!reason || reason.length > REASON_MAX || !isAcceptableText(reason)) return { status: 'invalid', error: 'reason' }
	// The server decides who may override, whatever the form sent.
	if (form.override && !can(staff.role, 'schedule.override-cut-off')) return { status: 'invalid', error: 'override' }
	const day = await customerDay(db, customerId, deliveryId)
	if (!day) return { status: 'not-found' }
	const change = await readDeliveryChoice(db, customerId, form.where, day.customerLocale)
	if (!change || change === 'unknown-address') return { status: 'invalid', error: 'where' }
	const seen = new Date(form.seen)
	const at = now()
	const outcome = await db.transaction(async (tx) => {
		const result = await changeDeliveryAddressOrSlot(tx, {
			deliveryId,
			customerId,
			change,
			fromThisDateOn: form.fromThisDateOn,
			...(Number.isNaN(seen.getTime()) ? {} : { seenUpdatedAt: seen }),
			locale: day.customerLocale,
			now: at,
			overrideCutoff: form.override,
		})
		if (result.status === 'invalid') return { result: { status: 'invalid' as const, error: 'slot-closed' as const }, mailIds: [] as number[] }
		if (result.status !== 'changed') return { result, mailIds: [] as number[] }
		// Which slot and area, and whether a saved address: never the address's words, since the log outlives the account.
		const place = (address: { area_id: number; area_timing_id: number }) => ({ areaId: address.area_id, areaTimingId: address.area_timing_id })
		await writeAudit(
			tx,
			staff,
			{
				action: 'customer.change-delivery',
				subject: `customer:${customerId}`,
				before: place(day.address),
				after: { plan: day.planId, dates: result.dates, ...place(result.address), choice: form.where, fromThisDateOn: form.fromThisDateOn, reason, overrideCutoff: form.override },
			},
			at,
		)
		return { result: { status: 'changed' as const, dates: result.dates }, mailIds: result.mailIds }
	})
	outbox.dispatch(outcome.mailIds)
	return outcome.result
}
