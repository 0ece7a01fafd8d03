/**
 * The renewal reminder (issue 17 item 6): RENEWAL_REMINDER_DAYS_BEFORE days before a running
 * plan's last delivery day (domain/schedule/renewal.ts), one e-mail in the customer's language
 * with a signed link to the renewal step. Once per end date: one UPDATE sets
 * `subscriptions.renewal_reminded_for` to the end date it is about, where it is not that date
 * yet, in the transaction that queues the e-mail; two instances or two runs can race and only
 * one wins the row. A renewal moves the end date, so the new end is reminded again in its time.
 * Run daily by the `renewal-reminders` job (server/jobs/renewal-reminders.ts). A plan withdrawn
 * from sale cannot be renewed, so its running plans get no reminder (nothing is claimed: if it is
 * offered again before their end, the reminder goes then).
 */
import { and, eq, gte, inArray, isNull, lte, max, ne, or, sql } from 'drizzle-orm'
import { addDays, uaeClock } from '../../domain/delivery-schedule.ts'
import { isLocaleCode, localizePath } from '../../domain/locale.ts'
import { RENEWAL_REMINDER_DAYS_BEFORE, renewalReminderDue } from '../../domain/schedule/renewal.ts'
import type { Database } from '../db/client.ts'
import { deliveries, plans, subscriptions } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'
import { renewalReminder } from '../mail/renewal-reminder-template.ts'
import type { MailCompany } from '../mail/templates.ts'
import { LIVE_STATES, lastDayAndLatestOrder } from './renewal.ts'

/** The renewal step's address (app/routes/renew-plan.tsx). */
export const RENEW_PLAN_PATH = '/account/plan/renew/'

/** A renewal step's address for a plan: `?plan=` its public id, and `token=` for a signed link. */
export function renewPlanPath(subscriptionPublicId: string, token?: string) {
	return `${RENEW_PLAN_PATH}?${new URLSearchParams({ plan: subscriptionPublicId, ...(token ? { token } : {}) })}`
}

/** A reminder's link works until the end of the day after the plan's last delivery day (UAE time). */
export const renewalLinkExpiry = (lastDate: string) => new Date(`${addDays(lastDate, 1)}T20:00:00Z`)

export type RenewalRemindersOptions = {
	db: Database
	outbox: Outbox
	logger: Logger
	publicOrigin: string
	company: Pick<MailCompany, 'supportPhone' | 'supportWhatsapp' | 'isExample'>
	/** Signs the link's plan id (purpose `renewal-link`) until the given instant. */
	renewalLinkToken: (subscriptionPublicId: string, expiresAt: Date) => string
}

/** Plans handled per run; the rest wait for the next one. */
const BATCH = 200

export function createRenewalReminders({ db, outbox, logger, publicOrigin, company, renewalLinkToken }: RenewalRemindersOptions) {
	const mailCompany: MailCompany = { ...company, siteUrl: publicOrigin }

	/**
	 * Claims the reminder for the plan's current end date and queues it, in one transaction; false
	 * when it is not due (renewed since it was listed) or another run had it.
	 */
	async function remind(subscriptionId: number, today: string): Promise<boolean> {
		const ids = await db.transaction(async (tx) => {
			// The plan's latest order (the latest renewal, or the first order) says whom to write to, in which language.
			const last = await lastDayAndLatestOrder(tx, subscriptionId)
			if (!last || !renewalReminderDue(last.date, today, null)) return []
			const [claimed] = await tx
				.update(subscriptions)
				.set({ renewalRemindedFor: last.date })
				.where(
					and(
						eq(subscriptions.id, subscriptionId),
						eq(subscriptions.status, 'active'),
						or(isNull(subscriptions.renewalRemindedFor), ne(subscriptions.renewalRemindedFor, last.date)),
						sql`exists (select 1 from ${plans} where ${plans.id} = ${subscriptions.planId} and ${plans.isActive})`,
					),
				)
				.returning({ publicId: subscriptions.publicId })
			if (!claimed) return []
			const { order } = last
			const locale = isLocaleCode(order.locale) ? order.locale : 'en'
			const token = renewalLinkToken(claimed.publicId, renewalLinkExpiry(last.date))
			const renewUrl = `${publicOrigin}${localizePath(RENEW_PLAN_PATH, locale)}?${new URLSearchParams({ plan: claimed.publicId, token })}`
			const mail = renewalReminder({ email: order.email, firstName: order.firstName, locale, planName: order.planName, lastDate: last.date, renewUrl }, mailCompany)
			return queueMails(tx, [mail], { customerId: order.customerId, orderId: order.id })
		})
		outbox.dispatch(ids)
		return ids.length > 0
	}

	return {
		/** The job's part: the reminders due at `now`. Resolves to how many were queued. */
		async sendDue(now: Date): Promise<number> {
			const today = uaeClock(now).date
			const lastDate = max(deliveries.date)
			const due = await db
				.select({ id: subscriptions.id, lastDate, remindedFor: subscriptions.renewalRemindedFor })
				.from(subscriptions)
				.innerJoin(deliveries, and(eq(deliveries.subscriptionId, subscriptions.id), inArray(deliveries.state, [...LIVE_STATES])))
				.innerJoin(plans, eq(plans.id, subscriptions.planId))
				.where(and(eq(subscriptions.status, 'active'), eq(plans.isActive, true)))
				.groupBy(subscriptions.id)
				.having(
					and(
						gte(lastDate, today),
						lte(lastDate, addDays(today, RENEWAL_REMINDER_DAYS_BEFORE)),
						sql`${subscriptions.renewalRemindedFor} is distinct from max(${deliveries.date})`,
					),
				)
				.limit(BATCH)
			let queued = 0
			for (const plan of due) {
				if (plan.lastDate === null || !renewalReminderDue(plan.lastDate, today, plan.remindedFor)) continue
				try {
					if (await remind(plan.id, today)) queued += 1
				} catch (error) {
					logger.error({ err: error, subscriptionId: plan.id }, 'Renewal reminder could not be queued')
				}
			}
			return queued
		},
	}
}

export type RenewalReminders = ReturnType<typeof createRenewalReminders>
