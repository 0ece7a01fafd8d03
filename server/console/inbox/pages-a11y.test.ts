// @vitest-environment happy-dom
/**
 * The inbox's pages through axe (WCAG 2.1 A and AA rules), in English and Arabic: the list, an item
 * of each kind (one refused with its alert, one handled with its history), and the consultation
 * calendar. Colour contrast needs a layout engine (see server/console/pages-a11y.test.ts). And what
 * a post says, announced with its role.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { renderPage } from '../layout.tsx'
import type { AuditRow } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { InboxItem, InboxListRow } from './inbox-records.ts'
import { ConsultationCalendarPage, InboxItemPage, InboxPage } from './pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'mariam@kcal.example', name: 'Mariam', role: 'support', locale, sessionId: 'x' })
const at = new Date('2026-11-20T08:00:00Z')
const handled = { handledAt: at, handledByName: 'Mariam', handledNote: 'Called back' }
const fresh = { handledAt: null, handledByName: null, handledNote: null }
const consultation = { type: 'phone', location_id: 1, language_id: 2, date: '2026-11-24', time: '10:30' }

const rows: InboxListRow[] = [
	{ kind: 'contact', id: 3, receivedAt: at, name: 'Huda Nasser', about: 'delivery', ...fresh },
	{ kind: 'lead', id: 2, receivedAt: at, name: 'Omar Saleh', about: 'lose', ...handled },
	{ kind: 'ambassador', id: 4, receivedAt: at, name: 'Coach Rania', about: 'ambassador', ...fresh },
	{ kind: 'consultation', id: 12, receivedAt: at, name: 'Layla Haddad', about: '2026-11-24 10:30', ...fresh },
]

const message = { id: 3, name: 'Huda Nasser', email: 'huda@example.com', phone: '+971501112233', topic: 'delivery', message: 'My bag did not arrive.\nPlease call.', locale: 'ar-ae', consent: true, createdAt: at, handledAt: null, handledBy: null, handledNote: null }
const lead = { id: 2, name: 'Omar Saleh', phone: '+971502223344', email: 'omar@example.com', goal: 'lose', sourcePath: '/campaign/lead_form/', utmSource: 'instagram', utmMedium: null, utmCampaign: 'spring', utmTerm: null, utmContent: null, locale: 'en', createdAt: at, handledAt: at, handledBy: 1, handledNote: 'Called back' }
const items: Record<string, InboxItem> = {
	contact: { kind: 'contact', id: 3, receivedAt: at, message, ...fresh },
	lead: { kind: 'lead', id: 2, receivedAt: at, lead, ...handled },
	consultation: { kind: 'consultation', id: 12, receivedAt: at, booking: { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971501234567', locale: 'en', status: 'paid', consultation, planName: 'International' }, ...fresh },
}
const history = [{ id: 1, at, staffId: 1, actor: 'mariam@kcal.example', action: 'inbox.handle', subject: 'lead:2', before: null, after: { kind: 'lead', state: 'handled', note: 'Called back' } }] as AuditRow[]

const pages = (locale: 'en' | 'ar') => ({
	list: InboxPage({ nonce: 'n', staff: staffIn(locale), filter: { kind: null, state: 'all' }, rows }),
	empty: InboxPage({ nonce: 'n', staff: staffIn(locale), filter: { kind: 'lead', state: 'new' }, rows: [] }),
	contact: InboxItemPage({ nonce: 'n', staff: staffIn(locale), item: items.contact!, history: [], notice: { kind: 'alert', text: 'The note is too long' }, note: 'x' }),
	lead: InboxItemPage({ nonce: 'n', staff: staffIn(locale), item: items.lead!, history, notice: { kind: 'notice', text: 'Marked handled.' } }),
	consultation: InboxItemPage({ nonce: 'n', staff: staffIn(locale), item: items.consultation!, history: [] }),
	calendar: ConsultationCalendarPage({
		nonce: 'n',
		staff: staffIn(locale),
		monday: '2026-11-23',
		days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
		bookings: [
			{ orderId: 12, name: 'Layla Haddad', consultation, nutritionistId: null, nutritionist: null },
			{ orderId: 13, name: 'Sami Aziz', consultation: { ...consultation, time: '11:00' }, nutritionistId: 1, nutritionist: 'Mariam' },
		],
		previous: '2026-11-16',
		next: '2026-11-30',
	}),
})

for (const locale of ['en', 'ar'] as const) {
	for (const [name, node] of Object.entries(pages(locale))) {
		test(`inbox ${name} (${locale}) has no axe violations`, async () => {
			document.open()
			document.write(renderPage(node))
			document.close()
			const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })
			expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
		})
	}
}

test('an item announces a done change as a status and a refusal as an alert', () => {
	const staff = staffIn('ar')
	const done = renderPage(InboxItemPage({ nonce: 'n', staff, item: items.lead!, history, notice: { kind: 'notice', text: 'تم.' } }))
	expect(done).toContain('<p class="notice" role="status">تم.</p>')
	const refused = renderPage(InboxItemPage({ nonce: 'n', staff, item: items.contact!, history: [], notice: { kind: 'alert', text: 'الملاحظة طويلة.' }, note: 'x' }))
	expect(refused).toContain('<p class="alert" role="alert">الملاحظة طويلة.</p>')
	expect(refused).not.toContain('role="status"')
})
