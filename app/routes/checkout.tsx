/**
 * /meal-plans/checkout/: two steps in one address.
 * 1. Delivery details (`?plan=…`, the customise step's query): the customer, the address, the
 *    first delivery and the order summary, as one POST form that works without JavaScript. The
 *    action creates the order (priced again by the server, idempotent by a key made for this
 *    page view) and moves to step 2.
 * 2. Payment (`?order=<id>`): only for the browser that made the order (an HttpOnly access
 *    cookie); payment links use /dashboard/payment/ instead. A failed attempt comes back here
 *    with `?failed=` and everything the customer typed kept in the order.
 */
import { lazy } from 'react'
import { data, redirect, type ShouldRevalidateFunction } from 'react-router'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { consultationWords } from '../../content/consultations.ts'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { isClockTime } from '../../domain/consultation.ts'
import { isIsoDate } from '../../domain/delivery-schedule.ts'
import { getLocale, isLocaleCode, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { isolateIfForeign } from '../../domain/text-list.ts'
import { checkoutPasswordProblem, createCheckoutAccount } from '../../server/accounts/checkout-account.ts'
import { checkoutPrefill } from '../../server/accounts/checkout-prefill.ts'
import { requestVisit, storedAttribution } from '../../server/attribution/stored-attribution.ts'
import { type Area, type AreaTiming, listAddressPlaces, listAreas } from '../../server/db/queries/delivery.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { consultationAtProblem } from '../../server/orders/order-request.ts'
import { trackBeginCheckout } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { CheckoutDetails } from '../components/checkout-details.tsx'
import { CheckoutSteps, SandboxNotice } from '../components/checkout-steps.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { browserOrder, orderAccessCookie, paymentStepData, scheduleText, tabbyAction, visibleOrder } from '../utils/checkout-payment.server.ts'
import { priceCustomiseChoice } from '../utils/customise-price.server.ts'
import { type ConsultationChoice, customiseQueryOf, readCustomiseQuery } from '../utils/customise-query.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, unmatchedRoute } from '../utils/page.server.ts'
import { cutoffTime, withScheduleTerms } from '../utils/schedule-terms.ts'
import { scheduleTermsInForce } from '../utils/schedule-terms.server.ts'
import { fillText, formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { chosenStartDay, laterStartDayName, startDayOptions } from '../utils/start-day-field.ts'
import type { Route } from './+types/checkout'

/**
 * The payment step's code (the card form with its input masks and card rules, the saved card, Apple
 * Pay, Tabby) is not on the details step's first load, which every order starts with and a phone
 * evaluates before its first input: the details form starts fetching it when it is sent, so it is
 * there by the time the order is made. A first load of the payment step (a failed payment's return,
 * a reload) renders it on the server as before and hydrates once it has arrived.
 */
const loadPaymentStep = () => import('../components/checkout-payment.tsx')
const CheckoutPayment = lazy(async () => ({ default: (await loadPaymentStep()).CheckoutPayment }))

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, url, context }: Route.LoaderArgs) {
	const { locale } = context.get(localeContext)
	const { db, checkout, customer } = context.get(servicesContext)
	const text = pageText(context, 'checkout')

	const orderId = url.searchParams.get('order')
	if (orderId !== null) {
		const order = await visibleOrder(context, request, orderId)
		if (!order) throw unmatchedRoute(url, context)
		if (order.status === 'paid') throw redirect(`${localizePath('/meal-plans/thank-you/', locale.code)}?order=${order.publicId}`)
		return {
			...text,
			...(await paymentStepData(context, order, url.searchParams)),
			tabbyMessages: CHECKOUT_MESSAGES[locale.code].tabby,
			accountNote: accountNoteOf(url.searchParams.get('account'), locale.code),
		}
	}

	// A gateway answer that proved nothing names no order (server/payments/routes.ts): the browser that
	// made the order still holds its access cookie, and is shown on that order's payment step, in the
	// order's language, what failed.
	const failed = url.searchParams.get('failed')
	const own = failed === null ? null : await browserOrder(context, request)
	if (own && failed !== null) {
		const orderLocale = isLocaleCode(own.locale) ? own.locale : locale.code
		throw redirect(`${localizePath('/meal-plans/checkout/', orderLocale)}?${new URLSearchParams({ order: own.publicId, failed })}`)
	}

	const requested = readCustomiseQuery(url.searchParams)
	// Without a chosen plan there is nothing to check out: the customise step restores the draft's.
	if (!requested.plan) throw redirect(localizePath('/meal-plans/customise-meal-plan/', locale.code))
	const now = new Date()
	const priced = await priceCustomiseChoice(context, requested, now)
	const content = CHECKOUT[locale.code]
	const day = (isoDate: string) => formatCalendarDate(isoDate, locale.language)
	return {
		...text,
		step: 'details' as const,
		content,
		breakdown: CUSTOMISE[locale.code].breakdown,
		startHint: fillText(CUSTOMISE[locale.code][priced.startsAtFirstMenu ? 'startHintFirstMenu' : 'startHint'], { cutoff: cutoffTime(priced.startTerms.rules), earliest: day(priced.earliest) }),
		// The pause and refund rules up front, from the schedule_rules row in force (domain-facts §4).
		scheduleTerms: withScheduleTerms(content.scheduleTerms, await scheduleTermsInForce(db, locale.code)),
		sandbox: checkout.providers.mode === 'sandbox',
		plan: { slug: priced.plan.slug, name: priced.plan.name },
		choice: { ...priced.choice, code: priced.appliedCode },
		price: priced.price,
		places: await listAddressPlaces(db, locale.code),
		startDays: startDayOptions(priced.startDays, locale.language),
		startError: priced.startError,
		startPicker: CUSTOMISE[locale.code].startPicker,
		customiseHref: `/meal-plans/customise-meal-plan/?${customiseQueryOf(priced.choice)}`,
		schedule: scheduleText(locale.code, priced.choice.daysPerWeek, priced.choice.weeks),
		addonName: priced.addonName,
		allergyNames: priced.choice.allergies,
		consultation: consultationSummary(priced.choice.consultation, locale.code, locale.language, now),
		// One key per visit of this step: a double click or a resent form makes one order.
		idempotencyKey: crypto.randomUUID(),
		// A signed-in customer starts from their profile and a saved address (spec §4 address selection).
		account: customer ? await checkoutPrefill(db, customer.id, locale.code, url.searchParams) : null,
	}
}

