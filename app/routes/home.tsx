/**
 * The home page: the promise, how ordering works, the popular plans with their "from" prices, a
 * strip of real dishes from the sample menus, the body assessment, the app, a few questions and
 * why people can trust us (all seven emirates, a VAT-registered company with its TRN, the terms).
 * Copy from content/pages/home.ts; plans and dishes from the database; company from configuration.
 */
import { ABOUT_US } from '../../content/pages/about-us.ts'
import { type FaqQuestion, faqExcerpt, withTermsFilled } from '../../content/pages/faqs.ts'
import { HOME, HOME_SAMPLE_DISHES } from '../../content/pages/home.ts'
import { MOBILE_APP } from '../../content/pages/mobile-app.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../../server/db/client.ts'
import { listActivePlans } from '../../server/db/queries/plans.ts'
import type { PlanSummary } from '../../server/db/queries/catalogue.ts'
import { findSampleMenu } from '../../server/db/queries/sample-menus.ts'
import { CallToAction, PageSection, StepList } from '../components/content-section.tsx'
import { ExampleDetailsNote } from '../components/example-details-note.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { PlanGrid, planCardData } from '../components/plan-grid.tsx'
import { RenderedOnce } from '../components/rendered-once.tsx'
import { StoreBadges } from '../components/store-badges.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { arrowRight, check, chevronDown, flame, mapPin } from '../components/ui/icons.generated.ts'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { COLLECTION_PATHS, MEAL_PLANS_PATH, sampleMenuPath } from '../utils/catalogue-paths.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, translator } from '../utils/page.server.ts'
import { scheduleTermsInForce } from '../utils/schedule-terms.server.ts'
import type { ScheduleTerms } from '../utils/schedule-terms.ts'
import { keptWhileSame } from '../../domain/kept-while-same.ts'
import { formatCount } from '../../domain/text-template.ts'
import { ResponsivePhoto } from '../components/responsive-photo.tsx'
import type { Route } from './+types/home'

/** The menus of the strip's dishes, in the order content/pages/home.ts picks them (frozen, from their cache). */
function sampleMenus(db: Database, locale: LocaleCode) {
	return Promise.all(HOME_SAMPLE_DISHES.map((pick) => findSampleMenu(db, pick.diet, locale)))
}

/** The strip's dishes from their menus; missing ones are skipped. */
function sampleDishes(menus: Awaited<ReturnType<typeof sampleMenus>>) {
	return HOME_SAMPLE_DISHES.flatMap((pick, index) => {
		const dish = menus[index]?.days.find((day) => day.day === pick.day)?.dishes.find((candidate) => candidate.slot === pick.slot)
		const menuPath = sampleMenuPath(pick.diet)
		if (!dish || !menuPath) return []
		return [{ diet: pick.diet, menuPath, slot: dish.slot, name: dish.name, kcal: dish.kcal, photo: dish.photo }]
	})
}

function homeData(context: Route.LoaderArgs['context'], { plans, menus, terms }: { plans: PlanSummary[]; menus: Awaited<ReturnType<typeof sampleMenus>>; terms: ScheduleTerms }) {
	const { settings } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	return {
		...pageText(context, 'home'),
		content: HOME[code],
		featured: plans.filter((plan) => plan.tags.includes('popular')).map(planCardData),
		dishes: sampleDishes(menus),
		faq: withTermsFilled(faqExcerpt(code), terms),
		stores: MOBILE_APP[code].stores,
		emirates: ABOUT_US[code].delivery.emirates,
		company: { legalName: settings.company.legalName, trn: settings.company.trn, isExample: settings.company.isExample },
		popularPlansTitle: translator(context)('pages.popularMealPlans.title'),
	}
}

/**
 * The page's data per language, built again only when a cache hands out new plans, menus or terms
 * (the rest is the language's own text and the company's settings): the same object render after
 * render, so the page's rendered-once key is made once (utils/rendered-sections.server.ts) and nothing
 * of it is built for each visitor.
 */
const keptHomeData = keptWhileSame<ReturnType<typeof homeData>>()

