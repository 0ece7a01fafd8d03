/**
 * Main-thread blocking of a cold first load on a throttled phone, from Chromium's own trace: for
 * each URL (on servers already running, e.g. scripts/serve-build.ts), a fresh Chromium at the
 * audit's phone size and 4× CPU throttling loads the page, waits, and the renderer main thread's
 * tasks are read as CPU time (`tdur`, what the page itself costs; the wall time `dur` stretches
 * with the machine's load). Several URLs are loaded in turn, run after run (A, B, A, B …), so an
 * A/B pair meets the same load; the medians per URL close the output.
 *
 *   node scripts/trace-page.ts http://127.0.0.1:3431/faqs/ http://127.0.0.1:3432/faqs/ [--runs 4]
 *
 * TRACE_CPU_RATE (default 4), TRACE_WAIT_MS after the load event (default 6000), TRACE_DIR to
 * keep each trace as JSON (open it in DevTools' Performance panel), TRACE_COMMITS=1 to count the
 * fibres that performed work in each React commit (a DevTools hook stand-in; marks in the trace).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

type TraceEvent = {
	name: string
	ph: string
	pid: number
	tid: number
	ts: number
	dur?: number
	tdur?: number
	args?: { name?: string; data?: { url?: string; type?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}
/** The part of a React fibre the commit count walks. */
type Fibre = { child: Fibre | null; sibling: Fibre | null; flags: number }

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1
const urls = args
if (urls.length === 0 || !(runs >= 1)) {
	console.error('usage: node scripts/trace-page.ts <url> [<url> …] [--runs N]')
	process.exit(2)
}
const rate = Number(process.env.TRACE_CPU_RATE ?? 4)
const waitMs = Number(process.env.TRACE_WAIT_MS ?? 6000)
const traceDir = process.env.TRACE_DIR
const countCommits = process.env.TRACE_COMMITS === '1'
const LONG_TASK_US = 50_000

/** Counts, per React commit, the fibres that performed work and are new since the last commit; a performance mark each. */
function markReactCommits() {
	let seen = new WeakSet<object>()
	;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		supportsFiber: true,
		renderers: new Map(),
		inject: () => 1,
		checkDCE() {},
		onScheduleFiberRoot() {},
		onPostCommitFiberRoot() {},
		onCommitFiberUnmount() {},
		onCommitFiberRoot(_id: number, root: { current: Fibre }) {
			const next = new WeakSet<object>()
			let worked = 0
			const walk = (first: Fibre | null) => {
				for (let fiber = first; fiber; fiber = fiber.sibling) {
					next.add(fiber)
					if (!seen.has(fiber) && fiber.flags & 1) worked++
					walk(fiber.child)
				}
			}
			walk(root.current.child)
			seen = next
			performance.mark(`react commit ${worked}`)
		},
	}
}

async function trace(url: string): Promise<TraceEvent[]> {
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
	try {
		// Lighthouse's mobile device (Moto G Power, 412 × 823).
		const context = await browser.newContext({
			viewport: { width: 412, height: 823 },
			deviceScaleFactor: 1.75,
			isMobile: true,
			hasTouch: true,
			userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
		})
		const page = await context.newPage()
		if (countCommits) await page.addInitScript(markReactCommits)
		const cdp = await context.newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate })
		const events: TraceEvent[] = []
		cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])))
		const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
		await cdp.send('Tracing.start', {
			traceConfig: {
				recordMode: 'recordAsMuchAsPossible',
				includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'],
			},
			transferMode: 'ReportEvents',
		})
		await page.goto(url, { waitUntil: 'load' })
		await page.waitForTimeout(waitMs)
		await cdp.send('Tracing.end')
		await complete
		return events
	} finally {
		await browser.close()
	}
}

type Summary = { fcpMs: number; cpuMs: number; blockingMs: number; longestMs: number; lines: string[] }

