/**
 * /account/credit-note/?refund=<refund id>: the UAE tax credit note of a refund (Executive
 * Regulation of the VAT Decree-Law, art. 60; domain-facts.md §5), laid out like the tax invoice
 * of the thank-you page and printable on its own: the words "Tax Credit Note" (in English and
 * Arabic whatever the page's language), its own sequential number, the date of issue, the
 * supplier's name, address and TRN, the customer, the invoice it corrects (number and date), why
 * it was issued, the value of the supply on the invoice (or as an earlier note left it), the
 * correct value, the difference and the VAT on it. It also says where the refund stands: pending
 * until the payment provider confirmed it, or withdrawn when staff gave the refund up. Only the
 * customer whose plan it is can open it.
 */
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { creditNoteNumber } from '../../domain/credit-note.ts'
import { uaeClock } from '../../domain/delivery-schedule.ts'
import { formatAed } from '../../domain/money.ts'
import { invoiceNumber, orderNumber } from '../../domain/order.ts'
import { VAT_PERCENT } from '../../domain/order-price.ts'
import { creditNoteOf } from '../../server/refunds/refund-views.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { formatList } from '../../domain/text-list.ts'
import { TaxDocument } from '../components/invoice/tax-document.tsx'
import { SupplierDetails } from '../components/invoice/supplier-details.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { metaFrom } from '../utils/meta.ts'
import { signedInCustomer } from '../utils/my-plan.server.ts'
import { pageMeta, unmatchedRoute } from '../utils/page.server.ts'
import { fillText, formatCalendarDate, formatCount } from '../../domain/text-template.ts'
import type { Route } from './+types/credit-note'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ url, context }: Route.LoaderArgs) {
	const refundId = url.searchParams.get('refund') ?? ''
	const customer = signedInCustomer(context, `/account/credit-note/?${new URLSearchParams({ refund: refundId })}`)
	const { locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	const text = CANCELLATION_TEXTS[locale.code].creditNote
	const note = await creditNoteOf(services.db, customer.id, refundId)
	// Another customer's refund answers like one that does not exist.
	if (!note) throw unmatchedRoute(url, context)
	const day = (isoDate: string) => formatCalendarDate(isoDate, locale.language)
	const issued = uaeClock(note.issuedAt).date
	const paid = uaeClock(note.invoice.paidAt).date
	const number = creditNoteNumber(note.creditNoteNumber)
	const address = note.customer.address
	const reason =
		note.reason === 'cancellation' ? fillText(text.reasonText, { days: formatCount(note.days, locale.language), dates: formatList(note.dates.map(day), locale.language) }) : text.reasonRefund
	return {
		meta: pageMeta(context, `${text.heading} ${number}`, reason),
		text,
		number,
		issued: { iso: issued, text: day(issued) },
		invoice: { number: invoiceNumber(note.invoice.number), date: { iso: paid, text: day(paid) }, order: orderNumber(note.invoice.orderId) },
		company: services.settings.company,
		customer: { name: note.customer.name, email: note.customer.email, address: [address.flat_number, address.building_name, address.street, address.area_name, address.city_name].filter(Boolean).join(', ') },
		reason,
		// A refund given up withdraws its credit note (docs/payments.md, "Giving a refund up").
		state: { confirmed: text.confirmed, pending: text.pending, failed: text.withdrawn }[note.state],
		figures: note.figures,
		vatRate: formatCount(VAT_PERCENT, locale.language),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function CreditNote({ loaderData }: Route.ComponentProps) {
	const { locale } = useTranslation()
	const { text, figures, company } = loaderData
	const amount = (fils: number) => <bdi dir={locale.dir}>{formatAed(fils, locale.language)}</bdi>
	const rows: Array<[string, number, boolean?]> = [
		[text.valueOnInvoice, figures.invoiceValueFils],
		...(figures.valueBeforeFils !== figures.invoiceValueFils ? ([[text.valueBefore, figures.valueBeforeFils]] as Array<[string, number]>) : []),
		[text.correctedValue, figures.correctedValueFils],
		[text.differenceNet, figures.differenceNetFils],
		[fillText(text.vatOnDifference, { rate: loaderData.vatRate }), figures.differenceVatFils],
		[text.difference, figures.differenceFils, true],
	]
	return (
		<div className="print:[body:has(&)>:is(header,footer)]:hidden">
			<div className="print:hidden">
				<PageIntro heading={`${text.heading} ${loaderData.number}`} intro={loaderData.reason} />
			</div>
			<div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 print:max-w-none print:p-0">
				<TaxDocument id="credit-note" title={{ en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' }} printLabel={text.print}>
					<div className="mt-6 grid gap-6 sm:grid-cols-3 print:grid-cols-3">
						<SupplierDetails company={company} labels={text} />
						<dl className="text-sm">
							<dt className="font-semibold">{text.number}</dt>
							<dd dir="ltr" className="mt-1">
								{loaderData.number}
							</dd>
							<dt className="mt-3 font-semibold">{text.issued}</dt>
							<dd className="mt-1">
								<time dateTime={loaderData.issued.iso}>{loaderData.issued.text}</time>
							</dd>
							<dt className="mt-3 font-semibold">{text.invoice}</dt>
							<dd className="mt-1">
								{fillText(text.invoiceValue, { number: '\u2066' + loaderData.invoice.number + '\u2069', date: loaderData.invoice.date.text })}
							</dd>
						</dl>
						<dl className="text-sm">
							<dt className="font-semibold">{text.recipient}</dt>
							<dd className="mt-1">
								<bdi className="block">{loaderData.customer.name}</bdi>
								<bdi className="block">{loaderData.customer.address}</bdi>
								<span className="block break-all" dir="ltr">
									{loaderData.customer.email}
								</span>
							</dd>
						</dl>
					</div>
					<dl className="mt-6 text-sm">
						<dt className="font-semibold">{text.reason}</dt>
						<dd className="mt-1">{loaderData.reason}</dd>
					</dl>
					<dl className="ms-auto mt-6 flex max-w-md flex-col gap-1 text-sm">
						{rows.map(([label, fils, total]) => (
							<div key={label} className={`flex justify-between gap-4 ${total ? 'border-t border-gray-300 pt-1 text-base font-bold dark:border-gray-600' : ''}`}>
								<dt>{label}</dt>
								<dd className="tabular-nums">{amount(fils)}</dd>
							</div>
						))}
					</dl>
					<p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
						{text.refundState}: {loaderData.state}
					</p>
				</TaxDocument>
			</div>
		</div>
	)
}
