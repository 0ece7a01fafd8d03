/**
 * The password reset by one-time code (issue 6 item 3, DESIGN §4), shared by
 * POST /client/api/v1/password-reset(/verify) and the pages /reset-password/ and
 * /reset-password/otp/:
 *
 * 1. `request`: a valid e-mail always gets the same answer. For a registered, non-deleted
 *    customer the earlier unused codes stop working, a new 6-digit code (crypto.randomInt) is
 *    stored as a salted scrypt hash bound to the customer, valid 10 minutes, and e-mailed in the
 *    page's language. An unknown e-mail goes through the same steps (same hash, same statements,
 *    touching no row), so neither the answer nor its timing tells whether it is registered.
 *    Limited per address (resetPerIp) and per e-mail asked for, in two tiers: from this address
 *    (resetPerAccountFromIp) and from every address (resetPerAccount, looser), so a stranger
 *    asking for someone's e-mail uses up only their own address's requests.
 * 2. `complete`: only the customer's latest code counts; each try spends one of its 5 attempts
 *    (an UPDATE that can only succeed while it is alive: concurrent tries cannot exceed 5), the
 *    comparison is constant-time, and the code is spent in the transaction that sets the new
 *    password and ends every session. A fresh session is then started. Wrong, expired, used,
 *    replaced or exhausted codes and unknown e-mails all get one message. Wrong codes count
 *    against otpPerIp and otpPerAccount: every try spends its points before the code is
 *    compared, and the right code gives them back.
 *
 * The password rules are domain/password-rules.ts. Checks that use only what was typed (length,
 * common passwords, repetition, the e-mail) run first; the check against the customer's names runs only once
 * the code is right, since it would otherwise tell a stranger something about the account.
 */
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { textField } from '../validation/text-field.ts'
import { PASSWORD_MESSAGES, type PasswordMessages } from '../../content/account-messages/password.ts'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { readEmail } from '../../domain/contact-rules.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { PASSWORD_LENGTH, passwordProblem, type PasswordProblem } from '../../domain/password-rules.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { SessionStore } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { customers, passwordResetCodes, sessions } from '../db/schema.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import { accountAttempt, consumeEach, type RateLimits, refundEach } from '../http/rate-limits.ts'
import type { FieldErrors } from '../inquiries/schemas.ts'
import type { Logger } from '../logger.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'
import { passwordChangedMail, passwordResetCodeMail } from '../mail/password-reset-template.ts'
import { fill } from '../mail/templates.ts'

export const RESET_CODE_DIGITS = 6
export const RESET_CODE_TTL_MS = 10 * 60 * 1000
export const RESET_CODE_ATTEMPTS = 5
/** A text this long is not read as a password at all: a megabyte "password" would only make us work. */
export const PASSWORD_INPUT_LIMIT = 1024

// ---------------------------------------------------------------------------------------------
// Codes

/** Six random digits, leading zeros kept; every code from 000000 to 999999 equally likely. */
export function newResetCode(): string {
	return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0')
}

// A light scrypt (16 MB, ~25 ms): a stolen table would need minutes of many cores per code,
// while each code lives 10 minutes. The customer id is part of the input, so a hash copied to
// another customer's row matches nothing.
const CODE_COST = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const
const CODE_KEY_LENGTH = 32

function scryptCode(code: string, customerId: number, salt: Buffer): Promise<Buffer> {
	return new Promise((resolve, reject) =>
		scryptCallback(`${customerId}:${code}`, salt, CODE_KEY_LENGTH, CODE_COST, (error, key) => (error ? reject(error) : resolve(key))),
	)
}

/** `scrypt1$salt$hash` (base64url): what `password_reset_codes.code_hash` holds; never the code. */
export async function hashResetCode(code: string, customerId: number): Promise<string> {
	const salt = randomBytes(16)
	return ['scrypt1', salt.toString('base64url'), (await scryptCode(code, customerId, salt)).toString('base64url')].join('$')
}

