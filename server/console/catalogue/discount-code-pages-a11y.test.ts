// @vitest-environment happy-dom
/**
 * The discount codes' and campaigns' pages through axe (WCAG 2.1 A and AA rules), in English and
 * Arabic: the list, a new code with field errors, a retired code with its history, the campaigns.
 * Colour contrast needs a layout engine (happy-dom has none); the palette is the console's own.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { CampaignsPage, DiscountCodeFormPage, DiscountCodesPage, formValuesOf } from './discount-code-pages.tsx'
import type { ConsoleDiscountCode } from './discount-codes-data.ts'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const now = new Date('2026-11-27T10:00:00Z')
const code: ConsoleDiscountCode = {
	id: 1,
	code: 'KMP2499',
	discountType: 'flat',
	value: 44_100,
	validFrom: new Date('2025-05-31T20:00:00Z'),
	validUntil: new Date('2027-01-31T20:00:00Z'),
	isActive: true,
	minOrderFils: 294_000,
	minWeeks: 4,
	planSlugs: ['international'],
	cardBins: ['400555'],
	maxUses: 100,
	maxUsesPerCustomer: 1,
	isAutomatic: true,
	campaign: 'kmp_2499',
	paidUses: 12,
}
const plans = [
	{ slug: 'international', name: 'International', offered: true },
	{ slug: 'ramadan', name: 'Ramadan', offered: false },
]
const campaigns = ['kmp_2499', 'ny25']
const history = [{ id: 3, at: now, actor: 'sara@kcal.example', action: 'discount-code.retire' }]

const pages = (locale: 'en' | 'ar') => ({
	list: DiscountCodesPage({ nonce: 'n', staff: staffIn(locale), codes: [code, { ...code, code: 'WELCOME15', discountType: 'percentage', value: 15, validFrom: null, validUntil: null, maxUses: null, campaign: null, isActive: false }], now, notice: { kind: 'notice', text: 'x' } }),
	new: DiscountCodeFormPage({
		nonce: 'n',
		staff: staffIn(locale),
		code: null,
		plans,
		campaigns,
		form: { values: { code: 'a b', discountType: 'flat', value: '9999', 'plan-international': 'on' }, errors: { code: 'code-format', value: 'above-price', validUntil: 'end-before-start', plans: 'plan', cardBins: 'bins' }, cheapestFils: 60_000 },
		now,
	}),
	edit: DiscountCodeFormPage({ nonce: 'n', staff: staffIn(locale), code: { ...code, isActive: false }, plans, campaigns, form: { values: formValuesOf(code), errors: {}, alert: 'x' }, history, notice: { kind: 'notice', text: 'x' }, now }),
	campaigns: CampaignsPage({
		nonce: 'n',
		staff: staffIn(locale),
		campaigns: [
			{ slug: 'kmp_2499', code, planNames: ['International'], example: { plan: 'International', size: 'regular', daysPerWeek: 7, weeks: 4, fits: true } },
			{ slug: 'ny25', code: null, planNames: [], example: { plan: 'Weight loss', size: 'regular', daysPerWeek: 5, weeks: 4, fits: false } },
		],
		now,
	}),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`discount codes ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}

test('a saved code reads back into the form as staff typed it', () => {
	expect(formValuesOf(code)).toMatchObject({ value: '441', validFrom: '2025-06-01', validUntil: '2027-01-31', minOrder: '2940', minWeeks: '4', cardBins: '400555', isAutomatic: 'on', campaign: 'kmp_2499', 'plan-international': 'on' })
})
