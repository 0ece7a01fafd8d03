/**
 * The lines of a tax invoice in two layouts. A phone shows each line as a card: its description
 * across the whole width, then every amount under its column's name, so nothing scrolls sideways
 * and no word stands alone on a line (the table used to need 768 px and squeezed the description
 * into one word per line). From a laptop's width up, and on paper, it is the table, whose
 * description column keeps a readable width while the amounts never wrap.
 */
import type { ReactNode } from 'react'
import type { InvoiceColumn } from '../../../content/pages/thank-you.ts'

type InvoiceLineView = {
	kind: string
	description: string
	quantityText: string
	unitPrice: ReactNode
	discount: ReactNode
	taxable: ReactNode
	vatRateText: string
	vat: ReactNode
	gross: ReactNode
}

const AMOUNT_COLUMNS = ['quantity', 'unitPrice', 'discount', 'taxable', 'vatRate', 'vat', 'gross'] as const

function amountsOf(line: InvoiceLineView): Record<(typeof AMOUNT_COLUMNS)[number], ReactNode> {
	return {
		quantity: line.quantityText,
		unitPrice: line.unitPrice,
		discount: line.discount,
		taxable: line.taxable,
		vatRate: line.vatRateText,
		vat: line.vat,
		gross: line.gross,
	}
}

const cell = 'border-b border-gray-200 px-3 py-2 align-top dark:border-gray-700 print:border-gray-400 print:px-1.5'
const amountCell = `${cell} whitespace-nowrap text-end tabular-nums`

export function InvoiceLines({ lines, columns, caption }: { lines: readonly InvoiceLineView[]; columns: Record<InvoiceColumn, string>; caption: string }) {
	return (
		<>
			<ol aria-label={caption} className="mt-6 grid gap-3 lg:hidden print:hidden">
				{lines.map((line) => {
					const amounts = amountsOf(line)
					return (
						<li key={line.kind} className="rounded-xl border border-gray-200 p-4 text-sm dark:border-gray-700">
							<p className="font-semibold">
								<bdi>{line.description}</bdi>
							</p>
							<dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
								{AMOUNT_COLUMNS.map((column) => (
									<div key={column} className="contents">
										<dt className="text-gray-700 dark:text-gray-300">{columns[column]}</dt>
										<dd className={`text-end tabular-nums ${column === 'gross' ? 'font-semibold' : ''}`}>{amounts[column]}</dd>
									</div>
								))}
							</dl>
						</li>
					)
				})}
			</ol>
			<table className="mt-6 hidden w-full border-collapse text-sm lg:table print:table print:text-xs">
				<caption id="tax-invoice-caption" className="sr-only">
					{caption}
				</caption>
				<thead>
					<tr className="bg-gray-50 dark:bg-gray-800 print:bg-transparent">
						{/* The description keeps a third of the width; the amounts take what they need on one line. */}
						<th scope="col" className={`${cell} w-1/3 text-start font-semibold`}>
							{columns.description}
						</th>
						{AMOUNT_COLUMNS.map((column) => (
							<th key={column} scope="col" className={`${cell} text-end font-semibold`}>
								{columns[column]}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{lines.map((line) => {
						const amounts = amountsOf(line)
						return (
							<tr key={line.kind} className="print:break-inside-avoid">
								<th scope="row" className={`${cell} text-start font-normal`}>
									<bdi>{line.description}</bdi>
								</th>
								{AMOUNT_COLUMNS.map((column) => (
									<td key={column} className={amountCell}>
										{amounts[column]}
									</td>
								))}
							</tr>
						)
					})}
				</tbody>
			</table>
		</>
	)
}
