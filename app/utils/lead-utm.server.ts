/**
 * The UTM values a lead form sends with the lead: the page address's own when it has any, or
 * else those of the visit's landing (the 60-day attribution cookie, docs/attribution.md). A
 * visitor who came from an advert to another page and opened the lead form later is still
 * credited to that advert.
 */
import { UTM_FIELDS, type UtmField } from '../../domain/attribution.ts'
import { ATTRIBUTION_COOKIE, readLandingCookie } from '../../server/attribution/landing-cookie.ts'
import type { LeadUtm } from '../components/lead-form.tsx'
import { rawCookieValue } from './cookie-value.ts'

const FORM_FIELDS = {
	utm_source: 'utmSource',
	utm_medium: 'utmMedium',
	utm_campaign: 'utmCampaign',
	utm_term: 'utmTerm',
	utm_content: 'utmContent',
} as const satisfies Record<UtmField, keyof LeadUtm>

// The server cuts them to 100 characters too; this keeps a crafted link out of the page.
const LEAD_UTM_MAX_LENGTH = 100

function leadUtm(value: (field: UtmField) => string | null | undefined): LeadUtm {
	const utm: LeadUtm = {}
	for (const field of UTM_FIELDS) {
		const text = value(field)?.trim()
		if (text) utm[FORM_FIELDS[field]] = text.slice(0, LEAD_UTM_MAX_LENGTH)
	}
	return utm
}

/** `url`: the page's address (a loader's `url`); `request`: for its cookies. */
export function leadUtmOf(url: URL, request: Request): LeadUtm {
	const fromAddress = leadUtm((field) => url.searchParams.get(field))
	if (Object.keys(fromAddress).length > 0) return fromAddress
	const landing = readLandingCookie(rawCookieValue(request.headers.get('Cookie'), ATTRIBUTION_COOKIE))
	return landing ? leadUtm((field) => landing.utm[field]) : {}
}
