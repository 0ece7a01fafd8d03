/**
 * `npm test`: every check in order (types, lint, unit and integration tests,
 * production build, end-to-end tests in the system Chromium, the cluster test: the build as two
 * instances behind nginx, tests/cluster/) and one closing line `N passed, N failed, N skipped`
 * counting every test and check. Chromium, Java and nginx are checked first (scripts/system-tools.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureSystemTools } from './system-tools.ts'

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const reports = mkdtempSync(join(tmpdir(), 'kcal-test-reports-'))

function run(command: string, args: string[], env: Record<string, string> = {}) {
	console.log(`\n▶ ${command} ${args.join(' ')}`)
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	return result.status === 0
}

/** A step that is one check: it passes or fails as a whole. */
function check(name: string, command: string, args: string[]) {
	const ok = run(command, args)
	if (ok) total.passed += 1
	else {
		total.failed += 1
		console.error(`✗ ${name} failed`)
	}
	return ok
}

function addVitest(reportFile: string, ran: boolean) {
	if (!existsSync(reportFile)) {
		if (!ran) total.failed += 1
		return
	}
	const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
		numPassedTests: number
		numFailedTests: number
		numPendingTests: number
		numTodoTests: number
		numFailedTestSuites: number
	}
	total.passed += report.numPassedTests
	// A file that fails to load has no failed tests but must still fail the run.
	total.failed += report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0)
	total.skipped += report.numPendingTests + report.numTodoTests
}

function addPlaywright(reportFile: string, ok: boolean) {
	if (!existsSync(reportFile)) {
		total.failed += 1
		return
	}
	const { stats } = JSON.parse(readFileSync(reportFile, 'utf8')) as {
		stats: { expected: number; unexpected: number; skipped: number; flaky: number }
	}
	total.passed += stats.expected + stats.flaky
	total.skipped += stats.skipped
	total.failed += stats.unexpected + (!ok && stats.unexpected === 0 ? 1 : 0)
}

// Chromium and Java first: installed here as root, or the run stops now with the command to run.
const missingTools = ensureSystemTools()
if (missingTools) {
	console.error(missingTools)
	console.log('\n0 passed, 1 failed, 0 skipped')
	process.exit(1)
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck'])
check('lint', 'npm', ['run', '--silent', 'lint'])

const vitestReport = join(reports, 'vitest.json')
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`])
addVitest(vitestReport, vitestOk)

if (check('production build', 'npm', ['run', '--silent', 'build'])) {
	const playwrightReport = join(reports, 'playwright.json')
	const ok = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport })
	addPlaywright(playwrightReport, ok)
	// The same build as two instances on one PostgreSQL behind nginx, one of them killed mid-payment
	// (scripts/test-cluster.ts; about two and a half minutes).
	const clusterReport = join(reports, 'cluster.json')
	const clusterOk = run(process.execPath, ['scripts/test-cluster.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport })
	addPlaywright(clusterReport, clusterOk)
}

console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 ? 1 : 0)
