import { describe, expect, test } from 'vitest'
import { codeFromName, type PostedForm, readDishForm } from './dish-form.ts'

const VALID: Record<string, string | string[]> = {
	meal: 'lunch',
	diet: ['international', 'arabic'],
	allergen: ['sesame', 'gluten'],
	'name-en': 'Chicken Shawarma Bowl',
	'description-en': 'Grilled chicken over rice.',
	'name-ar-ae': 'وعاء شاورما الدجاج',
	'description-ar-ae': 'دجاج مشوي على الأرز.',
	'name-ru-ae': 'Боул с шаурмой',
	'description-ru-ae': 'Курица на гриле с рисом.',
	'kcal-regular': '520',
	'protein-regular': '38.5',
	'carbs-regular': '52',
	'fat-regular': '14,2',
	'kcal-plus': '690',
	'protein-plus': '51',
	'carbs-plus': '69',
	'fat-plus': '19',
}

const formOf = (fields: Record<string, string | string[]>): PostedForm => ({
	text: (name) => [fields[name] ?? ''].flat()[0] ?? '',
	all: (name) => [fields[name] ?? []].flat(),
})

describe('the dish form', () => {
	test('a complete form is a dish: allergens in the list order, the code from the English name', () => {
		const read = readDishForm(formOf(VALID), { withCode: true })
		expect(read.ok).toBe(true)
		if (!read.ok) return
		expect(read.dish.code).toBe('chicken-shawarma-bowl')
		expect(read.dish.allergens).toEqual(['gluten', 'sesame'])
		expect(read.dish.nutrition.regular).toEqual({ kcal: 520, proteinG: 38.5, carbsG: 52, fatG: 14.2 })
		expect(read.dish.texts['ar-ae'].name).toBe('وعاء شاورما الدجاج')
	})

	test('every language needs a name and a description; figures must be plausible', () => {
		const read = readDishForm(formOf({ ...VALID, 'name-ru-ae': ' ', 'description-ar-ae': '', 'kcal-plus': '15000', 'fat-regular': '1.25', 'protein-plus': '' }), { withCode: false })
		expect(read).toEqual({
			ok: false,
			errors: { 'name-ru-ae': 'required', 'description-ar-ae': 'required', 'kcal-plus': 'invalid', 'fat-regular': 'invalid', 'protein-plus': 'required' },
		})
	})

	test('values outside the lists and text no field takes are field errors, never exceptions', () => {
		const read = readDishForm(formOf({ ...VALID, meal: 'brunch', allergen: ['gluten', 'shellfish'], diet: ['paleo'], 'name-en': 'Bad\u0000name', code: 'Not A Code!' }), { withCode: true })
		expect(read).toEqual({ ok: false, errors: { meal: 'invalid', allergen: 'invalid', diet: 'invalid', 'name-en': 'invalid', code: 'invalid' } })
	})

	test('a code is only read for a new dish', () => {
		const read = readDishForm(formOf({ ...VALID, code: 'whatever' }), { withCode: false })
		expect(read.ok && read.dish.code).toBe('')
	})
})

test('codes are slugs of the English name', () => {
	expect(codeFromName('  Crème Brûlée & Berries! ')).toBe('creme-brulee-berries')
})
