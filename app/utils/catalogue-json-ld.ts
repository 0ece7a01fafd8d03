/**
 * schema.org data of the catalogue's pages: a plan as a Product whose offers are summed up as
 * one AggregateOffer (its lowest and highest price per day, in AED), the breadcrumb trail, and a
 * campaign's Offer.
 * Built in loaders, which know the public origin; rendered by components/json-ld.tsx.
 */
import { pricePerDayRange } from '../../domain/plan-catalogue.ts'

export type BreadcrumbItem = { name: string; url: string }

export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]) {
	return {
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
	}
}

/** Fils as the decimal AED amount schema.org expects ("95.00"). */
const aed = (fils: number) => (fils / 100).toFixed(2)

export function planProductJsonLd(plan: {
	name: string
	description: string
	url: string
	image: string
	brand: string
	prices: readonly { pricePerDayFils: number }[]
}) {
	const range = pricePerDayRange(plan.prices)
	return {
		'@type': 'Product',
		name: plan.name,
		description: plan.description,
		url: plan.url,
		image: plan.image,
		brand: { '@type': 'Brand', name: plan.brand },
		...(range
			? {
					offers: {
						'@type': 'AggregateOffer',
						priceCurrency: 'AED',
						// Prices are per delivery day: the cheapest and dearest day of any size and commitment.
						lowPrice: aed(range.lowFils),
						highPrice: aed(range.highFils),
						offerCount: plan.prices.length,
						availability: 'https://schema.org/InStock',
						url: plan.url,
					},
				}
			: {}),
	}
}

/**
 * A campaign's offer: its example order at the offer price, in AED, valid from the code's start
 * to its end (`validThrough` is the first instant it no longer applies, as `valid_until` is).
 */
export function campaignOfferJsonLd(offer: {
	name: string
	url: string
	priceFils: number
	validFrom: Date | null
	validUntil: Date | null
	item: { name: string; url: string }
}) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Offer',
		name: offer.name,
		url: offer.url,
		price: aed(offer.priceFils),
		priceCurrency: 'AED',
		priceSpecification: { '@type': 'PriceSpecification', price: aed(offer.priceFils), priceCurrency: 'AED', valueAddedTaxIncluded: true },
		availability: 'https://schema.org/InStock',
		...(offer.validFrom ? { validFrom: offer.validFrom.toISOString() } : {}),
		...(offer.validUntil ? { validThrough: offer.validUntil.toISOString() } : {}),
		itemOffered: { '@type': 'Product', name: offer.item.name, url: offer.item.url },
	}
}

/** Several schema.org nodes in one script. */
export function jsonLdGraph(...nodes: readonly object[]) {
	return { '@context': 'https://schema.org', '@graph': nodes }
}
