/**
 * The body assessment: six questions, then BMI, energy need, a calorie target and the plan we
 * suggest. It is a plain POST form answered by the action, so it works before (and without)
 * JavaScript: every step shows at once and the server's messages come back with the page. Once
 * hydrated, the same form shows one step at a time and checks each step before moving on.
 *
 * "Start with this plan" opens /meal-plans/customise-meal-plan/?plan={slug}&size={regular|plus}
 * (docs/architecture.md, "Body assessment").
 */
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { PLAN_SEEDS } from '../../content/plans.ts'
import {
	ACTIVITY_LEVELS,
	assess,
	type Assessment,
	type BmiClass,
	formatAssessmentNumber,
	GOALS,
	PLUS_SIZE_ABOVE_KCAL,
	SEXES,
} from '../../domain/body-assessment.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { Badge, type BadgeTone } from '../components/ui/badge.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { Field, RadioGroup, TextInput } from '../components/ui/field.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { circleAlert, info } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { metaFrom } from '../utils/meta.ts'
import { pageText, translator } from '../utils/page.server.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import {
	ASSESSMENT_FIELDS,
	ASSESSMENT_STEPS,
	type AssessmentErrors,
	type AssessmentField,
	type AssessmentValues,
	EMPTY_VALUES,
	fieldError,
	parseAssessmentForm,
} from './body-assessment.form.ts'
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

const STEP_OF_FIELD = Object.fromEntries(
	ASSESSMENT_STEPS.flatMap((step, index) => step.fields.map((field) => [field, index])),
) as Record<AssessmentField, number>

const LAST_STEP = ASSESSMENT_STEPS.length - 1

/** The step to show for a set of messages: the first one with a message, else the first step. */
function firstStepWithError(errors: AssessmentErrors): number {
	const steps = ASSESSMENT_FIELDS.filter((field) => errors[field]).map((field) => STEP_OF_FIELD[field])
	return steps.length > 0 ? Math.min(...steps) : 0
}

/** The id of a field's control, or of the wrapper of a radio group: the error summary links to it. */
const controlId = (field: AssessmentField) => `assessment-${field}`

type Failed = { values: AssessmentValues; errors: AssessmentErrors }

/** Where the step checks have got to, for one answer of the server (a new answer starts over from its errors). */
type StepState = { answer: Failed | undefined; step: number; errors: AssessmentErrors }

