import { expect, test } from 'vitest'
import { planPriceTable } from '../plan-pricing.ts'
import { missingForSale, readNewPlanForm, readSizeFields } from './new-plan-form.ts'

const TEXTS = Object.fromEntries(
	['en', 'ar-ae', 'ru-ae'].flatMap((locale) => [
		[`name-${locale}`, 'High Protein'],
		[`summary-${locale}`, 'Lean protein at every meal for training days.'],
		[`description-${locale}`, 'Four meals a day built around lean meat, fish, eggs and legumes, with enough carbohydrate to train on.'],
	]),
)
const FORM = { slug: 'high-protein', 'meals-per-day': '4', diet: 'athletes', ...TEXTS, 'size-regular': 'on', 'regular-kcal-min': '1600', 'regular-kcal-max': '1900', 'regular-price': '140' }
const noPage = () => false

test('a complete form is a hidden plan with its sizes in whole dirhams and its collections in the catalogue’s order', () => {
	const result = readNewPlanForm(FORM, ['weight-loss', 'popular'], noPage)
	expect(result).toMatchObject({
		ok: true,
		value: { slug: 'high-protein', mealsPerDay: 4, diet: 'athletes', tags: ['popular', 'weight-loss'], sizes: [{ size: 'regular', kcalMin: 1600, kcalMax: 1900, listPricePerDayFils: 14_000 }] },
	})
	// The price table follows from the list price by the catalogue's one rule, as for every plan.
	expect(planPriceTable(14_000)[0]).toEqual({ daysPerWeek: 5, weeks: 1, pricePerDayFils: 14_000 })
})

test('every field has its error; a slug that is another page’s address, or the form’s own, is taken', () => {
	const result = readNewPlanForm({ ...FORM, slug: 'High!', 'meals-per-day': '7', diet: 'paleo', 'name-en': '', 'size-regular': '', 'size-plus': 'on', 'plus-kcal-min': '700', 'plus-kcal-max': '900', 'plus-price': '1.5' }, ['cheap'], noPage)
	expect(result).toEqual({ ok: false, errors: { slug: 'slug', 'meals-per-day': 'meals', diet: 'diet', tags: 'tags', 'name-en': 'required', 'plus-kcal-min': 'kcal', 'plus-price': 'price' } })
	expect(readNewPlanForm({ ...FORM, 'size-regular': '' }, [], noPage)).toEqual({ ok: false, errors: { 'size-regular': 'no-size' } })
	expect(readNewPlanForm({ ...FORM, slug: 'checkout' }, [], (slug) => slug === 'checkout')).toEqual({ ok: false, errors: { slug: 'slug-taken' } })
	expect(readNewPlanForm({ ...FORM, slug: 'new' }, [], noPage)).toEqual({ ok: false, errors: { slug: 'slug-taken' } })
	expect(readNewPlanForm({ ...FORM, slug: 'a'.repeat(65) }, [], noPage)).toEqual({ ok: false, errors: { slug: 'slug' } })
})

test('a new size’s fields: calories as the calories form reads them, a list price of 1 to 10,000 whole dirhams', () => {
	expect(readSizeFields({ 'plus-kcal-min': '2000', 'plus-kcal-max': '2300', 'plus-price': ' 170 ' }, 'plus')).toEqual({ ok: true, value: { size: 'plus', kcalMin: 2000, kcalMax: 2300, listPricePerDayFils: 17_000 } })
	expect(readSizeFields({ 'plus-kcal-min': '2300', 'plus-kcal-max': '2000', 'plus-price': '0' }, 'plus')).toEqual({ ok: false, errors: { 'plus-kcal-max': 'kcal-order', 'plus-price': 'price' } })
	expect(readSizeFields({ 'plus-kcal-min': '2000', 'plus-kcal-max': '2300', 'plus-price': '10001' }, 'plus')).toEqual({ ok: false, errors: { 'plus-price': 'price' } })
})

test('what a plan lacks before it may be offered', () => {
	const complete = { textsIn: ['en', 'ar-ae', 'ru-ae'], pricedSizes: 1, diet: 'athletes', publishedMenu: true }
	expect(missingForSale(complete)).toEqual([])
	expect(missingForSale({ textsIn: ['en', 'ar-ae'], pricedSizes: 0, diet: null, publishedMenu: false })).toEqual(['texts', 'size', 'diet', 'menu'])
	expect(missingForSale({ ...complete, publishedMenu: false })).toEqual(['menu'])
})
