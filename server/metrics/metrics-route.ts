/**
 * GET /metrics for Prometheus: only with `Authorization: Bearer <METRICS_TOKEN>`; without
 * METRICS_TOKEN set the route does not exist (a 404 like any unknown address).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Metrics } from './metrics.ts'

const digest = (value: string) => createHash('sha256').update(value).digest()

export function metricsRoute(metrics: Metrics, token: string) {
	const expected = digest(`Bearer ${token}`)
	const app = new Hono()
	app.get('/metrics', async (c) => {
		// Compared as digests, so neither the length nor the content leaks through timing.
		if (!timingSafeEqual(digest(c.req.header('Authorization') ?? ''), expected)) {
			return c.text('Unauthorized\n', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' })
		}
		const { contentType, body } = await metrics.render()
		return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
	})
	return app
}
