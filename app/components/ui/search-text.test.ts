import { describe, expect, test } from 'vitest'
import { filterByQuery, foldForSearch } from './search-text.ts'

describe('foldForSearch', () => {
	test('ignores case and Latin accents', () => {
		expect(foldForSearch('Crème BRÛLÉE', 'en-GB')).toBe('creme brulee')
	})

	test('treats ё as е in Russian but keeps й apart from и', () => {
		expect(foldForSearch('Ёжик и Мёд', 'ru-AE')).toBe('ежик и мед')
		expect(foldForSearch('Мой', 'ru-AE')).toBe('мой')
	})

	test('drops Arabic short vowels, hamza seats and the tatweel, and unifies alef maqsura', () => {
		expect(foldForSearch('أَحْمَد', 'ar-AE')).toBe('احمد')
		expect(foldForSearch('إمارة', 'ar-AE')).toBe('امارة')
		expect(foldForSearch('عــلى', 'ar-AE')).toBe('علي')
	})
})

describe('filterByQuery', () => {
	const cities = [
		{ label: 'Dubai' },
		{ label: 'Abu Dhabi' },
		{ label: 'أبوظبي', keywords: ['Abu Dhabi'] },
		{ label: 'Шарджа' },
	]

	test('keeps every option for an empty or blank query', () => {
		expect(filterByQuery(cities, '  ', 'en-GB')).toBe(cities)
	})

	test('matches anywhere in the label, in order', () => {
		expect(filterByQuery(cities, 'DHA', 'en-GB').map((c) => c.label)).toEqual(['Abu Dhabi', 'أبوظبي'])
	})

	test('matches Arabic typed without hamza and Russian in any case', () => {
		expect(filterByQuery(cities, 'ابو', 'ar-AE').map((c) => c.label)).toEqual(['أبوظبي'])
		expect(filterByQuery(cities, 'шАР', 'ru-AE').map((c) => c.label)).toEqual(['Шарджа'])
	})

	test('returns nothing when nothing matches', () => {
		expect(filterByQuery(cities, 'Fujairah', 'en-GB')).toEqual([])
	})
})
