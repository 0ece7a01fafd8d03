/**
 * Daily: deletes e-mails sent more than OUTBOX_KEEP_DAYS ago from the `outbox` table. Once sent,
 * a row only serves whoever looks into a complaint ("did the confirmation go out?"); kept for
 * ever it would hold every customer's name, address and order in e-mail form, and the last
 * e-mail to a deleted account would stay the one place its address remains (docs/accounts.md).
 * Failed rows and rows held for a payment stay: a person or a payment still has to deal with them.
 */
import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

/** Days a sent e-mail is kept (docs/operations.md, "E-mail"). */
export const OUTBOX_KEEP_DAYS = 30

export function purgeOutboxJob(db: Database, now: () => Date = () => new Date()): JobDefinition {
	return {
		name: 'purge-outbox',
		schedule: '20 2 * * *',
		queue: recurringQueue(900),
		run: async () => {
			const before = new Date(now().getTime() - OUTBOX_KEEP_DAYS * 86_400_000)
			const deleted = await db
				.delete(outbox)
				.where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before)))
				.returning({ id: outbox.id })
			return { deleted: deleted.length }
		},
	}
}
