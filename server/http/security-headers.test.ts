import { describe, expect, test } from 'vitest'
import type { VendorName } from '../../app/analytics/vendors/vendors.ts'
import { createHash } from 'node:crypto'
import { inlineScriptHashes, pageContentSecurityPolicy, SPLIT_SERVICE_HOSTS, VENDOR_SOURCES } from './security-headers.ts'

const VENDORS = Object.keys(VENDOR_SOURCES) as VendorName[]

/** The policy as directive → sources. */
function parse(policy: string): Map<string, string[]> {
	return new Map(
		policy.split('; ').map((directive) => {
			const [name = '', ...sources] = directive.split(' ')
			return [name, sources]
		}),
	)
}

describe('page Content-Security-Policy', () => {
	test('without third-party vendors it allows this site only', () => {
		expect(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false })).toBe(
			"default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
				"font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
		)
		expect(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false, vendors: [] })).toBe(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false }))
	})

	test('https adds upgrade-insecure-requests; the card gateway may receive forms', () => {
		const policy = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: true, formTargets: ['https://checkout.payfort.com'] }))
		expect(policy.get('form-action')).toEqual(["'self'", 'https://checkout.payfort.com'])
		expect(policy.has('upgrade-insecure-requests')).toBe(true)
	})

	test.each(VENDORS)('%s adds exactly its documented hosts, to the directives it needs', (vendor) => {
		const policy = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false, vendors: [vendor] }))
		const base = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false }))
		for (const [directive, sources] of policy) {
			const added = sources.filter((source) => !(base.get(directive) ?? ["'self'"]).includes(source))
			expect(added, directive).toEqual([...new Set(VENDOR_SOURCES[vendor][directive as keyof (typeof VENDOR_SOURCES)[VendorName]] ?? [])])
		}
		// And every directive the vendor needs is there.
		for (const directive of Object.keys(VENDOR_SOURCES[vendor])) expect(policy.has(directive), directive).toBe(true)
	})

	test('the tag manager reaches Google Tag Manager, Analytics and Ads; Clarity its own hosts', () => {
		const tagManager = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false, vendors: ['tagManager'] }))
		expect(tagManager.get('script-src')).toContain('https://*.googletagmanager.com')
		expect(tagManager.get('connect-src')).toEqual(
			expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
		)
		expect(tagManager.get('frame-src')).toEqual(["'self'", 'https://bid.g.doubleclick.net'])
		const clarity = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: false, vendors: ['clarity'] }))
		expect(clarity.get('connect-src')).toEqual(["'self'", 'https://*.clarity.ms', 'https://c.bing.com'])
		expect(clarity.has('frame-src')).toBe(false)
		expect(clarity.has('media-src')).toBe(false)
	})

	test('all vendors together: each directive once, every source once, nonce and frame-ancestors kept', () => {
		const text = pageContentSecurityPolicy({ nonce: 'abc' }, { https: false, vendors: VENDORS })
		const names = text.split('; ').map((directive) => directive.split(' ')[0])
		expect(new Set(names).size).toBe(names.length)
		const policy = parse(text)
		for (const [directive, sources] of policy) expect(new Set(sources).size, directive).toBe(sources.length)
		expect(policy.get('script-src')?.slice(0, 3)).toEqual(["'nonce-abc'", "'strict-dynamic'", "'self'"])
		expect(policy.get('frame-ancestors')).toEqual(["'none'"])
		expect(policy.get('media-src')).toEqual(["'self'", 'https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'])
		expect(policy.get('form-action')).toEqual(["'self'", 'https://intercom.help', 'https://api-iam.intercom.io'])
		// The Google host shared by script, image and connect sources is listed once per directive.
		expect(policy.get('img-src')?.filter((source) => source === 'https://www.google.com')).toHaveLength(1)
	})

	test('with a Split browser key, the Split service joins connect-src and nothing else changes', () => {
		const withSplit = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: true, connectTargets: SPLIT_SERVICE_HOSTS }))
		const base = parse(pageContentSecurityPolicy({ nonce: 'abc' }, { https: true }))
		expect(withSplit.get('connect-src')).toEqual(["'self'", ...SPLIT_SERVICE_HOSTS])
		for (const [name, sources] of base) if (name !== 'connect-src') expect(withSplit.get(name)).toEqual(sources)
	})
})

describe('hash-based policy of public pages', () => {
	const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

	test('every inline script is hashed as the browser reads it; external scripts are not', () => {
		const html =
			'<head><script>document.documentElement.dataset.a=1</script><script src="/assets/x.js"></script></head>' +
			'<body><script type="module" async="">import("/assets/y.js")</script><script>a\r\nb</script><script type="module" async="">import("/assets/y.js")</script></body>'
		expect(inlineScriptHashes(html)).toEqual([sha256('document.documentElement.dataset.a=1'), sha256('import("/assets/y.js")'), sha256('a\nb')])
		// The same from the page's UTF-8 bytes, whatever they hold besides ASCII.
		const arabic = `${html}<script>document.title="خطة"</script>`
		expect(inlineScriptHashes(new TextEncoder().encode(arabic))).toEqual(inlineScriptHashes(arabic))
	})

	test('found in the bytes as the regular expression it replaced found them in the text', () => {
		// The earlier reading of the page, kept here as the reference: a regular expression over the whole page as text.
		const reference = (html: string) => [
			...new Set([...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body = '']) => sha256(body.replace(/\r\n?/g, '\n')))),
		]
		const pages = [
			'<script>a</script><scripts>not a script</scripts><script-x>nor this</script-x><script\ttype="module">b</script>',
			'<script async\nsrc="/x.js"></script><script data-src="/y.js">c</script><script SRC="/z.js"></script><script>a</script>',
			'<p>x</p><script>\r\nd\re\r\n</script><script type="application/ld+json">{"name":"خطة"}</script><script>never closed',
			'<script>first</script><script></script><script src="a.js">',
			'',
		]
		for (const page of pages) {
			expect(inlineScriptHashes(page)).toEqual(reference(page))
			expect(inlineScriptHashes(new TextEncoder().encode(page))).toEqual(reference(page))
		}
	})

	test('a script\'s hash remembered per text is the hash of its bytes: again, among hundreds of others, and past the remembered size', () => {
		const reference = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = '']) => sha256(body))
		const page = (index: number) => `<script>window.a=${index}</script><script>document.title="خطة ${index}"</script><script>${'x'.repeat(40_000)}${index}</script>`
		for (let round = 0; round < 2; round++) {
			for (let index = 0; index < 400; index++) expect(inlineScriptHashes(new TextEncoder().encode(page(index)))).toEqual(reference(page(index)))
		}
	})

	test('the hashes take the nonce’s place before strict-dynamic', () => {
		const policy = parse(pageContentSecurityPolicy({ hashes: ["'sha256-a'", "'sha256-b'"] }, { https: false }))
		expect(policy.get('script-src')).toEqual(["'sha256-a'", "'sha256-b'", "'strict-dynamic'", "'self'"])
		expect(pageContentSecurityPolicy({ hashes: ["'sha256-a'"] }, { https: false })).not.toContain('nonce')
	})
})
