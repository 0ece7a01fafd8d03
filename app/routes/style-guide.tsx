/**
 * The living style guide (STYLE_GUIDE=true only, never indexed): every shared component with
 * realistic content, so a change can be checked in both colour modes (the header switch) and both
 * reading directions (/ar-ae/style-guide/), by eye and by axe in the end-to-end tests.
 */
import { type ReactNode, useRef, useState } from 'react'
import { useLoaderData } from 'react-router'
import { CardPaymentForm } from '../components/card-payment-form.tsx'
import { ColorModeSwitch } from '../components/color-mode-switch.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { Accordion } from '../components/ui/accordion.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { Button, BUTTON_VARIANTS, type ButtonVariant } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Combobox } from '../components/ui/combobox.tsx'
import { Dialog } from '../components/ui/dialog.tsx'
import { Checkbox, Field, fieldStyles, TextInput } from '../components/ui/field.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { ICON_NAMES } from '../components/ui/icon-names.ts'
// The whole icon set, which only this lazily loaded page may import statically.
import { ICONS } from '../components/ui/icon-registry.generated.ts'
import { arrowRight } from '../components/ui/icons.generated.ts'
import { MaskedInput } from '../components/ui/masked-input.tsx'
import { Price } from '../components/ui/price.tsx'
import { Select } from '../components/ui/select.tsx'
import { Tabs } from '../components/ui/tabs.tsx'
import { STYLE_GUIDE_TEXT } from '../../content/pages/style-guide.ts'
import { formatAed } from '../../domain/money.ts'
import { localeContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { middlewareFor } from '../middleware/route-middleware.server.ts'
import { MASKS } from '../utils/input-mask.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { toasts } from '../utils/toast.ts'
import type { Route } from './+types/style-guide'

// 404 unless STYLE_GUIDE is on: the check the route table declares for this page.
export const middleware: Route.MiddlewareFunction[] = middlewareFor('styleGuide')

export function loader({ context }: Route.LoaderArgs) {
	return { ...pageText(context, 'styleGuide'), text: STYLE_GUIDE_TEXT[context.get(localeContext).locale.code] }
}

const useStyleGuideText = () => useLoaderData<typeof loader>().text

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id}-title`} className="border-t border-gray-200 py-10 dark:border-gray-800">
			<h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-gray-900 dark:text-gray-100">
				{title}
			</h2>
			{children}
		</section>
	)
}

function ToastDemo() {
	const text = useStyleGuideText()
	const lastToast = useRef<string>(undefined)
	return (
		<div className="flex flex-wrap gap-3">
			<Button
				onClick={() => {
					lastToast.current = toasts.add({ title: text.toastTitle, description: text.toastDescription, kind: 'success' })
				}}
			>
				{text.showToast}
			</Button>
			<Button
				variant="kcal-secondary"
				onClick={() => {
					lastToast.current = toasts.add({
						title: text.actionToastTitle,
						action: {
							label: text.undo,
							onClick: () => void toasts.add({ title: text.undoneTitle, kind: 'info' }),
						},
					})
				}}
			>
				{text.showActionToast}
			</Button>
			<Button
				variant="kcal-green"
				onClick={() => {
					if (lastToast.current) toasts.update(lastToast.current, { title: text.updatedTitle, kind: 'success' })
				}}
			>
				{text.updateToast}
			</Button>
			<Button variant="kcal-white" onClick={() => toasts.clear()}>
				{text.clearToasts}
			</Button>
		</div>
	)
}

const EMIRATES = ['abuDhabi', 'dubai', 'sharjah', 'ajman', 'ummAlQuwain', 'rasAlKhaimah', 'fujairah'] as const

function FormDemo() {
	const text = useStyleGuideText()
	return (
		<form className="grid gap-6 sm:grid-cols-2" noValidate>
			<Field label={text.nameLabel} hint={text.nameHint} required>
				<TextInput name="name" autoComplete="name" />
			</Field>
			<Field label={text.nameLabel} hint={text.nameHint} error={text.nameError} required>
				<TextInput name="name-invalid" autoComplete="off" />
			</Field>
			<Field label={text.phoneLabel} hint={text.phoneHint}>
				{(control) => <MaskedInput {...control} mask={MASKS.uaeMobile} name="phone" autoComplete="tel-national" className={fieldStyles.control} />}
			</Field>
			<Field label={text.expiryLabel}>
				{(control) => <MaskedInput {...control} mask={MASKS.cardExpiry} name="expiry" autoComplete="cc-exp" className={fieldStyles.control} />}
			</Field>
			<Field label={text.otpLabel} hint={text.otpHint}>
				{(control) => <MaskedInput {...control} mask={MASKS.otp} name="otp" autoComplete="one-time-code" className={`${fieldStyles.control} tracking-[0.4em]`} />}
			</Field>
			<Checkbox name="consent" label={text.faqVat} />
		</form>
	)
}

// What our server would sign for the gateway. The demo's action is `#`, so a valid card posts back to
// this page: type only the gateway's test cards here (4005 5500 0000 0001, 05/30, 123; American
// Express 3456 789012 34564 with 1234).
const SAMPLE_GATEWAY_FIELDS = {
	service_command: 'TOKENIZATION',
	access_code: 'SILgpo7pWbmzuURp2qri',
	merchant_identifier: 'MxvOupuG',
	merchant_reference: 'STYLE-GUIDE-0001',
	language: 'en',
	return_url: 'https://kcal.example/checkout/card/return/',
	signature: '0000000000000000000000000000000000000000000000000000000000000000',
}

