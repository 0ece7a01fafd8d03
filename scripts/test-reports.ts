/**
 * Reads the JSON reports of Vitest and Playwright for `npm test` (scripts/test.ts): how many
 * tests passed, failed and were skipped, and the names of those that failed, so the run can end
 * with them (a CI log is often read from its tail).
 */
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export type ReportTally = { passed: number; failed: number; skipped: number; failures: string[] }

type VitestReport = {
	numPassedTests: number
	numFailedTests: number
	numPendingTests: number
	numTodoTests: number
	numFailedTestSuites: number
	testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[]
}

export function readVitestReport(report: VitestReport, root: string): ReportTally {
	const failures = report.testResults.flatMap((file) => {
		const name = relative(root, file.name)
		const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} › ${test.fullName}`)
		// A file that fails to load has no failed tests of its own.
		if (failed.length === 0 && file.status === 'failed') return [`${name} (did not load: ${firstLine(file.message)})`]
		return failed
	})
	return {
		passed: report.numPassedTests,
		// A file that fails to load has no failed tests but must still fail the run.
		failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
		skipped: report.numPendingTests + report.numTodoTests,
		failures,
	}
}

type PlaywrightSuite = {
	title: string
	file?: string
	specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[]
	suites?: PlaywrightSuite[]
}

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
				.map((test) => `${spec.file} › [${test.projectName}] ${[...path, spec.title].join(' › ')}`),
		)
		return [...own, ...unexpectedTests(suite.suites ?? [], path)]
	})
}

// Playwright's messages carry ANSI colours.
const firstLine = (message: string | undefined) => stripVTControlCharacters(message ?? '').split('\n')[0]!.trim()
