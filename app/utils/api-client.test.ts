import { afterEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { createI18n } from '../i18n/translate.ts'
import ar from '../i18n/messages/ar.ts'
import en from '../i18n/messages/en.ts'
import { type ApiClientConfig, type ApiFetch, apiClientMessages, createApiClient, createMemoryCache } from './api-client.ts'
import { RETRY_DELAY_MS } from './api-retry.ts'

const messages = { networkError: 'No connection.', unexpectedResponse: 'Unexpected answer.' }
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers })
const notFound = () => json({ error: { code: 'not_found', message: 'Nothing here (server).' } }, 404)

function setup(answers: Array<Response | Error>, config: Partial<ApiClientConfig> = {}) {
	const fetch = vi.fn<ApiFetch>(async () => {
		const next = answers.shift()
		if (!next) throw new Error('No more answers in this test')
		if (next instanceof Error) throw next
		return next
	})
	const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {})
	const client = createApiClient({
		locale: 'en',
		messages,
		baseUrl: 'https://kcal.example/client/api/v1',
		fetch,
		sleep,
		...config,
	})
	const sent = (call = 0) => {
		const [url, init] = fetch.mock.calls[call] ?? []
		return { url, init, headers: new Headers(init?.headers) }
	}
	return { client, fetch, sleep, sent }
}

afterEach(() => {
	vi.useRealTimers()
})

describe('requests', () => {
	test('a GET returns the payload of `{ data }` and asks in the client’s language', async () => {
		const { client, sent } = setup([json({ data: [{ code: 'en' }] })], { locale: 'ar-ae' })
		expect(await client.get<Array<{ code: string }>>('/locales')).toEqual({ data: [{ code: 'en' }], error: null })
		expect(sent().url).toBe('https://kcal.example/client/api/v1/locales?locale=ar-ae')
		expect(sent().init?.method).toBe('GET')
		expect(sent().headers.get('Accept')).toBe('application/json')
	})

	test('in the browser the URL stays relative and credentials are same-origin', async () => {
		const { client, sent } = setup([json({ data: 1 })], { baseUrl: '/client/api/v1', credentials: 'same-origin' })
		await client.get('/plans', { query: { city: 'dubai', page: 2, empty: undefined, none: null } })
		expect(sent().url).toBe('/client/api/v1/plans?city=dubai&page=2&locale=en')
		expect(sent().init?.credentials).toBe('same-origin')
	})

	test('a request may send another locale or none', async () => {
		const { client, sent } = setup([json({ data: 1 }), json({ data: 2 })])
		await client.get('/a', { locale: false })
		await client.get('/b', { locale: 'ru-ae' })
		expect(sent(0).url).toBe('https://kcal.example/client/api/v1/a')
		expect(sent(1).url).toBe('https://kcal.example/client/api/v1/b?locale=ru-ae')
	})

	test('a body is sent as JSON, with the client’s and the request’s headers', async () => {
		const { client, sent } = setup([json({ data: { id: 7 } }, 201)], { headers: { 'X-Request-Id': 'req-12345678' } })
		expect(await client.post('/orders', { plan: 'keto' }, { headers: { 'X-Extra': '1' } })).toEqual({
			data: { id: 7 },
			error: null,
		})
		expect(sent().init?.body).toBe('{"plan":"keto"}')
		expect(sent().headers.get('Content-Type')).toBe('application/json')
		expect(sent().headers.get('X-Request-Id')).toBe('req-12345678')
		expect(sent().headers.get('X-Extra')).toBe('1')
		expect(sent().headers.has('Idempotency-Key')).toBe(false)
	})

	test('put, patch and delete use their methods', async () => {
		const { client, sent } = setup([json({ data: 1 }), json({ data: 2 }), new Response(null, { status: 204 })])
		await client.put('/a', { x: 1 })
		await client.patch('/a', { x: 2 })
		expect(await client.delete('/a')).toEqual({ data: null, error: null })
		expect([0, 1, 2].map((call) => sent(call).init?.method)).toEqual(['PUT', 'PATCH', 'DELETE'])
	})

	test.each(['locales', '/../../dashboard', '/%2e%2e/%2e%2e/admin'])('a path outside the API (%s) is a bug and throws', async (path) => {
		const { client, fetch } = setup([])
		await expect(client.get(path)).rejects.toThrow(TypeError)
		expect(fetch).not.toHaveBeenCalled()
	})
})

