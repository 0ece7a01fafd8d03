/**
 * The job queue (server/jobs/job-runner.ts, pg-boss) against a real PostgreSQL, with two runners
 * on one database standing for two instances of the server: a recurring job runs once per tick
 * of its schedule whichever runner takes it, a job whose handler throws is retried, a job held by
 * an instance that stopped without finishing it (a crash) is taken over by the other once its
 * expiry has passed, and one still running when an instance shuts down is failed at the end of
 * its grace and run again by the other. Time is pg-boss's TestClock, moved by hand.
 */
import { PgBoss } from 'pg-boss'
import { describe, expect, test } from 'vitest'
import { JOBS_SCHEMA, type JobDefinition, recurringQueue } from '../../../server/jobs/job-runner.ts'
import { createTestDatabase } from '../support/database.ts'
import { jobRunnersOn, TestClock, tickFor, tickUntil } from '../support/jobs.ts'

const { url } = await createTestDatabase()
const testJobRunner = jobRunnersOn(url)

// Minutes of clock time, each second a few queries: more than the default 20 s on a busy machine.
describe('job runner', { timeout: 120_000 }, () => {
	test('two instances run a job scheduled every minute once per minute between them', async () => {
		const clock = new TestClock(Date.parse('2026-11-27T10:00:30Z'))
		const minute = () => new Date(clock.now()).toISOString().slice(11, 16)
		const toEndOfMinute = () => tickFor(clock, 59 - new Date(clock.now()).getUTCSeconds())
		const runs: Array<{ instance: string; minute: string }> = []
		const everyMinute = (instance: string): JobDefinition => ({
			name: 'every-minute',
			schedule: '* * * * *',
			queue: recurringQueue(60),
			pollingIntervalSeconds: 1,
			run: async () => void runs.push({ instance, minute: minute() }),
		})
		const [first, second] = [testJobRunner(clock), testJobRunner(clock)]
		await first.start([everyMinute('first')])
		await second.start([everyMinute('second')])

		// Whichever instance's cron pass comes first after the schedule exists sends the tick.
		await tickUntil(clock, () => runs.length === 1, 90, 2)
		await toEndOfMinute()
		expect(runs).toHaveLength(1)
		for (const expected of [2, 3]) {
			await tickUntil(clock, () => runs.length === expected, 60, 2)
			await toEndOfMinute()
			expect(runs).toHaveLength(expected)
		}
		// One run in each of three minutes in a row, never two in one.
		const minutes = runs.map((run) => Date.parse(`2026-11-27T${run.minute}:00Z`))
		expect(minutes.slice(1).map((at, index) => at - minutes[index]!)).toEqual([60_000, 60_000])
		await Promise.all([first.stop(), second.stop()])
	})

	test('a job whose handler throws is retried, and completes on the retry', async () => {
		const clock = new TestClock(Date.parse('2026-11-27T11:00:00Z'))
		const attempts: number[] = []
		const flaky: JobDefinition<{ orderId: number }> = {
			name: 'flaky',
			queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true },
			pollingIntervalSeconds: 1,
			run: async ({ orderId }, job) => {
				attempts.push(job.retryCount)
				if (orderId !== 7) throw new Error('wrong data')
				if (job.retryCount === 0) throw new Error('gateway timed out')
			},
		}
		const [first, second] = [testJobRunner(clock), testJobRunner(clock)]
		await first.start([flaky])
		await second.start([flaky])
		const id = await first.send('flaky', { orderId: 7 })

		await tickUntil(clock, async () => (await first.boss.findJobs('flaky', { id: id! }))[0]?.state === 'completed')
		expect(attempts).toEqual([0, 1])
		await Promise.all([first.stop(), second.stop()])
	})

	test('a job held by an instance that stopped without finishing it is run by another once it has expired', async () => {
		const clock = new TestClock(Date.parse('2026-11-27T12:00:00Z'))
		const held: JobDefinition<{ paymentId: number }> = {
			name: 'held',
			queue: { retryLimit: 2, retryDelay: 0, expireInSeconds: 30 },
			pollingIntervalSeconds: 1,
			run: async ({ paymentId }, job) => void runs.push({ paymentId, retryCount: job.retryCount }),
		}
		const runs: Array<{ paymentId: number; retryCount: number }> = []

		// The instance that dies: it takes the job (active from now) and is gone before answering.
		const lost = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, clock, supervise: false, schedule: false })
		lost.on('error', () => {})
		await lost.start()
		const { policy: _, ...options } = held.queue
		await lost.createQueue('held', options)
		const id = await lost.send('held', { paymentId: 42 })
		const [taken] = await lost.fetch('held')
		expect(taken?.id).toBe(id)
		await lost.stop({ graceful: false })

		// Its supervisor looks for expired jobs every (clock) second.
		const survivor = testJobRunner(clock, { superviseIntervalSeconds: 1 })
		await survivor.start([held])
		// Still within its expiry: nobody may run it (the lost instance could still be working on it).
		await tickFor(clock, 20)
		expect(runs).toEqual([])
		expect((await survivor.boss.findJobs('held', { id: id! }))[0]?.state).toBe('active')

		await tickUntil(clock, () => runs.length > 0, 60)
		expect(runs).toEqual([{ paymentId: 42, retryCount: 1 }])
		await tickUntil(clock, async () => (await survivor.boss.findJobs('held', { id: id! }))[0]?.state === 'completed')
		await survivor.stop()
	})

	test('an instance shutting down fails the job it still runs after its grace, and another instance runs it again', async () => {
		const clock = new TestClock(Date.parse('2026-11-27T13:00:00Z'))
		const runs: Array<{ instance: string; retryCount: number }> = []
		const slow = (instance: string, finishes: boolean): JobDefinition => ({
			name: 'slow',
			queue: { retryLimit: 2, retryDelay: 0, expireInSeconds: 600 },
			pollingIntervalSeconds: 1,
			run: async (_data, job) => {
				runs.push({ instance, retryCount: job.retryCount })
				// The stopping instance's run outlasts its grace: it ends only when pg-boss gives up on it.
				if (!finishes) await new Promise((resolve) => job.signal.addEventListener('abort', resolve))
			},
		})
		const stopping = testJobRunner(clock)
		await stopping.start([slow('stopping', false)])
		const id = await stopping.send('slow', {})
		await tickUntil(clock, () => runs.length === 1)

		const staying = testJobRunner(clock)
		await staying.start([slow('staying', true)])
		await stopping.stop()
		await tickUntil(clock, async () => (await staying.boss.findJobs('slow', { id: id! }))[0]?.state === 'completed')
		expect(runs).toEqual([
			{ instance: 'stopping', retryCount: 0 },
			{ instance: 'staying', retryCount: 1 },
		])
		await staying.stop()
	})

	// A SIGTERM during a slow first start (CI saw one): the start stops short and nothing fails.
	test('a stop asked for while the queue is starting waits for it, and the start registers nothing more', async () => {
		const runner = testJobRunner(new TestClock())
		const job = (name: string): JobDefinition => ({ name, queue: {}, run: async () => undefined })
		const started = runner.start([job('first'), job('second'), job('third')])
		const stopped = runner.stop()
		await expect(started).resolves.toBe('stopped')
		await expect(stopped).resolves.toBeUndefined()
		await expect(runner.send('third', {})).rejects.toThrow('No job named third is registered')
	})

	test('only registered jobs can be sent', async () => {
		const runner = testJobRunner(new TestClock())
		await runner.start([])
		await expect(runner.send('refund-retry', {})).rejects.toThrow('No job named refund-retry is registered')
		await runner.stop()
	})
})
