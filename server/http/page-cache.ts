/**
 * A short-lived cache of rendered public pages, so a burst of visitors to the
 * same page costs one render per TTL instead of one each, and one compression
 * per encoding instead of one per response.
 *
 * Public pages are byte-identical for every visitor of one variant (their CSP
 * trusts the hashes of their inline scripts, not a per-response nonce), so an
 * entry is sent as it is: its bytes, each encoding made the first time a
 * visitor asks for it, and a strong ETag per encoding (a CDN and browsers
 * revalidate with it). Only pages that are the same for everyone are stored:
 * GET document requests for shareable pages, answered 200 without Set-Cookie,
 * by requests without a session. Least recently used entries are dropped
 * beyond `maxEntries` or `maxBytes`, and expired ones as new pages come in, so
 * a crawler walking every page and variant leaves no lasting weight.
 *
 * A hit costs about what a static file does: what does not depend on the visitor (the headers of
 * each encoding, with its ETag, Vary and length) is made once per entry, and a page missing from the
 * cache is rendered once however many visitors ask for it meanwhile (`whileRendering`).
 */
import { createHash } from 'node:crypto'
import { compressBody, compressForOneResponse, type ContentEncoding } from './compression.ts'
import { PUBLIC_PAGE_VARY } from './public-pages.ts'

export type PageRepresentation = {
	body: Uint8Array<ArrayBuffer>
	etag: string
	encoding: ContentEncoding | null
	/** The page's headers with this representation's ETag, Vary, Content-Encoding and Content-Length, by lower-case name (prepared-response.ts). */
	headers: Readonly<Record<string, string>>
	/** What a 304 for it carries: the page's headers with its ETag and Vary. */
	notModifiedHeaders: Readonly<Record<string, string>>
}

type PageKeeper = { grew(bytes: number): void }

export class CachedPage {
	readonly body: Uint8Array<ArrayBuffer>
	readonly headers: readonly [string, string][]
	readonly storedAt: number
	readonly #encoded = new Map<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>()
	readonly #representations = new Map<ContentEncoding | null, PageRepresentation>()
	readonly #keeper: PageKeeper | null
	#encodedBytes = 0

	/**
	 * `html`: the page's UTF-8 bytes as the renderer wrote them (app/entry.server.tsx), kept as they are.
	 * `keeper`: the cache that keeps the page, told of each encoding's size; null when the cache is off,
	 * and the page is then compressed for the one response it makes (compression.ts).
	 */
	constructor(html: Uint8Array<ArrayBuffer>, headers: readonly [string, string][], storedAt: number, keeper: PageKeeper | null) {
		this.body = html
		this.headers = headers
		this.storedAt = storedAt
		this.#keeper = keeper
	}

	/** Memory the page and the encodings made so far take. */
	get weight() {
		return this.body.byteLength + this.#encodedBytes
	}

	/** The page in `encoding` when some request made it already: a hit then waits for nothing. */
	madeRepresentation(encoding: ContentEncoding | null): PageRepresentation | undefined {
		return this.#representations.get(encoding)
	}

	/** The page in `encoding`: compressed once, by the first request that asks; the others wait for the same work. */
	async representation(encoding: ContentEncoding | null): Promise<PageRepresentation> {
		const made = this.#representations.get(encoding)
		if (made) return made
		const body = encoding ? await this.#compressed(encoding) : this.body
		// Two requests may both get here for the same encoding: the first one's stays.
		const representation = this.#representations.get(encoding) ?? this.#represent(body, encoding)
		this.#representations.set(encoding, representation)
		return representation
	}

	/**
	 * The ETag is strong and of the bytes sent, so different per encoding (RFC 9110 §8.8.3) and the
	 * same for the same page on every instance. Hashing the compressed page rather than the page
	 * hashes a fifth of the bytes: with the cache off, every render pays for it.
	 */
	#represent(body: Uint8Array<ArrayBuffer>, encoding: ContentEncoding | null): PageRepresentation {
		const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
		const etag = encoding ? `"${hash}-${encoding}"` : `"${hash}"`
		const notModifiedHeaders: Record<string, string> = {}
		for (const [name, value] of this.headers) notModifiedHeaders[name.toLowerCase()] = value
		notModifiedHeaders.etag = etag
		notModifiedHeaders.vary = PUBLIC_PAGE_VARY
		const headers: Record<string, string> = { ...notModifiedHeaders, 'content-length': String(body.byteLength) }
		if (encoding) headers['content-encoding'] = encoding
		return { body, etag, encoding, headers, notModifiedHeaders }
	}

	#compressed(encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
		let compressed = this.#encoded.get(encoding)
		if (!compressed) {
			compressed = this.#keeper ? compressBody(this.body, encoding) : compressForOneResponse(this.body, encoding)
			this.#encoded.set(encoding, compressed)
			compressed.then(
				(bytes) => {
					this.#encodedBytes += bytes.byteLength
					this.#keeper?.grew(bytes.byteLength)
				},
				() => this.#encoded.delete(encoding),
			)
		}
		return compressed
	}
}

