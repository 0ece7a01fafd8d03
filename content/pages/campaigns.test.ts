import { expect, test } from 'vitest'
import { CAMPAIGN_SLUGS } from '../campaigns.ts'
import { CAMPAIGN_PAGES } from './campaigns.ts'
import { localeContentProblems } from './locale-shape.ts'

test('the three languages have the same campaigns, sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(CAMPAIGN_PAGES, { plurals: ['offer.weeks'] })).toEqual([])
})

test('every campaign has its copy: a badge, a few points, three steps and a button', () => {
	for (const content of Object.values(CAMPAIGN_PAGES)) {
		expect(Object.keys(content.campaigns).sort()).toEqual([...CAMPAIGN_SLUGS].sort())
		for (const copy of Object.values(content.campaigns)) {
			expect(copy.included.length).toBeGreaterThanOrEqual(3)
			expect(copy.steps).toHaveLength(3)
		}
	}
})

test('names no amount, discount, date or code of its own: those come from the code and the price table', () => {
	for (const content of Object.values(CAMPAIGN_PAGES)) {
		const text = JSON.stringify(content).replace(/\{\{\s*\w+\s*\}\}/g, '')
		expect(text).not.toMatch(/AED\s*\d|\d\s*AED|د\.إ/)
		// The only fixed percentage is the VAT rate.
		expect([...text.matchAll(/(\d+)\s*%/g)].map((match) => match[1])).toEqual(['5'])
		expect(text).not.toMatch(/\b(NY25|EOY24|KMP2499|KCALFIT24|RAMADAN25)\b/)
		expect(text).not.toMatch(/\b\d{1,2} (January|February|March|September|December)\b/)
	}
})
