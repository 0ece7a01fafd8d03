/**
 * A short-lived cache of rendered public pages, so a burst of visitors to the
 * same page costs one render per TTL instead of one each.
 *
 * Every page carries a fresh CSP nonce. The cache keeps the HTML together with
 * the nonce it was rendered with, and each response swaps in its own new nonce,
 * so no two responses share one. Only pages that are the same for everyone
 * are stored: GET document requests for indexable pages, answered 200 without
 * Set-Cookie, by requests without a session. Least recently used entries are
 * dropped beyond `maxEntries` or `maxBytes`, and expired ones as new pages come
 * in, so a crawler walking every page and variant leaves no lasting weight.
 */
export type CachedPage = { html: string; nonce: string; headers: [string, string][]; storedAt: number }

/** What an entry holds in memory at most: JavaScript strings take two bytes a character. */
const sizeOf = (page: Pick<CachedPage, 'html'>) => page.html.length * 2

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
		this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024
		this.#now = options.now ?? Date.now
	}

	get enabled() {
		return this.#ttlMs > 0
	}

	/** Memory the stored pages take, at most (for tests and diagnostics). */
	get bytes() {
		return this.#bytes
	}

	/** The stored page for this URL with `nonce` in place of the one it was rendered with. */
	get(url: string, nonce: string): { html: string; headers: [string, string][] } | null {
		const entry = this.#entries.get(url)
		if (!entry) return null
		// An expired page stays (stale() may still need it) until new pages push it out (set).
		if (this.#expired(entry)) return null
		// Map order is use order: the entry moves to the most recently used end.
		this.#entries.delete(url)
		this.#entries.set(url, entry)
		return { html: entry.html.replaceAll(entry.nonce, nonce), headers: entry.headers }
	}

	/**
	 * The stored page for this URL even past its TTL, while it has not been dropped: served when
	 * rendering it again fails (the database is down) rather than an error page.
	 */
	stale(url: string, nonce: string): { html: string; headers: [string, string][] } | null {
		const entry = this.#entries.get(url)
		return entry ? { html: entry.html.replaceAll(entry.nonce, nonce), headers: entry.headers } : null
	}

	set(url: string, page: Omit<CachedPage, 'storedAt'>) {
		if (!this.enabled) return
		this.#delete(url)
		this.#entries.set(url, { ...page, storedAt: this.#now() })
		this.#bytes += sizeOf(page)
		// From the least recently used end: expired pages, then whatever exceeds the limits.
		for (const [oldUrl, oldEntry] of this.#entries) {
			const over = this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes
			if (oldUrl === url || (!over && !this.#expired(oldEntry))) break
			this.#delete(oldUrl)
		}
	}

	#expired(entry: CachedPage) {
		return this.#now() - entry.storedAt >= this.#ttlMs
	}

	#delete(url: string) {
		const entry = this.#entries.get(url)
		if (!entry) return
		this.#entries.delete(url)
		this.#bytes -= sizeOf(entry)
	}
}
