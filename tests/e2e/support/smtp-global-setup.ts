/**
 * Playwright's global setup: the mail server the e2e web server sends to (SMTP_URL in
 * playwright.config.ts). A real SMTP server (the `smtp-server` package, plain SMTP on
 * loopback, no login) on `e2eSmtpPort()`; each message it accepts is written as JSON (envelope
 * and raw MIME) to a fresh folder, which the test workers find through KCAL_E2E_MAIL_DIR
 * (variables set here reach them) and read with mailbox.ts. The teardown closes the server and
 * removes the folder.
 *
 * The web server starts before this (Playwright starts `webServer` first), which is harmless:
 * it connects to SMTP only to send, and nothing is sent before the tests run.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { e2eSmtpPort, MAIL_DIR_VARIABLE, type StoredMail } from './mailbox.ts'

export default async function startSmtpServer() {
	const directory = mkdtempSync(join(tmpdir(), 'kcal-e2e-mail-'))
	process.env[MAIL_DIR_VARIABLE] = directory
	let count = 0

	const server = new SMTPServer({
		// Plain SMTP on loopback, as a local relay: no certificate, no login.
		disabledCommands: ['STARTTLS', 'AUTH'],
		authOptional: true,
		logger: false,
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				count += 1
				const stored: StoredMail = {
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((recipient) => recipient.address),
					receivedAt: Date.now(),
					raw: Buffer.concat(chunks).toString('latin1'),
				}
				// Sortable names; written aside and renamed so a reader never sees half a message.
				const file = join(directory, `${String(stored.receivedAt).padStart(15, '0')}-${String(count).padStart(6, '0')}.json`)
				const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`
				writeFile(partial, JSON.stringify(stored))
					.then(() => rename(partial, file))
					.then(
						() => callback(),
						(error: Error) => callback(error),
					)
			})
		},
	})
	const port = e2eSmtpPort()
	await new Promise<void>((resolve, reject) => {
		server.server.once('error', (error: NodeJS.ErrnoException) =>
			reject(
				error.code === 'EADDRINUSE'
					? new Error(`Port ${port} for the e2e SMTP server is taken (another e2e run?): set E2E_SMTP_PORT or a different E2E_PORT`)
					: error,
			),
		)
		server.listen(port, '127.0.0.1', () => resolve())
	})

	return async () => {
		await new Promise<void>((resolve) => server.close(() => resolve()))
		rmSync(directory, { recursive: true, force: true })
	}
}
