import { expect, test } from 'vitest'
import { breadcrumbListJsonLd, jsonLdGraph, planProductJsonLd } from './catalogue-json-ld.ts'
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
})
