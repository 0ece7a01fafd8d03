/**
 * Promises nothing in the product keeps stay off the pages (docs/promises.md, "Removed or
 * reworded"): the partner, ambassador, app and campaign pages in each language, checked for the
 * words that made them.
 */
import { expect, test } from 'vitest'
import type { LocaleCode } from '../../domain/locale.ts'
import { AMBASSADOR_PAGE } from './ambassador-sign-up.ts'
import { CAMPAIGN_PAGES } from './campaigns.ts'
import { FAQS } from './faqs.ts'
import { MOBILE_APP } from './mobile-app.ts'
import { PARTNER_IN_HEALTH } from './partner-in-health.ts'

/**
 * A partner code on renewals, a launch kit, posters, tastings, reports, launch times; rewards on
 * the partner page (the ambassador page's reward is the referral ledger's, checked below).
 */
const PARTNER_AND_AMBASSADOR: Record<LocaleCode, readonly RegExp[]> = {
	en: [/renewal/i, /launch kit/i, /poster/i, /tasting/i, /report/i, /reward/i, /same day/i, /two weeks/i],
	'ar-ae': [/تجديد/, /حزمة الإطلاق/, /ملصقات/, /تذوّق/, /تقرير/, /مكافأة/, /اليوم نفسه/, /أسبوعين/],
	'ru-ae': [/продлени/i, /набор для запуска/i, /постер/i, /дегустаци/i, /отчёт/i, /вознагражден/i, /в тот же день/i, /двух недель/i],
}

/** The reward's word in each language: kept by the referral ledger on the ambassador page only. */
const REWARD: Record<LocaleCode, RegExp> = { en: /reward/, 'ar-ae': /مكافأة/, 'ru-ae': /вознагражден/ }

/** Tracking a delivery on the road, and changing size or days with a renewal. */
const APP: Record<LocaleCode, readonly RegExp[]> = {
	en: [/on its way/i, /change size/i],
	'ar-ae': [/في طريقها/, /غيّر الحجم/],
	'ru-ae': [/в пути/i, /отслежива/i, /смените размер/i],
}

/** A running plan's size or days changed by customer care, with the difference shown: nothing can. */
const FAQ: Record<LocaleCode, readonly RegExp[]> = {
	en: [/show you the difference/i],
	'ar-ae': [/نعرض عليك الفرق/],
	'ru-ae': [/покажем разницу/i],
}

test.each(Object.keys(APP) as LocaleCode[])('%s: no page promises what nothing in the product keeps', (locale) => {
	for (const pattern of PARTNER_AND_AMBASSADOR[locale]) {
		expect(JSON.stringify(PARTNER_IN_HEALTH[locale]), String(pattern)).not.toMatch(pattern)
		if (!REWARD[locale].test(pattern.source)) expect(JSON.stringify(AMBASSADOR_PAGE[locale]), String(pattern)).not.toMatch(pattern)
	}
	const app = JSON.stringify([MOBILE_APP[locale], CAMPAIGN_PAGES[locale]])
	for (const pattern of APP[locale]) expect(app, String(pattern)).not.toMatch(pattern)
	const faqs = JSON.stringify(FAQS[locale])
	for (const pattern of FAQ[locale]) expect(faqs, String(pattern)).not.toMatch(pattern)
})
