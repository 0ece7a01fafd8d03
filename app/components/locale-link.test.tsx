// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useLocation, useNavigationType } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { LocaleLink, LocaleNavLink } from './locale-link.tsx'

afterEach(() => {
	cleanup()
})

function Page() {
	const location = useLocation()
	return (
		<>
			<p>
				at {location.pathname}
				{location.hash} by {useNavigationType()}
			</p>
			<LocaleNavLink to="/meal-plans/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
				Plans
			</LocaleNavLink>
			<LocaleLink to="/faqs/#delivery" className="faq">
				FAQ
			</LocaleLink>
			<LocaleLink to="/faqs/" target="_blank">
				FAQ in a new tab
			</LocaleLink>
			<LocaleLink to="/privacy-policy/" prefetch="none">
				Privacy
			</LocaleLink>
		</>
	)
}

function renderAt(path: string) {
	const Stub = createRoutesStub([{ path: '*', Component: Page }])
	return render(<Stub initialEntries={[path]} />)
}

test('renders the <a> React Router’s Link would: localized href, data-discover, own props', () => {
	renderAt('/ar-ae/')
	const faq = screen.getByRole('link', { name: 'FAQ' })
	expect(faq.getAttribute('href')).toBe('/ar-ae/faqs/#delivery')
	expect(faq.getAttribute('data-discover')).toBe('true')
	expect(faq.getAttribute('class')).toBe('faq')
	expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/ar-ae/meal-plans/')
})

test('prefetching needs nothing of the link but its markup: data-prefetch="none" where it is not wanted', () => {
	renderAt('/')
	expect(screen.getByRole('link', { name: 'FAQ' }).hasAttribute('data-prefetch')).toBe(false)
	expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('data-prefetch')).toBe('none')
})

test('a plain click navigates on the client; a click on the current URL replaces the entry', () => {
	renderAt('/')
	fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { button: 0 })
	expect(screen.getByText('at /faqs/#delivery by PUSH')).toBeTruthy()
	fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { button: 0 })
	expect(screen.getByText('at /faqs/#delivery by REPLACE')).toBeTruthy()
})

test('modified clicks and other targets are left to the browser', () => {
	renderAt('/')
	// Runs after React's listener: records whether the link left the click to the browser, then
	// stops the test DOM from loading the page.
	const leftToBrowser: boolean[] = []
	const record = (event: Event) => {
		leftToBrowser.push(!event.defaultPrevented)
		event.preventDefault()
	}
	document.addEventListener('click', record)
	const faq = screen.getByRole('link', { name: 'FAQ' })
	for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) fireEvent.click(faq, { button: 0, [modifier]: true })
	fireEvent.click(faq, { button: 1 })
	fireEvent.click(screen.getByRole('link', { name: 'FAQ in a new tab' }), { button: 0 })
	document.removeEventListener('click', record)
	expect(leftToBrowser).toEqual([true, true, true, true, true, true])
	expect(screen.getByText('at / by POP')).toBeTruthy()
})

test('LocaleNavLink is current on its page and the pages under it, as NavLink is', () => {
	for (const [path, current] of [
		['/meal-plans/', true],
		['/ar-ae/meal-plans/international/', true],
		['/Meal-Plans/', true],
		['/meal-plans-extra/', false],
		['/', false],
	] as const) {
		renderAt(path)
		const link = screen.getByRole('link', { name: 'Plans' })
		expect(link.getAttribute('aria-current'), path).toBe(current ? 'page' : null)
		expect(link.getAttribute('class'), path).toBe(current ? 'on' : 'off')
		cleanup()
	}
})
