/**
 * The paid-traffic funnel, one module for two routes (app/route-table.ts):
 * - /get-started/ has no layout: an ad's visitor gets the offer without the site's navigation,
 *   with a minimal header (logo, languages) and a slim footer with the company's registration.
 * - /get-started/ru/ is the same funnel for Russian speakers in the Russian layout, whose banner
 *   ("our team answers in Russian") is loaded in Russian on the server before the page shows.
 *
 * Why /get-started/ru/ speaks its prefix's language rather than Russian everywhere: a page's
 * language is its URL prefix (docs/decisions/001-locale-rules.md). Russian copy under the English
 * and Arabic addresses would carry the wrong `lang` (screen readers, translation prompts), make
 * the hreflang alternates claim three languages for one text, and set the locale cookie to a
 * language the visitor never read. So the copy (content/pages/get-started.ts, GET_STARTED_RU)
 * follows the prefix and is written for Russian speakers in every language; the ads point at
 * /ru-ae/get-started/ru/, and the other two variants show the Russian banner and a link, in
 * Russian, to the Russian page.
 *
 * The "from AED … a day" figures are the lowest day prices of the plans each goal leads to, from
 * the catalogue (listActivePlans); nothing priced is typed into the copy.
 */
import type { ReactNode } from 'react'
import { FUNNEL_GOALS, type FunnelGoal, GET_STARTED, GET_STARTED_RU, RUSSIAN_VERSION_LINK } from '../../content/pages/get-started.ts'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import type { SuggestedPlanSlug } from '../../domain/body-assessment.ts'
import { getLocale, localizePath } from '../../domain/locale.ts'
import { formatAed } from '../../domain/money.ts'
import { formatPhone, whatsappUrl } from '../../domain/phone-display.ts'
import { listActivePlans, type PlanSummary } from '../../server/db/queries/plans.ts'
import { CallToAction, PageSection, StepList } from '../components/content-section.tsx'
import { ExampleDetailsNote } from '../components/example-details-note.tsx'
import { LocaleLink } from '../components/locale-link.tsx'
import { MinimalHeader } from '../components/minimal-header.tsx'
import { SkipLink } from '../components/site-header.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { buttonClasses, ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { check, messageCircle, phone } from '../components/ui/icons.generated.ts'
import { Price } from '../components/ui/price.tsx'
import { CookieSettingsControl } from '../consent/cookie-settings-control.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { COLLECTION_PATHS, MEAL_PLANS_PATH, planPath } from '../utils/catalogue-paths.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageRouteOf, pageText } from '../utils/page.server.ts'
import type { Route } from './+types/get-started'

const ASSESSMENT_PATH = '/body-assessment/'
const RUSSIAN = getLocale('ru-ae')
const TRAINING_PLAN: SuggestedPlanSlug = 'athlete'

/** Where each goal leads, and which plans its "from" price is the lowest of (none: no price). */
const GOAL_TARGETS: Record<FunnelGoal, { to: string; plans: ((plan: PlanSummary) => boolean) | null }> = {
	lose: { to: COLLECTION_PATHS['weight-loss'], plans: (plan) => plan.tags.includes('weight-loss') },
	'eat-better': { to: COLLECTION_PATHS.popular, plans: (plan) => plan.tags.includes('popular') },
	// The plan the body assessment suggests to people who train (domain/body-assessment.ts).
	train: { to: planPath(TRAINING_PLAN), plans: (plan) => plan.slug === TRAINING_PLAN },
	unsure: { to: ASSESSMENT_PATH, plans: null },
}

