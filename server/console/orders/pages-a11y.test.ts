// @vitest-environment happy-dom
/**
 * The orders and customers sections' pages through axe (WCAG 2.1 A and AA rules), in English and
 * Arabic, with their forms in an error state. Colour contrast needs a layout engine (see
 * server/console/pages-a11y.test.ts). And what a post says, announced with its role.
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import type { CustomerRecord } from '../customers/customer-records.ts'
import { CustomerPage, CustomersPage } from '../customers/pages.tsx'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import type { OrderRecord } from './order-records.ts'
import { OrderPage, OrdersPage } from './pages.tsx'

const staffIn = (locale: 'en' | 'ar'): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale, sessionId: 'x' })
const at = new Date('2026-11-20T08:00:00Z')
const listRow = { id: 12, status: 'paid', email: 'layla@example.com', firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', planName: 'International', totalFils: 120_000, createdAt: at }
const address = { city_id: 1, city_name: 'Dubai', area_id: 2, area_name: 'Marina', area_timing_id: 3, slot: 'morning', flat_number: '1', building_name: 'B', street: 'S', landmark: 'N/A', notes: '', instructions: '' }

const record = {
	order: { ...listRow, customerId: 4, size: 'regular', daysPerWeek: 6, weeks: 2, invoiceNumber: 7, paidAt: at },
	attempts: [
		{
			id: 1, method: 'card', gateway: 'aps', status: 'paid', amountFils: 120_000, refundedFils: 10_000, merchantReference: 'KC12-1', gatewayReference: '1700', cardMasked: '400555******0001',
			cardBrand: 'VISA', gatewayCode: '14000', failureReason: null, createdAt: at,
			events: [{ paymentId: 1, source: 'return', outcome: 'paid', payload: { response_code: '14000' }, receivedAt: at }],
		},
	],
	refunds: [{ id: 1, creditNoteNumber: 3, amountFils: 10_000, reason: 'staff', note: 'Late', state: 'pending', staffName: 'Sara', createdAt: at, gatewayCode: '07005' }],
} as unknown as OrderRecord

const customer = {
	customer: { id: 4, email: 'layla@example.com', firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', locale: 'en', createdAt: at, deletedAt: null },
	orders: [listRow],
	plans: [
		{
			id: 9, publicId: '00000000-0000-4000-8000-000000000009', planSlug: 'international', size: 'regular', daysPerWeek: 6, status: 'active', rules: INITIAL_SCHEDULE_RULES, finishBy: '2027-02-01',
			days: [
				{ publicId: 'a', date: '2026-12-01', state: 'scheduled', slot: 'morning', address },
				{ publicId: 'b', date: '2026-12-02', state: 'frozen', slot: 'morning', address },
			],
		},
	],
	notes: [{ id: 1, text: 'Prefers calls after 6 pm', createdAt: at, staffName: 'Sara' }],
} as unknown as CustomerRecord

const pages = (locale: 'en' | 'ar') => ({
	orders: OrdersPage({ nonce: 'n', staff: staffIn(locale), query: 'layla', rows: [listRow] }),
	order: OrderPage({ nonce: 'n', staff: staffIn(locale), record, refundableFils: 90_000, notice: { kind: 'notice', text: 'Done' }, refundForm: { amount: 'x', note: '', errors: { amount: 'amount-format', note: 'note-required' } } }),
	// The pending refund's "give up" form, refused for its empty reason.
	orderGiveUp: OrderPage({ nonce: 'n', staff: staffIn(locale), record, refundableFils: 90_000, notice: { kind: 'alert', text: 'Not given up' }, giveUpForm: { refundId: 1, note: '', error: 'note-required' } }),
	customers: CustomersPage({ nonce: 'n', staff: staffIn(locale), query: '', rows: [{ ...customer.customer }] as never }),
	customer: CustomerPage({ nonce: 'n', staff: staffIn(locale), record: customer, notice: { kind: 'notice', text: 'Done' }, daysForm: { plan: '00000000-0000-4000-8000-000000000009', reason: '', message: 'Give a reason' }, noteError: 'Write the note' }),
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

test('the order page announces a done change as a status and a refusal as an alert; the customer page its done change', () => {
	const staff = staffIn('en')
	expect(renderPage(OrderPage({ nonce: 'n', staff, record, refundableFils: 90_000, notice: { kind: 'notice', text: 'Refunded.' } }))).toContain('<p class="notice" role="status">Refunded.</p>')
	const refused = renderPage(OrderPage({ nonce: 'n', staff, record, refundableFils: 90_000, notice: { kind: 'alert', text: 'Not refundable.' } }))
	expect(refused).toContain('<p class="alert" role="alert">Not refundable.</p>')
	expect(refused).not.toContain('role="status"')
	expect(renderPage(CustomerPage({ nonce: 'n', staff, record: customer, notice: { kind: 'notice', text: 'Paused.' } }))).toContain('<p class="notice" role="status">Paused.</p>')
})
