import { describe, expect, test } from 'vitest'
import { readAddonVariantForm, readAreaForm, readClosedDayForm, readNewAddonChoiceForm, readNewAddonForm, readNewAreaForm } from './place-forms.ts'

const NAMES = { 'name-en': 'Al Furjan', 'name-ar-ae': 'الفرجان', 'name-ru-ae': 'Аль-Фурджан' }
const NOW = new Date('2026-11-27T10:00:00Z')

describe('areas', () => {
	test('a new area needs a known emirate, a slug, names in three languages and a slot', () => {
		expect(readNewAreaForm({ city: '1', slug: ' Al-Furjan ', ...NAMES, 'slot-morning': 'on' }, [1, 2])).toEqual({
			ok: true,
			value: { cityId: 1, slug: 'al-furjan', names: { en: 'Al Furjan', 'ar-ae': 'الفرجان', 'ru-ae': 'Аль-Фурджан' }, slots: ['morning'] },
		})
		expect(readNewAreaForm({ city: '9', slug: 'al--furjan', 'name-en': ' ', 'name-ar-ae': 'x'.repeat(81), 'name-ru-ae': 'a\u0000b' }, [1])).toEqual({
			ok: false,
			errors: { city: 'city', slug: 'slug', 'name-en': 'required', 'name-ar-ae': 'too-long', 'name-ru-ae': 'required', slots: 'slots' },
		})
	})

	test('renaming keeps the slots in the site order, whatever the form order', () => {
		expect(readAreaForm({ ...NAMES, 'slot-evening': 'on', 'slot-early-morning': 'on' })).toMatchObject({ ok: true, value: { slots: ['early-morning', 'evening'] } })
	})
})

describe('add-on choices', () => {
	const current = { names: { en: 'One', 'ar-ae': 'واحد', 'ru-ae': 'Один' }, pricePerDayFils: 1_900 }
	const form = { 'name-en': 'One', 'name-ar-ae': 'واحد', 'name-ru-ae': 'Один' }

	test('a price in dirhams with up to two decimals, now or from today on', () => {
		expect(readAddonVariantForm({ ...form, price: '19.5' }, current, NOW)).toMatchObject({ ok: true, value: { pricePerDayFils: 1_950, effectiveFrom: NOW, priceChanged: true } })
		expect(readAddonVariantForm({ ...form, price: '21', from: '2026-12-01' }, current, NOW)).toMatchObject({ ok: true, value: { effectiveFrom: new Date('2026-11-30T20:00:00Z') } })
		// Today in the UAE has begun: in force now.
		expect(readAddonVariantForm({ ...form, price: '21', from: '2026-11-27' }, current, NOW)).toMatchObject({ ok: true, value: { effectiveFrom: NOW } })
	})

	test('bad prices and dates are field errors; nothing changed is an error', () => {
		for (const price of ['0', '-1', '1.234', '1001', 'abc', '']) expect(readAddonVariantForm({ ...form, price }, current, NOW), price).toMatchObject({ ok: false, errors: { price: 'price' } })
		expect(readAddonVariantForm({ ...form, price: '20', from: '2026-11-26' }, current, NOW)).toMatchObject({ ok: false, errors: { from: 'past' } })
		expect(readAddonVariantForm({ ...form, price: '20', from: '2026-02-30' }, current, NOW)).toMatchObject({ ok: false, errors: { from: 'from' } })
		expect(readAddonVariantForm({ ...form, price: '19.00' }, current, NOW)).toEqual({ ok: false, errors: { form: 'unchanged' } })
		expect(readAddonVariantForm({ ...form, 'name-en': 'Uno', price: '19' }, current, NOW)).toMatchObject({ ok: true, value: { priceChanged: false } })
	})
})

describe('new add-ons and choices', () => {
	const choice = { code: ' Juice-Mango ', 'name-en': 'Mango', 'name-ar-ae': 'مانجو', 'name-ru-ae': 'Манго', price: '17.5' }
	const mango = { code: 'juice-mango', names: { en: 'Mango', 'ar-ae': 'مانجو', 'ru-ae': 'Манго' }, pricePerDayFils: 1_750 }

	test('a new choice needs a code for good, names in three languages and a price in dirhams', () => {
		expect(readNewAddonChoiceForm(choice)).toEqual({ ok: true, value: mango })
		expect(readNewAddonChoiceForm({ code: 'juice mango', 'name-en': '', 'name-ar-ae': 'x'.repeat(81), 'name-ru-ae': 'Манго', price: '0' })).toEqual({
			ok: false,
			errors: { code: 'code', 'name-en': 'required', 'name-ar-ae': 'too-long', price: 'price' },
		})
		for (const price of ['1.234', '1001', '-2', '']) expect(readNewAddonChoiceForm({ ...choice, price }), price).toMatchObject({ ok: false, errors: { price: 'price' } })
	})

	test('a new add-on needs a slug, its words in three languages and its first choice', () => {
		const words = { 'name-en': 'Smoothies', 'name-ar-ae': 'سموذي', 'name-ru-ae': 'Смузи', 'description-en': 'A smoothie a day.', 'description-ar-ae': 'سموذي كل يوم.', 'description-ru-ae': 'Смузи каждый день.' }
		const first = Object.fromEntries(Object.entries(choice).map(([name, value]) => [`choice-${name}`, value]))
		expect(readNewAddonForm({ slug: 'smoothies', ...words, ...first })).toEqual({
			ok: true,
			value: { slug: 'smoothies', names: { en: 'Smoothies', 'ar-ae': 'سموذي', 'ru-ae': 'Смузи' }, descriptions: { en: 'A smoothie a day.', 'ar-ae': 'سموذي كل يوم.', 'ru-ae': 'Смузи каждый день.' }, choice: mango },
		})
		expect(readNewAddonForm({ slug: '-bad-', ...words, 'description-ru-ae': 'x'.repeat(401), ...first, 'choice-price': 'abc', 'choice-code': '' })).toEqual({
			ok: false,
			errors: { slug: 'code', 'description-ru-ae': 'too-long', 'choice-code': 'code', 'choice-price': 'price' },
		})
		// The new add-on's own page is /console/catalogue/addons/new/.
		expect(readNewAddonForm({ slug: 'new', ...words, ...first })).toEqual({ ok: false, errors: { slug: 'addon-slug-taken' } })
	})
})

describe('closed days', () => {
	test('a real date after today, with a reason', () => {
		expect(readClosedDayForm({ date: '2026-12-02', note: ' National  Day ' }, '2026-11-27')).toEqual({ ok: true, value: { date: '2026-12-02', note: 'National Day' } })
		expect(readClosedDayForm({ date: '2026-11-27', note: 'x' }, '2026-11-27')).toMatchObject({ ok: false, errors: { date: 'past-date' } })
		expect(readClosedDayForm({ date: '2026-02-30', note: '' }, '2026-11-27')).toEqual({ ok: false, errors: { date: 'date', note: 'required' } })
		expect(readClosedDayForm({ date: '2026-12-02', note: 'x'.repeat(121) }, '2026-11-27')).toMatchObject({ ok: false, errors: { note: 'too-long' } })
	})
})
