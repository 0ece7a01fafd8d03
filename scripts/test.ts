/**
 * `npm test`: every check in order (types, lint, unit and integration tests,
 * production build, end-to-end tests in the system Chromium, the cluster test: the build as two
 * instances behind nginx, tests/cluster/), what failed, each named with the first lines of its
 * error (scripts/test-reports.ts), and one closing line `N passed, N failed, N skipped` counting
 * every test and check. Chromium, Java and nginx are checked first (scripts/system-tools.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureSystemTools } from './system-tools.ts'
import { type ReportTally, readPlaywrightReport, readVitestReport } from './test-reports.ts'

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
/** What failed, by name, repeated just above the closing line: a CI log is often read from its tail. */
const failures: string[] = []
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
		failures.push(name)
		console.error(`✗ ${name} failed`)
	}
	return ok
}

function add(tally: ReportTally) {
	total.passed += tally.passed
	total.failed += tally.failed
	total.skipped += tally.skipped
	failures.push(...tally.failures)
}

function addVitest(reportFile: string, ok: boolean) {
	if (existsSync(reportFile)) add(readVitestReport(JSON.parse(readFileSync(reportFile, 'utf8')), ok, process.cwd()))
	else add({ passed: 0, failed: 1, skipped: 0, failures: ['unit and integration tests (no report)'] })
}

function addPlaywright(name: string, reportFile: string, ok: boolean) {
	if (existsSync(reportFile)) add(readPlaywrightReport(JSON.parse(readFileSync(reportFile, 'utf8')), ok, name))
	else add({ passed: 0, failed: 1, skipped: 0, failures: [`${name} (no report)`] })
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
	addPlaywright('end-to-end tests', playwrightReport, ok)
	// The same build as two instances on one PostgreSQL behind nginx, one of them killed mid-payment
	// (scripts/test-cluster.ts; about two and a half minutes).
	const clusterReport = join(reports, 'cluster.json')
	const clusterOk = run(process.execPath, ['scripts/test-cluster.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport })
	addPlaywright('cluster test', clusterReport, clusterOk)
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`)
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 ? 1 : 0)
