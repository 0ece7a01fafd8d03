/**
 * What `npm run audit` (audit.ts) keeps of a Lighthouse run: the scores, the main metrics, the
 * script weight by Content-Encoding, and every failing audit with up to five pointers to where to
 * look. Kept apart from starting the server and driving Chromium, so the reading of Lighthouse's
 * result, the part that changes with Lighthouse's versions, is found in one place.
 */
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { generateReport, type Result as LighthouseResult, type RunnerResult } from 'lighthouse'
import { RESULTS_DIR, ROOT } from './bench-server.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Score display modes that pass or fail; informative, manual and notApplicable audits do neither. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings'])
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))

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
export type PageResult = {
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

/** A category's score out of 100, as Lighthouse's report shows it; null when it could not be scored. */
export function categoryScore(lhr: LighthouseResult, id: string) {
	const score = lhr.categories[id]?.score
	return typeof score === 'number' ? Math.round(score * 100) : null
}

/** What the audit keeps of a page's median run; writes its HTML and JSON reports beside the results. */
export function summarise(origin: string, page: string, run: RunnerResult, performanceRuns: (number | null)[]): PageResult {
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
		failing: failingAudits(lhr, origin),
		runWarnings: lhr.runWarnings.map(String),
		benchmarkIndex: lhr.environment.benchmarkIndex,
		report: relative(ROOT, reportFile),
	}
}

/** Audits with a score below 1 (plus audits that errored), in category order, each once. */
function failingAudits(lhr: LighthouseResult, origin: string): FailingAudit[] {
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
				where: whereToLook(audit.details, origin),
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
function whereToLook(details: unknown, origin: string): string[] {
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
			if (section?.type === 'network-tree') add(longestChain(section.chains, origin))
			else if (section?.type === 'text') add(`${node.title ?? 'note'}: ${String(section.value)}`)
			else visit(section)
			return
		}
		if (node.type === 'list' && Array.isArray(node.items)) {
			for (const child of node.items) visit(child)
			return
		}
		if (Array.isArray(node.items)) {
			for (const item of node.items as Item[]) add(describe(item, origin) ?? describe(firstSubItem(item), origin))
		}
	}
	visit(details)
	if (total > pointers.length) pointers.push(`… ${total - pointers.length} more in the HTML report`)
	return pointers
}

type Chain = { url: string; navStartToEndTime?: number; isLongest?: boolean; children?: Record<string, Chain> }

/** The critical request chain Lighthouse marks as longest, e.g. "/ → /assets/app.css → /assets/font.woff2 (278 ms)". */
function longestChain(chains: unknown, origin: string): string | null {
	const path: string[] = []
	let level = chains as Record<string, Chain> | undefined
	let end = 0
	while (level) {
		const next: Chain | undefined = Object.values(level).find((chain) => chain.isLongest)
		if (!next) break
		path.push(shorten(next.url, origin))
		end = next.navStartToEndTime ?? end
		level = next.children
	}
	return path.length > 1 ? `longest chain (${Math.round(end)} ms): ${path.join(' → ')}` : null
}

function firstSubItem(item: Item): Item | undefined {
	const sub = item.subItems as { items?: Item[] } | undefined
	return sub?.items?.[0]
}

function describe(item: Item | undefined, origin: string): string | null {
	if (!item) return null
	const node = (item.node ?? item.relatedNode) as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined
	if (node?.snippet || node?.selector) {
		const explanation = node.explanation ? ` — ${node.explanation.split('\n').slice(0, 2).join(' ').slice(0, 200)}` : ''
		return `\`${(node.snippet ?? node.selector ?? '').slice(0, 140)}\`${explanation}`
	}
	const location = (item.sourceLocation ?? item.source) as { type?: string; url?: string; line?: number; value?: unknown } | undefined
	const at = location?.url ? `${shorten(location.url, origin)}:${(location.line ?? 0) + 1}` : typeof location?.value === 'string' ? location.value : null
	if (typeof item.description === 'string' && item.description) {
		return `${item.description.slice(0, 200)}${at ? ` (${at})` : ''}`
	}
	if (typeof item.url === 'string' && item.url) return shorten(item.url, origin) + (savings(item) ?? '')
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

function shorten(url: string, origin: string) {
	return url.startsWith(origin) ? url.slice(origin.length) || '/' : url
}
