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
			false,
			'/repo',
		)
		expect(tally).toEqual({
			passed: 1,
			failed: 1,
			skipped: 2,
			failures: ['tests/integration/jobs/outbox-jobs.test.ts › outbox jobs an e-mail that waited goes'],
		})
	})

	test('a failed test is followed by the first lines of its error, indented under its name', () => {
		const tally = readVitestReport(
			{
				numPassedTests: 0,
				numFailedTests: 1,
				numPendingTests: 0,
				numTodoTests: 0,
				numFailedTestSuites: 0,
				testResults: [
					{
						name: '/repo/server/a.test.ts',
						status: 'failed',
						assertionResults: [
							{
								fullName: 'a adds',
								status: 'failed',
								failureMessages: ['AssertionError: expected 3 to be 4\n\n- Expected\n+ Received\n\n- 4\n+ 3\n at x\n at y\n at z'],
							},
						],
					},
				],
			},
			false,
			'/repo',
		)
		expect(tally.failures).toEqual([
			[
				'server/a.test.ts › a adds',
				'      AssertionError: expected 3 to be 4',
				'      - Expected',
				'      + Received',
				'      - 4',
				'      + 3',
				'       at x',
			].join('\n'),
		])
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
			false,
			'/repo',
		)
		expect(tally.failed).toBe(1)
		expect(tally.failures).toEqual(['server/a.test.ts (did not load: Cannot find module x)'])
	})

	test('a run that failed outside its tests (a global setup) fails, though its report lists no test', () => {
		const empty = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0, testResults: [] }
		expect(readVitestReport(empty, false, '/repo')).toEqual({
			passed: 0,
			failed: 1,
			skipped: 0,
			failures: ['unit and integration tests: Vitest failed outside its tests (its output above says why)'],
		})
		expect(readVitestReport(empty, true, '/repo').failed).toBe(0)
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

	test("an unexpected test is followed by its last run's errors without colours, and the line each stopped at", () => {
		const message = [
			'Error: \u001b[2mexpect(\u001b[22m\u001b[31mlocator\u001b[39m\u001b[2m).\u001b[22mtoBeEnabled\u001b[2m()\u001b[22m failed',
			'',
			"Locator: getByRole('button', { name: 'Pay AED 1,480.00', exact: true })",
			'Expected: enabled',
			'Timeout: 5000ms',
			'Error: element(s) not found',
			'',
			'Call log:',
			'  - waiting for getByRole(…)',
		].join('\n')
		const failing = {
			projectName: 'chromium',
			status: 'unexpected',
			results: [
				{ errors: [{ message: 'Error: first attempt' }] },
				{ errors: [{ message, location: { file: '/repo/tests/e2e/support/checkout.ts', line: 147 } }] },
			],
		}
		const tally = readPlaywrightReport(
			{
				stats: { expected: 0, unexpected: 1, skipped: 0, flaky: 0 },
				suites: [{ title: 'checkout.spec.ts', file: 'checkout.spec.ts', specs: [{ title: 'pays', file: 'checkout.spec.ts', tests: [failing] }] }],
			},
			false,
			'end-to-end tests',
		)
		expect(tally.failures).toEqual([
			[
				'checkout.spec.ts › [chromium] pays',
				'      Error: expect(locator).toBeEnabled() failed',
				"      Locator: getByRole('button', { name: 'Pay AED 1,480.00', exact: true })",
				'      Expected: enabled',
				'      Timeout: 5000ms',
				'      Error: element(s) not found',
				'      Call log:',
				'      (at checkout.ts:147)',
			].join('\n'),
		])
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
