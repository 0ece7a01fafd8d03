/**
 * /cheap-meal-plans/: the most affordable ways to eat with us, worked out from the live price
 * tables rather than written down: the lowest price per day of all, each plan's lowest price,
 * how days a week and weeks move the price of the cheapest plan, and tips whose figures (totals,
 * the Plus difference, the saving of a longer commitment) come from the same data. Copy from
 * content/pages/cheap-meal-plans.ts.
 */
import type { ReactNode } from 'react'
import { CHEAP_MEAL_PLANS } from '../../content/pages/cheap-meal-plans.ts'
import { MEAL_PLAN } from '../../content/pages/meal-plan.ts'
import { PLUS_SIZE_ABOVE_KCAL } from '../../domain/body-assessment.ts'
import { formatAed } from '../../domain/money.ts'
import { cheapestOptionPerPlan, optionAt, savingPercent } from '../../domain/plan-catalogue.ts'
import { cachedCatalogue } from '../../server/db/queries/catalogue.ts'
import { CallToAction, PageSection } from '../components/content-section.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PlanPriceTable } from '../components/plan-price-table.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { check } from '../components/ui/icons.generated.ts'
import { Price } from '../components/ui/price.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { customisePlanPath, MEAL_PLANS_PATH, planPath } from '../utils/catalogue-paths.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText, formatCount, listParts, pluralText } from '../../domain/text-template.ts'
import type { Route } from './+types/cheap-meal-plans'

