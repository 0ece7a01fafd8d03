// @vitest-environment happy-dom
/**
 * The catalogue's add-on, delivery-area and closed-day pages through axe (WCAG 2.1 A and AA
 * rules), in English and Arabic, with field errors, a retired choice, a new add-on and a new
 * choice refused with their errors, a retired area and a refused closed day. Colour contrast needs a layout engine (happy-dom has none).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { AddonPage, AddonsPage, NEW_CHOICE, NewAddonPage } from './addons-pages.tsx'
import { AreaPage, AreasPage, ClosedDaysPage, NewAreaPage } from './places-pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const names = { en: 'Al Barsha', 'ar-ae': 'البرشاء', 'ru-ae': 'Аль-Барша' }
const cities = [
	{ id: 1, name: 'Dubai' },
	{ id: 2, name: 'Abu Dhabi' },
]
const area = { id: 7, cityId: 1, slug: 'al-barsha', active: true, names, slots: ['morning' as const], upcomingDeliveries: 3, savedAddresses: 2 }
const price = { id: 1, pricePerDayFils: 2_100, effectiveFrom: new Date('2026-12-01T20:00:00Z'), createdAt: new Date() }
const choice = { id: 1, code: 'extra-snack-1', names: { en: 'One snack', 'ar-ae': 'وجبة خفيفة', 'ru-ae': 'Перекус' }, archivedAt: null, pricePerDayFils: 1_900, scheduled: [price], history: [price] }
const addon = {
	id: 1,
	slug: 'extra-snack',
	active: true,
	names: { en: 'Extra snack', 'ar-ae': 'وجبة خفيفة إضافية', 'ru-ae': 'Перекус' },
	descriptions: { en: 'One more.', 'ar-ae': 'واحدة أخرى.', 'ru-ae': 'Ещё.' },
	choices: [choice, { ...choice, id: 2, code: 'extra-snack-2', archivedAt: new Date(), history: [] }],
}

const pages = (locale: 'en' | 'ar') => {
	const staff = staffIn(locale)
	return {
		addons: AddonsPage({ nonce: 'n', staff, addons: [{ id: 1, slug: 'extra-snack', name: 'Extra snack', active: true, choices: 2 }] }),
		addon: AddonPage({ nonce: 'n', staff, addon, notice: { kind: 'notice', text: 'x' } }),
		addonErrors: AddonPage({ nonce: 'n', staff, addon: { ...addon, active: false }, form: { target: 'extra-snack-1', state: { values: { price: '0', from: 'x' }, errors: { price: 'price', from: 'from', 'name-en': 'required' } } } }),
		newAddon: NewAddonPage({ nonce: 'n', staff }),
		newAddonErrors: NewAddonPage({
			nonce: 'n',
			staff,
			form: { values: { slug: 'Bad Slug', 'choice-price': '0' }, errors: { slug: 'code', 'name-ar-ae': 'required', 'description-en': 'too-long', 'choice-code': 'code-taken', 'choice-name-ru-ae': 'required', 'choice-price': 'price' } },
		}),
		newChoiceErrors: AddonPage({ nonce: 'n', staff, addon, form: { target: NEW_CHOICE, state: { values: { code: 'extra-snack-1' }, errors: { code: 'code-taken', 'name-en': 'required', price: 'price' } } } }),
		addonsCreated: AddonsPage({ nonce: 'n', staff, addons: [], notice: { kind: 'notice', text: 'x' } }),
		addonWords: AddonPage({ nonce: 'n', staff, addon, form: { target: 'words', state: { values: {}, errors: { 'description-ru-ae': 'too-long', form: 'unchanged' } } } }),
		areas: AreasPage({ nonce: 'n', staff, cities, areas: [{ id: 7, cityId: 1, slug: 'al-barsha', name: 'Al Barsha', active: true, slots: ['morning', 'evening'] }, { id: 8, cityId: 2, slug: 'x', name: 'X', active: false, slots: [] }] }),
		newArea: NewAreaPage({ nonce: 'n', staff, cities, form: { values: { slug: 'Bad' }, errors: { city: 'city', slug: 'slug', 'name-en': 'required', slots: 'slots' } } }),
		area: AreaPage({ nonce: 'n', staff, area, cityName: 'Dubai' }),
		retiredArea: AreaPage({ nonce: 'n', staff, area: { ...area, active: false }, cityName: 'Dubai', form: { values: {}, errors: { slots: 'slots' } } }),
		closedDays: ClosedDaysPage({ nonce: 'n', staff, today: '2026-12-01', days: [{ date: '2026-12-01', note: 'National Day' }, { date: '2026-12-02', note: 'National Day' }] }),
		closedRefused: ClosedDaysPage({
			nonce: 'n',
			staff,
			today: '2026-12-01',
			days: [],
			form: { values: { date: '2026-12-03', note: 'Eid' }, errors: {} },
			affected: { date: '2026-12-03', plans: [{ orderId: 12, customer: 'Layla Haddad', email: 'layla@example.com', planName: 'International' }] },
		}),
		closedErrors: ClosedDaysPage({ nonce: 'n', staff, today: '2026-12-01', days: [], form: { values: { date: 'x' }, errors: { date: 'date', note: 'required' } } }),
	}
}

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`catalogue ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
			// Ids are unique even with several forms on a page.
			const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
			expect(ids.length).toBe(new Set(ids).size)
		})
	}
}
