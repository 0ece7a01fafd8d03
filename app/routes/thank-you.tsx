/**
 * /meal-plans/thank-you/?order=<publicId>: where the payment routes send the customer after a
 * verified payment, or while its answer is still on its way (server/payments/routes.ts).
 *
 * Only the browser that made the order (its order-access cookie) or the holder of a payment link
 * (`?token=`) sees it; anyone else gets the ordinary 404, so a guessed or leaked order id shows
 * nothing. What the page shows follows the order's state, read fresh on every request:
 * - paid: the confirmation, the UAE tax invoice (domain-facts §1), and what happens next;
 * - draft or pending_payment: "confirming with your bank", which checks again every 5 seconds
 *   (a meta refresh without JavaScript, a revalidation with it) until the answer is final;
 * - failed: back to checkout with the reason of the last failed attempt, to try again;
 * - cancelled: a short note and a way to start again with the same choices.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { useEffect } from 'react'
import { redirect } from 'react-router'
import { consultationWords, isConsultationType } from '../../content/consultations.ts'
import { ALLERGENS, type Allergen } from '../../content/sample-menus/types.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { paidWithTabbyWords } from '../../content/paid-with-tabby.ts'
import { DELIVERY_SLOT_NAMES } from '../../content/delivery-areas.ts'
import { MOBILE_APP } from '../../content/pages/mobile-app.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { THANK_YOU } from '../../content/pages/thank-you.ts'
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { creditNoteNumber } from '../../domain/credit-note.ts'
import { creditNotePath, creditNotesOfOrder } from '../../server/refunds/refund-views.ts'
import { addDays, deliveryDates, isDeliverySlot, SLOT_WINDOWS, uaeClock } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { invoiceLines, invoiceNumber, isJustPaid, orderNumber } from '../../domain/order.ts'
import { VAT_PERCENT } from '../../domain/order-price.ts'
import { formatPhone } from '../../domain/phone-display.ts'
import { isDaysPerWeek, isPlanSize, isWeeks } from '../../domain/plan-pricing.ts'
import { inSentence, joinParts } from '../../domain/text-list.ts'
import { hasLandmark } from '../../domain/order-draft.ts'
import type { Database } from '../../server/db/client.ts'
import { payments } from '../../server/db/schema.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { paidMethodOf } from '../../server/orders/paid-method.ts'
import { CHECKOUT_PATH } from '../../server/payments/routes.ts'
import { trackPurchase } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { PriceBreakdown } from '../components/price-breakdown.tsx'
import { StoreBadges } from '../components/store-badges.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { PrintButton } from '../components/ui/print-button.tsx'
import { InvoiceLines } from '../components/invoice/invoice-lines.tsx'
import { SupplierDetails } from '../components/invoice/supplier-details.tsx'
import { Card } from '../components/ui/card.tsx'
import { LtrCode } from '../components/ui/isolate.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { customiseQueryOf } from '../utils/customise-query.ts'
import { metaFrom } from '../utils/meta.ts'
import { resetOrderDraft } from '../utils/order-draft-store.ts'
import { visibleOrder } from '../utils/checkout-payment.server.ts'
import { pageMeta, pageText, unmatchedRoute } from '../utils/page.server.ts'
import { fillText, formatCalendarDate, formatCount, formatShortDate, pluralText } from '../../domain/text-template.ts'
import { useCheckAgain } from '../utils/use-check-again.ts'
import type { Route } from './+types/thank-you'

/** How often the waiting page asks again, in seconds. */
const CHECK_AGAIN_SECONDS = 5

const TABBY_REASONS = ['not_available', 'order_amount_too_high', 'order_amount_too_low'] as const

