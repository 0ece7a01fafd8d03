import { expect, test } from 'vitest'
import { breadcrumbListJsonLd, campaignOfferJsonLd, jsonLdGraph, planProductJsonLd } from './catalogue-json-ld.ts'
import { customisePlanPath, planPath, sampleMenuPath } from './catalogue-paths.ts'

test('a plan is a Product whose AggregateOffer spans its prices per day in AED', () => {
	const product = planProductJsonLd({
		name: 'International',
		description: 'Balanced dishes.',
		url: 'https://kcal.example/meal-plans/international/',
		image: 'https://kcal.example/og-image.png',
		brand: 'kcal',
		prices: [{ pricePerDayFils: 12_500 }, { pricePerDayFils: 9_900 }, { pricePerDayFils: 15_500 }],
	})
	expect(product).toMatchObject({
		'@type': 'Product',
		brand: { '@type': 'Brand', name: 'kcal' },
		offers: {
			'@type': 'AggregateOffer',
			priceCurrency: 'AED',
			lowPrice: '99.00',
			highPrice: '155.00',
			offerCount: 3,
			url: 'https://kcal.example/meal-plans/international/',
		},
	})
	expect(planProductJsonLd({ ...product, brand: 'kcal', prices: [] })).not.toHaveProperty('offers')
})

test('the breadcrumb numbers its items from 1, and a graph carries the context once', () => {
	const graph = jsonLdGraph(
		breadcrumbListJsonLd([
			{ name: 'Home', url: 'https://kcal.example/' },
			{ name: 'Meal plans', url: 'https://kcal.example/meal-plans/' },
		]),
	)
	expect(graph).toEqual({
		'@context': 'https://schema.org',
		'@graph': [
			{
				'@type': 'BreadcrumbList',
				itemListElement: [
					{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kcal.example/' },
					{ '@type': 'ListItem', position: 2, name: 'Meal plans', item: 'https://kcal.example/meal-plans/' },
				],
			},
		],
	})
})

test('catalogue paths: plans, sample menus by diet and the customise query contract', () => {
	expect(planPath('gluten-free')).toBe('/meal-plans/gluten-free/')
	expect(sampleMenuPath('athletes')).toBe('/meal-plans/athlete-sample-menu/')
	expect(sampleMenuPath('glutenFree')).toBe('/meal-plans/success-gluten-free-sample-menu/')
	expect(sampleMenuPath(null)).toBeNull()
	expect(customisePlanPath('weight-loss', 'plus')).toBe('/meal-plans/customise-meal-plan/?plan=weight-loss&size=plus')
	expect(customisePlanPath('international', 'regular', { daysPerWeek: 7, weeks: 4, code: 'KMP2499' })).toBe(
		'/meal-plans/customise-meal-plan/?plan=international&size=regular&days=7&weeks=4&code=KMP2499',
	)
	expect(customisePlanPath('athlete', 'regular', { code: 'NY25' })).toBe('/meal-plans/customise-meal-plan/?plan=athlete&size=regular&code=NY25')
})

test('a campaign is an Offer in AED, VAT included, valid through the code’s exclusive end', () => {
	const item = { name: 'International', url: 'https://kcal.example/meal-plans/international/' }
	const offer = campaignOfferJsonLd({
		name: 'New Year 2025 offer',
		url: 'https://kcal.example/campaign/ny25/',
		priceFils: 171_250,
		validFrom: new Date('2025-01-01T00:00:00+04:00'),
		validUntil: new Date('2025-02-01T00:00:00+04:00'),
		item,
	})
	expect(offer).toEqual({
		'@context': 'https://schema.org',
		'@type': 'Offer',
		name: 'New Year 2025 offer',
		url: 'https://kcal.example/campaign/ny25/',
		price: '1712.50',
		priceCurrency: 'AED',
		priceSpecification: { '@type': 'PriceSpecification', price: '1712.50', priceCurrency: 'AED', valueAddedTaxIncluded: true },
		availability: 'https://schema.org/InStock',
		validFrom: '2024-12-31T20:00:00.000Z',
		validThrough: '2025-01-31T20:00:00.000Z',
		itemOffered: { '@type': 'Product', ...item },
	})
	const evergreen = campaignOfferJsonLd({ name: 'Offer', url: item.url, priceFils: 100, validFrom: null, validUntil: null, item })
	expect(evergreen).not.toHaveProperty('validFrom')
	expect(evergreen).not.toHaveProperty('validThrough')
})
