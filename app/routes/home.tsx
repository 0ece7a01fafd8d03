import { useTranslation } from '../i18n/i18n.tsx'
import { listActivePlans } from '../../server/db/queries/plans.ts'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	return { ...pageText(context, 'home'), plans: await listActivePlans(db, locale.code) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Home({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to="/meal-plans/">{t('nav.mealPlans')}</ButtonLink>
					<ButtonLink to="/body-assessment/" variant="kcal-secondary">
						{t('nav.bodyAssessment')}
					</ButtonLink>
				</PageIntro>
			</div>
			<section aria-labelledby="plans-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
				<h2 id="plans-heading" className="text-2xl font-bold text-gray-900 dark:text-gray-100">
					{t('pages.mealPlans.heading')}
				</h2>
				<ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{loaderData.plans.map((plan) => (
						<li key={plan.slug} className="relative rounded-2xl border border-gray-200 p-5 hover:border-primary-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-primary-500">
							<h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
								<LocaleLink to={`/meal-plans/${plan.slug}/`} className="after:absolute after:inset-0">
									{plan.name}
								</LocaleLink>
							</h3>
							<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{plan.summary}</p>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
