// @vitest-environment happy-dom
/**
 * The Today page and a customer's delivery-day page (issue 19 item 7) through axe (WCAG 2.1 A and
 * AA rules), in English and Arabic, for a role that sees money and one that does not, and a day
 * form with its refusal (as ../operations-a11y.test.ts).
 */
import axe from 'axe-core'
import { expect, test } from 'vitest'
import { revenueOf, uaeDay } from '../../../domain/today-figures.ts'
import type { OrderDeliveryAddress } from '../../../domain/order.ts'
import { DeliveryDayPage } from '../customers/delivery-page.tsx'
import { renderPage } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'
import { TodayPage } from './pages.tsx'
import type { TodayFigures } from './today-figures.ts'

const staffIn = (locale: 'en' | 'ar', role: SignedInStaff['role']): SignedInStaff => ({ id: 1, email: 'sara@kcal.example', name: 'Sara', role, locale, sessionId: 'x' })

const figures = (money: boolean): TodayFigures => ({
	day: uaeDay(new Date('2026-12-09T10:00:00Z')),
	orders: { paid: 12 },
	revenue: money ? revenueOf({ grossFils: 2_450_000, vatFils: 116_190, depositFils: 60_000 }) : null,
	refunds: { count: 2, pending: 1, amountFils: money ? 35_000 : null, vatFils: money ? 1_667 : null },
	activePlans: 431,
	pausedDays: { today: 9, thisWeek: 57 },
	tomorrow: { deliveries: 402, meals: 1_488, final: false },
	funnel: { leads: 14, accounts: 21, ordersMade: 30, ordersAtPayment: 19, ordersPaid: 12 },
})

const address: OrderDeliveryAddress = {
	type: 'Home',
	city_id: 1,
	city_name: 'Dubai',
	area_id: 3,
	area_name: 'Dubai Marina',
	area_timing_id: 7,
	slot: 'morning',
	flat_number: '1204',
	building_name: 'Marina Heights',
	street: '',
	landmark: '',
	notes: '',
	custom_delivery_instructions: '',
	latitude: null,
	longitude: null,
}
const day = {
	publicId: '00000000-0000-4000-8000-000000000001',
	date: '2026-12-14',
	state: 'scheduled',
	address,
	updatedAt: new Date('2026-12-01T08:00:00Z'),
	planId: '00000000-0000-4000-8000-000000000002',
	planStatus: 'active',
	customerLocale: 'en' as const,
}
const timing = (id: number, slot: 'early-morning' | 'morning' | 'evening', name: string) => ({ id, slot, name, from: '07:00', to: '10:00', dayBefore: false })
const choices = [
	{ address, options: [{ value: 'slot:7', timing: timing(7, 'morning', 'Morning') }, { value: 'slot:8', timing: timing(8, 'evening', 'Evening') }] },
	{ address: { flat_number: '7', building_name: 'Office Tower', area_name: 'Business Bay' }, options: [{ value: 'address:5:9', timing: timing(9, 'morning', 'Morning') }] },
]

const pages = (locale: 'en' | 'ar') => ({
	'today, a manager': TodayPage({ nonce: 'n', staff: staffIn(locale, 'manager'), figures: figures(true) }),
	'today, dispatch': TodayPage({ nonce: 'n', staff: staffIn(locale, 'dispatch'), figures: figures(false) }),
	'a delivery day, a manager, refused': DeliveryDayPage({
		nonce: 'n',
		staff: staffIn(locale, 'manager'),
		customerId: 4,
		day,
		choices,
		form: { where: 'slot:8', fromThisDateOn: true, reason: 'At work', message: 'Too late' },
	}),
	'a delivery day, support': DeliveryDayPage({ nonce: 'n', staff: staffIn(locale, 'support'), customerId: 4, day, choices }),
	'a paused day': DeliveryDayPage({ nonce: 'n', staff: staffIn(locale, 'support'), customerId: 4, day: { ...day, state: 'frozen' }, choices }),
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
