/**
 * /reset-password/: the first step of a password reset. The customer types the e-mail of the
 * account; the action (app/utils/account-security.server.ts, the service of
 * POST /client/api/v1/password-reset) e-mails a 6-digit code when the address has an account
 * and moves on to /reset-password/otp/ in every case, with the same neutral note, so the page
 * never tells whether an address is registered. A plain POST form: it works without JavaScript.
 * `?email=` fills the address in (the log-in page, the account page, "use another address").
 * /set-password/ is the same step for an account made with an order.
 */
import { RESET_PASSWORD } from '../../content/pages/reset-password.ts'
import { CodeRequestPage } from '../components/account/code-request-form.tsx'
import { localeContext } from '../context.ts'
import { emailToFillIn, resetRequestAction } from '../utils/account-security.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/reset-password'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return { ...pageText(context, 'resetPassword'), content: RESET_PASSWORD[code].request, email: emailToFillIn(url) }
}

export function action({ request, context }: Route.ActionArgs) {
	return resetRequestAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	return <CodeRequestPage heading={loaderData.heading} intro={loaderData.intro} content={loaderData.content} email={loaderData.email} state={actionData} />
}
