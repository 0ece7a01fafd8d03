/**
 * Per-IP limits on the forms that send e-mail, kept in PostgreSQL (rate-limiter-flexible's
 * store, table `rate_limits` from the migrations) so they hold across every instance of the
 * site. Only messages that pass validation count: a visitor correcting a field costs nothing,
 * and what the limit protects is the team's inbox and our sender reputation.
 */
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimit = { consume(key: string): Promise<RateLimitVerdict> }

export type RateLimitRule = { points: number; durationSeconds: number }

/** 5 contact messages and 5 leads per address in 10 minutes; docs/operations.md repeats these. */
export const RATE_LIMIT_RULES = {
	contact: { points: 5, durationSeconds: 600 },
	lead: { points: 5, durationSeconds: 600 },
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
	}
}

export function createRateLimits(pool: pg.Pool): RateLimits {
	return {
		contact: postgresLimit(pool, 'contact', RATE_LIMIT_RULES.contact, true),
		lead: postgresLimit(pool, 'lead', RATE_LIMIT_RULES.lead, false),
	}
}
