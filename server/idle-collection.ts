/**
 * Issue 21's memory budget: what a busy spell leaves resident, given back once the server is idle.
 *
 * At the highest request rates (the locales API, the plan read: thousands a second) V8's old
 * generation swings by 10–25 MB between full collections, and V8 keeps the pages each full
 * collection frees pooled for reuse: 30–40 MB of the RSS after the bench, in one step during
 * those targets (docs/benchmarks.md, nineteenth session, area C). V8 empties its pool only in a
 * memory-reducing collection, and its memory reducer seldom starts one in this server: for a whole
 * idle minute after a load `--trace-memory-reducer` said "high alloc, foreground" every 8 s, and
 * after three of the bench's four measured runs the RSS had not moved 13 s later.
 *
 * So once no request has arrived for IDLE_SECONDS, the server runs that collection itself, once
 * per busy spell: its pause (two full collections, 0.45 s in all on the test machine under other
 * helpers' load) then falls where no request waits for it. What glibc's arenas keep free stays
 * resident: only malloc_trim() would give it back, and Node 24 cannot call it without a native addon.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** How long without a new request counts as idle; the bench waits this long for its second reading. */
export const IDLE_SECONDS = 10
const CHECK_EVERY_MS = 1_000

type Collect = () => void

/** The HTTP server, or anything else that emits 'request'. */
type RequestSource = { on(event: 'request', listener: () => void): unknown }

export function collectGarbageWhenIdle(server: RequestSource, { idleSeconds = IDLE_SECONDS, collect = memoryReducingCollection() }: { idleSeconds?: number; collect?: Collect } = {}) {
	// A counter, not a timer reset per request: the cheapest thing to do on every request.
	let requests = 0
	let requestsAtLastCheck = 0
	let requestsAtLastCollection = 0
	let quietChecks = 0
	server.on('request', () => {
		requests += 1
	})
	const checksToIdle = Math.ceil((idleSeconds * 1000) / CHECK_EVERY_MS)
	const timer = setInterval(() => {
		quietChecks = requests === requestsAtLastCheck ? quietChecks + 1 : 0
		requestsAtLastCheck = requests
		if (quietChecks < checksToIdle || requests === requestsAtLastCollection) return
		requestsAtLastCollection = requests
		collect()
	}, CHECK_EVERY_MS)
	// Never what keeps the process alive (a shutdown waits for nothing here).
	timer.unref()
	return { stop: () => clearInterval(timer) }
}

/**
 * V8's "last resort" collection: full collections with the memory-reducing flag until nothing more
 * is freed, which also empties the page pool and shrinks the young generation. Node offers it only
 * as the `gc` function of `--expose-gc`; the flag is set for a moment to take that function from a
 * fresh context, so the app's own global object never gets a `gc`.
 */
export function memoryReducingCollection(): Collect {
	setFlagsFromString('--expose-gc')
	const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
	setFlagsFromString('--no-expose-gc')
	return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
