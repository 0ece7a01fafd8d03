// @vitest-environment happy-dom
/**
 * The kitchen's and dispatch's pages through axe (WCAG 2.1 A and AA rules), in English and
 * Arabic, with a sheet and a manifest that have every kind of row (as pages-a11y.test.ts).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { productionSheet } from '../../domain/kitchen/production-sheet.ts'
import { DispatchPage } from './dispatch/pages.tsx'
import { KitchenPage } from './kitchen/pages.tsx'
import { renderPage } from './layout.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

const staffIn = (locale: 'en' | 'ar', role: SignedInStaff['role']): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role, locale, sessionId: 'x' })
const fish = { id: 1, code: 'fish', name: 'Grilled fish', meal: 'dinner' as const, allergens: ['fish'] }
const bowl = { id: 2, code: 'bowl', name: 'Chickpea bowl', meal: 'lunch' as const, allergens: [] }
const sheet = productionSheet('2026-12-08', 'provisional', [
	{
		code: 'KC-000042',
		customerName: 'Layla Haddad',
		size: 'plus',
		allergies: ['milk', 'eggs'],
		allergyNotes: 'No mushrooms',
		emirate: 'Dubai',
		area: 'Marina',
		slot: 'morning',
		meals: [
			{ meal: 'breakfast', course: 1, dish: null, replacedDefault: null },
			{ meal: 'lunch', course: 1, dish: bowl, replacedDefault: { ...bowl, id: 3, name: 'Paneer bowl' } },
			{ meal: 'dinner', course: 1, dish: fish, replacedDefault: null },
		],
	},
])
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
	landmark: 'Opposite the park',
	instructions: 'Call on arrival',
	latitude: 25.08,
	longitude: 55.14,
	bagsToDeliver: 1,
	bagsToCollect: 1,
}
const links = { today: '2026-12-07', tomorrow: '2026-12-08' }

const pages = (locale: 'en' | 'ar') => ({
	kitchen: KitchenPage({ nonce: 'n', staff: staffIn(locale, 'kitchen'), sheet, links, dateProblem: true }),
	dispatch: DispatchPage({ nonce: 'n', staff: staffIn(locale, 'dispatch'), date: '2026-12-08', stops: [stop], links, notice: { kind: 'notice', text: 'Done' }, canFail: true }),
	'dispatch, another date': DispatchPage({ nonce: 'n', staff: staffIn(locale, 'dispatch'), date: '2026-12-20', stops: null, links, notice: null, canFail: false }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}