export async function loader({ context }: Route.LoaderArgs) {
	const { db, settings } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	const [plans, menus, terms] = await Promise.all([listActivePlans(db, code), sampleMenus(db, code), scheduleTermsInForce(db, code)])
	return keptHomeData(code, [plans, ...menus, terms, settings.company], () => homeData(context, { plans, menus, terms }))
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const textLink = 'arrow-link'

/**
 * The whole page below the header depends only on its data and language: rendered once per both on
 * the server (decision 013), by the browser as ever.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
	return (
		<RenderedOnce name="home" inputs={loaderData}>
			<HomeSections loaderData={loaderData} />
		</RenderedOnce>
	)
}

function HomeSections({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
	const { t, locale } = useTranslation()
	const { content, featured, dishes, faq, stores, emirates, company, popularPlansTitle } = loaderData
	const { trust } = content
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white pb-10 dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to={MEAL_PLANS_PATH}>{t('nav.mealPlans')}</ButtonLink>
					<ButtonLink to="/body-assessment/" variant="kcal-secondary">
						{t('nav.bodyAssessment')}
					</ButtonLink>
				</PageIntro>
				<ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 text-sm font-medium text-gray-800 sm:px-6 dark:text-gray-200">
					{content.hero.points.map((point) => (
						<li key={point} className="flex items-center gap-1.5">
							<Icon icon={check} className="size-4 shrink-0 text-primary-700 dark:text-primary-400" />
							{point}
						</li>
					))}
				</ul>
			</div>

			<PageSection id="how-it-works" heading={content.howItWorks.heading}>
				<StepList steps={content.howItWorks.steps} />
			</PageSection>

			<PageSection id="popular-plans" heading={content.featured.heading} intro={content.featured.intro} tone="muted">
				<PlanGrid plans={featured} showPopular={false} />
				<p className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
					<LocaleLink to={MEAL_PLANS_PATH} className={textLink}>
						{content.featured.all}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</LocaleLink>
					<LocaleLink to={COLLECTION_PATHS.popular} className={textLink}>
						{popularPlansTitle}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</LocaleLink>
				</p>
			</PageSection>

			{dishes.length > 0 ? (
				<PageSection id="menu" heading={content.dishes.heading} intro={content.dishes.intro}>
					{/* A swipeable row on phones, a grid from tablets up. */}
					<ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
						{dishes.map((dish) => (
							<li
								key={`${dish.diet}-${dish.slot}`}
								className="dish-card"
							>
								{dish.photo ? (
									<div className="-mx-5 -mt-5 mb-4 aspect-[3/2] overflow-hidden bg-gray-100 dark:bg-gray-800">
										{/* Below the fold: lazy. A card is 16rem on phones, a third of the page from lg up. */}
										<ResponsivePhoto photo={dish.photo} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 16rem" className="size-full object-cover" />
									</div>
								) : null}
								<div className="flex flex-wrap items-center gap-2">
									<Badge>{t(`mealSlots.${dish.slot}`)}</Badge>
									<span className="flex items-center gap-1 text-sm font-semibold text-gray-800 dark:text-gray-200">
										<Icon icon={flame} className="size-4 text-kcal-orange-dark dark:text-kcal-orange" />
										{t('catalogue.kcal', { value: formatCount(dish.kcal, locale.language) })}
									</span>
								</div>
								<h3 className="mt-3 text-lg font-semibold text-gray-950 dark:text-white">{dish.name}</h3>
								<p className="mt-auto pt-4 text-sm">
									<LocaleLink to={dish.menuPath} className={textLink}>
										{t('sampleMenu.title', { diet: t(`diets.${dish.diet}`) })}
										<Icon icon={arrowRight} mirrorInRtl className="size-4" />
									</LocaleLink>
								</p>
							</li>
						))}
					</ul>
				</PageSection>
			) : null}

			<CallToAction id="body-assessment" heading={content.assessment.heading} text={content.assessment.text}>
				<ButtonLink to="/body-assessment/">{content.assessment.cta}</ButtonLink>
			</CallToAction>

			<PageSection id="app" heading={content.app.heading} intro={content.app.text} tone="muted">
				<StoreBadges label={stores.label} appStore={stores.appStore} googlePlay={stores.googlePlay} align="start" />
				<p className="mt-6">
					<LocaleLink to="/app/" className={textLink}>
						{content.app.more}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</LocaleLink>
				</p>
			</PageSection>

			<PageSection id="questions" heading={content.faq.heading}>
				<Questions questions={faq} linkClassName={textLink} />
				<p className="mt-6">
					<LocaleLink to="/faqs/" className={textLink}>
						{content.faq.all}
						<Icon icon={arrowRight} mirrorInRtl className="size-4" />
					</LocaleLink>
				</p>
			</PageSection>

			<PageSection id="trust" heading={trust.heading} tone="muted">
				<ul className="grid gap-4 lg:grid-cols-3">
					<Card as="li" title={trust.delivery.title}>
						<p className="text-gray-700 dark:text-gray-300">{trust.delivery.text}</p>
						<ul className="mt-3 flex flex-wrap gap-2">
							{emirates.map((emirate) => (
								<li
									key={emirate}
									className="place-chip"
								>
									<Icon icon={mapPin} className="size-3.5 text-primary-700 dark:text-primary-300" />
									{emirate}
								</li>
							))}
						</ul>
					</Card>
					<Card as="li" title={trust.vat.title}>
						<p className="text-gray-700 dark:text-gray-300">
							{/* The registered name is English: isolated, its "L.L.C." keeps its dots in an Arabic sentence. */}
							<TemplateText
								text={trust.vat.text}
								values={{
									legalName: (
										<bdi dir="ltr" lang="en">
											{company.legalName}
										</bdi>
									),
								}}
							/>
						</p>
						<dl className="mt-3 text-sm">
							<dt className="font-medium text-gray-700 dark:text-gray-300">{trust.vat.trnLabel}</dt>
							<dd className="mt-0.5 font-semibold tracking-wide text-gray-950 dark:text-white">
								<span dir="ltr">{company.trn}</span>
							</dd>
						</dl>
						<ExampleDetailsNote company={company} className="mt-3" />
					</Card>
					<Card as="li" title={trust.terms.title}>
						<p className="text-gray-700 dark:text-gray-300">{trust.terms.text}</p>
						<p className="mt-3">
							<LocaleLink to="/terms/" className={textLink}>
								{trust.terms.link}
								<Icon icon={arrowRight} mirrorInRtl className="size-4" />
							</LocaleLink>
						</p>
					</Card>
				</ul>
			</PageSection>
		</>
	)
}

