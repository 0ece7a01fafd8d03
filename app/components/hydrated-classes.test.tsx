// @vitest-environment happy-dom
/**
 * The components that show more once the page's script runs keep that markup in the server's render
 * (hidden, or a closed <dialog>), so every class they carry after hydration is in the HTML the page's
 * inline stylesheet is cut from (decision 009): a class only the browser adds is unstyled until the
 * whole stylesheet arrives at the visitor's first intent (as the password field's button was). Each
 * is rendered as the server does (renderToString: not hydrated) and as the browser does after
 * hydration, and the classes compared; then what the server hides.
 */
import { render } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup } from '@testing-library/react'
import { CITY_SEEDS } from '../../content/delivery-areas.ts'
import { CookieSettingsControl } from '../consent/cookie-settings-control.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { classesIn } from '../styles/critical-css.server.ts'
import { ConfirmSubmit } from './account/confirm-submit.tsx'
import { AreaField } from './account/area-field.tsx'
import { LocationPin } from './location-pin.tsx'
import { PrintButton } from './ui/print-button.tsx'

afterEach(cleanup)

/** In a router (LocaleLink, Form) and the Arabic catalogue, as a page is. */
function inPage(ui: () => ReactNode) {
	const Stub = createRoutesStub([{ path: '/ar-ae/', Component: () => <I18nProvider i18n={i18nFor('ar-ae')}>{ui()}</I18nProvider> }])
	return <Stub initialEntries={['/ar-ae/']} />
}

const serverHtml = (ui: () => ReactNode) => renderToString(inPage(ui))
function hydratedClasses(ui: () => ReactNode) {
	const { container } = render(inPage(ui))
	return classesIn(container.innerHTML)
}

/** Classes after hydration that the server's markup lacks. */
const missingOnServer = (ui: () => ReactNode) => {
	const server = classesIn(serverHtml(ui))
	return [...hydratedClasses(ui)].filter((name) => !server.has(name))
}

const confirmText = { title: 'Delete this address?', text: 'It cannot be undone.', confirm: 'Delete', cancel: 'Keep it' }
const pinText = { button: 'Add my location', locating: 'Finding you…', added: 'Pin added:', remove: 'Remove', failed: 'Could not find you.', hint: 'Helps the driver.' }
const cities = CITY_SEEDS.map((city) => ({
	id: city.id,
	name: city.name['ar-ae'],
	areas: city.areas.map((area, index) => ({ id: city.id * 1000 + index, slug: area.slug, name: area.name['ar-ae'], slots: ['morning' as const] })),
}))
/** AreaField is told by its form whether the page has hydrated (address-fields.tsx). */
function Areas({ hydrated }: { hydrated: boolean }) {
	const [value, setValue] = useState('')
	return <AreaField id="area" label="المنطقة" hint="" placeholder="اختر منطقتك" error={undefined} cities={cities} city={cities[0]} hydrated={hydrated} value={value} onChange={setValue} />
}

describe('every class a component has after hydration is in its server markup', () => {
	test.each([
		['print button', () => <PrintButton label="اطبع" />],
		['confirm before deleting (its dialog)', () => <ConfirmSubmit form="delete-1" label="احذف" text={confirmText} />],
		['map pin', () => <LocationPin text={pinText} />],
		['cookie settings', () => <CookieSettingsControl className="text-sm text-gray-700 hover:underline text-start" />],
	])('%s', (_, ui) => {
		Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition() {} }, configurable: true })
		expect(missingOnServer(ui)).toEqual([])
	})

	test('the area search: its fields share the select’s classes', () => {
		const server = classesIn(serverHtml(() => <Areas hydrated={false} />))
		const hydrated = hydratedClasses(() => <Areas hydrated />)
		expect([...hydrated].filter((name) => !server.has(name))).toEqual([])
	})
})

describe('what the server renders is hidden until the script runs', () => {
	const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

	test('the print button is hidden in its box, which keeps its height', () => {
		const doc = parse(serverHtml(() => <PrintButton label="اطبع" />))
		const button = doc.querySelector('button')!
		expect(button.hasAttribute('hidden')).toBe(true)
		expect(button.parentElement?.className).toContain('min-h-9')
		expect(render(inPage(() => <PrintButton label="اطبع" />)).container.querySelector('button')?.hasAttribute('hidden')).toBe(false)
	})

	test('the confirmation dialog is closed; the submit button works without it', () => {
		const doc = parse(serverHtml(() => <ConfirmSubmit form="delete-1" label="احذف" text={confirmText} />))
		expect(doc.querySelector('dialog')?.hasAttribute('open')).toBe(false)
		expect(doc.querySelector('button[type="submit"][form="delete-1"]:not([name])')?.textContent).toBe('احذف')
	})

	test('the map pin is hidden and sends no pin before the script runs', () => {
		const doc = parse(serverHtml(() => <LocationPin text={pinText} initial={{ latitude: 25.2, longitude: 55.27 }} />))
		expect(doc.getElementById('checkout-location')?.hasAttribute('hidden')).toBe(true)
		expect(doc.querySelector('input[name="latitude"]')).toBeNull()
	})
})
