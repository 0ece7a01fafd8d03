/**
 * /account/plan/renew/?plan=<subscription id>: the renewal step (issue 17 item 6). The signed-in
 * customer whose plan it is, or whoever holds the reminder e-mail's signed link (`&token=`),
 * chooses how many weeks to add (a GET form: the price is the server's, with or without
 * JavaScript), sees the price breakdown and the new delivery days, and posts to the action,
 * which makes the renewal order (server/orders/renewal-order.ts) and sends the browser to the
 * checkout's payment step for it, with the order's access cookie like a new order.
 * Another customer's plan, or a link that is not genuine, shows nothing of it.
 */
import { randomUUID } from 'node:crypto'
import { data, Form, redirect } from 'react-router'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { localizePath } from '../../domain/locale.ts'
import { isWeeks, WEEK_OPTIONS, type Weeks } from '../../domain/plan-pricing.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import type { RenewalQuote } from '../../server/orders/renewal-order.ts'
import { CHECKOUT_PATH } from '../../server/payments/routes.ts'
import { renewPlanPath } from '../../server/schedule/renewal-reminders.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { PriceBreakdown } from '../components/price-breakdown.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { RadioGroup } from '../components/ui/field.tsx'
import { localeContext, type RequestServices, servicesContext } from '../context.ts'
import { MEAL_PLANS_PATH } from '../utils/catalogue-paths.ts'
import { orderAccessCookie } from '../utils/checkout-payment.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, unmatchedRoute } from '../utils/page.server.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import type { Route } from './+types/renew-plan'

/** What a customer is offered first: four weeks, the usual plan length. */
const DEFAULT_WEEKS: Weeks = 4

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

/** The plan the visitor may renew: their own, or the one a genuine signed link names. */
async function renewablePlan(services: RequestServices, planId: string, token: string | null) {
	const { renewals } = services.checkout
	if (services.customer) {
		const own = await renewals.findOwn(planId, services.customer.id)
		if (own) return own
	}
	return token ? renewals.findByLink(planId, token) : null
}

type Quoted = Extract<RenewalQuote, { status: 'quoted' }>

