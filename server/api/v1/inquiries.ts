/**
 * POST /contact and POST /leads: JSON in, `{ data: { message } }` out (201), in the language of
 * `?locale=`. The pages' form actions reach the same service without HTTP (app/utils/inquiry-action.server.ts).
 */
import { type Context, Hono } from 'hono'
import { isCrossSiteRequest } from '../../http/same-origin.ts'
import type { InquiryRequest, InquiryResult } from '../../inquiries/service.ts'
import { apiError, apiLocale } from '../errors.ts'

export type InquiryEnv = { Variables: { clientIp: string } }

type Submit = (request: InquiryRequest) => Promise<InquiryResult>

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value)

/** One form's endpoint; `publicOrigin` is where our pages are served (Origin must match it or the API's own). */
export function createInquiryRouter(submit: Submit, { publicOrigin }: { publicOrigin: string }) {
	const router = new Hono<InquiryEnv>()

	router.post('/', async (c) => {
		c.header('Cache-Control', 'no-store')
		if (isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) {
			return apiError(c, 403, 'cross_site', 'crossSite')
		}
		// JSON only: a cross-site page cannot send it without a CORS preflight, which we never grant.
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
			return apiError(c, 415, 'unsupported_media_type', 'badRequest')
		}
		const body: unknown = await c.req.json().catch(() => undefined)
		if (!isObject(body)) return apiError(c, 400, 'bad_request', 'badRequest')
		return respond(c, await submit({ input: body, locale: apiLocale(c), clientIp: c.get('clientIp') }))
	})

	return router
}

function respond(c: Context, result: InquiryResult) {
	switch (result.status) {
		case 'sent':
			return c.json({ data: { message: result.message } }, 201)
		case 'invalid':
			return apiError(c, 400, 'invalid_input', 'invalidInput', result.errors)
		case 'rate-limited':
			c.header('Retry-After', String(result.retryAfterSeconds))
			return apiError(c, 429, 'rate_limited', 'tooManyRequests')
	}
}
