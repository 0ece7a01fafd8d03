/**
 * The body assessment's six questions (app/routes/body-assessment.tsx): a plain POST form that shows
 * every step at once before JavaScript, and one step at a time, each checked before the next, once
 * hydrated.
 */
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { ACTIVITY_LEVELS, GOALS, SEXES } from '../../../domain/body-assessment.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import {
	ASSESSMENT_FIELDS,
	ASSESSMENT_STEPS,
	type AssessmentErrors,
	type AssessmentField,
	type AssessmentValues,
	EMPTY_VALUES,
	fieldError,
} from '../../routes/body-assessment.form.ts'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { Button } from '../ui/button.tsx'
import { Field, RadioGroup, TextInput } from '../ui/field.tsx'
import { Icon } from '../ui/icon.tsx'
import { circleAlert } from '../ui/icons.generated.ts'

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

export type Failed = { values: AssessmentValues; errors: AssessmentErrors }

/** Where the step checks have got to, for one answer of the server (a new answer starts over from its errors). */
type StepState = { answer: Failed | undefined; step: number; errors: AssessmentErrors }

export function AssessmentForm({ failed }: { failed: Failed | undefined }) {
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