/**
 * The FAQ excerpt as native disclosures, drawn like ui/accordion.tsx's. Not the Accordion or
 * FaqList components themselves: sharing them with /faqs/ and the style guide made the bundler
 * fold the FAQ search and its form field into the home page's first load, ≈4 KB over the
 * 120 KB budget (decision 005). A home-only module stays in the home page's own chunk.
 */
function Questions({ questions, linkClassName }: { questions: readonly FaqQuestion[]; linkClassName: string }) {
	return (
		<div className="max-w-3xl divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-700 dark:border-gray-700">
			{questions.map((question) => (
				<details key={question.id} className="group">
					<summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-start text-base font-semibold text-gray-900 dark:text-gray-100 dark:focus-visible:outline-primary-400 [&::-webkit-details-marker]:hidden">
						<span>{question.question}</span>
						<Icon
							icon={chevronDown}
							className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-gray-400"
						/>
					</summary>
					<div className="pb-4 text-gray-700 dark:text-gray-300">
						<p className="leading-relaxed">{question.answer}</p>
						{question.link ? (
							<p className="mt-3">
								<LocaleLink to={question.link.to} className={linkClassName}>
									{question.link.label}
									<Icon icon={arrowRight} mirrorInRtl className="size-4" />
								</LocaleLink>
							</p>
						) : null}
					</div>
				</details>
			))}
		</div>
	)
}
