/**
 * A signed-in customer's password and sessions (issue 6 item 4), shared by POST
 * /client/api/v1/password, POST /client/api/v1/logout-everywhere and the account page's forms
 * (app/utils/account-security.server.ts):
 * - `change`: the current password must be right (scrypt check; wrong ones count against the
 *   account's log-in limit, since they guess the same secret), the new one must follow the rules
 *   and differ from it. It is stored with every OTHER session ended, in one transaction, and the
 *   customer is told by e-mail. This browser or app stays signed in.
 * - `logOutEverywhere`: every session of the customer ends, this one included.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { LocaleCode } from '../../domain/locale.ts'
import { passwordProblem } from '../../domain/password-rules.ts'
import type { AccountServices } from '../auth/account-services.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import type { SessionCustomer, SessionStore } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { customers, sessions } from '../db/schema.ts'
import { accountAttempt, type RateLimits } from '../http/rate-limits.ts'
import type { FieldErrors } from '../inquiries/schemas.ts'
import type { Logger } from '../logger.ts'
import { type Outbox, queueMails } from '../mail/outbox.ts'
import { passwordChangedMail } from '../mail/password-reset-template.ts'
import {
	createPasswordReset,
	fieldErrorsOf,
	newPasswordField,
	passwordMessages,
	passwordProblemMessage,
	type PasswordReset,
	type RateLimited,
	rateLimited,
} from './password-reset.ts'

/** Enough for any real password; a longer "current password" is not checked at all. */
const CURRENT_PASSWORD_MAX_LENGTH = 1024

export type PasswordChangeDependencies = {
	db: Database
	sessions: SessionStore
	rateLimits: Pick<RateLimits, 'loginPerAccountFromIp' | 'loginPerAccount'>
	/** Sends the queued e-mail at once; without it the outbox's retry job sends it within a minute. */
	outbox?: Pick<Outbox, 'dispatch'>
	/** PUBLIC_ORIGIN: the notice e-mail links to it. */
	publicOrigin: string
	logger?: Logger
	now?: () => Date
}

export type PasswordChangeRequest = {
	customer: SessionCustomer
	input: Record<string, unknown>
	locale: LocaleCode
	/** The client's address: wrong current passwords count as failed log-ins from it. */
	clientIp: string
}

export type PasswordChangeResult =
	| { status: 'changed'; message: string }
	| { status: 'invalid'; errors: FieldErrors }
	/** The account was deleted since the session was checked. */
	| { status: 'gone' }
	| RateLimited

export type PasswordChange = {
	change(request: PasswordChangeRequest): Promise<PasswordChangeResult>
	logOutEverywhere(request: { customer: SessionCustomer; locale: LocaleCode }): Promise<{ status: 'logged-out'; message: string }>
}

function changeSchema(locale: LocaleCode) {
	const messages = passwordMessages(locale)
	return z.object({
		current_password: z
			.string({ error: () => messages.currentPasswordMissing })
			.min(1, { error: () => messages.currentPasswordMissing })
			.max(CURRENT_PASSWORD_MAX_LENGTH, { error: () => messages.currentPasswordWrong }),
		new_password: newPasswordField(locale),
		new_password_confirmation: z.string({ error: () => messages.confirmationMismatch }).optional(),
	})
}

export function createPasswordChange({ db, sessions: sessionStore, rateLimits, outbox, publicOrigin, logger, now = () => new Date() }: PasswordChangeDependencies): PasswordChange {
	return {
		async change({ customer, input, locale, clientIp }) {
			const messages = passwordMessages(locale)
			const parsed = changeSchema(locale).safeParse(input)
			const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error)
			// Each field on its own, so every message comes back at once.
			const text = (name: string) => (typeof input[name] === 'string' && !errors[name] ? (input[name] as string) : null)
			const current = text('current_password')
			const next = text('new_password')

			const [row] = await db
				.select({ passwordHash: customers.passwordHash, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
				.from(customers)
				.where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)))
				.limit(1)
			if (!row?.passwordHash || !row.email) return { status: 'gone' }
			const account = { email: row.email, firstName: row.firstName, lastName: row.lastName }

			// Wrong current passwords count as failed log-ins of the account, in the log-in's two tiers
			// (this address, every address); the signed-in customer has no per-address log-in limit to spend.
			const attempt = accountAttempt({ perAccountFromIp: rateLimits.loginPerAccountFromIp, perAccount: rateLimits.loginPerAccount }, account.email, clientIp)
			if (current !== null) {
				// Spent before the check, so parallel tries cannot overtake the count; the right password gives it back.
				const limit = await attempt.consume()
				if (!limit.ok) return rateLimited(limit.retryAfterSeconds, locale)
				if (await verifyPassword(current, row.passwordHash)) await attempt.refund()
				else errors.current_password = messages.currentPasswordWrong
			}
			if (next !== null) {
				const problem = passwordProblem(next, account)
				if (problem) errors.new_password = passwordProblemMessage(problem, locale)
				else if (next === current && !errors.current_password) errors.new_password = messages.samePassword
			}
			const confirmation = input.new_password_confirmation
			if (next !== null && confirmation !== undefined && confirmation !== next) errors.new_password_confirmation ??= messages.confirmationMismatch
			if (Object.keys(errors).length > 0 || current === null || next === null) return { status: 'invalid', errors }

			const passwordHash = await hashPassword(next)
			const at = now()
			const mailIds = await db.transaction(async (tx) => {
				const [changed] = await tx
					.update(customers)
					.set({ passwordHash, updatedAt: at })
					.where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)))
					.returning({ id: customers.id })
				if (!changed) return null
				// Every other session ends with the old password; this one stays.
				await tx.delete(sessions).where(and(eq(sessions.customerId, customer.id), ne(sessions.id, customer.sessionId)))
				return queueMails(tx, [passwordChangedMail({ to: account.email, firstName: account.firstName, locale, siteUrl: publicOrigin, how: 'change' })], { customerId: customer.id })
			})
			if (!mailIds) return { status: 'gone' }
			outbox?.dispatch(mailIds)
			await attempt.clearFromAddress()
			logger?.info({ customerId: customer.id }, 'Password changed; other sessions ended')
			return { status: 'changed', message: messages.changed }
		},

		async logOutEverywhere({ customer, locale }) {
			await sessionStore.revokeAll(customer.id)
			logger?.info({ customerId: customer.id }, 'Logged out everywhere')
			return { status: 'logged-out', message: passwordMessages(locale).loggedOutEverywhere }
		},
	}
}

export type PasswordServices = { reset: PasswordReset; change: PasswordChange }

/**
 * What the password features read from `AccountServices` besides sessions and limits, when the
 * process hands them over: its outbox, so that a code goes out at once rather than with the
 * outbox's retry job (within a minute), and a clock (tests).
 */
/** The reset and change services over the request's AccountServices (the API and the pages share them). */
export function passwordServicesFor(
	accounts: AccountServices,
	{ db, publicOrigin, logger }: { db: Database; publicOrigin: string; logger?: Logger },
): PasswordServices {
	const { outbox, now } = accounts
	const shared = { db, sessions: accounts.sessions, publicOrigin, logger, outbox, ...(now ? { now } : {}) }
	return {
		reset: createPasswordReset({ ...shared, rateLimits: accounts.rateLimits }),
		change: createPasswordChange({ ...shared, rateLimits: accounts.rateLimits }),
	}
}