export class PageCache {
	readonly #entries = new Map<string, CachedPage>()
	/** The key at the most recently used end of `#entries`, when known. */
	#newestKey: string | undefined
	readonly #rendering = new Map<string, Promise<CachedPage | null>>()
	readonly #ttlMs: number
	readonly #maxEntries: number
	readonly #maxBytes: number
	readonly #now: () => number
	#bytes = 0

	constructor(options: { ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number }) {
		this.#ttlMs = options.ttlMs
		this.#maxEntries = options.maxEntries ?? 500
		this.#maxBytes = options.maxBytes ?? 16 * 1024 * 1024
		this.#now = options.now ?? Date.now
	}

	get enabled() {
		return this.#ttlMs > 0
	}

	/** Memory the stored pages and their encodings take (for tests and diagnostics). */
	get bytes() {
		return this.#bytes
	}

	/** The stored page for this key while it is fresh. */
	get(key: string): CachedPage | null {
		const entry = this.#entries.get(key)
		if (!entry) return null
		// An expired page stays (stale() may still need it) until new pages push it out (set).
		if (this.#expired(entry)) return null
		// Map order is use order: the entry moves to the most recently used end, unless it is there already:
		// moving it remakes the Map's small table now and then, an object the long-lived Map keeps, so
		// every few hits one outlived a scavenge (docs/benchmarks.md, sixteenth session, area B).
		if (key !== this.#newestKey) {
			this.#entries.delete(key)
			this.#entries.set(key, entry)
			this.#newestKey = key
		}
		return entry
	}

	/**
	 * The stored page for this key even past its TTL, while it has not been dropped: served when
	 * rendering it again fails (the database is down) rather than an error page.
	 */
	stale(key: string): CachedPage | null {
		return this.#entries.get(key) ?? null
	}

	/**
	 * The page another request is rendering for this key right now, if one is: a request that finds no
	 * fresh page waits for it rather than rendering the same page again (when an entry expires under
	 * load, every request in flight would otherwise render it: 50 connections, 50 renders). It resolves
	 * to null when that render gave no page to share (an error, a redirect, a Set-Cookie): render then.
	 */
	rendering(key: string): Promise<CachedPage | null> | undefined {
		return this.#rendering.get(key)
	}

	/** Marks `page` as the render of `key` under way, for `rendering`, until it settles. */
	whileRendering(key: string, page: Promise<CachedPage | null>): void {
		if (!this.enabled) return
		const settled = page.catch(() => null)
		this.#rendering.set(key, settled)
		void settled.then(() => {
			if (this.#rendering.get(key) === settled) this.#rendering.delete(key)
		})
	}

	/** The page as sent to this visitor, kept for the next ones while the cache is on. */
	set(key: string, html: Uint8Array<ArrayBuffer>, headers: readonly [string, string][]): CachedPage {
		if (!this.enabled) return new CachedPage(html, headers, this.#now(), null)
		this.#delete(key)
		const entry: CachedPage = new CachedPage(html, headers, this.#now(), {
			grew: (bytes) => {
				// An encoding made after the entry was dropped or replaced weighs nothing here.
				if (this.#entries.get(key) === entry) this.#grow(bytes)
			},
		})
		this.#entries.set(key, entry)
		this.#newestKey = key
		this.#grow(entry.body.byteLength)
		return entry
	}

	#grow(bytes: number) {
		this.#bytes += bytes
		const newest = [...this.#entries.keys()].at(-1)
		// From the least recently used end: expired pages, then whatever exceeds the limits.
		for (const [oldKey, oldEntry] of this.#entries) {
			const over = this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes
			if (oldKey === newest || (!over && !this.#expired(oldEntry))) break
			this.#delete(oldKey)
		}
	}

	#expired(entry: CachedPage) {
		return this.#now() - entry.storedAt >= this.#ttlMs
	}

	#delete(key: string) {
		const entry = this.#entries.get(key)
		if (!entry) return
		this.#entries.delete(key)
		if (key === this.#newestKey) this.#newestKey = undefined
		this.#bytes -= entry.weight
	}
}
