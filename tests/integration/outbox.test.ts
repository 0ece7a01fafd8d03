/**
 * The e-mail outbox against a real PostgreSQL and SMTP server: a failed send is kept and sent
 * again later, two instances never send the same e-mail twice, and without SMTP_URL e-mails
 * wait as pending while the log says so once. The jobs that drive it: tests/integration/jobs/.
 */
import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { outbox as outboxTable } from '../../server/db/schema.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { createOutbox, MAX_ATTEMPTS, NO_ACCOUNT, queueMails, retryDelayMs } from '../../server/mail/outbox.ts'
import { createTestDatabase } from './support/database.ts'
import { startTestSmtpServer, waitForOutboxAfterAll } from './support/smtp.ts'

const smtp = await startTestSmtpServer()
const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)

/** A logger whose lines the test can read. */
function recordingLogger() {
	const lines: Array<{ level: number; msg: string }> = []
	const stream = new Writable({
		write(chunk: Buffer, _encoding, callback) {
			lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string })
			callback()
		},
	})
	return { logger: pino({ level: 'info' }, stream), lines }
}

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain text', html: '<p>HTML</p>' })
const rowOf = async (id: number) => (await db.select().from(outboxTable).where(eq(outboxTable.id, id)))[0]
const live = (logger = pino({ level: 'silent' })) =>
	createOutbox({ db, logger, mailer: createMailer({ smtpUrl: smtp.url, from: 'kcal <no-reply@kcal.example>', logger }) })

describe('e-mail outbox', () => {
	test('the pause between attempts doubles from a minute up to an hour', () => {
		expect([1, 2, 3, 4, 7, 8, MAX_ATTEMPTS].map((attempt) => retryDelayMs(attempt) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60])
	})

	test('a failed send is kept with its error and sent by the retry job once due', async () => {
		const outbox = live()
		const [id = 0] = await queueMails(db, [mail('retry@example.com')], NO_ACCOUNT)
		smtp.failNext(1)
		const sentFrom = Date.now()
		outbox.dispatch([id])
		await outbox.idle()
		const sentBy = Date.now()
		const failed = await rowOf(id)
		expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
		expect(failed?.lastError).toMatch(/451|temporarily unavailable/i)
		// A minute after the failed try, whenever within the send it happened, however long the send took.
		const retryAt = failed?.nextAttemptAt.getTime() ?? 0
		expect(retryAt).toBeGreaterThanOrEqual(sentFrom + 60_000 - 1)
		expect(retryAt).toBeLessThanOrEqual(sentBy + 60_000 + 1)

		// Not due yet: the job leaves it alone.
		expect(await outbox.retryDue()).toBe(0)
		await db.update(outboxTable).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outboxTable.id, id))
		expect(await outbox.retryDue()).toBe(1)
		expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
		expect(smtp.received.filter((item) => item.to.includes('retry@example.com'))).toHaveLength(1)
		await outbox.stop()
	})

	test('two instances sending the same e-mail at once send it once', async () => {
		const [first, second] = [live(), live()]
		const [id = 0] = await queueMails(db, [mail('once@example.com')], NO_ACCOUNT)
		first.dispatch([id])
		second.dispatch([id])
		await Promise.all([first.idle(), second.idle()])
		expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 })
		expect(smtp.received.filter((item) => item.to.includes('once@example.com'))).toHaveLength(1)
		await Promise.all([first.stop(), second.stop()])
	})

	test('after the last attempt an e-mail stays failed and the job stops trying', async () => {
		const outbox = live()
		const [id = 0] = await queueMails(db, [mail('given-up@example.com')], NO_ACCOUNT)
		await db.update(outboxTable).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(outboxTable.id, id))
		smtp.failNext(1)
		outbox.dispatch([id])
		await outbox.idle()
		expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
		await db.update(outboxTable).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outboxTable.id, id))
		expect(await outbox.retryDue()).toBe(0)
		await outbox.stop()
	})

	test('a mailer with neither SMTP nor a folder leaves e-mails pending and start-up says so once', async () => {
		const { logger, lines } = recordingLogger()
		const outbox = createOutbox({ db, logger, mailer: createMailer({ smtpUrl: null, from: 'kcal <no-reply@kcal.example>', logger }) })
		outbox.logDestination()
		const [id = 0] = await queueMails(db, [mail('offline@example.com')], NO_ACCOUNT)
		outbox.dispatch([id])
		expect(await outbox.send([id])).toBe(0)
		expect(await outbox.retryDue()).toBe(0)
		await outbox.idle()
		expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 })
		expect(lines.filter((line) => /SMTP_URL is not set/.test(line.msg))).toHaveLength(1)
		await outbox.stop()
		// Mark it handled so the file's clean-up does not wait for an e-mail that cannot go.
		await db.update(outboxTable).set({ status: 'failed' }).where(eq(outboxTable.id, id))
	})
})
