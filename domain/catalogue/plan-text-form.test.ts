import { describe, expect, test } from 'vitest'
import { type PlanTexts, readPlanTextForm } from './plan-text-form.ts'

const current: PlanTexts = {
	en: { name: 'Vegetarian', summary: 'Vegetables, pulses and cheese: filling and meat-free.', description: 'd'.repeat(100) },
	'ar-ae': { name: 'نباتي', summary: 'خضروات وبقوليات وأجبان: وجبات مشبعة بلا لحوم.', description: 'و'.repeat(100) },
	'ru-ae': { name: 'Вегетарианский', summary: 'Овощи, бобовые и сыр: сытно и без мяса.', description: 'о'.repeat(100) },
}
const formOf = (texts: PlanTexts) => Object.fromEntries(Object.entries(texts).flatMap(([locale, text]) => Object.entries(text).map(([field, value]) => [`${field}-${locale}`, value])))

describe('readPlanTextForm', () => {
	test('the languages whose texts changed, tidied', () => {
		const result = readPlanTextForm({ ...formOf(current), 'summary-ru-ae': '  Овощи,   бобовые и сыр — без мяса.\n' }, current)
		expect(result).toEqual({ ok: true, changed: ['ru-ae'], texts: { ...current, 'ru-ae': { ...current['ru-ae'], summary: 'Овощи, бобовые и сыр — без мяса.' } } })
	})

	test('a description keeps its paragraphs', () => {
		const description = `${'a'.repeat(50)}\r\n\r\n\r\n${'b'.repeat(50)}`
		const result = readPlanTextForm({ ...formOf(current), 'description-en': description }, current)
		expect(result.ok && result.texts.en.description).toBe(`${'a'.repeat(50)}\n\n${'b'.repeat(50)}`)
	})

	test('every text is required in every language, within its lengths (counted in characters, not bytes)', () => {
		const result = readPlanTextForm({ ...formOf(current), 'name-ar-ae': ' ', 'summary-en': 'Too short', 'description-ru-ae': 'я'.repeat(1_501), 'name-ru-ae': 'я'.repeat(40) }, current)
		expect(result).toEqual({ ok: false, errors: { 'name-ar-ae': 'required', 'summary-en': 'short', 'description-ru-ae': 'long' } })
	})

	test('a missing field is required; the same texts are no change', () => {
		const { 'name-en': _name, ...missing } = formOf(current)
		expect(readPlanTextForm(missing, current)).toEqual({ ok: false, errors: { 'name-en': 'required' } })
		expect(readPlanTextForm(formOf(current), current)).toEqual({ ok: false, errors: { form: 'unchanged' } })
	})
})
