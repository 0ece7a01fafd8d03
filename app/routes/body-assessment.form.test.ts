import { describe, expect, test } from 'vitest'
import { createI18n } from '../i18n/translate.ts'
import ar from '../i18n/messages/ar.ts'
import en from '../i18n/messages/en.ts'
import ru from '../i18n/messages/ru.ts'
import {
	ASSESSMENT_FIELDS,
	ASSESSMENT_STEPS,
	type AssessmentValues,
	fieldError,
	parseAssessmentForm,
} from './body-assessment.form.ts'

const english = createI18n('en', en).t
const arabic = createI18n('ar-ae', ar, en).t
const russian = createI18n('ru-ae', ru, en).t

const VALID: AssessmentValues = { sex: 'female', age: '30', heightCm: '165', weightKg: '70', activity: 'light', goal: 'lose' }

function form(values: Partial<Record<string, string | Blob>>): FormData {
	const formData = new FormData()
	for (const [name, value] of Object.entries(values)) if (value !== undefined) formData.append(name, value)
	return formData
}

describe('parseAssessmentForm', () => {
	test('turns a valid form into the assessment input', () => {
		expect(parseAssessmentForm(form(VALID), english)).toEqual({
			ok: true,
			input: { sex: 'female', age: 30, heightCm: 165, weightKg: 70, activity: 'light', goal: 'lose' },
			values: VALID,
		})
	})

	test('accepts decimals with a comma and Arabic digits', () => {
		const parsed = parseAssessmentForm(form({ ...VALID, heightCm: '١٦٥٫٥', weightKg: '70,4' }), arabic)
		expect(parsed.ok && parsed.input).toMatchObject({ heightCm: 165.5, weightKg: 70.4 })
	})

	test('an empty form has an English message for every field, with the limits', () => {
		expect(parseAssessmentForm(new FormData(), english)).toEqual({
			ok: false,
			values: { sex: '', age: '', heightCm: '', weightKg: '', activity: '', goal: '' },
			errors: {
				sex: 'Choose female or male.',
				age: 'Enter your age in whole years, from 16 to 100.',
				heightCm: 'Enter your height in centimetres, from 120 to 230.',
				weightKg: 'Enter your weight in kilograms, from 35 to 300.',
				activity: 'Choose how active you are.',
				goal: 'Choose your goal.',
			},
		})
	})

	test('keeps what was typed and names only the fields that failed, in Arabic', () => {
		const posted = { ...VALID, sex: '', age: '12', heightCm: 'abc', weightKg: '301' }
		expect(parseAssessmentForm(form(posted), arabic)).toEqual({
			ok: false,
			values: posted,
			errors: {
				sex: 'يُرجى اختيار الجنس.',
				age: 'أدخل عمرك بالسنوات الكاملة، من 16 إلى 100.',
				heightCm: 'أدخل طولك بالسنتيمتر، من 120 إلى 230.',
				weightKg: 'أدخل وزنك بالكيلوغرام، من 35 إلى 300.',
			},
		})
	})

	test('speaks Russian on a Russian page', () => {
		const parsed = parseAssessmentForm(form({ ...VALID, goal: 'bulk', age: '30.5' }), russian)
		expect(parsed.ok ? null : parsed.errors).toEqual({
			age: 'Укажите возраст — целое число лет от 16 до 100.',
			goal: 'Выберите цель.',
		})
	})

	test('refuses options that are not offered, files and absurdly long text without throwing', () => {
		const parsed = parseAssessmentForm(
			form({ ...VALID, sex: 'other', activity: 'LIGHT', weightKg: new Blob(['70']), age: '3'.repeat(10_000) }),
			english,
		)
		expect(parsed.ok).toBe(false)
		if (parsed.ok) return
		expect(Object.keys(parsed.errors).sort()).toEqual(['activity', 'age', 'sex', 'weightKg'])
		expect(parsed.values.weightKg).toBe('')
		expect(parsed.values.age.length).toBe(20)
	})

	test.each([
		['age', '16', true],
		['age', '100', true],
		['age', '15', false],
		['age', '101', false],
		['heightCm', '120', true],
		['heightCm', '230', true],
		['heightCm', '119', false],
		['heightCm', '231', false],
		['weightKg', '35', true],
		['weightKg', '300', true],
		['weightKg', '34.5', false],
		['weightKg', '300.1', false],
	] as const)('%s %s is accepted: %s', (field, text, accepted) => {
		const parsed = parseAssessmentForm(form({ ...VALID, [field]: text }), english)
		expect(parsed.ok).toBe(accepted)
	})
})

describe('the step checks in the browser', () => {
	const samples: Record<(typeof ASSESSMENT_FIELDS)[number], string[]> = {
		sex: ['female', 'male', '', 'other'],
		age: ['16', '30', '100', '15', '101', '30.5', '', 'abc', '٣٠'],
		heightCm: ['120', '165.5', '230', '119.9', '231', '', '1e2'],
		weightKg: ['35', '70,5', '300', '34', '301', '', '-70'],
		activity: ['sedentary', 'veryHeavy', '', 'extreme'],
		goal: ['lose', 'maintain', 'gain', '', 'bulk'],
	}

	test('give exactly the server’s verdict and message for every field', () => {
		for (const field of ASSESSMENT_FIELDS) {
			for (const text of samples[field]) {
				const parsed = parseAssessmentForm(form({ ...VALID, [field]: text }), arabic)
				const serverMessage = parsed.ok ? undefined : parsed.errors[field]
				expect(fieldError(field, text, arabic), `${field} ${JSON.stringify(text)}`).toBe(serverMessage)
			}
		}
	})

	test('every field belongs to exactly one step', () => {
		expect(ASSESSMENT_STEPS.flatMap((step) => step.fields).sort()).toEqual([...ASSESSMENT_FIELDS].sort())
	})
})
