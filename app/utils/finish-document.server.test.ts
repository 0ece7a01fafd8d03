import { expect, test } from 'vitest'
import { criticalCssFor } from '../styles/critical-css.server.ts'
import { CRITICAL_CSS_PLACEHOLDER, finishDocument } from './finish-document.server.ts'

const stylesheet = criticalCssFor('html{margin:0}.used{color:red}.unused{color:blue}')
const page =
	`<!DOCTYPE html><html><head><style id="site-css">${CRITICAL_CSS_PLACEHOLDER}</style></head>` +
	'<body><p class="used">Привет, $& $1 — مرحبا 😀</p></body></html>'

test('inlines the rules the markup uses, in place of the placeholder', () => {
	const html = finishDocument(Buffer.from(page), 'n0nce', stylesheet).toString('utf8')
	expect(html).toContain('<style id="site-css">html{margin:0}.used{color:red}</style>')
	expect(html).not.toContain(CRITICAL_CSS_PLACEHOLDER)
	// Replacement patterns in the page ($&, $1) are text, not instructions; the text's bytes are untouched.
	expect(html).toContain('<p class="used">Привет, $& $1 — مرحبا 😀</p>')
})

test('a stylesheet with non-ASCII text is inlined as UTF-8', () => {
	const withQuote = criticalCssFor('.used:before{content:"→"}')
	const html = finishDocument(Buffer.from(page), 'n0nce', withQuote).toString('utf8')
	expect(html).toContain('<style id="site-css">.used:before{content:"→"}</style>')
})

test('the icons a page uses are drawn once each, in a sprite at the start of the body', () => {
	const icon = (name: string) => `<svg viewBox="0 0 24 24" width="1em" height="1em"><use href="#lucide-${name}"/></svg>`
	const withIcons = `<!DOCTYPE html><html><head></head><body class="x">${icon('check')}<p>${icon('arrow-right')}${icon('check')}</p></body></html>`
	const html = finishDocument(Buffer.from(withIcons), 'n0nce', stylesheet).toString('utf8')
	const sprite = html.slice(html.indexOf('<body class="x">') + '<body class="x">'.length, html.indexOf('<svg viewBox'))
	expect(sprite).toMatch(/^<svg id="lucide-sprite" style="display:none"><symbol id="lucide-check" viewBox="0 0 24 24">.*<\/symbol><symbol id="lucide-arrow-right" viewBox="0 0 24 24">.*<\/symbol><\/svg>$/)
	expect(sprite).toContain('stroke="currentColor"')
	// The icons themselves are left as they were.
	expect(html.split('<use href="#lucide-check"/>')).toHaveLength(3)
})

test('a page without icons gets no sprite', () => {
	const html = finishDocument(Buffer.from(page), 'n0nce', stylesheet).toString('utf8')
	expect(html).not.toContain('lucide-sprite')
})
