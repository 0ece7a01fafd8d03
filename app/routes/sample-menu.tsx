/**
 * A diet's sample menu (/meal-plans/{diet}-sample-menu/): the real 7-day menu from the database,
 * one tab per day (every day's panel is in the server's HTML, so search engines and find-in-page
 * see the whole week; before hydration each day's tab is a link to `?day=N#tab-day-N`, which the server
 * answers with that day shown), each dish with its meal, description, calories, macros and allergens, and
 * the day's totals; then its plan, "Customise this plan" and the other diets' menus.
 */
import { DIETS, type DietKey } from '../../content/diets.ts'
import { MEAL_PLAN } from '../../content/pages/meal-plan.ts'
import { SAMPLE_MENU } from '../../content/pages/sample-menu.ts'
import { localizePath } from '../../domain/locale.ts'
import { listActivePlans } from '../../server/db/queries/plans.ts'
import { findSampleMenu, type SampleMenuDay, type SampleMenuDish } from '../../server/db/queries/sample-menus.ts'
import { BreadcrumbHero } from '../components/breadcrumb-hero.tsx'
import { CallToAction, PageSection } from '../components/content-section.tsx'
import { JsonLd } from '../components/json-ld.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { flame, info } from '../components/ui/icons.generated.ts'
import { Tabs } from '../components/ui/tabs.tsx'
import { ResponsivePhoto } from '../components/responsive-photo.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { breadcrumbListJsonLd, jsonLdGraph } from '../utils/catalogue-json-ld.ts'
import { customisePlanPath, MEAL_PLANS_PATH, planPath, sampleMenuPath } from '../utils/catalogue-paths.ts'
import { metaFrom } from '../utils/meta.ts'
import { invalidRouteParameter, pageMeta, pageRouteOf, translator } from '../utils/page.server.ts'
import { fillText, formatCount } from '../../domain/text-template.ts'
import type { Route } from './+types/sample-menu'

const isDietKey = (value: string): value is DietKey => DIETS.some((diet) => diet.key === value)

