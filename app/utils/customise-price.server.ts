/**
 * The customise step's choice made sellable and priced: the plan it names (or the first one),
 * a size or add-on the plan does not offer reset as the order draft's rules say, the start date
 * checked, and the server's price, without the code when the code cannot be used. The customise
 * page and the checkout's first step both show this, so both price alike.
 */
import type { RouterContextProvider } from 'react-router'
import { earliestStartDate, latestStartDate, startDateChoices, startDateProblem, startsAtFirstMenu } from '../../domain/delivery-schedule.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { offeredAddonOf, sizeOffered } from '../../domain/order-draft.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import { getCachedPlan, listActivePlans } from '../../server/db/queries/plans.ts'
import { accountMobileNumber } from '../../server/accounts/profile.ts'
import { quotePrice } from '../../server/pricing/price-service.ts'
import { orderStartTerms } from '../../server/schedule/schedule-data.ts'
import { localeContext, servicesContext } from '../context.ts'
import type { CustomiseChoice } from './customise-query.ts'
import { translator } from './page.server.ts'

export async function priceCustomiseChoice(context: Readonly<RouterContextProvider>, requested: CustomiseChoice, now: Date) {
	const { db, clientIp, unknownCodeLimit, customer } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const plans = await listActivePlans(db, locale.code)
	const planSlug = plans.some((plan) => plan.slug === requested.plan) ? requested.plan : plans[0]?.slug
	const plan = planSlug ? await getCachedPlan(db, planSlug, locale.code) : null
	if (!plan) throw new Response('The catalogue is empty', { status: 503 })

	// The order draft's rules: a size the plan does not sell resets to Regular; an add-on of another plan to none.
	const size = sizeOffered(
		requested.size,
		plan.variants.map((variant) => variant.size),
	)
	const addon = offeredAddonOf(requested.addon, plan.addons).addon_variant
	const { daysPerWeek, weeks } = requested

	// The cut-off and closed dates of the schedule_rules row in force and the plan's first menu: order creation checks the same (decision 012).
	const startTerms = await orderStartTerms(db, now, plan.id)
	const { closedDates, cutoff, menuFrom } = startTerms
	const earliest = earliestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)
	const startProblem = requested.start === null ? null : startDateProblem(requested.start, now, daysPerWeek, closedDates, cutoff, menuFrom)
	const start = requested.start !== null && startProblem === null ? requested.start : earliest

	const priceInput = {
		plan: plan.slug,
		size,
		days_per_week: daysPerWeek,
		number_of_weeks: weeks,
		addon_variant: addon,
		referral_code: requested.referral,
	}
	// A signed-in customer is priced as themselves: their code limits, and no cool-bag deposit while
	// they hold a bag that went out with their e-mail and mobile (the checkout's details are prefilled with both).
	const services = {
		db,
		locale: locale.code,
		now,
		codeGuesses: unknownCodeLimit && { limit: unknownCodeLimit, clientIp },
		customerEmail: customer?.email ?? null,
		customerMobile: customer ? await accountMobileNumber(db, customer.id) : null,
	}
	let codeError: string | null = null
	let quote = await quotePrice({ ...priceInput, discount_code: requested.code ? [requested.code] : [] }, services)
	if (quote.status !== 'priced') {
		// Only the code can fail here (malformed, or too many unknown ones): say so, and price without it.
		codeError = quote.status === 'invalid' ? (quote.fields.discount_code ?? null) : translator(context)('api.tooManyRequests')
		quote = await quotePrice(priceInput, services)
	}
	if (quote.status !== 'priced') throw new Error(`An unpriceable order was chosen for ${plan.slug}`)
	// The latest first delivery day that can be chosen (60 days after the earliest), for a too-late day's message.
	const latest = latestStartDate(now, daysPerWeek, closedDates, cutoff, menuFrom)
	const day = (isoDate: string) => formatCalendarDate(isoDate, locale.language)
	const price = quote.price
	// A code the price refused is not carried on: checkout would only refuse it again.
	const code = price.discount_codes_applied[0] ?? (price.applicable_bins.length > 0 ? requested.code : null)
	return {
		plans,
		plan,
		choice: { ...requested, plan: plan.slug, size, addon, start },
		appliedCode: code,
		/** The add-on as the price names it ("Hydra drinks (2 a day)"), or null for none. */
		addonName: quote.choice.addonName,
		price,
		codeError: codeError ?? price.discounts_error,
		/**
		 * Why the requested first day was not kept (the earliest is chosen instead), as the customise
		 * step and the checkout's first step both say it; null when it was kept. A day chosen on the
		 * customise step before the noon cut-off is refused on the checkout step opened after it.
		 */
		startError: startProblem ? fillText(CUSTOMISE[locale.code].startErrors[startProblem], { earliest: day(earliest), latest: day(latest) }) : null,
		earliest,
		/** Every first delivery day the order can have, for the pages' start-day choice. */
		startDays: startDateChoices(now, daysPerWeek, closedDates, cutoff, menuFrom),
		/** The plan's first menu, not the cut-off, decides the earliest start: the hint says the plan starts then. */
		startsAtFirstMenu: startsAtFirstMenu(now, cutoff, menuFrom),
		/** The terms the start date was checked against, for the page's hint and delivery days. */
		startTerms,
	}
}
