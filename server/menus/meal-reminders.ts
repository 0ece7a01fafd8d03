/**
 * The weekly meal-choice reminder (issue 17 item 9): on the day before the coming week's first
 * cut-off (domain/menu/meal-reminder.ts), one e-mail per running plan that has delivery days that
 * week, to its customer unless they turned reminders off in the account (customers.meal_reminders),
 * in the account's language. Guests' plans get none: swapping dishes needs an account. Once per
 * week: one UPDATE sets `subscriptions.meal_reminded_week` to that Monday in the transaction that
 * queues the e-mail, so two instances or two runs race for the row and only one wins.
 * Run daily by the `meal-reminders` job (server/jobs/meal-reminders.ts).
 */
import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { addDays, uaeClock } from '../../domain/delivery-schedule.ts'
import { isLocaleCode, localizePath } from '../../domain/locale.ts'
import { cutoffDayOf, mealReminderWeek } from '../../domain/menu/meal-reminder.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import type { Database } from '../db/client.ts'
import { customers, deliveries, planTranslations, subscriptions } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import { mealReminder } from '../mail/meal-reminder-template.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'

/** My plan, and the account section holding the reminder setting (app/routes/account.tsx). */
export const MY_PLAN_PATH = '/account/plan/'
export const MEAL_REMINDER_SETTING_PATH = '/account/#meal-reminders'

/** Plans read per query. */
const PAGE = 500

export type MealRemindersOptions = { db: Database; outbox: Outbox; logger: Logger; publicOrigin: string; now: () => Date }

export function createMealReminders({ db, outbox, logger, publicOrigin, now }: MealRemindersOptions) {
	/** Claims the week's reminder for the plan and queues it, in one transaction; false when another run had it or the week has no delivery day. */
	async function remind(subscriptionId: number, monday: string, cutoffDay: string, cutoffHour: number): Promise<boolean> {
		const ids = await db.transaction(async (tx) => {
			const [claimed] = await tx
				.update(subscriptions)
				.set({ mealRemindedWeek: monday })
				.where(
					and(
						eq(subscriptions.id, subscriptionId),
						eq(subscriptions.status, 'active'),
						sql`${subscriptions.mealRemindedWeek} is distinct from ${monday}::date`,
						sql`exists (select 1 from ${deliveries} where ${deliveries.subscriptionId} = ${subscriptions.id} and ${deliveries.state} = 'scheduled' and ${deliveries.date} between ${monday}::date and ${addDays(monday, 6)}::date)`,
					),
				)
				.returning({ customerId: subscriptions.customerId, planId: subscriptions.planId })
			if (!claimed?.customerId) return []
			const [customer] = await tx
				.select({ email: customers.email, firstName: customers.firstName, locale: customers.locale, mealReminders: customers.mealReminders })
				.from(customers)
				.where(eq(customers.id, claimed.customerId))
			// Turned off or deleted since the plan was listed: the week counts as handled.
			if (!customer?.email || !customer.mealReminders) return []
			const locale = isLocaleCode(customer.locale) ? customer.locale : 'en'
			const [plan] = await tx
				.select({ name: planTranslations.name })
				.from(planTranslations)
				.where(and(eq(planTranslations.planId, claimed.planId), eq(planTranslations.locale, locale)))
			const mail = mealReminder({
				email: customer.email,
				firstName: customer.firstName,
				locale,
				planName: plan?.name ?? '',
				monday,
				cutoffDay,
				cutoffHour,
				planUrl: `${publicOrigin}${localizePath(MY_PLAN_PATH, locale)}`,
				settingsUrl: `${publicOrigin}${localizePath(MEAL_REMINDER_SETTING_PATH, locale)}`,
			})
			return queueMails(tx, [mail], { customerId: claimed.customerId })
		})
		outbox.dispatch(ids)
		return ids.length > 0
	}

	return {
		/** The job's part: the reminders due now. Resolves to how many were queued. */
		async sendDue(at: Date = now()): Promise<number> {
			const today = uaeClock(at).date
			let queued = 0
			// Page by id until every plan was looked at: one day's reminders are never cut short by a batch size.
			for (let afterId = 0; ; ) {
				// Plans with a scheduled day in the next three weeks, not reminded for a week still ahead, whose customer wants reminders; each plan's own rules say which week is due.
				const candidates = await db
					.selectDistinct({ id: subscriptions.id, rules: subscriptions.rules, remindedWeek: subscriptions.mealRemindedWeek })
					.from(subscriptions)
					.innerJoin(customers, eq(customers.id, subscriptions.customerId))
					.innerJoin(deliveries, eq(deliveries.subscriptionId, subscriptions.id))
					.where(
						and(
							gt(subscriptions.id, afterId),
							eq(subscriptions.status, 'active'),
							or(isNull(subscriptions.mealRemindedWeek), lte(subscriptions.mealRemindedWeek, today)),
							eq(customers.mealReminders, true),
							isNull(customers.deletedAt),
							isNotNull(customers.email),
							eq(deliveries.state, 'scheduled'),
							gte(deliveries.date, today),
							lte(deliveries.date, addDays(today, 21)),
						),
					)
					.orderBy(asc(subscriptions.id))
					.limit(PAGE)
				for (const plan of candidates) {
					const cutoff = cutoffOf(plan.rules)
					const monday = mealReminderWeek(at, cutoff)
					if (!monday || plan.remindedWeek === monday) continue
					try {
						if (await remind(plan.id, monday, cutoffDayOf(monday, cutoff), cutoff.hour)) queued += 1
					} catch (error) {
						logger.error({ err: error, subscriptionId: plan.id }, 'Meal-choice reminder could not be queued')
					}
				}
				if (candidates.length < PAGE) return queued
				afterId = candidates.at(-1)!.id
			}
		},
	}
}

export type MealReminders = ReturnType<typeof createMealReminders>