export async function loader({ request, url, context }: Route.LoaderArgs) {
	const { checkout, db, settings } = context.get(servicesContext)
	const { locale, t } = context.get(localeContext)
	const content = THANK_YOU[locale.code]
	const token = url.searchParams.get('token')
	const order = await visibleOrder(context, request, url.searchParams.get('order'), token)
	if (!order) throw unmatchedRoute(url, context)

	const number = orderNumber(order.id)
	const sandbox = checkout.providers.mode === 'sandbox'

	if (order.status === 'failed') throw redirect(await retryPath(db, order, locale.code, token), 302)

	if (order.status === 'cancelled') {
		const size = isPlanSize(order.size) ? order.size : undefined
		const choice = customiseQueryOf({
			plan: order.planSlug,
			size,
			daysPerWeek: isDaysPerWeek(order.daysPerWeek) ? order.daysPerWeek : undefined,
			weeks: isWeeks(order.weeks) ? order.weeks : undefined,
			addon: order.addonVariantId,
			allergies: order.allergies.filter(isAllergen),
			allergyNotes: order.allergyNotes,
			// The same consultation is proposed again; the customise step says if its time has gone.
			consultation: order.consultation && {
				type: isConsultationType(order.consultation.type) ? order.consultation.type : 'video',
				location: order.consultation.location_id,
				language: order.consultation.language_id,
				date: order.consultation.date,
				time: order.consultation.time,
			},
		})
		const { heading, text } = content.cancelled
		return {
			view: 'cancelled' as const,
			heading,
			intro: text,
			meta: pageMeta(context, heading, text),
			content,
			orderNumber: number,
			startAgainPath: `/meal-plans/customise-meal-plan/?${choice.toString()}`,
		}
	}

	// No payment started (or the customer came back from one): the payment step.
	if (order.status === 'draft') throw redirect(`${localizePath(CHECKOUT_PATH, locale.code)}?order=${order.publicId}`, 302)
	if (order.status !== 'paid') {
		// pending_payment: the gateway's answer is not final yet.
		const { heading, text } = content.confirming
		return { view: 'confirming' as const, heading, intro: text, meta: pageMeta(context, heading, text), content, orderNumber: number, sandbox }
	}

	if (order.invoiceNumber === null || order.paidAt === null) throw new Error(`Paid order ${number} has no invoice number or payment date`)
	const { daysPerWeek, weeks, size } = order
	if (!isDaysPerWeek(daysPerWeek) || !isWeeks(weeks) || !isPlanSize(size)) throw new Error(`Order ${number} has a choice no plan sells`)

	const language = locale.language
	const day = (isoDate: string) => formatCalendarDate(isoDate, language)
	const customise = CUSTOMISE[locale.code]
	const sizeName = t(`catalogue.sizes.${size}`)
	const dates = deliveryDates(order.startDate, daysPerWeek, weeks)
	const first = dates[0] ?? order.startDate
	const last = dates.at(-1) ?? order.startDate
	const address = order.deliveryAddress
	const slot = isDeliverySlot(address.slot) ? address.slot : null
	const slotWindow = slot ? SLOT_WINDOWS[slot] : null
	const allergies = order.allergies.filter(isAllergen).map((allergen) => t(`allergens.${allergen}`))
	const issued = uaeClock(order.paidAt).date

	const invoice = invoiceLines(order.price).map((line) => ({
		...line,
		description:
			line.kind === 'plan'
				? fillText(content.invoice.planLine, {
						plan: order.planName,
						size: inSentence(sizeName, language),
						days: customise.days[daysPerWeek].label,
						weeks: customise.weeks[weeks],
					})
				: line.kind === 'addon'
					? fillText(content.invoice.addonLine, { addon: order.addonName ?? '' })
					: content.invoice.depositLine,
		quantityText: line.kind === 'deposit' ? formatCount(line.quantity, language) : pluralText(content.invoice.days, line.quantity, language),
		// The deposit is not a supply: "out of scope", which a 0 % rate would misstate as zero-rated.
		vatRateText: line.kind === 'deposit' ? content.invoice.outOfScope : fillText(content.invoice.percent, { rate: formatCount(line.vatRatePercent, language) }),
	}))

	// "Thank you" only right after the payment; opened later (the account, an e-mail) it is just the order.
	const justPaid = isJustPaid(order.paidAt, new Date())
	const tabby = (await paidMethodOf(db, order.id)) === 'tabby' ? paidWithTabbyWords(locale.code, order.totalFils) : null
	const viewHeading = fillText(content.orderView.heading, { number })
	const heading = justPaid ? pageText(context, 'thankYou') : { heading: viewHeading, intro: content.orderView.intro, meta: pageMeta(context, viewHeading, content.orderView.intro) }
	return {
		view: 'paid' as const,
		...heading,
		justPaid,
		/** "Paid with Tabby: 4 interest-free payments of …", for an order paid with Tabby; null otherwise. */
		paidWithTabby: tabby && fillText(tabby.template, Object.fromEntries(Object.entries(tabby.fils).map(([name, fils]) => [name, formatAed(fils, language)]))),
		content,
		orderNumber: number,
		sandbox,
		summary: {
			plan: fillText(content.summary.planValue, { plan: order.planName, size: inSentence(sizeName, language) }),
			schedule: fillText(customise.schedule, { days: customise.days[daysPerWeek].label, weeks: customise.weeks[weeks] }),
			addon: order.addonName,
			first: { iso: first, text: day(first) },
			last: { iso: last, text: day(last) },
			address: [
				joinParts([address.flat_number, address.building_name], locale),
				address.street,
				joinParts([address.area_name, address.city_name], locale),
				hasLandmark(address.landmark) ? fillText(content.summary.landmark, { landmark: address.landmark }) : '',
				...[address.notes, address.custom_delivery_instructions]
					.filter((note) => note.trim() !== '')
					.map((notes) => fillText(content.summary.driverNotes, { notes })),
			].filter((line) => line.trim() !== ''),
			slot: slot && slotWindow ? { name: DELIVERY_SLOT_NAMES[slot][locale.code], window: `${slotWindow.from}–${slotWindow.to}` } : null,
			customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, phone: formatPhone(order.mobileNumber) },
			allergies: [...allergies, order.allergyNotes.trim()].filter(Boolean),
			consultation: order.consultation
				? consultationWords(order.consultation, locale.code, formatShortDate(order.consultation.date, language), { capitalized: true })
				: null,
		},
		price: order.price,
		breakdown: customise.breakdown,
		invoice: {
			number: invoiceNumber(order.invoiceNumber),
			issued: { iso: issued, text: day(issued) },
			lines: invoice,
			totalFils: order.totalFils,
			vatFils: order.vatFils,
			vatPercent: formatCount(VAT_PERCENT, language),
			// Refunds correct the invoice with credit notes (server/refunds/): listed under it, each linked when
			// the order is an account's (the credit note page is the signed-in customer's).
			creditNotes: (await creditNotesOfOrder(db, order.id)).map((note) => ({
				text: fillText(content.invoice.creditNoteLine, {
					number: creditNoteNumber(note.creditNoteNumber),
					date: day(uaeClock(note.createdAt).date),
					amount: formatAed(note.amountFils, language),
					state: CANCELLATION_TEXTS[locale.code].creditNote[note.state === 'confirmed' ? 'confirmed' : 'pending'],
				}),
				href: order.customerId === null ? null : localizePath(creditNotePath(note.id), locale.code),
			})),
		},
		company: settings.company,
		firstDelivery:
			slotWindow === null
				? null
				: slotWindow.dayBefore
					? fillText(content.next.firstDeliveryEvening, { date: day(addDays(first, -1)), from: slotWindow.from, to: slotWindow.to, first: day(first) })
					: fillText(content.next.firstDelivery, { date: day(first), from: slotWindow.from, to: slotWindow.to }),
		stores: MOBILE_APP[locale.code].stores,
		supportText: SUPPORT_CONTACTS_TEXT[locale.code],
		// An order of an account is changed in My plan; a guest's plan is in no account.
		inAccount: order.customerId !== null,
	}
}

