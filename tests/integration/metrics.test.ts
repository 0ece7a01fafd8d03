/**
 * /metrics (issue 21, item 6; server/metrics/): Prometheus text, only with METRICS_TOKEN as a
 * bearer token; requests by route pattern with their latency, the database pool, event-loop lag,
 * payment outcomes read from the shared database, and the job queues' depth and failures from
 * pg-boss (a job that failed its last retry shows as failed).
 */
import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { type JobDefinition } from '../../server/jobs/job-runner.ts'
import { createMetrics } from '../../server/metrics/metrics.ts'
import { payments } from '../../server/db/schema.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'
import { jobRunnersOn, TestClock, tickUntil } from './support/jobs.ts'
import { insertTestOrder } from './support/payment-service.ts'

const TOKEN = 'metrics-token-for-the-tests-0123456789'
const { db, url } = await createTestDatabase()
const testJobRunner = jobRunnersOn(url)
const scrape = (request: ReturnType<typeof createTestApp>, token = TOKEN) => request('/metrics', { headers: { Authorization: `Bearer ${token}` } })

/** The value of one series of the exposition, or undefined when it is not there. */
function sample(text: string, series: string) {
	const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
	return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('/metrics', () => {
	test('does not exist without METRICS_TOKEN: the address is an ordinary page (here the stub)', async () => {
		const response = await scrape(createTestApp(db))
		expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
		expect(await response.text()).not.toContain('kcal_http_requests_total')
	})

	test('answers 401 without the token or with another one, and never to a cookie', async () => {
		const request = createTestApp(db, { METRICS_TOKEN: TOKEN })
		const attempts: Array<Record<string, string>> = [{}, { Authorization: `Bearer ${TOKEN}x` }, { Authorization: TOKEN }, { Cookie: `token=${TOKEN}` }]
		for (const headers of attempts) {
			const refused = await request('/metrics', { headers })
			expect(refused.status).toBe(401)
			expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
		}
	})

	test('counts requests by method, route pattern and status, with their latency, the pool and the event loop', async () => {
		const request = createTestApp(db, { METRICS_TOKEN: TOKEN })
		await request('/client/api/v1/plans')
		await request('/client/api/v1/plans/international')
		await request('/client/api/v1/plans/arabic')
		await request('/client/api/v1/plans/no-such-plan')
		await request('/ar-ae/meal-plans/checkout/')
		await request('/healthz')

		const response = await scrape(request)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const text = await response.text()
		expect(sample(text, 'kcal_http_requests_total{method="GET",route="/client/api/v1/plans",status="200"}')).toBe(1)
		// One series for every plan: the pattern, never the address.
		expect(sample(text, 'kcal_http_requests_total{method="GET",route="/client/api/v1/plans/:slug",status="200"}')).toBe(2)
		expect(sample(text, 'kcal_http_requests_total{method="GET",route="/client/api/v1/plans/:slug",status="404"}')).toBe(1)
		expect(text).not.toContain('route="/client/api/v1/plans/arabic"')
		// Pages in any language under the route table's pattern.
		expect(sample(text, 'kcal_http_requests_total{method="GET",route="page /meal-plans/checkout",status="200"}')).toBe(1)
		expect(sample(text, 'kcal_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1)
		expect(sample(text, 'kcal_http_request_duration_seconds_count{method="GET",route="/client/api/v1/plans/:slug"}')).toBe(3)
		expect(sample(text, 'kcal_db_pool_connections{state="total"}')).toBeGreaterThan(0)
		expect(sample(text, 'kcal_db_pool_max_connections')).toBe(10)
		expect(text).toContain('nodejs_eventloop_lag_seconds ')
		expect(text).toContain('nodejs_eventloop_lag_p99_seconds ')
	})

	test('gives the payment attempts open now and those ended in the last hour, by method, status and reason', async () => {
		const now = Date.now()
		const attempt = async (method: string, status: string, completedMinutesAgo: number | null, failureReason: string | null = null) => {
			const order = await insertTestOrder(db)
			await db.insert(payments).values({
				orderId: order.id,
				method,
				gateway: method === 'tabby' ? 'tabby' : 'aps',
				status,
				amountFils: order.totalFils,
				merchantReference: `test-${randomUUID()}`,
				failureReason,
				completedAt: completedMinutesAgo === null ? null : new Date(now - completedMinutesAgo * 60_000),
			})
		}
		await attempt('card', 'paid', 5)
		await attempt('card', 'paid', 30)
		await attempt('card', 'failed', 10, 'declined')
		await attempt('tabby', 'cancelled', 2, 'cancelled')
		await attempt('card', 'failed', 90, 'declined') // ended before the hour: not counted
		await attempt('apple_pay', 'pending', null)
		await attempt('tabby', 'requires_action', null)

		const text = await (await scrape(createTestApp(db, { METRICS_TOKEN: TOKEN }))).text()
		expect(sample(text, 'kcal_payment_outcomes_last_hour{method="card",status="paid",reason=""}')).toBe(2)
		expect(sample(text, 'kcal_payment_outcomes_last_hour{method="card",status="failed",reason="declined"}')).toBe(1)
		expect(sample(text, 'kcal_payment_outcomes_last_hour{method="tabby",status="cancelled",reason="cancelled"}')).toBe(1)
		expect(sample(text, 'kcal_payments_open{method="apple_pay"}')).toBe(1)
		expect(sample(text, 'kcal_payments_open{method="tabby"}')).toBe(1)
	})

	test("shows each job queue's depth, and a job that failed its last retry as failed", { timeout: 120_000 }, async () => {
		const clock = new TestClock(Date.parse('2026-11-27T12:00:00Z'))
		const runner = testJobRunner(clock, { superviseIntervalSeconds: 5 })
		const broken: JobDefinition = {
			name: 'always-broken',
			queue: { retryLimit: 1, retryDelay: 1 },
			pollingIntervalSeconds: 1,
			run: async () => {
				throw new Error('broken on purpose')
			},
		}
		await runner.start([broken])
		// A queue no worker of this instance takes: its jobs stay queued.
		await runner.boss.createQueue('never-taken')
		const metrics = createMetrics({ db, logger: pino({ level: 'silent' }), queues: () => runner.boss.getQueues() })
		const text = async () => (await metrics.render()).body

		await runner.send('always-broken', {})
		await runner.boss.send('never-taken', {})
		await runner.boss.send('never-taken', {})
		// pg-boss counts the queues on its monitor pass (every superviseIntervalSeconds here, a minute in production).
		await tickUntil(clock, async () => sample(await text(), 'kcal_job_queue_jobs{queue="always-broken",state="failed"}') === 1, 60)
		const body = await text()
		expect(sample(body, 'kcal_job_queue_jobs{queue="always-broken",state="queued"}')).toBe(0)
		expect(sample(body, 'kcal_job_queue_jobs{queue="never-taken",state="queued"}')).toBe(2)
		expect(sample(body, 'kcal_job_queue_jobs{queue="never-taken",state="failed"}')).toBe(0)
		await runner.stop()
	})

	test('a scrape still answers while the database does not: the figures read from it are left out', async () => {
		const broken = await createTestDatabase()
		const request = createTestApp(broken.db, { METRICS_TOKEN: TOKEN })
		await broken.pool.end()
		const response = await scrape(request)
		expect(response.status).toBe(200)
		const text = await response.text()
		expect(text).toContain('kcal_http_requests_total')
		expect(text).not.toMatch(/^kcal_payments_open\{/m)
	})
})
