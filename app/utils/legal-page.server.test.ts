import { describe, expect, test } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { scheduleTerms } from './schedule-terms.ts'
import { closedDaysText, companyDetailsFrom, formatLegalDate, isLegalPageId, legalPageData, placeholderValues } from './legal-page.server.ts'

const NONE = { legalName: null, trn: null, address: null, supportEmail: null }

describe('companyDetailsFrom', () => {
	test('reads the configured details and ignores blanks', () => {
		expect(companyDetailsFrom({ legalName: ' Kcal Meals L.L.C. ', trn: '100000000000003', address: ' ', supportEmail: 'care@example.ae' })).toEqual({
			legalName: 'Kcal Meals L.L.C.',
			trn: '100000000000003',
			address: null,
			supportEmail: 'care@example.ae',
		})
	})

	test('gives nothing when the settings carry no company details', () => {
		expect(companyDetailsFrom(undefined)).toEqual(NONE)
		expect(companyDetailsFrom({})).toEqual(NONE)
	})
})

describe('placeholderValues', () => {
	test('uses the configured details', () => {
		const values = placeholderValues(
			{ legalName: 'Kcal Meals L.L.C.', trn: '100000000000003', address: 'Dubai', supportEmail: 'care@example.ae' },
			'en',
			'https://kcal.ae',
		)
		expect(values).toEqual({
			companyName: { kind: 'text', text: 'Kcal Meals L.L.C.' },
			companyTrn: { kind: 'text', text: '100000000000003' },
			companyAddress: { kind: 'text', text: 'Dubai' },
			supportEmail: { kind: 'email', address: 'care@example.ae' },
		})
	})

	test('the address is the one of the page’s language when it is configured', () => {
		const company = { address: 'Al Quoz Industrial Area 3, Dubai', localAddresses: { 'ar-ae': 'منطقة القوز الصناعية 3، دبي' } }
		expect(companyDetailsFrom(company, 'ar-ae').address).toBe('منطقة القوز الصناعية 3، دبي')
		expect(companyDetailsFrom(company, 'ru-ae').address).toBe('Al Quoz Industrial Area 3, Dubai')
		expect(companyDetailsFrom(company, 'en').address).toBe('Al Quoz Industrial Area 3, Dubai')
	})

	test('falls back to “kcal” and the contact page of the page’s language', () => {
		const values = placeholderValues(NONE, 'ru-ae', 'https://kcal.ae')
		expect(values.companyName).toEqual({ kind: 'text', text: 'kcal' })
		expect(values.supportEmail).toEqual({ kind: 'link', to: '/contact/', text: 'kcal.ae/ru-ae/contact/', ltr: true })
		expect(values.companyAddress).toEqual({ kind: 'link', to: '/contact/', text: 'см. страницу «Контакты»', ltr: false })
		expect(values.companyTrn.kind).toBe('text')
	})
})

describe('formatLegalDate', () => {
	test('writes the long date of each language with Latin digits', () => {
		expect(formatLegalDate('2026-11-22', 'en')).toBe('22 November 2026')
		expect(formatLegalDate('2026-11-22', 'ar-ae')).toMatch(/^22 نوفمبر 2026$/)
		expect(formatLegalDate('2026-11-22', 'ru-ae')).toMatch(/^22 ноября 2026/)
	})
})

describe('legalPageData', () => {
	test('sends one document in one language', () => {
		expect(isLegalPageId('terms')).toBe(true)
		expect(isLegalPageId('faqs')).toBe(false)
		const data = legalPageData('termsMea', 'ar-ae', { origin: 'http://localhost:3000' }, scheduleTerms(INITIAL_SCHEDULE_RULES, 'ar-ae'))
		expect(data.document.sections[0]?.title).toBe('نطاق تطبيق هذه الشروط')
		expect(data.lastUpdated).toEqual({ iso: '2026-11-29', text: formatLegalDate('2026-11-29', 'ar-ae') })
		expect(data.placeholders.supportEmail).toMatchObject({ text: 'localhost:3000/ar-ae/contact/' })
	})
})

describe('closedDaysText', () => {
	test('the upcoming closed days as one sentence in each language, the dates in the page’s long form joined as the language lists', () => {
		expect(closedDaysText(['2026-12-02', '2026-12-03', '2027-01-01'], 'en')).toBe(
			`The upcoming closed days are ${formatLegalDate('2026-12-02', 'en')}, ${formatLegalDate('2026-12-03', 'en')} and ${formatLegalDate('2027-01-01', 'en')}.`,
		)
		expect(closedDaysText(['2026-12-02', '2026-12-03'], 'ar-ae')).toBe(`أيام الإغلاق القادمة: ${formatLegalDate('2026-12-02', 'ar-ae')} و${formatLegalDate('2026-12-03', 'ar-ae')}.`)
		expect(closedDaysText(['2026-12-02', '2026-12-03'], 'ru-ae')).toBe(`Ближайшие нерабочие дни: ${formatLegalDate('2026-12-02', 'ru-ae')} и ${formatLegalDate('2026-12-03', 'ru-ae')}.`)
	})

	test('none planned: says so', () => {
		expect(closedDaysText([], 'en')).toBe('No closed day is planned at the moment.')
		expect(closedDaysText([], 'ru-ae')).toBe('Сейчас нерабочих дней не запланировано.')
	})
})
