import { describe, expect, test } from 'vitest'
import { readPlaywrightReport, readVitestReport } from './test-reports.ts'

describe('readVitestReport', () => {
	test('counts the tests and names the failed ones by file and full name', () => {
		const tally = readVitestReport(
			{
				numPassedTests: 1,
				numFailedTests: 1,
				numPendingTests: 1,
				numTodoTests: 1,
				numFailedTestSuites: 1,
				testResults: [
					{
						name: '/repo/tests/integration/jobs/outbox-jobs.test.ts',
						status: 'failed',
						assertionResults: [
							{ fullName: 'outbox jobs an e-mail that waited goes', status: 'failed' },
							{ fullName: 'outbox jobs an e-mail an action queues', status: 'passed' },
						],
					},
				],
			},
			'/repo',
		)
		expect(tally).toEqual({
			passed: 1,
			failed: 1,
			skipped: 2,
			failures: ['tests/integration/jobs/outbox-jobs.test.ts › outbox jobs an e-mail that waited goes'],
		})
	})

	test('a file that did not load fails the run and is named with the first line of its error', () => {
		const tally = readVitestReport(
			{
				numPassedTests: 3,
				numFailedTests: 0,
				numPendingTests: 0,
				numTodoTests: 0,
				numFailedTestSuites: 1,
				testResults: [{ name: '/repo/server/a.test.ts', status: 'failed', message: 'Cannot find module x\n  at y', assertionResults: [] }],
			},
			'/repo',
		)
		expect(tally.failed).toBe(1)
		expect(tally.failures).toEqual(['server/a.test.ts (did not load: Cannot find module x)'])
	})
})

describe('readPlaywrightReport', () => {
	const suite = {
		title: 'shutdown.spec.ts',
		file: 'shutdown.spec.ts',
		specs: [{ title: 'SIGTERM drains', file: 'shutdown.spec.ts', tests: [{ projectName: 'chromium', status: 'unexpected' }] }],
		suites: [
			{
				title: 'sitemaps',
				file: 'shutdown.spec.ts',
				specs: [
					{ title: 'are well-formed', file: 'shutdown.spec.ts', tests: [{ projectName: 'chromium', status: 'unexpected' }] },
					{ title: 'list every page', file: 'shutdown.spec.ts', tests: [{ projectName: 'chromium', status: 'expected' }] },
				],
			},
		],
	}

	test('names each unexpected test with its file, project and describe titles', () => {
		const tally = readPlaywrightReport({ stats: { expected: 1, unexpected: 2, skipped: 0, flaky: 1 }, suites: [suite] }, false, 'end-to-end tests')
		expect(tally).toEqual({
			passed: 2,
			failed: 2,
			skipped: 0,
			failures: ['shutdown.spec.ts › [chromium] SIGTERM drains', 'shutdown.spec.ts › [chromium] sitemaps › are well-formed'],
		})
	})

	test('a run that failed outside its tests (a global setup) is one failure, named by its error without colours', () => {
		const tally = readPlaywrightReport(
			{
				stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 0 },
				suites: [],
				errors: [{ message: 'Error: \u001b[31mThe embedded PostgreSQL did not start\u001b[39m on port 1\nPostgreSQL said:\nFATAL: x' }],
			},
			false,
			'cluster test',
		)
		expect(tally).toEqual({ passed: 0, failed: 1, skipped: 0, failures: ['cluster test: Error: The embedded PostgreSQL did not start on port 1'] })
	})

	test('a run that passed adds no failure', () => {
		expect(readPlaywrightReport({ stats: { expected: 5, unexpected: 0, skipped: 1, flaky: 0 }, suites: [] }, true, 'cluster test')).toEqual({
			passed: 5,
			failed: 0,
			skipped: 1,
			failures: [],
		})
	})
})
