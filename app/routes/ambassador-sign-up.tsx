import { useTranslation } from 'react-i18next'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { metaFrom } from '../utils/meta.ts'
import { invalidRouteParameter, pageMeta, translator } from '../utils/page.server.ts'
import type { Route } from './+types/ambassador-sign-up'

/** Ambassador handles: letters, digits, dots, dashes and underscores, 2–40 characters. */
export const AMBASSADOR_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,38}[a-z0-9])?$/i

/** `sara.k` → `Sara K`: how the handle is shown to the invited customer. */
export function displayNameOf(handle: string) {
	return handle
		.split(/[._-]+/)
		.filter(Boolean)
		.map((part) => part.charAt(0).toUpperCase() + part.slice(1))
		.join(' ')
}

export function loader({ request, params, context }: Route.LoaderArgs) {
	if (!AMBASSADOR_NAME.test(params.name) || params.name.length < 2) throw invalidRouteParameter(request, context)
	const t = translator(context)
	const name = displayNameOf(params.name)
	const intro = t('ambassador.intro', { name })
	return {
		handle: params.name,
		heading: t('ambassador.heading', { name }),
		intro,
		meta: pageMeta(context, t('ambassador.title', { name }), intro),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function AmbassadorSignUp({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			<ButtonLink to={`/sign-up/?ambassador=${encodeURIComponent(loaderData.handle)}`}>{t('nav.getStarted')}</ButtonLink>
		</PageIntro>
	)
}
