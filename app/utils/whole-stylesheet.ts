/**
 * The whole stylesheet in the browser (decision 009): the server inlines only the rules of the
 * page's own markup, and the rest is needed only for what the page shows later — another page
 * reached by a client-side navigation, an answer a form or fetcher brings, a toast.
 *
 * Adding it restyles the whole document in one uninterrupted task (its reset and theme rules
 * match every element): 3–5 ms of style work became 22–45 ms on this project's 2-core machine,
 * the largest single task after the first paint, which a phone's slower CPU makes several times
 * longer. A visitor who only reads never needs it, so it is requested at the first sign that
 * something new may be shown: the first pointer, touch, wheel, key or focus (before a click or a
 * tap can start a navigation), or any navigation, revalidation, fetcher or toast
 * (`WholeStylesheetTrigger` in the root, for those that start without the visitor).
 */
import stylesheetUrl from '../styles/app.css?url'

/** The visitor's first signs of doing something; passive, and removed once one has come. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const

/** Appends the whole stylesheet to <head>, once per page. */
export function loadWholeStylesheet(doc: Document = document, href: string = stylesheetUrl): void {
	const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)
	if (!present) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href }))
}

/** Loads it on the visitor's first intent; returns what stops waiting. */
export function loadWholeStylesheetOnIntent(doc: Document = document, href: string = stylesheetUrl): () => void {
	const stop = () => {
		for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true })
	}
	function onIntent() {
		stop()
		loadWholeStylesheet(doc, href)
	}
	for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true })
	return stop
}
