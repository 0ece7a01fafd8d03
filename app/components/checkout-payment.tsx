/**
 * The payment step: the order as it will be charged, and each way to pay it. The card form
 * posts to the gateway; "Continue with Tabby" posts to this page's action, which opens a Tabby
 * checkout; Apple Pay appears only where the browser offers it. Tabby's pre-scoring answer
 * arrives after the page (it is a call to Tabby), so the page does not wait for it.
 */
import { Suspense, useEffect } from 'react'
import { Await, Form, useNavigation } from 'react-router'
import type { CheckoutText } from '../../content/pages/checkout.ts'
import type { Allergen } from '../../content/sample-menus/types.ts'
import type { PriceBreakdownText } from '../../content/pages/customise.ts'
import { formatAed } from '../../domain/money.ts'
import type { OrderDeliveryAddress, OrderPriceSnapshot } from '../../domain/order.ts'
import { savedAtCheckout } from '../../domain/order-draft.ts'
import { formatList, inSentence, joinParts } from '../../domain/text-list.ts'
import { fillText } from '../../domain/text-template.ts'
import type { TabbyPrescoreResult } from '../../server/payments/tabby/gateway.ts'
import { type PaymentMethodName, trackPaymentInfo } from '../analytics/funnel.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { updateOrderDraft } from '../utils/order-draft-store.ts'
import { useCheckAgain } from '../utils/use-check-again.ts'
import { ApplePayButton } from './apple-pay-button.tsx'
import { LtrCode } from './ui/isolate.tsx'
import { TemplateText } from './template-text.tsx'
import { CardPaymentForm } from './card-payment-form.tsx'
import type { PlanOverlapNotice as PlanOverlapNoticeData } from '../utils/plan-overlap.server.ts'
import { PlanOverlapNotice } from './plan-overlap-notice.tsx'
import { PriceBreakdown } from './price-breakdown.tsx'
import { SavedCardPaymentForm } from './saved-card-payment-form.tsx'
import { Button } from './ui/button.tsx'
import { Card } from './ui/card.tsx'

export type PaymentStepProps = {
	content: CheckoutText
	breakdown: PriceBreakdownText
	sandbox: boolean
	order: {
		publicId: string
		number: string
		planName: string
		size: string
		daysPerWeek: number
		weeks: number
		addonName: string | null
		allergies: readonly Allergen[]
		schedule: string
		price: OrderPriceSnapshot & { card_discount_note: string | null }
		total: number
		address: string
		deliveryAddress: OrderDeliveryAddress
		slotName: string
		firstDelivery: string
		startMoved: string | null
	}
	failure: string | null
	/** The order's card-only code is not taken off with Tabby or Apple Pay: said beside them. */
	cardOnly: string | null
	/** Why the order's card-only code was not taken off the last payment. */
	cardRefusal: string | null
	/** A payment started moments ago is still open: the step waits and checks again instead of offering the methods. */
	/** What to say while an earlier attempt is still young at its gateway; the page checks again by itself. */
	waiting: string | null
	/** An older unfinished payment is open: paying now cancels it (never charged twice). */
	replacing: string | null
	card: { action: string; fields: Record<string, string> } | null
	savedCard: {
		masked: string
		label: string
		form: { action: string; fields: Record<string, string> }
		/** The amount with this card when the order's card-only code is taken off for it, and the sentence saying so. */
		total: number | null
		discountNote: string | null
	} | null
	offerSaveCard: boolean
	tabby: Promise<TabbyPrescoreResult> | null
	tabbyMessages: Record<'not_available' | 'order_amount_too_high' | 'order_amount_too_low', string>
	applePay: boolean
	tabbyKey: string
	/** A running plan already delivers on some of these days (app/utils/plan-overlap.server.ts). */
	overlap?: PlanOverlapNoticeData | null
}

