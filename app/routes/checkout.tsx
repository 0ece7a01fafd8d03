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
import { data, Form, redirect, useNavigation } from 'react-router'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { consultationWords } from '../../content/consultations.ts'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { isClockTime } from '../../domain/consultation.ts'
import { isIsoDate } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode, localizePath } from '../../domain/locale.ts'
import { formatList, inSentence, isolateIfForeign, joinParts } from '../../domain/text-list.ts'
import { checkoutPasswordProblem, createCheckoutAccount } from '../../server/accounts/checkout-account.ts'
import { checkoutPrefill } from '../../server/accounts/checkout-prefill.ts'
import { requestVisit, storedAttribution } from '../../server/attribution/stored-attribution.ts'
import { type Area, type AreaTiming, listAddressPlaces, listAreas } from '../../server/db/queries/delivery.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { consultationAtProblem } from '../../server/orders/order-request.ts'
import { trackBeginCheckout } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { AccountPrefillNote, SavedAddressPicker } from '../components/account/saved-address-picker.tsx'
import { CheckoutSteps, SandboxNotice } from '../components/checkout-steps.tsx'
import { FormProblems } from '../components/inquiry-form.tsx'
import { AddressFields, addressFieldIds } from '../components/account/address-fields.tsx'
import { LocationPin } from '../components/location-pin.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PriceBreakdown } from '../components/price-breakdown.tsx'
import { StartDatePicker } from '../components/start-date-picker.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Checkbox, Field, fieldStyles, TextInput } from '../components/ui/field.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { orderAccessCookie, paymentStepData, scheduleText, tabbyAction, visibleOrder } from '../utils/checkout-payment.server.ts'
import { priceCustomiseChoice } from '../utils/customise-price.server.ts'
import { type ConsultationChoice, customiseQueryOf, readCustomiseQuery } from '../utils/customise-query.ts'
import { metaFrom } from '../utils/meta.ts'
import { readOrderDraft } from '../utils/order-draft-store.ts'
import { pageText, unmatchedRoute } from '../utils/page.server.ts'
import { cutoffTime, withScheduleTerms } from '../utils/schedule-terms.ts'
import { scheduleTermsInForce } from '../utils/schedule-terms.server.ts'
import { fillText, formatCalendarDate, formatShortDate } from '../../domain/text-template.ts'
import { chosenStartDay, startDayOptions } from '../utils/start-day-field.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { newPasswordStrength } from '../utils/password-strength.ts'
import { useFeatureImpression, useTreatment } from '../experiments/use-treatment.ts'
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
	const { checkout, clientIp, unknownCodeLimit, customer } = services
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
		case 'invalid':
			return data({ errors: deliveryChoiceErrors(result.fields, { area, slot: text('slot'), timing }, locale.code), message: null, values }, 400)
		case 'price-changed':
			return data({ errors: {}, message: result.message, values }, 409)
		case 'key-reused':
		case 'rate-limited':
			return data({ errors: {}, message: context.get(localeContext).t('api.tooManyRequests'), values }, 429)
	}
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
				<DetailsStep key={loaderData.account?.chosenAddressId ?? 'typed'} data={loaderData} answer={actionData ?? null} />
			)}
		</>
	)
}

type DetailsData = Extract<Route.ComponentProps['loaderData'], { step: 'details' }>
type Answer = { errors: Record<string, string>; message: string | null; values: Record<string, string> } | null

/** Field name → the id its error links to. */
const FIELD_IDS: Record<string, string> = {
	first_name: 'checkout-first-name',
	last_name: 'checkout-last-name',
	email: 'checkout-email',
	mobile_number: 'checkout-mobile',
	...addressFieldIds('checkout'),
	location: 'checkout-location',
	start_date: 'checkout-start',
	terms: 'checkout-terms',
	password: 'checkout-password',
	consultation: 'checkout-consultation',
}