function AssessmentForm({ failed }: { failed: Failed | undefined }) {
	const { t } = useTranslation()
	// Before hydration (and without JavaScript) every step shows and the server validates.
	const stepped = useHydrated()
	const submitting = useNavigation().state === 'submitting'
	const formRef = useRef<HTMLFormElement>(null)
	const summaryRef = useRef<HTMLDivElement>(null)
	// A CSS selector to focus once the next render is on screen (set by the handlers below).
	const focusNext = useRef<string | null>(null)

	const serverErrors = failed?.errors ?? {}
	const [checked, setChecked] = useState<StepState>()
	const { step, errors } =
		checked && checked.answer === failed ? checked : { step: firstStepWithError(serverErrors), errors: serverErrors }
	const values = failed?.values ?? EMPTY_VALUES

	useEffect(() => {
		const selector = focusNext.current
		focusNext.current = null
		const target = selector ? formRef.current?.querySelector<HTMLElement>(selector) : null
		// A radio group's wrapper is not focusable: its first radio is.
		const focusable = target?.matches('input, [tabindex]') ? target : target?.querySelector('input')
		focusable?.focus()
	})

	// After a failed submit, the summary is the first thing read and seen.
	useEffect(() => {
		if (failed) summaryRef.current?.focus()
	}, [failed])

	const show = (next: { step: number; errors: AssessmentErrors }, focus: string) => {
		focusNext.current = focus
		setChecked({ answer: failed, ...next })
	}

	/** The messages of the given fields for what is in the form now. */
	const check = (fields: readonly AssessmentField[]) => {
		const formData = new FormData(formRef.current ?? undefined)
		const found: AssessmentErrors = {}
		for (const field of fields) {
			const message = fieldError(field, String(formData.get(field) ?? ''), t)
			if (message) found[field] = message
		}
		return found
	}

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		if (!stepped) return
		const fields = ASSESSMENT_STEPS[step]?.fields ?? []
		const stepErrors = check(fields)
		const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => !(fields as readonly string[]).includes(field)))
		const merged: AssessmentErrors = { ...kept, ...stepErrors }
		if (Object.keys(stepErrors).length > 0) {
			event.preventDefault()
			show({ step, errors: merged }, `[data-step="${step}"] [aria-invalid="true"]`)
		} else if (step < LAST_STEP) {
			event.preventDefault()
			show({ step: step + 1, errors: merged }, `[data-step="${step + 1}"] [data-step-heading]`)
		} else {
			// An earlier step may still hold a server message the visitor never went back to fix.
			const all = check(ASSESSMENT_FIELDS)
			if (Object.keys(all).length > 0) {
				event.preventDefault()
				const first = firstStepWithError(all)
				show({ step: first, errors: all }, `[data-step="${first}"] [aria-invalid="true"]`)
			} else {
				setChecked({ answer: failed, step, errors: {} })
			}
		}
	}

	const back = () => show({ step: step - 1, errors }, `[data-step="${step - 1}"] [data-step-heading]`)

	const jumpTo = (field: AssessmentField) => (event: MouseEvent<HTMLAnchorElement>) => {
		if (!stepped) return
		event.preventDefault()
		show({ step: STEP_OF_FIELD[field], errors }, `#${controlId(field)}`)
	}

	const summary = failed ? ASSESSMENT_FIELDS.filter((field) => errors[field]) : []
	const measurement = (field: 'age' | 'heightCm' | 'weightKg', inputMode: 'numeric' | 'decimal') => (
		<Field label={t(`assessment.${field}`)} error={errors[field]} required id={controlId(field)}>
			{/* Numbers read left to right in Arabic too; aligned with the label at the start edge. */}
			<TextInput
				name={field}
				inputMode={inputMode}
				dir="ltr"
				defaultValue={values[field]}
				className="max-w-40 rtl:text-end"
			/>
		</Field>
	)

	// noValidate: the browser's own bubbles would speak the browser's language, not the page's.
	return (
		<Form
			method="post"
			noValidate
			ref={formRef}
			onSubmit={onSubmit}
			className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-950"
		>
			{summary.length > 0 && (
				<div
					ref={summaryRef}
					tabIndex={-1}
					aria-labelledby="assessment-error-summary"
					role="region"
					className="mb-8 rounded-xl border-2 border-red-700 bg-red-50 p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:border-red-400 dark:bg-red-950 dark:focus-visible:outline-red-400"
				>
					<h2 id="assessment-error-summary" className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200">
						<Icon icon={circleAlert} className="size-5 shrink-0" />
						{t('assessment.errors.summary')}
					</h2>
					<ul className="mt-2 list-disc space-y-1 ps-10 text-red-800 dark:text-red-200">
						{summary.map((field) => (
							<li key={field}>
								<a href={`#${controlId(field)}`} onClick={jumpTo(field)} className="underline underline-offset-2">
									{errors[field]}
								</a>
							</li>
						))}
					</ul>
				</div>
			)}

			{stepped && <StepIndicator current={step} />}

			<div className="flex flex-col gap-10">
				{ASSESSMENT_STEPS.map((definition, index) => (
				<fieldset key={definition.id} data-step={index} hidden={stepped && index !== step} className="flex flex-col gap-6">
					<legend className="mb-6">
						{stepped && (
							<span className="block text-sm font-medium text-gray-600 dark:text-gray-400">
								{t('assessment.stepOf', { current: index + 1, total: ASSESSMENT_STEPS.length })}
							</span>
						)}
						<h2 data-step-heading tabIndex={-1} className="text-xl font-bold text-gray-900 outline-none dark:text-gray-100">
							{t(`assessment.steps.${definition.id}`)}
						</h2>
					</legend>

					{definition.id === 'about' && (
						<>
							<div id={controlId('sex')}>
								<RadioGroup
									legend={t('assessment.sex')}
									name="sex"
									required
									defaultValue={values.sex}
									error={errors.sex}
									options={SEXES.map((sex) => ({ value: sex, label: t(`assessment.${sex}`) }))}
								/>
							</div>
							{measurement('age', 'numeric')}
						</>
					)}
					{definition.id === 'body' && (
						<div className="grid gap-6 sm:grid-cols-2">
							{measurement('heightCm', 'numeric')}
							{measurement('weightKg', 'decimal')}
						</div>
					)}
					{definition.id === 'lifestyle' && (
						<>
							<div id={controlId('activity')}>
								<RadioGroup
									legend={t('assessment.activity')}
									name="activity"
									required
									defaultValue={values.activity}
									error={errors.activity}
									options={ACTIVITY_LEVELS.map((level) => ({
										value: level,
										label: t(`assessment.activities.${level}`),
										hint: t(`assessment.activities.${level}Hint`),
									}))}
								/>
							</div>
							<div id={controlId('goal')}>
								<RadioGroup
									legend={t('assessment.goal')}
									name="goal"
									required
									defaultValue={values.goal}
									error={errors.goal}
									options={GOALS.map((goal) => ({ value: goal, label: t(`assessment.goals.${goal}`) }))}
								/>
							</div>
						</>
					)}
				</fieldset>
				))}
			</div>

			<div className="mt-10 flex flex-wrap items-center gap-3">
				{stepped && step > 0 && (
					<Button variant="kcal-secondary" onClick={back}>
						{t('assessment.back')}
					</Button>
				)}
				{/* The submit button moves the steps on too, so Enter in a field does what it says. */}
				<Button type="submit" loading={submitting} className="ms-auto">
					{stepped && step < LAST_STEP ? t('assessment.next') : t('assessment.submit')}
				</Button>
			</div>
		</Form>
	)
}

