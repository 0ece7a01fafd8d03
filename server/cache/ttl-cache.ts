/**
 * A small in-process cache for public data that many requests read and few
 * change (the plan catalogue): each value is loaded once per key and kept for
 * `ttlMs`. Concurrent misses share one load, and a failed load is not cached.
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
		const value = load()
		this.#entries.set(key, { value, expires: now + this.#ttlMs })
		value.catch(() => this.#entries.delete(key))
		return value
	}

	clear() {
		this.#entries.clear()
	}
}
