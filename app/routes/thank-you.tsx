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
import { useEffect } from 'react'
import { trackPurchase } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { NextSteps } from '../components/order-confirmation/next-steps.tsx'
import { OrderNumber, SandboxNotice } from '../components/order-confirmation/order-parts.tsx'
import { OrderFacts, OrderSummary } from '../components/order-confirmation/order-summary.tsx'
import { TaxInvoice } from '../components/order-confirmation/tax-invoice.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { metaFrom } from '../utils/meta.ts'
import { resetOrderDraft } from '../utils/order-draft-store.ts'
import { thankYouData } from '../utils/thank-you.server.ts'
import { useCheckAgain } from '../utils/use-check-again.ts'
import type { Route } from './+types/thank-you'

/** How often the waiting page asks again, in seconds. */
const CHECK_AGAIN_SECONDS = 5

export const loader = ({ request, url, context }: Route.LoaderArgs) => thankYouData({ request, url, context })

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
