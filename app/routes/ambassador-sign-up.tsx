import { useTranslation } from '../i18n/i18n.tsx'
import { displayNameOf, isAmbassadorHandle } from '../../domain/ambassador.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { metaFrom } from '../utils/meta.ts'
import { invalidRouteParameter, pageMeta, translator } from '../utils/page.server.ts'
import type { Route } from './+types/ambassador-sign-up'

export function loader({ url, params, context }: Route.LoaderArgs) {
	if (!isAmbassadorHandle(params.name)) throw invalidRouteParameter(url, context)
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
