/**
 * Job runners for tests: pg-boss on the file's database, on a TestClock that the test moves by
 * hand (pg-boss's polls, cron passes and supervisor passes all run on it, and its SQL reads the
 * same time), so nothing waits for wall-clock time.
 */
import pino from 'pino'
import { TestClock } from 'pg-boss'
import { afterAll } from 'vitest'
import { createJobRunner, type JobRunner } from '../../../server/jobs/job-runner.ts'

export { TestClock }

/**
 * Makes runners as the server does, on a clock (a test about expiry sets a short
 * `superviseIntervalSeconds`: each supervisor pass is a few queries); those a test leaves running
 * are stopped after the file's tests. Call it after createTestDatabase, so they stop before the
 * database is dropped.
 */
export function jobRunnersOn(databaseUrl: string) {
	const runners = new Set<JobRunner>()
	afterAll(async () => {
		await Promise.all([...runners].map((runner) => runner.stop()))
	})
	return (clock: TestClock, { superviseIntervalSeconds = 60 } = {}) => {
		const runner = createJobRunner({ databaseUrl, logger: pino({ level: 'silent' }), clock, superviseIntervalSeconds, stopTimeoutSeconds: 1 })
		runners.add(runner)
		return runner
	}
}

/**
 * Moves the clock `stepSeconds` at a time until `done` holds, at most `maxSeconds` of clock time:
 * each step fires the polls and passes that fell due, and waits until pg-boss has no query in flight.
 */
export async function tickUntil(clock: TestClock, done: () => boolean | Promise<boolean>, maxSeconds = 50, stepSeconds = 1) {
	for (let second = 0; second < maxSeconds; second += stepSeconds) {
		if (await done()) return
		await clock.tick(stepSeconds * 1_000)
	}
	if (!(await done())) throw new Error(`Still not done after ${maxSeconds} s of clock time`)
}

/** Moves the clock on by `seconds`, firing every poll and pass that falls due on the way. */
export async function tickFor(clock: TestClock, seconds: number) {
	await clock.tick(seconds * 1_000)
}