/** The lowest "from" price per day of some plans, or null when none has a price. */
function lowestFromPrice(plans: readonly PlanSummary[]): number | null {
	const prices = plans.flatMap((plan) => (plan.fromPricePerDayFils === null ? [] : [plan.fromPricePerDayFils]))
	return prices.length > 0 ? Math.min(...prices) : null
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const { route } = pageRouteOf(url)
	const forRussianSpeakers = route.id === 'getStartedRu'
	const { locale } = context.get(localeContext)
	const { db, settings } = context.get(servicesContext)
	const plans = await listActivePlans(db, locale.code)
	const { company } = settings
	return {
		...pageText(context, forRussianSpeakers ? 'getStartedRu' : 'getStarted'),
		standalone: route.layout === 'none',
		content: (forRussianSpeakers ? GET_STARTED_RU : GET_STARTED)[locale.code],
		fromFils: lowestFromPrice(plans),
		goals: FUNNEL_GOALS.map((goal) => {
			const target = GOAL_TARGETS[goal]
			return { id: goal, to: target.to, fromFils: target.plans ? lowestFromPrice(plans.filter(target.plans)) : null }
		}),
		support: {
			whatsappHref: whatsappUrl(company.supportWhatsapp),
			phoneHref: `tel:${company.supportPhone}`,
			phone: formatPhone(company.supportPhone),
		},
		company: { legalName: company.legalName, trn: company.trn, trnLabel: SUPPORT_CONTACTS_TEXT[locale.code].trn, isExample: company.isExample },
		russianVersion:
			forRussianSpeakers && locale.code !== RUSSIAN.code ? { href: localizePath('/get-started/ru/', RUSSIAN.code), text: RUSSIAN_VERSION_LINK } : null,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function GetStarted({ loaderData }: Route.ComponentProps) {
	const funnel = <Funnel data={loaderData} />
	if (!loaderData.standalone) return funnel
	// No layout: the page brings its own header, landmark and footer.
	return (
		<>
			<SkipLink />
			<MinimalHeader />
			<main id="main" tabIndex={-1} className="outline-none">
				{funnel}
			</main>
			<FunnelFooter company={loaderData.company} />
		</>
	)
}

type FunnelData = Route.ComponentProps['loaderData']

function Funnel({ data }: { data: FunnelData }) {
	const { t, locale } = useTranslation()
	const { content, support } = data
	const amount = (fils: number): ReactNode => <bdi dir={locale.dir}>{formatAed(fils, locale.language, { minimumFractionDigits: 0 })}</bdi>
	const phoneValue = (
		<span dir="ltr" className="whitespace-nowrap">
			{support.phone}
		</span>
	)
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
					{data.russianVersion ? (
						<p className="mb-6">
							<a
								href={data.russianVersion.href}
								hrefLang={RUSSIAN.htmlLang}
								lang={RUSSIAN.htmlLang}
								className="inline-flex min-h-11 items-center rounded-full border border-primary-700 bg-white px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:bg-gray-950 dark:text-primary-300 dark:hover:bg-primary-950"
							>
								{data.russianVersion.text}
							</a>
						</p>
					) : null}
					<h1 className="text-3xl font-extrabold tracking-tight text-gray-900 text-balance sm:text-5xl dark:text-gray-100">{data.heading}</h1>
					<p className="mt-4 text-lg text-gray-700 text-pretty dark:text-gray-300">{data.intro}</p>
					<ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-gray-800 dark:text-gray-200">
						{content.hero.points.map((point) => (
							<li key={point} className="flex items-center gap-2">
								<Icon icon={check} className="size-5 shrink-0 text-primary-700 dark:text-primary-400" />
								{point}
							</li>
						))}
					</ul>
					{data.fromFils !== null ? (
						<p className="mt-6 text-xl font-semibold text-gray-950 dark:text-white">
							<TemplateText text={content.hero.priceFrom} values={{ price: amount(data.fromFils) }} />
						</p>
					) : null}
					<div className="mt-8 flex flex-wrap justify-center gap-3">
						{/* An anchor on this page: no locale prefix, no navigation. */}
						<a href="#goal" className={buttonClasses('kcal-primary', '', 'lg')}>
							{content.hero.choose}
						</a>
						<ButtonLink to={ASSESSMENT_PATH} variant="kcal-secondary" size="lg">
							{content.hero.assessment}
						</ButtonLink>
					</div>
				</div>
			</div>

			<PageSection id="how" heading={content.steps.heading}>
				<StepList steps={content.steps.items} />
			</PageSection>

			<PageSection id="goal" heading={content.goals.heading} intro={content.goals.intro} tone="muted">
				<ul className="grid gap-4 sm:grid-cols-2">
					{content.goals.items.map((item) => {
						const goal = data.goals.find((candidate) => candidate.id === item.id)
						if (!goal) return null
						return (
							<Card as="li" key={item.id} title={item.title} className="flex flex-col">
								<p className="text-gray-700 dark:text-gray-300">{item.text}</p>
								{goal.fromFils !== null ? (
									<p className="mt-4 flex flex-wrap items-baseline gap-x-1.5 text-sm text-gray-700 dark:text-gray-300">
										{t('catalogue.from')}
										<Price fils={goal.fromFils} perDay minimumFractionDigits={0} />
									</p>
								) : null}
								<div className="mt-auto pt-5">
									<ButtonLink to={goal.to} variant={item.id === 'unsure' ? 'kcal-secondary' : 'kcal-primary'}>
										{item.cta}
									</ButtonLink>
								</div>
							</Card>
						)
					})}
				</ul>
			</PageSection>

			<PageSection id="trust" heading={content.trust.heading}>
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					{content.trust.items.map((item) => (
						<li key={item.title}>
							<h3 className="font-semibold text-gray-900 dark:text-gray-100">{item.title}</h3>
							<p className="mt-1 text-gray-700 dark:text-gray-300">{item.text}</p>
						</li>
					))}
				</ul>
			</PageSection>

			<PageSection id="support" heading={content.support.heading} intro={content.support.text} tone="muted">
				<div className="flex flex-wrap gap-3">
					<a href={support.whatsappHref} rel="noopener" className={buttonClasses('kcal-green')}>
						<Icon icon={messageCircle} className="size-5" />
						{content.support.whatsapp}
					</a>
					<a href={support.phoneHref} className={buttonClasses('kcal-secondary')}>
						<Icon icon={phone} className="size-5" />
						{/* One flex item: the button's gap would otherwise split the words from the number. */}
						<span>
							<TemplateText text={content.support.call} values={{ phone: phoneValue }} />
						</span>
					</a>
				</div>
			</PageSection>

			<CallToAction id="start" heading={content.cta.heading} text={content.cta.text}>
				<ButtonLink to={MEAL_PLANS_PATH}>{content.cta.plans}</ButtonLink>
				<ButtonLink to={ASSESSMENT_PATH} variant="kcal-secondary">
					{content.cta.assessment}
				</ButtonLink>
			</CallToAction>
		</>
	)
}

const FOOTER_LINKS = [
	{ to: '/terms/', label: 'footer.links.terms' },
	{ to: '/privacy-policy/', label: 'footer.links.privacyPolicy' },
	{ to: '/contact/', label: 'footer.links.contact' },
] as const

const FOOTER_LINK = 'inline-block py-1.5 underline underline-offset-4 hover:no-underline'

/** The funnel's own footer: who runs the site, and the legal pages, without the site's navigation. */
function FunnelFooter({ company }: { company: FunnelData['company'] }) {
	const { t } = useTranslation()
	return (
		<footer className="border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
			<div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-8 text-sm text-gray-700 sm:px-6 dark:text-gray-300">
				<p>
					{/* Configuration values are English; lang lets screen readers pronounce them as such. */}
					<span lang="en" dir="ltr">
						{company.legalName}
					</span>
					{' · '}
					{company.trnLabel}{' '}
					<span dir="ltr">{company.trn}</span>
				</p>
				<ExampleDetailsNote company={company} />
				<p>{t('footer.vatNote')}</p>
				<ul className="flex flex-wrap gap-x-6 gap-y-1">
					{FOOTER_LINKS.map((link) => (
						<li key={link.to}>
							<LocaleLink to={link.to} className={FOOTER_LINK}>
								{t(link.label)}
							</LocaleLink>
						</li>
					))}
					<li>
						<CookieSettingsControl className={FOOTER_LINK} />
					</li>
				</ul>
			</div>
		</footer>
	)
}
