/**
 * /kcal-fit/: the plan for people who train; its prices and dishes are on /meal-plans/kcal-fit/.
 */
import { KCAL_FIT } from '../../content/pages/kcal-fit.ts'
import { CallToAction, CheckList, PageSection, Paragraphs } from '../components/content-section.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { triangleAlert } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/kcal-fit'

const PLAN_PATH = '/meal-plans/kcal-fit/'
const ASSESSMENT_PATH = '/body-assessment/'

export function loader({ context }: Route.LoaderArgs) {
	return { ...pageText(context, 'kcalFit'), content: KCAL_FIT[context.get(localeContext).locale.code] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function KcalFit({ loaderData }: Route.ComponentProps) {
	const { content } = loaderData
	const { trainingDays, sizes, audience, cta } = content
	return (
		<>
			<div className="bg-gradient-to-b from-orange-50 to-white dark:from-gray-900 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to={PLAN_PATH}>{cta.plan}</ButtonLink>
					<ButtonLink to={ASSESSMENT_PATH} variant="kcal-secondary">
						{cta.assessment}
					</ButtonLink>
				</PageIntro>
			</div>

			<PageSection id="what" heading={content.what.heading}>
				<Paragraphs items={content.what.paragraphs} />
			</PageSection>

			<PageSection id="highlights" heading={content.highlights.heading} tone="muted">
				<ul className="grid gap-4 md:grid-cols-3">
					{content.highlights.items.map((item) => (
						<Card as="li" key={item.title} title={item.title}>
							<p className="text-gray-700 dark:text-gray-300">{item.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="training-days" heading={trainingDays.heading}>
				<Paragraphs items={trainingDays.paragraphs} />
				<h3 className="mt-8 text-xl font-semibold text-gray-900 dark:text-gray-100">{trainingDays.tipsHeading}</h3>
				<CheckList items={trainingDays.tips} className="mt-4 max-w-3xl" />
			</PageSection>

			<PageSection id="sizes" heading={sizes.heading} intro={sizes.intro} tone="muted">
				<ul className="grid gap-4 sm:grid-cols-2">
					{sizes.items.map((size) => (
						<Card as="li" key={size.name} title={size.name}>
							<p className="text-gray-700 dark:text-gray-300">{size.text}</p>
						</Card>
					))}
				</ul>
				<p className="mt-6 text-gray-700 dark:text-gray-300">{sizes.note}</p>
			</PageSection>

			<PageSection id="who-for" heading={audience.heading}>
				<CheckList items={audience.items} className="max-w-3xl" />
				<p className="mt-8 flex max-w-3xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
					<Icon icon={triangleAlert} className="mt-0.5 size-5 shrink-0" />
					<span>{audience.caution}</span>
				</p>
			</PageSection>

			<CallToAction id="start" heading={cta.heading} text={cta.text}>
				<ButtonLink to={PLAN_PATH}>{cta.plan}</ButtonLink>
				<ButtonLink to={ASSESSMENT_PATH} variant="kcal-secondary">
					{cta.assessment}
				</ButtonLink>
			</CallToAction>
		</>
	)
}