function StepIndicator({ current }: { current: number }) {
	const { t } = useTranslation()
	return (
		<ol className="mb-8 grid grid-cols-3 gap-2">
			{ASSESSMENT_STEPS.map((step, index) => (
				<li
					key={step.id}
					aria-current={index === current ? 'step' : undefined}
					className={
						index === current
							? 'text-xs font-semibold text-gray-900 dark:text-gray-100'
							: 'text-xs text-gray-600 dark:text-gray-400'
					}
				>
					<span
						aria-hidden="true"
						className={`mb-1.5 block h-1.5 rounded-full ${index <= current ? 'bg-primary-700 dark:bg-primary-400' : 'bg-gray-300 dark:bg-gray-700'}`}
					/>
					{t(`assessment.steps.${step.id}`)}
				</li>
			))}
		</ol>
	)
}

const BMI_TONES: Record<BmiClass, BadgeTone> = {
	underweight: 'warning',
	normal: 'brand',
	overweight: 'warning',
	obese1: 'warning',
	obese2: 'warning',
	obese3: 'warning',
}

function AssessmentResult({ assessment, planName }: { assessment: Assessment; planName: string }) {
	const { t, locale } = useTranslation()
	const headingRef = useRef<HTMLHeadingElement>(null)
	// The form the visitor was in is gone: bring them to what replaced it.
	useEffect(() => {
		headingRef.current?.focus()
	}, [assessment])

	const number = (value: number, decimals = 0) => formatAssessmentNumber(value, locale.language, decimals)
	const kcal = (value: number) => (
		<>
			<bdi>{number(value)}</bdi> <span className="text-base font-medium">{t('assessment.result.kcalPerDay')}</span>
		</>
	)
	const { adjustment } = assessment
	const targetNote = assessment.floorApplied
		? t('assessment.result.floorNote', { floor: number(assessment.floor) })
		: adjustment < 0
			? t('assessment.result.targetLose', { kcal: number(-adjustment) })
			: adjustment > 0
				? t('assessment.result.targetGain', { kcal: number(adjustment) })
				: t('assessment.result.targetMaintain')
	const { slug, size } = assessment.plan
	const figure = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-950'
	const term = 'text-sm font-medium text-gray-700 dark:text-gray-300'
	const value = 'mt-1 text-2xl font-bold text-gray-900 dark:text-gray-100'
	const note = 'mt-2 text-sm text-gray-600 dark:text-gray-400'

	return (
		<section aria-labelledby="assessment-result" className="flex flex-col gap-6">
			<h2 id="assessment-result" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 outline-none dark:text-gray-100">
				{t('assessment.result.heading')}
			</h2>
			<dl className="grid gap-4 sm:grid-cols-2">
				<div className="rounded-2xl bg-primary-50 p-6 sm:col-span-2 dark:bg-primary-950">
					<dt className="text-sm font-semibold text-primary-900 dark:text-primary-100">{t('assessment.result.target')}</dt>
					<dd className="mt-1 text-4xl font-extrabold text-primary-900 dark:text-white">{kcal(assessment.target)}</dd>
					<dd className="mt-2 text-sm text-primary-900 dark:text-primary-100">{targetNote}</dd>
				</div>
				<div className={figure}>
					<dt className={term}>{t('assessment.result.tdee')}</dt>
					<dd className={value}>{kcal(assessment.tdee)}</dd>
					<dd className={note}>{t('assessment.result.tdeeHint')}</dd>
				</div>
				<div className={figure}>
					<dt className={term}>{t('assessment.result.bmr')}</dt>
					<dd className={value}>{kcal(assessment.bmr)}</dd>
					<dd className={note}>{t('assessment.result.bmrHint')}</dd>
				</div>
				<div className={`${figure} sm:col-span-2`}>
					<dt className={term}>{t('assessment.result.bmi')}</dt>
					<dd className={`${value} flex flex-wrap items-center gap-3`}>
						<bdi>{number(assessment.bmi, 1)}</bdi>
						<Badge tone={BMI_TONES[assessment.bmiClass]}>
							{t(`assessment.who.${assessment.bmiClass}`)}
						</Badge>
					</dd>
					<dd className={note}>{t('assessment.result.bmiNote')}</dd>
				</div>
			</dl>

			<section aria-labelledby="assessment-plan" className={`${figure} p-6`}>
				<h3 id="assessment-plan" className={term}>
					{t('assessment.result.plan')}
				</h3>
				<p className="mt-1 flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900 dark:text-gray-100">
					{planName}
					<Badge tone="brand">
						{t(`assessment.result.sizes.${size}`)}
					</Badge>
				</p>
				<p className={note}>{t('assessment.result.sizeHint', { kcal: number(PLUS_SIZE_ABOVE_KCAL) })}</p>
				<div className="mt-6 flex flex-wrap gap-3">
					<ButtonLink to={`/meal-plans/customise-meal-plan/?plan=${encodeURIComponent(slug)}&size=${size}`}>
						{t('assessment.result.start')}
					</ButtonLink>
					<ButtonLink to="/body-assessment/" variant="kcal-secondary">
						{t('assessment.result.again')}
					</ButtonLink>
				</div>
			</section>
		</section>
	)
}

function Disclaimer() {
	const { t } = useTranslation()
	return (
		<p
			role="note"
			className="mt-8 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
		>
			<Icon icon={info} className="mt-0.5 size-5 shrink-0" />
			<span>{t('assessment.disclaimer')}</span>
		</p>
	)
}
