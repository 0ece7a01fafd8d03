/**
 * Daily at 05:00 UTC (09:00 in the UAE, three hours before the noon cut-off): the weekly
 * meal-choice reminders that are due, on the day before the coming week's first cut-off
 * (server/menus/meal-reminders.ts). Each is claimed on its plan for that week in the transaction
 * that queues it, so it is never sent twice, whoever runs the job or how often.
 */
import type { MealReminders } from '../menus/meal-reminders.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function mealRemindersJob(reminders: Pick<MealReminders, 'sendDue'>): JobDefinition {
	return {
		name: 'meal-reminders',
		schedule: '0 5 * * *',
		queue: recurringQueue(900),
		run: async () => ({ reminded: await reminders.sendDue() }),
	}
}
