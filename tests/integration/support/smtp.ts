/**
 * A real SMTP server (the `smtp-server` package) on a random local port, keeping every message
 * it accepts, decoded enough for assertions: envelope, headers, subject, text and HTML parts.
 * `failNext(n)` answers the next n messages with a temporary failure, as a mail server under
 * maintenance would.
 */
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'
import type { Database } from '../../../server/db/client.ts'
import { parseMessage } from '../../support/mime.ts'

export { parseMessage }

export type ReceivedMail = {
	from: string
	to: string[]
	headers: Map<string, string>
	subject: string
	text: string
	html: string
}

export type TestSmtpServer = {
	/** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
	url: string
	received: ReceivedMail[]
	failNext(count: number): void
	/** The accepted messages once `predicate` holds for them (polls for up to 5 s). */
	waitFor(predicate: (mails: ReceivedMail[]) => boolean, what?: string): Promise<ReceivedMail[]>
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
	const received: ReceivedMail[] = []
	let failures = 0
	const server = new SMTPServer({
		// Plain SMTP with a login on loopback: what a local relay looks like; no certificate needed.
		disabledCommands: ['STARTTLS'],
		allowInsecureAuth: true,
		authOptional: true,
		logger: false,
		onAuth(auth, _session, callback) {
			if (auth.username === 'kcal' && auth.password === 'secret') callback(null, { user: auth.username })
			else callback(new Error('Invalid username or password'))
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				if (failures > 0) {
					failures -= 1
					const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number }
					error.responseCode = 451
					return callback(error)
				}
				const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
				const to = session.envelope.rcptTo.map((recipient) => recipient.address)
				received.push({ from, to, ...parseMessage(Buffer.concat(chunks).toString('latin1')) })
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	return {
		url: `smtp://kcal:secret@127.0.0.1:${port}`,
		received,
		failNext(count) {
			failures = count
		},
		async waitFor(predicate, what = 'the expected e-mails') {
			// On the monotonic clock: a file may freeze Date (support/frozen-date.ts).
			const deadline = performance.now() + 5_000
			while (!predicate(received)) {
				if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}; received: ${received.map((mail) => mail.subject).join(' | ')}`)
				await new Promise((resolve) => setTimeout(resolve, 25))
			}
			return received
		},
	}
}

/**
 * E-mails go out after the API has answered. Registered after createTestDatabase(), this runs
 * before the database is dropped (after-hooks run last in, first out) and waits until every
 * e-mail has had its first attempt, so no send is cut off by the drop.
 */
export function waitForOutboxAfterAll(db: Database) {
	afterAll(async () => {
		// On the monotonic clock: a file may freeze Date (support/frozen-date.ts).
		const deadline = performance.now() + 5_000
		while (performance.now() < deadline) {
			const { rows } = await db.execute(sql`select count(*)::int as count from outbox where status = 'pending'`)
			if ((rows[0] as { count: number }).count === 0) return
			await new Promise((resolve) => setTimeout(resolve, 25))
		}
	})
}
