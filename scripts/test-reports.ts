/**
 * Reads the JSON reports of Vitest and Playwright for `npm test` (scripts/test.ts): how many
 * tests passed, failed and were skipped, and the names of those that failed with the first lines
 * of their errors, so the run can end with them: a CI log is often read from its tail only, and a
 * failure that happens once under load must be understood from that tail.
 */
import { basename, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export type ReportTally = { passed: number; failed: number; skipped: number; failures: string[] }

type VitestReport = {
	numPassedTests: number
	numFailedTests: number
	numPendingTests: number
	numTodoTests: number
	numFailedTestSuites: number
	testResults: {
		name: string
		status: string
		message?: string
		assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[]
	}[]
}

/**
 * `ok`: whether Vitest exited 0. A run that failed outside its tests counts as one failure: a
 * global setup that could not start PostgreSQL (its port taken) still writes a report, of no
 * tests, and `npm test` once ended "570 passed, 0 failed" with no unit or integration test run.
 */
export function readVitestReport(report: VitestReport, ok: boolean, root: string): ReportTally {
	const failures = report.testResults.flatMap((file) => {
		const name = relative(root, file.name)
		const failed = file.assertionResults
			.filter((test) => test.status === 'failed')
			.map((test) => withErrors(`${name} › ${test.fullName}`, test.failureMessages ?? []))
		// A file that fails to load has no failed tests of its own.
		if (failed.length === 0 && file.status === 'failed') return [`${name} (did not load: ${firstLine(file.message)})`]
		return failed
	})
	// A file that fails to load has no failed tests but must still fail the run.
	const failed = report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0)
	const failedOutside = !ok && failed === 0
	if (failedOutside) failures.push('unit and integration tests: Vitest failed outside its tests (its output above says why)')
	return {
		passed: report.numPassedTests,
		failed: failed + (failedOutside ? 1 : 0),
		skipped: report.numPendingTests + report.numTodoTests,
		failures,
	}
}

type PlaywrightSuite = {
	title: string
	file?: string
	specs?: { title: string; file: string; tests: { projectName: string; status: string; results?: PlaywrightResult[] }[] }[]
	suites?: PlaywrightSuite[]
}

type PlaywrightResult = { errors?: { message?: string; location?: { file: string; line: number } }[] }

type PlaywrightReport = {
	stats: { expected: number; unexpected: number; skipped: number; flaky: number }
	suites: PlaywrightSuite[]
	errors?: { message?: string }[]
}

/** `ok`: whether Playwright exited 0; a run that failed outside its tests (a global setup) counts as one failure. */
export function readPlaywrightReport(report: PlaywrightReport, ok: boolean, name: string): ReportTally {
	const failures = unexpectedTests(report.suites)
	const failedOutside = !ok && report.stats.unexpected === 0
	if (failedOutside) failures.push(`${name}: ${firstLine(report.errors?.[0]?.message) || 'failed outside its tests'}`)
	return {
		passed: report.stats.expected + report.stats.flaky,
		failed: report.stats.unexpected + (failedOutside ? 1 : 0),
		skipped: report.stats.skipped,
		failures,
	}
}

function unexpectedTests(suites: readonly PlaywrightSuite[], titles: readonly string[] = []): string[] {
	return suites.flatMap((suite) => {
		// A file's own suite is titled with its path, which the spec's `file` already gives.
		const path = suite.file === suite.title ? titles : [...titles, suite.title]
		const own = (suite.specs ?? []).flatMap((spec) =>
			spec.tests
				.filter((test) => test.status === 'unexpected')
				.map((test) => withErrors(`${spec.file} › [${test.projectName}] ${[...path, spec.title].join(' › ')}`, lastRunErrors(test.results))),
		)
		return [...own, ...unexpectedTests(suite.suites ?? [], path)]
	})
}

/** The errors of a test's last run (the one that decided its status), each with the line it stopped at. */
function lastRunErrors(results: readonly PlaywrightResult[] = []) {
	return (results.at(-1)?.errors ?? []).map(({ message = '', location }) =>
		location ? `${message}\n(at ${basename(location.file)}:${location.line})` : message,
	)
}

// Enough of each error to say what was awaited and where: the assertion, its locator or values, its timeout.
const ERROR_LINES = 6

/** The test's name, then the first lines of each error, indented under the name as `npm test` prints it ("  ✗ name"). */
function withErrors(name: string, messages: readonly string[]) {
	const lines = messages.flatMap((message) => {
		const meaningful = plain(message)
			.split('\n')
			.map((line) => line.trimEnd())
			.filter((line) => line.trim() !== '')
		const location = meaningful.find((line) => line.startsWith('(at '))
		const head = meaningful.filter((line) => line !== location).slice(0, ERROR_LINES)
		return location ? [...head, location] : head
	})
	return [name, ...lines.map((line) => `      ${line}`)].join('\n')
}

// Playwright's messages carry ANSI colours.
const plain = (message: string | undefined) => stripVTControlCharacters(message ?? '')
const firstLine = (message: string | undefined) => plain(message).split('\n')[0]!.trim()
