/**
 * A small in-process cache for public data that many requests read and few
 * change (the plan catalogue): each value is loaded once per key and kept for
 * `ttlMs`. Concurrent misses share one load, and a failed load is not cached:
 * the next request tries again, and meanwhile the value loaded before (if any)
 * is served, so the catalogue stays readable while the database is down.
 * Each instance of the site has its own copy, so a change is visible
 * everywhere within one `ttlMs`.
 */
export class TtlCache<Value> {
	readonly #entries = new Map<string, { value: Promise<Value>; expires: number }>()
	readonly #ttlMs: number
	readonly #now: () => number

	constructor(ttlMs: number, now: () => number = Date.now) {
		this.#ttlMs = ttlMs
		this.#now = now
	}

	get(key: string, load: () => Promise<Value>): Promise<Value> {
		const now = this.#now()
		const cached = this.#entries.get(key)
		if (cached && cached.expires > now) return cached.value
		const loading = load()
		const value = cached ? loading.catch(() => cached.value) : loading
		this.#entries.set(key, { value, expires: now + this.#ttlMs })
		loading.catch(() => {
			if (this.#entries.get(key)?.value !== value) return
			// Expired at once, so the next request loads again; the last good value stays the fallback.
			if (cached) this.#entries.set(key, { value: cached.value, expires: now })
			else this.#entries.delete(key)
		})
		return value
	}

	clear() {
		this.#entries.clear()
	}

	/** Forgets every value whose key starts with `prefix` (one database's entries): the next read loads. */
	dropPrefix(prefix: string) {
		for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key)
	}
}
