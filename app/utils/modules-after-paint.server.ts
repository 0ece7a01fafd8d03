/**
 * Rewrites React Router's module loading so that no module is requested before the page's first
 * paint. See docs/decisions/010-modules-after-the-first-paint.md.
 *
 * Every page paints from its HTML and inline CSS; the modules only make it interactive. Fetched
 * with the document, they share the phone's bandwidth with it, and Lighthouse's simulation counts
 * every module that finished before the observed paint as if the paint had waited for it
 * (it cannot tell that an ES module ran later: GoogleChrome/lighthouse#17163).
 *
 * React Router writes `<link rel="modulepreload">` for every module of the route and one inline
 * module script that statically imports the route modules, sets its globals and imports the
 * entry. After the rewrite that script first waits for the first paint, then adds the same
 * preloads (so the modules still arrive in parallel, without a waterfall), imports the route
 * modules dynamically and runs the rest of React Router's script unchanged.
 */

import type { DocumentEdit } from './document-edits.server.ts'

const MODULE_PRELOAD = '<link rel="modulepreload"'
const HREF = /\shref="([^"]+)"/
const ROUTER_GLOBALS = 'window.__reactRouterRouteModules'
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");\n?/gm

/**
 * Resolves once the first paint has been presented. A hidden page does not paint (and Chromium
 * never reports a paint for a page that was hidden), so it goes on at once or when hidden; the
 * timer is a last resort so that a page is never left without its scripts.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
if (document.visibilityState !== 'visible' || performance.getEntriesByType('paint').length) return go();
addEventListener('visibilitychange', go, { once: true });
setTimeout(go, 3000);
if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(go));
new PerformanceObserver((_, observer) => { observer.disconnect(); go(); }).observe({ type: 'paint' });
});`

/**
 * Each preload is a fetch that Chromium starts on the main thread: the route's 18–27 in one go
 * were one task of 8–24 ms of CPU, 30–95 ms after Lighthouse's 4× slowdown, a blocking task of
 * its own before the modules' evaluation (docs/benchmarks.md, twelfth session, area G). A few at
 * a time, with the main thread given back in between, keeps each task short and the fetches still
 * parallel, in the same order.
 */
const PRELOADS_PER_TASK = 4
/** `scheduler.yield()` resumes ahead of other queued tasks; a timer where it does not exist. */
const YIELD = `(globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go)))`

/** The edits that make `html` load its modules after the first paint: none for a document without React Router's scripts. */
export function moduleLoadingEdits(html: string, nonce: string): DocumentEdit[] {
	const script = routerModuleScript(html)
	if (!script) return []
	const body = html.slice(script.bodyStart, script.bodyEnd)

	const preloadTags = tagsStarting(html, MODULE_PRELOAD)
	const preloads = preloadTags.map(({ start, end }) => HREF.exec(html.slice(start, end))?.[1]).filter(Boolean)
	const imports = [...body.matchAll(ROUTE_IMPORT)].map(([, name = '', url = '']) => ({ name, url }))
	const rewritten = [
		AFTER_FIRST_PAINT,
		`for (const [index, href] of ${JSON.stringify(preloads)}.entries()) {`,
		`if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await ${YIELD};`,
		`document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce: ${JSON.stringify(nonce)} }));`,
		'}',
		`const [${imports.map(({ name }) => name).join(', ')}] = await Promise.all([${imports.map(({ url }) => `import(${url})`).join(', ')}]);`,
		body.replace(ROUTE_IMPORT, ''),
	].join('\n')

	// The preload tags left out, the script's body replaced.
	return [...preloadTags.map((tag) => ({ ...tag, text: '' })), { start: script.bodyStart, end: script.bodyEnd, text: rewritten }]
}

/*
 * The document is searched with indexOf, not regular expressions over its 100+ KB: this runs for
 * every page rendered, and the expressions cost ≈ 1 ms of it.
 */

/** The body of React Router's inline module script: the first `<script … type="module" …>` whose body sets its route modules. */
function routerModuleScript(html: string): { bodyStart: number; bodyEnd: number } | null {
	for (let at = html.indexOf(ROUTER_GLOBALS); at !== -1; at = html.indexOf(ROUTER_GLOBALS, at + 1)) {
		const start = html.lastIndexOf('<script', at)
		const bodyStart = html.indexOf('>', start) + 1
		const bodyEnd = html.indexOf('</script>', start)
		if (start !== -1 && bodyStart > 0 && bodyStart <= at && bodyEnd > at && html.slice(start, bodyStart).includes('type="module"')) return { bodyStart, bodyEnd }
	}
	return null
}

/** Where each tag that starts with `opening` starts and ends (after its `>`), in order. */
function tagsStarting(html: string, opening: string): { start: number; end: number }[] {
	const tags: { start: number; end: number }[] = []
	for (let start = html.indexOf(opening); start !== -1; ) {
		const close = html.indexOf('>', start)
		if (close === -1) break
		tags.push({ start, end: close + 1 })
		start = html.indexOf(opening, close + 1)
	}
	return tags
}