/** Whether `code` is the one hashed for this customer; constant-time on the hashes. */
export async function resetCodeMatches(code: string, customerId: number, stored: string): Promise<boolean> {
	const [scheme, salt, key] = stored.split('$')
	if (scheme !== 'scrypt1' || !salt || !key) return false
	const expected = Buffer.from(key, 'base64url')
	const actual = await scryptCode(code, customerId, Buffer.from(salt, 'base64url'))
	return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// What an unknown e-mail's code is compared with: the same work as a real comparison.
let decoyHash: Promise<string> | null = null
const decoy = () => (decoyHash ??= hashResetCode(newResetCode(), 0))

// Arabic keyboards type ٠–٩ or ۰–۹; both blocks start at a code point ending in 0.
const toAsciiDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))

/** The code as typed (spaces, dashes, Arabic-Indic digits allowed), or null unless it is 6 digits. */
export function readResetCode(text: string): string | null {
	const code = toAsciiDigits(text).replace(/[\s-]/g, '')
	return new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`).test(code) ? code : null
}

/** An account's e-mail as stored: trimmed and lower-cased (customers.email). */
export function readAccountEmail(text: string): string | null {
	return readEmail(text)?.toLowerCase() ?? null
}

// ---------------------------------------------------------------------------------------------
// Messages and field rules shared with password-change.ts

export const passwordMessages = (locale: LocaleCode): PasswordMessages => PASSWORD_MESSAGES[locale]

/** "in 15 minutes", "через 2 часа", "خلال 45 ثانية": when a limited request may be made again. */
export function retryWhen(retryAfterSeconds: number, locale: LocaleCode): string {
	const format = new Intl.RelativeTimeFormat(getLocale(locale).language, { numeric: 'auto' })
	if (retryAfterSeconds < 60) return format.format(Math.max(1, Math.ceil(retryAfterSeconds)), 'second')
	const minutes = Math.ceil(retryAfterSeconds / 60)
	return minutes < 120 ? format.format(minutes, 'minute') : format.format(Math.ceil(minutes / 60), 'hour')
}

export type RateLimited = { status: 'rate-limited'; retryAfterSeconds: number; message: string }

export const rateLimited = (retryAfterSeconds: number, locale: LocaleCode): RateLimited => ({
	status: 'rate-limited',
	retryAfterSeconds,
	message: fill(passwordMessages(locale).tooManyRequests, { when: retryWhen(retryAfterSeconds, locale) }),
})

/** Why a new password is refused, in the words the sign-up page uses for the same rule. */
export function passwordProblemMessage(problem: PasswordProblem, locale: LocaleCode): string {
	return fill(SESSION_MESSAGES[locale].password[problem], { min: String(PASSWORD_LENGTH.min), max: String(PASSWORD_LENGTH.max) })
}

/** A text field read by a rule; `message` when it is missing, not text, or the rule says no. */
export function ruled(locale: LocaleCode, message: string, read: (text: string) => string | null) {
	return textField(locale, message).transform((text, context) => {
		const value = read(text)
		if (value !== null) return value
		context.issues.push({ code: 'custom', message, input: text })
		return z.NEVER
	})
}

/** A new password as typed (never trimmed: spaces are characters too); its rules are checked after. */
export function newPasswordField(locale: LocaleCode) {
	const messages = passwordMessages(locale)
	return z
		.string({ error: () => messages.passwordMissing })
		.min(1, { error: () => messages.passwordMissing })
		.max(PASSWORD_INPUT_LIMIT, { error: () => passwordProblemMessage('too-long', locale) })
}

/** The first message of each field that failed. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? '')
		if (field) errors[field] ??= issue.message
	}
	return errors
}

function requestSchema(locale: LocaleCode, messages: PasswordMessages) {
	return z.object({ email: ruled(locale, messages.emailInvalid, readAccountEmail) })
}

function completeSchema(locale: LocaleCode) {
	const messages = passwordMessages(locale)
	return z.object({
		email: ruled(locale, messages.emailInvalid, readAccountEmail),
		code: ruled(locale, messages.codeFormat, readResetCode),
		password: newPasswordField(locale),
		// The pages ask for the password twice; the API may send it, and it must match when it does.
		password_confirmation: z.string({ error: () => messages.confirmationMismatch }).optional(),
	})
}

// ---------------------------------------------------------------------------------------------
// The service

export type PasswordResetDependencies = {
	db: Database
	sessions: SessionStore
	rateLimits: Pick<RateLimits, 'resetPerIp' | 'resetPerAccountFromIp' | 'resetPerAccount' | 'otpPerIp' | 'otpPerAccount'>
	/** Sends the queued e-mails at once; without it the outbox's retry job sends them within a minute. */
	outbox?: Pick<Outbox, 'dispatch'>
	/** PUBLIC_ORIGIN: the e-mails link to it. */
	publicOrigin: string
	logger?: Logger
	now?: () => Date
}

export type ResetRequest = { input: Record<string, unknown>; locale: LocaleCode; clientIp: string }

export type ResetRequestResult =
	/** The same for registered and unknown e-mails. */
	| { status: 'sent'; message: string; email: string }
	| { status: 'invalid'; errors: FieldErrors }
	| RateLimited

export type ResetCompletion = ResetRequest & { userAgent?: string | null }

export type NewSession = { token: string; expiresAt: Date; remember: boolean }

export type ResetCompletionResult =
	| { status: 'done'; message: string; session: NewSession; customer: { id: number; firstName: string; lastName: string } }
	| { status: 'invalid'; errors: FieldErrors }
	/** Wrong, expired, used, replaced or exhausted code, or an e-mail without an account: one message for all. */
	| { status: 'rejected'; message: string }
	| RateLimited

export type PasswordReset = {
	request(request: ResetRequest): Promise<ResetRequestResult>
	complete(request: ResetCompletion): Promise<ResetCompletionResult>
}

type Customer = { id: number; email: string; firstName: string; lastName: string }

// No customer has id 0 (serial starts at 1): the stand-in for an unknown e-mail touches no row.
const NOBODY = 0

export function createPasswordReset({ db, sessions: sessionStore, rateLimits, outbox, publicOrigin, logger, now = () => new Date() }: PasswordResetDependencies): PasswordReset {
	async function findCustomer(email: string): Promise<Customer | null> {
		const [row] = await db
			.select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
			.from(customers)
			.where(and(eq(customers.email, email), isNull(customers.deletedAt)))
			.limit(1)
		return row?.email ? { ...row, email: row.email } : null
	}

	return {
		async request({ input, locale, clientIp }) {
			const messages = passwordMessages(locale)
			const parsed = requestSchema(locale, messages).safeParse(input)
			if (!parsed.success) return { status: 'invalid', errors: fieldErrorsOf(parsed.error) }
			const { email } = parsed.data

			// Counted per e-mail asked for, registered or not: the limit itself tells nothing.
			const limits = { perIp: rateLimits.resetPerIp, perAccountFromIp: rateLimits.resetPerAccountFromIp, perAccount: rateLimits.resetPerAccount }
			const verdict = await accountAttempt(limits, email, clientIp).consume()
			if (!verdict.ok) return rateLimited(verdict.retryAfterSeconds, locale)

			const customer = await findCustomer(email)
			const customerId = customer?.id ?? NOBODY
			const code = newResetCode()
			const codeHash = await hashResetCode(code, customerId)
			const at = now()
			const mailIds = await db.transaction(async (tx) => {
				// A new code replaces the earlier ones: they expire now.
				await tx
					.update(passwordResetCodes)
					.set({ expiresAt: at })
					.where(and(eq(passwordResetCodes.customerId, customerId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, at)))
				if (!customer) return []
				await tx.insert(passwordResetCodes).values({ customerId, codeHash, expiresAt: new Date(at.getTime() + RESET_CODE_TTL_MS), createdAt: at })
				return queueMails(tx, [passwordResetCodeMail({ to: customer.email, firstName: customer.firstName, code, locale, siteUrl: publicOrigin })], { customerId: customer.id })
			})
			outbox?.dispatch(mailIds)
			if (customer) logger?.info({ customerId }, 'Password reset code sent')
			return { status: 'sent', message: messages.resetSent, email }
		},

		async complete({ input, locale, clientIp, userAgent }) {
			const messages = passwordMessages(locale)
			const parsed = completeSchema(locale).safeParse(input)
			if (!parsed.success) return { status: 'invalid', errors: fieldErrorsOf(parsed.error) }
			const { email, code, password, password_confirmation: confirmation } = parsed.data
			// Rules that use only what was typed: answered before any code is tried.
			const typedProblem = passwordProblem(password, { email, firstName: '', lastName: '' })
			const errors: FieldErrors = {}
			if (typedProblem) errors.password = passwordProblemMessage(typedProblem, locale)
			if (confirmation !== undefined && confirmation !== password) errors.password_confirmation = messages.confirmationMismatch
			if (Object.keys(errors).length > 0) return { status: 'invalid', errors }

			// Spent before the code is tried, so parallel tries cannot overtake the count; the right code gives them back.
			const spends = [
				[rateLimits.otpPerIp, rateLimitKey(clientIp)],
				[rateLimits.otpPerAccount, email],
			] as const
			const verdict = await consumeEach(spends)
			if (!verdict.ok) return rateLimited(verdict.retryAfterSeconds, locale)

			const at = now()
			const customer = await findCustomer(email)
			const customerId = customer?.id ?? NOBODY
			// The latest code only, and only while it is alive; trying it spends an attempt.
			const [latest] = await db
				.select({ id: passwordResetCodes.id })
				.from(passwordResetCodes)
				.where(and(eq(passwordResetCodes.customerId, customerId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, at)))
				.orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
				.limit(1)
			const [attempt] = await db
				.update(passwordResetCodes)
				.set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
				.where(
					and(
						eq(passwordResetCodes.id, latest?.id ?? NOBODY),
						isNull(passwordResetCodes.usedAt),
						gt(passwordResetCodes.expiresAt, at),
						lt(passwordResetCodes.attempts, RESET_CODE_ATTEMPTS),
					),
				)
				.returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
			const matches = await resetCodeMatches(code, customerId, attempt?.codeHash ?? (await decoy()))
			if (!customer || !attempt || !matches) return { status: 'rejected', message: messages.codeRejected }
			await refundEach(spends)

			const personal = passwordProblem(password, customer)
			if (personal) return { status: 'invalid', errors: { password: passwordProblemMessage(personal, locale) } }

			const passwordHash = await hashPassword(password)
			const mailIds = await db.transaction(async (tx) => {
				// Spent here, once: of two tries with the right code at the same moment, one wins.
				const [spent] = await tx
					.update(passwordResetCodes)
					.set({ usedAt: at })
					.where(and(eq(passwordResetCodes.id, attempt.id), isNull(passwordResetCodes.usedAt)))
					.returning({ id: passwordResetCodes.id })
				if (!spent) return null
				const [changed] = await tx
					.update(customers)
					.set({ passwordHash, updatedAt: at })
					.where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)))
					.returning({ id: customers.id })
				if (!changed) return null
				// Every session ends with the old password, in the same transaction as the change.
				await tx.delete(sessions).where(eq(sessions.customerId, customer.id))
				return queueMails(tx, [passwordChangedMail({ to: customer.email, firstName: customer.firstName, locale, siteUrl: publicOrigin, how: 'reset' })], { customerId: customer.id })
			})
			if (!mailIds) return { status: 'rejected', message: messages.codeRejected }
			outbox?.dispatch(mailIds)
			await rateLimits.otpPerAccount.reset(email)
			const session = await sessionStore.create(customer.id, { remember: false, userAgent })
			logger?.info({ customerId: customer.id }, 'Password reset by code; every session ended')
			return {
				status: 'done',
				message: messages.resetDone,
				session,
				customer: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName },
			}
		},
	}
}
