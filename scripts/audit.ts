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
 * Builds nothing and downloads no browser. See docs/benchmarks.md.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result as LighthouseResult, type RunnerResult } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { givePhotos } from './audit-photos.ts'
import { type CustomerWithPlan, customerWithPaidPlan, EIGHT_WEEK_PLAN } from './bench-customer.ts'
import { checkIdle, machineInfo } from './bench-machine.ts'
import { markdownTable, RESULTS_DIR, requireBuild, ROOT, type RunningServer, startServer, writeResults } from './bench-server.ts'
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROMIUM = CHROMIUM_PATH
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/** Score display modes that pass or fail; informative, manual and notApplicable audits do neither. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings'])
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))

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

type ScriptTransfer = { url: string; transferSize: number; resourceSize: number; encoding: string }
type FailingAudit = {
	id: string
	title: string
	categories: string[]
	score: number | null
	scoreDisplayMode: string
	displayValue?: string
	where: string[]
}
type PageResult = {
	page: string
	url: string
	finalUrl: string
	scores: Record<string, number | null>
	/** The performance score of every run, in order; `scores` is the median run's. */
	performanceRuns: (number | null)[]
	lcpMs: number
	tbtMs: number
	cls: number
	fcpMs: number
	speedIndexMs: number
	jsTransferKB: number
	jsDecodedKB: number
	jsCompressedTransferKB: number
	/** Transferred script KB per Content-Encoding. */
	jsByEncodingKB: Record<string, number>
	scripts: ScriptTransfer[]
	totalTransferKB: number
	requests: number
	failing: FailingAudit[]
	runWarnings: string[]
	benchmarkIndex: number
	report: string
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
		const result = summarise(page, run, runs.map((r) => categoryScore(r.lhr, 'performance')))
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

/** A category's score out of 100, as Lighthouse's report shows it; null when it could not be scored. */
function categoryScore(lhr: LighthouseResult, id: string) {
	const score = lhr.categories[id]?.score
	return typeof score === 'number' ? Math.round(score * 100) : null
}

function summarise(page: string, run: RunnerResult, performanceRuns: (number | null)[]): PageResult {
	const { lhr } = run
	const audits = lhr.audits
	const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN

	// Content-Encoding of every response, from the DevTools protocol log.
	const encodings = new Map<string, string>()
	for (const event of run.artifacts.DevtoolsLog) {
		if (event.method !== 'Network.responseReceived') continue
		const { response } = event.params
		const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')
		encodings.set(response.url, header?.[1] ?? 'identity')
	}

	const requests = tableItems(audits['network-requests'])
	const scripts: ScriptTransfer[] = requests
		.filter((item) => item.resourceType === 'Script')
		.map((item) => ({
			url: String(item.url),
			transferSize: Number(item.transferSize ?? 0),
			resourceSize: Number(item.resourceSize ?? 0),
			encoding: encodings.get(String(item.url)) ?? 'unknown',
		}))
	const compressed = scripts.filter((s) => /^(br|gzip|zstd|deflate)$/.test(s.encoding))
	const sum = (items: { transferSize: number }[]) => items.reduce((total, item) => total + item.transferSize, 0)

	const reportFile = join(RESULTS_DIR, `lighthouse-${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`)
	writeFileSync(reportFile, generateReport(lhr, 'html'))
	writeFileSync(reportFile.replace(/\.html$/, '.json'), JSON.stringify(lhr))

	return {
		page,
		url: lhr.requestedUrl ?? page,
		finalUrl: lhr.finalDisplayedUrl,
		scores: Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id)])),
		performanceRuns,
		lcpMs: numeric('largest-contentful-paint'),
		tbtMs: numeric('total-blocking-time'),
		cls: numeric('cumulative-layout-shift'),
		fcpMs: numeric('first-contentful-paint'),
		speedIndexMs: numeric('speed-index'),
		jsTransferKB: kb(sum(scripts)),
		jsDecodedKB: kb(scripts.reduce((total, s) => total + s.resourceSize, 0)),
		jsCompressedTransferKB: kb(sum(compressed)),
		jsByEncodingKB: Object.fromEntries(
			[...new Set(scripts.map((s) => s.encoding))].map((encoding) => [
				encoding,
				kb(sum(scripts.filter((s) => s.encoding === encoding))),
			]),
		),
		scripts,
		totalTransferKB: kb(requests.reduce((total, item) => total + Number(item.transferSize ?? 0), 0)),
		requests: requests.length,
		failing: failingAudits(lhr),
		runWarnings: lhr.runWarnings.map(String),
		benchmarkIndex: lhr.environment.benchmarkIndex,
		report: relative(ROOT, reportFile),
	}
}


