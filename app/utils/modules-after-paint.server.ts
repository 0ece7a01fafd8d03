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

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
const HREF = /\shref="([^"]+)"/
const INLINE_MODULES = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/g
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

export function loadModulesAfterFirstPaint(html: string, nonce: string): string {
	const script = [...html.matchAll(INLINE_MODULES)].find(([, , body = '']) => body.includes('window.__reactRouterRouteModules'))
	if (!script) return html
	const [whole, open = '', body = '', close = ''] = script

	const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([link]) => HREF.exec(link)?.[1]).filter(Boolean)
	const imports = [...body.matchAll(ROUTE_IMPORT)].map(([, name = '', url = '']) => ({ name, url }))
	const rewritten = [
		AFTER_FIRST_PAINT,
		`for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce: ${JSON.stringify(nonce)} }));`,
		`const [${imports.map(({ name }) => name).join(', ')}] = await Promise.all([${imports.map(({ url }) => `import(${url})`).join(', ')}]);`,
		body.replace(ROUTE_IMPORT, ''),
	].join('\n')

	return html.replace(MODULE_PRELOAD, '').replace(whole, () => `${open}${rewritten}${close}`)
}
