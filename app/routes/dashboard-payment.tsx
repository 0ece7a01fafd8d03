import { PageIntro } from '../components/page-intro.tsx'
import { middlewareFor } from '../middleware/route-middleware.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, translator } from '../utils/page.server.ts'
import type { Route } from './+types/dashboard-payment'

export const middleware: Route.MiddlewareFunction[] = middlewareFor('dashboardPayment')

export function loader({ request, context }: Route.LoaderArgs) {
	const hasToken = new URL(request.url).searchParams.has('token')
	return { ...pageText(context, 'dashboardPayment'), linkHelp: hasToken ? null : translator(context)('payment.linkHelp') }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function DashboardPayment({ loaderData }: Route.ComponentProps) {
	return (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			{loaderData.linkHelp ? (
				<p role="status" className="rounded-2xl bg-primary-50 px-5 py-4 text-base text-primary-900 dark:bg-primary-950 dark:text-primary-100">
					{loaderData.linkHelp}
				</p>
			) : null}
		</PageIntro>
	)
}
