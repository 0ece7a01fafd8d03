import { useTranslation } from '../i18n/i18n.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import type { Messages } from '../i18n/messages/en.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageMeta, pageRouteOf, translator } from '../utils/page.server.ts'
import type { Route } from './+types/sample-menu'

export function loader({ url, context }: Route.LoaderArgs) {
	const t = translator(context)
	// Route ids of sample menus are `sampleMenu.{diet}` (app/route-table.ts).
	const diet = pageRouteOf(url).route.id.replace('sampleMenu.', '') as keyof Messages['diets']
	const dietName = t(`diets.${diet}`)
	const intro = t('sampleMenu.intro', { diet: dietName })
	return {
		heading: t('sampleMenu.heading', { diet: dietName }),
		intro,
		meta: pageMeta(context, t('sampleMenu.title', { diet: dietName }), intro),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function SampleMenu({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			<ButtonLink to="/meal-plans/">{t('mealPlan.allPlans')}</ButtonLink>
		</PageIntro>
	)
}