const sectionHeading = 'text-lg font-bold text-gray-900 dark:text-gray-100'
const cardOnlyStyle = 'text-sm text-amber-900 dark:text-amber-200'

/** While a payment is in progress the step checks again this often, until it ends or may be replaced. */
const CHECK_AGAIN_SECONDS = 10

export function CheckoutPayment({ content, breakdown, sandbox, order, failure, cardOnly, cardRefusal, waiting, replacing, card, savedCard, offerSaveCard, tabby, tabbyMessages, applePay, tabbyKey, overlap }: PaymentStepProps) {
	const { t, locale } = useTranslation()
	const navigation = useNavigation()
	useCheckAgain(CHECK_AGAIN_SECONDS, Boolean(waiting))
	// The order is saved: the draft holds its delivery address and knows its allergies are saved (spec §3).
	useEffect(() => {
		updateOrderDraft((draft) => savedAtCheckout(draft, order.deliveryAddress, order.slotName))
	}, [order.deliveryAddress, order.slotName])
	const payLabel = t('cardPayment.payAmount', { amount: formatAed(order.total, locale.language) })
	// The analytics' add_payment_info: the way to pay is chosen and its details pass the checks.
	const paymentInfo = (method: PaymentMethodName) => () => trackPaymentInfo(method, order.total)
	const tabbyForm = (
		<Form method="post" onSubmit={paymentInfo('tabby')}>
			<input type="hidden" name="intent" value="tabby" />
			<input type="hidden" name="idempotency_key" value={tabbyKey} />
			<Button type="submit" variant="kcal-secondary" loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'tabby'}>
				{content.tabbyContinue}
			</Button>
		</Form>
	)
	return (
		<div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
			<div className="flex flex-col gap-6">
				{waiting && (
					// Without JavaScript the browser reloads the page itself; with it, useCheckAgain asks instead.
					<noscript>
						<meta httpEquiv="refresh" content={String(CHECK_AGAIN_SECONDS)} />
					</noscript>
				)}
				{failure && (
					<div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
						<h2 className="font-semibold">{content.failedHeading}</h2>
						<p className="mt-1">{failure}</p>
					</div>
				)}
				{waiting && (
					<div role="status" className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50">
						<h2 className="font-semibold">{content.waitingHeading}</h2>
						<p className="mt-1">{waiting}</p>
					</div>
				)}
				{overlap && <PlanOverlapNotice notice={overlap} />}
				{replacing && (
					<p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
						{replacing}
					</p>
				)}
				{!waiting && (
					<>
						<h2 className="text-xl font-bold text-gray-900 dark:text-gray-100">{content.methodsLegend}</h2>
						{applePay && (
							<div>
								<ApplePayButton orderId={order.publicId} total={order.total} label={content.applePayButton} onPay={paymentInfo('apple_pay')} />
								{cardOnly && <p className={cardOnlyStyle}>{cardOnly}</p>}
							</div>
						)}
						{savedCard && (
							<Card as="section" padding="md" aria-labelledby="pay-saved-card">
								<h3 id="pay-saved-card" className={sectionHeading}>
									{content.savedCardHeading}
								</h3>
								{savedCard.discountNote && <p className="mb-2 text-sm font-medium text-green-800 dark:text-green-300">{savedCard.discountNote}</p>}
								<SavedCardPaymentForm
									action={savedCard.form.action}
									fields={savedCard.form.fields}
									payLabel={savedCard.total === null ? payLabel : t('cardPayment.payAmount', { amount: formatAed(savedCard.total, locale.language) })}
									masked={savedCard.masked}
									label={savedCard.label}
									onPay={paymentInfo('saved_card')}
								/>
							</Card>
						)}
						{card && (
							<Card as="section" padding="md" aria-labelledby="pay-card">
								<h3 id="pay-card" className={sectionHeading}>
									{savedCard ? content.otherCard : content.methods.card}
								</h3>
								<p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{content.methodHints.card}</p>
								<CardPaymentForm action={card.action} fields={card.fields} payLabel={payLabel} offerSaveCard={offerSaveCard} onPay={paymentInfo('card')} />
							</Card>
						)}
						{tabby && (
							<Card as="section" padding="md" aria-labelledby="pay-tabby">
								<h3 id="pay-tabby" className={sectionHeading}>
									{content.methods.tabby}
								</h3>
								<p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{content.methodHints.tabby}</p>
								{cardOnly && <p className={`mb-4 ${cardOnlyStyle}`}>{cardOnly}</p>}
								<Suspense
									fallback={
										<>
											<p role="status" className="text-sm text-gray-700 noscript:hidden dark:text-gray-300">
												{content.tabbyChecking}
											</p>
											{/* Without JavaScript the streamed answer never takes this place: the button is offered
											    as it is, and a refusal comes back from Tabby as the failure alert above. */}
											<noscript>{tabbyForm}</noscript>
										</>
									}
								>
									<Await resolve={tabby}>
										{(prescore) =>
											prescore.eligible === false ? (
												<p role="status" className="rounded-lg bg-gray-100 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-100">
													{tabbyMessages[prescore.reason]}
												</p>
											) : (
												tabbyForm
											)
										}
									</Await>
								</Suspense>
							</Card>
						)}
					</>
				)}
				{sandbox && <SandboxHelp text={content.sandboxHelp} />}
				<p className="text-sm text-gray-700 dark:text-gray-300">{content.secureNote}</p>
			</div>

			<Card as="section" padding="md" className="flex flex-col gap-4 lg:sticky lg:top-6" aria-labelledby="payment-summary">
				<h2 id="payment-summary" className="text-xl font-bold text-gray-900 dark:text-gray-100">
					<TemplateText text={content.orderNumber} values={{ number: <LtrCode>{order.number}</LtrCode> }} />
				</h2>
				<p className="text-sm text-gray-700 dark:text-gray-300">
					<span className="block font-semibold text-gray-900 dark:text-gray-100">
						{joinParts([order.planName, inSentence(t(`catalogue.sizes.${order.size === 'plus' ? 'plus' : 'regular'}`), locale.language)], locale)}
					</span>
					<span className="block">{order.schedule}</span>
					{order.addonName && <span className="block">{fillText(content.addon, { addon: order.addonName })}</span>}
					{order.allergies.length > 0 && (
						<span className="block">{fillText(content.allergies, { list: formatList(order.allergies.map((allergen) => t(`allergens.${allergen}`)), locale.language) })}</span>
					)}
					<span className="block">{order.firstDelivery}</span>
					{order.startMoved && <span className="mt-1 block font-medium text-amber-900 dark:text-amber-200">{order.startMoved}</span>}
				</p>
				<div className="text-sm">
					<h3 className="font-semibold text-gray-900 dark:text-gray-100">{content.deliverTo}</h3>
					<p className="text-gray-700 dark:text-gray-300">{order.address}</p>
				</div>
				<PriceBreakdown price={order.price} text={breakdown} cardRefusal={cardRefusal} />
			</Card>
		</div>
	)
}

/** Test mode: which card does what, numbers kept left to right in every language. */
function SandboxHelp({ text }: { text: CheckoutText['sandboxHelp'] }) {
	return (
		<section aria-labelledby="sandbox-help" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
			<h3 id="sandbox-help" className="font-semibold">
				{text.heading}
			</h3>
			<p>{text.cardDetails}</p>
			<ul className="mt-2 space-y-1">
				{text.cards.map((card) => (
					<li key={card.number}>
						<bdi dir="ltr" className="font-mono">
							{card.number}
						</bdi>
						: {card.result}
					</li>
				))}
			</ul>
			<p className="mt-2">
				{text.tabby}{' '}
				<bdi dir="ltr" className="font-mono">
					{text.tabbyPhone}
				</bdi>
			</p>
		</section>
	)
}
