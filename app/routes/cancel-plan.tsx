/**
 * /account/plan/cancel/?plan=<subscription id>: cancelling the rest of a plan (issue 17). The
 * signed-in customer sees the arithmetic before confirming — the delivery days that can still be
 * cancelled (from the cut-off on), the price of one day as they paid it, days × price, the fee,
 * the refund with its VAT — and which days are past the cut-off and still come. "Cancel the
 * remaining days" posts to the action with the refund shown; if the refund due has changed
 * meanwhile (a day passed its cut-off) nothing is cancelled and the page shows the new amount.
 * Done, the page (`&done=1`) lists the refunds, pending or confirmed as the gateway said, each
 * with its tax credit note. Plain links and forms: it works before JavaScript loads. "My plan"
 * links here (`cancelPlanPath` in server/refunds/refund-views.ts). Another customer's plan answers like a page that does not exist.
 */
import { data, Form, redirect } from 'react-router'
import { CANCELLATION_TEXTS } from '../../content/cancellation-messages.ts'
import { creditNoteNumber } from '../../domain/credit-note.ts'
import { localizePath } from '../../domain/locale.ts'
import { formatAed, type LocaleTag } from '../../domain/money.ts'
import { formatList } from '../../domain/text-list.ts'
import { orderNumber } from '../../domain/order.ts'
import type { CancellationQuote } from '../../domain/schedule/cancellation-refund.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { cancelPlanPath, creditNotePath, refundsOfSubscription } from '../../server/refunds/refund-views.ts'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { signedInCustomer } from '../utils/my-plan.server.ts'
import { pageMeta, unmatchedRoute } from '../utils/page.server.ts'
import { fillText, formatCalendarDate, formatCount } from '../../domain/text-template.ts'
import type { Route } from './+types/cancel-plan'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The arithmetic in the page's language: every amount formatted, every date written out. */
function quoteView(quote: CancellationQuote, language: LocaleTag) {
	const aed = (fils: number) => formatAed(fils, language)
	const dates = (list: readonly string[]) => formatList(list.map((date) => formatCalendarDate(date, language)), language)
	return {
		firstDate: formatCalendarDate(quote.firstCancellableDate, language),
		days: formatCount(quote.days, language),
		refundFils: quote.amountFils,
		refund: aed(quote.amountFils),
		stillDelivered: quote.stillDelivered.length > 0 ? dates(quote.stillDelivered) : null,
		parts: quote.parts.map((part) => ({
			key: String(part.orderId),
			days: formatCount(part.days, language),
			dates: dates(part.dates),
			dayPrice: aed(part.dayPriceFils),
			gross: aed(part.grossFils),
			feePercent: formatCount(part.feePercent, language),
			fee: part.feeFils > 0 ? aed(part.feeFils) : null,
			alreadyRefunded: part.alreadyRefundedFils > 0 ? aed(part.alreadyRefundedFils) : null,
			refund: aed(part.amountFils),
			vat: aed(part.vatFils),
		})),
	}
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const planId = url.searchParams.get('plan') ?? ''
	const customer = signedInCustomer(context, cancelPlanPath(planId))
	const { locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	const text = CANCELLATION_TEXTS[locale.code].page
	const page = { meta: pageMeta(context, text.title, text.intro), heading: text.title, intro: text.intro, text, planId, planPath: `/account/plan/?${new URLSearchParams({ plan: planId })}` }

	const preview = await services.checkout.cancellations.preview(customer.id, planId)
	// A plan that is not this customer's answers like one that does not exist.
	if (preview.kind === 'not-found') throw unmatchedRoute(url, context)
	const refunds = (await refundsOfSubscription(services.db, customer.id, planId)).map((refund) => ({
		id: refund.id,
		// A refund given up was never made: said so, never shown as pending or refunded.
		text: fillText({ confirmed: text.refundConfirmed, pending: text.refundPending, failed: text.refundGivenUp }[refund.state], { amount: formatAed(refund.amountFils, locale.language) }),
		creditNote: fillText(text.creditNoteLink, { number: creditNoteNumber(refund.creditNoteNumber) }),
		creditNotePath: creditNotePath(refund.id),
	}))
	// After the action's redirect: the plan has refunds, or ended with nothing to refund (a fee of 100%).
	const done = url.searchParams.get('done') === '1' && (refunds.length > 0 || preview.subscription.status === 'cancelled')
	return { ...page, done, refunds, quote: preview.quote.days > 0 ? quoteView(preview.quote, locale.language) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { locale, t } = context.get(localeContext)
	const services = context.get(servicesContext)
	const text = CANCELLATION_TEXTS[locale.code].page
	const form = await request.formData().catch(() => new FormData())
	const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '')
	// React Router already refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) return data({ message: t('api.crossSite') }, { status: 403 })
	if (!services.customer) return data({ message: t('api.unauthenticated') }, { status: 401 })
	const planId = field('plan')
	const expected = Number(field('expected_refund'))
	if (!Number.isSafeInteger(expected) || expected < 0) return data({ message: text.quoteChanged }, { status: 400 })
	const result = await services.checkout.cancellations.cancel(services.customer.id, planId, { expectedAmountFils: expected })
	switch (result.kind) {
		case 'cancelled':
			return redirect(`${localizePath(cancelPlanPath(planId), locale.code)}&done=1`, { status: 303 })
		case 'quote-changed':
			return data({ message: text.quoteChanged }, { status: 409 })
		case 'nothing-to-cancel':
			return data({ message: text.nothingToCancel }, { status: 409 })
		default:
			return data({ message: text.notFound }, { status: 404 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-gray-200 py-2 dark:border-gray-700'

export default function CancelPlan({ loaderData, actionData }: Route.ComponentProps) {
	const { text, quote, refunds, done, planId, planPath } = loaderData
	const problem = actionData?.message ?? null
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={done ? text.done : loaderData.intro} />
			<section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pb-12 sm:px-6">
				{problem && (
					<p role="alert" className="rounded-2xl bg-amber-50 px-5 py-4 text-base text-amber-900 dark:bg-amber-950 dark:text-amber-100">
						{problem}
					</p>
				)}
				{refunds.length > 0 && (
					<Card>
						<ul className="flex flex-col gap-3 text-base">
							{refunds.map((refund) => (
								<li key={refund.id} className="flex flex-col gap-1">
									<span>{refund.text}</span>
									<LocaleLink to={refund.creditNotePath} className="font-medium text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300">
										{refund.creditNote}
									</LocaleLink>
								</li>
							))}
						</ul>
						<p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{text.whereMoneyGoes}</p>
					</Card>
				)}
				{quote ? (
					<Card>
						<p className="text-base text-gray-700 dark:text-gray-300">{fillText(text.fromDate, { date: quote.firstDate })}</p>
						{quote.parts.map((part) => (
							// Days a renewal paid come back at its own price: each order's part is a section named by its order.
							<section key={part.key} className="mt-4" aria-labelledby={quote.parts.length > 1 ? `refund-part-${part.key}` : undefined}>
								{quote.parts.length > 1 && (
									<h2 id={`refund-part-${part.key}`} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
										{fillText(text.forOrder, { order: orderNumber(Number(part.key)) })}
									</h2>
								)}
								<dl className="text-base">
									<div className={row}>
										<dt>{text.days}</dt>
										<dd className="tabular-nums">{part.days}</dd>
									</div>
									<div className={row}>
										<dt>{text.dayPrice}</dt>
										<dd className="tabular-nums">
											<bdi>{part.dayPrice}</bdi>
										</dd>
									</div>
									<div className={row}>
										<dt>
											<bdi>{fillText(text.multiplication, { days: part.days, price: part.dayPrice })}</bdi>
										</dt>
										<dd className="tabular-nums">
											<bdi>{part.gross}</bdi>
										</dd>
									</div>
									{part.fee && (
										<div className={row}>
											<dt>{fillText(text.fee, { percent: part.feePercent })}</dt>
											<dd className="tabular-nums">
												− <bdi>{part.fee}</bdi>
											</dd>
										</div>
									)}
									{part.alreadyRefunded && (
										<div className={row}>
											<dt>{text.alreadyRefunded}</dt>
											<dd className="tabular-nums">
												− <bdi>{part.alreadyRefunded}</bdi>
											</dd>
										</div>
									)}
									<div className={`${row} font-bold`}>
										<dt>{text.refund}</dt>
										<dd className="tabular-nums">
											<bdi>{part.refund}</bdi>
										</dd>
									</div>
								</dl>
								<p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{fillText(text.vatIncluded, { vat: part.vat })}</p>
								<p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{part.dates}</p>
							</section>
						))}
						{quote.parts.length > 1 && (
							<dl className="mt-4 text-lg">
								<div className={`${row} font-bold`}>
									<dt>{text.totalRefund}</dt>
									<dd className="tabular-nums">
										<bdi>{quote.refund}</bdi>
									</dd>
								</div>
							</dl>
						)}
						{quote.stillDelivered && <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{fillText(text.stillDelivered, { dates: quote.stillDelivered })}</p>}
						<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{text.deposit}</p>
						<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{text.whereMoneyGoes}</p>
						<Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
							<input type="hidden" name="plan" value={planId} />
							<input type="hidden" name="expected_refund" value={String(quote.refundFils)} />
							<Button type="submit" variant="kcal-orange">
								{text.confirm}
							</Button>
							<ButtonLink to={planPath} variant="kcal-secondary">
								{text.keep}
							</ButtonLink>
						</Form>
					</Card>
				) : (
					<>
						{!done && <p className="text-base text-gray-700 dark:text-gray-300">{text.nothingToCancel}</p>}
						<ButtonLink to={planPath} variant="kcal-secondary" className="self-start">
							{text.backToPlan}
						</ButtonLink>
					</>
				)}
			</section>
		</>
	)
}
