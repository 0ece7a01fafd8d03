/**
 * Per-IP and per-account limits, kept in PostgreSQL (rate-limiter-flexible's store, table
 * `rate_limits` from the migrations) so they hold across every instance of the site.
 *
 * Every limit is spent before the work it guards, in one atomic upsert (`consume`): of 200
 * requests at the same moment exactly `points` go ahead. Work that turns out to be legitimate
 * gives its point back (`refund`), so what a limit ends up counting is the rule below:
 * - the forms that send e-mail: only messages that pass validation count (a visitor correcting a
 *   field costs nothing; the limit protects the team's inbox and our sender reputation);
 * - discount codes: only requests with a code that does not exist count, so a customer trying
 *   their code is never stopped, while a script guessing codes is;
 * - log-in, password checks and reset codes: only failures count.
 */
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimit = {
	/** Spends a point, or refuses when none is left: call it before the work it guards. */
	consume(key: string): Promise<RateLimitVerdict>
	/** Whether a point is left, without spending one: for a request that counts only when it turns out to be an attempt. */
	check(key: string): Promise<RateLimitVerdict>
	/** Gives back the point of an attempt that turned out not to count (the right password, a real code). */
	refund(key: string): Promise<void>
	/** Forgets the key's count (a successful log-in clears its failures). */
	reset(key: string): Promise<void>
}

export type RateLimitRule = { points: number; durationSeconds: number }

/**
 * Per address: 5 contact messages, 5 leads, 20 unknown discount codes in 10 minutes, 10 orders holding
 * a use of a capped code in 30 minutes. Accounts
 * (issue 6) count per address and per account (the e-mail asked for, registered or not, so the
 * limit itself tells nothing): failed log-ins, registrations, reset requests and wrong codes.
 * docs/operations.md repeats these.
 */
export const RATE_LIMIT_RULES = {
	contact: { points: 5, durationSeconds: 600 },
	lead: { points: 5, durationSeconds: 600 },
	unknownDiscountCode: { points: 20, durationSeconds: 600 },
	// Orders that hold a use of a code with a cap on everyone's uses, for the hold's 30 minutes: against a script
	// holding a campaign's last uses with orders it never pays (docs/payments.md, "Discount codes and their limits").
	cappedCodeHold: { points: 10, durationSeconds: 1800 },
	loginPerIp: { points: 20, durationSeconds: 900 },
	loginPerAccount: { points: 5, durationSeconds: 900 },
	registerPerIp: { points: 5, durationSeconds: 3600 },
	resetPerIp: { points: 10, durationSeconds: 3600 },
	resetPerAccount: { points: 3, durationSeconds: 3600 },
	otpPerIp: { points: 20, durationSeconds: 900 },
	otpPerAccount: { points: 10, durationSeconds: 900 },
	// The staff console's sign-in (docs/console.md): the customers' log-in limits, counted apart.
	staffLoginPerIp: { points: 20, durationSeconds: 900 },
	staffLoginPerAccount: { points: 5, durationSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimits = Record<keyof typeof RATE_LIMIT_RULES, RateLimit>

function postgresLimit(pool: pg.Pool, keyPrefix: string, rule: RateLimitRule, clearExpired: boolean): RateLimit {
	const limiter = new RateLimiterPostgres({
		storeClient: pool,
		storeType: 'pool',
		tableName: 'rate_limits',
		tableCreated: true,
		keyPrefix,
		points: rule.points,
		duration: rule.durationSeconds,
		// One sweep of expired rows is enough for the shared table.
		clearExpiredByTimeout: clearExpired,
	})
	return {
		async consume(key) {
			try {
				await limiter.consume(key)
				return { ok: true }
			} catch (rejection) {
				// The library rejects with its result when the limit is reached, with an Error when the store fails.
				if (rejection instanceof RateLimiterRes) {
					return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
				}
				throw rejection
			}
		},
		async check(key) {
			const used = await limiter.get(key)
			if (used && used.consumedPoints >= rule.points) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
			return { ok: true }
		},
		async reset(key) {
			await limiter.delete(key)
		},
		async refund(key) {
			await limiter.reward(key, 1)
		},
	}
}

type Spend = readonly [limit: RateLimit, key: string]

/**
 * Spends a point of each limit at once; refused when any is used up, with the longest wait. A
 * refused request keeps what it spent: it still counts as an attempt.
 */
export async function consumeEach(spends: readonly Spend[]): Promise<RateLimitVerdict> {
	const verdicts = await Promise.all(spends.map(([limit, key]) => limit.consume(key)))
	const waits = verdicts.flatMap((verdict) => (verdict.ok ? [] : [verdict.retryAfterSeconds]))
	return waits.length === 0 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(...waits) }
}

/** Gives back the points `consumeEach` spent, for an attempt that turned out not to count. */
export async function refundEach(spends: readonly Spend[]): Promise<void> {
	await Promise.all(spends.map(([limit, key]) => limit.refund(key)))
}

export function createRateLimits(pool: pg.Pool): RateLimits {
	return {
		contact: postgresLimit(pool, 'contact', RATE_LIMIT_RULES.contact, true),
		lead: postgresLimit(pool, 'lead', RATE_LIMIT_RULES.lead, false),
		unknownDiscountCode: postgresLimit(pool, 'unknown-code', RATE_LIMIT_RULES.unknownDiscountCode, false),
		cappedCodeHold: postgresLimit(pool, 'capped-code-hold', RATE_LIMIT_RULES.cappedCodeHold, false),
		loginPerIp: postgresLimit(pool, 'login-ip', RATE_LIMIT_RULES.loginPerIp, false),
		loginPerAccount: postgresLimit(pool, 'login-account', RATE_LIMIT_RULES.loginPerAccount, false),
		registerPerIp: postgresLimit(pool, 'register-ip', RATE_LIMIT_RULES.registerPerIp, false),
		resetPerIp: postgresLimit(pool, 'reset-ip', RATE_LIMIT_RULES.resetPerIp, false),
		resetPerAccount: postgresLimit(pool, 'reset-account', RATE_LIMIT_RULES.resetPerAccount, false),
		otpPerIp: postgresLimit(pool, 'otp-ip', RATE_LIMIT_RULES.otpPerIp, false),
		otpPerAccount: postgresLimit(pool, 'otp-account', RATE_LIMIT_RULES.otpPerAccount, false),
		staffLoginPerIp: postgresLimit(pool, 'staff-login-ip', RATE_LIMIT_RULES.staffLoginPerIp, false),
		staffLoginPerAccount: postgresLimit(pool, 'staff-login-account', RATE_LIMIT_RULES.staffLoginPerAccount, false),
	}
}