/** Audits with a score below 1 (plus audits that errored), in category order, each once. */
function failingAudits(lhr: LighthouseResult): FailingAudit[] {
	const failing = new Map<string, FailingAudit>()
	for (const id of CATEGORIES) {
		const category = lhr.categories[id]
		if (!category) continue
		for (const ref of category.auditRefs) {
			const audit = lhr.audits[ref.id]
			if (!audit) continue
			const failed =
				audit.scoreDisplayMode === 'error' ||
				(SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
			if (!failed) continue
			const known = failing.get(ref.id)
			if (known) {
				if (!known.categories.includes(category.title)) known.categories.push(category.title)
				continue
			}
			failing.set(ref.id, {
				id: ref.id,
				title: audit.title,
				categories: [category.title],
				score: audit.score,
				scoreDisplayMode: audit.scoreDisplayMode,
				displayValue: audit.displayValue ?? audit.errorMessage,
				where: whereToLook(audit.details),
			})
		}
	}
	return [...failing.values()]
}

type Item = Record<string, unknown>

function tableItems(audit: { details?: unknown } | undefined): Item[] {
	const details = audit?.details as { items?: unknown } | undefined
	return Array.isArray(details?.items) ? (details.items as Item[]) : []
}

/** Up to five short pointers (element, URL, source location, chain) from an audit's details. */
function whereToLook(details: unknown): string[] {
	const pointers: string[] = []
	let total = 0
	const add = (pointer: string | null) => {
		if (!pointer) return
		total += 1
		if (pointers.length < 5 && !pointers.includes(pointer)) pointers.push(pointer)
	}
	const visit = (value: unknown) => {
		const node = value as { type?: string; items?: unknown; title?: string; value?: unknown } | undefined
		if (!node || typeof node !== 'object') return
		if (node.type === 'checklist' && node.items && typeof node.items === 'object') {
			for (const entry of Object.values(node.items as Record<string, { label?: string; value?: boolean }>)) {
				if (entry.value === false && entry.label) add(`not met: ${entry.label}`)
			}
			return
		}
		if (node.type === 'list-section') {
			const section = node.value as { type?: string; value?: unknown; chains?: unknown } | undefined
			if (section?.type === 'network-tree') add(longestChain(section.chains))
			else if (section?.type === 'text') add(`${node.title ?? 'note'}: ${String(section.value)}`)
			else visit(section)
			return
		}
		if (node.type === 'list' && Array.isArray(node.items)) {
			for (const child of node.items) visit(child)
			return
		}
		if (Array.isArray(node.items)) {
			for (const item of node.items as Item[]) add(describe(item) ?? describe(firstSubItem(item)))
		}
	}
	visit(details)
	if (total > pointers.length) pointers.push(`… ${total - pointers.length} more in the HTML report`)
	return pointers
}

type Chain = { url: string; navStartToEndTime?: number; isLongest?: boolean; children?: Record<string, Chain> }

/** The critical request chain Lighthouse marks as longest, e.g. "/ → /assets/app.css → /assets/font.woff2 (278 ms)". */
function longestChain(chains: unknown): string | null {
	const path: string[] = []
	let level = chains as Record<string, Chain> | undefined
	let end = 0
	while (level) {
		const next: Chain | undefined = Object.values(level).find((chain) => chain.isLongest)
		if (!next) break
		path.push(shorten(next.url))
		end = next.navStartToEndTime ?? end
		level = next.children
	}
	return path.length > 1 ? `longest chain (${Math.round(end)} ms): ${path.join(' → ')}` : null
}

function firstSubItem(item: Item): Item | undefined {
	const sub = item.subItems as { items?: Item[] } | undefined
	return sub?.items?.[0]
}

function describe(item: Item | undefined): string | null {
	if (!item) return null
	const node = (item.node ?? item.relatedNode) as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined
	if (node?.snippet || node?.selector) {
		const explanation = node.explanation ? ` — ${node.explanation.split('\n').slice(0, 2).join(' ').slice(0, 200)}` : ''
		return `\`${(node.snippet ?? node.selector ?? '').slice(0, 140)}\`${explanation}`
	}
	const location = (item.sourceLocation ?? item.source) as { type?: string; url?: string; line?: number; value?: unknown } | undefined
	const at = location?.url ? `${shorten(location.url)}:${(location.line ?? 0) + 1}` : typeof location?.value === 'string' ? location.value : null
	if (typeof item.description === 'string' && item.description) {
		return `${item.description.slice(0, 200)}${at ? ` (${at})` : ''}`
	}
	if (typeof item.url === 'string' && item.url) return shorten(item.url) + (savings(item) ?? '')
	if (at) return at + (savings(item) ?? '')
	for (const key of ['label', 'issueType', 'name', 'directive']) {
		const value = item[key]
		if (typeof value === 'string' && value) return value.slice(0, 200)
		if (value && typeof value === 'object' && 'formattedDefault' in value) return String(value.formattedDefault).slice(0, 200)
	}
	return null
}

function savings(item: Item) {
	const bytes = item.wastedBytes
	const ms = item.wastedMs
	if (typeof bytes === 'number' && bytes > 0) return ` (${(bytes / 1024).toFixed(1)} KB to save)`
	if (typeof ms === 'number' && ms > 0) return ` (${Math.round(ms)} ms to save)`
	return null
}

function shorten(url: string) {
	return url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) || '/' : url
}
