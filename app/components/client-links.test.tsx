// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { ClientLinks } from './client-links.tsx'

afterEach(cleanup)

function Where() {
	const location = useLocation()
	return <output aria-label="where">{`${location.pathname}${location.search}`}</output>
}

function renderAt(path: string) {
	const page = (
		<>
			<Where />
			<ClientLinks>
				<a href="/ar-ae/account/plan/day/?day=42">
					<span>3</span> Delivery
				</a>
				<a href="https://elsewhere.example/">Elsewhere</a>
				<a href="/account/plan/day/?day=7" target="_blank" rel="noreferrer">
					New tab
				</a>
			</ClientLinks>
			<a href="/outside/">Outside</a>
		</>
	)
	const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] })
	render(<RouterProvider router={router} />)
}

const where = () => screen.getByLabelText('where').textContent

/**
 * Clicks `element` and says whether the click reached the document with its default action
 * still to happen (the browser would follow the link), then stops that action: the test
 * environment would otherwise really load the address.
 */
function leftToBrowser(element: Element, init?: MouseEventInit) {
	let followed = false
	const browser = (event: Event) => {
		followed = !event.defaultPrevented
		event.preventDefault()
	}
	document.addEventListener('click', browser)
	fireEvent.click(element, init)
	document.removeEventListener('click', browser)
	return followed
}

describe('ClientLinks', () => {
	test('a plain click on a link inside, even on its inner text, is a client navigation to that address', () => {
		renderAt('/ar-ae/account/plan/')
		expect(leftToBrowser(screen.getByText('3'))).toBe(false)
		expect(where()).toBe('/ar-ae/account/plan/day/?day=42')
	})

	test('a click that asks for a new tab or window, another site or a link outside is left to the browser', () => {
		renderAt('/account/plan/')
		expect(leftToBrowser(screen.getByText(/Delivery/), { ctrlKey: true })).toBe(true)
		expect(leftToBrowser(screen.getByText(/Delivery/), { metaKey: true })).toBe(true)
		expect(leftToBrowser(screen.getByText(/Delivery/), { button: 1 })).toBe(true)
		expect(leftToBrowser(screen.getByText('New tab'))).toBe(true)
		expect(leftToBrowser(screen.getByText('Elsewhere'))).toBe(true)
		expect(leftToBrowser(screen.getByText('Outside'))).toBe(true)
		expect(where()).toBe('/account/plan/')
	})
})
