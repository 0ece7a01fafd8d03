/**
 * A visitor's intent to open a link of the site, seen by one set of listeners on the document
 * instead of handlers, refs and effects on each of a page's 60 or more links: the pointer resting
 * on a link (as React Router's own links count it, a pointer merely passing over does not), the
 * keyboard's focus reaching it, or a finger touching it.
 *
 * A link of the site is an `<a>` with `data-discover` (LocaleLink and the plain links under
 * ClientLinks render it, as React Router's `<Link>` does, and its route discovery reads it) that
 * opens in place on this origin; `data-prefetch="none"` opts a link out.
 */
export const HOVER_INTENT_MS = 100

/** The page `target` (an element inside a link, or the link) would open: its path and query, without the fragment. */
export function intendedPage(target: EventTarget | null, origin: string): { link: HTMLAnchorElement; path: string } | null {
	if (!(target instanceof Element)) return null
	const link = target.closest('a[data-discover]')
	if (!(link instanceof HTMLAnchorElement) || link.dataset.prefetch === 'none') return null
	if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
	const url = new URL(link.href)
	return url.origin === origin ? { link, path: `${url.pathname}${url.search}` } : null
}

/** Calls `onIntent` with the path of each page the visitor shows an intent to open; returns the function that stops listening. */
export function listenForLinkIntent(root: Document, onIntent: (path: string) => void): () => void {
	const origin = root.location.origin
	let hovered: HTMLAnchorElement | null = null
	let hoverTimer: ReturnType<typeof setTimeout> | undefined

	const pointerOver = (event: Event) => {
		const page = intendedPage(event.target, origin)
		// Moving between the parts of one link is still the same hover.
		if (page?.link === hovered) return
		clearTimeout(hoverTimer)
		hovered = page?.link ?? null
		if (page) hoverTimer = setTimeout(() => onIntent(page.path), HOVER_INTENT_MS)
	}
	const pointerOut = (event: Event) => {
		const to = (event as MouseEvent).relatedTarget
		if (!hovered || (to instanceof Node && hovered.contains(to))) return
		clearTimeout(hoverTimer)
		hovered = null
	}
	const focusOrTouch = (event: Event) => {
		const page = intendedPage(event.target, origin)
		if (page) onIntent(page.path)
	}

	const passive = { passive: true }
	root.addEventListener('pointerover', pointerOver, passive)
	root.addEventListener('pointerout', pointerOut, passive)
	root.addEventListener('focusin', focusOrTouch, passive)
	root.addEventListener('touchstart', focusOrTouch, passive)
	return () => {
		clearTimeout(hoverTimer)
		root.removeEventListener('pointerover', pointerOver)
		root.removeEventListener('pointerout', pointerOut)
		root.removeEventListener('focusin', focusOrTouch)
		root.removeEventListener('touchstart', focusOrTouch)
	}
}
