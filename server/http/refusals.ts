/**
 * How the HTTP layer answers a request it refuses before any route reads it (a body over the
 * limit, a body that breaks the text rule or does not parse, a page posted something other than
 * a form): the API's JSON error in the `?locale=` language, with the field named when there is
 * one; otherwise a small page in the language of the address's prefix.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { REQUEST_MESSAGES, type RequestMessages } from '../../content/request-messages.ts'
import { getLocale, splitLocalePath } from '../../domain/locale.ts'
import { apiLocale } from '../api/errors.ts'
import type { BodyRefusal } from './request-body.ts'

export const MINIMAL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

export type Refusal = BodyRefusal | { code: 'payload_too_large' } | { code: 'unsupported_media_type' } | { code: 'refused_value' }

const STATUS: Record<Refusal['code'], ContentfulStatusCode> = {
	payload_too_large: 413,
	unsupported_media_type: 415,
	malformed_body: 400,
	too_deep: 400,
	invalid_text: 400,
	refused_value: 400,
}

const PAGE_HELP: Record<Refusal['code'], keyof RequestMessages> = {
	payload_too_large: 'tooLargeHelp',
	unsupported_media_type: 'unsupportedFormHelp',
	malformed_body: 'malformedFormHelp',
	too_deep: 'malformedFormHelp',
	invalid_text: 'invalidTextHelp',
	refused_value: 'refusedValueHelp',
}

export const isApiPath = (path: string) => path.startsWith('/client/api/')

export function refuse(c: Context, refusal: Refusal): Response {
	const status = STATUS[refusal.code]
	if (isApiPath(c.req.path)) {
		const messages = REQUEST_MESSAGES[apiLocale(c)]
		if (refusal.code === 'invalid_text') {
			return c.json({ error: { code: 'invalid_input', message: messages.invalidText, fields: { [refusal.field]: messages.invalidText } } }, status)
		}
		if (refusal.code === 'refused_value') return c.json({ error: { code: 'invalid_input', message: messages.refusedValue } }, status)
		const message = refusal.code === 'payload_too_large' ? messages.payloadTooLarge : messages[PAGE_HELP[refusal.code]]
		return c.json({ error: { code: refusal.code, message } }, status)
	}
	const locale = getLocale(splitLocalePath(c.req.path).locale)
	const messages = REQUEST_MESSAGES[locale.code]
	return c.html(refusedPage(locale, status, messages.refusedFormTitle, messages[PAGE_HELP[refusal.code]], messages.goBackHome), status, {
		'Content-Security-Policy': MINIMAL_PAGE_CSP,
		'Cache-Control': 'no-store',
	})
}

function refusedPage({ htmlLang, dir, prefix }: ReturnType<typeof getLocale>, status: number, title: string, help: string, home: string) {
	return `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | kcal</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#111827;text-align:center;padding:1rem}p.code{font-size:3.5rem;font-weight:800;color:#15803d;margin:0}a{display:inline-block;margin-top:1.5rem;background:#15803d;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none;font-weight:600}</style></head><body><main><p class="code">${status}</p><h1>${title}</h1><p>${help}</p><a href="/${prefix ? `${prefix}/` : ''}">${home}</a></main></body></html>`
}
