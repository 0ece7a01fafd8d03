/**
 * The shared module of the pages whose content is their localized title,
 * heading and purpose for now. A page moves to its own module when it gets
 * its real content (app/route-table.ts names the file).
 */
import { useTranslation } from '../i18n/i18n.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { metaFrom } from '../utils/meta.ts'
import { type PageKey, pageRouteOf, pageText } from '../utils/page.server.ts'
import type { Route } from './+types/page'

export function loader({ url, context }: Route.LoaderArgs) {
	const { route } = pageRouteOf(url)
	return pageText(context, route.id as PageKey)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Page({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			<ButtonLink to="/meal-plans/">{t('nav.mealPlans')}</ButtonLink>
			<ButtonLink to="/contact/" variant="kcal-secondary">
				{t('nav.contact')}
			</ButtonLink>
		</PageIntro>
	)
}
