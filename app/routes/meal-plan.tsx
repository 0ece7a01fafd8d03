/**
 * A plan's page (/meal-plans/{slug}/, the catch-all of the route table): what it is, calories per
 * size, the price table of the chosen size (5, 6 or 7 days a week × 1, 2, 4 or 8 weeks, with the
 * day's price and the period's total), the bag deposit, its sample menu and "Customise this plan".
 *
 * The size switch works before JavaScript as links (`?size=plus` reloads the page with that
 * table) and once hydrated as tabs; either way the customise link carries the size shown:
 * /meal-plans/customise-meal-plan/?plan={slug}&size={regular|plus} (docs/architecture.md).
 */
import { useState } from 'react'
import { data } from 'react-router'
import { MEAL_PLAN } from '../../content/pages/meal-plan.ts'
import { localizePath } from '../../domain/locale.ts'
import { parsePlanSize } from '../../domain/plan-catalogue.ts'
import { DEFAULT_ORDER_CHOICE, type PlanSize } from '../../domain/plan-pricing.ts'
import { getCachedPlan, isPlanSlug } from '../../server/db/queries/plans.ts'
import { findWithdrawnPlanName } from '../../server/db/queries/withdrawn-plans.ts'
import { CallToAction, PageSection, Paragraphs } from '../components/content-section.tsx'
import { BreadcrumbHero } from '../components/breadcrumb-hero.tsx'
import { trackViewPlan } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { JsonLd } from '../components/json-ld.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PlanPriceTable } from '../components/plan-price-table.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { calendar, info } from '../components/ui/icons.generated.ts'
import { Price } from '../components/ui/price.tsx'
import { Tabs } from '../components/ui/tabs.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { breadcrumbListJsonLd, jsonLdGraph, planProductJsonLd } from '../utils/catalogue-json-ld.ts'
import { customisePlanPath, MEAL_PLANS_PATH, planPath, sampleMenuPath } from '../utils/catalogue-paths.ts'
import { metaFrom, OG_IMAGE } from '../utils/meta.ts'
import { invalidRouteParameter, pageMeta, translator } from '../utils/page.server.ts'
import { scheduleTerms, withScheduleTerms } from '../utils/schedule-terms.ts'
import { planStartTerms } from '../utils/schedule-terms.server.ts'
import { fillText, formatCalendarDate, formatCount } from '../../domain/text-template.ts'
import { earliestStartDate, startsAtFirstMenu } from '../../domain/delivery-schedule.ts'
import { cachedPlanPhoto } from '../../server/catalogue/plan-page-data.ts'
import { ResponsivePhoto } from '../components/responsive-photo.tsx'
import type { Route } from './+types/meal-plan'

