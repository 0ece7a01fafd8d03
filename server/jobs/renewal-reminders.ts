/**
 * Daily at 05:00 UTC (09:00 in the UAE, a decent hour for an e-mail): the renewal reminders that
 * are due, RENEWAL_REMINDER_DAYS_BEFORE days before a running plan's last delivery day
 * (server/schedule/renewal-reminders.ts). Each is claimed on its plan for that end date in the
 * transaction that queues it, so it is never sent twice, whoever runs the job or how often.
 */
import type { Checkout } from '../orders/checkout.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function renewalRemindersJob(renewals: Pick<Checkout['renewals'], 'sendDueReminders'>): JobDefinition {
	return {
		name: 'renewal-reminders',
		schedule: '0 5 * * *',
		queue: recurringQueue(900),
		run: async () => ({ reminded: await renewals.sendDueReminders() }),
	}
}
