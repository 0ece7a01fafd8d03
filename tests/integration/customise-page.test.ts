/**
 * The customise step's loader against the seeded catalogue and codes: the choice read from the
 * URL, fallbacks for what the plan does not offer, the server's price, and the messages for a
 * refused code or an impossible start date in the page's language.
 */
import { describe, expect, test } from 'vitest'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { PRICING_MESSAGES } from '../../content/pricing-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { addDays, earliestStartDate, MAX_DAYS_AHEAD, uaeClock, weekdayOf } from '../../domain/delivery-schedule.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import { formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { START_DAY_TILES } from '../../app/utils/start-day-field.ts'
import CustomiseMealPlan, { loader } from '../../app/routes/customise-meal-plan.tsx'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { pageElement } from '../../app/test-support/render-page.tsx'
import { localizePath } from '../../domain/locale.ts'
import { discountCodes } from '../../server/db/schema.ts'
import { changeCatalogue } from './support/catalogue-change.ts'
import { createTestDatabase } from './support/database.ts'
import { loaderArgs } from './support/loader-args.ts'
import { freezeDate } from './support/frozen-date.ts'

// The file's dates and the server's are worked out at one instant: no run straddles the cut-off or midnight (support/frozen-date.ts).
freezeDate()

const { db } = await createTestDatabase()
const customise = (query: string, locale: LocaleCode = 'en') => loader(loaderArgs(db, locale, `/meal-plans/customise-meal-plan/?${query}`))

describe('customise step', () => {
	test('without a choice: the first plan with the draft’s defaults, starting as early as the kitchen can', async () => {
		const data = await customise('')
		expect(data.choice).toMatchObject({ plan: PLAN_SEEDS[0]!.slug, size: 'regular', daysPerWeek: 6, weeks: 8, addon: null, code: null })
		expect(data.choice.start).toBe(earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null))
		expect(data.price.number_of_days).toBe(48)
		expect(data.price.total).toBe(data.price.discounted + data.price.bag_deposit)
		expect(data.startError).toBeNull()
	})

	test('a campaign link prices its offer: a month of International for AED 2,499 plus the deposit', async () => {
		const data = await customise('plan=international&size=regular&days=7&weeks=4&code=kmp2499')
		expect(data.choice.code).toBe('KMP2499')
		expect(data.price.discounted).toBe(249_900)
		expect(data.price.total).toBe(259_900)
		expect(data.codeError).toBeNull()
		// Every delivery day is listed: 7 a week for 4 weeks, from the first one.
		expect(data.deliveryDays).toHaveLength(28)
		expect(data.deliveryDays[0]?.date).toBe(data.choice.start)
	})

	test('an unknown plan, an add-on of another plan and a malformed code fall back instead of failing', async () => {
		const data = await customise('plan=no-such-plan&addon=999999&code=a')
		expect(data.choice.plan).toBe(PLAN_SEEDS[0]!.slug)
		expect(data.choice.addon).toBeNull()
		expect(data.codeError).toBe(PRICING_MESSAGES.en.fields.discount_code)
		expect(data.price.discounts).toEqual([])
	})

	test('says in the page’s language why a code or a date cannot be used', async () => {
		const tooEarly = uaeClock(new Date()).date
		for (const locale of ['ar-ae', 'ru-ae'] as const) {
			const data = await customise(`plan=international&code=NY25&start=${tooEarly}`, locale)
			expect(data.codeError).toContain('NY25')
			expect(data.codeError).not.toBe(PRICING_MESSAGES[locale].refusals.ended)
			expect(data.startError).toContain(CUSTOMISE[locale].startErrors['too-early'].split('{{')[0]!.trim())
			// The page prices from the earliest possible day instead.
			expect(data.choice.start).toBe(earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null))
		}
		const tooLate = await customise(`plan=international&start=${addDays(uaeClock(new Date()).date, 90)}`)
		// Named: the latest day that can be chosen, 60 days after the earliest.
		const latest = addDays(earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null), MAX_DAYS_AHEAD)
		expect(tooLate.startError).toBe(CUSTOMISE.en.startErrors['too-late'].replace('{{latest}}', formatCalendarDate(latest, getLocale('en').language)))
	})

	test('the first delivery is a choice of the days the server takes: six tiles, then "another day" with the rest in a list', async () => {
		const data = await customise('plan=international&days=5&weeks=1')
		expect(data.startDays[0]?.value).toBe(data.choice.start)
		// A 5-day plan: Monday to Friday only.
		expect(data.startDays.filter((option) => [0, 6].includes(weekdayOf(option.value)))).toEqual([])
		const later = data.startDays[START_DAY_TILES + 3]!.value
		const chosen = await customise(`plan=international&days=5&weeks=1&start=later&start_later=${later}`, 'ar-ae')
		expect(chosen.choice.start).toBe(later)
		expect(chosen.startError).toBeNull()
		expect(chosen.startDays[START_DAY_TILES + 3]?.label).toBe(formatShortDate(later, 'ar-AE'))
		const html = renderToString(pageElement(CustomiseMealPlan, 'ar-ae', new URL(localizePath(`/meal-plans/customise-meal-plan/?plan=international&days=5&weeks=1&start=${later}`, 'ar-ae'), 'https://kcal.example'), chosen))
		expect(html).not.toContain('type="date"')
		const checked = (html.match(/<input[^>]*name="start"[^>]*>/g) ?? []).filter((radio) => radio.includes('checked=""'))
		expect(checked).toEqual([expect.stringContaining('value="later"')])
		expect(html).toMatch(new RegExp(`<option[^>]*value="${later}"[^>]*selected`))
	})

	test('lists the plan’s add-ons with their prices, and prices the chosen one for every delivery day', async () => {
		const first = await customise('plan=international&days=5&weeks=1')
		const variant = first.plan.addons[0]!.variants[0]!
		const data = await customise(`plan=international&days=5&weeks=1&addon=${variant.id}`)
		expect(data.choice.addon).toBe(variant.id)
		expect(data.price.addons_total).toBe(variant.pricePerDayFils * 5)
	})

	test('shows the current offers in the page’s language: the live campaigns with their pages, not the ended ones; one switched off leaves', async () => {
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const data = await customise('plan=international', locale)
			expect(data.offers.map((offer) => offer.path)).toEqual(['/campaign/kmp_2499/', '/campaign/kmp_2499_app/'])
			expect(data.offers[0]).toMatchObject({ code: 'KMP2499', title: i18nFor(locale).t('pages.campaignKmp2499.title') })
			expect(data.offers[0]!.conditions.length).toBeGreaterThan(0)
			const html = renderToString(pageElement(CustomiseMealPlan, locale, new URL(localizePath('/meal-plans/customise-meal-plan/?plan=international', locale), 'https://kcal.example'), data))
			expect(html).toContain(`href="${localizePath('/campaign/kmp_2499/', locale)}"`)
			expect(html).toContain(i18nFor(locale).t('offers.heading'))
		}
		await changeCatalogue(db, (tx) => tx.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, 'KMP2499APP')))
		try {
			expect((await customise('plan=international')).offers.map((offer) => offer.code)).toEqual(['KMP2499'])
		} finally {
			await changeCatalogue(db, (tx) => tx.update(discountCodes).set({ isActive: true }).where(eq(discountCodes.code, 'KMP2499APP')))
		}
	})
})

