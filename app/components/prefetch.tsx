/**
 * Page prefetching for the site's links: when a visitor shows the intent to open one (hover,
 * focus, touch: utils/link-intent.ts, one set of listeners for the whole page), the next page's
 * code and data are fetched ahead through React Router's own PrefetchPageLinks (so the URLs are
 * exactly the ones the navigation will ask for, including the layout route's module), with the
 * limits of utils/prefetch-queue.ts.
 */
import { type SyntheticEvent, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { matchRoutes, type PageLinkDescriptor, PrefetchPageLinks, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router'
import { listenForLinkIntent } from '../utils/link-intent.ts'
import { createPrefetchQueue, type PrefetchQueue, prefetchAllowed } from '../utils/prefetch-queue.ts'

/** Whether a link asks to be prefetched (`none`: its `<a>` carries `data-prefetch="none"`). */
export type PrefetchMode = 'intent' | 'none'

/** A prefetch that has not finished by then gives its slot to the next one. */
const PREFETCH_TIMEOUT_MS = 10_000

const NO_PREFETCHES: readonly string[] = []
const noPrefetches = () => NO_PREFETCHES

/**
 * Rendered once in the root: listens for the visitor's intent on the whole document and renders
 * the <link> elements of the prefetches in flight.
 */
export function PrefetchOutlet() {
	// The router, for the routes it knows: React Router's discovery adds them as links appear
	// (/__manifest), and a page whose route it does not know yet cannot be prefetched.
	const router = useContext(DataRouterContext)?.router
	const [queue] = useState(() =>
		createPrefetchQueue({
			isDiscovered: (path) => {
				const leaf = router ? matchRoutes(router.routes, path)?.at(-1) : undefined
				// Before discovery answers, a page of the site may match only the not-found splat.
				return leaf !== undefined && !leaf.route.path?.endsWith('*')
			},
		}),
	)

	useEffect(() => {
		const stopListening = listenForLinkIntent(document, (path) => {
			const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
			if (prefetchAllowed(connection)) queue.request(path)
		})
		// Discovery's answer patches the routes and updates the router's state.
		const stopWatching = router?.subscribe(() => queue.routesDiscovered())
		return () => {
			stopListening()
			stopWatching?.()
		}
	}, [queue, router])

	const pending = useSyncExternalStore(queue.subscribe, queue.pending, noPrefetches)
	return pending.map((path) => <PagePrefetch key={path} path={path} queue={queue} />)
}

function PagePrefetch({ path, queue }: { path: string; queue: PrefetchQueue }) {
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

	// Nothing to fetch (the page is the current one, its modules and data are loaded): the slot frees at once.
	useEffect(settleWhenComplete)
	useEffect(() => {
		const timeout = setTimeout(() => queue.settle(path), PREFETCH_TIMEOUT_MS)
		return () => clearTimeout(timeout)
	}, [path, queue])

	// PrefetchPageLinks passes extra props on to its <link> elements, though its type does not say so.
	const linkEvents = { onLoad: onDone, onError: onDone }
	// With load handlers React keeps the links here instead of moving them to <head>, so this
	// container knows which links are its own.
	return (
		<div ref={container} data-prefetching={path} hidden>
			<PrefetchPageLinks page={path} {...(linkEvents as Partial<PageLinkDescriptor>)} />
		</div>
	)
}