describe('errors', () => {
	test('keep the server’s localized message, code, status and field messages', async () => {
		const { client } = setup([
			json({ error: { code: 'invalid', message: 'Check the form.', fields: { phone: 'Enter a UAE number.' } } }, 422),
		])
		expect(await client.post('/orders', {})).toEqual({
			data: null,
			error: { code: 'invalid', message: 'Check the form.', status: 422, fields: { phone: 'Enter a UAE number.' } },
		})
	})

	test('the caller’s message replaces any other, but the details stay', async () => {
		const { client } = setup([notFound(), new TypeError('fetch failed')])
		expect((await client.get('/x', { errorMessage: 'We could not load the menu.' })).error).toEqual({
			code: 'not_found',
			message: 'We could not load the menu.',
			status: 404,
		})
		expect((await client.post('/x', {}, { errorMessage: 'Not sent.' })).error?.message).toBe('Not sent.')
	})

	test.each([
		['an HTML error page', new Response('<h1>Bad gateway</h1>', { status: 502 })],
		['an error without a message', json({ error: { code: 'x' } }, 400)],
		['a success without the data envelope', json([1, 2, 3])],
		['a success that is not JSON', new Response('ok', { status: 200 })],
	])('%s gives the generic message with the status', async (_case, response) => {
		const { client } = setup([response])
		const { data, error } = await client.post('/x', {})
		expect(data).toBeNull()
		expect(error).toEqual({ code: 'unexpected_response', message: 'Unexpected answer.', status: response.status })
	})

	test('field messages that are not strings are dropped', async () => {
		const { client } = setup([json({ error: { code: 'invalid', message: 'No.', fields: { a: 1 } } }, 422)])
		expect((await client.post('/x', {})).error).toEqual({ code: 'invalid', message: 'No.', status: 422 })
	})

	test('a network failure is a result, not an exception', async () => {
		const { client } = setup([new TypeError('fetch failed')])
		expect(await client.post('/x', {})).toEqual({
			data: null,
			error: { code: 'network_error', message: 'No connection.', status: null },
		})
	})

	test('an aborted request says so and is not retried', async () => {
		const controller = new AbortController()
		controller.abort()
		const { client, fetch } = setup([new DOMException('aborted', 'AbortError')])
		const { error } = await client.get('/x', { signal: controller.signal })
		expect(error?.code).toBe('aborted')
		expect(fetch).toHaveBeenCalledTimes(1)
	})
})

describe('retries', () => {
	test('a GET is tried once more after a network error, then gives up', async () => {
		const { client, fetch, sleep } = setup([new TypeError('fetch failed'), new TypeError('fetch failed')])
		expect((await client.get('/x')).error?.code).toBe('network_error')
		expect(fetch).toHaveBeenCalledTimes(2)
		expect(sleep).toHaveBeenCalledOnce()
		expect(sleep.mock.calls[0]?.[0]).toBe(RETRY_DELAY_MS)
	})

	test('a GET answered 503 succeeds on its second try, after the Retry-After the server asked for', async () => {
		const { client, fetch, sleep } = setup([json({ error: { code: 'unavailable', message: 'Busy.' } }, 503, { 'Retry-After': '1' }), json({ data: 'ok' })])
		expect(await client.get('/x')).toEqual({ data: 'ok', error: null })
		expect(fetch).toHaveBeenCalledTimes(2)
		expect(sleep.mock.calls[0]?.[0]).toBe(1_000)
	})

	test('a Retry-After beyond the cap returns the server’s answer at once', async () => {
		const { client, fetch } = setup([json({ error: { code: 'rate_limited', message: 'Slow down.' } }, 429, { 'Retry-After': '60' })])
		expect((await client.get('/x')).error).toEqual({ code: 'rate_limited', message: 'Slow down.', status: 429 })
		expect(fetch).toHaveBeenCalledOnce()
	})

	test('a POST without an idempotency key is sent once', async () => {
		const { client, fetch } = setup([json({ error: { code: 'internal', message: 'Oops.' } }, 500)])
		expect((await client.post('/orders', {})).error?.status).toBe(500)
		expect(fetch).toHaveBeenCalledOnce()
	})

	test('a POST with an idempotency key carries it and is retried once', async () => {
		const { client, fetch, sent } = setup([json({ error: { code: 'internal', message: 'Oops.' } }, 500), json({ data: { id: 1 } }, 201)])
		expect(await client.post('/orders', { a: 1 }, { idempotencyKey: 'order-42' })).toEqual({ data: { id: 1 }, error: null })
		expect(fetch).toHaveBeenCalledTimes(2)
		expect(sent(1).headers.get('Idempotency-Key')).toBe('order-42')
		expect(sent(1).init?.body).toBe('{"a":1}')
	})

	test('the default wait is a timer, so fake timers drive it', async () => {
		vi.useFakeTimers()
		const { client, fetch } = setup([new TypeError('fetch failed'), json({ data: 'late' })], { sleep: undefined })
		const result = client.get('/x')
		await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1)
		expect(fetch).toHaveBeenCalledOnce()
		await vi.advanceTimersByTimeAsync(1)
		expect(await result).toEqual({ data: 'late', error: null })
	})

	test('aborting during the wait ends the request without a second try', async () => {
		vi.useFakeTimers()
		const controller = new AbortController()
		const { client, fetch } = setup([new TypeError('fetch failed')], { sleep: undefined })
		const result = client.get('/x', { signal: controller.signal })
		await vi.advanceTimersByTimeAsync(10)
		controller.abort()
		expect((await result).error?.code).toBe('aborted')
		expect(fetch).toHaveBeenCalledOnce()
		expect(vi.getTimerCount()).toBe(0)
	})
})

