/**
 * /metabolic-lp/ (landing-page layout): BMR and TDEE in plain words, with the formula, activity
 * factors, goal adjustments and floors the body assessment uses (domain/body-assessment.ts), a
 * worked example computed by the same code. How it ends is the `landing_page_ww` experiment
 * (docs/experiments.md): `lead_form` offers a call with a nutritionist through the lead form
 * (app/components/lead-form.tsx; the action is the shared lead action, so it works without
 * JavaScript), `off` the classic call to action, the body assessment and the meal plans. Numbers
 * are formatted in the loader with Latin digits, as everywhere on the site.
 */
import { Fragment } from 'react'
import { METABOLIC_EXAMPLE, METABOLIC_LP } from '../../content/pages/metabolic-lp.ts'
import {
	ACTIVITY_FACTORS,
	ACTIVITY_LEVELS,
	assess,
	CALORIE_FLOOR_KCAL,
	GOAL_ADJUSTMENT_KCAL,
	MIFFLIN_ST_JEOR,
	PLUS_SIZE_ABOVE_KCAL,
	SEXES,
} from '../../domain/body-assessment.ts'
import { formatNumber } from '../../domain/number-text.ts'
import { CallToAction, CheckList, PageSection, Paragraphs } from '../components/content-section.tsx'
import { LeadForm } from '../components/lead-form.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { info } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { useFeatureImpression, useTreatment } from '../experiments/use-treatment.ts'
import { leadFormAction } from '../utils/inquiry-action.server.ts'
import { leadUtmOf } from '../utils/lead-utm.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import type { Route } from './+types/metabolic-lp'

const SOURCE_PATH = '/metabolic-lp/'
const ASSESSMENT_PATH = '/body-assessment/'
const MEAL_PLANS_PATH = '/meal-plans/'

export function loader({ url, request, context }: Route.LoaderArgs) {
	const { locale, t } = context.get(localeContext)
	const content = METABOLIC_LP[locale.code]
	// Up to three decimals (6.25, 1.375), none where there are none (10, 1.2): as the sources print them.
	const number = (value: number) => formatNumber(value, locale.language, { maximumFractionDigits: 3 })
	const term = (value: number, label: string, first = false) => `${value < 0 ? '− ' : first ? '' : '+ '}${number(Math.abs(value))} × ${label}`
	const { perKg, perCm, perYear, constant } = MIFFLIN_ST_JEOR
	const common = [term(perKg, t('assessment.weightKg'), true), term(perCm, t('assessment.heightCm')), term(perYear, t('assessment.age'))]
	const example = assess(METABOLIC_EXAMPLE)
	return {
		...pageText(context, 'metabolicLp'),
		content,
		formulas: SEXES.map((sex) => ({
			sex: t(`assessment.${sex}`),
			// Terms, each kept on one line where the formula wraps on a phone.
			terms: [`${content.bmr.symbol} =`, ...common, `${constant[sex] < 0 ? '−' : '+'} ${number(Math.abs(constant[sex]))}`],
		})),
		factors: ACTIVITY_LEVELS.map((level) => ({
			level: t(`assessment.activities.${level}`),
			hint: t(`assessment.activities.${level}Hint`),
			factor: `× ${number(ACTIVITY_FACTORS[level])}`,
		})),
		example: [
			fillText(content.example.person, {
				age: number(METABOLIC_EXAMPLE.age),
				height: number(METABOLIC_EXAMPLE.heightCm),
				weight: number(METABOLIC_EXAMPLE.weightKg),
			}),
			fillText(content.example.bmr, { bmr: number(example.bmr) }),
			fillText(content.example.tdee, { bmr: number(example.bmr), factor: number(ACTIVITY_FACTORS[METABOLIC_EXAMPLE.activity]), tdee: number(example.tdee) }),
			fillText(content.example.target, { deficit: number(-example.adjustment), target: number(example.target) }),
		],
		target: [
			fillText(content.target.goals, { deficit: number(-GOAL_ADJUSTMENT_KCAL.lose), surplus: number(GOAL_ADJUSTMENT_KCAL.gain) }),
			fillText(content.target.floor, { women: number(CALORIE_FLOOR_KCAL.female), men: number(CALORIE_FLOOR_KCAL.male) }),
			fillText(content.target.size, { kcal: number(PLUS_SIZE_ABOVE_KCAL) }),
		],
		utm: leadUtmOf(url, request),
	}
}

