// @vitest-environment happy-dom
/**
 * The catalogue section's pages through axe (WCAG 2.1 A and AA rules), in English and Arabic, with
 * field errors (prices and calories), a scheduled change and a retired size. Colour contrast needs a layout engine
 * (happy-dom has none); the palette is the console's own.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { CatalogueListPage, PricesPage } from './pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const variant = { id: 1, code: 'international-regular', size: 'regular', planName: 'International', archivedAt: null, kcalMin: 1_400, kcalMax: 1_700 }
const change = { id: 1, daysPerWeek: 7, weeks: 8, pricePerDayFils: 9_900, effectiveFrom: new Date('2026-12-01T20:00:00Z'), createdAt: new Date() }
const prices = { variant, current: new Map([['price-5-1', 13_200]]), scheduled: [change], history: [change] }

const pages = (locale: 'en' | 'ar') => ({
	list: CatalogueListPage({ nonce: 'n', staff: staffIn(locale), variants: [variant, { ...variant, id: 2, code: 'international-plus', size: 'plus', archivedAt: new Date() }], notice: { kind: 'notice', text: 'x' } }),
	prices: PricesPage({ nonce: 'n', staff: staffIn(locale), prices, form: { values: { 'price-5-1': 'x', from: '2020-01-01' }, errors: { 'price-5-1': 'price', from: 'past' } } }),
	calories: PricesPage({ nonce: 'n', staff: staffIn(locale), prices, kcalForm: { values: { 'kcal-min': '90', 'kcal-max': '80' }, errors: { 'kcal-min': 'kcal', 'kcal-max': 'kcal-order' } }, notice: { kind: 'notice', text: 'x' } }),
	caloriesUnchanged: PricesPage({ nonce: 'n', staff: staffIn(locale), prices, kcalForm: { values: { 'kcal-min': '1400', 'kcal-max': '1700' }, errors: { form: 'unchanged' } } }),
	retired: PricesPage({ nonce: 'n', staff: staffIn(locale), prices: { ...prices, variant: { ...variant, archivedAt: new Date() } } }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`catalogue ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
			// Ids are unique with the prices and the calories forms on one page.
			const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
			expect(ids.length).toBe(new Set(ids).size)
		})
	}
}
