/**
 * /meal-plans/ and its three collections (popular, diet-specific, weight loss), one module for
 * the four route-table entries: the route id picks the plans' tag, the `pages.*` messages and the
 * intro of content/pages/plan-collections.ts. The cards are the home page's PlanGrid.
 */
import { PLAN_COLLECTIONS, PLAN_COLLECTION_IDS, type PlanCollectionId } from '../../content/pages/plan-collections.ts'
import type { PlanTag } from '../../content/plans.ts'
import { listActivePlans } from '../../server/db/queries/plans.ts'
import { CallToAction, Paragraphs } from '../components/content-section.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { CurrentOffers } from '../components/current-offers.tsx'
import { PlanGrid, planCardData } from '../components/plan-grid.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { cx } from '../components/ui/cx.ts'
import { localeContext, servicesContext } from '../context.ts'
import { COLLECTION_PATHS, MEAL_PLANS_PATH } from '../utils/catalogue-paths.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageRouteOf, pageText } from '../utils/page.server.ts'
import { currentOffers } from '../utils/current-offers.server.ts'
import type { Route } from './+types/plan-collection'

/** The tag each collection shows; /meal-plans/ shows every plan. */
const COLLECTION_TAGS: Readonly<Record<PlanCollectionId, PlanTag | null>> = {
	mealPlans: null,
	popularMealPlans: 'popular',
	dietSpecificMealPlans: 'diet-specific',
	weightLossMealPlans: 'weight-loss',
}

const COLLECTION_LINKS: Readonly<Record<PlanCollectionId, string>> = {
	mealPlans: MEAL_PLANS_PATH,
	popularMealPlans: COLLECTION_PATHS.popular,
	dietSpecificMealPlans: COLLECTION_PATHS['diet-specific'],
	weightLossMealPlans: COLLECTION_PATHS['weight-loss'],
}

const isCollectionId = (id: string): id is PlanCollectionId => (PLAN_COLLECTION_IDS as readonly string[]).includes(id)

export async function loader({ url, context }: Route.LoaderArgs) {
	const { id } = pageRouteOf(url).route
	if (!isCollectionId(id)) throw new Error(`routes/plan-collection.tsx serves no page ${id}`)
	const { db } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const tag = COLLECTION_TAGS[id]
	const plans = await listActivePlans(db, code)
	const content = PLAN_COLLECTIONS[code]
	return {
		...pageText(context, id),
		collection: id,
		paragraphs: content.intros[id],
		nav: content.nav,
		empty: content.empty,
		help: content.help,
		plans: (tag === null ? plans : plans.filter((plan) => plan.tags.includes(tag))).map(planCardData),
		// The live campaigns: where a customer choosing a plan looks for a better price.
		offers: await currentOffers(context, new Date()),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function PlanCollection({ loaderData }: Route.ComponentProps) {
	const { collection, nav, plans, help } = loaderData
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			</div>
			<div className="mx-auto max-w-5xl px-4 sm:px-6">
				<nav aria-label={nav.label}>
					<ul className="flex flex-wrap justify-center gap-2">
						{PLAN_COLLECTION_IDS.map((id) => {
							const current = id === collection
							return (
								<li key={id}>
									<LocaleLink
										to={COLLECTION_LINKS[id]}
										aria-current={current ? 'page' : undefined}
										className={cx(
											'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
											current
												? 'border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-gray-950'
												: 'border-gray-300 text-gray-800 hover:border-primary-700 hover:text-primary-800 dark:border-gray-600 dark:text-gray-200 dark:hover:border-primary-400 dark:hover:text-primary-300',
										)}
									>
										{nav[id]}
									</LocaleLink>
								</li>
							)
						})}
					</ul>
				</nav>
				<Paragraphs items={loaderData.paragraphs} className="mx-auto mt-10 sm:text-center" />
				<div className="mt-10">
					{plans.length > 0 ? (
						<PlanGrid plans={plans} headingLevel={2} showPopular={collection !== 'popularMealPlans'} />
					) : (
						<p className="text-center text-lg text-gray-700 dark:text-gray-300">
							<LocaleLink to={MEAL_PLANS_PATH} className="font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300">
								{loaderData.empty}
							</LocaleLink>
						</p>
					)}
				</div>
				<CurrentOffers offers={loaderData.offers} className="mt-12" />
			</div>
			<CallToAction id="help" heading={help.heading} text={help.text}>
				<ButtonLink to="/body-assessment/">{help.cta}</ButtonLink>
			</CallToAction>
		</>
	)
}
