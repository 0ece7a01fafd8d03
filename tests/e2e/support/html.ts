/**
 * Reading server-rendered HTML without a browser. React's server output is
 * regular (double-quoted attributes, no nested elements of the same kind in
 * the elements read here), so a small tag reader is enough and keeps the
 * request-level tests fast.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'

export type Element = { attributes: Record<string, string>; html: string; text: string }

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(value: string): string {
	return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) => {
		if (body[0] === '#') {
			const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
			return String.fromCodePoint(code)
		}
		return NAMED_ENTITIES[body.toLowerCase()] ?? entity
	})
}

function parseAttributes(source: string): Record<string, string> {
	const attributes: Record<string, string> = {}
	for (const match of source.matchAll(/([^\s"'=/>]+)(?:\s*=\s*"([^"]*)")?/g)) {
		attributes[(match[1] as string).toLowerCase()] = decodeEntities(match[2] ?? '')
	}
	return attributes
}

const VOID_ELEMENTS = new Set(['meta', 'link', 'html', 'img', 'input', 'br', 'hr', 'source'])

/**
 * Elements by tag name, in document order. For `html` only the start tag is
 * read. `text` is the inner HTML with tags removed, entities decoded and
 * white space collapsed.
 */
export function elements(html: string, tag: string): Element[] {
	const found: Element[] = []
	const start = new RegExp(`<${tag}(\\s[^>]*)?>`, 'gi')
	for (const match of html.matchAll(start)) {
		const attributes = parseAttributes(match[1] ?? '')
		if (VOID_ELEMENTS.has(tag)) {
			found.push({ attributes, html: '', text: '' })
			continue
		}
		const contentStart = (match.index ?? 0) + match[0].length
		const end = html.indexOf(`</${tag}>`, contentStart)
		const inner = end === -1 ? '' : html.slice(contentStart, end)
		found.push({ attributes, html: inner, text: decodeEntities(inner.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim() })
	}
	return found
}

/** The facts about a page the tests compare with expectations. */
export function describeDocument(html: string) {
	const root = elements(html, 'html')[0]?.attributes ?? {}
	const metas = elements(html, 'meta')
	const links = elements(html, 'link')
	const metaContents = (name: string) =>
		metas.filter((meta) => meta.attributes.name === name).map((meta) => meta.attributes.content ?? '')
	return {
		lang: root.lang,
		dir: root.dir,
		titles: elements(html, 'title').map((title) => title.text),
		h1: elements(html, 'h1').map((heading) => heading.text),
		descriptions: metaContents('description'),
		robots: metaContents('robots'),
		canonicals: links.filter((link) => link.attributes.rel === 'canonical').map((link) => link.attributes.href ?? ''),
		alternates: links
			.filter((link) => link.attributes.rel === 'alternate' && 'hreflang' in link.attributes)
			.map((link) => ({ hreflang: link.attributes.hreflang ?? '', href: link.attributes.href ?? '' })),
		anchors: elements(html, 'a'),
		errorMessage: elements(html, 'p').find((p) => p.attributes['data-testid'] === 'error-message')?.text,
		/** Session recording (Clarity) hides the whole page's text. */
		recordingMasked: elements(html, 'body')[0]?.attributes['data-clarity-mask'] === 'true',
	}
}

export type DocumentFacts = ReturnType<typeof describeDocument>

/**
 * A GET that never follows redirects, so a page that unexpectedly redirects
 * fails instead of being judged by the page it lands on.
 */
export function get(
	request: APIRequestContext,
	path: string,
	headers: Record<string, string> = {},
): Promise<APIResponse> {
	return request.get(path, { headers, maxRedirects: 0 })
}

/** Location of a redirect made absolute against the request's origin, as a path + query. */
export function redirectTarget(response: APIResponse): string | null {
	const location = response.headers().location
	if (location === undefined) return null
	const target = new URL(location, response.url())
	const source = new URL(response.url())
	return target.origin === source.origin ? target.pathname + target.search : target.href
}
