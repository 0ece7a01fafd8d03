/**
 * The one client for /client/api/v1, used the same way in loaders and actions
 * (on the server it hands requests straight to the API in-process) and in
 * components (window.fetch). It never throws for HTTP or network failures:
 * every call resolves to `{ data, error }` with the error's message in the
 * client's language. Whatever differs between server and browser (fetch, base
 * URL, cache store, messages, logging) is passed in, so this module imports
 * no server code and no message catalogue.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { Messages } from '../i18n/messages/en.ts'
import type { Translate } from '../i18n/translate.ts'
import { type AttemptOutcome, type RetryRequest, retryDelay } from './api-retry.ts'

export const API_V1_PATH = '/client/api/v1'

export type ApiError = {
	/** The server's error code, or the client's own: network_error, unexpected_response, invalid_response, aborted. */
	code: string
	message: string
	/** Status of the API's answer; null when none arrived. */
	status: number | null
	/** The server's messages per form field. */
	fields?: Record<string, string>
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError }

/** A Zod schema, or anything else with its safeParse. */
export type ApiSchema<T> = {
	safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export type ApiRequestOptions<T = unknown> = {
	query?: Record<string, string | number | boolean | null | undefined>
	headers?: HeadersInit
	signal?: AbortSignal
	/** Checks the success payload; a mismatch is an `invalid_response` error. */
	schema?: ApiSchema<T>
	/** Replaces the server's or the generic message on any failure. */
	errorMessage?: string
	/** Sent as Idempotency-Key; only then is a POST, PUT, PATCH or DELETE retried. */
	idempotencyKey?: string
	/** Keeps a successful GET for `ttlMs`. Public data only: skipped when the request carries credentials. */
	cache?: { key: string; ttlMs: number }
	/** Language of the server's messages; false sends no `locale`. Defaults to the client's. */
	locale?: LocaleCode | false
}

export type ApiClientMessages = Messages['apiClient']

export type ApiCacheStore = {
	get(key: string): { value: unknown } | undefined
	set(key: string, value: unknown, ttlMs: number): void
}

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>

export type ApiClientConfig = {
	locale: LocaleCode
	messages: ApiClientMessages
	/** Where /client/api/v1 is: an absolute URL on the server, a path in the browser. */
	baseUrl: string
	fetch: ApiFetch
	/** Sent with every request, under the request's own headers. */
	headers?: HeadersInit
	credentials?: RequestCredentials
	cache?: ApiCacheStore
	/** Waits between attempts; resolves early when the signal aborts. */
	sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
	now?: () => number
	/** Told about payloads that fail their schema: the server logs them, the browser stays quiet. */
	onInvalidResponse?: (details: { method: string; path: string; status: number; issues: unknown }) => void
}

export type ApiClient = {
	readonly locale: LocaleCode
	request<T = unknown>(method: string, path: string, options?: ApiRequestOptions<T> & { body?: unknown }): Promise<ApiResult<T>>
	get<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>
	post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>
	put<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>
	patch<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>
	delete<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>
}

/** The generic failure messages in the page's language. */
export function apiClientMessages(t: Translate): ApiClientMessages {
	return { networkError: t('apiClient.networkError'), unexpectedResponse: t('apiClient.unexpectedResponse') }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
	const sleep = config.sleep ?? abortableSleep
	const now = config.now ?? Date.now

	async function request<T>(
		rawMethod: string,
		path: string,
		options: ApiRequestOptions<T> & { body?: unknown } = {},
	): Promise<ApiResult<T>> {
		const method = rawMethod.toUpperCase()
		const locale = options.locale === false ? null : (options.locale ?? config.locale)
		const url = apiUrl(config.baseUrl, path, options.query, locale)
		const headers = requestHeaders(config.headers, options)
		const { signal } = options
		const fail = (code: string, status: number | null, message: string, fields?: Record<string, string>): ApiResult<T> => ({
			data: null,
			error: { code, status, message: options.errorMessage ?? message, ...(fields ? { fields } : {}) },
		})
		const aborted = () => fail('aborted', null, config.messages.networkError)

		const cacheKey = cacheKeyFor(method, headers, options.cache, locale, config.cache)
		const hit = cacheKey === null ? undefined : config.cache?.get(cacheKey)
		if (hit) return { data: hit.value as T, error: null }

		const init: RequestInit = {
			method,
			headers,
			signal,
			...(config.credentials ? { credentials: config.credentials } : {}),
			...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
		}
		const response = await send(url, init, { method, hasIdempotencyKey: Boolean(options.idempotencyKey) }, signal)
		if (response === 'aborted') return aborted()
		if (response === 'network-error') return fail('network_error', null, config.messages.networkError)

		const read = await readJson(response, method)
		if (!read) {
			if (signal?.aborted) return aborted()
			return fail('unexpected_response', response.status, config.messages.unexpectedResponse)
		}
		const { body } = read

		if (!response.ok) {
			const error = serverError(body)
			if (!error) return fail('unexpected_response', response.status, config.messages.unexpectedResponse)
			return fail(error.code, response.status, error.message, error.fields)
		}

		// The API wraps every payload as `{ data }`; an empty body (204, HEAD) is a null payload.
		let data: unknown = null
		if (body !== undefined) {
			if (!isRecord(body) || !('data' in body)) {
				return fail('unexpected_response', response.status, config.messages.unexpectedResponse)
			}
			data = body.data
		}
		if (options.schema) {
			const parsed = options.schema.safeParse(data)
			if (!parsed.success) {
				config.onInvalidResponse?.({ method, path, status: response.status, issues: parsed.error })
				return fail('invalid_response', response.status, config.messages.unexpectedResponse)
			}
			data = parsed.data
		}
		if (cacheKey !== null && options.cache) config.cache?.set(cacheKey, deepFreeze(data), options.cache.ttlMs)
		return { data: data as T, error: null }
	}

	/** Sends under the retry policy: the last answer, or why none came. */
	async function send(
		url: string,
		init: RequestInit,
		retryRequest: RetryRequest,
		signal: AbortSignal | undefined,
	): Promise<Response | 'network-error' | 'aborted'> {
		for (let attempts = 1; ; attempts++) {
			let response: Response | null = null
			let outcome: AttemptOutcome
			try {
				response = await config.fetch(url, init)
				if (response.ok) return response
				outcome = { kind: 'response', status: response.status, retryAfter: response.headers.get('Retry-After') }
			} catch {
				if (signal?.aborted) return 'aborted'
				outcome = { kind: 'network-error' }
			}
			const delay = retryDelay(retryRequest, attempts, outcome, now())
			if (delay === null) return response ?? 'network-error'
			if (response) await discardBody(response)
			await sleep(delay, signal)
			if (signal?.aborted) return 'aborted'
		}
	}

	return {
		locale: config.locale,
		request,
		get: (path, options) => request('GET', path, options),
		post: (path, body, options) => request('POST', path, { ...options, body }),
		put: (path, body, options) => request('PUT', path, { ...options, body }),
		patch: (path, body, options) => request('PATCH', path, { ...options, body }),
		delete: (path, options) => request('DELETE', path, options),
	}
}

/**
 * A small in-memory cache with an expiry per entry and a bound on its size,
 * so keys built from visitors' input cannot grow it without limit. The
 * server keeps one for the process; the browser one for the page.
 */
export function createMemoryCache({ maxEntries = 200, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
	const entries = new Map<string, { value: unknown; expires: number }>()
	return {
		get(key: string) {
			const entry = entries.get(key)
			if (!entry) return undefined
			if (entry.expires > now()) return { value: entry.value }
			entries.delete(key)
			return undefined
		},
		set(key: string, value: unknown, ttlMs: number) {
			entries.delete(key)
			entries.set(key, { value, expires: now() + ttlMs })
			// A Map keeps insertion order: the first key is the oldest entry.
			if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
		},
		clear() {
			entries.clear()
		},
	} satisfies ApiCacheStore & { clear(): void }
}

const RELATIVE_BASE = 'http://relative.invalid'

/**
 * The request's URL under the API's base: a path in, an absolute URL out on
 * the server, a path in the browser. A path that climbs out of the API (`..`)
 * is a bug in the caller, not a failure to report, so it throws.
 */
function apiUrl(baseUrl: string, path: string, query: ApiRequestOptions['query'], locale: LocaleCode | null): string {
	if (!path.startsWith('/')) throw new TypeError(`API path must start with "/": ${path}`)
	const base = new URL(baseUrl, RELATIVE_BASE)
	const basePath = base.pathname.replace(/\/$/, '')
	const url = new URL(basePath + path, base)
	if (!url.pathname.startsWith(`${basePath}/`)) throw new TypeError(`API path leaves ${basePath}: ${path}`)
	for (const [name, value] of Object.entries(query ?? {})) {
		if (value !== undefined && value !== null) url.searchParams.set(name, String(value))
	}
	if (locale) url.searchParams.set('locale', locale)
	return base.origin === RELATIVE_BASE ? url.pathname + url.search : url.href
}

function requestHeaders(defaults: HeadersInit | undefined, options: ApiRequestOptions & { body?: unknown }) {
	const headers = new Headers(defaults)
	new Headers(options.headers).forEach((value, name) => headers.set(name, value))
	headers.set('Accept', 'application/json')
	if (options.body !== undefined) headers.set('Content-Type', 'application/json')
	if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
	return headers
}

/**
 * Only a GET without credentials may come from the cache: on the server the
 * cache is shared by every visitor, so one visitor's answer must never reach
 * another. The locale is part of the key because the answer may depend on it.
 */
function cacheKeyFor(
	method: string,
	headers: Headers,
	cache: ApiRequestOptions['cache'],
	locale: LocaleCode | null,
	store: ApiCacheStore | undefined,
): string | null {
	if (!cache || !store || method !== 'GET') return null
	if (headers.has('Authorization') || headers.has('Cookie')) return null
	return `${locale ?? '-'}:${cache.key}`
}

/** The body as JSON, undefined when empty; null when it broke off or is not JSON, not an answer the API gives. */
async function readJson(response: Response, method: string): Promise<{ body: unknown } | null> {
	try {
		const text = method === 'HEAD' ? '' : await response.text()
		return { body: text === '' ? undefined : JSON.parse(text) }
	} catch {
		return null
	}
}

/** `{ error: { code, message, fields? } }`, the API's error shape (server/api/errors.ts). */
function serverError(body: unknown): { code: string; message: string; fields?: Record<string, string> } | null {
	if (!isRecord(body) || !isRecord(body.error)) return null
	const { code, message, fields } = body.error
	if (typeof code !== 'string' || typeof message !== 'string' || message === '') return null
	const validFields =
		isRecord(fields) && Object.values(fields).every((value) => typeof value === 'string')
			? (fields as Record<string, string>)
			: undefined
	return { code, message, ...(validFields ? { fields: validFields } : {}) }
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Cached values are shared, on the server between visitors: a caller that changes one fails loudly instead. */
function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value)
		for (const item of Object.values(value)) deepFreeze(item)
	}
	return value
}

/** A response that will be retried: let go of its body so its connection can be reused. */
async function discardBody(response: Response) {
	try {
		await response.body?.cancel()
	} catch {
		// Nothing depends on the discarded body.
	}
}

function abortableSleep(ms: number, signal?: AbortSignal) {
	return new Promise<void>((resolve) => {
		if (signal?.aborted) return resolve()
		const done = () => {
			clearTimeout(timer)
			signal?.removeEventListener('abort', done)
			resolve()
		}
		const timer = setTimeout(done, ms)
		signal?.addEventListener('abort', done, { once: true })
	})
}
