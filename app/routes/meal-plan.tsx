import { useTranslation } from '../i18n/i18n.tsx'
import { findPlanBySlug } from '../../server/db/queries/plans.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { invalidRouteParameter, pageMeta, translator } from '../utils/page.server.ts'
import type { Route } from './+types/meal-plan'

const PLAN_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export async function loader({ url, params, context }: Route.LoaderArgs) {
	const { db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const plan = PLAN_SLUG.test(params.planSlug) ? await findPlanBySlug(db, params.planSlug, locale.code) : null
	if (!plan) throw invalidRouteParameter(url, context)
	const t = translator(context)
	return { plan, meta: pageMeta(context, t('mealPlan.title', { plan: plan.name }), plan.summary) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function MealPlan({ loaderData: { plan } }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<PageIntro heading={t('mealPlan.title', { plan: plan.name })} intro={plan.summary}>
			<ButtonLink to={`/meal-plans/customise-meal-plan/?plan=${encodeURIComponent(plan.slug)}`}>
				{t('mealPlan.customise')}
			</ButtonLink>
			<ButtonLink to="/meal-plans/" variant="kcal-secondary">
				{t('mealPlan.allPlans')}
			</ButtonLink>
		</PageIntro>
	)
}