/** Checkout again, saying why the last attempt failed (and, for Tabby, why it said no). */
async function retryPath(db: Database, order: OrderRow, locale: LocaleCode, token: string | null) {
	const [attempt] = await db
		.select({ reason: payments.failureReason, code: payments.gatewayCode })
		.from(payments)
		.where(and(eq(payments.orderId, order.id), inArray(payments.status, ['failed', 'cancelled'])))
		.orderBy(desc(payments.updatedAt), desc(payments.id))
		.limit(1)
	const query = new URLSearchParams({ order: order.publicId, failed: attempt?.reason ?? 'declined' })
	const tabbyReason = TABBY_REASONS.find((reason) => reason === attempt?.code)
	if (attempt?.reason === 'tabby_rejected' && tabbyReason) query.set('tabby', tabbyReason)
	// A payment link's holder has no access cookie: the link goes along to the retry.
	if (token) query.set('token', token)
	return `${localizePath(CHECKOUT_PATH, locale)}?${query}`
}

const isAllergen = (value: string): value is Allergen => (ALLERGENS as readonly string[]).includes(value)

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

// An order, an address and an invoice: never kept by a browser or a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

type LoaderData = Route.ComponentProps['loaderData']
type PaidData = Extract<LoaderData, { view: 'paid' }>