function DetailsStep({ data: page, answer }: { data: DetailsData; answer: Answer }) {
	const { content, choice, price } = page
	const { t, locale } = useTranslation()
	const navigation = useNavigation()
	const errors = answer?.errors ?? {}
	const values = answer?.values ?? page.account?.values ?? {}
	const problems = Object.entries(errors).map(([field, message]) => ({ id: FIELD_IDS[field] ?? 'checkout-form', message }))

	return (
		<Form method="post" noValidate id="checkout-form" onSubmit={() => void loadPaymentStep()} className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
			<div className="flex flex-col gap-8">
				<FormProblems id="checkout-problems" problems={problems} message={answer?.message ?? undefined} answer={answer} />
				<fieldset className="grid gap-5 sm:grid-cols-2">
					<legend className="mb-4 text-xl font-bold text-gray-900 dark:text-gray-100">{content.contactHeading}</legend>
					{page.account && <AccountPrefillNote />}
					<Field label={content.firstName} error={errors.first_name} required id={FIELD_IDS.first_name}>
						<TextInput name="first_name" autoComplete="given-name" defaultValue={values.first_name} />
					</Field>
					<Field label={content.lastName} error={errors.last_name} required id={FIELD_IDS.last_name}>
						<TextInput name="last_name" autoComplete="family-name" defaultValue={values.last_name} />
					</Field>
					<Field label={content.email} hint={content.emailHint} error={errors.email} required id={FIELD_IDS.email}>
						<TextInput name="email" type="email" autoComplete="email" dir="ltr" className="rtl:text-end" defaultValue={values.email} />
					</Field>
					<Field label={content.mobile} hint={content.mobileHint} error={errors.mobile_number} required id={FIELD_IDS.mobile_number}>
						<TextInput name="mobile_number" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" className="rtl:text-end" defaultValue={values.mobile_number} />
					</Field>
				</fieldset>

				{!page.account && <AccountOption text={content.account} error={errors.password} create={answer ? values.create_account === 'on' : true} />}

				<fieldset id="checkout-address" className="grid scroll-mt-6 gap-5 sm:grid-cols-2">
					<legend className="mb-4 text-xl font-bold text-gray-900 dark:text-gray-100">{content.addressHeading}</legend>
					{page.account && <SavedAddressPicker addresses={page.account.savedAddresses} path="/meal-plans/checkout/" typeNames={content.addressTypes} />}
					<div className="sm:col-span-2">
						<AddressFields idPrefix="checkout" text={content} places={page.places} values={values} errors={errors} />
					</div>
					<LocationPin text={content.locationPin} error={errors.location} initial={pinOf(values)} />
				</fieldset>

				<fieldset>
					<legend className="mb-4 text-xl font-bold text-gray-900 dark:text-gray-100">{content.startHeading}</legend>
					<StartDatePicker
						id={FIELD_IDS.start_date}
						name="start_date"
						legend={content.startLabel}
						hint={page.startHint}
						error={errors.start_date}
						required
						days={page.startDays}
						// A refused form keeps the day it sent.
						chosen={chosenStartDay((name) => values[name] ?? null, 'start_date') ?? choice.start}
						text={page.startPicker}
					/>
				</fieldset>

				<div id={FIELD_IDS.terms}>
					<Checkbox name="terms" required label={content.terms} error={errors.terms} defaultChecked={values.terms === 'on'} />
					<LocaleLink to="/terms/" className="ms-7 text-sm text-primary-800 underline underline-offset-4 dark:text-primary-300">
						{content.termsLink}
					</LocaleLink>
				</div>

				{/* The choice from the customise step and what the customer was shown for it. */}
				<input type="hidden" name="plan" value={choice.plan} />
				<input type="hidden" name="size" value={choice.size} />
				<input type="hidden" name="days" value={choice.daysPerWeek} />
				<input type="hidden" name="weeks" value={choice.weeks} />
				{choice.addon && <input type="hidden" name="addon" value={choice.addon} />}
				{choice.code && <input type="hidden" name="code" value={choice.code} />}
				{choice.referral && <input type="hidden" name="referral" value={choice.referral} />}
				{choice.allergies.map((allergy) => (
					<input key={allergy} type="hidden" name="allergy" value={allergy} />
				))}
				{choice.allergyNotes && <input type="hidden" name="notes" value={choice.allergyNotes} />}
				{choice.consultation && (
					<>
						<input type="hidden" name="consult" value="1" />
						<input type="hidden" name="consult_type" value={choice.consultation.type} />
						<input type="hidden" name="consult_location" value={choice.consultation.location} />
						<input type="hidden" name="consult_language" value={choice.consultation.language} />
						<input type="hidden" name="consult_date" value={choice.consultation.date ?? ''} />
						<input type="hidden" name="consult_time" value={choice.consultation.time ?? ''} />
					</>
				)}
				<input type="hidden" name="expected_total" value={price.total} />
				<input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
				<InitiatorField />
			</div>

			<Card as="section" padding="md" className="flex flex-col gap-4 lg:sticky lg:top-6" aria-labelledby="checkout-summary">
				<h2 id="checkout-summary" className="text-xl font-bold text-gray-900 dark:text-gray-100">
					{content.summaryHeading}
				</h2>
				<p className="text-sm text-gray-700 dark:text-gray-300">
					<span className="block font-semibold text-gray-900 dark:text-gray-100">
						{joinParts([page.plan.name, inSentence(t(`catalogue.sizes.${choice.size}`), locale.language)], locale)}
					</span>
					{page.schedule}
					{page.addonName && <span className="block">{fillText(content.addon, { addon: page.addonName })}</span>}
					{page.allergyNames.length > 0 && (
						<span className="block">{fillText(content.allergies, { list: formatList(page.allergyNames.map((allergen) => t(`allergens.${allergen}`)), locale.language) })}</span>
					)}
					{page.consultation && (
						<span id={FIELD_IDS.consultation} className="block">
							{page.consultation.booking ? (
								<TemplateText
									text={content.consultation}
									values={{
										booking: (
											<TemplateText
												text={page.consultation.booking.template}
												values={{ ...page.consultation.booking.values, time: <bdi dir="ltr">{page.consultation.booking.values.time}</bdi> }}
											/>
										),
									}}
								/>
							) : (
								content.consultationIncomplete
							)}
							{page.consultation.problem && <span className={`block ${fieldStyles.error}`}>{page.consultation.problem}</span>}
						</span>
					)}
				</p>
				<LocaleLink to={page.customiseHref} className="text-sm font-medium text-primary-800 underline underline-offset-4 dark:text-primary-300">
					{content.changePlan}
				</LocaleLink>
				<PriceBreakdown price={price} text={page.breakdown} />
				<p className="text-sm text-gray-700 dark:text-gray-300">{page.scheduleTerms}</p>
				<Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
					{content.continue}
				</Button>
			</Card>
		</Form>
	)
}