export function action(args: Route.ActionArgs) {
	return leadFormAction(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function MetabolicLp({ loaderData, actionData }: Route.ComponentProps) {
	const { content } = loaderData
	useFeatureImpression('landing_page_ww')
	// A posted form (without JavaScript) comes back with its answer or its errors, whatever the variant.
	const offersCall = useTreatment('landing_page_ww') === 'lead_form' || actionData !== undefined
	return (
		<>
			<div className="bg-gradient-to-b from-orange-50 to-white dark:from-gray-900 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to={ASSESSMENT_PATH}>{content.hero.assessment}</ButtonLink>
					<ButtonLink to={MEAL_PLANS_PATH} variant="kcal-secondary">
						{content.hero.plans}
					</ButtonLink>
				</PageIntro>
			</div>

			<PageSection id="basics" heading={content.basics.heading}>
				<Paragraphs items={content.basics.paragraphs} />
			</PageSection>

			<PageSection id="bmr" heading={content.bmr.heading} intro={content.bmr.text} tone="muted">
				<figure className="max-w-3xl rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-700 dark:bg-gray-950">
					<figcaption className="text-sm font-medium text-gray-700 dark:text-gray-300">{content.bmr.formulaCaption}</figcaption>
					<dl className="mt-4 space-y-4">
						{loaderData.formulas.map((row) => (
							<div key={row.sex}>
								<dt className="font-semibold text-gray-900 dark:text-gray-100">{row.sex}</dt>
								<dd className="mt-1 text-gray-900 tabular-nums dark:text-gray-100">
									{row.terms.map((term, index) => (
										<Fragment key={term}>
											{index > 0 ? ' ' : null}
											<span className="whitespace-nowrap">{term}</span>
										</Fragment>
									))}
								</dd>
							</div>
						))}
					</dl>
				</figure>
				<p className="mt-6 max-w-3xl text-gray-700 dark:text-gray-300">{content.bmr.note}</p>
			</PageSection>

			<PageSection id="tdee" heading={content.tdee.heading} intro={content.tdee.text}>
				<table className="w-full max-w-3xl border-collapse text-start">
					<caption className="mb-2 text-start text-sm font-medium text-gray-700 dark:text-gray-300">{content.tdee.caption}</caption>
					<thead>
						<tr className="border-b border-gray-300 dark:border-gray-600">
							<th scope="col" className="py-2 pe-3 text-start text-sm font-semibold text-gray-700 dark:text-gray-300">
								{content.tdee.level}
							</th>
							<th scope="col" className="py-2 ps-3 text-end text-sm font-semibold text-gray-700 dark:text-gray-300">
								{content.tdee.factor}
							</th>
						</tr>
					</thead>
					<tbody>
						{loaderData.factors.map((row) => (
							<tr key={row.level} className="border-b border-gray-200 last:border-b-0 dark:border-gray-800">
								<th scope="row" className="py-3 pe-3 text-start align-top font-normal">
									<span className="block font-semibold text-gray-900 dark:text-gray-100">{row.level}</span>
									<span className="block text-sm text-gray-700 dark:text-gray-300">{row.hint}</span>
								</th>
								<td className="py-3 ps-3 text-end align-top font-semibold whitespace-nowrap text-gray-950 dark:text-white">{row.factor}</td>
							</tr>
						))}
					</tbody>
				</table>
			</PageSection>

			<PageSection id="example" heading={content.example.heading} tone="muted">
				<Card padding="lg" className="max-w-3xl">
					<ol className="space-y-3 text-gray-800 dark:text-gray-200">
						{loaderData.example.map((line, index) => (
							<li key={line} className={index === loaderData.example.length - 1 ? 'font-semibold text-gray-950 dark:text-white' : undefined}>
								{line}
							</li>
						))}
					</ol>
				</Card>
			</PageSection>

			<PageSection id="target" heading={content.target.heading}>
				<Paragraphs items={loaderData.target} />
			</PageSection>

			<PageSection id="plates" heading={content.plates.heading} tone="muted">
				<ul className="grid gap-4 md:grid-cols-3">
					{content.plates.items.map((item) => (
						<Card as="li" key={item.title} title={item.title}>
							<p className="text-gray-700 dark:text-gray-300">{item.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="honest" heading={content.honest.heading}>
				<CheckList items={content.honest.items} icon={info} className="max-w-3xl" />
				<p className="mt-8 flex max-w-3xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
					<Icon icon={info} className="mt-0.5 size-5 shrink-0" />
					<span>{content.honest.disclaimer}</span>
				</p>
			</PageSection>

			{offersCall ? (
				<section id="talk" aria-labelledby="talk-heading" className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
					<div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950">
						<h2 id="talk-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
							{content.lead.heading}
						</h2>
						<p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{content.lead.intro}</p>
						<LeadForm sourcePath={SOURCE_PATH} utm={loaderData.utm} state={actionData} />
					</div>
				</section>
			) : (
				<CallToAction id="assessment" heading={content.cta.heading} text={content.cta.text}>
					<ButtonLink to={ASSESSMENT_PATH}>{content.hero.assessment}</ButtonLink>
					<ButtonLink to={MEAL_PLANS_PATH} variant="kcal-secondary">
						{content.hero.plans}
					</ButtonLink>
				</CallToAction>
			)}
		</>
	)
}
