/**
 * `npm run bench`: HTTP throughput and latency of the production build.
 *
 * Starts its own server (port 3200, embedded PostgreSQL on 24500 in a fresh
 * temporary folder; BENCH_PORT, BENCH_DB_PORT), makes a customer with a paid
 * 8-week plan through the API and the payment sandbox (bench-customer.ts),
 * warms each target up, then loads it with wrk (or autocannon: load-generator.ts) for
 * BENCH_DURATION seconds (default 10) over BENCH_CONNECTIONS connections
 * (default 50). Prints a markdown table and the server's RSS, stops the
 * server, then times a warm start: the server started again on the same data
 * to its first page (issue 21's budget). Writes bench-results/bench.json.
 * Builds nothing: run `npm run build` first. See docs/benchmarks.md.
 */
import { readdirSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { addDays, uaeClock } from '../domain/delivery-schedule.ts'
import { IDLE_SECONDS } from '../server/idle-collection.ts'
import { customerWithPaidPlan, EIGHT_WEEK_PLAN } from './bench-customer.ts'
import { OPERATIONS_PLANS, seedOperationsDay } from './bench-operations.ts'
import { type LoadResult, loadGenerator, runLoad } from './load-generator.ts'
import { LOCAL_PORTS } from './local-ports.ts'
import { checkIdle, cpuSnapshot, cpuUsage, machineInfo, MS_PER_CLOCK_TICK, readMemory } from './bench-machine.ts'
import {
	makeDataFolder,
	markdownTable,
	removeDataFolder,
	requireBuild,
	ROOT,
	type RunningServer,
	sleep,
	startServer,
	stopOnSignal,
	writeResults,
} from './bench-server.ts'

// BENCH_PORT and BENCH_DB_PORT let the bench share a machine with another server (e2e, audit).
const PORT = Number(process.env.BENCH_PORT ?? LOCAL_PORTS.benchApp)
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? LOCAL_PORTS.benchDatabase)

function positiveNumber(name: string, fallback: number) {
	const raw = process.env[name]
	if (raw === undefined || raw === '') return fallback
	const value = Number(raw)
	if (!Number.isFinite(value) || value <= 0) {
		console.error(`${name} must be a positive number (got "${raw}")`)
		process.exit(1)
	}
	return value
}

const DURATION = positiveNumber('BENCH_DURATION', 10)
const CONNECTIONS = Math.round(positiveNumber('BENCH_CONNECTIONS', 50))
const WARMUP = positiveNumber('BENCH_WARMUP', Math.min(3, DURATION))

/**
 * What a current Chrome sends, so the server does the same work as for a real
 * visitor: brotli-compressed pages, no first-visit language redirect on `/`.
 */
const BROWSER_HEADERS = {
	'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
	'accept-language': 'en-US,en;q=0.9',
	'accept-encoding': 'gzip, deflate, br, zstd',
}
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

const build = requireBuild()
// The stylesheet is inlined into pages, so the ceiling is the largest script, precompressed.
const staticAsset = largestScript()

type Target = {
	name: string
	path: string
	accept: string
	method?: 'POST'
	body?: string
	/** Request headers beyond the browser's (a signed-in customer's Authorization). */
	headers?: Record<string, string>
	/** The path as the table shows it, when the real one carries an id. */
	shownPath?: string
}
const targets: Target[] = [
	{ name: 'home (SSR)', path: '/', accept: PAGE_ACCEPT },
	{ name: 'home ar-ae (SSR)', path: '/ar-ae/', accept: PAGE_ACCEPT },
	{ name: 'plan page (SSR)', path: '/meal-plans/international/', accept: PAGE_ACCEPT },
	{ name: 'sample menu (SSR)', path: '/meal-plans/success-international-sample-menu/', accept: PAGE_ACCEPT },
	{ name: 'API locales', path: '/client/api/v1/locales', accept: 'application/json' },
	// The price of a campaign offer: plan table, code lookup and rules, on every request (never cached).
	{
		name: 'API price (POST)',
		path: '/client/api/v1/price?locale=en',
		accept: 'application/json',
		method: 'POST',
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 7, number_of_weeks: 4, discount_code: ['KMP2499'] }),
	},
	{ name: 'static JS (ceiling)', path: `/assets/${staticAsset}`, accept: '*/*' },
]

/** Issue 19's console pages over a day of 1,000 plans (added once the day is written, below). */
const OPERATIONS_TARGETS: Target[] = [
	{ name: 'console production sheet (1,000 plans)', path: '/console/kitchen/', accept: PAGE_ACCEPT },
	{ name: 'console manifest (1,000 plans)', path: '/console/dispatch/', accept: PAGE_ACCEPT },
	{ name: 'console manifest CSV (1,000 plans)', path: '/console/dispatch/csv/', accept: 'text/csv' },
]

