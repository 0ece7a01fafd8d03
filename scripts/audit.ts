/**
 * `npm run audit`: Lighthouse on the production build.
 *
 * Starts its own server (port 3300, embedded PostgreSQL on 54600 in a fresh
 * temporary folder) and runs Lighthouse's default mobile configuration
 * (simulated throttling) with the system Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH) on `/`, `/ar-ae/` and `/ru-ae/`. Prints the scores, the main
 * metrics, the JavaScript weight and every failing audit; writes
 * bench-results/audit.json plus one HTML report per page; stops the server.
 * Builds nothing and downloads no browser. See docs/benchmarks.md.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result as LighthouseResult, type RunnerResult } from 'lighthouse'
import {
	machineInfo,
	markdownTable,
	RESULTS_DIR,
	requireBuild,
	type RunningServer,
	startServer,
	writeResults,
} from './bench-server.ts'

const PORT = 3300
const DB_PORT = 54600
// Lighthouse's is-on-https audit counts http://localhost as secure, 127.0.0.1 only sometimes.
const ORIGIN = `http://localhost:${PORT}`
const PAGES = ['/', '/ar-ae/', '/ru-ae/']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
]

/** Score display modes that pass or fail; informative, manual and notApplicable audits do neither. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings'])
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))

requireBuild()
if (!existsSync(CHROMIUM)) {
	console.error(`No Chromium at ${CHROMIUM}. Install the system package or set CHROMIUM_PATH; this script never downloads a browser.`)
	process.exit(1)
}

console.log(`Starting the server on :${PORT} (embedded PostgreSQL on :${DB_PORT})…`)
let server: RunningServer
try {
	server = await startServer({ port: PORT, dbPort: DB_PORT, publicOrigin: ORIGIN, logLevel: 'warn', logName: 'audit-server.log' })
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
console.log(`Server up (pid ${server.pid})`)

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
	lcpMs: number
	tbtMs: number
	cls: number
	fcpMs: number
	speedIndexMs: number
	jsTransferKB: number
	jsDecodedKB: number
	jsCompressedTransferKB: number
	jsEncodings: string[]
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
	chrome = await chromeLauncher.launch({
		chromePath: CHROMIUM,
		chromeFlags: CHROME_FLAGS,
		handleSIGINT: false,
		logLevel: 'error',
	})
	console.log(`Chromium ${CHROMIUM} up (pid ${chrome.pid}, DevTools port ${chrome.port})`)
	for (const page of PAGES) {
		if (interrupted) break
		const url = ORIGIN + page
		process.stdout.write(`Lighthouse ${url} … `)
		const started = performance.now()
		const run = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
		})
		if (!run) throw new Error(`Lighthouse returned no result for ${url}`)
		if (run.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`)
		lighthouseVersion = run.lhr.lighthouseVersion
		chromeVersion = run.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''
		const result = summarise(page, run)
		results.push(result)
		console.log(`${((performance.now() - started) / 1000).toFixed(0)} s, performance ${result.scores.performance ?? '?'}`)
	}
} catch (error) {
	failure = error
} finally {
	chrome?.kill()
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
	`\n## Lighthouse ${lighthouseVersion} — ${new Date().toISOString().slice(0, 10)}, default mobile config (simulated throttling), ${chromeVersion}\n`,
)
console.log(
	markdownTable(
		['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB transferred', 'JS compressed', 'total KB transferred'],
		results.map((r) => [
			`\`${r.page}\``,
			String(r.scores.performance ?? '–'),
			String(r.scores.accessibility ?? '–'),
			String(r.scores['best-practices'] ?? '–'),
			String(r.scores.seo ?? '–'),
			String(Math.round(r.lcpMs)),
			String(Math.round(r.tbtMs)),
			r.cls.toFixed(3),
			r.jsTransferKB.toFixed(1),
			`${r.jsCompressedTransferKB.toFixed(1)} KB (${r.jsEncodings.join('+') || 'none'})`,
			r.totalTransferKB.toFixed(1),
		]),
		['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
	),
)
console.log(
	'\nJS compressed: transferred bytes of the scripts that came with Content-Encoding gzip/br/zstd ' +
		`(their decoded size: ${results.map((r) => `${r.page} ${r.jsDecodedKB.toFixed(1)} KB`).join(', ')}).`,
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
	machine: machineInfo(),
	lighthouse: lighthouseVersion,
	chromium: { path: CHROMIUM, version: chromeVersion, flags: CHROME_FLAGS },
	config: 'lighthouse default (mobile, simulated throttling)',
	serverShutdown: shutdown,
	pages: results,
})
console.log(`Results written to ${file}; HTML reports: ${results.map((r) => r.report).join(', ')}`)

function summarise(page: string, run: RunnerResult): PageResult {
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

	return {
		page,
		url: lhr.requestedUrl ?? page,
		finalUrl: lhr.finalDisplayedUrl,
		scores: Object.fromEntries(
			CATEGORIES.map((id) => {
				const score = lhr.categories[id]?.score
				return [id, typeof score === 'number' ? Math.round(score * 100) : null]
			}),
		),
		lcpMs: numeric('largest-contentful-paint'),
		tbtMs: numeric('total-blocking-time'),
		cls: numeric('cumulative-layout-shift'),
		fcpMs: numeric('first-contentful-paint'),
		speedIndexMs: numeric('speed-index'),
		jsTransferKB: kb(sum(scripts)),
		jsDecodedKB: kb(scripts.reduce((total, s) => total + s.resourceSize, 0)),
		jsCompressedTransferKB: kb(sum(compressed)),
		jsEncodings: [...new Set(scripts.map((s) => s.encoding))],
		scripts,
		totalTransferKB: kb(requests.reduce((total, item) => total + Number(item.transferSize ?? 0), 0)),
		requests: requests.length,
		failing: failingAudits(lhr),
		runWarnings: lhr.runWarnings.map(String),
		benchmarkIndex: lhr.environment.benchmarkIndex,
		report: reportFile,
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

/** Up to five short pointers (element, URL, source location) from an audit's details. */
function whereToLook(details: unknown): string[] {
	const items = tableItems({ details })
	const pointers: string[] = []
	for (const item of items) {
		const pointer = describe(item) ?? describe(firstSubItem(item))
		if (pointer && !pointers.includes(pointer)) pointers.push(pointer)
		if (pointers.length === 5) break
	}
	if (items.length > pointers.length && pointers.length === 5) pointers.push(`… ${items.length - 5} more in the HTML report`)
	return pointers
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
	const source = item.source as { url?: string; line?: number } | undefined
	if (typeof item.url === 'string' && item.url) return shorten(item.url) + (savings(item) ?? '')
	if (source?.url) return `${shorten(source.url)}:${(source.line ?? 0) + 1}`
	for (const key of ['description', 'label', 'issueType', 'name', 'directive']) {
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
