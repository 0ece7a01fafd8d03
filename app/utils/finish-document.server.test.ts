import { expect, test } from 'vitest'
import { criticalCssFor } from '../styles/critical-css.server.ts'
import { CRITICAL_CSS_PLACEHOLDER, finishDocument } from './finish-document.server.ts'

/** A document as entry.server.tsx hands it over: React's UTF-8 bytes read as Latin-1. */
const latin1 = (html: string) => Buffer.from(html).toString('latin1')
const stylesheet = criticalCssFor('html{margin:0}.used{color:red}.unused{color:blue}')
const page =
	`<!DOCTYPE html><html><head><style id="site-css">${CRITICAL_CSS_PLACEHOLDER}</style></head>` +
	'<body><p class="used">Привет, $& $1 — مرحبا 😀</p></body></html>'

test('inlines the rules the markup uses, in place of the placeholder', () => {
	const html = finishDocument(latin1(page), 'n0nce', { stylesheet }).toString('utf8')
	expect(html).toContain('<style id="site-css">html{margin:0}.used{color:red}</style>')
	expect(html).not.toContain(CRITICAL_CSS_PLACEHOLDER)
	// Replacement patterns in the page ($&, $1) are text, not instructions; the text's bytes are untouched.
	expect(html).toContain('<p class="used">Привет, $& $1 — مرحبا 😀</p>')
})

test('a stylesheet with non-ASCII text is inlined as UTF-8', () => {
	const withQuote = criticalCssFor('.used:before{content:"→"}')
	const html = finishDocument(latin1(page), 'n0nce', { stylesheet: withQuote }).toString('utf8')
	expect(html).toContain('<style id="site-css">.used:before{content:"→"}</style>')
})

test('the icons a page uses are drawn once each, in a sprite at the start of the body', () => {
	const icon = (name: string) => `<svg viewBox="0 0 24 24" width="1em" height="1em"><use href="#lucide-${name}"/></svg>`
	const withIcons = `<!DOCTYPE html><html><head></head><body class="x">${icon('check')}<p>${icon('arrow-right')}${icon('check')}</p></body></html>`
	const html = finishDocument(latin1(withIcons), 'n0nce', { stylesheet }).toString('utf8')
	const sprite = html.slice(html.indexOf('<body class="x">') + '<body class="x">'.length, html.indexOf('<svg viewBox'))
	expect(sprite).toMatch(/^<svg id="lucide-sprite" style="display:none"><symbol id="lucide-check" viewBox="0 0 24 24">.*<\/symbol><symbol id="lucide-arrow-right" viewBox="0 0 24 24">.*<\/symbol><\/svg>$/)
	expect(sprite).toContain('stroke="currentColor"')
	// The icons themselves are left as they were.
	expect(html.split('<use href="#lucide-check"/>')).toHaveLength(3)
})

test('a page without icons gets no sprite', () => {
	const html = finishDocument(latin1(page), 'n0nce', { stylesheet }).toString('utf8')
	expect(html).not.toContain('lucide-sprite')
})

test('the stylesheet, the sprite and the module loading in one document, each where it belongs', () => {
	const icon = '<svg viewBox="0 0 24 24"><use href="#lucide-check"/></svg>'
	const moduleScript = 'import * as route0 from "/assets/root-A1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry-C3.js");'
	const full =
		`<!DOCTYPE html><html><head><style>${CRITICAL_CSS_PLACEHOLDER}</style><link rel="modulepreload" href="/assets/root-A1.js"/></head>` +
		`<body><p class="used">Привет ${icon}</p><script type="module" async="">${moduleScript}</script></body></html>`
	const html = finishDocument(latin1(full), 'n0nce', { stylesheet }).toString('utf8')
	expect(html).toMatch(/^<!DOCTYPE html><html><head><style>html\{margin:0\}\.used\{color:red\}<\/style><\/head><body><svg id="lucide-sprite" style="display:none"><symbol id="lucide-check" /)
	expect(html).toContain(`</svg><p class="used">Привет ${icon}</p><script type="module" async="">`)
	expect(html).toContain('const [route0] = await Promise.all([import("/assets/root-A1.js")]);')
	expect(html.endsWith('import("/assets/entry-C3.js");</script></body></html>')).toBe(true)
})
