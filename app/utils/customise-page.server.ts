/** The customise step's data (routes/customise-meal-plan.tsx), priced by the server on every request. */
import type { RouterContextProvider } from 'react-router'
import { CONSULTATION_OFFER, CONSULTATION_TYPES, CONSULTATIONS, consultationWords, PAGE_CONSULTATION_LANGUAGE } from '../../content/consultations.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { consultationDates, consultationTimes, consultationTimesOn } from '../../domain/consultation.ts'
import { deliveryDates, isIsoDate, weekdayOf } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { fillText, formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { localeContext } from '../context.ts'
import { currentOffers } from './current-offers.server.ts'
import { type ConsultationChoice, readCustomiseQuery } from './customise-query.ts'
import { priceCustomiseChoice } from './customise-price.server.ts'
import { pageText } from './page.server.ts'
import { cutoffTime } from './schedule-terms.ts'
import { startDayOptions } from './start-day-field.ts'

/** The page's data: the choice in `url` priced by the server, the start days, the consultation's fields, the offers. */
export async function customisePageData({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
	const { locale } = context.get(localeContext)
	const content = CUSTOMISE[locale.code]
	const now = new Date()
	const priced = await priceCustomiseChoice(context, readCustomiseQuery(url.searchParams), now)
	const { plans, plan, price, codeError, earliest, startTerms } = priced
	const booked = priced.choice.consultation
	// Until a language is chosen the form proposes the page's own.
	const consultation = booked && !url.searchParams.has('consult_language') ? { ...booked, language: PAGE_CONSULTATION_LANGUAGE[locale.code] } : booked
	const choice = { ...priced.choice, consultation }
	const { start, daysPerWeek, weeks } = choice

	const dates = deliveryDates(start, daysPerWeek, weeks, startTerms.closedDates)
	const day = (isoDate: string) => formatCalendarDate(isoDate, locale.language)
	return {
		...pageText(context, 'customiseMealPlan'),
		content,
		plans: plans.map(({ slug, name }) => ({ slug, name })),
		plan: {
			id: plan.id,
			slug: plan.slug,
			name: plan.name,
			variants: plan.variants.map(({ id, size: variantSize, kcalMin, kcalMax }) => ({ id, size: variantSize, kcalMin, kcalMax })),
			addons: plan.addons.map(({ id, name, variants }) => ({ id, name, variants: variants.map(({ id: variantId, name: variantName, pricePerDayFils }) => ({ id: variantId, name: variantName, pricePerDayFils })) })),
		},
		choice,
		price,
		codeError,
		startError: priced.startError,
		startDays: startDayOptions(priced.startDays, locale.language),
		startHint: fillText(priced.startsAtFirstMenu ? content.startHintFirstMenu : content.startHint, { cutoff: cutoffTime(startTerms.rules), earliest: day(earliest) }),
		deliveries: fillText(content.deliveries, { first: day(dates[0] ?? start), last: day(dates.at(-1) ?? start) }),
		// Formatted here, so the browser shows the server's text whatever its own Intl data.
		deliveryDays: dates.map((date) => ({ date, label: formatShortDate(date, locale.language) })),
		consultation: consultationStep(consultation, locale.code, locale.language, now),
		// The live campaigns, for a customer looking for a better price than the one typed.
		offers: await currentOffers(context, now),
	}
}

/** The consultation's fields with the days and times open at `now`, what is wrong with the choice, and its summary. */
function consultationStep(choice: ConsultationChoice | null, localeCode: LocaleCode, language: string, now: Date) {
	const text = CUSTOMISE[localeCode].consultation
	const names = CONSULTATIONS[localeCode]
	const offer = CONSULTATION_OFFER
	const dates = consultationDates(now, offer)
	const day = choice?.date && dates.includes(choice.date) ? choice.date : null
	const times = consultationTimesOn(day ?? dates[0] ?? '', now, offer)
	const errors: { date?: string; time?: string } = {}
	// A weekday that has come too close (or passed) is "no longer"; anything else was never on the list.
	if (choice?.date && !day) errors.date = isIsoDate(choice.date) && (offer.weekdays as readonly number[]).includes(weekdayOf(choice.date)) ? text.errors.unavailable : text.errors.date
	if (choice?.time && !consultationTimes(offer).includes(choice.time)) errors.time = text.errors.time
	else if (choice?.time && day && !times.includes(choice.time)) errors.time = text.errors.unavailable
	const complete = choice && day && choice.time && !errors.time ? { ...choice, date: day, time: choice.time } : null
	const booking = complete
		? consultationWords(
				{ type: complete.type, location_id: complete.location, language_id: complete.language, date: complete.date, time: complete.time },
				localeCode,
				formatShortDate(complete.date, language),
			)
		: null
	return {
		hint: fillText(text.hint, { minutes: offer.slotMinutes, from: offer.opens, to: offer.closes }),
		types: CONSULTATION_TYPES.map((type) => ({ value: type, label: names.types[type].label, hint: names.types[type].hint })),
		locations: offer.locations.map(({ id }) => ({ value: String(id), label: names.locations[`${id}`].label })),
		languages: offer.languageIds.map((id) => ({ value: String(id), label: names.languages[`${id}`].label })),
		/** Before the box is ticked (no script), the language the form proposes: the page's. */
		proposedLanguage: PAGE_CONSULTATION_LANGUAGE[localeCode],
		dates: dates.map((date) => ({ value: date, label: formatShortDate(date, language) })),
		times,
		errors,
		booking,
	}
}

export type CustomisePageData = Awaited<ReturnType<typeof customisePageData>>
