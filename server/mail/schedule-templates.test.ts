import { describe, expect, test } from 'vitest'
import { SCHEDULE_EMAILS } from '../../content/emails/schedule-emails.ts'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { addressChangedMail, pauseMail } from './schedule-templates.ts'

const customer = (locale: string) => ({ email: 'layla@example.com', firstName: 'Layla <b>', locale })
const address = {
	type: 'Work',
	city_id: 1,
	city_name: 'Dubai',
	area_id: 3,
	area_name: 'Dubai Marina',
	area_timing_id: 7,
	slot: 'morning',
	flat_number: '1204',
	building_name: 'Marina Heights',
	street: '',
	landmark: 'N/A',
	notes: '',
	custom_delivery_instructions: '',
	latitude: null,
	longitude: null,
} satisfies OrderDeliveryAddress

describe('schedule e-mails', () => {
	test('a pause names the days and the new last day; the name is text, never markup', () => {
		const mail = pauseMail(customer('en'), { kind: 'paused', dates: ['2026-12-01', '2026-12-02'], lastDate: '2026-12-14' })
		expect(mail).toMatchObject({ to: 'layla@example.com', subject: SCHEDULE_EMAILS.en.paused.subject })
		expect(mail.text).toContain('We have paused these delivery days: 1 December 2026 and 2 December 2026.')
		expect(mail.text).toContain('which now ends on 14 December 2026.')
		expect(mail.html).toContain('Layla &lt;b&gt;')
		expect(mail.html).not.toContain('Layla <b>')
	})

	test('resumed, in Arabic right to left and in Russian', () => {
		const arabic = pauseMail(customer('ar-ae'), { kind: 'resumed', dates: ['2026-12-01'], lastDate: '2026-12-12' })
		expect(arabic.subject).toBe(SCHEDULE_EMAILS['ar-ae'].resumed.subject)
		expect(arabic.html).toContain('dir="rtl"')
		expect(arabic.text).toMatch(/سنستأنف التوصيل/)
		const russian = pauseMail(customer('ru-ae'), { kind: 'paused', dates: ['2026-12-01'], lastDate: '2026-12-12' })
		expect(russian.text).toContain('1 декабря 2026')
		// An unknown language falls back to English.
		expect(pauseMail(customer('fr'), { kind: 'paused', dates: ['2026-12-01'], lastDate: '2026-12-12' }).subject).toBe(SCHEDULE_EMAILS.en.paused.subject)
	})

	test('an address change says where and when, for one day or from a date on', () => {
		const one = addressChangedMail(customer('en'), { dates: ['2026-12-03'], fromThisDateOn: false, address })
		expect(one.text).toContain('Your food for 3 December 2026 goes to: Marina Heights, 1204, Dubai Marina, Dubai (Morning).')
		const from = addressChangedMail(customer('ru-ae'), { dates: ['2026-12-03', '2026-12-04'], fromThisDateOn: true, address })
		expect(from.subject).toBe(SCHEDULE_EMAILS['ru-ae'].moved.subject)
		expect(from.text).toContain('Начиная с 3 декабря 2026 еду во все дни доставки привезём по адресу: Marina Heights, 1204, Dubai Marina, Dubai (Утром).')
	})
})
