/**
 * What `/metrics` tells Prometheus (issue 21, item 6), with prom-client on a registry of this
 * instance's own:
 * - per instance, counted as they happen: requests by method, route pattern and status, their
 *   latency by route, and the process's own figures (event-loop lag, heap, CPU, GC: prom-client's
 *   default metrics);
 * - read when scraped: the database pool's connections (this instance's), and, from the shared
 *   database, the job queues' depth and failures (pg-boss's counts as of its last monitor pass,
 *   at most a minute old) and the payment attempts open now and ended in the last hour. These
 *   are the same on every instance: aggregate them with max(), not sum() (docs/operations.md).
 */
import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import type * as PromClient from 'prom-client'
import type { Database } from '../db/client.ts'
import type { Logger } from '../logger.ts'

/** One queue's counts, as pg-boss's getQueues() gives them. */
export type QueueCounts = { name: string; queuedCount: number; deferredCount: number; activeCount: number; failedCount: number }

export type MetricsOptions = {
	db: Database
	logger: Logger
	/** The job queues' counts (the job runner's pg-boss); absent where no jobs run (tests of the HTTP layer). */
	queues?: () => Promise<readonly QueueCounts[]>
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Seconds: a cached page is a few milliseconds, a payment call to a gateway a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** How far back "ended" payment attempts are counted. */
const OUTCOME_WINDOW = '1 hour'

export type Metrics = ReturnType<typeof createMetrics>

// prom-client (≈ 13 MB) is loaded when metrics are made, i.e. only on servers with METRICS_TOKEN
// (docs/benchmarks.md, memory); made synchronously, as the HTTP app that records into it is.
const loadPromClient = () => createRequire(import.meta.url)('prom-client') as typeof PromClient

export function createMetrics({ db, logger, queues }: MetricsOptions) {
	const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = loadPromClient()
	const registry = new Registry()
	collectDefaultMetrics({ register: registry })
	const registers = [registry]
	/** A scrape still answers when the database does not: the figures read from it are left out, and the failure logged. */
	async function fromDatabase(what: string, read: () => Promise<void>) {
		try {
			await read()
		} catch (error) {
			logger.warn({ err: error, metric: what }, 'A metric could not be read; left out of this scrape')
		}
	}

	const requests = new Counter({
		name: 'kcal_http_requests_total',
		help: 'HTTP requests answered, by method, route pattern and status',
		labelNames: ['method', 'route', 'status'] as const,
		registers,
	})
	const latency = new Histogram({
		name: 'kcal_http_request_duration_seconds',
		help: 'Time from the request reaching the app to its response headers, by method and route pattern',
		labelNames: ['method', 'route'] as const,
		buckets: LATENCY_BUCKETS,
		registers,
	})

	const pool = db.$client
	new Gauge({
		name: 'kcal_db_pool_connections',
		help: "This instance's database connections: open (total), idle, and requests waiting for one",
		labelNames: ['state'] as const,
		registers,
		collect() {
			this.set({ state: 'total' }, pool.totalCount)
			this.set({ state: 'idle' }, pool.idleCount)
			this.set({ state: 'waiting' }, pool.waitingCount)
		},
	})
	new Gauge({ name: 'kcal_db_pool_max_connections', help: "The pool's limit of connections", registers }).set(pool.options.max ?? 10)

	if (queues) {
		new Gauge({
			name: 'kcal_job_queue_jobs',
			help: "Jobs in each pg-boss queue by state (as of pg-boss's last monitor pass, every minute): queued (ready or deferred), deferred, active, failed (failed their last retry, kept 7 days); the same on every instance",
			labelNames: ['queue', 'state'] as const,
			registers,
			async collect() {
				this.reset()
				await fromDatabase('kcal_job_queue_jobs', async () => {
					for (const queue of await queues()) {
						this.set({ queue: queue.name, state: 'queued' }, queue.queuedCount)
						this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount)
						this.set({ queue: queue.name, state: 'active' }, queue.activeCount)
						this.set({ queue: queue.name, state: 'failed' }, queue.failedCount)
					}
				})
			},
		})
	}

	// Both payment gauges come from one query per scrape: prom-client collects the metrics of a
	// scrape concurrently, so the gauges share the query in flight.
	type PaymentCount = { method: string; status: string; reason: string; count: number }
	let paymentRead: Promise<PaymentCount[]> | null = null
	function paymentCounts() {
		paymentRead ??= db
			.execute<PaymentCount>(sql`
				select method, status, coalesce(failure_reason, '') as reason, count(*)::int as count
				from payments
				where status in ('pending', 'requires_action') or completed_at >= now() - ${OUTCOME_WINDOW}::interval
				group by 1, 2, 3`)
			.then(({ rows }) => rows)
			.finally(() => {
				paymentRead = null
			})
		return paymentRead
	}
	const isOpen = (status: string) => status === 'pending' || status === 'requires_action'
	new Gauge({
		name: 'kcal_payments_open',
		help: 'Payment attempts waiting for the gateway now (pending or 3-D Secure), by method; the same on every instance',
		labelNames: ['method'] as const,
		registers,
		async collect() {
			this.reset()
			await fromDatabase('kcal_payments_open', async () => {
				for (const row of await paymentCounts()) if (isOpen(row.status)) this.inc({ method: row.method }, row.count)
			})
		},
	})
	new Gauge({
		name: 'kcal_payment_outcomes_last_hour',
		help: 'Payment attempts that ended in the last hour, by method, status (paid, failed, cancelled) and failure reason; the same on every instance',
		labelNames: ['method', 'status', 'reason'] as const,
		registers,
		async collect() {
			this.reset()
			await fromDatabase('kcal_payment_outcomes_last_hour', async () => {
				for (const row of await paymentCounts()) if (!isOpen(row.status)) this.set({ method: row.method, status: row.status, reason: row.reason }, row.count)
			})
		},
	})

	return {
		/** Counts one answered request; `route` is a pattern (never the raw path: it would make a series per address). */
		observeRequest({ method, route, status, seconds }: { method: string; route: string; status: number; seconds: number }) {
			const knownMethod = KNOWN_METHODS.has(method) ? method : 'OTHER'
			requests.inc({ method: knownMethod, route, status: String(status) })
			latency.observe({ method: knownMethod, route }, seconds)
		},
		/** The Prometheus text exposition of everything above. */
		async render() {
			return { contentType: registry.contentType, body: await registry.metrics() }
		},
	}
}
