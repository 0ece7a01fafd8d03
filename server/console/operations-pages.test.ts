// @vitest-environment happy-dom
/**
 * What a kitchen manager reads at 5 a.m. (found walking the console): the day with its weekday in
 * the heading, counts in words that agree with them ("1 delivery", not "1 deliveries"), a word
 * under "Labels" when there are none instead of an empty section; and a dish's texts, whose fields
 * carry their language while the labels around them stay in the console's.
 */
import { expect, test } from 'vitest'
import { productionSheet } from '../../domain/kitchen/production-sheet.ts'
import { DispatchPage } from './dispatch/pages.tsx'
import { KitchenPage } from './kitchen/pages.tsx'
import { renderPage } from './layout.tsx'
import { DishPage } from './menus/dish-page.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

const staffIn = (locale: 'en' | 'ar', role: SignedInStaff['role']): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role, locale, sessionId: 'x' })
const bowl = { id: 2, code: 'bowl', name: 'Chickpea bowl', meal: 'lunch' as const, allergens: [] }
const oneDelivery = productionSheet('2026-12-08', 'final', [
	{
		code: 'KC-000042',
		customerName: 'Layla Haddad',
		size: 'regular',
		allergies: [],
		allergyNotes: '',
		emirate: 'Dubai',
		area: 'Marina',
		slot: 'morning',
		meals: [{ meal: 'lunch', course: 1, dish: bowl, replacedDefault: null }],
	},
])
const noDelivery = productionSheet('2026-12-13', 'final', [])
const links = { today: '2026-12-07', tomorrow: '2026-12-08' }

function show(node: Parameters<typeof renderPage>[0]) {
	document.open()
	document.write(renderPage(node))
	document.close()
	return document
}

const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim()

test('the production sheet names the day with its weekday and counts one delivery and one meal in the singular', () => {
	show(KitchenPage({ nonce: 'n', staff: staffIn('en', 'kitchen'), sheet: oneDelivery, links, dateProblem: false }))
	expect(text('h1')).toBe('Production sheet: Tuesday, 8 December 2026')
	expect(document.querySelector('h1 time')?.getAttribute('datetime')).toBe('2026-12-08')
	expect(text('[data-testid="summary"]')).toBe('1 delivery, 1 meal')
	expect(document.querySelectorAll('.labels li')).toHaveLength(1)
})

test('a day without deliveries says there are no labels, with no empty list', () => {
	show(KitchenPage({ nonce: 'n', staff: staffIn('en', 'kitchen'), sheet: noDelivery, links, dateProblem: false }))
	expect(text('[data-testid="summary"]')).toBe('0 deliveries, 0 meals')
	expect(document.querySelector('.labels')).toBeNull()
	expect(document.body.textContent).toContain('No labels: no deliveries on this day.')
	show(KitchenPage({ nonce: 'n', staff: staffIn('ar', 'kitchen'), sheet: noDelivery, links, dateProblem: false }))
	expect(text('h1')).toBe('كشف الإنتاج: الأحد، 13 ديسمبر 2026')
	expect(text('[data-testid="summary"]')).toBe('عدد التوصيلات: 0، عدد الوجبات: 0')
	expect(document.body.textContent).toContain('لا توجد ملصقات')
})

test('the delivery manifest counts one delivery and one bag in the singular', () => {
	const stop = {
		deliveryId: '00000000-0000-4000-8000-000000000001',
		code: 'KC-000042',
		state: 'scheduled' as const,
		customerName: 'Layla Haddad',
		phone: '+971501234567',
		emirate: 'Dubai',
		area: 'Marina',
		slot: 'morning',
		building: 'Marina Heights',
		flat: '1204',
		street: 'Al Marsa Street',
		landmark: '',
		instructions: '',
		latitude: null,
		longitude: null,
		bagsToDeliver: 1,
		bagsToCollect: 2,
	}
	show(DispatchPage({ nonce: 'n', staff: staffIn('en', 'dispatch'), date: '2026-12-08', stops: [stop], links, notice: null, canFail: false }))
	expect(text('h1')).toBe('Delivery manifest: Tuesday, 8 December 2026')
	expect(text('[data-testid="summary"]')).toBe('1 delivery, 1 bag to deliver, 2 bags to collect')
})

test("a dish's text fields carry their language and direction; the labels keep the console's", () => {
	show(DishPage({ nonce: 'n', staff: staffIn('en', 'kitchen'), dish: null, values: {}, errors: {} }))
	for (const [name, lang, dir] of [
		['name-ar-ae', 'ar', 'rtl'],
		['description-ar-ae', 'ar', 'rtl'],
		['ingredients-ar-ae', 'ar', 'rtl'],
		['name-ru-ae', 'ru', 'ltr'],
		['name-en', 'en', 'ltr'],
	] as const) {
		const field = document.querySelector(`[name="${name}"]`)!
		expect([field.getAttribute('lang'), field.getAttribute('dir')], name).toEqual([lang, dir])
		// The label around the field: in the page's language (English) and direction.
		const label = field.closest('label')!
		expect(label.closest('[lang]')?.tagName, name).toBe('HTML')
		expect(label.closest('[dir]')?.tagName, name).toBe('HTML')
	}
})

test('in Arabic the labels link keeps the sheet size "3 × 8" left to right, isolated from the text around it', () => {
	show(KitchenPage({ nonce: 'n', staff: staffIn('ar', 'kitchen'), sheet: oneDelivery, links, dateProblem: false }))
	const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href')?.startsWith('/console/kitchen/labels/'))
	// Without the isolate Chromium laid the numbers out right to left: "8 × 3" (seen in the console at 360 px).
	expect(link?.textContent).toContain('\u20663 × 8\u2069')
})

test('a mistyped day on the production sheet and the outcome of a post on the dispatch page are announced to screen readers', () => {
	show(KitchenPage({ nonce: 'n', staff: staffIn('en', 'kitchen'), sheet: noDelivery, links, dateProblem: true }))
	expect(document.querySelector('[role="alert"]')?.textContent).toBeTruthy()
	show(DispatchPage({ nonce: 'n', staff: staffIn('en', 'dispatch'), date: '2026-12-08', stops: [], links, notice: { kind: 'notice', text: 'Marked delivered.' }, canFail: false }))
	expect(text('[role="status"]')).toBe('Marked delivered.')
	show(DispatchPage({ nonce: 'n', staff: staffIn('ar', 'dispatch'), date: '2026-12-08', stops: [], links, notice: { kind: 'alert', text: 'تعذّر الحفظ.' }, canFail: false }))
	expect(text('[role="alert"]')).toBe('تعذّر الحفظ.')
})
