/**
 * Stops `Date` for a test file at one instant, for files that work out a delivery date from the
 * clock and then ask the server, which works it out again from its own reading: a run across
 * Dubai's noon cut-off (08:00 UTC) or midnight (20:00 UTC) between the two saw different days.
 * Called at the top of the file, before anything reads the clock, so the file's own dates, its
 * module-level setup and every service and loader it calls in-process read the same instant.
 *
 * Only `Date` is faked: timers, the database driver and PostgreSQL's own clock run on (the instant
 * is the real one when the file starts, so rows stamped by `now()` agree with it to the second).
 * Deadlines of the support helpers' polls are measured on performance.now() for that reason.
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest'

export function freezeDate(at: Date = new Date()): Date {
	vi.useFakeTimers({ toFake: ['Date'], now: at })
	afterAll(() => {
		vi.useRealTimers()
	})
	return at
}

/**
 * Each test of the file on a Date stopped at the instant the test starts, the file's own setup on
 * the real clock: for a file whose tests compare two reads of the same clock-dependent answer but
 * also write rows stamped `new Date()` that must differ from test to test.
 */
export function freezeDateInEachTest() {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
	})
	afterEach(() => {
		vi.useRealTimers()
	})
}
