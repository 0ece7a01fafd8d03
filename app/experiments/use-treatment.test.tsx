// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, Link, Outlet, useLocation } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectImpressionReporter } from './feature-impressions.ts'
import { replaceTreatments } from './live-treatments.ts'
import { type Treatments } from './treatments.ts'
import { useFeatureImpression, useTreatment } from './use-treatment.ts'

const CLASSIC: Treatments = { landing_page_ww: 'off', checkout_account: 'on' }

function Variant() {
	useFeatureImpression('landing_page_ww')
	return (
		<>
			<p>{useTreatment('landing_page_ww')}</p>
			<p>at {useLocation().search || 'no query'}</p>
			<Link to="/metabolic-lp/?step=2">own query</Link>
			<Link to="/metabolic-lp/?step=2&utm_source=x">campaign</Link>
			<Link to="/other/">other page</Link>
		</>
	)
}

/** The page inside a root route whose data carries `treatments`, as the server renders it. */
function renderWithRoot(treatments: Treatments | undefined) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			Component: Outlet,
			loader: () => ({ treatments }),
			children: [
				{ path: 'metabolic-lp', Component: Variant },
				{ path: 'other', Component: () => <Link to="/metabolic-lp/">back</Link> },
			],
		},
	])
	return render(<Stub initialEntries={['/metabolic-lp/']} hydrationData={{ loaderData: { root: { treatments } } }} />)
}

afterEach(() => {
	cleanup()
	replaceTreatments(null)
})

describe('useTreatment', () => {
	test('reads the treatment the server rendered the page with', async () => {
		renderWithRoot(CLASSIC)
		expect(await screen.findByText('off')).toBeTruthy()
	})

	test('falls back to the defaults without root data', async () => {
		renderWithRoot(undefined)
		expect(await screen.findByText('lead_form')).toBeTruthy()
	})

	test('follows the treatments a flag-service update brought', async () => {
		renderWithRoot(CLASSIC)
		await screen.findByText('off')
		act(() => replaceTreatments({ ...CLASSIC, landing_page_ww: 'lead_form' }))
		expect(screen.getByText('lead_form')).toBeTruthy()
		act(() => replaceTreatments(null))
		expect(screen.getByText('off')).toBeTruthy()
	})
})

test('useFeatureImpression: once per page view, as the analytics count them', async () => {
	const report = vi.fn()
	const disconnect = connectImpressionReporter(report)
	// Views of the tests above waited for a client: this one drains them.
	report.mockClear()
	const follow = async (link: string, arrival: string) => {
		act(() => screen.getByText(link).click())
		await screen.findByText(arrival)
	}
	try {
		renderWithRoot(CLASSIC)
		await screen.findByText('at no query')
		expect(report.mock.calls).toEqual([['landing_page_ww']])
		// A page that keeps its state in the query is still the same view…
		await follow('own query', 'at ?step=2')
		expect(report).toHaveBeenCalledTimes(1)
		// …but a campaign's utm_* parameters make a new one, as does coming back to the page.
		await follow('campaign', 'at ?step=2&utm_source=x')
		expect(report).toHaveBeenCalledTimes(2)
		await follow('other page', 'back')
		await follow('back', 'at no query')
		expect(report).toHaveBeenCalledTimes(3)
	} finally {
		disconnect()
	}
})
