/**
 * Plans as cards: name, "Popular" tag, summary, daily calories across both sizes, meals a day and
 * the "from AED … per day" price. Each whole card is one link to the plan's page (its name is
 * the link's text, stretched over the card), so a screen reader hears one link per plan.
 * Used by the home page and the four /meal-plans/ collection pages.
 */
import { kcalRange } from '../../domain/plan-catalogue.ts'
import type { PlanSummary, PlanVariant } from '../../server/db/queries/catalogue.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { planPath } from '../utils/catalogue-paths.ts'
import { formatCount } from '../../domain/text-template.ts'
import { LocaleLink } from './locale-link.tsx'
import { Badge } from './ui/badge.tsx'
import { Icon } from './ui/icon.tsx'
import { flame, leaf } from './ui/icons.generated.ts'
import { Price } from './ui/price.tsx'

/** The fields of a plan a card shows; the catalogue's PlanSummary has them all. */
export type PlanCardData = Pick<PlanSummary, 'slug' | 'name' | 'summary' | 'mealsPerDay' | 'tags' | 'fromPricePerDayFils'> & {
	variants: readonly Pick<PlanVariant, 'kcalMin' | 'kcalMax'>[]
}

/**
 * Only what a card shows, for a loader to return: loader data is serialised into the page and
 * rendered on every uncached request, and a plan's description, ids and variant codes are half of
 * a card's data (docs/benchmarks.md, eighteenth session, area A).
 */
export function planCardData(plan: PlanCardData): PlanCardData {
	const { slug, name, summary, mealsPerDay, tags, fromPricePerDayFils, variants } = plan
	return { slug, name, summary, mealsPerDay, tags, fromPricePerDayFils, variants: variants.map(({ kcalMin, kcalMax }) => ({ kcalMin, kcalMax })) }
}

type PlanGridProps = {
	plans: readonly PlanCardData[]
	/** The cards' heading level, one below the heading the grid sits under. */
	headingLevel?: 2 | 3
	/** Marks popular plans with a tag; off where every plan shown is popular. */
	showPopular?: boolean
}

export function PlanGrid({ plans, headingLevel = 3, showPopular = true }: PlanGridProps) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
			{plans.map((plan) => (
				<PlanCard key={plan.slug} plan={plan} headingLevel={headingLevel} showPopular={showPopular} />
			))}
		</ul>
	)
}

function PlanCard({ plan, headingLevel, showPopular }: { plan: PlanCardData; headingLevel: 2 | 3; showPopular: boolean }) {
	const { t, locale } = useTranslation()
	const Heading = `h${headingLevel}` as const
	const kcal = kcalRange(plan.variants)
	const popular = showPopular && plan.tags.includes('popular')
	return (
		<li className="plan-card">
			{/* The badge goes under a name too long to share the line on a phone («Интернациональный»). */}
			<div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
				<Heading className="text-lg font-semibold text-gray-950 dark:text-white">
					<LocaleLink to={planPath(plan.slug)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
						{plan.name}
					</LocaleLink>
				</Heading>
				{popular ? (
					<Badge tone="brand" className="shrink-0">
						{t('catalogue.popular')}
					</Badge>
				) : null}
			</div>
			<p className="mt-2 text-gray-700 dark:text-gray-300">{plan.summary}</p>
			<ul className="mt-4 space-y-1.5 text-sm text-gray-700 dark:text-gray-300">
				{kcal ? (
					<li className="flex items-center gap-2">
						<Icon icon={flame} className="size-4 shrink-0 text-kcal-orange-dark dark:text-kcal-orange" />
						{t('catalogue.kcalRange', { min: formatCount(kcal.min, locale.language), max: formatCount(kcal.max, locale.language) })}
					</li>
				) : null}
				<li className="flex items-center gap-2">
					<Icon icon={leaf} className="size-4 shrink-0 text-primary-700 dark:text-primary-400" />
					{t('catalogue.mealsPerDay', { count: plan.mealsPerDay })}
				</li>
			</ul>
			{plan.fromPricePerDayFils !== null ? (
				<p className="mt-auto flex flex-wrap items-baseline gap-x-1.5 pt-5 text-sm text-gray-700 dark:text-gray-300">
					{t('catalogue.from')}
					<Price fils={plan.fromPricePerDayFils} perDay minimumFractionDigits={0} />
				</p>
			) : null}
		</li>
	)
}
