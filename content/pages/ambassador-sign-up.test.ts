import { expect, test } from 'vitest'
import { AMBASSADOR_PAGE } from './ambassador-sign-up.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(AMBASSADOR_PAGE)).toEqual([])
})

test('the welcome discount is the code’s figure, and the ambassador is named by the page', () => {
	for (const content of Object.values(AMBASSADOR_PAGE)) {
		expect(content.gift.withDiscount).toContain('{{discount}}')
		expect(content.gift.heading).toContain('{{name}}')
		expect(content.gift.withoutDiscount).toContain('{{name}}')
	}
	expect(JSON.stringify(AMBASSADOR_PAGE)).not.toMatch(/AED|د\.إ|\d\s?%|%\s?\d/)
})

test('ambassadors are promised what the referral ledger does: a reward per paid order, kept after the friend’s first week, withdrawn after a cancellation before it or a refund in full', () => {
	const words = {
		en: [/reward/, /pays for/, /first week of deliveries is done/, /cancels the plan before then/, /refunded in full/],
		'ar-ae': [/مكافأة/, /يدفعه/, /أسبوع التوصيل الأول/, /ألغى الصديق الخطة قبل ذلك/, /كاملًا/],
		'ru-ae': [/Вознаграждение/, /оплатит/, /первая неделя доставки/, /отменит план раньше/, /полностью/],
	}
	for (const [locale, patterns] of Object.entries(words)) {
		const points = AMBASSADOR_PAGE[locale as keyof typeof AMBASSADOR_PAGE].become.points.join(' ')
		for (const pattern of patterns) expect(points, `${locale} ${pattern}`).toMatch(pattern)
	}
})
