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
 */
import { createHash } from 'node:crypto'
import { compressBody, type ContentEncoding } from './compression.ts'

export type PageRepresentation = { body: Uint8Array<ArrayBuffer>; etag: string; encoding: ContentEncoding | null }

export class CachedPage {
	readonly body: Uint8Array<ArrayBuffer>
	readonly headers: readonly [string, string][]
	readonly storedAt: number
	/** Of the page's bytes: the same page has the same ETag on every instance. */
	readonly #hash: string
	readonly #encoded = new Map<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>()
	readonly #onGrow: (bytes: number) => void
	#encodedBytes = 0

	constructor(html: string, headers: readonly [string, string][], storedAt: number, onGrow: (bytes: number) => void = () => {}) {
		this.body = new Uint8Array(Buffer.from(html, 'utf8'))
		this.headers = headers
		this.storedAt = storedAt
		this.#hash = createHash('sha256').update(this.body).digest('base64url').slice(0, 27)
		this.#onGrow = onGrow
	}

	/** Memory the page and the encodings made so far take. */
	get weight() {
		return this.body.byteLength + this.#encodedBytes
	}

	/** Strong, and different per encoding: each encoding is another byte sequence (RFC 9110 §8.8.3). */
	etag(encoding: ContentEncoding | null) {
		return encoding ? `"${this.#hash}-${encoding}"` : `"${this.#hash}"`
	}

	/** The page in `encoding`: compressed once, by the first request that asks; the others wait for the same work. */
	async representation(encoding: ContentEncoding | null): Promise<PageRepresentation> {
		if (!encoding) return { body: this.body, etag: this.etag(null), encoding }
		let compressed = this.#encoded.get(encoding)
		if (!compressed) {
			compressed = compressBody(this.body, encoding)
			this.#encoded.set(encoding, compressed)
			compressed.then(
				(bytes) => {
					this.#encodedBytes += bytes.byteLength
					this.#onGrow(bytes.byteLength)
				},
				() => this.#encoded.delete(encoding),
			)
		}
		return { body: await compressed, etag: this.etag(encoding), encoding }
	}
}

export class PageCache {
	readonly #entries = new Map<string, CachedPage>()
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
		// Map order is use order: the entry moves to the most recently used end.
		this.#entries.delete(key)
		this.#entries.set(key, entry)
		return entry
	}

	/**
	 * The stored page for this key even past its TTL, while it has not been dropped: served when
	 * rendering it again fails (the database is down) rather than an error page.
	 */
	stale(key: string): CachedPage | null {
		return this.#entries.get(key) ?? null
	}

	/** The page as sent to this visitor, kept for the next ones while the cache is on. */
	set(key: string, html: string, headers: readonly [string, string][]): CachedPage {
		if (!this.enabled) return new CachedPage(html, headers, this.#now())
		this.#delete(key)
		const entry: CachedPage = new CachedPage(html, headers, this.#now(), (bytes) => {
			// An encoding made after the entry was dropped or replaced weighs nothing here.
			if (this.#entries.get(key) === entry) this.#grow(bytes)
		})
		this.#entries.set(key, entry)
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
		this.#bytes -= entry.weight
	}
}
