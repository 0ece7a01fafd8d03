/**
 * Log-in, for POST /client/api/v1/login and the log-in page's action. Nothing in the answer, its
 * words or its time tells an unknown e-mail from a wrong password: one refusal for both, and an
 * unknown e-mail still costs a password check (verifyNothing).
 *
 * Failures count against the connection (loginPerIp) and the e-mail asked for (registered or
 * not, so the limit itself tells nothing) in two tiers: from this address (loginPerAccountFromIp,
 * the strict one) and from every address (loginPerAccount, the loose one), so a stranger's wrong
 * passwords lock out only their own address, never the owner at theirs (`accountAttempt`,
 * server/http/rate-limits.ts). Every attempt spends its points before the password is checked, so
 * parallel attempts cannot overtake the count, and a limit reached answers 429 without a check;
 * the right password gives the address its point back and clears the e-mail's count from this
 * address. A successful log-in always starts a new session, ending the one the request came with.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { textField } from '../validation/text-field.ts'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { type LocaleCode, oncePerLocale } from '../../domain/locale.ts'
import { verifyNothing, verifyPassword } from '../auth/passwords.ts'
import { customers } from '../db/schema.ts'
import { accountAttempt } from '../http/rate-limits.ts'
import { type FieldErrors, parseWith } from '../inquiries/schemas.ts'
import type { AccountDeps, AccountHolder } from './deps.ts'
import { isChecked, readAccountEmail } from './input-rules.ts'
import { type StartedSession, startSession } from './session-start.ts'

// Long enough for any passphrase; a longer one is not a password someone typed.
const MAX_PASSWORD_LENGTH = 1024

function buildLoginSchema(locale: LocaleCode) {
	const messages = SESSION_MESSAGES[locale].login
	return z.object({
		email: textField(locale, messages.email).transform((text, context) => {
			const email = readAccountEmail(text)
			if (email !== null) return email
			context.issues.push({ code: 'custom', message: messages.email, input: text })
			return z.NEVER
		}),
		password: z
			.string({ error: () => messages.password })
			.min(1, { error: () => messages.password })
			.max(MAX_PASSWORD_LENGTH, { error: () => messages.password }),
		remember: z.unknown().optional().transform(isChecked),
	})
}

/** The log-in schema of a language, built once. */
export const loginSchema = oncePerLocale(buildLoginSchema)

export type LoginRequest = {
	/** `{ email, password, remember }`: the JSON body or the log-in form's fields. */
	input: Record<string, unknown>
	locale: LocaleCode
	clientIp: string
	userAgent: string | null
	/** The session token the request came with, if any: revoked, since the session id rotates at log-in. */
	previousToken: string | null
}

export type LoginResult =
	| { status: 'signed-in'; customer: AccountHolder; session: StartedSession }
	| { status: 'invalid'; errors: FieldErrors }
	/** Unknown e-mail or wrong password: the caller cannot tell which, and neither can we say. */
	| { status: 'refused' }
	| { status: 'rate-limited'; retryAfterSeconds: number }

export async function logIn({ db, accounts }: AccountDeps, request: LoginRequest): Promise<LoginResult> {
	const parsed = parseWith(loginSchema(request.locale), request.input)
	if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
	const { email, password, remember } = parsed.data
	const { loginPerIp, loginPerAccountFromIp, loginPerAccount } = accounts.rateLimits
	const attempt = accountAttempt({ perIp: loginPerIp, perAccountFromIp: loginPerAccountFromIp, perAccount: loginPerAccount }, email, request.clientIp)

	const verdict = await attempt.consume()
	if (!verdict.ok) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

	const [customer] = await db
		.select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, passwordHash: customers.passwordHash })
		.from(customers)
		.where(and(eq(customers.email, email), isNull(customers.deletedAt)))
		.limit(1)
	const matches = customer?.passwordHash ? await verifyPassword(password, customer.passwordHash) : await verifyNothing(password)
	if (!customer || !matches) return { status: 'refused' }

	await attempt.succeeded()
	const session = await startSession(accounts, customer, { remember, userAgent: request.userAgent, replacing: request.previousToken })
	return { status: 'signed-in', customer: { firstName: customer.firstName, lastName: customer.lastName, email }, session }
}
