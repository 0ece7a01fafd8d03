/**
 * Promises nothing in the product keeps stay off the pages (docs/promises.md, "Removed or
 * reworded"): the partner and ambassador pages in each language, checked for the words that
 * made them.
 */
import { expect, test } from 'vitest'
import { AMBASSADOR_PAGE } from './ambassador-sign-up.ts'
import { PARTNER_IN_HEALTH } from './partner-in-health.ts'

const UNKEPT: Record<string, readonly RegExp[]> = {
	en: [/renewal/i, /launch kit/i, /poster/i, /tasting/i, /report/i, /reward/i, /same day/i, /two weeks/i],
	'ar-ae': [/تجديد/, /حزمة الإطلاق/, /ملصقات/, /تذوّق/, /تقرير/, /مكافأة/, /اليوم نفسه/, /أسبوعين/],
	'ru-ae': [/продлени/i, /набор для запуска/i, /постер/i, /дегустаци/i, /отчёт/i, /вознагражден/i, /в тот же день/i, /двух недель/i],
}

test.each(Object.keys(UNKEPT))('%s: the partner and ambassador pages promise no reward, report, kit or timing nothing keeps', (locale) => {
	const copy = JSON.stringify([PARTNER_IN_HEALTH[locale as keyof typeof PARTNER_IN_HEALTH], AMBASSADOR_PAGE[locale as keyof typeof AMBASSADOR_PAGE]])
	for (const pattern of UNKEPT[locale]!) expect(copy, String(pattern)).not.toMatch(pattern)
})
