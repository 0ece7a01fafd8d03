/**
 * `npm run audit`: Lighthouse on the production build.
 *
 * Starts its own server (port 3300, embedded PostgreSQL on 24600 in a fresh
 * temporary folder; AUDIT_PORT, AUDIT_DB_PORT), with the third-party scripts switched
 * on and no consent given, and runs Lighthouse's default mobile configuration
 * (simulated throttling) three times per page (AUDIT_RUNS), keeping the median run, with the system Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH) on the home page, a plan page and a sample menu in
 * each locale, and on "My plan" (the calendar, month view in each locale and the list) for a
 * customer with a paid 8-week plan, made through the API and the payment sandbox
 * (bench-customer.ts) and signed in by its session cookies. Prints the scores, the main
 * metrics, the JavaScript weight and every failing audit; writes
 * bench-results/audit.json plus one HTML report per page; stops the server.
 * AUDIT_PHOTOS=1 first gives the audited plan and its dishes photos (audit-photos.ts).
 * What it keeps of each Lighthouse run is read in audit-summary.ts.
 * Builds nothing and downloads no browser. See docs/benchmarks.md.
 */
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { givePhotos } from './audit-photos.ts'
import { CATEGORIES, categoryScore, type PageResult, summarise } from './audit-summary.ts'
import { type CustomerWithPlan, customerWithPaidPlan, EIGHT_WEEK_PLAN } from './bench-customer.ts'
import { checkIdle, machineInfo } from './bench-machine.ts'
import { markdownTable, requireBuild, type RunningServer, startServer, writeResults } from './bench-server.ts'
import { LOCAL_PORTS } from './local-ports.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

// AUDIT_PORT and AUDIT_DB_PORT let two runs share a machine.
const PORT = Number(process.env.AUDIT_PORT ?? LOCAL_PORTS.auditApp)
const DB_PORT = Number(process.env.AUDIT_DB_PORT ?? LOCAL_PORTS.auditDatabase)
/**
 * The figures are for the heaviest first visit: third-party scripts switched on (with ids no vendor
 * knows) and consent not yet given, so the page carries the cookie banner and loads no vendor code.
 */
const THIRD_PARTY_SETTINGS = {
	EXTERNAL_SCRIPTS: 'true',
	GTM_ID: 'GTM-AUDIT00',
	META_PIXEL_ID: '1000000000',
	INTERCOM_APP_ID: 'audit000',
	CLARITY_PROJECT_ID: 'audit00000',
}
// Lighthouse's is-on-https audit counts http://localhost as secure, 127.0.0.1 only sometimes.
const ORIGIN = `http://localhost:${PORT}`
// The home page, a plan page and a sample menu in each locale: the three kinds of page a visitor
// from an advert lands on; then issue 17's calendar ("My plan": month view in each locale, and the
// list), signed in. AUDIT_PAGES (comma-separated paths) audits others, e.g. while comparing builds.
/** The plan whose page the audit loads, photographed with AUDIT_PHOTOS=1. */
const PHOTOGRAPHED_PLAN = 'international'
const PAGES = process.env.AUDIT_PAGES?.split(',').filter(Boolean) ?? [
	...['/', '/meal-plans/international/', '/meal-plans/success-international-sample-menu/'].flatMap((path) =>
		['', '/ar-ae', '/ru-ae'].map((prefix) => `${prefix}${path}`),
	),
	'/account/plan/',
	'/ar-ae/account/plan/',
	'/ru-ae/account/plan/',
	'/account/plan/?view=list',
]
/** Account pages are audited as the signed-in customer with a paid plan; any other page as a first visit. */
const needsSignIn = (page: string) => /^(?:\/[a-z]{2}-[a-z]{2})?\/account\//.test(page)
/**
 * Runs per page (AUDIT_RUNS, default 3). On two shared cores one run's blocking time can swing
 * by hundreds of milliseconds, so the figures are those of Lighthouse's median run (the run
 * closest to the median first paint and time to interactive), with every run's score beside it.
 */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS) || 3)
const CHROMIUM = CHROMIUM_PATH
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

const build = requireBuild()
if (!existsSync(CHROMIUM)) {
	console.error(`No Chromium at ${CHROMIUM}. Install the system package or set CHROMIUM_PATH; this script never downloads a browser.`)
	process.exit(1)
}

