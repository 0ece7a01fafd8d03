/**
 * Sends one e-mail over SMTP (nodemailer). Nothing calls it directly: messages go through the
 * outbox (outbox.ts), which stores them first and retries failures. Without SMTP_URL the
 * mailer is off and the outbox keeps everything pending.
 */
import nodemailer from 'nodemailer'
import type { Logger } from '../logger.ts'

export type OutgoingMail = {
	to: string
	replyTo?: string | null
	subject: string
	text: string
	html: string
}

export type Mailer = {
	/** False without SMTP_URL: nothing can be sent, and the outbox does not try. */
	readonly enabled: boolean
	send(mail: OutgoingMail): Promise<void>
	close(): void
}

export type MailerOptions = {
	smtpUrl: string | null
	from: string
	logger: Logger
}

// A stalled server must not hold a sending attempt for nodemailer's default of minutes: the
// retry job comes back to the message later anyway.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
	if (!smtpUrl) {
		return {
			enabled: false,
			send: () => Promise.reject(new Error('SMTP_URL is not set')),
			close: () => {},
		}
	}
	const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from })
	return {
		enabled: true,
		async send(mail) {
			const info = await transport.sendMail({
				to: mail.to,
				...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
				subject: mail.subject,
				text: mail.text,
				html: mail.html,
			})
			logger.debug({ messageId: info.messageId }, 'E-mail accepted by the SMTP server')
		},
		close: () => transport.close(),
	}
}