/** How many of the lowest-priced plans the last tip names. */
const NAMED_PLANS = 3

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const catalogue = await cachedCatalogue(db, locale.code)
	const perPlan = cheapestOptionPerPlan(catalogue.plans, 'regular')
	const lowest = perPlan[0] ?? null
	const reference = lowest?.plan ?? null
	const regular = reference?.variants.find((variant) => variant.size === 'regular')?.prices ?? []
	const plus = reference?.variants.find((variant) => variant.size === 'plus')?.prices ?? []
	const perDay = (prices: typeof regular, days: 5 | 6 | 7, weeks: 1 | 2 | 4 | 8) => optionAt(prices, days, weeks)?.pricePerDayFils ?? null
	const percent = (from: number | null, to: number | null) => (from !== null && to !== null ? savingPercent(from, to) : null)
	const plusAtLowest = lowest ? optionAt(plus, lowest.option.daysPerWeek, lowest.option.weeks) : null

	// The named plans as list parts, so each name can be a link in the language's "A, B and C".
	const planList = listParts(
		perPlan.slice(0, NAMED_PLANS).map(({ plan }) => ({ key: plan.slug, text: plan.name })),
		locale.language,
	)

	const content = CHEAP_MEAL_PLANS[locale.code]
	const planName = reference?.name ?? ''
	return {
		...pageText(context, 'cheapMealPlans'),
		content: {
			...content,
			changes: { ...content.changes, intro: fillText(content.changes.intro, { plan: planName }), caption: fillText(content.changes.caption, { plan: planName }) },
			tips: {
				...content.tips,
				regular: { ...content.tips.regular, text: fillText(content.tips.regular.text, { plan: planName, kcal: formatCount(PLUS_SIZE_ABOVE_KCAL, locale.language) }) },
				fiveDays: { ...content.tips.fiveDays, text: fillText(content.tips.fiveDays.text, { plan: planName }) },
			},
		},
		priceText: MEAL_PLAN[locale.code].priceText,
		lowest: lowest && { slug: lowest.plan.slug, name: lowest.plan.name, option: lowest.option },
		perPlan: perPlan.map(({ plan, option }) => {
			const variant = plan.variants.find((candidate) => candidate.size === 'regular')
			return { slug: plan.slug, name: plan.name, kcalMin: variant?.kcalMin ?? 0, kcalMax: variant?.kcalMax ?? 0, option }
		}),
		reference: reference && { slug: reference.slug, name: reference.name, prices: regular },
		figures: {
			daysPercent: percent(perDay(regular, 5, 1), perDay(regular, 7, 1)),
			weeksPercent: percent(perDay(regular, 5, 1), perDay(regular, 5, 8)),
			bothPercent: percent(perDay(regular, 5, 1), perDay(regular, 7, 8)),
			total5: optionAt(regular, 5, 4)?.totalFils ?? null,
			total7: optionAt(regular, 7, 4)?.totalFils ?? null,
			plusDifferenceFils: lowest && plusAtLowest ? plusAtLowest.pricePerDayFils - lowest.option.pricePerDayFils : null,
			depositFils: catalogue.plans[0]?.bagDeposit?.amountFils ?? null,
		},
		planList,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const textLink = 'font-semibold text-primary-800 underline underline-offset-4 hover:no-underline dark:text-primary-300'

export default function CheapMealPlans({ loaderData }: Route.ComponentProps) {
	const { t, locale } = useTranslation()
	const { content, priceText, lowest, perPlan, reference, figures } = loaderData
	// Amounts inside sentences: isolated like the Price component's, without its type size.
	const amount = (fils: number | null): ReactNode =>
		fils === null ? null : <bdi dir={locale.dir}>{formatAed(fils, locale.language, { minimumFractionDigits: 0 })}</bdi>
	const days = (count: number) => pluralText(priceText.deliveryDays, count, locale.language)
	const commitment = (option: (typeof perPlan)[number]['option']) => `${priceText.weeks[option.weeks]} · ${fillText(priceText.daysPerWeek, { count: option.daysPerWeek })}`
	const planLinks = (
		<>
			{loaderData.planList.map((part, index) =>
				'key' in part ? (
					<LocaleLink key={index} to={planPath(part.key)} className={textLink}>
						{part.text}
					</LocaleLink>
				) : (
					part.text
				),
			)}
		</>
	)
	const points = [
		figures.daysPercent ? fillText(content.changes.days, { percent: figures.daysPercent }) : null,
		figures.weeksPercent ? fillText(content.changes.weeks, { percent: figures.weeksPercent }) : null,
		figures.bothPercent ? fillText(content.changes.both, { percent: figures.bothPercent }) : null,
	].filter((point): point is string => point !== null)
	const tips = [
		figures.total5 !== null && figures.total7 !== null
			? { ...content.tips.fiveDays, values: { total5: amount(figures.total5), total7: amount(figures.total7) } }
			: null,
		figures.plusDifferenceFils !== null && figures.plusDifferenceFils > 0
			? { ...content.tips.regular, values: { difference: amount(figures.plusDifferenceFils) } }
			: null,
		figures.weeksPercent ? { ...content.tips.longer, values: { percent: String(figures.weeksPercent) } } : null,
		loaderData.planList.length > 0 ? { ...content.tips.plans, values: { plans: planLinks } } : null,
	].filter((tip) => tip !== null)

	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			</div>

			{lowest ? (
				<PageSection id="lowest" heading={content.lowest.heading} intro={content.lowest.intro}>
					<Card padding="lg" className="max-w-3xl">
						<p className="text-gray-700 dark:text-gray-300">
							<LocaleLink to={planPath(lowest.slug)} className={`${textLink} text-xl`}>
								{lowest.name}
							</LocaleLink>
						</p>
						<p className="mt-2">
							<Price fils={lowest.option.pricePerDayFils} perDay minimumFractionDigits={0} size="lg" />
						</p>
						<dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
							<Fact label={content.lowest.size} value={t('catalogue.sizes.regular')} />
							<Fact label={content.lowest.daysPerWeek} value={formatCount(lowest.option.daysPerWeek, locale.language)} />
							<Fact label={content.lowest.length} value={priceText.weeks[lowest.option.weeks]} />
							<Fact
								label={content.lowest.total}
								value={
									<>
										{amount(lowest.option.totalFils)}
										<span className="block text-xs font-normal text-gray-600 dark:text-gray-400">{days(lowest.option.deliveryDays)}</span>
									</>
								}
							/>
						</dl>
						<div className="mt-6">
							<ButtonLink to={customisePlanPath(lowest.slug, 'regular')}>{t('mealPlan.customise')}</ButtonLink>
						</div>
					</Card>
				</PageSection>
			) : null}

			{perPlan.length > 0 ? (
				<PageSection id="every-plan" heading={content.perPlan.heading} intro={content.perPlan.intro} tone="muted">
					<table className="w-full border-collapse text-start">
						<caption className="sr-only">{content.perPlan.caption}</caption>
						<thead>
							<tr className="border-b border-gray-300 dark:border-gray-600">
								<th scope="col" className="py-2 pe-3 text-start text-sm font-semibold text-gray-700 dark:text-gray-300">
									{content.perPlan.plan}
								</th>
								<th scope="col" className="hidden px-3 py-2 text-start text-sm font-semibold text-gray-700 sm:table-cell dark:text-gray-300">
									{content.perPlan.kcal}
								</th>
								<th scope="col" className="px-3 py-2 text-start text-sm font-semibold text-gray-700 dark:text-gray-300">
									{content.perPlan.perDay}
								</th>
								<th scope="col" className="hidden ps-3 py-2 text-start text-sm font-semibold text-gray-700 sm:table-cell dark:text-gray-300">
									{content.perPlan.total}
								</th>
							</tr>
						</thead>
						<tbody>
							{perPlan.map((row) => (
								<tr key={row.slug} className="border-b border-gray-200 last:border-b-0 dark:border-gray-800">
									<th scope="row" className="py-3 pe-3 text-start align-top font-semibold">
										<LocaleLink to={planPath(row.slug)} className={textLink}>
											{row.name}
										</LocaleLink>
									</th>
									<td className="hidden px-3 py-3 align-top text-sm text-gray-700 sm:table-cell dark:text-gray-300">
										{t('catalogue.kcal', {
											value: `${formatCount(row.kcalMin, locale.language)}–${formatCount(row.kcalMax, locale.language)}`,
										})}
									</td>
									<td className="px-3 py-3 align-top">
										<Price fils={row.option.pricePerDayFils} minimumFractionDigits={0} size="sm" />
										{/* A phone has no room for a fourth column («Интернациональный» is long): the total comes under the price. */}
										<span className="mt-1 block text-sm text-gray-700 sm:hidden dark:text-gray-300">
											{content.perPlan.total}: {amount(row.option.totalFils)}
											<span className="block text-xs text-gray-600 dark:text-gray-400">{commitment(row.option)}</span>
										</span>
									</td>
									<td className="hidden ps-3 py-3 align-top text-sm text-gray-700 sm:table-cell dark:text-gray-300">
										{amount(row.option.totalFils)}
										<span className="block text-xs text-gray-600 dark:text-gray-400">{commitment(row.option)}</span>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</PageSection>
			) : null}

			{reference && reference.prices.length > 0 ? (
				<PageSection id="days-and-weeks" heading={content.changes.heading} intro={content.changes.intro}>
					<div className="max-w-2xl">
						<PlanPriceTable prices={reference.prices} text={priceText} caption={content.changes.caption} perDayOnly />
					</div>
					{points.length > 0 ? <MarkedList items={points} className="mt-6" /> : null}
				</PageSection>
			) : null}

			{tips.length > 0 ? (
				<PageSection id="tips" heading={content.tips.heading} tone="muted">
					<ul className="grid gap-4 sm:grid-cols-2">
						{tips.map((tip) => (
							<Card as="li" key={tip.title} title={tip.title}>
								<p className="text-gray-700 dark:text-gray-300">
									<TemplateText text={tip.text} values={tip.values} />
								</p>
							</Card>
						))}
					</ul>
				</PageSection>
			) : null}

			<PageSection id="included" heading={content.included.heading}>
				<MarkedList
					items={content.included.items.map((item, index) => (
						<TemplateText key={index} text={item} values={{ deposit: amount(figures.depositFils) }} />
					))}
				/>
			</PageSection>

			<CallToAction id="start" heading={content.cta.heading} text={content.cta.text}>
				<ButtonLink to={MEAL_PLANS_PATH}>{content.cta.compare}</ButtonLink>
				<ButtonLink to="/body-assessment/" variant="kcal-secondary">
					{content.cta.assessment}
				</ButtonLink>
			</CallToAction>
		</>
	)
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
	return (
		<div>
			<dt className="text-gray-700 dark:text-gray-300">{label}</dt>
			<dd className="mt-1 font-semibold text-gray-950 dark:text-white">{value}</dd>
		</div>
	)
}

/** A list with a check mark before each item (decoration: the list says it is a list). */
function MarkedList({ items, className = '' }: { items: readonly ReactNode[]; className?: string }) {
	return (
		<ul className={`max-w-3xl space-y-3 text-gray-700 dark:text-gray-300 ${className}`}>
			{items.map((item, index) => (
				<li key={index} className="flex gap-3">
					<Icon icon={check} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
					<span>{item}</span>
				</li>
			))}
		</ul>
	)
}
