/**
 * The outbox purge (server/jobs/purge-outbox.ts): e-mails sent more than 30 days ago go; newer
 * ones, failed ones and ones held for a payment stay, whatever their age.
 */
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { outbox } from '../../../server/db/schema.ts'
import { purgeOutboxJob } from '../../../server/jobs/purge-outbox.ts'
import { createTestDatabase } from '../support/database.ts'

const { db } = await createTestDatabase()

test('deletes only e-mails sent more than 30 days ago', async () => {
	const now = new Date('2026-11-27T02:20:00Z')
	const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
	const mail = { to: 'layla@example.com', subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' }
	await db.insert(outbox).values([
		{ ...mail, subject: 'sent 31 days ago', status: 'sent', createdAt: daysAgo(31), sentAt: daysAgo(31) },
		{ ...mail, subject: 'sent 29 days ago', status: 'sent', createdAt: daysAgo(29), sentAt: daysAgo(29) },
		{ ...mail, subject: 'failed 60 days ago', status: 'failed', attempts: 10, createdAt: daysAgo(60) },
		{ ...mail, subject: 'held 60 days', status: 'pending', createdAt: daysAgo(60), nextAttemptAt: sql`'infinity'::timestamptz` },
	])
	const job = purgeOutboxJob(db, () => now)
	expect(await job.run({}, { id: 'test', retryCount: 0, signal: new AbortController().signal })).toEqual({ deleted: 1 })
	const left = (await db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject).sort()
	expect(left).toEqual(['failed 60 days ago', 'held 60 days', 'sent 29 days ago'])
})