const loadBefore = checkIdle()
console.log(`Starting \`node build/server/index.js\` on :${PORT} (embedded PostgreSQL on :${DB_PORT})…`)
let server: RunningServer
try {
	server = await startServer({ port: PORT, dbPort: DB_PORT, publicOrigin: ORIGIN, logLevel: 'warn', logName: 'audit-server.log', env: THIRD_PARTY_SETTINGS })
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
console.log(`Server up (pid ${server.pid})`)

let customer: CustomerWithPlan | null = null
if (PAGES.some(needsSignIn)) {
	try {
		customer = await customerWithPaidPlan(ORIGIN, EIGHT_WEEK_PLAN)
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		await server.stop()
		process.exit(1)
	}
	console.log(`Customer ${customer.email}: order ${customer.orderNumber} paid in the sandbox, plan with ${customer.deliveryDays} delivery days`)
}

// AUDIT_PHOTOS=1: the audited plan and its dishes get photos first (issue 18: a plan page with photos).
if (process.env.AUDIT_PHOTOS === '1') {
	try {
		const count = await givePhotos(server.dataDir, DB_PORT, PHOTOGRAPHED_PLAN)
		console.log(`Photos: the plan ${PHOTOGRAPHED_PLAN} and some of its menus' default dishes, ${count} in all, each as a ready AVIF/WebP/JPEG set`)
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		await server.stop()
		process.exit(1)
	}
}

let chrome: chromeLauncher.LaunchedChrome | null = null
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		if (interrupted) return
		interrupted = true
		console.error(`\n${signal}: stopping Chromium and the server…`)
		chrome?.kill()
		void server.stop().finally(() => process.exit(130))
	})
}