export async function loader({ url, context }: Route.LoaderArgs) {
	const { db, settings } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const t = translator(context)
	// Route ids of sample menus are `sampleMenu.{diet}` (app/route-table.ts).
	const diet = pageRouteOf(url).route.id.replace('sampleMenu.', '')
	if (!isDietKey(diet)) throw new Error(`routes/sample-menu.tsx serves no diet ${diet}`)
	const [menu, plans] = await Promise.all([findSampleMenu(db, diet, locale.code), listActivePlans(db, locale.code)])
	if (!menu || menu.days.length === 0) throw invalidRouteParameter(url, context)
	const dietName = t(`diets.${diet}`)
	const heading = t('sampleMenu.heading', { diet: dietName })
	const intro = t('sampleMenu.intro', { diet: dietName })
	const found = plans.find((candidate) => candidate.slug === menu.planSlug)
	const plan = found ? { slug: found.slug, name: found.name } : null
	const content = SAMPLE_MENU[locale.code]
	const averageKcal = Math.round(menu.days.reduce((sum, day) => sum + day.totals.kcal, 0) / menu.days.length)
	const ownPath = sampleMenuPath(diet) ?? url.pathname
	// Before hydration the day tabs are links to `?day=N#tab-day-N` (Tabs' `hrefFor`); the server shows that day.
	const requestedDay = Number(url.searchParams.get('day'))
	const shownDay = menu.days.some((day) => day.day === requestedDay) ? requestedDay : (menu.days[0]?.day ?? 1)
	const pageUrl = (path: string) => settings.origin + localizePath(path, locale.code)
	return {
		heading,
		intro,
		days: menu.days,
		shownDay,
		ownPath,
		plan,
		content: {
			days: content.days,
			week: { ...content.week, average: fillText(content.week.average, { kcal: formatCount(averageKcal, locale.language) }) },
			nutrition: content.nutrition,
			allergens: content.allergens,
			cta: plan
				? { heading: content.plan.heading, text: fillText(content.plan.text, { plan: plan.name }), link: fillText(content.plan.link, { plan: plan.name }) }
				: content.noPlan,
			otherMenus: content.otherMenus,
			breadcrumb: { ...MEAL_PLAN[locale.code].breadcrumb, current: t('sampleMenu.title', { diet: dietName }) },
		},
		otherMenus: DIETS.filter((entry) => entry.key !== diet).map((entry) => ({
			name: t(`diets.${entry.key}`),
			path: sampleMenuPath(entry.key) ?? MEAL_PLANS_PATH,
		})),
		jsonLd: jsonLdGraph(
			breadcrumbListJsonLd([
				{ name: MEAL_PLAN[locale.code].breadcrumb.home, url: pageUrl('/') },
				{ name: t('nav.mealPlans'), url: pageUrl(MEAL_PLANS_PATH) },
				...(plan ? [{ name: plan.name, url: pageUrl(planPath(plan.slug)) }] : []),
				{ name: t('sampleMenu.title', { diet: dietName }), url: pageUrl(ownPath) },
			]),
		),
		meta: pageMeta(context, t('sampleMenu.title', { diet: dietName }), intro),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

type Content = Route.ComponentProps['loaderData']['content']

export default function SampleMenu({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const { content, plan, days } = loaderData
	return (
		<>
			<JsonLd data={loaderData.jsonLd} />
			<BreadcrumbHero
				breadcrumbs={{
					label: content.breadcrumb.label,
					items: [
						{ name: content.breadcrumb.home, to: '/' },
						{ name: t('nav.mealPlans'), to: MEAL_PLANS_PATH },
						...(plan ? [{ name: plan.name, to: planPath(plan.slug) }] : []),
					],
					current: content.breadcrumb.current,
				}}
				heading={loaderData.heading}
				intro={loaderData.intro}
			>
				<p className="mt-4 flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-100">
					<Icon icon={flame} className="size-5 shrink-0 text-kcal-orange-dark dark:text-kcal-orange" />
					{content.week.average}
				</p>
				{plan ? (
					<div className="mt-8 flex flex-wrap gap-3">
						<ButtonLink to={customisePlanPath(plan.slug, 'regular')}>{t('mealPlan.customise')}</ButtonLink>
						<ButtonLink to={planPath(plan.slug)} variant="kcal-secondary">
							{content.cta.link}
						</ButtonLink>
					</div>
				) : null}
			</BreadcrumbHero>

			<PageSection id="week" heading={content.week.heading}>
				<p className="mb-6 flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
					<Icon icon={info} className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400" />
					{content.week.portionNote}
				</p>
				<Tabs
					label={content.week.tabsLabel}
					defaultTab={`day-${loaderData.shownDay}`}
					hrefFor={(id) => `${loaderData.ownPath}?${new URLSearchParams({ day: id.replace('day-', '') })}`}
					items={days.map((day) => {
						const name = content.days[day.day - 1] ?? { short: String(day.day), long: String(day.day) }
						return {
							id: `day-${day.day}`,
							// Short names on phones, full ones read out. `relative` keeps the visually hidden
							// name inside the scrolling tab row (absolute, it would widen the page).
							label: (
								<span className="relative">
									<span aria-hidden="true" className="sm:hidden">
										{name.short}
									</span>
									<span className="max-sm:sr-only">{name.long}</span>
								</span>
							),
							// The shown day's first photo is the page's first large image: preloaded, not lazy.
							content: <DayMenu day={day} content={content} priorityPhoto={day.day === loaderData.shownDay} />,
						}
					})}
				/>
			</PageSection>

			<CallToAction id="start" heading={content.cta.heading} text={content.cta.text}>
				{plan ? (
					<>
						<ButtonLink to={customisePlanPath(plan.slug, 'regular')}>{t('mealPlan.customise')}</ButtonLink>
						<ButtonLink to={planPath(plan.slug)} variant="kcal-secondary">
							{content.cta.link}
						</ButtonLink>
					</>
				) : (
					<ButtonLink to={MEAL_PLANS_PATH}>{content.cta.link}</ButtonLink>
				)}
			</CallToAction>

			<PageSection id="more-menus" heading={content.otherMenus.heading} tone="muted">
				<ul className="flex flex-wrap gap-2">
					{loaderData.otherMenus.map((menu) => (
						<li key={menu.path}>
							<LocaleLink
								to={menu.path}
								className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-primary-700 hover:text-primary-800 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-200 dark:hover:border-primary-400 dark:hover:text-primary-300"
							>
								{t('sampleMenu.title', { diet: menu.name })}
							</LocaleLink>
						</li>
					))}
				</ul>
			</PageSection>
		</>
	)
}

/** One day: its dishes in serving order, then the day's totals. */
function DayMenu({ day, content, priorityPhoto }: { day: SampleMenuDay; content: Content; priorityPhoto: boolean }) {
	const { t, locale } = useTranslation()
	const grams = (value: number) => fillText(content.nutrition.grams, { value: formatCount(value, locale.language) })
	const { totals } = day
	return (
		<>
			<ul className="grid gap-4 md:grid-cols-2">
				{day.dishes.map((dish, index) => (
					<DishCard key={`${dish.slot}-${index}`} dish={dish} content={content} priorityPhoto={priorityPhoto && dish === day.dishes.find((candidate) => candidate.photo)} />
				))}
			</ul>
			<div className="mt-6 rounded-2xl bg-primary-50 p-4 dark:bg-primary-950">
				<p className="font-semibold text-gray-900 dark:text-gray-100">{content.nutrition.dayTotal}</p>
				<dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
					<Figure label={content.nutrition.calories} value={t('catalogue.kcal', { value: formatCount(totals.kcal, locale.language) })} />
					<Figure label={content.nutrition.protein} value={grams(totals.proteinG)} />
					<Figure label={content.nutrition.carbs} value={grams(totals.carbsG)} />
					<Figure label={content.nutrition.fat} value={grams(totals.fatG)} />
				</dl>
			</div>
		</>
	)
}

function Figure({ label, value }: { label: string; value: string }) {
	return (
		<div className="flex items-baseline gap-1.5">
			<dt className="text-gray-700 dark:text-gray-300">{label}</dt>
			<dd className="font-semibold text-gray-950 dark:text-white">{value}</dd>
		</div>
	)
}

/** Two columns from md up, inside the page's max width: a card is at most about half of 72rem. */
const DISH_PHOTO_SIZES = '(min-width: 768px) min(36rem, 50vw), 100vw'

function DishCard({ dish, content, priorityPhoto }: { dish: SampleMenuDish; content: Content; priorityPhoto: boolean }) {
	const { t, locale } = useTranslation()
	const grams = (value: number) => fillText(content.nutrition.grams, { value: formatCount(value, locale.language) })
	return (
		<li className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900">
			{dish.photo ? (
				<div className="-mx-5 -mt-5 mb-4 aspect-[3/2] overflow-hidden bg-gray-100 dark:bg-gray-800" data-dish-photo>
					<ResponsivePhoto photo={dish.photo} sizes={DISH_PHOTO_SIZES} priority={priorityPhoto} className="size-full object-cover" />
				</div>
			) : null}
			<div className="flex flex-wrap items-center justify-between gap-2">
				<Badge tone="brand">{t(`mealSlots.${dish.slot}`)}</Badge>
				<span className="flex items-center gap-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
					<Icon icon={flame} className="size-4 text-kcal-orange-dark dark:text-kcal-orange" />
					{t('catalogue.kcal', { value: formatCount(dish.kcal, locale.language) })}
				</span>
			</div>
			<h3 className="mt-3 text-lg font-semibold text-gray-950 dark:text-white">{dish.name}</h3>
			<p className="mt-1 text-gray-700 dark:text-gray-300">{dish.description}</p>
			<dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
				<Figure label={content.nutrition.protein} value={grams(dish.proteinG)} />
				<Figure label={content.nutrition.carbs} value={grams(dish.carbsG)} />
				<Figure label={content.nutrition.fat} value={grams(dish.fatG)} />
			</dl>
			<dl className="mt-auto flex flex-wrap items-center gap-1.5 pt-4 text-sm">
				<dt className="me-1 text-gray-700 dark:text-gray-300">{content.allergens.label}</dt>
				{dish.allergens.length > 0 ? (
					dish.allergens.map((allergen) => (
						<dd key={allergen}>
							<Badge tone="warning">{t(`allergens.${allergen}`)}</Badge>
						</dd>
					))
				) : (
					<dd className="text-gray-900 dark:text-gray-100">{content.allergens.none}</dd>
				)}
			</dl>
		</li>
	)
}
