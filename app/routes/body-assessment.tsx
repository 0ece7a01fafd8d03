/**
 * The body assessment: six questions, then BMI, energy need, a calorie target and the plan we
 * suggest. It is a plain POST form answered by the action, so it works before (and without)
 * JavaScript: every step shows at once and the server's messages come back with the page. Once
 * hydrated, the same form shows one step at a time and checks each step before moving on.
 *
 * "Start with this plan" opens /meal-plans/customise-meal-plan/?plan={slug}&size={regular|plus}
 * (docs/architecture.md, "Body assessment").
 */
import { data } from 'react-router'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { assess } from '../../domain/body-assessment.ts'
import { AssessmentForm } from '../components/body-assessment/assessment-form.tsx'
import { AssessmentResult, Disclaimer } from '../components/body-assessment/assessment-result.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { localeContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText, translator } from '../utils/page.server.ts'
import { parseAssessmentForm } from './body-assessment.form.ts'
import type { Route } from './+types/body-assessment'

export function loader({ context }: Route.LoaderArgs) {
	return pageText(context, 'bodyAssessment')
}

export async function action({ request, context }: Route.ActionArgs) {
	// A body that is not a form (a script posting JSON, a cut-off upload) is an empty answer:
	// the visitor gets the field messages and a 400, never a server error.
	const formData = await request.formData().catch(() => new FormData())
	const parsed = parseAssessmentForm(formData, translator(context))
	if (!parsed.ok) return data({ status: 'invalid' as const, values: parsed.values, errors: parsed.errors }, { status: 400 })
	const assessment = assess(parsed.input)
	const { locale } = context.get(localeContext)
	const plan = PLAN_SEEDS.find((seed) => seed.slug === assessment.plan.slug)
	return data({ status: 'result' as const, assessment, planName: plan?.text[locale.code].name ?? assessment.plan.slug })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function BodyAssessment({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro} />
			<div className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
				{actionData?.status === 'result' ? (
					<AssessmentResult assessment={actionData.assessment} planName={actionData.planName} />
				) : (
					<AssessmentForm failed={actionData?.status === 'invalid' ? actionData : undefined} />
				)}
				<Disclaimer />
			</div>
		</>
	)
}
