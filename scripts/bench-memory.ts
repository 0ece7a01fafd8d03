/**
 * Issue 21's memory budget, measured so that a loaded machine does not change what is counted:
 * a FIXED NUMBER of requests per target (not a duration), the server's VmRSS after start-up, after
 * each target and once idle (server/idle-collection.ts), its peak (VmHWM), and node's own CPU time
 * per request from /proc ticks.
 * Runs the production build in build/ through scripts/bench-server.ts (BENCH_NODE_ARGS adds node
 * flags to the server, as for `npm run bench`), so two builds or two flag sets can be compared
 * A/B on the same ports. Prints one JSON line. See docs/benchmarks.md (thirteenth session, area C).
 *
 *   MEMORY_PROBE=public      `npm run bench`'s default targets: `/`, `/ar-ae/`, the plan page, the
 *                            sample menu, the locales API, the 8-week plan read, the largest script
 *                            and the stylesheet (the static ceilings); pages cached
 *   MEMORY_PROBE=uncached    `/` and `/ar-ae/` rendered on every request (PAGE_CACHE_SECONDS=0)
 *   MEMORY_PROBE=operations  the console's production sheet, manifest and manifest CSV of a day
 *                            with 1,000 plans: the peak RSS of single requests, then of 10 at once
 *
 * MEMORY_REQUESTS (default 5,000; uncached 600) requests per target over MEMORY_CONNECTIONS (50, as the bench),
 * after 200 warm-up requests that are not counted in the CPU figure. BENCH_PORT, BENCH_DB_PORT.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { addDays, uaeClock } from '../domain/delivery-schedule.ts'
import { IDLE_SECONDS } from '../server/idle-collection.ts'
import { customerWithPaidPlan, EIGHT_WEEK_PLAN } from './bench-customer.ts'
import { seedOperationsDay } from './bench-operations.ts'
import { LOCAL_PORTS } from './local-ports.ts'
import { MS_PER_CLOCK_TICK, readMemory } from './bench-machine.ts'
import { requireBuild, ROOT, type RunningServer, sleep, startServer, stopOnSignal } from './bench-server.ts'

const MODE = process.env.MEMORY_PROBE ?? 'public'
if (!['public', 'uncached', 'operations'].includes(MODE)) {
	console.error(`MEMORY_PROBE must be public, uncached or operations (got "${MODE}")`)
	process.exit(1)
}
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? (MODE === 'uncached' ? 600 : 5_000))
const CONNECTIONS = Number(process.env.MEMORY_CONNECTIONS ?? 50)
const WARMUP_REQUESTS = 200
/** Operations: how many requests for one page arrive together after the single ones. */
const BURST = 10
const PORT = Number(process.env.BENCH_PORT ?? LOCAL_PORTS.benchApp)
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? LOCAL_PORTS.benchDatabase)
/** glibc's arenas for threads other than the main one: 64 MB reservations, aligned to 64 MB, the unused rest mapped with no access. */
const THREAD_ARENA_BYTES = 64n << 20n

const HEADERS = {
	'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
	'accept-language': 'en-US,en;q=0.9',
	'accept-encoding': 'gzip, deflate, br, zstd',
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
}

const build = requireBuild()
const server: RunningServer = await startServer({
	port: PORT,
	dbPort: DB_PORT,
	logName: 'bench-memory-server.log',
	env: MODE === 'uncached' ? { PAGE_CACHE_SECONDS: '0' } : {},
})
stopOnSignal(server)
const mb = (bytes: number | undefined) => (bytes === undefined ? null : Number((bytes / 2 ** 20).toFixed(1)))
/** Node's own CPU ticks (user + system), without its PostgreSQL children. */
const nodeTicks = () => {
	const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return Number(fields[11]) + Number(fields[12])
}
/** Sets VmHWM back to the current RSS, so the next peak is one request's own (Linux ≥ 4.0). */
const resetPeak = () => writeFileSync(`/proc/${server.pid}/clear_refs`, '5')

