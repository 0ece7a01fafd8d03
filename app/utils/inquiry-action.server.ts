/**
 * The form action behind the contact page and the lead forms, for posts made without
 * JavaScript (and the contact page's with it): the posted form goes to the same service as
 * POST /client/api/v1/contact and /leads, and the answer comes back as the page's action data
 * with the status the API would give, the localized messages and everything that was typed.
 */
import { data, type RouterContextProvider } from 'react-router'
import { LEAD_FIELDS } from '../../domain/contact-limits.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import type { InquiryFormState } from '../components/inquiry-form.tsx'
import { localeContext, servicesContext } from '../context.ts'

// Long enough to give back a message a little over the limit for trimming; short enough that a
// hostile post is not echoed in full.
const MAX_ECHOED_LENGTH = 4000

export async function inquiryAction<Field extends string>(
	kind: 'contact' | 'lead',
	request: Request,
	context: Readonly<RouterContextProvider>,
	fields: readonly Field[],
) {
	const { t, locale } = context.get(localeContext)
	const services = context.get(servicesContext)
	// A body that is not a form is an empty one: the field messages come back, never a 500.
	const formData = await request.formData().catch(() => new FormData())
	const input: Record<string, string> = {}
	for (const [name, value] of formData) if (typeof value === 'string' && !(name in input)) input[name] = value
	const values: Partial<Record<Field, string>> = {}
	for (const field of fields) values[field] = (input[field] ?? '').slice(0, MAX_ECHOED_LENGTH)

	const failed = (status: number, errors: Partial<Record<Field, string>>, message?: string, headers?: HeadersInit) =>
		data<InquiryFormState<Field>>({ status: 'failed', values, errors, ...(message ? { message } : {}) }, { status, headers })

	// React Router already refuses a foreign Origin; Sec-Fetch-Site also covers browsers that send no Origin.
	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) {
		return failed(403, {}, t('api.crossSite'))
	}
	const submit = kind === 'contact' ? services.inquiries.submitContact : services.inquiries.submitLead
	const result = await submit({ input, locale: locale.code, clientIp: services.clientIp })
	switch (result.status) {
		case 'sent':
			return data<InquiryFormState<Field>>({ status: 'sent', message: result.message })
		case 'invalid':
			return failed(400, result.errors as Partial<Record<Field, string>>)
		case 'rate-limited':
			return failed(429, {}, t('api.tooManyRequests'), { 'Retry-After': String(result.retryAfterSeconds) })
	}
}

/** The action of a page that shows a LeadForm (app/components/lead-form.tsx). */
export function leadFormAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
	return inquiryAction('lead', request, context, LEAD_FIELDS)
}
