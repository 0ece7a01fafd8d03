/**
 * /set-password/: the first password of an account made with an order. The e-mail sent once the
 * order is paid (server/accounts/checkout-account.ts) links here with `?email=`. The same step as
 * /reset-password/ (a code e-mailed by the same service, the same neutral answer for every
 * address, then /reset-password/otp/) under words for someone who never had a password to forget.
 */
import { RESET_PASSWORD } from '../../content/pages/reset-password.ts'
import { CodeRequestPage } from '../components/account/code-request-form.tsx'
import { localeContext } from '../context.ts'
import { emailToFillIn, resetRequestAction } from '../utils/account-security.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/set-password'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function loader({ url, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return { ...pageText(context, 'setPassword'), content: RESET_PASSWORD[code].setRequest, email: emailToFillIn(url) }
}

export function action({ request, context }: Route.ActionArgs) {
	return resetRequestAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
	return <CodeRequestPage heading={loaderData.heading} intro={loaderData.intro} content={loaderData.content} email={loaderData.email} state={actionData} />
}