function CardPaymentDemo() {
	const { t, locale } = useTranslation()
	return (
		<div className="max-w-md">
			<CardPaymentForm
				action="#"
				fields={{ ...SAMPLE_GATEWAY_FIELDS, language: locale.code === 'ar-ae' ? 'ar' : 'en' }}
				payLabel={t('cardPayment.payAmount', { amount: formatAed(294_000, locale.language) })}
				offerSaveCard
			/>
		</div>
	)
}

function MenuDemo() {
	const { t } = useTranslation()
	const text = useStyleGuideText()
	const emirates = EMIRATES.map((key) => ({ value: key, label: text.emirates[key] }))
	return (
		<div className="grid gap-6 sm:grid-cols-3">
			<Combobox label={text.emirateLabel} options={emirates} name="emirate" />
			<Select
				label={text.planLabel}
				options={[
					{ value: 'international', label: t('diets.international') },
					{ value: 'arabic', label: t('diets.arabic') },
					{ value: 'vegetarian', label: t('diets.vegetarian') },
				]}
				name="plan"
			/>
			<Combobox label={text.slotLabel} hint={text.slotHint} options={[]} name="slot" />
		</div>
	)
}

function SurfacesDemo() {
	const text = useStyleGuideText()
	return (
		<div className="grid gap-6 sm:grid-cols-2">
			<Card title={text.cardTitle}>
				<div className="mb-3 flex flex-wrap gap-2">
					<Badge tone="brand">{text.badgePopular}</Badge>
					<Badge tone="info">{text.badgeNew}</Badge>
					<Badge>{text.badgeVegetarian}</Badge>
				</div>
				<p className="text-gray-700 dark:text-gray-300">{text.cardBody}</p>
				<div className="mt-4">
					<Price fils={8_900} originalFils={10_500} perDay />
				</div>
			</Card>
			<Card>
				<div className="flex flex-col gap-3">
					<Price fils={123_450} size="lg" />
					<Price fils={6_500} perDay minimumFractionDigits={0} />
					<Price fils={99} size="sm" />
				</div>
			</Card>
		</div>
	)
}

function DisclosureDemo() {
	const text = useStyleGuideText()
	const [open, setOpen] = useState(false)
	return (
		<div className="grid gap-8">
			<Accordion
				name="faq"
				items={[
					{ id: 'pause', title: text.faqPause, content: text.faqPauseAnswer },
					{ id: 'vat', title: text.faqVat, content: text.faqVatAnswer },
				]}
			/>
			<Tabs
				label={text.mealsLabel}
				items={[
					{ id: 'breakfast', label: text.breakfast, content: text.breakfastBody },
					{ id: 'lunch', label: text.lunch, content: text.lunchBody },
					{ id: 'dinner', label: text.dinner, content: text.dinnerBody },
				]}
			/>
			<div>
				<Button variant="kcal-secondary" onClick={() => setOpen(true)}>
					{text.openDialog}
				</Button>
				<Dialog
					open={open}
					onClose={() => setOpen(false)}
					title={text.dialogTitle}
					description={text.dialogBody}
					footer={<Button onClick={() => setOpen(false)}>{text.openDialog}</Button>}
				/>
			</div>
		</div>
	)
}

export default function StyleGuide({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const text = useStyleGuideText()
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
				<Section id="color-mode" title={text.sections.colorMode}>
					<p className="mb-4 text-gray-700 dark:text-gray-300">{text.colorModeHelp}</p>
					<ColorModeSwitch />
				</Section>

				<Section id="buttons" title={text.sections.buttons}>
					<div className="flex flex-wrap items-center gap-3 rounded-2xl bg-gray-100 p-4 dark:bg-gray-900">
						{(Object.keys(BUTTON_VARIANTS) as ButtonVariant[]).map((variant) => (
							<Button key={variant} variant={variant} data-variant={variant}>
								{text.buttonLabel}
							</Button>
						))}
						<Button loading>{text.loadingLabel}</Button>
						<Button size="sm" variant="kcal-secondary">
							{text.buttonLabel}
						</Button>
					</div>
				</Section>

				<Section id="links" title={text.sections.links}>
					<LocaleLink
						to="/meal-plans/"
						className="inline-flex items-center gap-1 font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300"
					>
						{text.linkLabel}
						<Icon icon={arrowRight} mirrorInRtl />
					</LocaleLink>
				</Section>

				<Section id="icons" title={text.sections.icons}>
					<ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
						{ICON_NAMES.map((name) => (
							<li key={name} className="flex flex-col items-center gap-2 rounded-xl border border-gray-200 p-3 dark:border-gray-800">
								<Icon icon={ICONS[name]} className="text-2xl text-gray-800 dark:text-gray-200" />
								<code dir="ltr" className="text-xs text-gray-600 dark:text-gray-400">
									{name}
								</code>
							</li>
						))}
					</ul>
				</Section>

				<Section id="forms" title={text.sections.forms}>
					<FormDemo />
				</Section>

				<Section id="card-payment" title={t('cardPayment.legend')}>
					<CardPaymentDemo />
				</Section>

				<Section id="menus" title={text.sections.menus}>
					<MenuDemo />
				</Section>

				<Section id="surfaces" title={text.sections.surfaces}>
					<SurfacesDemo />
				</Section>

				<Section id="disclosure" title={text.sections.disclosure}>
					<DisclosureDemo />
				</Section>

				<Section id="toasts" title={text.sections.toasts}>
					<ToastDemo />
				</Section>
			</div>
		</>
	)
}
