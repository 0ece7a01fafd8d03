// @vitest-environment happy-dom
/**
 * "Dishes and menus" pages through axe (WCAG 2.1 A and AA), in English and Arabic, with field
 * errors and photo states shown. Colour contrast needs a layout engine (the palette is the
 * console's own, checked in server/console/pages-a11y.test.ts's note).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { DishPage } from './dish-page.tsx'
import { MenusHomePage } from './home-page.tsx'
import { PlanMenusPage, WeekPage } from './week-pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'chef@kcal.example', name: 'Omar', role: 'kitchen', locale, sessionId: 'x' })
const plan = {
	id: 1,
	slug: 'international',
	name: 'International',
	weeks: [
		{ id: 7, weekStart: '2026-12-07', status: 'draft' as const },
		{ id: 6, weekStart: '2026-11-30', status: 'published' as const },
	],
	inForce: { weekStart: '2026-11-30' },
	nextMonday: '2026-12-07',
	nextWeekMissing: true,
}
const photos = [
	{ id: 2, key: 'abcdefghijklmnopqrstuv', status: 'processing', widths: null, width: 1200, height: 800, altEn: 'Salad' },
	{ id: 1, key: 'bcdefghijklmnopqrstuvw', status: 'ready', widths: [320, 640], width: 1200, height: 800, altEn: 'Salad' },
]
const week = {
	id: 7,
	planId: 1,
	planName: 'International',
	weekStart: '2026-12-07',
	status: 'draft' as const,
	items: [
		{ weekday: 1, meal: 'snack' as const, course: 1, dishId: 1, isDefault: true, position: 1 },
		{ weekday: 1, meal: 'snack' as const, course: 2, dishId: 2, isDefault: true, position: 2 },
		{ weekday: 1, meal: 'snack' as const, course: 2, dishId: 1, isDefault: false, position: 1 },
	],
}
const choices = [
	{ id: 1, meal: 'snack', status: 'active', name: 'Hummus' },
	{ id: 2, meal: 'snack', status: 'active', name: 'Dates' },
]
const slots = [
	{ meal: 'snack' as const, course: 1 },
	{ meal: 'snack' as const, course: 2 },
]

const pages = (locale: 'en' | 'ar') => {
	const staff = staffIn(locale)
	return {
		home: MenusHomePage({
			nonce: 'n',
			staff,
			plans: [plan],
			dishes: [{ id: 1, code: 'hummus', meal: 'snack', status: 'active', name: 'Hummus', photoStatus: 'ready' }],
			filter: { q: '', meal: '', status: '' },
		}),
		'new dish with errors': DishPage({ nonce: 'n', staff, dish: null, values: { meal: 'snack' }, errors: { code: 'taken', 'name-ar-ae': 'required', 'kcal-plus': 'invalid' } }),
		'dish with photos': DishPage({
			nonce: 'n',
			staff,
			dish: { id: 1, code: 'hummus', status: 'retired', name: 'Hummus' },
			values: { 'name-en': 'Hummus', allergen: ['sesame'] },
			photos,
			photoForm: { errors: { file: 'Not a photo', alt: { 'ru-ae': 'Required' } } },
		}),
		plan: PlanMenusPage({ nonce: 'n', staff, plan, photos: [], start: { value: '2026-12-08', problem: 'A week starts on a Monday.' } }),
		'draft week': WeekPage({ nonce: 'n', staff, week, slots, choices, message: { kind: 'alert', text: 'x' } }),
		'published week': WeekPage({ nonce: 'n', staff, week: { ...week, status: 'published' }, slots, choices }),
	}
}

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 200)).join(' | ')}`)).toEqual([])
		})
	}
}