export default function ThankYou({ loaderData }: Route.ComponentProps) {
	switch (loaderData.view) {
		case 'paid':
			return <PaidOrder data={loaderData} />
		case 'confirming':
			return <Confirming data={loaderData} />
		case 'cancelled':
			return (
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to={loaderData.startAgainPath} size="lg">
						{loaderData.content.cancelled.startAgain}
					</ButtonLink>
				</PageIntro>
			)
	}
}

function SandboxNotice({ text }: { text: string }) {
	return (
		<p
			role="note"
			className="mx-auto mb-8 max-w-3xl rounded-2xl border-2 border-dashed border-amber-600 bg-amber-50 px-5 py-3 text-center text-sm font-semibold text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
		>
			{text}
		</p>
	)
}

function OrderNumber({ label, value }: { label: string; value: string }) {
	return (
		<p className="text-base text-gray-700 dark:text-gray-300">
			{label}{' '}
			<strong className="font-semibold text-gray-950 dark:text-white">
				<LtrCode>{value}</LtrCode>
			</strong>
		</p>
	)
}

function Confirming({ data }: { data: Extract<LoaderData, { view: 'confirming' }> }) {
	const { content } = data
	// The loader answers with the confirmation, or sends to checkout.
	useCheckAgain(CHECK_AGAIN_SECONDS)
	return (
		<>
			{/* Without JavaScript the browser reloads the page itself; with it, useCheckAgain asks instead. */}
			<noscript>
				<meta httpEquiv="refresh" content={String(CHECK_AGAIN_SECONDS)} />
			</noscript>
			<PageIntro heading={data.heading} intro={data.intro} />
			<div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
				{data.sandbox && <SandboxNotice text={content.sandboxNotice} />}
				<Card className="flex flex-col items-center gap-3 text-center">
					<Spinner className="size-8 text-primary-700 dark:text-primary-400" label={content.confirming.heading} />
					<OrderNumber label={content.orderNumber} value={data.orderNumber} />
					<p role="status" className="text-sm text-gray-700 dark:text-gray-300">
						{content.confirming.refreshing}
					</p>
					<p className="text-sm font-medium text-gray-900 dark:text-gray-100">{content.confirming.safeToClose}</p>
				</Card>
			</div>
		</>
	)
}


const sectionHeading = 'text-xl font-bold text-gray-900 dark:text-gray-100'
const term = 'text-sm font-medium text-gray-600 dark:text-gray-400'
const detail = 'mt-0.5 text-base text-gray-900 dark:text-gray-100'

