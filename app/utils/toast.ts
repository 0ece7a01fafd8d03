/**
 * The site's toast API (spec §4, §9). Pages call `toasts.add(...)` and never talk to the toast
 * library: sonner is loaded on first use, so no page pays for it in its first load.
 */
import type * as Sonner from 'sonner'

export type ToastKind = 'default' | 'success' | 'info' | 'warning' | 'error'

export type ToastContent = {
	title: string
	description?: string
	kind?: ToastKind
	/** One optional action button; pressing it also closes the toast. */
	action?: { label: string; onClick: () => void }
	/** Milliseconds before the toast closes itself; Infinity keeps it until closed. */
	duration?: number
}

/** Spec §9: toasts close themselves after five seconds (paused while hovered). */
export const TOAST_DURATION_MS = 5000

let sequence = 0
/** Ids are time-based (spec §4) with a counter, so two toasts in the same millisecond differ. */
export function createToastId(now = Date.now()): string {
	sequence = (sequence + 1) % 1000
	return `toast-${now}-${sequence}`
}

let sonner: Promise<typeof Sonner> | undefined
const requestListeners = new Set<() => void>()

// The first toast of the page loads sonner and tells the Toaster to mount; a page that never
// shows a toast never downloads it. sonner shows toasts created before its Toaster subscribes.
function loadSonner() {
	if (!sonner) {
		sonner = import('sonner')
		for (const listener of requestListeners) listener()
	}
	return sonner
}

/** For the Toaster (useSyncExternalStore): whether any toast has been asked for yet. */
export const toastsRequested = {
	subscribe(listener: () => void) {
		requestListeners.add(listener)
		return () => {
			requestListeners.delete(listener)
		}
	},
	get: () => sonner !== undefined,
	getServer: () => false,
}

function show(id: string, { title, description, kind = 'default', action, duration }: ToastContent) {
	const options: Sonner.ExternalToast = { id, description, duration, action }
	void loadSonner().then(({ toast }) => {
		if (kind === 'default') toast(title, options)
		else toast[kind](title, options)
	})
}

export const toasts = {
	/** Shows a toast and returns its id for update/remove. */
	add(content: ToastContent): string {
		const id = createToastId()
		show(id, content)
		return id
	},
	/** Replaces the content of a toast that is still showing (or shows it again). */
	update(id: string, content: ToastContent) {
		show(id, content)
	},
	remove(id: string) {
		void loadSonner().then(({ toast }) => toast.dismiss(id))
	},
	clear() {
		void loadSonner().then(({ toast }) => toast.dismiss())
	},
}
