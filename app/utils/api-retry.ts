/**
 * When the API client tries a request again, as a pure function of what the
 * last attempt returned, so the rule is tested on its own and the client only
 * waits and repeats.
 */

/** Answers that say "not now" rather than "no": a second try may succeed. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** One retry at most: a page waits for the API, and a struggling API needs no extra load. */
export const MAX_ATTEMPTS = 2

/** Pause before a retry when the server does not say how long to wait. */
export const RETRY_DELAY_MS = 250

/** Longest Retry-After the client waits for; a longer one is an answer, not a hiccup. */
export const MAX_RETRY_AFTER_MS = 2_000

const HTTP_DATE_START = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i

const SAFE_METHODS = new Set(['GET', 'HEAD'])

export type AttemptOutcome = { kind: 'response'; status: number; retryAfter: string | null } | { kind: 'network-error' }

export type RetryRequest = {
	method: string
	/** A request with an idempotency key can be repeated without doing its work twice. */
	hasIdempotencyKey: boolean
}

/** Reading and HEAD are repeatable; anything that changes data only with an idempotency key. */
export function isRepeatable({ method, hasIdempotencyKey }: RetryRequest): boolean {
	return SAFE_METHODS.has(method.toUpperCase()) || hasIdempotencyKey
}

/**
 * Milliseconds to wait before attempt `attempts + 1`, or null when the
 * request must not be tried again. `attempts` counts the tries made so far.
 */
export function retryDelay(request: RetryRequest, attempts: number, outcome: AttemptOutcome, now = Date.now()): number | null {
	if (attempts >= MAX_ATTEMPTS || !isRepeatable(request)) return null
	if (outcome.kind === 'network-error') return RETRY_DELAY_MS
	if (!RETRY_STATUSES.has(outcome.status)) return null
	const asked = parseRetryAfter(outcome.retryAfter, now)
	if (asked === null) return RETRY_DELAY_MS
	// Retrying sooner than the server asked would only earn the same answer.
	return asked <= MAX_RETRY_AFTER_MS ? asked : null
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
	const text = value?.trim()
	if (!text) return null
	if (/^\d+$/.test(text)) return Number(text) * 1000
	// Every HTTP date format opens with the weekday; Date.parse alone would also read '1.5' as a date.
	if (!HTTP_DATE_START.test(text)) return null
	const date = Date.parse(text)
	return Number.isNaN(date) ? null : Math.max(0, date - now)
}