export async function action({ request, url, context }: Route.ActionArgs) {
	const { locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	const { checkout, clientIp, unknownCodeLimit, codeHoldLimit, customer } = services
	// As sign-up and log-in: React Router refuses a foreign Origin; Sec-Fetch-Site also covers browsers
	// that send no Origin. Checked before the body is read, for both steps (the order and Tabby).
	if (isCrossSiteRequest(request.headers, [services.settings.origin, url.origin])) {
		return data({ errors: {}, message: context.get(localeContext).t('api.crossSite'), values: {} }, 403)
	}
	const form = await request.formData()

	const orderId = url.searchParams.get('order')
	if (orderId !== null) {
		const order = await visibleOrder(context, request, orderId)
		if (!order) throw unmatchedRoute(url, context)
		if (form.get('intent') === 'tabby') {
			// Tabby's hosted page is no route of ours (the sandbox's shares our origin): the browser loads it
			// as a document rather than the router fetching its data.
			return tabbyAction(context, order, form)
		}
		throw data('Unknown payment intent', { status: 400 })
	}

	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	const areaId = Number(text('area_id'))
	const cityId = Number(text('city_id'))
	const areas = Number.isInteger(cityId) && cityId > 0 ? await listAreas(context.get(servicesContext).db, cityId, locale.code) : null
	const area = areas?.find((candidate) => candidate.id === areaId) ?? null
	const timing = area?.timings.find((candidate) => candidate.slot === text('slot'))
	const body = {
		plan: text('plan'),
		size: text('size'),
		days_per_week: Number(text('days')),
		number_of_weeks: Number(text('weeks')),
		addon_variant: text('addon') ? Number(text('addon')) : null,
		discount_code: text('code') ? [text('code')] : [],
		referral_code: text('referral') || null,
		first_name: text('first_name'),
		last_name: text('last_name'),
		email: text('email'),
		mobile_number: text('mobile_number'),
		start_date: chosenStartDay((name) => form.get(name)?.toString() ?? null, 'start_date') ?? '',
		allergies: form.getAll('allergy').filter((value) => typeof value === 'string'),
		allergy_notes: text('notes'),
		delivery_address: {
			type: text('address_type') || 'Home',
			city_id: text('city_id'),
			area_id: text('area_id'),
			area_timing_id: timing?.id ?? 0,
			flat_number: text('flat_number'),
			building_name: text('building_name'),
			street: text('street'),
			landmark: text('landmark'),
			notes: text('address_notes'),
			custom_delivery_instructions: text('custom_delivery_instructions'),
			latitude: text('latitude') ? Number(text('latitude')) : null,
			longitude: text('longitude') ? Number(text('longitude')) : null,
		},
		expected_total: Number(text('expected_total')),
		terms: form.get('terms') === 'on',
		initiator_type: text('initiator_type') || 'Organic',
		// The free nutritionist consultation chosen on the customise step (hidden fields), or none.
		consultation:
			text('consult') === '1'
				? {
						type: text('consult_type'),
						location_id: Number(text('consult_location')),
						language_id: Number(text('consult_language')),
						date: text('consult_date'),
						time: text('consult_time'),
					}
				: null,
	}
	// A refused form comes back with what was typed, except a password, which is never sent back.
	const typed = [...form.entries()].filter(([name, value]) => typeof value === 'string' && name !== 'password')
	const values = Object.fromEntries(typed) as Record<string, string>
	// The account option is the experiment's, for guests only; the password is checked before anything is made.
	const wantsAccount = !customer && services.visitor.treatments.checkout_account === 'on' && form.get('create_account') === 'on'
	const password = wantsAccount ? text('password') : ''
	const passwordProblem = checkoutPasswordProblem(password, { email: body.email, firstName: body.first_name, lastName: body.last_name }, locale.code)
	if (passwordProblem) return data({ errors: { password: passwordProblem }, message: null, values }, 400)

	const result = await checkout.createOrder(body, {
		locale: locale.code,
		idempotencyKey: text('idempotency_key'),
		codeGuesses: unknownCodeLimit && { limit: unknownCodeLimit, clientIp },
		codeHolds: codeHoldLimit && { limit: codeHoldLimit, clientIp },
		customerId: customer?.id ?? null,
		visit: requestVisit(request, clientIp),
	})
	switch (result.status) {
		case 'created':
		case 'replayed': {
			const headers = new Headers({ 'Set-Cookie': orderAccessCookie(context, result.order) })
			let paymentStep = `${localizePath('/meal-plans/checkout/', locale.code)}?order=${result.order.publicId}`
			// A resent form (replayed) made its account, if any, the first time.
			if (wantsAccount && result.status === 'created') {
				const account = await createCheckoutAccount(
					{ db: services.db, accounts: services.accounts, siteUrl: services.settings.origin },
					{
						orderId: result.order.id,
						deliveryAddress: result.order.deliveryAddress,
						email: result.order.email,
						firstName: result.order.firstName,
						lastName: result.order.lastName,
						mobileNumber: result.order.mobileNumber,
						password,
						locale: locale.code,
						clientIp,
						userAgent: request.headers.get('User-Agent'),
						attribution: storedAttribution(null, requestVisit(request, clientIp)),
					},
				)
				if (account.status !== 'rate-limited') paymentStep += `&account=${account.status}`
			}
			throw redirect(paymentStep, { status: 303, headers })
		}
		case 'invalid': {
			// A first day refused because the cut-off passed while the form was open is not ticked again:
			// the page ticks the earliest day now, which the message names (shouldRevalidate below).
			const kept = result.fields.start_date ? withoutStartDay(values) : values
			return data({ errors: deliveryChoiceErrors(result.fields, { area, slot: text('slot'), timing }, locale.code), message: null, values: kept }, 400)
		}
		case 'price-changed':
			return data({ errors: {}, message: result.message, values }, 409)
		case 'key-reused':
		case 'rate-limited':
			return data({ errors: {}, message: context.get(localeContext).t('api.tooManyRequests'), values }, 429)
	}
}

/** The typed values without the chosen first day, so the picker falls back to the loader's day. */
function withoutStartDay(values: Record<string, string>): Record<string, string> {
	const { start_date: _day, [laterStartDayName('start_date')]: _laterDay, ...others } = values
	return others
}

/**
 * A refused form keeps the page's data (React Router's default after a 4xx), except when its first
 * day was refused: the days offered move at the kitchen's cut-off and at midnight, and a form
 * opened before either must show the days open now, not the ones that just closed.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
	const errors = (actionResult as { errors?: Record<string, string> } | undefined)?.errors
	return errors?.start_date !== undefined || defaultShouldRevalidate
}

/**
 * The area and slot errors as the form shows its fields. The page posts an area and a slot's
 * name, and the order's `area_timing_id` is worked out from both, so the server's word on it
 * cannot tell which one is missing: without an area the area is what to fix (a slot is always
 * shown ticked); with an area, either no slot was ticked or the ticked one is not delivered
 * there. A timing that was found keeps the server's reason (it closed in between).
 */
function deliveryChoiceErrors(
	fields: Readonly<Record<string, string>>,
	chosen: { area: Area | null; slot: string; timing: AreaTiming | undefined },
	locale: LocaleCode,
): Record<string, string> {
	const messages = CHECKOUT_MESSAGES[locale]
	const { area_timing_id: slotError, ...others } = fields
	if (!chosen.area) {
		const errors: Record<string, string> = { ...others, area_id: others.area_id ?? messages.fields.area_id }
		if (!chosen.slot) errors.area_timing_id = messages.fields.area_timing_id
		return errors
	}
	if (chosen.timing) return slotError ? { ...others, area_timing_id: slotError } : others
	const slotProblem = chosen.slot ? fillText(messages.slotNotInArea, { area: isolateIfForeign(chosen.area.name, getLocale(locale).dir) }) : messages.fields.area_timing_id
	return { ...others, area_timing_id: slotProblem }
}

/**
 * The payment step's word on the account asked for with the order (`&account=` of the details
 * step's redirect): one for a new and a registered address alike, so the page tells nobody which.
 */
function accountNoteOf(status: string | null, locale: LocaleCode) {
	return status === 'e-mailed' ? CHECKOUT[locale].account.emailed : null
}

/**
 * The consultation chosen on the customise step, for the order summary: in words when it has a
 * day and time, and why it cannot be booked (now) when it cannot, as the order API would say.
 */
function consultationSummary(choice: ConsultationChoice | null, locale: LocaleCode, language: string, now: Date) {
	if (!choice) return null
	const { date, time } = choice
	if (!date || !time) return { booking: null, problem: null }
	const booking = { type: choice.type, location_id: choice.location, language_id: choice.language, date, time }
	return {
		booking: isIsoDate(date) && isClockTime(time) ? consultationWords(booking, locale, formatShortDate(date, language)) : null,
		problem: consultationAtProblem(booking, now, locale),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
	// Once per visit of the details step, however often its data is read again (a saved address picked).
	useTrackOnce(loaderData.step === 'details' ? 'details' : null, () => {
		if (loaderData.step === 'details') trackBeginCheckout(loaderData.plan.slug, loaderData.price.total)
	})
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<CheckoutSteps text={loaderData.content.steps} current={loaderData.step} />
			{loaderData.sandbox && <SandboxNotice text={loaderData.content.sandboxNotice} />}
			{loaderData.step === 'payment' ? (
				<>
					{loaderData.accountNote && (
						<p role="status" className="mx-auto mt-4 max-w-6xl px-4 text-sm font-medium text-primary-800 sm:px-6 dark:text-primary-300">
							{loaderData.accountNote}
						</p>
					)}
					<CheckoutPayment {...loaderData} />
				</>
			) : (
				<CheckoutDetails key={loaderData.account?.chosenAddressId ?? 'typed'} data={loaderData} answer={actionData ?? null} onSend={() => void loadPaymentStep()} />
			)}
		</>
	)
}
