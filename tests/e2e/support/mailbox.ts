/**
 * The e2e server's e-mails, as a mail server received them. The global setup
 * (smtp-global-setup.ts) runs a real SMTP server (the `smtp-server` package) on
 * `e2eSmtpPort()`, the web server sends to it through SMTP_URL (playwright.config.ts), and
 * every message it accepts is written to a folder as JSON: the envelope and the raw MIME text.
 * Tests, in their worker processes, read that folder: `waitForMail` polls it for a message to
 * an address and decodes it enough for assertions (subject, text and HTML parts).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseMessage } from '../../support/mime.ts'

/** Where the global setup says, through the environment, the received messages are. */
export const MAIL_DIR_VARIABLE = 'KCAL_E2E_MAIL_DIR'

/**
 * The test SMTP server's port, known before the web server starts. E2E_SMTP_PORT, or E2E_PORT
 * + 10000 (13100 by default): two runs on one machine already differ by E2E_PORT, so their
 * mail servers do not collide either. Below Linux's ephemeral range (32768–60999).
 */
export function e2eSmtpPort(env: NodeJS.ProcessEnv = process.env): number {
	const port = Number(env.E2E_SMTP_PORT ?? Number(env.E2E_PORT ?? 3100) + 10_000)
	if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`E2E_SMTP_PORT must be a TCP port, not ${env.E2E_SMTP_PORT}`)
	return port
}

/** What the SMTP server stores per message. */
export type StoredMail = { from: string; to: string[]; receivedAt: number; raw: string }

export type ReceivedMail = {
	from: string
	to: string[]
	receivedAt: number
	headers: Map<string, string>
	subject: string
	text: string
	html: string
}

function mailDir() {
	const directory = process.env[MAIL_DIR_VARIABLE]
	if (!directory) throw new Error(`${MAIL_DIR_VARIABLE} is not set: the SMTP global setup (tests/e2e/support/smtp-global-setup.ts) did not run`)
	return directory
}

/** Every message received so far, oldest first. */
export async function receivedMails(): Promise<ReceivedMail[]> {
	const directory = mailDir()
	// Written aside and renamed by the server: every .json file is complete.
	const files = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort()
	const mails = await Promise.all(
		files.map(async (name) => {
			const stored = JSON.parse(await readFile(join(directory, name), 'utf8')) as StoredMail
			return { from: stored.from, to: stored.to, receivedAt: stored.receivedAt, ...parseMessage(stored.raw) }
		}),
	)
	return mails
}

/**
 * The latest message to `to` (any case) whose subject is `subject`, waiting for it up to 30 s: the
 * server hands it to the job queue right after it has answered, and on a loaded two-core CI machine
 * the queue's worker can take seconds to get to it (10 s was not always enough there).
 */
export async function waitForMail(to: string, subject: string, { timeout = 30_000 } = {}): Promise<ReceivedMail> {
	const address = to.toLowerCase()
	const deadline = Date.now() + timeout
	for (;;) {
		const mails = await receivedMails()
		const matching = mails.filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === address) && mail.subject === subject)
		const latest = matching.at(-1)
		if (latest) return latest
		if (Date.now() > deadline) {
			const seen = mails.filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === address)).map((mail) => mail.subject)
			throw new Error(`No e-mail "${subject}" to ${to} within ${timeout} ms; received for that address: ${JSON.stringify(seen)}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** The six-digit code of a password-reset e-mail: the only run of exactly six digits in its text. */
export function resetCodeOf(mail: ReceivedMail): string {
	const codes = [...mail.text.matchAll(/(?<!\d)\d{6}(?!\d)/g)].map((match) => match[0])
	if (codes.length !== 1 || !codes[0]) throw new Error(`Expected one 6-digit code in the e-mail, found ${JSON.stringify(codes)}:\n${mail.text}`)
	return codes[0]
}
