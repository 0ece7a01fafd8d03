/** The body assessment's answer (app/routes/body-assessment.tsx): the figures, the plan we suggest, and the disclaimer under both. */
import { useEffect, useRef } from 'react'
import { type Assessment, type BmiClass, formatAssessmentNumber, PLUS_SIZE_ABOVE_KCAL } from '../../../domain/body-assessment.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import { Badge, type BadgeTone } from '../ui/badge.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { Icon } from '../ui/icon.tsx'
import { info } from '../ui/icons.generated.ts'

const BMI_TONES: Record<BmiClass, BadgeTone> = {
	underweight: 'warning',
	normal: 'brand',
	overweight: 'warning',
	obese1: 'warning',
	obese2: 'warning',
	obese3: 'warning',
}

export function AssessmentResult({ assessment, planName }: { assessment: Assessment; planName: string }) {
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

export function Disclaimer() {
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
