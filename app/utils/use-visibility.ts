import { type RefObject, useEffect, useId, useState, useSyncExternalStore } from 'react'

/** How long visibility changes settle before they show, so cards scrolled past quickly do not flicker. */
export const VISIBILITY_DEBOUNCE_MS = 300

type GroupDebouncer = {
	/** Runs `update` once the group has been quiet for the delay; a later update from the same owner replaces it. */
	schedule(group: string, owner: object, update: () => void): void
	/** Drops the owner's pending update (when it unmounts). */
	cancel(group: string, owner: object): void
}

/**
 * A debounce with one timer per group: every change in a group restarts the group's timer, and
 * when it runs out all the group's pending updates apply together, so a row of cards reveals at once.
 */
export function createGroupDebouncer(delayMs: number): GroupDebouncer {
	const groups = new Map<string, { timer: ReturnType<typeof setTimeout>; pending: Map<object, () => void> }>()

	function flush(group: string) {
		const entry = groups.get(group)
		groups.delete(group)
		entry?.pending.forEach((update) => update())
	}

	return {
		schedule(group, owner, update) {
			const entry = groups.get(group)
			if (entry) clearTimeout(entry.timer)
			const pending = entry?.pending ?? new Map<object, () => void>()
			pending.set(owner, update)
			groups.set(group, { timer: setTimeout(() => flush(group), delayMs), pending })
		},
		cancel(group, owner) {
			const entry = groups.get(group)
			if (!entry) return
			entry.pending.delete(owner)
			if (entry.pending.size > 0) return
			clearTimeout(entry.timer)
			groups.delete(group)
		},
	}
}

const visibilityDebouncer = createGroupDebouncer(VISIBILITY_DEBOUNCE_MS)

export type VisibilityOptions = {
	/** Elements of one group share a debounce timer and so change together. */
	group?: string
	/** Below this window width the element counts as visible from the start and nothing is observed. */
	disableBelowPx?: number
	/** Once visible, stay visible (and stop observing). */
	once?: boolean
}

/** True when observing is pointless: an old browser without IntersectionObserver, or a narrow screen. */
function observationOff(disableBelowPx: number | undefined): boolean {
	if (typeof IntersectionObserver === 'undefined') return true
	return disableBelowPx !== undefined && window.innerWidth < disableBelowPx
}

const subscribeToNothing = () => () => {}

/**
 * Whether the element is in the viewport (with `once`: has been), after a 300 ms debounce.
 * False during server rendering and hydration.
 */
export function useVisibility(
	ref: RefObject<Element | null>,
	{ group, disableBelowPx, once = false }: VisibilityOptions = {},
): boolean {
	const ownGroup = useId()
	const [visible, setVisible] = useState(false)
	const [offAtMount, setOffAtMount] = useState(false)
	const off = useSyncExternalStore(
		subscribeToNothing,
		() => observationOff(disableBelowPx),
		() => false,
	)
	// Decided when first rendered in the browser and kept: a phone turned to landscape later
	// must not hide what it already shows.
	if (off && !offAtMount) setOffAtMount(true)

	useEffect(() => {
		const element = ref.current
		if (!element || observationOff(disableBelowPx)) return
		const groupName = group ?? `own:${ownGroup}`
		const observer = new IntersectionObserver((entries) => {
			const latest = entries.at(-1)
			if (!latest) return
			const isVisible = latest.isIntersecting
			visibilityDebouncer.schedule(groupName, element, () => {
				setVisible((wasVisible) => (once && wasVisible) || isVisible)
				if (isVisible && once) observer.disconnect()
			})
		})
		observer.observe(element)
		return () => {
			observer.disconnect()
			visibilityDebouncer.cancel(groupName, element)
		}
	}, [ref, group, ownGroup, disableBelowPx, once])

	return offAtMount || off || visible
}
