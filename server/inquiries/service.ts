/**
 * Contact messages and leads, whichever way they arrive (a page's form action or the API):
 * validate with the shared schema, drop bot posts quietly, count against the sender's rate
 * limit, then store the record and queue its e-mails in one transaction and send them.
 */
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { HONEYPOT_FIELD } from '../../domain/contact-limits.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../db/client.ts'
import { contactMessages, leads } from '../db/schema.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import type { Logger } from '../logger.ts'
import { NO_ACCOUNT, type Outbox, queueMails } from '../mail/outbox.ts'
import { contactAcknowledgement, contactTeamNotification, leadTeamNotification, type MailCompany } from '../mail/templates.ts'
import { createRateLimits, type RateLimit, type RateLimits } from '../http/rate-limits.ts'
import { contactSchema, type FieldErrors, leadSchema, parseWith } from './schemas.ts'

export type InquiryRequest = {
	/** The posted fields: a form's texts or the API's JSON object. */
	input: Record<string, unknown>
	locale: LocaleCode
	clientIp: string
}

export type InquiryResult =
	| { status: 'sent'; message: string }
	| { status: 'invalid'; errors: FieldErrors }
	| { status: 'rate-limited'; retryAfterSeconds: number }

export type InquiryService = {
	submitContact(request: InquiryRequest): Promise<InquiryResult>
	submitLead(request: InquiryRequest): Promise<InquiryResult>
}

export type InquiryServiceOptions = {
	db: Database
	outbox: Outbox
	logger: Logger
	teamEmail: string
	company: MailCompany
	/** Made on the database's pool when left out. */
	rateLimits?: RateLimits
}

const filledHoneypot = (input: Record<string, unknown>) => {
	const value = input[HONEYPOT_FIELD]
	return typeof value === 'string' ? value.trim() !== '' : value != null && value !== false
}

export function createInquiryService({ db, outbox, logger, teamEmail, company, rateLimits }: InquiryServiceOptions): InquiryService {
	const limits = rateLimits ?? createRateLimits(db.$client)

	/** The steps both forms share around their own validation and storage. */
	async function submit<T>(
		kind: 'contact' | 'lead',
		request: InquiryRequest,
		parse: () => { ok: true; data: T } | { ok: false; errors: FieldErrors },
		store: (data: T) => Promise<number[]>,
		limit: RateLimit,
	): Promise<InquiryResult> {
		const thanks = i18nFor(request.locale).t(kind === 'contact' ? 'forms.contactSent' : 'forms.leadSent')
		// The same answer as a real message, so a bot learns nothing; nothing is stored or sent.
		if (filledHoneypot(request.input)) {
			logger.info({ kind }, 'Form post with the honeypot filled in: dropped')
			return { status: 'sent', message: thanks }
		}
		const parsed = parse()
		if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
		const verdict = await limit.consume(rateLimitKey(request.clientIp))
		if (!verdict.ok) {
			logger.warn({ kind, retryAfterSeconds: verdict.retryAfterSeconds }, 'Form rate limit reached')
			return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }
		}
		const mailIds = await store(parsed.data)
		outbox.dispatch(mailIds)
		return { status: 'sent', message: thanks }
	}

	return {
		submitContact: (request) =>
			submit(
				'contact',
				request,
				() => parseWith(contactSchema(i18nFor(request.locale)), request.input),
				(input) =>
					db.transaction(async (tx) => {
						await tx.insert(contactMessages).values({ ...input, locale: request.locale })
						const mail = { ...input, locale: request.locale }
						return queueMails(tx, [contactTeamNotification(mail, teamEmail), contactAcknowledgement(mail, company)], NO_ACCOUNT)
					}),
				limits.contact,
			),
		submitLead: (request) =>
			submit(
				'lead',
				request,
				() => parseWith(leadSchema(i18nFor(request.locale)), request.input),
				(input) =>
					db.transaction(async (tx) => {
						await tx.insert(leads).values({ ...input, locale: request.locale })
						const utm = { source: input.utmSource, medium: input.utmMedium, campaign: input.utmCampaign, term: input.utmTerm, content: input.utmContent }
						return queueMails(tx, [leadTeamNotification({ ...input, utm, locale: request.locale }, teamEmail)], NO_ACCOUNT)
					}),
				limits.lead,
			),
	}
}
