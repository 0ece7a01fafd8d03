/**
 * Sends one e-mail. Nothing calls it directly: messages go through the outbox (outbox.ts),
 * which stores them first and retries failures. Two ways out:
 * - SMTP_URL set: real SMTP through nodemailer;
 * - no SMTP_URL: each message is written as a complete .eml file (MIME, exactly what SMTP
 *   would have carried) under DATA_DIR/outbox/ and one line is logged, so `npm start` works
 *   out of the box and a developer can open the e-mails in any mail program.
 * A mailer made without either (no SMTP_URL and no folder) is off: the outbox keeps its rows pending.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type Nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Logger } from '../logger.ts'

export type OutgoingMail = {
	to: string
	replyTo?: string | null
	subject: string
	text: string
	html: string
}

/** How messages leave: an SMTP server, .eml files in a folder, or not at all. */
export type MailTransportKind = 'smtp' | 'files' | 'off'

export type Mailer = {
	/** False only when the mailer is off: nothing can be sent, and the outbox does not try. */
	readonly enabled: boolean
	readonly kind: MailTransportKind
	/** The folder the .eml files go to (absolute) when `kind` is 'files'. */
	readonly outboxDir: string | null
	/** `id`, the outbox row's, names the .eml file; SMTP ignores it. */
	send(mail: OutgoingMail & { id?: number }): Promise<void>
	close(): void
}

export type MailerOptions = {
	smtpUrl: string | null
	from: string
	logger: Logger
	/** Where to write .eml files without SMTP_URL (config: DATA_DIR/outbox). Left out, the mailer is off without SMTP_URL. */
	outboxDir?: string | null
}

// A stalled server must not hold a sending attempt for nodemailer's default of minutes: the
// retry job comes back to the message later anyway.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const message = (mail: OutgoingMail) => ({
	to: mail.to,
	...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
	subject: mail.subject,
	text: mail.text,
	html: mail.html,
})

/** Only the part after @ goes to the log: enough to follow a delivery, not a personal address. */
export const recipientDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase() || '(none)'

/** 20250131T120501123Z-42.eml: sorts by time in a file list, and names the outbox row. */
export function emlFileName(at: Date, id: number | string) {
	return `${at.toISOString().replace(/[-:.]/g, '')}-${id}.eml`
}

export function createMailer({ smtpUrl, from, logger, outboxDir = null }: MailerOptions): Mailer {
	if (smtpUrl) return smtpMailer(smtpUrl, from, logger)
	if (outboxDir) return fileMailer(resolve(outboxDir), from, logger)
	return {
		enabled: false,
		kind: 'off',
		outboxDir: null,
		send: () => Promise.reject(new Error('SMTP_URL is not set')),
		close: () => {},
	}
}

/**
 * nodemailer (≈ 15 MB, half a second of start-up) loads with the first message, not with the
 * server (docs/benchmarks.md, memory); its transport is made once.
 */
function transportWhenUsed<T extends Transporter>(make: (nodemailer: typeof Nodemailer) => T) {
	let made: T | null = null
	let loading: Promise<T> | null = null
	return {
		get: () =>
			(loading ??= import('nodemailer').then((module) => {
				made = make(module.default)
				return made
			})),
		close: () => made?.close(),
	}
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
	const transport = transportWhenUsed((nodemailer) => nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from }))
	return {
		enabled: true,
		kind: 'smtp',
		outboxDir: null,
		async send(mail) {
			const info = await (await transport.get()).sendMail(message(mail))
			logger.debug({ messageId: info.messageId }, 'E-mail accepted by the SMTP server')
		},
		close: () => transport.close(),
	}
}

/**
 * The outbox folder, private (the files hold names and addresses), made on every send (cheap when
 * it exists) so removing it while the server runs is harmless. Only the last folder is private:
 * a DATA_DIR made here must stay open to the embedded PostgreSQL's user (server/db/embedded.ts).
 */
async function ensureFolder(directory: string) {
	await mkdir(dirname(directory), { recursive: true })
	await mkdir(directory, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
		if (error.code !== 'EEXIST') throw error
	})
}

function fileMailer(directory: string, from: string, logger: Logger): Mailer {
	// nodemailer builds the MIME message (headers, encoded words, text and HTML parts) without
	// sending it; CRLF line ends as on the wire, which every mail program opens.
	const transport = transportWhenUsed((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from }))
	return {
		enabled: true,
		kind: 'files',
		outboxDir: directory,
		async send(mail) {
			const info = await (await transport.get()).sendMail(message(mail))
			if (!Buffer.isBuffer(info.message)) throw new Error('The e-mail was not built as a buffer')
			await ensureFolder(directory)
			const file = join(directory, emlFileName(new Date(), mail.id ?? randomBytes(6).toString('hex')))
			// Written aside and renamed, so nobody opens half a message.
			const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`
			await writeFile(partial, info.message, { mode: 0o600 })
			await rename(partial, file)
			// Not the subject: it can carry what a visitor typed (a contact message's name); the file has it.
			logger.info({ to: recipientDomain(mail.to), file }, 'E-mail written to a file (no SMTP_URL)')
		},
		close: () => transport.close(),
	}
}