function PaidOrder({ data }: { data: PaidData }) {
	const { content } = data
	// Paid: the order draft has done its work, and the next plan starts from a new one (spec §4).
	// Only right after the payment: an old order opened from the account leaves a draft in progress alone.
	useEffect(() => {
		if (data.justPaid) resetOrderDraft()
	}, [data.justPaid])
	// The purchase happened when it was paid, not each time the order is opened later.
	useTrackOnce(data.justPaid ? data.orderNumber : null, () =>
		trackPurchase({ number: data.orderNumber, paidFils: data.invoice.totalFils, email: data.summary.customer.email, phone: data.summary.customer.phone }),
	)
	return (
		// On paper only the invoice: the site's header and footer and the rest of this page stay on screen.
		<div className="print:[body:has(&)>:is(header,footer)]:hidden">
			<div className="print:hidden">
				<PageIntro heading={data.heading} intro={data.intro}>
					{data.justPaid ? <OrderNumber label={content.orderNumber} value={data.orderNumber} /> : <OrderFacts data={data} />}
					{data.paidWithTabby && <p className="mt-3 text-base text-gray-700 dark:text-gray-300">{data.paidWithTabby}</p>}
				</PageIntro>
			</div>
			<div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 pb-16 sm:px-6 print:max-w-none print:p-0">
				{data.sandbox && (
					<div className="print:hidden">
						<SandboxNotice text={content.sandboxNotice} />
					</div>
				)}
				<OrderSummary data={data} />
				<TaxInvoice data={data} />
				<NextSteps data={data} />
			</div>
		</div>
	)
}

/** An order opened later: where it stands, when it was paid, what it is, and the way to its invoice. */
function OrderFacts({ data }: { data: PaidData }) {
	const text = data.content.orderView
	return (
		<div className="flex flex-col items-center gap-3">
			<dl className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-base">
				<div className="flex items-center gap-2">
					<dt className="text-gray-600 dark:text-gray-400">{text.status}</dt>
					<dd>
						<Badge tone="brand">{text.paid}</Badge>
					</dd>
				</div>
				<div className="flex gap-2">
					<dt className="text-gray-600 dark:text-gray-400">{text.paidOn}</dt>
					<dd className="font-semibold text-gray-950 dark:text-white">
						<time dateTime={data.invoice.issued.iso}>{data.invoice.issued.text}</time>
					</dd>
				</div>
				<div className="flex gap-2">
					<dt className="text-gray-600 dark:text-gray-400">{text.plan}</dt>
					<dd className="font-semibold text-gray-950 dark:text-white">{data.summary.plan}</dd>
				</div>
			</dl>
			<a href="#tax-invoice" className="font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
				{text.invoiceLink}
			</a>
		</div>
	)
}

