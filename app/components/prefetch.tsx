/**
 * Page prefetching for links: on intent (hover, focus, touch) or when a link scrolls into view,
 * the next page's code and data are fetched ahead through React Router's own PrefetchPageLinks
 * (so the URLs are exactly the ones the navigation will ask for, including the layout route's
 * module), with the limits of utils/prefetch-queue.ts.
 */
import { type FocusEvent, type MouseEvent, type SyntheticEvent, type TouchEvent, useEffect, useRef, useSyncExternalStore } from 'react'
import { type PageLinkDescriptor, PrefetchPageLinks } from 'react-router'
import { createPrefetchQueue, prefetchAllowed } from '../utils/prefetch-queue.ts'

export type PrefetchMode = 'intent' | 'viewport' | 'none'

const queue = createPrefetchQueue()
/** Like React Router's own links: a pointer merely passing over a link does not count as intent. */
const HOVER_INTENT_MS = 100
/** A prefetch that has not finished by then gives its slot to the next one. */
const PREFETCH_TIMEOUT_MS = 10_000

function requestPrefetch(path: string) {
	const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
	if (prefetchAllowed(connection)) queue.request(path)
}

let viewportObserver: IntersectionObserver | undefined
const viewportTargets = new WeakMap<Element, string>()

function observeViewport(element: Element, path: string): () => void {
	if (typeof IntersectionObserver === 'undefined') return () => {}
	viewportObserver ??= new IntersectionObserver((entries) => {
		for (const entry of entries) {
			const target = viewportTargets.get(entry.target)
			if (!entry.isIntersecting || !target) continue
			viewportObserver?.unobserve(entry.target)
			requestPrefetch(target)
		}
	})
	viewportTargets.set(element, path)
	viewportObserver.observe(element)
	return () => viewportObserver?.unobserve(element)
}

type PrefetchHandlers = {
	onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => void
	onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => void
	onFocus: (event: FocusEvent<HTMLAnchorElement>) => void
	onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => void
}

/**
 * Event handlers and a ref for a link to `path` (a pathname with its locale prefix). The caller's
 * own handlers still run: pass them in `own`.
 */
export function usePrefetch(path: string, mode: PrefetchMode, own: Partial<PrefetchHandlers> = {}) {
	const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const ref = useRef<HTMLAnchorElement>(null)

	useEffect(() => {
		if (mode !== 'viewport' || !ref.current) return
		return observeViewport(ref.current, path)
	}, [mode, path])
	useEffect(() => () => clearTimeout(hoverTimer.current), [])

	const intent = mode === 'intent'
	const handlers: PrefetchHandlers = {
		onMouseEnter: (event) => {
			own.onMouseEnter?.(event)
			if (intent) hoverTimer.current = setTimeout(() => requestPrefetch(path), HOVER_INTENT_MS)
		},
		onMouseLeave: (event) => {
			own.onMouseLeave?.(event)
			clearTimeout(hoverTimer.current)
		},
		onFocus: (event) => {
			own.onFocus?.(event)
			if (intent) requestPrefetch(path)
		},
		onTouchStart: (event) => {
			own.onTouchStart?.(event)
			if (intent) requestPrefetch(path)
		},
	}
	return { ref, handlers }
}

const NO_PREFETCHES: readonly string[] = []
const noPrefetches = () => NO_PREFETCHES

/** Rendered once in the root: the <link> elements of the prefetches in flight. */
export function PrefetchOutlet() {
	const pending = useSyncExternalStore(queue.subscribe, queue.pending, noPrefetches)
	return pending.map((path) => <PagePrefetch key={path} path={path} />)
}

function PagePrefetch({ path }: { path: string }) {
	const container = useRef<HTMLDivElement>(null)
	const finished = useRef(new Set<EventTarget>())

	const settleWhenComplete = () => {
		const links = container.current?.querySelectorAll('link') ?? []
		if ([...links].every((link) => finished.current.has(link))) queue.settle(path)
	}
	const onDone = (event: SyntheticEvent<HTMLLinkElement>) => {
		finished.current.add(event.currentTarget)
		settleWhenComplete()
	}

	// Nothing to fetch (page already loaded, unknown route): the slot frees at once.
	useEffect(settleWhenComplete)
	useEffect(() => {
		const timeout = setTimeout(() => queue.settle(path), PREFETCH_TIMEOUT_MS)
		return () => clearTimeout(timeout)
	}, [path])

	// PrefetchPageLinks passes extra props on to its <link> elements, though its type does not say so.
	const linkEvents = { onLoad: onDone, onError: onDone }
	// With load handlers React keeps the links here instead of moving them to <head>, so this
	// container knows which links are its own.
	return (
		<div ref={container} data-prefetch={path} hidden>
			<PrefetchPageLinks page={path} {...(linkEvents as Partial<PageLinkDescriptor>)} />
		</div>
	)
}
