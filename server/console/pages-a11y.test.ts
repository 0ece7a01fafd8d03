// @vitest-environment happy-dom
/**
 * The console's pages through axe (WCAG 2.1 A and AA rules), in English and Arabic. Colour
 * contrast needs a layout engine, which happy-dom has not; the palette is the site's own
 * (dark green on white, white on dark green).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { sectionsFor } from '../../domain/console-permissions.ts'
import type { AuditRow } from './audit-log.ts'
import { renderPage } from './layout.tsx'
import { AuditPage, EnrolDonePage, EnrolPage, HomePage, MessagePage, SignInPage, StaffPage } from './pages.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'owner', locale, sessionId: 'x' })
const row: AuditRow = { id: 3, at: new Date('2026-11-20T08:00:00Z'), staffId: 1, actor: 'sara@kcal.example', action: 'staff.invite', subject: 'staff:2', before: null, after: { role: 'kitchen' } }
const noFilter = { action: null, actor: null, subject: null, from: null, to: null, before: null }
const list = [
	{ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'owner', locale: 'en', enrolledAt: new Date(), removedAt: null },
	{ id: 2, email: 'omar@kcal.example', name: 'Omar', role: 'kitchen', locale: 'ar', enrolledAt: null, removedAt: null },
]
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/></svg>'

const pages = (locale: 'en' | 'ar') => ({
	'sign-in': SignInPage({ locale, nonce: 'n', notice: { kind: 'alert', text: 'x' } }),
	enrol: EnrolPage({ locale, nonce: 'n', name: 'Sara', secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', qrSvg: svg, errors: { password: 'common', code: true } }),
	'enrol done': EnrolDonePage({ locale, nonce: 'n', codes: ['ABCDE-FGHJK'] }),
	message: MessagePage({ locale, nonce: 'n', title: 'Title', text: 'Text' }),
	home: HomePage({ nonce: 'n', staff: staffIn(locale), sections: sectionsFor('owner') }),
	staff: StaffPage({ nonce: 'n', staff: staffIn(locale), list, errors: { email: true, name: true }, form: { email: 'x', name: '', role: 'kitchen', language: 'ar' } }),
	audit: AuditPage({ nonce: 'n', staff: staffIn(locale), rows: [row], filter: noFilter, more: true }),
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
