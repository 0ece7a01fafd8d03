/**
 * Which pages to prefetch and when (spec §2, §4): at most four prefetches in flight, the rest
 * wait their turn, nothing at all on slow connections or with the browser's data saver on, and a
 * page is not fetched again while its prefetched copy is still fresh in the browser's cache. A
 * page whose route React Router has not discovered yet (its `/__manifest` answer is still on the
 * way) is parked instead of taking a slot, and asked for again once discovery knows it.
 */
export const MAX_PENDING_PREFETCHES = 4
const MAX_WAITING = 8
/** Chromium keeps prefetched responses for five minutes; after that a new prefetch is useful. */
const PREFETCH_REUSE_MS = 5 * 60_000

type NetworkInformationLike = { saveData?: boolean; effectiveType?: string }

/** False on 2g/slow-2g or with data saver: the visitor pays for every byte we fetch "just in case". */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
	if (!connection) return true
	if (connection.saveData) return false
	return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

export type PrefetchQueue = ReturnType<typeof createPrefetchQueue>

export function createPrefetchQueue({
	maxPending = MAX_PENDING_PREFETCHES,
	now = Date.now,
	isDiscovered = () => true,
}: {
	maxPending?: number
	now?: () => number
	/** Whether the router knows the route of `path` (without it, nothing could be prefetched). */
	isDiscovered?: (path: string) => boolean
} = {}) {
	let pending: readonly string[] = []
	let waiting: string[] = []
	let undiscovered: string[] = []
	const finishedAt = new Map<string, number>()
	const listeners = new Set<() => void>()

	const notify = () => {
		for (const listener of listeners) listener()
	}
	const isFresh = (path: string) => {
		const at = finishedAt.get(path)
		return at !== undefined && now() - at < PREFETCH_REUSE_MS
	}
	const startWaiting = () => {
		const room = maxPending - pending.length
		if (room <= 0 || waiting.length === 0) return
		pending = [...pending, ...waiting.slice(0, room)]
		waiting = waiting.slice(room)
	}

	const request = (path: string) => {
		if (pending.includes(path) || waiting.includes(path) || isFresh(path)) return
		if (!isDiscovered(path)) {
			undiscovered = [...undiscovered.filter((item) => item !== path).slice(-(MAX_WAITING - 1)), path]
			return
		}
		// The most recent intent matters most: beyond MAX_WAITING the oldest wish is dropped.
		waiting = [...waiting.slice(-(MAX_WAITING - 1)), path]
		startWaiting()
		notify()
	}

	return {
		/** Asks for `path` to be prefetched; ignored when it is pending, waiting or fresh. */
		request,
		/** The router learnt routes: the parked paths it now knows are asked for, in the order they came. */
		routesDiscovered() {
			const known = undiscovered.filter(isDiscovered)
			if (known.length === 0) return
			undiscovered = undiscovered.filter((path) => !known.includes(path))
			for (const path of known) request(path)
		},
		/** The prefetch of `path` finished (loaded, failed or timed out): its slot is free. */
		settle(path: string) {
			if (!pending.includes(path)) return
			pending = pending.filter((item) => item !== path)
			finishedAt.set(path, now())
			startWaiting()
			notify()
		},
		/** The paths being prefetched now; a new array whenever it changes (useSyncExternalStore). */
		pending: () => pending,
		waiting: () => waiting as readonly string[],
		/** Paths asked for before their route was discovered. */
		undiscovered: () => undiscovered as readonly string[],
		subscribe(listener: () => void) {
			listeners.add(listener)
			return () => {
				listeners.delete(listener)
			}
		},
	}
}
