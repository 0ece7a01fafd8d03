import { describe, expect, test } from 'vitest'
import { LOCALE_CODES } from '../domain/locale.ts'
import type { MealChoiceProblem } from '../domain/menu/meal-choice.ts'
import { excludedDishReason, mealChoiceRefusal, mealNoticeText } from './menu-messages.ts'

const PROBLEMS: MealChoiceProblem[] = [
	{ code: 'too-late', date: '2026-12-08', firstChangeableDate: '2026-12-10' },
	{ code: 'not-a-delivery-day', date: '2026-12-08' },
	{ code: 'no-menu', date: '2026-12-08' },
	{ code: 'no-choices' },
	{ code: 'duplicate-meal', meal: 'lunch', course: 1 },
	{ code: 'unknown-meal', meal: 'snack', course: 2 },
	{ code: 'dish-not-offered', meal: 'lunch', course: 1, dishCode: 'x' },
	{ code: 'declared-allergen', meal: 'lunch', course: 1, dishCode: 'x', allergens: ['milk', 'tree-nuts'] },
]

describe('what the server says about a day’s dishes', () => {
	test.each(LOCALE_CODES)('every refusal has a sentence in %s, naming dates, meals and allergens', (locale) => {
		for (const problem of PROBLEMS) expect(mealChoiceRefusal(problem, locale), problem.code).toMatch(/\S{3}/)
		expect(excludedDishReason(['sesame'], locale)).toMatch(/\S{3}/)
		expect(mealNoticeText('default-replaced', locale)).toMatch(/\S{3}/)
		expect(mealNoticeText('no-safe-dish', locale)).toMatch(/\S{3}/)
	})

	test('in English', () => {
		expect(mealChoiceRefusal(PROBLEMS[0]!, 'en')).toBe('The cut-off for 8 December 2026 has passed. You can still swap dishes for delivery days from 10 December 2026 on.')
		expect(mealChoiceRefusal(PROBLEMS[7]!, 'en')).toBe('This dish contains milk, tree nuts, which you asked us to leave out. Choose another dish.')
		expect(mealChoiceRefusal(PROBLEMS[5]!, 'en')).toBe('Snack is not one of this day’s meals.')
	})

	test('in Arabic and Russian', () => {
		expect(mealChoiceRefusal(PROBLEMS[0]!, 'ar-ae')).toContain('10 ديسمبر 2026')
		expect(excludedDishReason(['milk'], 'ar-ae')).toContain('الحليب')
		expect(mealChoiceRefusal(PROBLEMS[7]!, 'ru-ae')).toBe('В этом блюде есть молоко, орехи, а вы просили это исключить. Выберите другое блюдо.')
	})
})