function summarise(events: TraceEvent[]): Summary {
	// The page's renderer main thread: the CrRendererMain with the most task time.
	const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`)
	const taskTime = (key: string) =>
		events.filter((event) => `${event.pid}:${event.tid}` === key && event.name === 'RunTask' && event.ph === 'X').reduce((sum, event) => sum + (event.tdur ?? 0), 0)
	const main = mainThreads.reduce((best, key) => (taskTime(key) > taskTime(best) ? key : best), '')
	const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main)
	const start =
		events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && String(event.args.data.documentLoaderURL).startsWith('http'))?.ts ??
		onMain[0]?.ts ??
		0
	const fcp = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY
	const at = (ts: number) => `@${((ts - start) / 1000).toFixed(0)}`
	const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.tdur !== undefined)
	const afterPaint = tasks.filter((task) => task.ts > fcp)
	const lines: string[] = []
	for (const task of tasks.filter((task) => (task.tdur ?? 0) > LONG_TASK_US)) {
		const end = task.ts + (task.dur ?? 0)
		const inside = onMain.filter((event) => event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
		const scripts = inside
			.filter((event) => ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'EventDispatch'].includes(event.name))
			.slice(0, 3)
			.map((event) => `${event.name}${event.args?.data?.url ? ` ${String(event.args.data.url).split('/').pop()}` : ''}${event.args?.data?.type ? ` ${event.args.data.type}` : ''}`)
		const style = inside.filter((event) => ['UpdateLayoutTree', 'Layout'].includes(event.name)).reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0)
		const commits = onMain.filter((event) => event.name.startsWith('react commit ') && event.ts >= task.ts && event.ts <= end).map((event) => event.name.slice(13))
		lines.push(
			`  task ${at(task.ts)} ms ${task.ts > fcp ? 'after' : 'before'} paint: cpu ${((task.tdur ?? 0) / 1000).toFixed(0)} ms, wall ${((task.dur ?? 0) / 1000).toFixed(0)} ms, style+layout ${(style / 1000).toFixed(0)} ms` +
				`${commits.length ? `, React commits (fibres) ${commits.join(' ')}` : ''}${scripts.length ? ` — ${scripts.join(', ')}` : ''}`,
		)
	}
	if (countCommits) {
		const commits = onMain.filter((event) => event.name.startsWith('react commit ')).map((event) => `${event.name.slice(13)}${at(event.ts)}`)
		lines.push(`  React commits (fibres@ms): ${commits.join(' ')}`)
	}
	return {
		fcpMs: (fcp - start) / 1000,
		cpuMs: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
		blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, (task.tdur ?? 0) - LONG_TASK_US), 0) / 1000,
		longestMs: Math.max(0, ...afterPaint.map((task) => task.tdur ?? 0)) / 1000,
		lines,
	}
}

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	const at = (index: number) => sorted[index] ?? Number.NaN
	return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

if (traceDir) mkdirSync(traceDir, { recursive: true })
const results = new Map<string, Summary[]>(urls.map((url) => [url, []]))
for (let run = 1; run <= runs; run++) {
	for (const [index, url] of urls.entries()) {
		const events = await trace(url)
		if (traceDir) writeFileSync(join(traceDir, `trace-${index + 1}-${run}.json`), JSON.stringify(events))
		const summary = summarise(events)
		results.get(url)?.push(summary)
		console.log(
			`${url} run ${run}: first paint ${summary.fcpMs.toFixed(0)} ms, main-thread CPU ${summary.cpuMs.toFixed(0)} ms, ` +
				`blocking after first paint ${summary.blockingMs.toFixed(0)} ms, longest task after it ${summary.longestMs.toFixed(0)} ms (${rate}× CPU)`,
		)
		for (const line of summary.lines) console.log(line)
	}
}
console.log(`\nmedians over ${runs} run(s), CPU ms at ${rate}×: blocking after first paint / longest task after it / main-thread CPU`)
for (const [url, summaries] of results) {
	const figure = (pick: (summary: Summary) => number) => `${median(summaries.map(pick)).toFixed(0)} (${summaries.map((summary) => pick(summary).toFixed(0)).join(' ')})`
	console.log(`${url}: ${figure((summary) => summary.blockingMs)} / ${figure((summary) => summary.longestMs)} / ${figure((summary) => summary.cpuMs)}`)
}
