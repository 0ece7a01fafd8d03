/** The paid order at a glance: the facts of an order opened later, and the summary of what was bought. */
import { PriceBreakdown } from '../price-breakdown.tsx'
import { TemplateText } from '../template-text.tsx'
import { Badge } from '../ui/badge.tsx'
import { Card } from '../ui/card.tsx'
import type { PaidOrderData } from '../../utils/thank-you.server.ts'
import { sectionHeading } from './order-parts.tsx'

const term = 'text-sm font-medium text-gray-600 dark:text-gray-400'
const detail = 'mt-0.5 text-base text-gray-900 dark:text-gray-100'

/** An order opened later: where it stands, when it was paid, what it is, and the way to its invoice. */
export function OrderFacts({ data }: { data: PaidOrderData }) {
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

export function OrderSummary({ data }: { data: PaidOrderData }) {
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
			<PriceBreakdown price={data.price} text={data.breakdown} cardRefusal={data.cardRefusal} />
		</Card>
	)
}
