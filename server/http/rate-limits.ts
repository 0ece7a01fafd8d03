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
 *
 * An account's own limits come in two tiers (DESIGN §4), so that nobody can lock a customer or a
 * staff member out by failing on purpose: a strict one per account *and client address* (the
 * figures a person at one address meets), and a much looser one per account across every address,
 * against guessing spread over many addresses. A stranger's failures use up the strict tier of
 * their own address only; the owner, at theirs, still gets in unless someone spends the loose tier
 * from many addresses at once (see `accountAttempt`).
 */
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { accountFromAddressKey, rateLimitKey } from './client-ip.ts'

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
 * Failed log-ins and reset requests count per account in the two tiers above: `…PerAccountFromIp`
 * (the e-mail from one address) and `…PerAccount` (the e-mail from everywhere).
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
	loginPerAccountFromIp: { points: 5, durationSeconds: 900 },
	// 50 an hour across every address: ten addresses' worth of the strict tier, so guessing spread
	// over many addresses gets no more than 1,200 tries a day at a password that passed the
	// common-password rules, while locking the owner out takes several addresses failing without
	// pause (one address gives at most 20 an hour), not a script at one address.
	loginPerAccount: { points: 50, durationSeconds: 3600 },
	registerPerIp: { points: 5, durationSeconds: 3600 },
	resetPerIp: { points: 10, durationSeconds: 3600 },
	resetPerAccountFromIp: { points: 3, durationSeconds: 3600 },
	// 10 an hour across every address: a customer asking from home, phone and office is never
	// stopped, and a stranger needs four addresses to stop them, while the codes mailed to one
	// inbox stay few.
	resetPerAccount: { points: 10, durationSeconds: 3600 },
	otpPerIp: { points: 20, durationSeconds: 900 },
	otpPerAccount: { points: 10, durationSeconds: 900 },
	// The staff console's sign-in (docs/console.md): the customers' log-in limits, counted apart.
	staffLoginPerIp: { points: 20, durationSeconds: 900 },
	staffLoginPerAccountFromIp: { points: 5, durationSeconds: 900 },
	staffLoginPerAccount: { points: 50, durationSeconds: 3600 },
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

/**
 * Spends a point of each limit one after the other, stopping at the first that refuses: a later
 * limit's point is spent only by a request the earlier ones let through. Under a burst this lets
 * exactly as many through as the tightest limit allows; spent side by side (`consumeEach`), a
 * request could win one limit's race and lose the other's, and fewer got through than allowed
 * (4 log-ins of 5 in a burst of 200, when PostgreSQL granted the two rows in another order).
 */
export async function consumeInTurn(spends: readonly Spend[]): Promise<RateLimitVerdict> {
	for (const [limit, key] of spends) {
		const verdict = await limit.consume(key)
		if (!verdict.ok) return verdict
	}
	return { ok: true }
}

/** Gives back the points `consumeEach` or `consumeInTurn` spent, for an attempt that turned out not to count. */
export async function refundEach(spends: readonly Spend[]): Promise<void> {
	await Promise.all(spends.map(([limit, key]) => limit.refund(key)))
}

/** An account's limits in the two tiers, with the per-address limit of the same kind of attempt (none for a signed-in check). */
export type AccountLimits = { perIp?: RateLimit; perAccountFromIp: RateLimit; perAccount: RateLimit }

/**
 * One attempt at an account (a log-in, a password check, a reset request) by the e-mail asked
 * for, from a client address. `consume` spends the limits in turn (`consumeInTurn`): the client's
 * own address first (per address, then per account from that address), then the account's limit
 * across every address. A request its own address's limits refuse never reaches the shared limit,
 * so refused requests from one address cannot use it up and lock the owner out everywhere: only
 * attempts that were really let through count there. Every spent point stays spent when a later
 * one is refused (it still counts as an attempt).
 */
export function accountAttempt(limits: AccountLimits, email: string, clientIp: string) {
	const own: Spend[] = [[limits.perAccountFromIp, accountFromAddressKey(email, clientIp)]]
	if (limits.perIp) own.unshift([limits.perIp, rateLimitKey(clientIp)])
	const shared: Spend[] = [[limits.perAccount, email]]
	return {
		consume: (): Promise<RateLimitVerdict> => consumeInTurn([...own, ...shared]),
		/** Every point back: the attempt turned out not to count (the right password). Only after a `consume` that went through. */
		refund: () => refundEach([...own, ...shared]),
		/**
		 * A successful sign-in: the address's point back, the account's failures from this address
		 * forgotten, and the shared limit's point back (failures elsewhere stay counted: someone
		 * guessing from many addresses is not let off because the owner signed in).
		 */
		async succeeded() {
			await Promise.all([limits.perIp?.refund(rateLimitKey(clientIp)), limits.perAccountFromIp.reset(accountFromAddressKey(email, clientIp)), limits.perAccount.refund(email)])
		},
		/** Forgets the account's failures from this address (after a change of password). */
		clearFromAddress: () => limits.perAccountFromIp.reset(accountFromAddressKey(email, clientIp)),
	}
}

export function createRateLimits(pool: pg.Pool): RateLimits {
	return {
		contact: postgresLimit(pool, 'contact', RATE_LIMIT_RULES.contact, true),
		lead: postgresLimit(pool, 'lead', RATE_LIMIT_RULES.lead, false),
		unknownDiscountCode: postgresLimit(pool, 'unknown-code', RATE_LIMIT_RULES.unknownDiscountCode, false),
		cappedCodeHold: postgresLimit(pool, 'capped-code-hold', RATE_LIMIT_RULES.cappedCodeHold, false),
		loginPerIp: postgresLimit(pool, 'login-ip', RATE_LIMIT_RULES.loginPerIp, false),
		loginPerAccountFromIp: postgresLimit(pool, 'login-account-ip', RATE_LIMIT_RULES.loginPerAccountFromIp, false),
		loginPerAccount: postgresLimit(pool, 'login-account', RATE_LIMIT_RULES.loginPerAccount, false),
		registerPerIp: postgresLimit(pool, 'register-ip', RATE_LIMIT_RULES.registerPerIp, false),
		resetPerIp: postgresLimit(pool, 'reset-ip', RATE_LIMIT_RULES.resetPerIp, false),
		resetPerAccountFromIp: postgresLimit(pool, 'reset-account-ip', RATE_LIMIT_RULES.resetPerAccountFromIp, false),
		resetPerAccount: postgresLimit(pool, 'reset-account', RATE_LIMIT_RULES.resetPerAccount, false),
		otpPerIp: postgresLimit(pool, 'otp-ip', RATE_LIMIT_RULES.otpPerIp, false),
		otpPerAccount: postgresLimit(pool, 'otp-account', RATE_LIMIT_RULES.otpPerAccount, false),
		staffLoginPerIp: postgresLimit(pool, 'staff-login-ip', RATE_LIMIT_RULES.staffLoginPerIp, false),
		staffLoginPerAccountFromIp: postgresLimit(pool, 'staff-login-account-ip', RATE_LIMIT_RULES.staffLoginPerAccountFromIp, false),
		staffLoginPerAccount: postgresLimit(pool, 'staff-login-account', RATE_LIMIT_RULES.staffLoginPerAccount, false),
	}
}