/**
 * BENCH_TARGETS: comma-separated words; only the targets whose name contains one of them run
 * (case-insensitive), e.g. BENCH_TARGETS="my plan" for issue 17's plan API alone. Unset: all.
 */
const wanted = (process.env.BENCH_TARGETS ?? '')
	.split(',')
	.map((word) => word.trim().toLowerCase())
	.filter(Boolean)
const chosen = (target: Target) => wanted.length === 0 || wanted.some((word) => target.name.toLowerCase().includes(word))

const loadBefore = checkIdle()
const generator = loadGenerator()
if (generator === 'autocannon') console.warn('warning: no wrk (Debian: apt-get install wrk); autocannon is the load generator, and it cannot keep up with cached pages (scripts/load-generator.ts).')
console.log(`Starting \`node build/server/index.js\` on :${PORT} (embedded PostgreSQL on :${DB_PORT})…`)
const started = performance.now()
// Kept after the runs for the warm start, then removed.
const dataDir = makeDataFolder()
let server: RunningServer
try {
	server = await startServer({ port: PORT, dbPort: DB_PORT, logLevel: 'warn', logName: 'bench-server.log', dataDir })
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	removeDataFolder(dataDir)
	process.exit(1)
}
stopOnSignal(server)
console.log(`Server up (pid ${server.pid}) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
const memoryAtStart = readMemory(server.pid)

let customer: Awaited<ReturnType<typeof customerWithPaidPlan>>
try {
	customer = await customerWithPaidPlan(server.origin, EIGHT_WEEK_PLAN)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	await server.stop()
	process.exit(1)
}
console.log(
	`Customer ${customer.email}: order ${customer.orderNumber} paid in the sandbox, plan ${customer.subscriptionId} with ${customer.deliveryDays} delivery days`,
)
// Issue 17's budget: the customer's plan with every delivery day and its meals, read with the
// app's Bearer token. After the API price and before the static ceiling, as one more API row.
targets.splice(targets.length - 1, 0, {
	name: 'API my plan (8 weeks)',
	path: `/client/api/v1/subscriptions/${customer.subscriptionId}`,
	shownPath: '/client/api/v1/subscriptions/{id}',
	accept: 'application/json',
	headers: { authorization: `Bearer ${customer.token}` },
})

// Issue 21's ceiling for cached pages: a build file sent as it is stored, of about the page's size
// (the 90 KB script above costs more to send than a 20 KB page, so the page's ratio to it meant little).
{
	const home = await probeTarget(server.origin + '/', { ...BROWSER_HEADERS, accept: PAGE_ACCEPT }, { method: 'GET' })
	const file = storedFileNear(home.bytes)
	targets.push({
		name: 'static file, page-sized (ceiling)',
		path: `/assets/${file.name}`,
		accept: '*/*',
		// The request asks for that copy alone, so the server sends exactly those bytes.
		headers: { 'accept-encoding': file.encoding },
	})
	console.log(
		`Page-sized static file: /assets/${file.name} as stored for ${file.encoding} (${(file.size / 1024).toFixed(1)} KB; home page ${(home.bytes / 1024).toFixed(1)} KB ${home.contentEncoding ?? 'identity'})`,
	)
}

// Issue 19's figures: the kitchen's production sheet and the drivers' manifest of a day with
// 1,000 active plans (scripts/bench-operations.ts), read by a signed-in owner.
if (OPERATIONS_TARGETS.some(chosen)) {
	const day = addDays(uaeClock(new Date()).date, 1)
	try {
		const { cookie } = await seedOperationsDay(server.dataDir, DB_PORT, day)
		console.log(`Operations day ${day}: ${OPERATIONS_PLANS} plans written, an owner signed in to the console`)
		targets.splice(targets.findIndex((target) => target.name.startsWith('static')), 0, ...OPERATIONS_TARGETS.map((target) => ({ ...target, path: `${target.path}?date=${day}`, shownPath: `${target.path}?date={tomorrow}`, headers: { cookie } })))
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		await server.stop()
		process.exit(1)
	}
}

type Row = LoadResult & {
	target: string
	path: string
	status: number
	contentEncoding: string | null
	responseBytes: number
	/** Cores busy during the measured run: node server, its PostgreSQL, load generator, anything else. */
	cpu: ReturnType<typeof cpuUsage>
}
const rows: Row[] = []
let failure: unknown = null
try {
	const running = targets.filter(chosen)
	if (running.length === 0) throw new Error(`BENCH_TARGETS="${process.env.BENCH_TARGETS}" names none of: ${targets.map((target) => target.name).join(', ')}`)
	for (const target of running) {
		const url = server.origin + target.path
		const headers: Record<string, string> = {
			...BROWSER_HEADERS,
			accept: target.accept,
			...(target.body ? { 'content-type': 'application/json' } : {}),
			...target.headers,
		}
		const send = { method: target.method ?? 'GET', body: target.body }
		const probe = await probeTarget(url, headers, send)
		if (probe.status !== 200) console.warn(`warning: ${target.path} answered ${probe.status}, not 200`)

		process.stdout.write(`${target.name.padEnd(22)} ${target.shownPath ?? target.path}: warm-up ${WARMUP} s… `)
		await runLoad({ url, headers, ...send, connections: Math.min(CONNECTIONS, 10), durationSeconds: WARMUP })
		process.stdout.write(`measuring ${DURATION} s… `)
		const cpuBefore = cpuSnapshot(server.pid)
		const result = await runLoad({ url, headers, ...send, connections: CONNECTIONS, durationSeconds: DURATION, title: target.name })
		const cpu = cpuUsage(cpuBefore, cpuSnapshot(server.pid))
		const died = server.exitStatus()
		if (died) throw new Error(`the server exited during the ${target.path} run (${died}); these figures would be meaningless`)
		const row = toRow(target, probe, result, cpu)
		rows.push(row)
		console.log(`${Math.round(row.requestsPerSecond)} req/s`)
	}
} catch (error) {
	failure = error
}

const memory = readMemory(server.pid)
// Both figures: right after the last target, and once the server has been idle long enough to give back
// what the busy spell left (server/idle-collection.ts; a collection then, 1 s of checks, its pause).
const IDLE_WAIT_SECONDS = IDLE_SECONDS + 3
let memoryAfterIdle: ReturnType<typeof readMemory> = null
if (!failure) {
	console.log(`Idle for ${IDLE_WAIT_SECONDS} s…`)
	await sleep(IDLE_WAIT_SECONDS * 1000)
	memoryAfterIdle = readMemory(server.pid)
}
console.log('Stopping the server (SIGTERM)…')
const shutdown = await server.stop()
console.log(`Server stopped (${shutdown})`)
if (failure) {
	removeDataFolder(dataDir)
	console.error('Benchmark failed:', failure instanceof Error ? failure.message : failure)
	process.exit(1)
}
const warmStart = await measureWarmStart()
removeDataFolder(dataDir)

const mb = (bytes: number | undefined) => (bytes === undefined || Number.isNaN(bytes) ? 'n/a' : (bytes / 2 ** 20).toFixed(1))
console.log(
	`\n## HTTP benchmark — ${new Date().toISOString().slice(0, 10)}, build ${build.commit}, ${generator}, ${DURATION} s per target, ${CONNECTIONS} connections\n`,
)
console.log(
	markdownTable(
		['target', 'path', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'response', 'CPU node / pg / bench / other'],
		rows.map((row) => [
			row.target,
			`\`${row.path}\``,
			row.requestsPerSecond.toFixed(0),
			String(row.p50Ms),
			String(row.p99Ms),
			`${row.errors} / ${row.non2xx}`,
			`${(row.responseBytes / 1024).toFixed(1)} KB ${row.contentEncoding ?? 'identity'}`,
			row.cpu ? `${row.cpu.node} / ${row.cpu.postgres} / ${row.cpu.loadGenerator} / ${row.cpu.other}` : 'n/a',
		]),
		['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
	),
)
console.log(
	`\nServer RSS (node process only, VmRSS) after all runs: ${mb(memory?.rss)} MB ` +
		`(after start-up: ${mb(memoryAtStart?.rss)} MB, peak VmHWM: ${mb(memory?.peak)} MB); after ${IDLE_WAIT_SECONDS} s idle: ${mb(memoryAfterIdle?.rss)} MB`,
)
console.log(
	`Warm start (the same data, \`node build/server/index.js\` to the first 200 of \`/\`): ${(warmStart.firstPageMs / 1000).toFixed(2)} s, ` +
		`${warmStart.nodeCpuSeconds.toFixed(2)} s of node CPU until then; RSS then ${mb(warmStart.rss)} MB`,
)
console.log(
	`Load generator and server share the same ${rows[0]?.cpu?.cores ?? '?'}-core machine. CPU column: cores busy during each run ` +
		'in the node server, its PostgreSQL, this load generator and other processes (which skew the figures). See docs/benchmarks.md.',
)

const file = writeResults('bench.json', {
	date: new Date().toISOString(),
	machine: { ...machineInfo(), loadAverageBefore: loadBefore },
	build,
	settings: { loadGenerator: generator, durationSeconds: DURATION, connections: CONNECTIONS, warmupSeconds: WARMUP, headers: BROWSER_HEADERS },
	customer: { plan: EIGHT_WEEK_PLAN, subscriptionId: customer.subscriptionId, deliveryDays: customer.deliveryDays },
	results: rows,
	serverShutdown: shutdown,
	warmStart: { firstPageMs: warmStart.firstPageMs, nodeCpuSeconds: warmStart.nodeCpuSeconds, rssMB: Number(mb(warmStart.rss)) },
	serverMemory: {
		rssMB: Number(mb(memory?.rss)),
		rssAfterStartMB: Number(mb(memoryAtStart?.rss)),
		peakRssMB: Number(mb(memory?.peak)),
		rssAfterIdleMB: Number(mb(memoryAfterIdle?.rss)),
		idleSeconds: IDLE_WAIT_SECONDS,
	},
})
console.log(`Results written to ${file}`)

/**
 * The server started again on the data the runs left (migrations and seed already done, as after a
 * deploy or a restart), timed from the spawn to the first 200 of `/`, asked as a browser would.
 */
async function measureWarmStart() {
	console.log('Warm start: the server again, on the same data…')
	const spawnedAt = performance.now()
	const warm = await startServer({ port: PORT, dbPort: DB_PORT, logLevel: 'warn', logName: 'bench-server-warm.log', dataDir, pollMs: 10 })
	let page = await probeTarget(`${warm.origin}/`, { ...BROWSER_HEADERS, accept: PAGE_ACCEPT }, { method: 'GET' })
	while (page.status !== 200 && performance.now() - spawnedAt < 60_000) {
		await sleep(10)
		page = await probeTarget(`${warm.origin}/`, { ...BROWSER_HEADERS, accept: PAGE_ACCEPT }, { method: 'GET' })
	}
	const firstPageMs = Math.round(performance.now() - spawnedAt)
	const nodeCpuSeconds = ((cpuSnapshot(warm.pid)?.node ?? Number.NaN) * MS_PER_CLOCK_TICK) / 1000
	const { rss } = readMemory(warm.pid) ?? { rss: Number.NaN }
	await warm.stop()
	if (page.status !== 200) throw new Error(`The warm start's \`/\` answered ${page.status}`)
	return { firstPageMs, nodeCpuSeconds, rss }
}

function toRow(target: Target, probe: Awaited<ReturnType<typeof probeTarget>>, result: LoadResult, cpu: ReturnType<typeof cpuUsage>): Row {
	return {
		cpu,
		target: target.name,
		path: target.shownPath ?? target.path,
		status: probe.status,
		contentEncoding: probe.contentEncoding,
		responseBytes: probe.bytes,
		...result,
	}
}

/** One request before the load, to check the status and note the encoded size of the response. */
async function probeTarget(url: string, headers: Record<string, string>, send: { method: string; body?: string }) {
	return new Promise<{ status: number; contentEncoding: string | null; bytes: number }>((resolve, reject) => {
		const req = request(url, { headers, method: send.method }, (res) => {
			let bytes = 0
			res.on('data', (chunk: Buffer) => {
				bytes += chunk.length
			})
			res.on('end', () => {
				const encoding = res.headers['content-encoding']
				resolve({ status: res.statusCode ?? 0, contentEncoding: typeof encoding === 'string' ? encoding : null, bytes })
			})
			res.on('error', reject)
		})
		req.on('error', reject)
		req.end(send.body)
	})
}

/**
 * The build file whose stored copy — brotli, gzip or the file itself, each sent as it is (server/http/build-assets.ts) —
 * is nearest `bytes` in size, with the Accept-Encoding that selects that copy. Until the fourteenth session only
 * brotli copies were candidates, and the nearest to the 20.5 KB home page was a 9.6 KB stylesheet: half the
 * bytes to send, for a comparison that is about sending a page (docs/benchmarks.md).
 */
function storedFileNear(bytes: number) {
	const dir = join(ROOT, 'build/client/assets')
	const copies: Record<string, 'br' | 'gzip'> = { '.br': 'br', '.gz': 'gzip' }
	const files = readdirSync(dir)
		.map((name) => {
			const suffix = Object.keys(copies).find((ending) => name.endsWith(ending))
			const encoding = suffix ? copies[suffix]! : 'identity'
			return { name: suffix ? name.slice(0, -suffix.length) : name, encoding, size: statSync(join(dir, name)).size }
		})
		.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))
	if (!files.some((file) => file.encoding === 'br')) {
		console.error(`No precompressed (.br) file in ${dir}; is the build complete? Run \`npm run build\`.`)
		process.exit(1)
	}
	return files[0]!
}

function largestScript() {
	const dir = join(ROOT, 'build/client/assets')
	const scripts = readdirSync(dir)
		.filter((name) => name.endsWith('.js'))
		.map((name) => ({ name, size: statSync(join(dir, name)).size }))
		.sort((a, b) => b.size - a.size)
	if (!scripts[0]) {
		console.error(`No .js file in ${dir}; is the build complete? Run \`npm run build\`.`)
		process.exit(1)
	}
	return scripts[0].name
}
