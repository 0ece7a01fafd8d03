/**
 * The lead form for campaign pages: name, UAE mobile, e-mail and goal, plus the page and the
 * campaign's UTM values in hidden fields. Once hydrated it posts JSON to
 * POST /client/api/v1/leads and shows the answer in place; before (or without) JavaScript it
 * is a plain POST to the page it is on, whose action must be `leadFormAction`:
 *
 *   export const action = leadFormAction          // app/utils/inquiry-action.server.ts
 *   <LeadForm sourcePath="/campaign/x/" utm={loaderData.utm} state={actionData} />
 *
 * Both paths run the same validation (server/inquiries/) and keep what was typed on failure.
 */
import { type FormEvent, useState } from 'react'
import { LEAD_FIELDS, LEAD_GOALS, type LeadField, type LeadTrackingField } from '../../domain/contact-limits.ts'
import { trackLead } from '../analytics/funnel.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useApi } from '../utils/use-api.ts'
import { FormProblems, FormSent, Honeypot, type InquiryFormState, PrivacyNote } from './inquiry-form.tsx'
import { Button } from './ui/button.tsx'
import { Field, RadioGroup, TextInput } from './ui/field.tsx'

export type LeadFormState = InquiryFormState<LeadField>

/** The UTM values sent with the lead, worked out by the page's loader (`leadUtmOf`, utils/lead-utm.server.ts). */
export type LeadUtm = Partial<Record<Exclude<LeadTrackingField, 'sourcePath'>, string>>

type LeadFormProps = {
	/** The page's path without the locale prefix, e.g. /campaign/lead_form/: stored with the lead. */
	sourcePath: string
	utm?: LeadUtm
	/** The page's action data after a post without JavaScript. */
	state?: LeadFormState
	submitLabel?: string
	/** Prefix of the field ids; give each form its own when a page has two. */
	idPrefix?: string
}

export function LeadForm({ sourcePath, utm = {}, state: posted, submitLabel, idPrefix = 'lead' }: LeadFormProps) {
	const { t } = useTranslation()
	const api = useApi()
	// The answer of the last post made here with JavaScript; it replaces the page's action data.
	const [answered, setAnswered] = useState<LeadFormState>()
	const [pending, setPending] = useState(false)
	const state = answered ?? posted
	// Stored, whichever way it was posted (the page's own action before hydration).
	useTrackOnce(state?.status === 'sent' ? 'sent' : null, () => trackLead(sourcePath))

	const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
		// Until hydration React has not attached this handler, and the browser posts the form itself.
		event.preventDefault()
		if (pending) return
		const body = Object.fromEntries([...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
		setPending(true)
		const { data, error } = await api.post<{ message: string }>('/leads', body)
		setPending(false)
		if (data) return setAnswered({ status: 'sent', message: data.message })
		// Only the messages are new: the inputs are untouched, so everything typed stays.
		setAnswered({ status: 'failed', values: {}, errors: error.fields ?? {}, ...(error.fields ? {} : { message: error.message }) })
	}

	if (state?.status === 'sent') return <FormSent message={state.message} />

	const values = state?.status === 'failed' ? state.values : {}
	const errors = state?.status === 'failed' ? state.errors : {}
	const fieldId = (field: LeadField) => `${idPrefix}-${field}`
	const problems = LEAD_FIELDS.flatMap((field) => (errors[field] ? [{ id: fieldId(field), message: errors[field] }] : []))

	return (
		// noValidate: the browser's own bubbles would speak the browser's language, not the page's.
		<form method="post" noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5">
			<FormProblems id={`${idPrefix}-problems`} problems={problems} message={state?.status === 'failed' ? state.message : undefined} answer={state} />
			<Field label={t('forms.name')} error={errors.name} required id={fieldId('name')}>
				<TextInput name="name" autoComplete="name" defaultValue={values.name} />
			</Field>
			<Field label={t('forms.phone')} hint={t('forms.mobileHint')} error={errors.phone} required id={fieldId('phone')}>
				{/* Numbers read left to right in Arabic too; aligned with the label at the start edge. */}
				<TextInput name="phone" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" defaultValue={values.phone} className="rtl:text-end" />
			</Field>
			<Field label={t('forms.email')} error={errors.email} required id={fieldId('email')}>
				<TextInput name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} className="rtl:text-end" />
			</Field>
			<div id={fieldId('goal')}>
				<RadioGroup
					legend={t('forms.goal')}
					name="goal"
					required
					defaultValue={values.goal}
					error={errors.goal}
					options={LEAD_GOALS.map((goal) => ({ value: goal, label: t(`forms.goals.${goal}`) }))}
				/>
			</div>
			<input type="hidden" name="sourcePath" value={sourcePath} />
			{Object.entries(utm).map(([field, value]) => (
				<input key={field} type="hidden" name={field} value={value} />
			))}
			<Honeypot />
			<Button type="submit" loading={pending} size="lg" className="self-start">
				{submitLabel ?? t('forms.leadSubmit')}
			</Button>
			<PrivacyNote />
		</form>
	)
}
