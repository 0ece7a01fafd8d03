/**
 * Step 1 of the checkout (app/routes/checkout.tsx): the delivery details form and the order summary.
 */
import { Form, useNavigation } from 'react-router'
import { formatList, inSentence, joinParts } from '../../domain/text-list.ts'
import { fillText } from '../../domain/text-template.ts'
import { useFeatureImpression, useTreatment } from '../experiments/use-treatment.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import type { Route } from '../routes/+types/checkout'
import { chosenStartDay } from '../utils/start-day-field.ts'
import { newPasswordStrength } from '../utils/password-strength.ts'
import { readOrderDraft } from '../utils/order-draft-store.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { AddressFields, addressFieldIds } from './account/address-fields.tsx'
import { AccountPrefillNote, SavedAddressPicker } from './account/saved-address-picker.tsx'
import { FormProblems } from './inquiry-form.tsx'
import { LocaleLink } from './locale-link.tsx'
import { LocationPin } from './location-pin.tsx'
import { PasswordField } from './password-field.tsx'
import { PriceBreakdown } from './price-breakdown.tsx'
import { StartDatePicker } from './start-date-picker.tsx'
import { TemplateText } from './template-text.tsx'
import { Button } from './ui/button.tsx'
import { Card } from './ui/card.tsx'
import { Checkbox, Field, fieldStyles, TextInput } from './ui/field.tsx'

/** The details step's loader data (app/routes/checkout.tsx). */
export type CheckoutDetailsData = Extract<Route.ComponentProps['loaderData'], { step: 'details' }>
/** The action's answer to a refused form: what to fix, and what was typed. */
export type CheckoutAnswer = { errors: Record<string, string>; message: string | null; values: Record<string, string> } | null

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

/**
 * The customer, the address, the first delivery and the order summary, as one POST form that works
 * without JavaScript. `onSend` runs as the form is sent (the route starts fetching the payment step).
 */
export function CheckoutDetails({ data: page, answer, onSend }: { data: CheckoutDetailsData; answer: CheckoutAnswer; onSend: () => void }) {
	const { content, choice, price } = page
	const { t, locale } = useTranslation()
	const navigation = useNavigation()
	const errors = answer?.errors ?? {}
	const values = answer?.values ?? page.account?.values ?? {}
	const problems = Object.entries(errors).map(([field, message]) => ({ id: FIELD_IDS[field] ?? 'checkout-form', message }))

	return (
		<Form method="post" noValidate id="checkout-form" onSubmit={onSend} className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
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
						error={errors.start_date ?? page.startError ?? undefined}
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
function AccountOption({ text, error, create }: { text: CheckoutDetailsData['content']['account']; error?: string; create: boolean }) {
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
