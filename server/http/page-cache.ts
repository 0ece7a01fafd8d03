/**
 * A short-lived cache of rendered public pages, so a burst of visitors to the
 * same page costs one render per TTL instead of one each.
 *
 * Every page carries a fresh CSP nonce. The cache keeps the HTML together with
 * the nonce it was rendered with, and each response swaps in its own new nonce,
 * so no two responses share one. Only pages that are the same for everyone
 * are stored: GET document requests for indexable pages, answered 200 without
 * Set-Cookie, by requests without a session. Least recently used entries are
 * dropped beyond `maxEntries`.
 */
export type CachedPage = { html: string; nonce: string; headers: [string, string][]; storedAt: number }

export class PageCache {
	readonly #entries = new Map<string, CachedPage>()
	readonly #ttlMs: number
	readonly #maxEntries: number
	readonly #now: () => number

	constructor(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
		this.#ttlMs = options.ttlMs
		this.#maxEntries = options.maxEntries ?? 500
		this.#now = options.now ?? Date.now
	}

	get enabled() {
		return this.#ttlMs > 0
	}

	/** The stored page for this URL with `nonce` in place of the one it was rendered with. */
	get(url: string, nonce: string): { html: string; headers: [string, string][] } | null {
		const entry = this.#entries.get(url)
		if (!entry) return null
		this.#entries.delete(url)
		if (this.#now() - entry.storedAt >= this.#ttlMs) return null
		this.#entries.set(url, entry)
		return { html: entry.html.replaceAll(entry.nonce, nonce), headers: entry.headers }
	}

	set(url: string, page: Omit<CachedPage, 'storedAt'>) {
		if (!this.enabled) return
		this.#entries.delete(url)
		this.#entries.set(url, { ...page, storedAt: this.#now() })
		while (this.#entries.size > this.#maxEntries) {
			const oldest = this.#entries.keys().next().value
			if (oldest === undefined) break
			this.#entries.delete(oldest)
		}
	}
}
