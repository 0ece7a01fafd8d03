/**
 * /dashboard/payment/?token=…: a payment link (from an e-mail, a text message or customer care)
 * lets whoever holds it pay that one order without logging in. The payment-token middleware has
 * verified the token; this page finds its order and hands the browser to the checkout's payment
 * step with the order's access cookie, so the gateways' answers come back to it as they do for
 * the browser that made the order. A paid order goes to its confirmation instead.
 */
import { redirect } from 'react-router'
import { localizePath } from '../../domain/locale.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { localeContext, paymentLinkContext, servicesContext } from '../context.ts'
import { middlewareFor } from '../middleware/route-middleware.server.ts'
import { orderAccessCookie } from '../utils/checkout-payment.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, translator } from '../utils/page.server.ts'
import type { Route } from './+types/dashboard-payment'

export const middleware: Route.MiddlewareFunction[] = middlewareFor('dashboardPayment')

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export async function loader({ context }: Route.LoaderArgs) {
	const link = context.get(paymentLinkContext)
	if (!link) return { ...pageText(context, 'dashboardPayment'), linkHelp: translator(context)('payment.linkHelp') }
	const { locale, t } = context.get(localeContext)
	const order = await context.get(servicesContext).checkout.findOrder(link.publicId)
	if (!order) throw new Response(t('payment.invalidLink'), { status: 404 })
	const query = new URLSearchParams({ order: order.publicId })
	const target = order.status === 'paid' ? '/meal-plans/thank-you/' : '/meal-plans/checkout/'
	throw redirect(`${localizePath(target, locale.code)}?${query}`, { status: 303, headers: { 'Set-Cookie': orderAccessCookie(context, order) } })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function DashboardPayment({ loaderData }: Route.ComponentProps) {
	return (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			<p role="status" className="rounded-2xl bg-primary-50 px-5 py-4 text-base text-primary-900 dark:bg-primary-950 dark:text-primary-100">
				{loaderData.linkHelp}
			</p>
		</PageIntro>
	)
}
