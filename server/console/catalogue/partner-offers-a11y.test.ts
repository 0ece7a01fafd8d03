// @vitest-environment happy-dom
/**
 * The partner-offer pages through axe (WCAG 2.1 A and AA rules), in English and Arabic: the list,
 * the form with field errors and a history, and a retired offer. Colour contrast needs a layout
 * engine (happy-dom has none); the palette is the console's own.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { PartnerOfferPage, PartnerOffersListPage } from './partner-offers-pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const offer = {
	slug: 'samsung',
	partnerName: 'Samsung',
	code: 'SAMSUNG20',
	validFrom: new Date('2026-11-30T20:00:00Z'),
	validUntil: new Date('2027-01-31T20:00:00Z'),
	archivedAt: null,
	headlines: { en: '{{discount}} off your kcal meal plan', 'ar-ae': 'خصم {{discount}} على خطة وجباتك من kcal', 'ru-ae': 'Скидка {{discount}} на план питания kcal' },
}
const history = [{ id: 1, at: new Date('2026-11-20T10:00:00Z'), staffId: 1, actor: 'sara@kcal.example', action: 'catalogue.partner-offer-edit', subject: 'partner-offer:samsung', before: { code: 'SAMSUNG20' }, after: { code: 'WELCOME15' } }]

const pages = (locale: 'en' | 'ar') => ({
	list: PartnerOffersListPage({ nonce: 'n', staff: staffIn(locale), offers: [offer, { ...offer, slug: 'old', validFrom: null, validUntil: null, archivedAt: new Date() }], notice: { kind: 'notice', text: 'x' } }),
	errors: PartnerOfferPage({ nonce: 'n', staff: staffIn(locale), offer: { ...offer, history }, form: { values: { partnerName: '' }, errors: { partnerName: 'required', 'headline-ar-ae': 'placeholder', code: 'unknown', until: 'order', form: 'unchanged' } } }),
	retired: PartnerOfferPage({ nonce: 'n', staff: staffIn(locale), offer: { ...offer, archivedAt: new Date(), history: [] } }),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`partner offers ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}
