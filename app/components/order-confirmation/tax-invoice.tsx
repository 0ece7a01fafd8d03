/** The UAE tax invoice of a paid order (domain-facts §1), printable on its own. */
import { formatAed } from '../../../domain/money.ts'
import { fillText } from '../../../domain/text-template.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import type { PaidOrderData } from '../../utils/thank-you.server.ts'
import { InvoiceLines } from '../invoice/invoice-lines.tsx'
import { SupplierDetails } from '../invoice/supplier-details.tsx'
import { TaxDocument } from '../invoice/tax-document.tsx'
import { LtrCode } from '../ui/isolate.tsx'

export function TaxInvoice({ data }: { data: PaidOrderData }) {
	const { locale } = useTranslation()
	const { company, invoice } = data
	const text = data.content.invoice
	const amount = (fils: number) => <bdi dir={locale.dir}>{formatAed(fils, locale.language)}</bdi>
	return (
		<TaxDocument id="tax-invoice" title={{ en: 'Tax Invoice', ar: 'فاتورة ضريبية' }} localName={text.localName} printLabel={text.print}>
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
		</TaxDocument>
	)
}
