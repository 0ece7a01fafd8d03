/**
 * Colour mode (spec §4): the visitor's preference (light, dark or system), the mode it resolves
 * to, and the one place that writes it to the page. The preference lives in local storage, so
 * the server cannot know it: COLOR_MODE_SCRIPT runs in <head> before the first paint and sets the
 * `dark` class from it, and everything after hydration goes through this module.
 */

export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number]
export type ResolvedColorMode = 'light' | 'dark'

export const COLOR_MODE_STORAGE_KEY = 'color-mode'
/** Set on <html> by the root when the page's route forces a mode. */
export const FORCED_COLOR_MODE_ATTRIBUTE = 'data-forced-color-mode'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function parseColorModePreference(value: unknown): ColorModePreference {
	return value === 'light' || value === 'dark' ? value : 'system'
}

export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ResolvedColorMode {
	if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
	return preference
}

/**
 * The mode a route asks for in its `handle.colorMode`. Forcing "system" would mean "not forced",
 * which is never what the page's author wanted, so it is refused loudly.
 */
export function forcedColorMode(requested: unknown): ResolvedColorMode | undefined {
	if (requested === undefined) return undefined
	if (requested === 'light' || requested === 'dark') return requested
	console.warn(`A page cannot force the colour mode "${String(requested)}"; only "light" or "dark" can be forced.`)
	return undefined
}

/**
 * Runs inline in <head> before anything paints, so a hard reload never flashes the wrong mode.
 * Kept in step with resolveColorMode (color-mode.test.ts runs it against the same cases).
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement,f=d.getAttribute('${FORCED_COLOR_MODE_ATTRIBUTE}'),p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}'),m=f==='light'||f==='dark'?f:p==='light'||p==='dark'?p:matchMedia('${DARK_QUERY}').matches?'dark':'light';d.classList.toggle('dark',m==='dark')}catch(e){}})()`

type ColorModeState = { preference: ColorModePreference; resolved: ResolvedColorMode; forced: boolean }

const SERVER_STATE: ColorModeState = { preference: 'system', resolved: 'light', forced: false }

// Storage can be blocked (strict privacy settings): the choice then lasts as long as the page.
let unsavedPreference: ColorModePreference = 'system'

function readStoredPreference(): ColorModePreference {
	try {
		return parseColorModePreference(localStorage.getItem(COLOR_MODE_STORAGE_KEY))
	} catch {
		return unsavedPreference
	}
}

function readState(): ColorModeState {
	const forced = document.documentElement.getAttribute(FORCED_COLOR_MODE_ATTRIBUTE)
	const preference = readStoredPreference()
	if (forced === 'light' || forced === 'dark') return { preference, resolved: forced, forced: true }
	return { preference, resolved: resolveColorMode(preference, matchMedia(DARK_QUERY).matches), forced: false }
}

const listeners = new Set<() => void>()
let snapshot: ColorModeState | undefined

function refresh() {
	const next = readState()
	document.documentElement.classList.toggle('dark', next.resolved === 'dark')
	if (
		snapshot?.preference !== next.preference ||
		snapshot.resolved !== next.resolved ||
		snapshot.forced !== next.forced
	) {
		snapshot = next
		for (const listener of listeners) listener()
	}
}

/** For useSyncExternalStore: follows the system setting, other tabs and route changes live. */
export function subscribeColorMode(listener: () => void): () => void {
	listeners.add(listener)
	if (listeners.size === 1) {
		matchMedia(DARK_QUERY).addEventListener('change', refresh)
		window.addEventListener('storage', refresh)
	}
	return () => {
		listeners.delete(listener)
		if (listeners.size === 0) {
			matchMedia(DARK_QUERY).removeEventListener('change', refresh)
			window.removeEventListener('storage', refresh)
		}
	}
}

export function getColorModeSnapshot(): ColorModeState {
	snapshot ??= readState()
	return snapshot
}

export function getServerColorModeSnapshot(): ColorModeState {
	return SERVER_STATE
}

export function setColorModePreference(preference: ColorModePreference) {
	unsavedPreference = preference
	try {
		if (preference === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY)
		else localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference)
	} catch {
		// Not persisted; readStoredPreference falls back to unsavedPreference.
	}
	refresh()
}

/** Re-applies the mode after the forced-mode attribute changed (client navigation). */
export function syncColorMode() {
	refresh()
}
