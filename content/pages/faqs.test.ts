import { describe, expect, test } from 'vitest'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { FAQS, faqExcerpt, HOME_FAQ_IDS } from './faqs.ts'
import { localeContentProblems } from './locale-shape.ts'

const questions = (locale: keyof typeof FAQS) => FAQS[locale].groups.flatMap((group) => group.questions)

test('the three languages have the same groups and questions, and no empty or stand-in texts', () => {
	expect(localeContentProblems(FAQS, { plurals: ['search.results'] })).toEqual([])
})

test('has 16 to 24 questions in six groups, each id used once', () => {
	const ids = questions('en').map((question) => question.id)
	expect(ids.length).toBeGreaterThanOrEqual(16)
	expect(ids.length).toBeLessThanOrEqual(24)
	expect(new Set(ids).size).toBe(ids.length)
	expect(FAQS.en.groups.map((group) => group.id)).toEqual(['plans', 'delivery', 'changes', 'payments', 'allergies', 'account'])
})

test('answers state the rules the service runs by', () => {
	const answer = (id: string) => questions('en').find((question) => question.id === id)?.answer ?? ''
	expect(answer('vat')).toContain('5% VAT')
	expect(answer('pause')).toContain('12:00 noon on the day before')
	expect(answer('change-address')).toContain('48 hours')
	expect(answer('delivery-days')).toMatch(/Saturday and Sunday.*6-day plan skips Sunday/)
	expect(answer('payment-methods')).toMatch(/card.*Apple Pay.*Tabby/)
	expect(answer('bag-deposit')).toContain('refund')
})

describe('faqExcerpt', () => {
	test('gives the home page’s four questions in every language, in order', () => {
		for (const locale of LOCALE_CODES) {
			expect(faqExcerpt(locale).map((question) => question.id)).toEqual([...HOME_FAQ_IDS])
		}
		expect(faqExcerpt('ar-ae', ['vat'])[0]?.question).toBe('هل تشمل أسعاركم ضريبة القيمة المضافة؟')
	})

	test('refuses an unknown id', () => {
		expect(() => faqExcerpt('en', ['no-such-question'])).toThrow('No FAQ with id no-such-question')
	})
})
