// @vitest-environment happy-dom
/**
 * The referrals section's pages through axe (WCAG 2.1 A and AA rules), in English and Arabic, with
 * their forms in an error state. Colour contrast needs a layout engine (see
 * server/console/pages-a11y.test.ts).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { AmbassadorPage, NewAmbassadorPage, ReferralsListPage } from './pages.tsx'
import type { AmbassadorLedger, AmbassadorSummary } from './referrals-data.ts'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const at = new Date('2026-11-20T08:00:00Z')
const ambassador: AmbassadorSummary = {
	id: 3, handle: 'sara.k', displayName: 'Sara Khalil', referralCode: 'SARAK', welcomeCode: 'WELCOME15', rewardFils: 5_000, isActive: true, email: 'sara@example.com', phone: '+971501234567',
	paidOrders: 2, earnedFils: 10_000, withdrawnFils: 5_000, paidOutFils: 2_000, owedFils: 3_000,
}
const ledger: AmbassadorLedger = {
	ambassador,
	rewards: {
		rows: [
			{ id: 302, orderId: 42, kind: 'reversed', withdrawalReason: 'cancelled-in-first-week', amountFils: -5_000, createdAt: at },
			{ id: 301, orderId: 41, kind: 'reversed', withdrawalReason: 'refunded-in-full', amountFils: -5_000, createdAt: at },
			{ id: 300, orderId: 41, kind: 'earned', withdrawalReason: null, amountFils: 5_000, createdAt: at },
		],
		// A later page with an older one after it: both paging links show.
		before: 303,
		olderBefore: 300,
	},
	payouts: { rows: [{ id: 1, amountFils: 2_000, reference: 'TRF-2026-11', note: 'November', staffName: 'Sara', createdAt: at }], before: null, olderBefore: null },
}
const empty = { rows: [], before: null, olderBefore: null }

const pages = (locale: 'en' | 'ar') => ({
	list: ReferralsListPage({ nonce: 'n', staff: staffIn(locale), ambassadors: [ambassador, { ...ambassador, id: 4, isActive: false, displayName: 'Coach Omar' }], notice: { kind: 'notice', text: 'Done' } }),
	new: NewAmbassadorPage({ nonce: 'n', staff: staffIn(locale), form: { values: { handle: '-x-', referralCode: 'a' }, errors: { handle: 'handle-format', referralCode: 'code-format', reward: 'reward-format' } } }),
	ambassador: AmbassadorPage({
		nonce: 'n',
		staff: staffIn(locale),
		ledger,
		editForm: { values: { displayName: '' }, errors: { displayName: 'name-required', email: 'email-format', phone: 'phone-format' } },
		payoutForm: { values: { amount: '99' }, errors: { amount: 'amount-too-much', reference: 'reference-required' } },
	}),
	retired: AmbassadorPage({ nonce: 'n', staff: staffIn(locale), ledger: { ambassador: { ...ambassador, isActive: false, owedFils: 0 }, rewards: empty, payouts: empty } }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`${name} (${locale}) has no axe violations`, async () => {
			const html = renderPage(node)
			document.open()
			document.write(html)
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}
