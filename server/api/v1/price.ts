/**
 * POST /price: the price of an order draft, decided by the server (the browser only shows it).
 * A read that takes a body, so it is POST; it changes nothing and is never cached.
 */
import { Hono } from 'hono'
import type { Database } from '../../db/client.ts'
import type { RateLimit } from '../../http/rate-limits.ts'
import { quotePrice } from '../../pricing/price-service.ts'
import { orderStartProblem } from '../../schedule/order-start.ts'
import { apiError, apiLocale } from '../errors.ts'

type PriceRouterOptions = {
	db: Database
	/** Unknown codes per client address; without it codes are not limited (tests of pricing alone). */
	unknownCodeLimit?: RateLimit
	now?: () => Date
}

export function createPriceRouter({ db, unknownCodeLimit, now = () => new Date() }: PriceRouterOptions) {
	const router = new Hono<{ Variables: { clientIp: string } }>()

	router.post('/', async (c) => {
		c.header('Cache-Control', 'no-store')
		if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
			return apiError(c, 415, 'unsupported_media_type', 'badRequest')
		}
		const body: unknown = await c.req.json().catch(() => undefined)
		if (typeof body !== 'object' || body === null || Array.isArray(body)) return apiError(c, 400, 'bad_request', 'badRequest')
		const codeGuesses = unknownCodeLimit && { limit: unknownCodeLimit, clientIp: c.get('clientIp') }
		const at = now()
		const result = await quotePrice(body, { db, locale: apiLocale(c), now: at, codeGuesses })
		if (result.status === 'invalid') return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
		if (result.status === 'rate-limited') {
			c.header('Retry-After', String(result.retryAfterSeconds))
			return apiError(c, 429, 'rate_limited', 'tooManyRequests')
		}
		// A start date, when given, is checked as the order will check it: the cut-off, closed days, the plan's first menu.
		const startDate = (body as Record<string, unknown>).start_date
		const startProblem = startDate == null ? null : await orderStartProblem(db, startDate, at, result.choice, apiLocale(c))
		if (startProblem) return apiError(c, 400, 'invalid_input', 'invalidInput', { start_date: startProblem })
		return c.json({ data: result.price })
	})

	return router
}
