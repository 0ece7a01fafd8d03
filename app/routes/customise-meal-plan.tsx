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
import { useRef } from 'react'
import { Form, useLocation, useNavigation, useSubmit } from 'react-router'
import { ALLERGENS } from '../../content/sample-menus/types.ts'
import { formatAed } from '../../domain/money.ts'
import { isAutomaticDiscount } from '../../domain/order-draft.ts'
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
import { useTranslation } from '../i18n/i18n.tsx'
import { CurrentOffers } from '../components/current-offers.tsx'
import { ALLERGY_NOTES_MAX, customiseQueryOf } from '../utils/customise-query.ts'
import { metaFrom } from '../utils/meta.ts'
import { useOrderDraft } from '../utils/order-draft-store.ts'
import { fillText, formatCount } from '../../domain/text-template.ts'
import { withChosenStartDay } from '../utils/start-day-field.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { ConsultationBooking, ConsultationFields } from '../components/customise/consultation-fields.tsx'
import { customisePageData } from '../utils/customise-page.server.ts'
import { useDraftFollowsChoice, useRestoreDraftChoice, withChosenCode } from '../utils/customise-draft.ts'
import type { Route } from './+types/customise-meal-plan'

export const loader = ({ url, context }: Route.LoaderArgs) => customisePageData({ url, context })

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

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
