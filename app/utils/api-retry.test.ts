import { describe, expect, test } from 'vitest'
import { type AttemptOutcome, MAX_RETRY_AFTER_MS, parseRetryAfter, RETRY_DELAY_MS, retryDelay } from './api-retry.ts'

const now = Date.parse('2026-03-01T12:00:00Z')
const status = (code: number, retryAfter: string | null = null): AttemptOutcome => ({ kind: 'response', status: code, retryAfter })
const networkError: AttemptOutcome = { kind: 'network-error' }
const get = { method: 'GET', hasIdempotencyKey: false }

describe('retryDelay', () => {
	test.each([408, 409, 425, 429, 500, 502, 503, 504])('a GET answered %i is tried once more', (code) => {
		expect(retryDelay(get, 1, status(code), now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay(get, 2, status(code), now)).toBeNull()
	})

	test.each([200, 201, 204, 301, 400, 401, 403, 404, 410, 422, 501, 505])('a GET answered %i is not retried', (code) => {
		expect(retryDelay(get, 1, status(code), now)).toBeNull()
	})

	test('GET and HEAD are retried after a network error, whatever the case of the method', () => {
		expect(retryDelay({ method: 'get', hasIdempotencyKey: false }, 1, networkError, now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay({ method: 'HEAD', hasIdempotencyKey: false }, 1, networkError, now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay(get, 2, networkError, now)).toBeNull()
	})

	test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is never retried without an idempotency key', (method) => {
		const request = { method, hasIdempotencyKey: false }
		expect(retryDelay(request, 1, status(503), now)).toBeNull()
		expect(retryDelay(request, 1, status(429, '1'), now)).toBeNull()
		expect(retryDelay(request, 1, networkError, now)).toBeNull()
	})

	test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s with an idempotency key is retried once on the same answers', (method) => {
		const request = { method, hasIdempotencyKey: true }
		expect(retryDelay(request, 1, status(503), now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay(request, 1, networkError, now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay(request, 1, status(422), now)).toBeNull()
		expect(retryDelay(request, 2, status(503), now)).toBeNull()
	})

	test('waits as long as Retry-After asks, up to the cap', () => {
		expect(retryDelay(get, 1, status(429, '0'), now)).toBe(0)
		expect(retryDelay(get, 1, status(429, '2'), now)).toBe(2_000)
		expect(retryDelay(get, 1, status(503, new Date(now + 1_000).toUTCString()), now)).toBe(1_000)
	})

	test('gives up when Retry-After asks for longer than the cap', () => {
		expect(retryDelay(get, 1, status(503, '3'), now)).toBeNull()
		expect(retryDelay(get, 1, status(503, new Date(now + MAX_RETRY_AFTER_MS + 1_000).toUTCString()), now)).toBeNull()
	})

	test('an unreadable Retry-After falls back to the fixed delay', () => {
		expect(retryDelay(get, 1, status(503, 'soon'), now)).toBe(RETRY_DELAY_MS)
		expect(retryDelay(get, 1, status(503, '1.5'), now)).toBe(RETRY_DELAY_MS)
	})
})

describe('parseRetryAfter', () => {
	test.each([
		[null, null],
		['', null],
		['  ', null],
		['5', 5_000],
		[' 1 ', 1_000],
		['-1', null],
		['1e3', null],
		['Sun, 01 Mar 2026 12:00:03 GMT', 3_000],
		['Sunday, 01-Mar-26 12:00:01 GMT', 1_000],
		// A date in the past means "now".
		['Sun, 01 Mar 2026 11:00:00 GMT', 0],
		['Funday, 99 Nop 2026', null],
	])('%j → %j', (value, expected) => {
		expect(parseRetryAfter(value, now)).toBe(expected)
	})
})
