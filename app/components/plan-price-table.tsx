/**
 * One size's prices as a table: a row per commitment (weeks), a column per days a week. Each
 * cell shows the price of one day and, unless `perDayOnly`, the period's total and its number
 * of delivery days. Labels come from content/pages/meal-plan.ts through the page's loader.
 */
import type { PlanPriceText } from '../../content/pages/meal-plan.ts'
import { formatAed } from '../../domain/money.ts'
import { type PriceOption, priceGrid } from '../../domain/plan-catalogue.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { fillText, pluralText } from '../../domain/text-template.ts'
import { TemplateText } from './template-text.tsx'
import { Price } from './ui/price.tsx'

type PlanPriceTableProps = {
	prices: readonly PriceOption[]
	text: PlanPriceText
	caption: string
	/** Only the price per day in each cell (a compact comparison). */
	perDayOnly?: boolean
}

export function PlanPriceTable({ prices, text, caption, perDayOnly = false }: PlanPriceTableProps) {
	const { locale } = useTranslation()
	const grid = priceGrid(prices)
	return (
		<table className="w-full border-collapse text-start">
			<caption className="pb-3 text-start text-sm font-medium text-gray-700 dark:text-gray-300">{caption}</caption>
			<thead>
				<tr className="border-b border-gray-300 dark:border-gray-600">
					<th scope="col" className="py-2 pe-2 text-start align-bottom text-sm font-semibold text-gray-700 dark:text-gray-300">
						{text.weeksColumn}
					</th>
					{grid.daysPerWeek.map((days) => (
						<th key={days} scope="col" className="px-2 py-2 text-start align-bottom text-sm font-semibold text-gray-900 dark:text-gray-100">
							{fillText(text.daysPerWeek, { count: days })}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{grid.rows.map((row) => (
					<tr key={row.weeks} className="border-b border-gray-200 last:border-b-0 dark:border-gray-800">
						<th scope="row" className="py-3 pe-2 text-start align-top text-sm font-semibold text-gray-900 dark:text-gray-100">
							{text.weeks[row.weeks]}
						</th>
						{row.cells.map((cell, index) => (
							<td key={grid.daysPerWeek[index]} className="px-2 py-3 align-top">
								{cell ? (
									<>
										<Price fils={cell.pricePerDayFils} minimumFractionDigits={0} size="sm" />
										{perDayOnly ? null : (
											<>
												<span className="mt-0.5 block text-sm text-gray-700 dark:text-gray-300">
													<TemplateText
														text={text.total}
														values={{
															amount: (
																<bdi dir={locale.dir}>{formatAed(cell.totalFils, locale.language, { minimumFractionDigits: 0 })}</bdi>
															),
														}}
													/>
												</span>
												<span className="block text-xs text-gray-600 dark:text-gray-400">
													{pluralText(text.deliveryDays, cell.deliveryDays, locale.language)}
												</span>
											</>
										)}
									</>
								) : (
									<span className="text-gray-600 dark:text-gray-400">–</span>
								)}
							</td>
						))}
					</tr>
				))}
			</tbody>
		</table>
	)
}
