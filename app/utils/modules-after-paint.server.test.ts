import { expect, test } from 'vitest'
import { withEdits } from './document-edits.server.ts'
import { moduleLoadingEdits } from './modules-after-paint.server.ts'

// The shape React Router's <Scripts> writes (v7/v8): preloads, then one inline module script.
const routerScript = [
	'import * as route0 from "/assets/root-A1.js";',
	'import * as route1 from "/assets/home-B2.js";',
	'  window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-C3.js" } };',
	'  window.__reactRouterRouteModules = {"root":route0,"en:home":route1};',
	'',
	'import("/assets/entry.client-C3.js");',
].join('\n')
const page =
	'<html><head><link rel="modulepreload" href="/assets/en-D4.js" nonce="abc"/></head><body><main>Hi</main>' +
	'<link rel="modulepreload" href="/assets/entry.client-C3.js" nonce="abc"/>' +
	'<link rel="modulepreload" href="/assets/root-A1.js" nonce="abc"/>' +
	'<script nonce="abc">window.__reactRouterContext = {}</script>' +
	`<script nonce="abc" type="module" async="">${routerScript}</script></body></html>`

/** The page as finishDocument sends it after this step's edits. */
const loadModulesAfterFirstPaint = (html: string, nonce: string) => withEdits(html, moduleLoadingEdits(html, nonce)).toString('latin1')
const rewritten = loadModulesAfterFirstPaint(page, 'abc')
const moduleScript = /<script nonce="abc" type="module" async="">([\s\S]*)<\/script>/.exec(rewritten)?.[1] ?? ''

test('leaves no module to be fetched before the script runs', () => {
	expect(rewritten).not.toContain('modulepreload" href')
	expect(moduleScript).not.toMatch(/^import /m)
})

test('waits for the first paint, then preloads the same modules with the page nonce', () => {
	const wait = moduleScript.indexOf("observe({ type: 'paint' })")
	const preloads = moduleScript.indexOf('for (const [index, href] of ["/assets/en-D4.js","/assets/entry.client-C3.js","/assets/root-A1.js"].entries())')
	expect(wait).toBeGreaterThan(0)
	expect(preloads).toBeGreaterThan(wait)
	expect(moduleScript).toContain(`document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce: "abc" }));`)
})

test('adds the preloads a few per task, giving the main thread back in between', async () => {
	const preloadLoop = /for \(const \[index, href\][\s\S]*?\n\}/.exec(moduleScript)?.[0] ?? ''
	const appended: string[] = []
	const yields: number[] = []
	const document = { createElement: () => ({}), head: { append: (link: { href: string }) => appended.push(link.href) } }
	const scheduler = { yield: async () => void yields.push(appended.length) }
	const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>
	const hrefs = Array.from({ length: 10 }, (_, index) => `/assets/m${index}.js`)
	const run = new AsyncFunction('document', 'globalThis', preloadLoop.replace(/\[[^\]]*\]\.entries\(\)/, `${JSON.stringify(hrefs)}.entries()`))
	await run(document, { scheduler })
	expect(appended).toEqual(hrefs)
	expect(yields).toEqual([4, 8])
})

test('imports the route modules under their names before React Router sets its globals and starts', () => {
	expect(moduleScript).toContain('const [route0, route1] = await Promise.all([import("/assets/root-A1.js"), import("/assets/home-B2.js")]);')
	expect(moduleScript.indexOf('await Promise.all')).toBeLessThan(moduleScript.indexOf('window.__reactRouterRouteModules'))
	expect(moduleScript.trimEnd().endsWith('import("/assets/entry.client-C3.js");')).toBe(true)
	// The inline context script is untouched.
	expect(rewritten).toContain('<script nonce="abc">window.__reactRouterContext = {}</script>')
})

test('only React Router\'s module script is rewritten', () => {
	const other = '<script nonce="abc" type="module">import "/assets/other.js";</script>'
	const withOther = loadModulesAfterFirstPaint(page.replace('<body>', `<body>${other}`), 'abc')
	expect(withOther).toContain(other)
	expect(withOther).toContain('await Promise.all([import("/assets/root-A1.js")')
})

test('a document without React Router scripts is sent as it is', () => {
	const plain = '<html><body><p>Offline</p></body></html>'
	expect(loadModulesAfterFirstPaint(plain, 'abc')).toBe(plain)
})

test('the rewritten script is valid JavaScript for a module', async () => {
	// A module body with top-level await compiles inside an async function.
	const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown
	expect(() => new AsyncFunction(moduleScript)).not.toThrow()
})
