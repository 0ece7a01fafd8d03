/**
 * Issue 21's memory budget: how far V8's heap grows after a start, and so what the process keeps.
 *
 * V8 sets the next full collection at a multiple of the heap that survived the last one, the
 * multiple chosen from how fast the program allocated: up to 4 × when it allocated slowly. Start-up
 * (the bundle, migrations, seed) allocates slowly, so the first load after a start let the heap
 * grow from 28 MB live to about 100 MB before its first full collection, and V8 keeps the pages that
 * collection frees pooled for reuse until a memory-reducing collection (only when the process is
 * idle): about 40 MB of the RSS after the bench (docs/benchmarks.md, sixteenth session, area C).
 *
 * So until the first full collection after the server listens, the multiple is 1.3 (what V8 uses
 * for small heaps); from then on V8 chooses it as before, from the load it sees. A process started
 * with its own `--heap-growing-percent` keeps it.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'

const START_UP_GROWING_PERCENT = 30

/** A `gc` performance entry's detail (Node's docs; its types leave it out). */
type GcEntry = PerformanceEntry & { detail?: { kind?: number } }
const isFullCollection = (entry: PerformanceEntry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR

export function limitHeapGrowthAfterStart(execArgv: readonly string[] = process.execArgv) {
	if (execArgv.some((argument) => /^--heap[-_]growing[-_]percent\b/.test(argument))) return { listening() {} }
	setFlagsFromString(`--heap-growing-percent=${START_UP_GROWING_PERCENT}`)
	return {
		/** The server listens: V8's own multiple again once the next full collection has set its limit with this one. */
		listening() {
			const observer = new PerformanceObserver((list) => {
				if (!list.getEntries().some(isFullCollection)) return
				observer.disconnect()
				setFlagsFromString('--heap-growing-percent=0')
			})
			observer.observe({ entryTypes: ['gc'] })
		},
	}
}
