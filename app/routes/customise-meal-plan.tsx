/**
 * /meal-plans/customise-meal-plan/: plan, size, days a week, weeks, first delivery, add-on,
 * discount code and allergies, with the server's price beside them.
 *
 * The choice lives in the URL (app/utils/customise-query.ts) and the page is one GET form: without
 * JavaScript "Update price" reloads it with the new choice; once hydrated every change submits
 * the form in place (replacing the history entry) with the address a link gives (the start day as
 * one field), the loader prices it again, and the order draft in session storage follows.
 * Arriving without a choice restores the draft's.
 *
 * The free nutritionist consultation (content/consultations.ts) is part of the same form: a box
 * to tick, then type, place (in person only), language, day and time from the open slots. Before
 * the script runs every field shows, and only count with the box ticked.
 */
import { useEffect, useRef } from 'react'
import { Form, useLocation, useNavigation, useSubmit } from 'react-router'
import {
	CONSULTATION_OFFER,
	CONSULTATION_TYPES,
	CONSULTATIONS,
	consultationWords,
	isConsultationType,
	PAGE_CONSULTATION_LANGUAGE,
} from '../../content/consultations.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { ALLERGENS } from '../../content/sample-menus/types.ts'
import { consultationDates, consultationTimes, consultationTimesOn } from '../../domain/consultation.ts'
import { deliveryDates, isIsoDate, weekdayOf } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import {
	addonsOffered,
	emptyOrderDraft,
	isAutomaticDiscount,
	normalizeCode,
	offeredAddonOf,
	type OrderDraft,
	removeDiscountCode,
	setDiscountCode,
	setReferralCode,
	switchSize,
} from '../../domain/order-draft.ts'
import { DAYS_PER_WEEK_OPTIONS, WEEK_OPTIONS } from '../../domain/plan-pricing.ts'
import { formatList, inSentence } from '../../domain/text-list.ts'
import { trackCustomisePlan } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { PriceBreakdown } from '../components/price-breakdown.tsx'
import { StartDatePicker } from '../components/start-date-picker.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Price } from '../components/ui/price.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Checkbox, Field, fieldStyles, RadioGroup, TextArea, TextInput } from '../components/ui/field.tsx'
import { localeContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { CurrentOffers } from '../components/current-offers.tsx'
import { ALLERGY_NOTES_MAX, type ConsultationChoice, customiseQueryOf, readCustomiseQuery } from '../utils/customise-query.ts'
import { metaFrom } from '../utils/meta.ts'
import { readOrderDraft, updateOrderDraft, useOrderDraft } from '../utils/order-draft-store.ts'
import { pageText } from '../utils/page.server.ts'
import { currentOffers } from '../utils/current-offers.server.ts'
import { priceCustomiseChoice } from '../utils/customise-price.server.ts'
import { cutoffTime } from '../utils/schedule-terms.ts'
import { fillText, formatCalendarDate, formatCount, formatShortDate } from '../../domain/text-template.ts'
import { startDayOptions, withChosenStartDay } from '../utils/start-day-field.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import type { Route } from './+types/customise-meal-plan'

export async function loader({ url, context }: Route.LoaderArgs) {
	const { locale } = context.get(localeContext)
	const content = CUSTOMISE[locale.code]
	const now = new Date()
	const priced = await priceCustomiseChoice(context, readCustomiseQuery(url.searchParams), now)
	const { plans, plan, price, codeError, startProblem, earliest, startTerms } = priced
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
		startError: startProblem ? fillText(content.startErrors[startProblem], { earliest: day(earliest), latest: day(priced.latest) }) : null,
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

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

type LoaderData = Route.ComponentProps['loaderData']

export default function CustomiseMealPlan({ loaderData }: Route.ComponentProps) {
	const data = loaderData
	const { content, choice, price } = data
	const { t, locale } = useTranslation()
	const submit = useSubmit()
	const navigation = useNavigation()
	const form = useRef<HTMLFormElement>(null)
	const { pathname } = useLocation()
	// A new price for this page is on its way (not a navigation elsewhere).
	const pricing = navigation.state === 'loading' && navigation.location.pathname === pathname

	useRestoreDraftChoice(data)
	useDraftFollowsChoice(data)
	// Once per visit: every change of the choice reloads the data, not the page.
	useTrackOnce('visit', () => trackCustomisePlan(data.plan.slug))

	// Checkout reads the same query (and the draft), so the choice travels with or without JavaScript.
	const checkoutPath = `/meal-plans/checkout/?${customiseQueryOf(choice).toString()}`
	// The address a link would give: the start day as one field, not the picker's pair.
	const resubmit = () => {
		if (!form.current) return
		const fields = new URLSearchParams()
		for (const [name, value] of new FormData(form.current)) fields.append(name, String(value))
		submit(withChosenStartDay(fields, 'start'), { method: 'get', replace: true, preventScrollReset: true })
	}
	const kcal = (min: number, max: number) =>
		t('catalogue.kcal', { value: `${formatCount(min, locale.language)}–${formatCount(max, locale.language)}` })

	return (
		<>
			<PageIntro heading={data.heading} intro={data.intro} />
			<div className="mx-auto max-w-6xl px-4 pb-28 sm:px-6 lg:pb-16">
				<Form
					ref={form}
					method="get"
					replace
					preventScrollReset
					onSubmit={(event) => {
						event.preventDefault()
						resubmit()
					}}
					// Choices re-price at once; typed text waits for its button or for leaving the field.
					onChange={(event) => {
						const target = event.target as unknown as HTMLInputElement
						if (target.type !== 'text' && target.tagName !== 'TEXTAREA') resubmit()
					}}
					className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
				>
					<div className="flex flex-col gap-8">
						<RadioGroup
							legend={content.planLegend}
							name="plan"
							defaultValue={choice.plan}
							key={`plan:${choice.plan}`}
							options={data.plans.map((plan) => ({ value: plan.slug, label: plan.name }))}
							className="sm:grid sm:grid-cols-2 sm:gap-x-6"
						/>
						<RadioGroup
							legend={content.sizeLegend}
							name="size"
							defaultValue={choice.size}
							key={`size:${choice.plan}:${choice.size}`}
							options={data.plan.variants.map((variant) => ({
								value: variant.size,
								label: t(`catalogue.sizes.${variant.size}`),
								hint: fillText(content.sizeHint, { kcal: kcal(variant.kcalMin, variant.kcalMax) }),
							}))}
						/>
						<RadioGroup
							legend={content.daysLegend}
							name="days"
							defaultValue={String(choice.daysPerWeek)}
							key={`days:${choice.daysPerWeek}`}
							options={DAYS_PER_WEEK_OPTIONS.map((days) => ({ value: String(days), label: content.days[days].label, hint: content.days[days].hint }))}
						/>
						<RadioGroup
							legend={content.weeksLegend}
							name="weeks"
							hint={content.weeksHint}
							defaultValue={String(choice.weeks)}
							key={`weeks:${choice.weeks}`}
							options={WEEK_OPTIONS.map((weeks) => ({ value: String(weeks), label: content.weeks[weeks] }))}
						/>
						<StartDatePicker
							name="start"
							key={`start:${choice.start}`}
							legend={content.startLabel}
							hint={data.startHint}
							error={data.startError ?? undefined}
							days={data.startDays}
							chosen={choice.start}
							text={content.startPicker}
						/>
						{data.plan.addons.length > 0 && (
							<RadioGroup
								legend={content.addonsLegend}
								hint={content.addonsHint}
								name="addon"
								defaultValue={String(choice.addon ?? '')}
								key={`addon:${choice.plan}:${choice.addon}`}
								options={[
									{ value: '', label: content.noAddon },
									...data.plan.addons.flatMap((addon) =>
										addon.variants.map((variant) => ({
											value: String(variant.id),
											label: `${addon.name}: ${variant.name}`,
											hint: fillText(content.addonPrice, { amount: formatAed(variant.pricePerDayFils, locale.language) }),
										})),
									),
								]}
							/>
						)}
						<fieldset className="flex flex-col gap-3">
							<legend className={fieldStyles.label}>{content.allergiesLegend}</legend>
							<p className={fieldStyles.hint}>{content.allergiesHint}</p>
							<div className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
								{ALLERGENS.map((allergen) => (
									<Checkbox
										key={allergen}
										name="allergy"
										value={allergen}
										label={t(`allergens.${allergen}`)}
										defaultChecked={choice.allergies.includes(allergen)}
									/>
								))}
							</div>
							<Field label={content.allergyNotesLabel} hint={content.allergyNotesHint}>
								<TextArea name="notes" rows={3} maxLength={ALLERGY_NOTES_MAX} defaultValue={choice.allergyNotes} onBlur={resubmit} />
							</Field>
						</fieldset>
						<ConsultationFields data={data} />
						{choice.referral && <input type="hidden" name="referral" value={choice.referral} />}
					</div>

					<Card as="section" padding="md" className="flex flex-col gap-5 lg:sticky lg:top-6" aria-labelledby="customise-summary">
						<h2 id="customise-summary" className="text-xl font-bold text-gray-900 dark:text-gray-100">
							{content.summaryHeading}
						</h2>
						<p className="text-sm text-gray-700 dark:text-gray-300">
							<span className="block font-semibold text-gray-900 dark:text-gray-100">
								{fillText(content.planAndSize, { plan: data.plan.name, size: inSentence(t(`catalogue.sizes.${choice.size}`), locale.language) })}
							</span>
							{fillText(content.schedule, { days: content.days[choice.daysPerWeek].label, weeks: content.weeks[choice.weeks] })}
							<span className="block">{data.deliveries}</span>
							{choice.consultation && (
								<span className="block">
									{data.consultation.booking ? (
										<TemplateText
											text={content.consultation.summary}
											values={{ booking: <ConsultationBooking booking={data.consultation.booking} /> }}
										/>
									) : (
										content.consultation.summaryPending
									)}
								</span>
							)}
						</p>
						<details className="text-sm text-gray-700 dark:text-gray-300">
							<summary className="cursor-pointer font-medium text-primary-800 underline underline-offset-4 dark:text-primary-300">
								{fillText(content.allDeliveries, { count: data.deliveryDays.length })}
							</summary>
							<ol className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-2">
								{data.deliveryDays.map((delivery) => (
									<li key={delivery.date}>
										<time dateTime={delivery.date}>{delivery.label}</time>
									</li>
								))}
							</ol>
						</details>
						<div className="flex items-end gap-2">
							<Field label={content.codeLabel} hint={content.codeHint} error={data.codeError ?? undefined} className="grow">
								<TextInput name="code" defaultValue={choice.code ?? ''} key={`code:${choice.code}`} autoComplete="off" dir="ltr" className="uppercase" />
							</Field>
						</div>
						<Button type="submit" variant="kcal-secondary" className="self-start">
							{content.applyCode}
						</Button>
						<AppliedCodes codes={price.discount_codes_applied} chosenCode={choice.code} text={content} />
						<div aria-live="polite">
							<PriceBreakdown price={price} text={content.breakdown} busy={pricing} />
						</div>
						<UpdatePriceButton hint={content.updatePriceHint} label={content.updatePrice} />
						<ButtonLink to={checkoutPath} size="lg">
							{content.continue}
						</ButtonLink>
					</Card>
				</Form>
				<CurrentOffers offers={data.offers} className="mt-12" />
			</div>
			{/* On a phone the summary is far below the choices: the total and the next step stay in view. */}
			<div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-gray-700 dark:bg-gray-950/95">
				<p className="flex flex-col text-xs text-gray-700 dark:text-gray-300" aria-busy={pricing}>
					{content.breakdown.total}
					<Price fils={price.total} size="md" />
				</p>
				<ButtonLink to={checkoutPath}>{content.continueShort}</ButtonLink>
			</div>
		</>
	)
}

/** A booked consultation in words, its time kept left to right. */
function ConsultationBooking({ booking }: { booking: NonNullable<LoaderData['consultation']['booking']> }) {
	return <TemplateText text={booking.template} values={{ ...booking.values, time: <bdi dir="ltr">{booking.values.time}</bdi> }} />
}

/*
 * The two parts of the form that change once the page runs in the browser are components of their
 * own: `useHydrated` and the stored draft (`useOrderDraft`) change in a synchronous re-render right
 * after hydration, which, read by the page's component, rendered the whole form again in that task.
 */

/** Which codes apply; a campaign's code applies without the customer typing it, and the page says so. */
function AppliedCodes({ codes, chosenCode, text }: { codes: readonly string[]; chosenCode: string | null; text: { offerApplied: string; codeApplied: string } }) {
	const { locale } = useTranslation()
	const { search } = useLocation()
	const hydrated = useHydrated()
	// Only the browser knows who typed a code (the draft): before hydration every applied code reads as typed.
	const draft = withChosenCode(useOrderDraft(), chosenCode, new URLSearchParams(search).has('code'))
	if (codes.length === 0) return null
	const automaticDiscount = hydrated && isAutomaticDiscount(draft, codes)
	return (
		<p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
			{fillText(automaticDiscount ? text.offerApplied : text.codeApplied, { code: formatList(codes, locale.language) })}
		</p>
	)
}

/** Until the page is interactive (or when its scripts never load) the form needs its button. */
function UpdatePriceButton({ hint, label }: { hint: string; label: string }) {
	const hydrated = useHydrated()
	if (hydrated) return null
	return (
		<div className="flex flex-col gap-2">
			<p className="text-sm text-gray-700 dark:text-gray-300">{hint}</p>
			<Button type="submit" variant="kcal-secondary" className="self-start">
				{label}
			</Button>
		</div>
	)
}

/**
 * The box and, once ticked, the consultation's fields. Before the script runs all of them show
 * (the reader ignores them without the box); once it runs, unticked means none are sent, and
 * the place is asked only for a consultation in person.
 */
function ConsultationFields({ data }: { data: LoaderData }) {
	const { content, choice } = data
	const text = content.consultation
	const step = data.consultation
	const hydrated = useHydrated()
	const booked = choice.consultation
	const control = fieldStyles.control
	return (
		<fieldset className="flex flex-col gap-4">
			<legend className={`${fieldStyles.label} mb-3`}>{text.legend}</legend>
			<Checkbox name="consult" value="1" label={text.checkbox} hint={step.hint} defaultChecked={booked !== null} key={`consult:${booked !== null}`} />
			{(!hydrated || booked) && (
				<div className="grid gap-5 sm:grid-cols-2">
					{!hydrated && <p className={`${fieldStyles.hint} sm:col-span-2`}>{text.noScriptHint}</p>}
					<RadioGroup
						legend={text.typeLegend}
						name="consult_type"
						defaultValue={booked?.type ?? 'video'}
						key={`consult_type:${booked?.type}`}
						options={step.types}
						className="sm:col-span-2"
					/>
					{(!hydrated || booked?.type === 'in-person') && (
						<Field label={text.location}>
							{(field) => (
								<select {...field} name="consult_location" defaultValue={String(booked?.location ?? CONSULTATION_OFFER.defaultLocationId)} key={`consult_location:${booked?.location}`} className={control}>
									{step.locations.map((option) => (
										<option key={option.value} value={option.value}>
											{option.label}
										</option>
									))}
								</select>
							)}
						</Field>
					)}
					<Field label={text.language}>
						{(field) => (
							<select {...field} name="consult_language" defaultValue={String(booked?.language ?? step.proposedLanguage)} key={`consult_language:${booked?.language}`} className={control}>
								{step.languages.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Field>
					<Field label={text.date} error={step.errors.date}>
						{(field) => (
							<select {...field} name="consult_date" defaultValue={booked?.date ?? ''} key={`consult_date:${booked?.date}`} className={control}>
								<option value="">{text.datePlaceholder}</option>
								{step.dates.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Field>
					<Field label={text.time} error={step.errors.time}>
						{(field) => (
							<select {...field} name="consult_time" defaultValue={booked?.time ?? ''} key={`consult_time:${booked?.time}`} className={control}>
								<option value="">{text.timePlaceholder}</option>
								{step.times.map((time) => (
									<option key={time} value={time} dir="ltr">
										{time}
									</option>
								))}
							</select>
						)}
					</Field>
				</div>
			)}
		</fieldset>
	)
}

/** Arriving without a plan in the URL (the menu, a bookmark): continue with the draft's choice. */
function useRestoreDraftChoice(data: LoaderData) {
	const submit = useSubmit()
	useEffect(() => {
		const query = new URLSearchParams(window.location.search)
		const draft = readOrderDraft()
		const missingPlan = !query.has('plan') && draft.plan.data
		const missingCode = !query.has('code') && draft.discount_code[0]
		if (!missingPlan && !missingCode) return
		const restored = customiseQueryOf({
			...data.choice,
			...(missingPlan
				? {
						plan: draft.plan.data?.slug,
						size: draft.size,
						daysPerWeek: draft.days_per_week,
						weeks: draft.number_of_weeks,
						addon: draft.addon_variant,
						consultation: draftConsultation(draft),
					}
				: {}),
			code: data.choice.code ?? draft.discount_code[0] ?? null,
			referral: data.choice.referral ?? draft.referral_code,
		})
		submit(restored, { method: 'get', replace: true, preventScrollReset: true })
		// Once, on arrival: later changes come from the form.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

/**
 * Keeps the order draft in step with what the page shows (and the server priced), by the draft's
 * rules (domain/order-draft.ts). An address without `code` (a link, the menu) leaves the draft's
 * code as it is, still marked automatic when a campaign put it there: the restore brings it into
 * the address; the form always sends the field, so an emptied one removes the code.
 */
function useDraftFollowsChoice({ choice, plan, price }: LoaderData) {
	const { search } = useLocation()
	useEffect(() => {
		const codeInAddress = new URLSearchParams(search).has('code')
		updateOrderDraft((draft) => {
			const { gross, discounted, bag_deposit, discounts, discounts_error, applicable_bins, discount_codes_applied, number_of_weeks, number_of_days } = price
			let next: OrderDraft = {
				...draft,
				plan: {
					price: { gross, discounted, bag_deposit, discounts, discounts_error, applicable_bins, discount_codes_applied, number_of_weeks, number_of_days },
					data: { slug: plan.slug, name: plan.name },
				},
				plan_id: plan.id,
				days_per_week: choice.daysPerWeek,
				number_of_weeks: choice.weeks,
				start_date: choice.start,
				...offeredAddonOf(choice.addon, plan.addons),
				has_allergies: choice.allergies.length > 0 || choice.allergyNotes !== '',
				meta: { ...draft.meta, allergies: [...choice.allergies, ...(choice.allergyNotes ? [choice.allergyNotes] : [])] },
				consultation: choice.consultation !== null,
				consultation_data: choice.consultation
					? {
							type: choice.consultation.type,
							location_id: choice.consultation.location,
							language_id: choice.consultation.language,
							date: choice.consultation.date ?? '',
							time: choice.consultation.time ?? '',
						}
					: emptyOrderDraft().consultation_data,
			}
			next = switchSize(next, choice.size, plan.variants)
			next = addonsOffered(next, plan.addons)
			next = withChosenCode(next, choice.code, codeInAddress)
			if (choice.referral) next = setReferralCode(next, choice.referral)
			return next
		})
	}, [choice, plan, price, search])
}

/**
 * The draft's codes with the page's choice in: a code in the address replaces them, still marked
 * automatic when a campaign, partner or ambassador link put it there; an emptied field (the form
 * always sends it) removes them; an address without the field leaves them.
 */
function withChosenCode(draft: OrderDraft, code: string | null, codeInAddress: boolean): OrderDraft {
	if (code) return setDiscountCode(draft, code, draft.automatic_public_discount_codes.includes(normalizeCode(code)))
	return codeInAddress ? draft.discount_code.reduce(removeDiscountCode, draft) : draft
}

/** The draft's consultation as the page's query writes it (the server checks it again). */
function draftConsultation(draft: OrderDraft): ConsultationChoice | null {
	if (!draft.consultation) return null
	const { type, location_id, language_id, date, time } = draft.consultation_data
	return { type: isConsultationType(type) ? type : 'video', location: location_id, language: language_id, date: date || null, time: time || null }
}
