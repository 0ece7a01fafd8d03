/**
 * The outbox driven by its jobs (server/jobs/outbox-jobs.ts) against a real PostgreSQL and SMTP
 * server: an e-mail an action queues is sent by the `outbox-send` job once it is handed to the
 * queue, and one that waited while no server ran is sent by the first `outbox-retry` tick after
 * start-up. Time is pg-boss's TestClock, each test's an hour after the one before: pg-boss stamps
 * its cron pass's time in the database (cron_on), and a clock that started behind the time an
 * earlier test moved to would find the pass already taken for as long as that lead lasts (how far
 * the earlier test ticked depends on how busy the machine is).
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { outbox as outboxTable } from '../../../server/db/schema.ts'
import { OUTBOX_SEND, outboxJobs } from '../../../server/jobs/outbox-jobs.ts'
import { createMailer } from '../../../server/mail/mailer.ts'
import { createOutbox, NO_ACCOUNT, queueMails } from '../../../server/mail/outbox.ts'
import { createTestDatabase } from '../support/database.ts'
import { jobRunnersOn, TestClock, tickUntil } from '../support/jobs.ts'
import { startTestSmtpServer, waitForOutboxAfterAll } from '../support/smtp.ts'

const smtp = await startTestSmtpServer()
const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const testJobRunner = jobRunnersOn(url)

const logger = pino({ level: 'silent' })
const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain text', html: '<p>HTML</p>' })
const statusOf = async (id: number) => (await db.select({ status: outboxTable.status }).from(outboxTable).where(eq(outboxTable.id, id)))[0]?.status
const receivedBy = (address: string) => smtp.received.filter((item) => item.to.includes(address))

describe('outbox jobs', { timeout: 120_000 }, () => {
	test('an e-mail an action queues is sent by the outbox-send job, once, whichever instance takes it', async () => {
		const clock = new TestClock(Date.parse('2026-11-27T10:00:00Z'))
		const instances = [0, 1].map(() => {
			const outbox = createOutbox({ db, logger, mailer: createMailer({ smtpUrl: smtp.url, from: 'kcal <no-reply@kcal.example>', logger }) })
			return { outbox, jobs: testJobRunner(clock) }
		})
		for (const { outbox, jobs } of instances) {
			// Only outbox-send: outbox-retry's start-up pass, when a loaded machine runs it after the
			// row is queued, sends the row itself and leaves this job nothing (CI saw `sent: 0`).
			// The retry job has the next test.
			const [sendJob] = outboxJobs(outbox)
			await jobs.start([sendJob])
			outbox.sendThrough((ids) => jobs.send(OUTBOX_SEND, { ids }))
		}
		const [id = 0] = await queueMails(db, [mail('queued@example.com')], NO_ACCOUNT)
		instances[0]!.outbox.dispatch([id])
		await instances[0]!.outbox.idle()

		await tickUntil(clock, async () => (await statusOf(id)) === 'sent')
		const [job] = await instances[0]!.jobs.boss.findJobs(OUTBOX_SEND, { data: { ids: [id] } })
		await tickUntil(clock, async () => (await instances[0]!.jobs.boss.findJobs(OUTBOX_SEND, { id: job!.id }))[0]?.state === 'completed')
		expect((await instances[0]!.jobs.boss.findJobs(OUTBOX_SEND, { id: job!.id }))[0]?.output).toEqual({ sent: 1 })
		expect(receivedBy('queued@example.com')).toHaveLength(1)
		for (const { outbox, jobs } of instances) {
			await jobs.stop()
			await outbox.stop()
		}
	})

	test('an e-mail that waited while no server ran goes with the first outbox-retry tick after start-up', async () => {
		const [id = 0] = await queueMails(db, [mail('waited@example.com')], NO_ACCOUNT)
		const clock = new TestClock(Date.parse('2026-11-27T11:00:00Z'))
		const outbox = createOutbox({ db, logger, mailer: createMailer({ smtpUrl: smtp.url, from: 'kcal <no-reply@kcal.example>', logger }) })
		const jobs = testJobRunner(clock)
		await jobs.start(outboxJobs(outbox))

		await tickUntil(clock, async () => (await statusOf(id)) === 'sent', 90)
		expect(receivedBy('waited@example.com')).toHaveLength(1)
		await jobs.stop()
		await outbox.stop()
	})
})
