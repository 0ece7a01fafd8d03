import { expect, test } from 'vitest'
import { getLocale } from '../../domain/locale.ts'
import { metaFrom, OG_IMAGE, openGraphLocale, openGraphTags } from './meta.ts'

test('a page’s title and description are also its Open Graph title and description', () => {
	expect(metaFrom({ meta: { title: 'Meal plans | kcal', description: 'Compare our plans.' } })).toEqual([
		{ title: 'Meal plans | kcal' },
		{ name: 'description', content: 'Compare our plans.' },
		{ property: 'og:title', content: 'Meal plans | kcal' },
		{ property: 'og:description', content: 'Compare our plans.' },
	])
	expect(metaFrom(undefined)).toEqual([])
})

test('the address tags: canonical URL, locale and its alternates, absolute image of the right size', () => {
	const tags = openGraphTags({
		origin: 'https://kcal.example',
		url: 'https://kcal.example/ar-ae/meal-plans/',
		locale: getLocale('ar-ae'),
		alternateLocales: [getLocale('en'), getLocale('ru-ae')],
		siteName: 'kcal',
		imageAlt: 'kcal',
	})
	const value = (property: string) => tags.filter((tag) => 'property' in tag && tag.property === property).map((tag) => tag.content)
	expect(value('og:url')).toEqual(['https://kcal.example/ar-ae/meal-plans/'])
	expect(value('og:type')).toEqual(['website'])
	expect(value('og:locale')).toEqual(['ar_AE'])
	expect(value('og:locale:alternate')).toEqual(['en_GB', 'ru_AE'])
	expect(value('og:image')).toEqual([`https://kcal.example${OG_IMAGE.path}`])
	expect(value('og:image:width')).toEqual(['1200'])
	expect(value('og:image:height')).toEqual(['630'])
	expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
	expect(openGraphLocale(getLocale('en'))).toBe('en_GB')
})
