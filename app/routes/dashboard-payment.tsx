/**
 * /dashboard/payment/?token=…: a payment link (from an e-mail, a text message or customer care)
 * lets whoever holds it pay that one order without logging in. The payment-token middleware has
 * verified the token; this page finds its order and hands the browser to the checkout's payment
 * step with the order's access cookie, so the gateways' answers come back to it as they do for
 * the browser that made the order. A paid order goes to its confirmation instead.
 */
import { data, redirect } from 'react-router'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { localizePath } from '../../domain/locale.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { SupportContacts } from '../components/support-contacts.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { localeContext, paymentLinkContext, servicesContext } from '../context.ts'
import { middlewareFor } from '../middleware/route-middleware.server.ts'
import { orderAccessCookie } from '../utils/checkout-payment.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageMeta, pageText } from '../utils/page.server.ts'
import type { Route } from './+types/dashboard-payment'

export const middleware: Route.MiddlewareFunction[] = middlewareFor('dashboardPayment')

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

/** A link that will never work: 400 (malformed or tampered), 410 (expired), 404 (its order is gone). */
const REFUSED_STATUS = { invalid: 400, expired: 410, gone: 404 } as const

export async function loader({ context }: Route.LoaderArgs) {
	const link = context.get(paymentLinkContext)
	const { locale, t } = context.get(localeContext)
	if (!link) return { view: 'help' as const, ...pageText(context, 'dashboardPayment'), linkHelp: t('payment.linkHelp') }
	const order = 'refused' in link ? null : await context.get(servicesContext).checkout.findOrder(link.publicId)
	if (!order) {
		const reason = 'refused' in link ? link.refused : 'gone'
		const expired = reason === 'expired'
		const heading = t(expired ? 'payment.expiredTitle' : 'payment.invalidTitle')
		const message = t(expired ? 'payment.expiredLink' : 'payment.invalidLink')
		// Trying again cannot help: the page says what to do instead, with the ways to reach us.
		return data(
			{
				view: 'refused' as const,
				heading,
				message,
				meta: pageMeta(context, heading, message),
				askForLink: t('payment.askForLink'),
				chooseAgain: t('payment.chooseAgain'),
				company: context.get(servicesContext).settings.company,
				supportText: SUPPORT_CONTACTS_TEXT[locale.code],
			},
			{ status: REFUSED_STATUS[reason] },
		)
	}
	const query = new URLSearchParams({ order: order.publicId })
	const target = order.status === 'paid' ? '/meal-plans/thank-you/' : '/meal-plans/checkout/'
	throw redirect(`${localizePath(target, locale.code)}?${query}`, { status: 303, headers: { 'Set-Cookie': orderAccessCookie(context, order) } })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function DashboardPayment({ loaderData }: Route.ComponentProps) {
	if (loaderData.view === 'help') {
		return (
			<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
				<p role="status" className="rounded-2xl bg-primary-50 px-5 py-4 text-base text-primary-900 dark:bg-primary-950 dark:text-primary-100">
					{loaderData.linkHelp}
				</p>
			</PageIntro>
		)
	}
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.message} />
			<div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-16 sm:px-6">
				<p className="text-base text-gray-800 dark:text-gray-200">{loaderData.askForLink}</p>
				<SupportContacts company={loaderData.company} text={loaderData.supportText} />
				<div>
					<ButtonLink to="/meal-plans/" variant="kcal-secondary">
						{loaderData.chooseAgain}
					</ButtonLink>
				</div>
			</div>
		</>
	)
}
