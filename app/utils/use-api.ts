/**
 * The API client in components: `useApi()` for calls made from event
 * handlers, `useApiQuery()` for data a component loads itself once it runs
 * in the browser. Loaders and actions use the request services' client.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useTranslation } from '../i18n/i18n.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import {
	API_V1_PATH,
	type ApiClient,
	type ApiError,
	type ApiFetch,
	type ApiRequestOptions,
	type ApiResult,
	apiClientMessages,
	createApiClient,
	createMemoryCache,
} from './api-client.ts'

// One cache for the page's lifetime. None while rendering on the server, where it would be shared by every visitor.
const browserCache = typeof window === 'undefined' ? undefined : createMemoryCache({ maxEntries: 100 })

// Looked up at call time: window.fetch must be called on window, and tests replace it.
const browserFetch: ApiFetch = (url, init) => window.fetch(url, init)

/** The client for the page's locale, with relative URLs and the visitor's own cookies. */
export function useApi(): ApiClient {
	const { code } = useLocale()
	const { t } = useTranslation()
	return useMemo(
		() =>
			createApiClient({
				locale: code,
				messages: apiClientMessages(t),
				baseUrl: API_V1_PATH,
				fetch: browserFetch,
				credentials: 'same-origin',
				cache: browserCache,
			}),
		[code, t],
	)
}

export type ApiQueryOptions<T> = Omit<ApiRequestOptions<T>, 'signal' | 'idempotencyKey'>

export type ApiQuery<T> = {
	data: T | null
	error: ApiError | null
	/** True until the current path's answer arrives, and again during a refetch (which keeps the last data). */
	pending: boolean
	refetch: () => void
}

/**
 * GETs `path` after the component mounts, again when the path, query or
 * locale changes, and on `refetch()` (which a `cache` option may answer). A
 * request no longer wanted is aborted and its answer never reaches the state.
 * A null path loads nothing. Other options are read when a request starts.
 */
export function useApiQuery<T = unknown>(path: string | null, options: ApiQueryOptions<T> = {}): ApiQuery<T> {
	const client = useApi()
	const [version, setVersion] = useState(0)
	const [settled, setSettled] = useState<{ key: string; version: number; result: ApiResult<T> } | null>(null)
	const key = path === null ? null : JSON.stringify([client.locale, path, options.query ?? null, options.locale ?? null])

	const load = useEffectEvent((signal: AbortSignal) =>
		path === null ? null : client.get<T>(path, { ...options, signal }),
	)

	useEffect(() => {
		if (key === null) return
		const controller = new AbortController()
		void load(controller.signal)?.then((result) => {
			if (!controller.signal.aborted) setSettled({ key, version, result })
		})
		return () => controller.abort()
	}, [key, version])

	const refetch = useCallback(() => setVersion((current) => current + 1), [])
	// An answer for another path is not this path's data, even while the new one loads.
	const current = settled?.key === key ? settled : null
	return {
		data: current?.result.data ?? null,
		error: current?.result.error ?? null,
		pending: key !== null && current?.version !== version,
		refetch,
	}
}