describe('schemas', () => {
	const Plan = z.object({ slug: z.string(), price: z.number().transform((fils) => fils / 100) })

	test('a matching payload is returned as the schema parses it', async () => {
		const { client } = setup([json({ data: { slug: 'keto', price: 12_900 } })])
		const { data } = await client.get('/plans/keto', { schema: Plan })
		expect(data).toEqual({ slug: 'keto', price: 129 })
	})

	test('a mismatch is an error result, reported to the server’s logger only', async () => {
		const onInvalidResponse = vi.fn()
		const { client } = setup([json({ data: { slug: 5 } })], { onInvalidResponse })
		expect((await client.get('/plans/keto', { schema: Plan })).error).toEqual({
			code: 'invalid_response',
			message: 'Unexpected answer.',
			status: 200,
		})
		expect(onInvalidResponse).toHaveBeenCalledWith(
			expect.objectContaining({ method: 'GET', path: '/plans/keto', status: 200, issues: expect.anything() }),
		)
	})

	test('without a reporter a mismatch stays quiet', async () => {
		const { client } = setup([json({ data: null })])
		expect((await client.get('/plans/keto', { schema: Plan })).error?.code).toBe('invalid_response')
	})
})

describe('cache', () => {
	const cached = { key: 'locales', ttlMs: 1_000 }

	function cachedSetup(answers: Array<Response | Error>, config: Partial<ApiClientConfig> = {}) {
		let now = 0
		const cache = createMemoryCache({ now: () => now })
		return { ...setup(answers, { cache, ...config }), cache, tick: (ms: number) => (now += ms) }
	}

	test('a successful GET is reused until it expires', async () => {
		const { client, fetch, tick } = cachedSetup([json({ data: [1] }), json({ data: [2] })])
		expect((await client.get('/locales', { cache: cached })).data).toEqual([1])
		tick(999)
		expect((await client.get('/locales', { cache: cached })).data).toEqual([1])
		expect(fetch).toHaveBeenCalledOnce()
		tick(1)
		expect((await client.get('/locales', { cache: cached })).data).toEqual([2])
	})

	test('cached data is frozen, so no caller can change what others read', async () => {
		const { client } = cachedSetup([json({ data: { list: [3, 1, 2] } })])
		const { data } = await client.get<{ list: number[] }>('/locales', { cache: cached })
		expect(() => data?.list.sort()).toThrow(TypeError)
	})

	test('failures are not cached', async () => {
		const { client, fetch } = cachedSetup([notFound(), json({ data: 'back' })])
		expect((await client.get('/locales', { cache: cached })).error?.code).toBe('not_found')
		expect((await client.get('/locales', { cache: cached })).data).toBe('back')
		expect(fetch).toHaveBeenCalledTimes(2)
	})

	test('each language has its own entry', async () => {
		const { client, fetch } = cachedSetup([json({ data: 'en' }), json({ data: 'ru' })])
		await client.get('/locales', { cache: cached })
		expect((await client.get('/locales', { cache: cached, locale: 'ru-ae' })).data).toBe('ru')
		expect(fetch).toHaveBeenCalledTimes(2)
	})

	test.each([
		['a session cookie from the client', { headers: { Cookie: 'session=abc' } }, {}],
		['an Authorization header on the request', {}, { headers: { Authorization: 'Bearer t' } }],
	])('is never used for requests with credentials: %s', async (_case, config, options) => {
		const { client, fetch } = cachedSetup([json({ data: 1 }), json({ data: 2 })], config)
		await client.get('/me', { cache: cached, ...options })
		expect((await client.get('/me', { cache: cached, ...options })).data).toBe(2)
		expect(fetch).toHaveBeenCalledTimes(2)
	})

	test('only GET answers are cached', async () => {
		const { client, fetch } = cachedSetup([json({ data: 1 }), json({ data: 2 })])
		await client.post('/x', {}, { cache: cached })
		expect((await client.get('/locales', { cache: cached })).data).toBe(2)
		expect(fetch).toHaveBeenCalledTimes(2)
	})

	test('the memory cache drops its oldest entry beyond its size', () => {
		const cache = createMemoryCache({ maxEntries: 2 })
		cache.set('a', 1, 1_000)
		cache.set('b', 2, 1_000)
		cache.set('c', 3, 1_000)
		expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, { value: 2 }, { value: 3 }])
	})
})

test('the generic messages come from the page’s catalogue', () => {
	const { t } = createI18n('ar-ae', ar, en)
	expect(apiClientMessages(t)).toEqual(ar.apiClient)
	expect(apiClientMessages(createI18n('en', en).t)).toEqual(en.apiClient)
})