export async function loader({ url, params, context }: Route.LoaderArgs) {
	const { db, settings } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	// The catch-all's path (React Router keeps the trailing slash): a plan's slug is one segment; anything deeper is no page.
	const slug = (params['*'] ?? '').replace(/\/$/, '')
	const found = await getCachedPlan(db, slug, locale.code)
	if (!found) {
		// A plan withdrawn from sale is gone, not unknown: 410 with its name and the way to the plans (not a 301, which browsers
		// keep: the address must work again at once if the plan is offered again).
		const withdrawn = isPlanSlug(slug) ? await findWithdrawnPlanName(db, slug, locale.code) : null
		if (withdrawn !== null) throw data({ message: translator(context)('mealPlan.withdrawn', { plan: withdrawn }) }, { status: 410 })
		throw invalidRouteParameter(url, context)
	}
	// Add-ons are chosen on the customise step; the page does not need them.
	const { addons: _addons, ...plan } = found
	const t = translator(context)
	const title = t('mealPlan.title', { plan: plan.name })
	const content = MEAL_PLAN[locale.code]
	const requested = parsePlanSize(url.searchParams.get('size'))
	// A plan sold in one size only shows that one, whatever the link asked for.
	const size = plan.variants.some((variant) => variant.size === requested) ? requested : (plan.variants[0]?.size ?? 'regular')
	const pageUrl = (path: string) => settings.origin + localizePath(path, locale.code)
	// The schedule terms in force and the plan's first menu: a plan published before its first weekly menu begins starts then.
	const now = new Date()
	const start = await planStartTerms(db, plan.id, now)
	const jsonLd = jsonLdGraph(
		planProductJsonLd({
			name: plan.name,
			description: plan.description,
			url: pageUrl(planPath(plan.slug)),
			image: settings.origin + OG_IMAGE.path,
			brand: t('meta.siteName'),
			prices: plan.variants.flatMap((variant) => variant.prices),
		}),
		breadcrumbListJsonLd([
			{ name: content.breadcrumb.home, url: pageUrl('/') },
			{ name: t('nav.mealPlans'), url: pageUrl(MEAL_PLANS_PATH) },
			{ name: plan.name, url: pageUrl(planPath(plan.slug)) },
		]),
	)
	return {
		plan,
		size,
		title,
		sampleMenuPath: sampleMenuPath(plan.sampleMenuDiet),
		content,
		// The pause and refund rules of the schedule_rules row in force today, up front (domain-facts §4).
		scheduleTerms: withScheduleTerms(content.prices.scheduleTerms, scheduleTerms(start.rules, locale.code)),
		// Said only when the first menu, not the usual notice, decides the first day (the customise step offers none earlier).
		startNote: startsAtFirstMenu(now, start.cutoff, start.menuFrom)
			? fillText(content.firstMenuStart, {
					date: formatCalendarDate(earliestStartDate(now, DEFAULT_ORDER_CHOICE.daysPerWeek, start.closedDates, start.cutoff, start.menuFrom), locale.language),
				})
			: null,
		// The plan's photo, uploaded in the console; the hero is designed without one too.
		photo: await cachedPlanPhoto(db, plan.id, locale.code),
		jsonLd,
		meta: pageMeta(context, title, plan.summary),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

type LoaderData = Route.ComponentProps['loaderData']

export default function MealPlan({ loaderData }: Route.ComponentProps) {
	useTrackOnce(loaderData.plan.slug, () => trackViewPlan(loaderData.plan))
	// A new plan or a `?size=` link starts the page's own size choice afresh.
	return <PlanPage key={`${loaderData.plan.slug}:${loaderData.size}`} data={loaderData} />
}

const textLink = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

function PlanPage({ data }: { data: LoaderData }) {
	const { t, locale } = useTranslation()
	const { plan, content, sampleMenuPath: menuPath } = data
	const [size, setSize] = useState<PlanSize>(data.size)
	const customise = customisePlanPath(plan.slug, size)
	const kcal = (min: number, max: number) =>
		t('catalogue.kcal', { value: `${formatCount(min, locale.language)}–${formatCount(max, locale.language)}` })
	const regular = plan.variants.find((variant) => variant.size === 'regular') ?? plan.variants[0]
	const largest = plan.variants.at(-1)

	return (
		<>
			<JsonLd data={data.jsonLd} />
			<BreadcrumbHero
				breadcrumbs={{
					label: content.breadcrumb.label,
					items: [
						{ name: content.breadcrumb.home, to: '/' },
						{ name: t('nav.mealPlans'), to: MEAL_PLANS_PATH },
					],
					current: plan.name,
				}}
				badge={plan.tags.includes('popular') ? <Badge tone="brand">{t('catalogue.popular')}</Badge> : undefined}
				heading={data.title}
				intro={plan.summary}
			>
				{plan.fromPricePerDayFils !== null ? (
					<p className="mt-6 flex flex-wrap items-baseline gap-x-2 text-gray-700 dark:text-gray-300">
						{t('catalogue.from')}
						<Price fils={plan.fromPricePerDayFils} perDay minimumFractionDigits={0} size="lg" />
					</p>
				) : null}
				{data.startNote ? (
					<p className="mt-4 flex items-start gap-2 text-gray-700 dark:text-gray-300" data-plan-start>
						<Icon icon={calendar} className="mt-1 size-4 shrink-0 text-primary-700 dark:text-primary-400" />
						{data.startNote}
					</p>
				) : null}
				<div className="mt-8 flex flex-wrap gap-3">
					<ButtonLink to={customise}>{t('mealPlan.customise')}</ButtonLink>
					{menuPath ? (
						<ButtonLink to={menuPath} variant="kcal-secondary">
							{content.sampleMenu.link}
						</ButtonLink>
					) : null}
				</div>
				{data.photo ? (
					<div className="mt-8 aspect-[3/2] max-w-3xl overflow-hidden rounded-2xl bg-gray-100 dark:bg-gray-800" data-plan-photo>
						{/* The page's first large image: preloaded, not lazy. */}
						<ResponsivePhoto photo={data.photo} sizes="(min-width: 768px) 48rem, 100vw" priority className="size-full object-cover" />
					</div>
				) : null}
			</BreadcrumbHero>

			<PageSection id="about" heading={content.about.heading}>
				<Paragraphs items={[plan.description]} />
				<dl className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-2">
					<div className="rounded-2xl border border-gray-200 p-4 dark:border-gray-700">
						<dt className="text-sm text-gray-700 dark:text-gray-300">{content.about.mealsPerDay}</dt>
						<dd className="mt-1 text-2xl font-bold text-gray-950 dark:text-white">{formatCount(plan.mealsPerDay, locale.language)}</dd>
					</div>
					{regular && largest ? (
						<div className="rounded-2xl border border-gray-200 p-4 dark:border-gray-700">
							<dt className="text-sm text-gray-700 dark:text-gray-300">{content.about.calories}</dt>
							<dd className="mt-1 text-2xl font-bold text-gray-950 dark:text-white">{kcal(regular.kcalMin, largest.kcalMax)}</dd>
						</div>
					) : null}
				</dl>
			</PageSection>

			<PageSection id="calories" heading={content.calories.heading} intro={content.calories.intro} tone="muted">
				<table className="w-full max-w-xl border-collapse text-start">
					<caption className="sr-only">{content.calories.caption}</caption>
					<thead>
						<tr className="border-b border-gray-300 dark:border-gray-600">
							<th scope="col" className="py-2 pe-4 text-start text-sm font-semibold text-gray-700 dark:text-gray-300">
								{content.calories.sizeColumn}
							</th>
							<th scope="col" className="py-2 text-start text-sm font-semibold text-gray-700 dark:text-gray-300">
								{content.calories.kcalColumn}
							</th>
						</tr>
					</thead>
					<tbody>
						{plan.variants.map((variant) => (
							<tr key={variant.code} className="border-b border-gray-200 last:border-b-0 dark:border-gray-800">
								<th scope="row" className="py-3 pe-4 text-start font-semibold text-gray-900 dark:text-gray-100">
									{t(`catalogue.sizes.${variant.size}`)}
								</th>
								<td className="py-3 text-gray-900 dark:text-gray-100">{kcal(variant.kcalMin, variant.kcalMax)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</PageSection>

			<PageSection id="prices" heading={content.prices.heading} intro={content.prices.intro}>
				<div className="max-w-3xl">
					<SizeSwitch data={data} size={size} onChange={setSize} />
				</div>
				<div className="mt-8 space-y-3 text-gray-700 dark:text-gray-300">
					{plan.bagDeposit ? (
						<dl className="flex max-w-3xl flex-wrap items-baseline gap-x-3 gap-y-1 rounded-2xl bg-gray-50 p-4 dark:bg-gray-900">
							<dt className="font-semibold text-gray-900 dark:text-gray-100">{content.prices.depositLabel}</dt>
							<dd>
								<Price fils={plan.bagDeposit.amountFils} minimumFractionDigits={0} size="sm" />
							</dd>
							<dd className="basis-full text-sm">{content.prices.depositText}</dd>
						</dl>
					) : null}
					<p className="flex items-start gap-2 text-sm">
						<Icon icon={info} className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400" />
						{content.priceText.vatNote}
					</p>
					<p className="flex items-start gap-2 text-sm">
						<Icon icon={calendar} className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400" />
						{data.scheduleTerms}
					</p>
				</div>
			</PageSection>

			{menuPath ? (
				<PageSection id="sample-menu" heading={content.sampleMenu.heading} intro={content.sampleMenu.text} tone="muted">
					<LocaleLink to={menuPath} className={textLink}>
						{content.sampleMenu.link}
					</LocaleLink>
				</PageSection>
			) : null}

			<CallToAction id="start" heading={content.start.heading} text={content.start.text}>
				<ButtonLink to={customise}>{t('mealPlan.customise')}</ButtonLink>
				<ButtonLink to={MEAL_PLANS_PATH} variant="kcal-secondary">
					{t('mealPlan.allPlans')}
				</ButtonLink>
			</CallToAction>
		</>
	)
}

/**
 * Regular and Plus prices. Before hydration (and without JavaScript) each size is a link to the
 * page with `?size=`, which the server answers with that size's table shown; once hydrated, tabs
 * switch at once and tell the page, whose customise links follow.
 */
function SizeSwitch({ data, size, onChange }: { data: LoaderData; size: PlanSize; onChange: (size: PlanSize) => void }) {
	const { t } = useTranslation()
	const { plan, content } = data
	const table = (variant: (typeof plan.variants)[number]) => (
		<PlanPriceTable
			prices={variant.prices}
			text={content.priceText}
			caption={fillText(content.priceText.caption, { size: t(`catalogue.sizes.${variant.size}`) })}
		/>
	)
	if (plan.variants.length < 2) return plan.variants[0] ? table(plan.variants[0]) : null
	return (
		<Tabs
			label={content.priceText.sizeLabel}
			selected={size}
			onChange={(id) => onChange(id as PlanSize)}
			hrefFor={(id) => `${planPath(plan.slug)}?size=${id}`}
			items={plan.variants.map((variant) => ({ id: variant.size, label: t(`catalogue.sizes.${variant.size}`), content: table(variant) }))}
		/>
	)
}

