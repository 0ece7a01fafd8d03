import { expect, test } from 'vitest'
import { readKcalForm } from './kcal-form.ts'

const current = { kcalMin: 1_400, kcalMax: 1_700 }

test('a whole-number daily range from 800 to 5,000 kcal, the upper end not below the lower', () => {
	expect(readKcalForm({ 'kcal-min': ' 1500 ', 'kcal-max': '1800' }, current)).toEqual({ ok: true, value: { kcalMin: 1_500, kcalMax: 1_800 } })
	expect(readKcalForm({ 'kcal-min': '1600', 'kcal-max': '1600' }, current)).toEqual({ ok: true, value: { kcalMin: 1_600, kcalMax: 1_600 } })
	for (const bad of ['799', '5001', '1500.5', '1,500', '-1500', '', 'abc']) {
		expect(readKcalForm({ 'kcal-min': bad, 'kcal-max': '1800' }, current), bad).toEqual({ ok: false, errors: { 'kcal-min': 'kcal' } })
	}
	expect(readKcalForm({ 'kcal-min': '1800', 'kcal-max': '1500' }, current)).toEqual({ ok: false, errors: { 'kcal-max': 'kcal-order' } })
	expect(readKcalForm({ 'kcal-min': 'x', 'kcal-max': '9000' }, current)).toEqual({ ok: false, errors: { 'kcal-min': 'kcal', 'kcal-max': 'kcal' } })
})

test('the same range again is no change', () => {
	expect(readKcalForm({ 'kcal-min': '1400', 'kcal-max': '1700' }, current)).toEqual({ ok: false, errors: { form: 'unchanged' } })
})
