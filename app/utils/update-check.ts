/**
 * Update check (spec §4): the page knows the build it came from; the server's latest build id is
 * polled, and once it differs the next navigation becomes a full page load (app-updates.tsx).
 */
export const LATEST_BUILD_PATH = '/_build/latest.json'
export const UPDATE_POLL_INTERVAL_MS = 5 * 60_000
/** A tab coming back to the foreground checks again, but not more often than this. */
export const UPDATE_MIN_GAP_MS = 60_000

/** The response cache-busts with ?ts= so no intermediary can answer with an old id. */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<string | null> {
	try {
		const response = await fetchImpl(`${LATEST_BUILD_PATH}?ts=${now}`, { cache: 'no-store' })
		if (!response.ok) return null
		const body: unknown = await response.json()
		const id = body && typeof body === 'object' && 'buildId' in body ? body.buildId : null
		return typeof id === 'string' && id ? id : null
	} catch {
		// Offline or the server is restarting: try again at the next poll.
		return null
	}
}

type UpdateCheckOptions = {
	currentBuildId: string
	onUpdate: (latestBuildId: string) => void
	fetchLatest?: () => Promise<string | null>
	intervalMs?: number
	now?: () => number
	doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
}

/** Polls until a different build id is seen (then calls onUpdate once and stops). Returns stop. */
export function startUpdateCheck({
	currentBuildId,
	onUpdate,
	fetchLatest = () => fetchLatestBuildId(),
	intervalMs = UPDATE_POLL_INTERVAL_MS,
	now = Date.now,
	doc = document,
}: UpdateCheckOptions): () => void {
	let stopped = false
	let lastCheck = now()

	const check = async () => {
		lastCheck = now()
		const latest = await fetchLatest()
		if (stopped || !latest || latest === currentBuildId) return
		stop()
		onUpdate(latest)
	}
	const onVisible = () => {
		if (doc.visibilityState === 'visible' && now() - lastCheck >= UPDATE_MIN_GAP_MS) void check()
	}
	const timer = setInterval(() => void check(), intervalMs)
	doc.addEventListener('visibilitychange', onVisible)

	function stop() {
		stopped = true
		clearInterval(timer)
		doc.removeEventListener('visibilitychange', onVisible)
	}
	return stop
}

const CHUNK_LOAD_ERRORS = [
	'Failed to fetch dynamically imported module', // Chromium
	'error loading dynamically imported module', // Firefox
	'Importing a module script failed', // Safari
	'Unable to preload CSS',
]

/** A lazily loaded piece of the site could not be fetched, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
	const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
	return CHUNK_LOAD_ERRORS.some((text) => message.includes(text))
}
