/**
 * Registration, whichever way it arrives (POST /client/api/v1/register or the sign-up page's
 * action): one schema with the sentences of the request's language, a per-address rate limit,
 * then the account, its session and its welcome e-mail.
 *
 * An address that already has an account is never revealed: the answer is the one a new
 * account gets (same status, same body, cookies of the same shape: `decoySession`) after the
 * same work (the password is hashed either way), nothing is created, and the address's owner
 * gets an e-mail saying someone tried, with links to log in or reset the password.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { textField } from '../validation/text-field.ts'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { NAME_LENGTH } from '../../domain/contact-limits.ts'
import { readName, readUaePhone } from '../../domain/contact-rules.ts'
import { DISCOUNT_CODE_FORMAT } from '../../domain/discount-codes.ts'
import { isLocaleCode, type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import { PASSWORD_LENGTH, passwordProblem } from '../../domain/password-rules.ts'
import { hashPassword } from '../auth/passwords.ts'
import { customers } from '../db/schema.ts'
import { readAttributionMeta } from '../attribution/meta.ts'
import { storedAttribution } from '../attribution/stored-attribution.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import { type FieldErrors, parseWith } from '../inquiries/schemas.ts'
import { queueMails } from '../mail/outbox.ts'
import { registrationAttemptMail, welcomeMail } from '../mail/welcome-template.ts'
import type { AccountDeps, AccountHolder } from './deps.ts'
import { isChecked, readAccountEmail } from './input-rules.ts'
import { decoySession, type StartedSession, startSession } from './session-start.ts'

/** An ambassador's code (domain/discount-codes.ts format), in the case codes are stored in. */
export function readReferral(value: unknown): string | null {
	const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
	return DISCOUNT_CODE_FORMAT.test(code) ? code : null
}

/** A text read by one of the domain's `read…` rules; the field's sentence when the rule says no. */
function ruled(locale: LocaleCode, message: string, read: (text: string) => string | null) {
	return textField(locale, message).transform((text, context) => {
		const value = read(text)
		if (value !== null) return value
		context.issues.push({ code: 'custom', message, input: text })
		return z.NEVER
	})
}

const filled = (template: string, limits: { min: number; max: number }) =>
	template.replace('{{min}}', String(limits.min)).replace('{{max}}', String(limits.max))

function buildRegistrationSchema(locale: LocaleCode) {
	const messages = SESSION_MESSAGES[locale]
	const nameMessage = (field: 'first_name' | 'last_name') => filled(messages.registration[field], NAME_LENGTH)
	const passwordMessages = Object.fromEntries(
		Object.entries(messages.password).map(([problem, text]) => [problem, filled(text, PASSWORD_LENGTH)]),
	) as typeof messages.password
	const text = (value: unknown) => (typeof value === 'string' ? value : null)

	return z
		.object({
			first_name: ruled(locale, nameMessage('first_name'), readName),
			last_name: ruled(locale, nameMessage('last_name'), readName),
			email: ruled(locale, messages.registration.email, readAccountEmail),
			mobile_number: ruled(locale, messages.registration.mobile_number, (value) => readUaePhone(value, 'mobile')),
			password: z.string({ error: () => passwordMessages['too-short'] }),
			terms: z.unknown().refine(isChecked, { error: () => messages.registration.terms }),
			remember: z.unknown().optional().transform(isChecked),
			referral_code: z.unknown().optional().transform(readReferral),
		})
		.check(
			// Runs even when another field failed, so every message comes back at once; the
			// password is compared with the e-mail and names as typed when those failed.
			z.superRefine(
				(value, context) => {
					const input = value as Record<string, unknown>
					if (typeof input.password !== 'string') return
					const problem = passwordProblem(input.password, { email: text(input.email), firstName: text(input.first_name), lastName: text(input.last_name) })
					if (problem) context.addIssue({ code: 'custom', path: ['password'], message: passwordMessages[problem] })
				},
				{ when: () => true },
			),
		)
}

/** The registration schema of a language, built once. */
export const registrationSchema = oncePerLocale(buildRegistrationSchema)

export type RegistrationRequest = {
	/** The JSON body (an app's may carry `meta`, server/attribution/meta.ts), or the sign-up form's fields. */
	input: Record<string, unknown>
	locale: LocaleCode
	/** The visitor's address (TRUST_PROXY_HOPS applied): the rate limit's key and `meta.ip_address`. */
	clientIp: string
	userAgent: string | null
	/** The landing cookie and Meta's cookies, for a browser's registration without `meta`. */
	cookieHeader: string | null
	/** The session token the request came with, if any: it ends, as the new session begins. */
	previousToken: string | null
}

export type RegistrationResult =
	| { status: 'registered'; customer: AccountHolder; session: StartedSession }
	| { status: 'invalid'; errors: FieldErrors }
	| { status: 'rate-limited'; retryAfterSeconds: number }

export async function register({ db, accounts, siteUrl }: AccountDeps, request: RegistrationRequest): Promise<RegistrationResult> {
	const parsed = parseWith(registrationSchema(request.locale), request.input)
	const meta = readAttributionMeta(request.input.meta, request.locale)
	if (!parsed.ok || !meta.ok) return { status: 'invalid', errors: { ...(parsed.ok ? {} : parsed.errors), ...(meta.ok ? {} : meta.errors) } }
	// Only complete registrations count: someone correcting a field is not held back.
	const verdict = await accounts.rateLimits.registerPerIp.consume(rateLimitKey(request.clientIp))
	if (!verdict.ok) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

	const input = parsed.data
	const customer: AccountHolder = { firstName: input.first_name, lastName: input.last_name, email: input.email }
	const attribution = storedAttribution(meta.meta, request)
	const passwordHash = await hashPassword(input.password)

	const outcome = await db.transaction(async (tx) => {
		const [created] = await tx
			.insert(customers)
			.values({ email: input.email, firstName: input.first_name, lastName: input.last_name, mobileNumber: input.mobile_number, passwordHash, locale: request.locale, source: attribution.source, initiatorType: attribution.initiator_type, meta: { ...attribution.detail, referral_code: input.referral_code } })
			.onConflictDoNothing({ target: customers.email })
			.returning({ id: customers.id })
		if (created) {
			const mailIds = await queueMails(tx, [welcomeMail({ email: input.email, firstName: input.first_name, locale: request.locale }, { siteUrl })], { customerId: created.id })
			return { customerId: created.id, mailIds }
		}
		const [holder] = await tx.select({ id: customers.id, firstName: customers.firstName, locale: customers.locale }).from(customers).where(eq(customers.email, input.email))
		const notice = holder && registrationAttemptMail({ email: input.email, firstName: holder.firstName, locale: isLocaleCode(holder.locale) ? holder.locale : request.locale }, { siteUrl })
		return { customerId: null, mailIds: notice ? await queueMails(tx, [notice], { customerId: holder.id }) : [] }
	})
	accounts.outbox.dispatch(outcome.mailIds)

	if (outcome.customerId === null) {
		if (request.previousToken) await accounts.sessions.revoke(request.previousToken)
		return { status: 'registered', customer, session: decoySession(accounts, customer, input.remember) }
	}
	const session = await startSession(accounts, { id: outcome.customerId, ...customer }, {
		remember: input.remember,
		userAgent: request.userAgent,
		replacing: request.previousToken,
	})
	return { status: 'registered', customer, session }
}
