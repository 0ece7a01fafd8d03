// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushSinks, track } from './bus.ts'
import { usePageAnalytics } from './use-page-analytics.ts'

vi.mock('./bus.ts', () => ({ track: vi.fn(), flushSinks: vi.fn() }))

function Root() {
	usePageAnalytics()
	return null
}

function start(url: string) {
	const router = createMemoryRouter([{ path: '*', Component: Root }], { initialEntries: [url] })
	render(<RouterProvider router={router} />)
	return router
}

const pageViews = () => vi.mocked(track).mock.calls.filter(([name]) => name === 'page_view').map(([, options]) => options?.properties)

beforeEach(() => {
	vi.mocked(track).mockClear()
	vi.mocked(flushSinks).mockClear()
	document.title = 'Meal plans | kcal'
})
afterEach(cleanup)

describe('usePageAnalytics', () => {
	it('sends a page view on start, with the locale, the title and no query but the campaign', () => {
		start('/ar-ae/meal-plans/?utm_source=instagram&email=sara%40example.com')
		expect(pageViews()).toEqual([{ path: '/ar-ae/meal-plans/?utm_source=instagram', locale: 'ar-ae', title: 'Meal plans | kcal' }])
	})

	it('sends one after every navigation to another page, none when only the page’s own query changes', async () => {
		const router = start('/meal-plans/')
		document.title = 'Customise | kcal'
		await act(() => router.navigate('/meal-plans/customise-meal-plan/?plan=athlete'))
		await act(() => router.navigate('/meal-plans/customise-meal-plan/?plan=athlete&weeks=4', { replace: true }))
		expect(pageViews()).toEqual([
			{ path: '/meal-plans/', locale: 'en', title: 'Meal plans | kcal' },
			{ path: '/meal-plans/customise-meal-plan/', locale: 'en', title: 'Customise | kcal' },
		])
	})

	it('flushes the sinks when the page is left or hidden', () => {
		start('/')
		window.dispatchEvent(new Event('pagehide'))
		expect(flushSinks).toHaveBeenCalledTimes(1)
		vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
		document.dispatchEvent(new Event('visibilitychange'))
		expect(flushSinks).toHaveBeenCalledTimes(2)
	})

	it('stops listening once unmounted', () => {
		start('/')
		cleanup()
		window.dispatchEvent(new Event('pagehide'))
		expect(flushSinks).not.toHaveBeenCalled()
	})
})
