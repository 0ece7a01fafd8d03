import { describe, expect, test } from 'vitest'
import { can, CONSOLE_SECTIONS, consoleLocaleFromAcceptLanguage, removalRefusal, sectionsFor, STAFF_ROLES } from './console-permissions.ts'

describe('the permissions table', () => {
	test('only owners manage staff; a kitchen user cannot edit the catalogue', () => {
		for (const role of STAFF_ROLES) {
			expect(can(role, 'staff.invite')).toBe(role === 'owner')
			expect(can(role, 'staff.remove')).toBe(role === 'owner')
		}
		expect(can('kitchen', 'catalogue.edit')).toBe(false)
		expect(can('kitchen', 'menus.edit')).toBe(true)
		expect(can('support', 'audit.view')).toBe(false)
	})

	test('every role opens the console and sees at least one section; the home lists them by role', () => {
		for (const role of STAFF_ROLES) {
			expect(can(role, 'console.open')).toBe(true)
			expect(sectionsFor(role).length).toBeGreaterThan(0)
		}
		expect(sectionsFor('owner').map((section) => section.id)).toEqual(CONSOLE_SECTIONS.map((section) => section.id))
		expect(sectionsFor('dispatch').map((section) => section.id)).toEqual(['today', 'deliveries'])
		expect(sectionsFor('support').map((section) => section.id)).toEqual(['today', 'orders', 'customers', 'inbox'])
	})
})

test('before sign-in, the browser’s first language picks Arabic or English', () => {
	expect(consoleLocaleFromAcceptLanguage('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar')
	expect(consoleLocaleFromAcceptLanguage('en-GB,ar;q=0.5')).toBe('en')
	expect(consoleLocaleFromAcceptLanguage('ru-RU')).toBe('en')
	expect(consoleLocaleFromAcceptLanguage(undefined)).toBe('en')
})

test('an owner cannot remove themselves or someone already removed', () => {
	expect(removalRefusal({ id: 1 }, { id: 1, removedAt: null })).toBe('self')
	expect(removalRefusal({ id: 1 }, { id: 2, removedAt: new Date() })).toBe('already-removed')
	expect(removalRefusal({ id: 1 }, { id: 2, removedAt: null })).toBeNull()
})
