/**
 * A page reload that could repeat (a new build, a chunk that failed to load) goes through this
 * guard: at most one reload per path within RELOAD_GUARD_MS (spec §9: 10 000 ms), remembered in
 * session storage so it survives the reload itself and a broken deployment cannot loop.
 */
export const RELOAD_GUARD_MS = 10_000
const STORAGE_KEY = 'reload-guard'

type ReloadLog = Record<string, number>

function readLog(storage: Storage): ReloadLog {
	try {
		const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}')
		return parsed && typeof parsed === 'object' ? (parsed as ReloadLog) : {}
	} catch {
		return {}
	}
}

/** True (and recorded) when `path` may be reloaded now; false when it was reloaded too recently. */
export function claimReload(path: string, now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage): boolean {
	if (!storage) return false
	try {
		const log = readLog(storage)
		const last = log[path]
		if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
		// Keep only recent entries so the log stays tiny.
		const recent = Object.fromEntries(Object.entries(log).filter(([, at]) => now - at < RELOAD_GUARD_MS))
		storage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: now }))
		return true
	} catch {
		// Without storage the guard cannot hold, and an unguarded reload could loop: do not reload.
		return false
	}
}
