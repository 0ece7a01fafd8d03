/**
 * Background jobs through a queue in PostgreSQL (pg-boss, in its own schema `pgboss` of the app's
 * database), so that any number of instances share them: a recurring job runs once per tick of
 * its schedule across all instances (pg-boss's cron pass is claimed by one instance and files
 * each tick under one key), a job whose handler throws is retried with backoff, and a job held by
 * an instance that crashed is failed by another instance's supervisor once its expiry has passed,
 * then retried there. Each job is a `JobDefinition` (server/jobs/registry.ts lists them); `send`
 * enqueues a one-off job of a registered queue from anywhere in the app.
 */
import { type Clock, PgBoss, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss'
import type { Logger } from '../logger.ts'

/** pg-boss's tables live here, apart from the app's (`select * from pgboss.job`). */
export const JOBS_SCHEMA = 'pgboss'

/** What a job's handler sees of the job it runs. */
export type RunningJob = { id: string; retryCount: number; signal: AbortSignal }

export type JobDefinition<Data extends object = object> = {
	/** The queue's name: lower-case words joined by dashes. */
	name: string
	/** Cron expression, UTC: one job per tick across all instances. Without one, only `send` makes jobs. */
	schedule?: string
	/**
	 * Retries (`retryLimit`, `retryDelay` seconds, `retryBackoff` doubling it, `retryDelayMax`),
	 * `expireInSeconds` (how long a job may run before another instance takes it as lost) and the
	 * policy: `stately` for recurring jobs (at most one waiting and one running, so a slow run
	 * never piles up ticks behind it).
	 */
	queue: QueueOptions & { policy?: QueuePolicy }
	/** Seconds an idle worker waits before asking for work again (pg-boss's default: 2). */
	pollingIntervalSeconds?: number
	/**
	 * Does the work. Throws to have the job retried. May resolve to counts of what it did, kept as
	 * the job's output and logged at info when one of them is above zero (at debug otherwise).
	 */
	run(data: Data, job: RunningJob): Promise<Record<string, number> | void>
}

/**
 * The queue of a recurring job: at most one waiting and one running (`stately`), three retries
 * with a pause doubling from about 15 s (pg-boss adds jitter), and taken as lost
 * `expireInSeconds` after it started (then retried by whichever instance's supervisor notices
 * first, within a minute).
 */
export function recurringQueue(expireInSeconds: number): JobDefinition['queue'] {
	return { policy: 'stately', retryLimit: 3, retryDelay: 15, retryBackoff: true, retryDelayMax: 300, expireInSeconds }
}

export type JobRunnerOptions = {
	/** The app's database (DATABASE_URL, or the embedded server's URL): pg-boss opens its own small pool on it. */
	databaseUrl: string
	logger: Logger
	/** How many connections pg-boss may hold besides the app's pool (and one for LISTEN). */
	maxConnections?: number
	/** pg-boss's source of time; tests pass its TestClock to move time by hand. */
	clock?: Clock
	/** Seconds between supervisor passes (expiry of jobs held by a lost instance); pg-boss's default 60. */
	superviseIntervalSeconds?: number
	/** Seconds a worker waits between graceful stop and failing what it still runs (shutdown). */
	stopTimeoutSeconds?: number
}

export type JobRunner = ReturnType<typeof createJobRunner>

export function createJobRunner({ databaseUrl, logger, maxConnections = 4, clock, superviseIntervalSeconds, stopTimeoutSeconds = 10 }: JobRunnerOptions) {
	const boss = new PgBoss({
		connectionString: databaseUrl,
		schema: JOBS_SCHEMA,
		max: maxConnections,
		application_name: 'kcal-jobs',
		// Queues with `notify` wake their workers at once (the outbox's sends); polling stays the floor.
		useListenNotify: true,
		...(clock && { clock }),
		...(superviseIntervalSeconds && { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds }),
	})
	const log = logger.child({ source: 'jobs' })
	// Unheard, an 'error' event would end the process; pg-boss keeps going after each of these.
	boss.on('error', (error) => log.error({ err: error }, 'Job queue error'))
	boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message))
	const registered = new Map<string, JobDefinition>()
	// A shutdown may come while the queue is still starting (a slow first start on a busy machine):
	// stop waits for that start, which registers nothing more once stop was asked for.
	let starting: Promise<void> | undefined
	let stopAsked = false

	async function register(definition: JobDefinition) {
		const { policy, ...options } = definition.queue
		await boss.createQueue(definition.name, { ...options, ...(policy && { policy }), notify: definition.schedule === undefined })
		// An existing queue keeps the options it was made with; a deploy that changes them applies them here.
		await boss.updateQueue(definition.name, options)
		await boss.work<object>(definition.name, { pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2 }, async ([job]) => {
			if (!job) return
			const jobLog = log.child({ job: definition.name, jobId: job.id, retryCount: job.retryCount })
			try {
				const done = await definition.run(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal })
				if (done && Object.values(done).some((count) => count > 0)) jobLog.info(done, 'Job done')
				else jobLog.debug(done ?? {}, 'Job done')
				// Kept as the job's output in pgboss.job, for whoever looks at the queue.
				return done ?? {}
			} catch (error) {
				jobLog.warn({ err: error }, 'Job failed; pg-boss retries it while its retry limit allows')
				throw error
			}
		})
		if (definition.schedule) await boss.schedule(definition.name, definition.schedule, null, { tz: 'UTC' })
	}

	return {
		/** The pg-boss instance: its API for what this module does not wrap (tests, queue stats). */
		boss,
		/**
		 * Creates (or updates) each job's queue and starts its worker and schedule. Schedules of jobs
		 * this release no longer has are left alone: an instance of another release (a rolling deploy,
		 * a rollback) may still run them (docs/operations.md says how to remove one).
		 */
		async start(definitions: readonly JobDefinition[]): Promise<'started' | 'stopped'> {
			if (stopAsked || starting) throw new Error('The job runner starts once')
			starting = (async () => {
				await boss.start({ attempts: 3 })
				for (const definition of definitions) {
					if (stopAsked) return
					if (registered.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`)
					registered.set(definition.name, definition)
					await register(definition)
				}
				log.info(
					{ jobs: definitions.map((definition) => ({ name: definition.name, schedule: definition.schedule ?? 'on demand' })) },
					'Jobs registered',
				)
			})()
			await starting
			return stopAsked ? 'stopped' : 'started'
		},
		/**
		 * Enqueues a one-off job of a registered queue, e.g. `send('photo-variants', { photoId },
		 * { singletonKey: String(photoId) })`. Resolves to the job's id, or null when a job with the
		 * same singleton key is already waiting (the queue's policy decides).
		 */
		async send(name: string, data: object, options?: SendOptions): Promise<string | null> {
			if (!registered.has(name)) throw new Error(`No job named ${name} is registered`)
			return boss.send(name, data, options)
		},
		/**
		 * Lets running jobs finish (failing those still running after the timeout, to be retried), then
		 * closes the pool. Called during `start`, it waits for the start to stop short, then stops.
		 */
		async stop() {
			if (stopAsked) return
			stopAsked = true
			if (!starting) return
			// A start that failed was already reported by its caller; what it did start is stopped here.
			await starting.catch(() => undefined)
			await boss.stop({ graceful: true, timeout: stopTimeoutSeconds * 1000 })
		},
	}
}
