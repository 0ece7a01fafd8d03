/**
 * The app's router: the routes under one path prefix (the staff console's) matched apart from the
 * rest, each set by Hono's usual choice (RegExpRouter, or TrieRouter when RegExpRouter refuses the
 * set).
 *
 * Together the routes are a set RegExpRouter refuses: the console has static and parameter
 * segments side by side (`/console/staff/invite/` beside `/console/staff/:id/remove/`). So every
 * request — a cached page's, a build file's — was matched by TrieRouter, whose search writes each
 * request's fresh objects onto the long-lived trie (a node's parameters, a handler's `params`). Those
 * objects outlive a scavenge, so V8 allocates that code's objects in the old generation from then on
 * (allocation-site pretenuring): 1.9–2.6 KB per request promoted and dead, the RSS after a home run
 * 290–350 MB where runs without it ended at 180–215, and mark-compacts the scavenger would have spared
 * (docs/benchmarks.md, sixteenth session, area B).
 *
 * A route under the prefix (`/console/…`) can match only a request path under it or the prefix itself
 * (`/console/*` matches `/console`; routes are matched case-sensitively, as written), so leaving such
 * routes out of the other requests' set changes no match: every other route (middleware on `*`
 * included) is in both sets, in the order it was added.
 */
import type { Result, Router } from 'hono/router'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'

const honoDefaultRouter = <T>(): Router<T> => new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] })

export class PrefixApartRouter<T> implements Router<T> {
	readonly name = 'PrefixApartRouter'
	readonly #prefix: string
	readonly #under: string
	readonly #prefixed: Router<T>
	readonly #others: Router<T>

	/** `prefix` is a path segment: `/console` takes `/console` and `/console/…`, not `/consoles`. */
	constructor(prefix: string, makeRouter: () => Router<T> = honoDefaultRouter) {
		this.#prefix = prefix
		this.#under = `${prefix}/`
		this.#prefixed = makeRouter()
		this.#others = makeRouter()
	}

	add(method: string, path: string, handler: T): void {
		this.#prefixed.add(method, path, handler)
		if (!path.startsWith(this.#under)) this.#others.add(method, path, handler)
	}

	match(method: string, path: string): Result<T> {
		return this.routerFor(path).match(method, path)
	}

	/** The router that matches `path` (for tests: which one Hono chose, once it has matched a request). */
	routerFor(path: string): Router<T> {
		return path === this.#prefix || path.startsWith(this.#under) ? this.#prefixed : this.#others
	}
}