const report: Record<string, unknown> = { mode: MODE, build: build.commit, nodeArgs: process.env.BENCH_NODE_ARGS ?? '', requests: REQUESTS, connections: CONNECTIONS }
try {
	await sleep(2_000)
	report.rssAfterStartMB = mb(readMemory(server.pid)?.rss)
	const targets: { path: string; headers?: Record<string, string> }[] = []
	if (MODE === 'public') {
		const customer = await customerWithPaidPlan(server.origin, EIGHT_WEEK_PLAN)
		targets.push(
			{ path: '/' },
			{ path: '/ar-ae/' },
			{ path: '/meal-plans/international/' },
			{ path: '/meal-plans/success-international-sample-menu/' },
			{ path: '/client/api/v1/locales', headers: { accept: 'application/json' } },
			{ path: `/client/api/v1/subscriptions/${customer.subscriptionId}`, headers: { accept: 'application/json', authorization: `Bearer ${customer.token}` } },
			...staticFiles().map((name) => ({ path: `/assets/${name}`, headers: { accept: '*/*' } })),
		)
	} else if (MODE === 'uncached') {
		targets.push({ path: '/' }, { path: '/ar-ae/' })
	} else {
		const day = addDays(uaeClock(new Date()).date, 1)
		const { cookie } = await seedOperationsDay(server.dataDir, DB_PORT, day)
		for (const path of ['/console/kitchen/', '/console/dispatch/', '/console/dispatch/csv/']) targets.push({ path: `${path}?date=${day}`, headers: { cookie } })
	}
	const rows: Record<string, unknown>[] = []
	for (const target of targets) {
		// A loaded machine queues 50 renders for longer than autocannon's 10 s default: every request is to be answered.
		const options = { url: server.origin + target.path, headers: { ...HEADERS, ...target.headers }, timeout: 120 }
		if (MODE === 'operations') {
			// One request at a time: the peak each one adds above the RSS before it, five times.
			const peaks: number[] = []
			const ticks = nodeTicks()
			for (let i = 0; i < 5; i++) {
				const before = readMemory(server.pid)?.rss ?? 0
				resetPeak()
				const response = await fetch(options.url, { headers: options.headers })
				if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`)
				await response.arrayBuffer()
				const after = readMemory(server.pid)
				peaks.push(mb(after?.peak) ?? 0)
				if (i === 0) rows.push({ path: target.path.replace(/\?.*/, ''), rssBeforeFirstMB: mb(before) })
			}
			const nodeMsPerRequest = Number((((nodeTicks() - ticks) * MS_PER_CLOCK_TICK) / 5).toFixed(1))
			// Then BURST at once (several staff opening the day together): the peak of the whole burst.
			resetPeak()
			await autocannon({ ...options, connections: BURST, amount: BURST })
			Object.assign(rows.at(-1) ?? {}, { peakMB: peaks, nodeMsPerRequest, [`peakOf${BURST}AtOnceMB`]: mb(readMemory(server.pid)?.peak), rssAfterMB: mb(readMemory(server.pid)?.rss) })
			continue
		}
		await autocannon({ ...options, connections: Math.min(CONNECTIONS, 10), amount: WARMUP_REQUESTS })
		const ticks = nodeTicks()
		const result = await autocannon({ ...options, connections: CONNECTIONS, amount: REQUESTS })
		const used = nodeTicks() - ticks
		if (result.non2xx || result.errors) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
		rows.push({
			path: target.path.replace(/subscriptions\/[^/]+$/, 'subscriptions/{id}'),
			nodeMsPerRequest: Number(((used * MS_PER_CLOCK_TICK) / REQUESTS).toFixed(2)),
			rssAfterMB: mb(readMemory(server.pid)?.rss),
		})
	}
	report.targets = rows
	const memory = readMemory(server.pid)
	report.rssAfterMB = mb(memory?.rss)
	report.peakMB = mb(memory?.peak)
	report.smapsMB = residentByKind(server.pid)
	// Once idle, the server gives back what the load left (server/idle-collection.ts): a collection, 1 s of checks, its pause.
	await sleep((IDLE_SECONDS + 3) * 1000)
	report.rssAfterIdleMB = mb(readMemory(server.pid)?.rss)
} catch (error) {
	report.error = error instanceof Error ? error.message : String(error)
} finally {
	await server.stop()
}
console.log(JSON.stringify(report))

/** The bench's two ceilings: the largest script and the stylesheet (both served precompressed). */
function staticFiles() {
	const dir = join(ROOT, 'build/client/assets')
	const files = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name))
	const largest = (suffix: string) => files.filter((name) => name.endsWith(suffix)).sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0]
	return [largest('.js'), largest('.css')].filter((name): name is string => name !== undefined)
}

/**
 * Where the resident memory is, from /proc/<pid>/smaps: glibc's main arena (`[heap]`), its arenas
 * for the other threads (libuv's and V8's workers), other anonymous mappings (V8's heap pages,
 * large objects and code, big malloc blocks) and file-backed pages (the node binary, shared libraries).
 */
function residentByKind(pid: number) {
	type Mapping = { start: bigint; end: bigint; access: string; name: string; rssKB: number }
	const mappings: Mapping[] = []
	for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
		const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line)
		if (mapping) mappings.push({ start: BigInt(`0x${mapping[1]}`), end: BigInt(`0x${mapping[2]}`), access: mapping[3] ?? '', name: mapping[4] ?? '', rssKB: 0 })
		const rss = /^Rss:\s+(\d+) kB/.exec(line)
		const last = mappings.at(-1)
		if (rss && last) last.rssKB = Number(rss[1])
	}
	const totals = { mainArena: 0, threadArenas: 0, anonymous: 0, files: 0 }
	mappings.forEach((mapping, index) => {
		const next = mappings[index + 1]
		const threadArena =
			!mapping.name && mapping.start % THREAD_ARENA_BYTES === 0n && next?.start === mapping.end && next.access.startsWith('---') && next.end - mapping.start === THREAD_ARENA_BYTES
		const kind = mapping.name === '[heap]' ? 'mainArena' : threadArena ? 'threadArenas' : mapping.name.startsWith('/') ? 'files' : 'anonymous'
		totals[kind] += mapping.rssKB
	})
	return { mainArena: Math.round(totals.mainArena / 1024), threadArenas: Math.round(totals.threadArenas / 1024), anonymous: Math.round(totals.anonymous / 1024), files: Math.round(totals.files / 1024) }
}