/** The quote as the page shows it: the server's price, the days in the page's language. */
function quoteView(quote: Quoted, language: string) {
	const first = quote.dates[0] ?? quote.lastDate
	const last = quote.dates.at(-1) ?? quote.lastDate
	return {
		price: quote.price,
		planName: quote.choice.planName,
		lastDate: formatCalendarDate(quote.lastDate, language),
		days: { first: formatCalendarDate(first, language), last: formatCalendarDate(last, language), count: String(quote.dates.length) },
	}
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const { locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	const text = RENEWAL_MESSAGES[locale.code]
	const planId = url.searchParams.get('plan') ?? ''
	const token = url.searchParams.get('token')
	const requested = Number(url.searchParams.get('weeks') ?? DEFAULT_WEEKS)
	const weeks: Weeks = isWeeks(requested) ? requested : DEFAULT_WEEKS
	const page = {
		...pageText(context, 'renewPlan'),
		text: text.page,
		weekLabels: CUSTOMISE[locale.code].weeks,
		breakdown: CUSTOMISE[locale.code].breakdown,
		planId,
		token,
		weeks,
		logInPath: `/log-in/?${new URLSearchParams({ redirectTo: localizePath(renewPlanPath(planId), locale.code) })}`,
	}
	const subscription = await renewablePlan(services, planId, token)
	if (!subscription) {
		// A plan that is not this customer's answers like one that does not exist.
		if (services.customer && !token) throw unmatchedRoute(url, context)
		return { ...page, view: 'sign-in' as const, message: token ? text.refusals.linkInvalid : null }
	}
	const quote = await services.checkout.renewals.quote(subscription, weeks, locale.code)
	if (quote.status !== 'quoted') {
		return { ...page, view: 'refused' as const, message: quote.status === 'invalid' ? quote.fields.weeks : quote.message, seePlans: quote.status === 'withdrawn' }
	}
	return { ...page, view: 'quote' as const, quote: quoteView(quote, locale.language), idempotencyKey: randomUUID() }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { locale, t } = context.get(localeContext)
	const services = context.get(servicesContext)
	const form = await request.formData().catch(() => new FormData())
	const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '')
	// React Router already refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) return data({ message: t('api.crossSite') }, { status: 403 })
	const subscription = await renewablePlan(services, field('plan'), field('token') || null)
	if (!subscription) return data({ message: RENEWAL_MESSAGES[locale.code].refusals.linkInvalid }, { status: 404 })
	const result = await services.checkout.renewals.createOrder(
		subscription,
		{ weeks: Number(field('weeks')), expected_total: Number(field('expected_total')) },
		{ locale: locale.code, idempotencyKey: field('idempotency_key'), customerId: services.customer?.id ?? null },
	)
	switch (result.status) {
		case 'created':
		case 'replayed': {
			const target = `${localizePath(CHECKOUT_PATH, locale.code)}?${new URLSearchParams({ order: result.order.publicId })}`
			return redirect(target, { status: 303, headers: { 'Set-Cookie': orderAccessCookie(context, result.order) } })
		}
		case 'price-changed':
			return data({ message: result.message }, { status: 409 })
		case 'key-reused':
			return data({ message: t('api.idempotencyKeyReused') }, { status: 422 })
		case 'invalid':
			return data({ message: result.fields.weeks }, { status: 400 })
		case 'withdrawn':
			return data({ message: result.message, seePlans: true }, { status: 409 })
		default:
			return data({ message: result.message }, { status: 409 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function RenewPlan({ loaderData, actionData }: Route.ComponentProps) {
	const { text, planId, token, weeks } = loaderData
	const problem = actionData?.message ?? (loaderData.view !== 'quote' ? loaderData.message : null)
	// A withdrawn plan's refusal points to the plans on sale.
	const seePlans = (actionData && 'seePlans' in actionData) || (loaderData.view === 'refused' && loaderData.seePlans)
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pb-12 sm:px-6">
				{problem && (
					<p role="alert" className="rounded-2xl bg-amber-50 px-5 py-4 text-base text-amber-900 dark:bg-amber-950 dark:text-amber-100">
						{problem}
					</p>
				)}
				{seePlans && (
					<ButtonLink to={MEAL_PLANS_PATH} className="self-start">
						{text.seePlans}
					</ButtonLink>
				)}
				{loaderData.view === 'sign-in' && (
					<ButtonLink to={loaderData.logInPath} className="self-start">
						{text.logIn}
					</ButtonLink>
				)}
				{loaderData.view === 'quote' && (
					<>
						<p className="text-base text-gray-700 dark:text-gray-300">{fillText(text.lead, { plan: loaderData.quote.planName, date: loaderData.quote.lastDate })}</p>
						<Card>
							<Form method="get" className="flex flex-col gap-4">
								<input type="hidden" name="plan" value={planId} />
								{token && <input type="hidden" name="token" value={token} />}
								<RadioGroup
									legend={text.weeksLabel}
									name="weeks"
									defaultValue={String(weeks)}
									options={WEEK_OPTIONS.map((option) => ({ value: String(option), label: loaderData.weekLabels[String(option) as '1' | '2' | '4' | '8'] }))}
								/>
								<Button type="submit" variant="kcal-secondary" className="self-start">
									{text.showPrice}
								</Button>
							</Form>
						</Card>
						<Card>
							<PriceBreakdown price={loaderData.quote.price} text={loaderData.breakdown} />
							<p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{fillText(text.newDays, loaderData.quote.days)}</p>
							<Form method="post" className="mt-4 flex flex-col gap-3">
								<input type="hidden" name="plan" value={planId} />
								{token && <input type="hidden" name="token" value={token} />}
								<input type="hidden" name="weeks" value={String(weeks)} />
								<input type="hidden" name="expected_total" value={String(loaderData.quote.price.total)} />
								<input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
								<Button type="submit" className="self-start">
									{text.toPayment}
								</Button>
								<p className="text-sm text-gray-600 dark:text-gray-400">{text.paymentNote}</p>
							</Form>
						</Card>
					</>
				)}
			</section>
		</>
	)
}