function OrderSummary({ data }: { data: PaidData }) {
	const { content, summary } = data
	const text = content.summary
	return (
		<Card as="section" aria-labelledby="order-summary" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] print:hidden">
			<div>
				<h2 id="order-summary" className={sectionHeading}>
					{text.heading}
				</h2>
				<dl className="mt-4 grid gap-4 sm:grid-cols-2">
					<div>
						<dt className={term}>{text.plan}</dt>
						<dd className={detail}>{summary.plan}</dd>
					</div>
					<div>
						<dt className={term}>{text.schedule}</dt>
						<dd className={detail}>{summary.schedule}</dd>
					</div>
					{summary.addon && (
						<div>
							<dt className={term}>{text.addon}</dt>
							<dd className={detail}>{summary.addon}</dd>
						</div>
					)}
					<div>
						<dt className={term}>{text.firstDelivery}</dt>
						<dd className={detail}>
							<time dateTime={summary.first.iso}>{summary.first.text}</time>
						</dd>
					</div>
					<div>
						<dt className={term}>{text.lastDelivery}</dt>
						<dd className={detail}>
							<time dateTime={summary.last.iso}>{summary.last.text}</time>
						</dd>
					</div>
					{summary.slot && (
						<div>
							<dt className={term}>{text.slot}</dt>
							<dd className={detail}>
								<TemplateText text={text.slotValue} values={{ slot: summary.slot.name, window: <span dir="ltr">{summary.slot.window}</span> }} />
							</dd>
						</div>
					)}
					<div>
						<dt className={term}>{text.address}</dt>
						<dd className={detail}>
							<address className="not-italic">
								{summary.address.map((line, index) => (
									// Typed by the customer, in any script: isolated so it keeps its own direction.
									<bdi key={index} className="block">
										{line}
									</bdi>
								))}
							</address>
						</dd>
					</div>
					<div>
						<dt className={term}>{text.contact}</dt>
						<dd className={detail}>
							<bdi className="block">{summary.customer.name}</bdi>
							<span className="block break-all" dir="ltr">
								{summary.customer.email}
							</span>
							<span className="block" dir="ltr">
								{summary.customer.phone}
							</span>
						</dd>
					</div>
					{summary.consultation && (
						<div className="sm:col-span-2">
							<dt className={term}>{text.consultation}</dt>
							<dd className={detail}>
								<TemplateText
									text={summary.consultation.template}
									values={{ ...summary.consultation.values, time: <span dir="ltr">{summary.consultation.values.time}</span> }}
								/>
							</dd>
						</div>
					)}
					{summary.allergies.length > 0 && (
						<div className="sm:col-span-2">
							<dt className={term}>{text.allergies}</dt>
							<dd className={detail}>
								<ul className="flex flex-wrap gap-x-4 gap-y-1">
									{summary.allergies.map((allergy) => (
										<li key={allergy}>
											<bdi>{allergy}</bdi>
										</li>
									))}
								</ul>
							</dd>
						</div>
					)}
				</dl>
			</div>
			<PriceBreakdown price={data.price} text={data.breakdown} />
		</Card>
	)
}