/**
 * Who brought the customer (a campaign, partner or ambassador link): in the draft, not the URL, so
 * known only in the browser. A component of its own because `useHydrated` changes in a synchronous
 * re-render right after hydration, which, read by the step, rendered the whole form again.
 */
function InitiatorField() {
	const hydrated = useHydrated()
	return <input type="hidden" name="initiator_type" value={hydrated ? readOrderDraft().initiator_type : 'Organic'} />
}

/**
 * A guest may get an account with the order (the `checkout_account` experiment): ticked by
 * default, with an optional password. The server checks the treatment again; this only shows it.
 */
function AccountOption({ text, error, create }: { text: DetailsData['content']['account']; error?: string; create: boolean }) {
	const treatment = useTreatment('checkout_account')
	useFeatureImpression('checkout_account')
	if (treatment !== 'on') return null
	return (
		<div className="grid gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
			<Checkbox name="create_account" label={text.create} hint={text.createHint} defaultChecked={create} />
			<PasswordField id="checkout-password" name="password" label={text.password} hint={text.passwordHint} error={error} autoComplete="new-password" strengthOf={newPasswordStrength} required={false} />
		</div>
	)
}

/** The pin a refused post sent, so it is not lost. */
function pinOf(values: Record<string, string>) {
	const latitude = Number(values.latitude)
	const longitude = Number(values.longitude)
	return values.latitude && values.longitude && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null
}
