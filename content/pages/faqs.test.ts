import { describe, expect, test } from 'vitest'
import { scheduleTerms } from '../../app/utils/schedule-terms.ts'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { INITIAL_SCHEDULE_RULES } from '../schedule-rules.ts'
import { FAQS, faqExcerpt, faqsWithTerms, HOME_FAQ_IDS } from './faqs.ts'
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
	expect(answer('pause')).toContain('My plan')
	expect(answer('cancel')).toContain('My plan')
	expect(answer('delivery-days')).toMatch(/Saturday and Sunday.*6-day plan skips Sunday/)
	expect(answer('payment-methods')).toMatch(/card.*Apple Pay.*Tabby/)
	expect(answer('bag-deposit')).toContain('refund')
})

test('no answer types a schedule term: the cut-off, the limits and the fee come from the rules in force', () => {
	for (const locale of LOCALE_CODES) {
		for (const { answer } of questions(locale)) {
			expect(answer).not.toMatch(/48 hours|48 ساعة|48 час|12:00 noon|before noon|الساعة 12:00|до 12:00 \(по|полудн/)
		}
		const answer = (id: string) => questions(locale).find((question) => question.id === id)?.answer ?? ''
		expect(answer('pause')).toContain('{{changeCutoff}}')
		expect(answer('pause')).toContain('{{maxPausedDays}}')
		expect(answer('pause')).toContain('{{finishWithin}}')
		expect(answer('cancel')).toContain('{{cancellationFee}}')
	}
})

test('faqsWithTerms fills every term of the row given, in the page’s language', () => {
	const rules = { ...INITIAL_SCHEDULE_RULES, cutoffHour: 9, daysAheadBefore: 3, maxFrozenDays: 12, finishWithinDays: 45, cancellationFeePercent: 10 }
	const filled = (locale: LocaleCode, id: string) =>
		faqsWithTerms(FAQS[locale], scheduleTerms(rules, locale))
			.groups.flatMap((group) => group.questions)
			.find((question) => question.id === id)?.answer ?? ''
	expect(filled('en', 'pause')).toContain('09:00 (UAE time) 3 days before the delivery day')
	expect(filled('en', 'pause')).toContain('up to 12 delivery days per plan')
	expect(filled('en', 'pause')).toContain('within 45 days')
	expect(filled('en', 'cancel')).toContain('A cancellation fee of 10% of that amount is deducted.')
	expect(filled('ru-ae', 'pause')).toContain('за 3 дня до дня доставки')
	expect(filled('ru-ae', 'pause')).toContain('до 12 дней доставки')
	expect(filled('ar-ae', 'pause')).toContain('قبل يوم التوصيل بـ3 أيام')
	for (const locale of LOCALE_CODES) {
		for (const id of ['pause', 'cancel', 'swap-dishes', 'change-address']) expect(filled(locale, id)).not.toContain('{{')
	}
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