function TaxInvoice({ data }: { data: PaidData }) {
	const { locale } = useTranslation()
	const { company, invoice } = data
	const text = data.content.invoice
	const amount = (fils: number) => <bdi dir={locale.dir}>{formatAed(fils, locale.language)}</bdi>
	// The words a UAE tax invoice must carry, in English and Arabic whatever the page's language;
	// the page's own language reads first.
	const titles = [
		<span key="en" lang="en" dir="ltr">
			Tax Invoice
		</span>,
		<span key="ar" lang="ar" dir="rtl">
			فاتورة ضريبية
		</span>,
	]
	if (locale.dir === 'rtl') titles.reverse()
	return (
		<section
			id="tax-invoice"
			aria-labelledby="tax-invoice-heading"
			className="rounded-2xl border border-gray-300 bg-white p-6 text-gray-900 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none print:**:text-black"
		>
			<div className="flex flex-wrap items-start justify-between gap-4">
				<div>
					<h2 id="tax-invoice-heading" className="text-2xl font-bold">
						{titles[0]} / {titles[1]}
					</h2>
					{text.localName && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text.localName}</p>}
				</div>
				<PrintButton label={text.print} />
			</div>

			<div className="mt-6 grid gap-6 sm:grid-cols-3 print:grid-cols-3">
				<SupplierDetails company={company} labels={text} />
				<dl className="text-sm">
					<dt className="font-semibold">{text.invoiceNumber}</dt>
					<dd dir="ltr" className="mt-1">
						{invoice.number}
					</dd>
					<dt className="mt-3 font-semibold">{text.issueDate}</dt>
					<dd className="mt-1">
						<time dateTime={invoice.issued.iso}>{invoice.issued.text}</time>
					</dd>
					<dt className="mt-3 font-semibold">{data.content.orderNumber}</dt>
					<dd className="mt-1">
						<LtrCode>{data.orderNumber}</LtrCode>
					</dd>
				</dl>
				<dl className="text-sm">
					<dt className="font-semibold">{text.customer}</dt>
					<dd className="mt-1">
						<bdi className="block">{data.summary.customer.name}</bdi>
						<span className="block break-all" dir="ltr">
							{data.summary.customer.email}
						</span>
					</dd>
				</dl>
			</div>

			<InvoiceLines
				caption={text.caption}
				columns={text.columns}
				lines={invoice.lines.map((line) => ({
					kind: line.kind,
					description: line.description,
					quantityText: line.quantityText,
					unitPrice: amount(line.unitPriceFils),
					discount: line.discountFils > 0 ? amount(line.discountFils) : '—',
					taxable: amount(line.grossFils - line.vatFils),
					vatRateText: line.vatRateText,
					vat: amount(line.vatFils),
					gross: amount(line.grossFils),
				}))}
			/>
			{/* The totals under the lines, in both layouts. */}
			<dl id="tax-invoice-totals" className="ms-auto mt-4 flex max-w-sm flex-col gap-1 text-sm">
				<div className="flex justify-between gap-4">
					<dt>{text.excludingVat}</dt>
					<dd className="tabular-nums">{amount(invoice.totalFils - invoice.vatFils)}</dd>
				</div>
				<div className="flex justify-between gap-4">
					<dt>{fillText(text.vatTotal, { rate: invoice.vatPercent })}</dt>
					<dd className="tabular-nums">{amount(invoice.vatFils)}</dd>
				</div>
				<div className="flex justify-between gap-4 border-t border-gray-300 pt-1 text-base font-bold dark:border-gray-600">
					<dt>{text.total}</dt>
					<dd className="tabular-nums">{amount(invoice.totalFils)}</dd>
				</div>
			</dl>
			<p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
				{fillText(text.paidOn, { date: invoice.issued.text })} {data.paidWithTabby && `${data.paidWithTabby}.`} {text.currencyNote}
			</p>
			{invoice.creditNotes.length > 0 ? (
				<div id="tax-invoice-credit-notes" className="mt-4 text-sm">
					<h3 className="font-semibold">{text.creditNotes}</h3>
					<ul className="mt-1 list-disc ps-5">
						{invoice.creditNotes.map((note) => (
							<li key={note.text}>{note.href ? <a href={note.href}>{note.text}</a> : note.text}</li>
						))}
					</ul>
				</div>
			) : null}
		</section>
	)
}

function NextSteps({ data }: { data: PaidData }) {
	const text = data.content.next
	const { stores } = data
	return (
		<section aria-labelledby="next-steps" className="print:hidden">
			<h2 id="next-steps" className={sectionHeading}>
				{text.heading}
			</h2>
			<div className="mt-4 grid gap-6 md:grid-cols-2">
				<Card>
					<h3 className="text-lg font-semibold text-gray-950 dark:text-white">{text.deliveryHeading}</h3>
					{data.firstDelivery && <p className="mt-2 text-base text-gray-800 dark:text-gray-200">{data.firstDelivery}</p>}
					<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
						{data.inAccount ? (
							<TemplateText
								text={text.changesInAccount}
								values={{
									myPlan: (
										<LocaleLink to="/account/plan/" className="font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300">
											{text.myPlanLink}
										</LocaleLink>
									),
								}}
							/>
						) : (
							text.changes
						)}
					</p>
				</Card>
				<Card>
					<h3 className="text-lg font-semibold text-gray-950 dark:text-white">{text.appHeading}</h3>
					<p className="mt-2 mb-4 text-base text-gray-800 dark:text-gray-200">{text.appText}</p>
					<StoreBadges label={stores.label} appStore={stores.appStore} googlePlay={stores.googlePlay} align="start" />
				</Card>
			</div>
			<h3 className="mt-8 text-lg font-semibold text-gray-950 dark:text-white">{text.supportHeading}</h3>
			<p className="mt-2 mb-4 text-base text-gray-800 dark:text-gray-200">
				<TemplateText text={text.supportText} values={{ order: <LtrCode>{data.orderNumber}</LtrCode> }} />
			</p>
			<SupportContacts company={data.company} text={data.supportText} />
		</section>
	)
}
