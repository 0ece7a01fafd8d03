/**
 * Every background job the server runs, in one list (docs/operations.md, "Jobs", says how to add
 * one): a job is a module of this folder exporting a `JobDefinition` (name, schedule, retry
 * policy, handler) made from the services it needs.
 */
import type { SessionStore } from '../auth/sessions.ts'
import { createStaffSessions } from '../console/staff-sessions.ts'
import type { Database } from '../db/client.ts'
import type { Outbox } from '../mail/outbox.ts'
import type { PhotoService } from '../media/photo-service.ts'
import type { Checkout } from '../orders/checkout.ts'
import { eraseOrderRecordsJob } from './erase-order-records.ts'
import { fixKitchenDefaultsJob } from './fix-kitchen-defaults.ts'
import type { JobDefinition } from './job-runner.ts'
import { orderEmailsJob } from './order-emails.ts'
import { outboxJobs } from './outbox-jobs.ts'
import { purgeOutboxJob } from './purge-outbox.ts'
import { purgeSessionsJob } from './purge-sessions.ts'
import { mealRemindersJob } from './meal-reminders.ts'
import { reconcilePaymentsJob } from './reconcile-payments.ts'
import { renewalRemindersJob } from './renewal-reminders.ts'
import { retryRefundsJob } from './retry-refunds.ts'
import { photoJobs } from './photo-variants.ts'

export type JobServices = { db: Database; checkout: Checkout; sessions: SessionStore; outbox: Outbox; photos: PhotoService }

export function appJobs({ db, checkout, sessions, outbox, photos }: JobServices): JobDefinition[] {
	return [
		reconcilePaymentsJob(checkout.payments),
		retryRefundsJob(checkout.refunds),
		orderEmailsJob(checkout),
		renewalRemindersJob(checkout.renewals),
		mealRemindersJob(checkout.mealReminders),
		...outboxJobs(outbox),
		purgeSessionsJob(sessions, createStaffSessions(db, () => new Date())),
		purgeOutboxJob(db),
		eraseOrderRecordsJob(db),
		fixKitchenDefaultsJob(db),
		...photoJobs(photos),
	]
}
