// @vitest-environment happy-dom
/**
 * The new plan form and a plan's sale and sizes page through axe (WCAG 2.1 A and AA rules), in
 * English and Arabic: empty and with field errors; hidden with what it lacks, with a retired size
 * and a size form with errors; offered with its history; the withdrawal's confirmation step and a
 * withdrawn plan. Colour contrast needs a layout engine
 * (happy-dom has none); the palette is the console's own.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { PlanOffer } from './new-plan-data.ts'
import { NewPlanPage, PlanOfferPage, WithdrawPlanPage } from './new-plan-pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const hidden: PlanOffer = {
	id: 12,
	slug: 'high-protein',
	name: 'High Protein',
	isActive: false,
	withdrawnAt: null,
	diet: 'athletes',
	sizes: [{ code: 'high-protein-regular', size: 'regular', kcalMin: 1600, kcalMax: 1900, archivedAt: new Date('2026-11-20T10:00:00Z') }],
	missing: ['texts', 'menu'],
	history: [{ id: 1, at: new Date('2026-11-20T10:00:00Z'), staffId: 1, actor: 'sara@kcal.example', action: 'catalogue.plan-create', subject: 'plan:high-protein', before: null, after: {} }],
}

const pages = (locale: 'en' | 'ar') => ({
	new: NewPlanPage({ nonce: 'n', staff: staffIn(locale) }),
	newErrors: NewPlanPage({
		nonce: 'n',
		staff: staffIn(locale),
		form: { values: { slug: 'X!', 'size-regular': 'on' }, tags: ['popular'], errors: { slug: 'slug', diet: 'diet', tags: 'tags', 'name-en': 'required', 'regular-price': 'price', 'size-plus': 'no-size' } },
	}),
	hidden: PlanOfferPage({ nonce: 'n', staff: staffIn(locale), plan: hidden, notice: { kind: 'alert', text: 'x' }, sizeForm: { size: 'plus', values: { 'plus-kcal-min': '9' }, errors: { 'plus-kcal-min': 'kcal' } } }),
	offered: PlanOfferPage({ nonce: 'n', staff: staffIn(locale), plan: { ...hidden, isActive: true, missing: [], sizes: [{ ...hidden.sizes[0]!, archivedAt: null }] }, notice: { kind: 'notice', text: 'x' } }),
	withdrawing: WithdrawPlanPage({ nonce: 'n', staff: staffIn(locale), plan: hidden, impact: { runningPlans: 3, daysToDeliver: 41, lastDate: '2027-01-15' } }),
	withdrawn: PlanOfferPage({ nonce: 'n', staff: staffIn(locale), plan: { ...hidden, missing: [], withdrawnAt: new Date('2026-11-25T08:00:00Z') }, notice: { kind: 'notice', text: 'x' } }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`new plan ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}