const results: PageResult[] = []
let failure: unknown = null
let lighthouseVersion = ''
let chromeVersion = ''
try {
	for (const page of PAGES) {
		if (interrupted) break
		const url = ORIGIN + page
		const started = performance.now()
		const runs: RunnerResult[] = []
		for (let i = 0; i < RUNS && !interrupted; i++) runs.push(await auditWithRetries(url, needsSignIn(page)))
		const median = computeMedianRun(runs.map((run) => run.lhr))
		const run = runs.find((candidate) => candidate.lhr === median) ?? runs[0]!
		lighthouseVersion = run.lhr.lighthouseVersion
		chromeVersion = run.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''
		const result = summarise(ORIGIN, page, run, runs.map((r) => categoryScore(r.lhr, 'performance')))
		results.push(result)
		console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s, performance ${result.performanceRuns.join(', ')}; median run ${result.scores.performance ?? '?'}`)
	}
} catch (error) {
	failure = error
}

const died = server.exitStatus()
console.log('Stopping the server (SIGTERM)…')
const shutdown = await server.stop()
console.log(`Server stopped (${shutdown})`)
if (died) failure ??= new Error(`the server exited during the audit (${died})`)
if (failure) {
	console.error('Audit failed:', failure instanceof Error ? failure.message : failure)
	process.exit(1)
}

console.log(
	`\n## Lighthouse ${lighthouseVersion} — ${new Date().toISOString().slice(0, 10)}, build ${build.commit}, default mobile config (simulated throttling), median of ${RUNS} runs, ${chromeVersion}\n`,
)
console.log(
	markdownTable(
		['page', 'performance', 'runs', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB transferred', 'JS KB by encoding', 'total KB transferred'],
		results.map((r) => [
			`\`${r.page}\``,
			String(r.scores.performance ?? '–'),
			r.performanceRuns.map((score) => score ?? '–').join(' '),
			String(r.scores.accessibility ?? '–'),
			String(r.scores['best-practices'] ?? '–'),
			String(r.scores.seo ?? '–'),
			String(Math.round(r.lcpMs)),
			String(Math.round(r.tbtMs)),
			r.cls.toFixed(3),
			r.jsTransferKB.toFixed(1),
			Object.entries(r.jsByEncodingKB)
				.sort(([, a], [, b]) => b - a)
				.map(([encoding, size]) => `${encoding} ${size.toFixed(1)}`)
				.join(', '),
			r.totalTransferKB.toFixed(1),
		]),
		['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
	),
)
console.log(
	'\nJS KB by encoding: transferred script bytes (headers included) per Content-Encoding; identity = sent uncompressed. ' +
		`Decoded JS size: ${results.map((r) => `${r.page} ${r.jsDecodedKB.toFixed(1)} KB in ${r.scripts.length} files`).join(', ')}.`,
)

console.log('\n## Failing Lighthouse audits (score < 1)\n')
for (const r of results) {
	console.log(`### \`${r.page}\`${r.failing.length ? '' : ' — none'}\n`)
	for (const audit of r.failing) {
		const score = audit.score === null ? audit.scoreDisplayMode : `score ${audit.score}`
		const value = audit.displayValue ? `, ${audit.displayValue}` : ''
		console.log(`- [${audit.categories.join(', ')}] **${audit.title}** (\`${audit.id}\`, ${score}${value})`)
		for (const where of audit.where) console.log(`  - ${where}`)
	}
	if (r.runWarnings.length) console.log(`\nLighthouse warnings: ${r.runWarnings.join(' | ')}`)
	console.log('')
}

const file = writeResults('audit.json', {
	date: new Date().toISOString(),
	machine: { ...machineInfo(), loadAverageBefore: loadBefore },
	build,
	lighthouse: lighthouseVersion,
	chromium: { path: CHROMIUM, version: chromeVersion, flags: CHROME_FLAGS },
	config: `lighthouse default (mobile, simulated throttling), median of ${RUNS} runs per page`,
	serverShutdown: shutdown,
	pages: results,
})
console.log(`Results written to ${file}; HTML reports: ${results.map((r) => r.report).join(', ')}`)

/**
 * One Lighthouse run in a fresh Chromium (clean profile, no shared state between
 * pages). A trace that failed to record (NO_NAVSTART, NO_FCP… which happen on a
 * busy machine) is retried, up to AUDIT_ATTEMPTS times in all (default 3).
 */
async function auditWithRetries(url: string, signedIn: boolean): Promise<RunnerResult> {
	const attempts = Math.max(1, Number(process.env.AUDIT_ATTEMPTS) || 3)
	for (let attempt = 1; ; attempt += 1) {
		process.stdout.write(`Lighthouse ${url}${signedIn ? ' (signed in)' : ''}${attempt > 1 ? ` (attempt ${attempt})` : ''} …\n`)
		chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error' })
		let run: RunnerResult | undefined
		try {
			if (signedIn) await setCookies(chrome.port, customer?.cookies ?? [])
			run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
		} finally {
			chrome.kill()
			chrome = null
		}
		const problem = !run ? 'no result' : run.lhr.runtimeError ? `${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}` : null
		// Lighthouse follows redirects: a signed-in page that sent the browser to log in measured the wrong page.
		if (run && signedIn && new URL(run.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
			throw new Error(`${url} sent the signed-in customer to ${run.lhr.finalDisplayedUrl}; the session cookie did not sign in`)
		}
		if (run && !problem) return run
		if (attempt >= attempts || interrupted) throw new Error(`Lighthouse failed on ${url} after ${attempt} attempt(s): ${problem}`)
		console.warn(`  Lighthouse failed (${problem}); retrying`)
	}
}

/**
 * Signs the fresh Chromium in as the customer before Lighthouse opens its page: the session
 * cookies as the server set them, through the DevTools protocol of the browser itself (Lighthouse
 * clears caches and storage between runs, never cookies).
 */
async function setCookies(port: number, cookies: CustomerWithPlan['cookies']) {
	const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string }
	const socket = new WebSocket(version.webSocketDebuggerUrl)
	try {
		await new Promise((resolveOpen, rejectOpen) => {
			socket.addEventListener('open', resolveOpen, { once: true })
			socket.addEventListener('error', () => rejectOpen(new Error('Could not open the DevTools protocol socket')), { once: true })
		})
		const answer = new Promise<{ error?: { message: string } }>((resolveAnswer) =>
			socket.addEventListener('message', (event) => resolveAnswer(JSON.parse(String(event.data))), { once: true }),
		)
		const params = { cookies: cookies.map((cookie) => ({ ...cookie, url: ORIGIN, path: '/', sameSite: 'Lax' })) }
		socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params }))
		const { error } = await answer
		if (error) throw new Error(`Chromium refused the session cookies: ${error.message}`)
	} finally {
		socket.close()
	}
}
