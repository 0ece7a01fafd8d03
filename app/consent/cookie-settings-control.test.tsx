// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { CookieSettingsControl } from './cookie-settings-control.tsx'

afterEach(cleanup)

function inPage() {
	const Stub = createRoutesStub([{ path: '/ru-ae/', Component: () => <I18nProvider i18n={i18nFor('ru-ae')}><CookieSettingsControl className="footer-link" /></I18nProvider> }])
	return <Stub initialEntries={['/ru-ae/']} />
}

test('the server renders what the browser keeps: a button whose form leads to the choice on the privacy policy', () => {
	const server = document.createElement('div')
	server.innerHTML = renderToString(inPage())
	const { container } = render(inPage())
	// What the browser renders is what the server sent: hydration changes nothing in the document (route discovery would scan it again).
	expect(container.isEqualNode(server)).toBe(true)
	const form = container.querySelector('form')
	expect(form?.getAttribute('method')).toBe('get')
	expect(form?.getAttribute('action')).toBe('/ru-ae/privacy-policy/#cookie-settings')
	expect(screen.getByRole('button').getAttribute('type')).toBe('submit')
})

test('once the page runs, a click opens the banner instead of submitting', () => {
	render(inPage())
	const opened: unknown[] = []
	const record = (event: Event) => opened.push((event as CustomEvent).detail)
	window.addEventListener('kcal:consent-settings', record)
	let submitted = false
	document.addEventListener('submit', (event) => {
		submitted = true
		event.preventDefault()
	})
	const button = screen.getByRole('button')
	fireEvent.click(button)
	window.removeEventListener('kcal:consent-settings', record)
	expect(opened).toEqual([button])
	expect(submitted).toBe(false)
})
