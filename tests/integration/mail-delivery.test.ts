/**
 * How e-mails leave the outbox (issue 6 item 7), against a real PostgreSQL:
 * - with SMTP_URL, through a real SMTP server (the `smtp-server` package): a localized Arabic
 *   message arrives as text plus right-to-left HTML, its subject and body decoded intact;
 * - without SMTP_URL, as the server runs out of the box: each message becomes an .eml file in
 *   DATA_DIR/outbox/, the row is marked sent, the log names the recipient's domain only, and the
 *   file is the same MIME message SMTP would have carried.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { outbox as outboxTable } from '../../server/db/schema.ts'
import { accountDeletedMail } from '../../server/mail/account-deleted-template.ts'
import { createMailer, emlFileName } from '../../server/mail/mailer.ts'
import { createOutbox, NO_ACCOUNT, queueMails } from '../../server/mail/outbox.ts'
import { createTestDatabase } from './support/database.ts'
import { parseMessage, startTestSmtpServer, waitForOutboxAfterAll } from './support/smtp.ts'

const smtp = await startTestSmtpServer()
const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)

const FROM = 'kcal <no-reply@kcal.example>'
const DELETED_AT = new Date('2026-02-01T09:00:00Z')
const arabicMail = (to: string) => accountDeletedMail({ to, firstName: 'ليلى', locale: 'ar-ae', deletedAt: DELETED_AT, siteUrl: 'https://kcal.example' })
const rowOf = async (id: number) => (await db.select().from(outboxTable).where(eq(outboxTable.id, id)))[0]

/** A logger whose lines the test can read. */
function recordingLogger() {
	const lines: Array<Record<string, unknown> & { level: number; msg: string }> = []
	const stream = new Writable({
		write(chunk: Buffer, _encoding, callback) {
			lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number])
			callback()
		},
	})
	return { logger: pino({ level: 'info' }, stream), lines }
}

describe('with SMTP_URL', () => {
	test('a localized Arabic e-mail arrives with a text part and right-to-left HTML', async () => {
		const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: FROM })
		const logger = pino({ level: 'silent' })
		const outbox = createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
		const mail = arabicMail('layla.smtp@example.com')
		const ids = await queueMails(db, [mail], NO_ACCOUNT)
		outbox.dispatch(ids)
		await outbox.idle()
		await outbox.stop()

		const isIt = (item: { to: string[] }) => item.to.includes('layla.smtp@example.com')
		const message = (await smtp.waitFor((mails) => mails.some(isIt), 'the Arabic e-mail')).find(isIt)!
		expect(message.from).toBe('no-reply@kcal.example')
		expect(message.subject).toBe('تم حذف حسابك في kcal')
		expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative/)
		expect(message.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(message.html).toContain('<div dir="rtl"')
		expect(message.html).toContain('مرحبًا ليلى،')
		expect(message.text).toContain('مرحبًا ليلى،')
		expect(message.text).toBe(mail.text)
		expect(message.text).not.toContain('<')
		expect(await rowOf(ids[0]!)).toMatchObject({ status: 'sent', attempts: 1 })
	})
})

describe('without SMTP_URL', () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-mail-'))
	afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
	const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: FROM })
	const folder = join(dataDir, 'outbox')

	test('each e-mail is written to DATA_DIR/outbox/ as an .eml file and marked sent; the log names the domain, not the address', async () => {
		const { logger, lines } = recordingLogger()
		const mailer = createMailer({ ...config.mail, logger })
		expect(mailer).toMatchObject({ enabled: true, kind: 'files', outboxDir: folder })
		const outbox = createOutbox({ db, logger, mailer })
		// An e-mail that waited (queued before start-up) goes with the first run of the retry job.
		const [waiting = 0] = await queueMails(db, [arabicMail('waited.files@example.com')], NO_ACCOUNT)
		outbox.logDestination()
		const mail = arabicMail('layla.files@example.org')
		const [id = 0] = await queueMails(db, [mail], NO_ACCOUNT)
		outbox.dispatch([id])
		await outbox.idle()
		await outbox.retryDue()
		expect(await rowOf(waiting)).toMatchObject({ status: 'sent' })
		await outbox.stop()

		expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
		const files = readdirSync(folder)
		const file = files.find((name) => name.endsWith(`-${id}.eml`))
		expect(file).toMatch(/^\d{8}T\d{9}Z-\d+\.eml$/)
		expect(files.some((name) => name.endsWith(`-${waiting}.eml`))).toBe(true)
		expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([])
		// Private: names and addresses.
		expect(statSync(folder).mode & 0o777).toBe(0o700)
		expect(statSync(join(folder, file!)).mode & 0o777).toBe(0o600)

		const raw = readFileSync(join(folder, file!), 'latin1')
		expect(raw).toMatch(/\r\n/)
		const message = parseMessage(raw)
		expect(message.headers.get('to')).toBe('layla.files@example.org')
		expect(message.headers.get('from')).toBe(FROM)
		expect(message.subject).toBe(mail.subject)
		expect(message.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(message.text).toBe(mail.text)

		expect(lines).toContainEqual(
			expect.objectContaining({ level: 40, folder, msg: expect.stringMatching(/^SMTP_URL is not set: e-mails are written to this folder as \.eml files/) }),
		)
		const written = lines.filter((line) => line.msg === 'E-mail written to a file (no SMTP_URL)')
		expect(written).toContainEqual(expect.objectContaining({ level: 30, to: 'example.org', file: join(folder, file!) }))
		expect(JSON.stringify(lines)).not.toContain(mail.subject)
		expect(JSON.stringify(lines)).not.toContain('layla.files@')
	})

	test('a folder removed while the server runs is made again; a DATA_DIR made with it stays open to PostgreSQL', async () => {
		rmSync(dataDir, { recursive: true, force: true })
		const logger = pino({ level: 'silent' })
		const outbox = createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
		const [id = 0] = await queueMails(db, [{ to: 'again@example.com', subject: 'Hello', text: 'Plain', html: '<p>HTML</p>' }], NO_ACCOUNT)
		outbox.dispatch([id])
		await outbox.idle()
		await outbox.stop()
		expect(await rowOf(id)).toMatchObject({ status: 'sent' })
		expect(readdirSync(folder)).toEqual([expect.stringMatching(new RegExp(`-${id}\\.eml$`))])
		// The embedded database runs as another user when the server runs as root: it must get through DATA_DIR.
		expect(statSync(dataDir).mode & 0o777).toBe(0o777 & ~process.umask())
		expect(statSync(folder).mode & 0o777).toBe(0o700)
	})

	test('file names sort by time and name the outbox row', () => {
		expect(emlFileName(new Date('2026-02-01T09:05:01.123Z'), 42)).toBe('20260201T090501123Z-42.eml')
	})
})
