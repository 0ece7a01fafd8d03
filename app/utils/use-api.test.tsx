// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { I18nProvider } from '../i18n/i18n.tsx'
import { createI18n } from '../i18n/translate.ts'
import ar from '../i18n/messages/ar.ts'
import en from '../i18n/messages/en.ts'
import { type ApiQueryOptions, useApi, useApiQuery } from './use-api.ts'

const arabic = createI18n('ar-ae', ar, en)

function Page({ children }: { children: ReactNode }) {
	return (
		<MemoryRouter initialEntries={['/ar-ae/meal-plans/']}>
			<I18nProvider i18n={arabic}>{children}</I18nProvider>
		</MemoryRouter>
	)
}

type Pending = { url: string; init: RequestInit; resolve: (response: Response) => void; reject: (error: unknown) => void }

/** window.fetch under the test's control: each call waits until the test answers it. */
function controlledFetch() {
	const calls: Pending[] = []
	const spy = vi.spyOn(window, 'fetch').mockImplementation(
		(input, init = {}) =>
			new Promise<Response>((resolve, reject) => {
				calls.push({ url: String(input), init, resolve, reject })
			}),
	)
	const answer = async (call: number, response: Response) => {
		await waitFor(() => expect(calls[call]).toBeDefined())
		await act(async () => calls[call]?.resolve(response))
	}
	return { calls, spy, answer }
}

const data = (value: unknown) => Response.json({ data: value })

afterEach(() => {
	cleanup()
})

describe('useApi', () => {
	test('gives one client for the page’s locale, with relative URLs and same-origin credentials', async () => {
		vi.spyOn(window, 'fetch').mockResolvedValue(data('ok'))
		const { result, rerender } = renderHook(() => useApi(), { wrapper: Page })
		const client = result.current
		rerender()
		expect(result.current).toBe(client)
		expect(client.locale).toBe('ar-ae')

		expect(await client.get('/plans')).toEqual({ data: 'ok', error: null })
		const [url, init] = vi.mocked(window.fetch).mock.calls[0] ?? []
		expect(url).toBe('/client/api/v1/plans?locale=ar-ae')
		expect(init?.credentials).toBe('same-origin')
	})

	test('a failure without a server message is in the page’s language', async () => {
		vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
		const { result } = renderHook(() => useApi(), { wrapper: Page })
		const { error } = await result.current.post('/orders', {})
		expect(error?.message).toBe(ar.apiClient.networkError)
	})
})

describe('useApiQuery', () => {
	test('is pending until the answer arrives, then holds its data', async () => {
		const { calls, answer } = controlledFetch()
		const { result } = renderHook(() => useApiQuery<string[]>('/cities', { query: { emirate: 'dubai' } }), { wrapper: Page })
		expect(result.current).toMatchObject({ data: null, error: null, pending: true })
		await answer(0, data(['Dubai Marina']))
		expect(result.current).toMatchObject({ data: ['Dubai Marina'], error: null, pending: false })
		expect(calls[0]?.url).toBe('/client/api/v1/cities?emirate=dubai&locale=ar-ae')
	})

	test('holds the server’s localized error', async () => {
		const { answer } = controlledFetch()
		const { result } = renderHook(() => useApiQuery('/cities/atlantis'), { wrapper: Page })
		await answer(0, Response.json({ error: { code: 'not_found', message: 'غير موجود' } }, { status: 404 }))
		expect(result.current).toMatchObject({
			data: null,
			error: { code: 'not_found', message: 'غير موجود', status: 404 },
			pending: false,
		})
	})

	test('a new path aborts the old request and never shows its answer', async () => {
		const { calls, answer } = controlledFetch()
		const { result, rerender } = renderHook(({ path }) => useApiQuery(path), {
			wrapper: Page,
			initialProps: { path: '/plans/keto' },
		})
		await answer(0, data('keto'))
		rerender({ path: '/plans/vegan' })
		expect(result.current).toMatchObject({ data: null, pending: true })
		await waitFor(() => expect(calls[1]).toBeDefined())
		rerender({ path: '/plans/arabic' })
		expect(calls[1]?.init.signal?.aborted).toBe(true)
		await answer(1, data('vegan'))
		expect(result.current).toMatchObject({ data: null, pending: true })
		await answer(2, data('arabic'))
		expect(result.current).toMatchObject({ data: 'arabic', pending: false })
	})

	test('a new options object with the same query does not load again', async () => {
		const { calls, answer } = controlledFetch()
		const { rerender } = renderHook(() => useApiQuery('/cities', { query: { emirate: 'dubai' } }), { wrapper: Page })
		await answer(0, data([]))
		rerender()
		rerender()
		expect(calls).toHaveLength(1)
	})

	test('refetch keeps the last data while it loads again', async () => {
		const { answer } = controlledFetch()
		const { result } = renderHook(() => useApiQuery('/plans'), { wrapper: Page })
		await answer(0, data(1))
		act(() => result.current.refetch())
		expect(result.current).toMatchObject({ data: 1, pending: true })
		await answer(1, data(2))
		expect(result.current).toMatchObject({ data: 2, pending: false })
	})

	test('unmounting aborts the request, and its late answer changes nothing', async () => {
		const { calls } = controlledFetch()
		const { unmount } = renderHook(() => useApiQuery('/plans'), { wrapper: Page })
		await waitFor(() => expect(calls[0]).toBeDefined())
		unmount()
		expect(calls[0]?.init.signal?.aborted).toBe(true)
		await act(async () => calls[0]?.resolve(data('late')))
	})

	test('a null path loads nothing', () => {
		const { calls } = controlledFetch()
		const { result } = renderHook(() => useApiQuery(null), { wrapper: Page })
		expect(result.current).toMatchObject({ data: null, error: null, pending: false })
		expect(calls).toHaveLength(0)
	})

	test('a cached answer is reused by the next component', async () => {
		const { calls, answer } = controlledFetch()
		const options: ApiQueryOptions<string[]> = { cache: { key: 'test-emirates', ttlMs: 60_000 } }
		const first = renderHook(() => useApiQuery('/emirates', options), { wrapper: Page })
		await answer(0, data(['Dubai']))
		expect(first.result.current.data).toEqual(['Dubai'])
		const second = renderHook(() => useApiQuery('/emirates', options), { wrapper: Page })
		await waitFor(() => expect(second.result.current).toMatchObject({ data: ['Dubai'], pending: false }))
		expect(calls).toHaveLength(1)
	})
})
