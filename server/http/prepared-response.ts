/**
 * A cached page's response as a plain header record instead of a Fetch `Headers`.
 *
 * A stored page's headers are the same for all its visitors, so page-cache.ts makes them once per
 * encoding as a record; a hit copies that record, adds the visitor's cookies and Cache-Control, and
 * the access-log middleware adds the headers every response carries (finished-headers.ts). Made into a
 * `Headers` and iterated back into Node's `writeHead` on every request, the same record cost ≈ 7 % of a
 * hit's CPU (validation of each name and value, a sorted copy; docs/benchmarks.md, fifteenth session, area P).
 *
 * Served by @hono/node-server, a GET's record goes to `writeHead` as it is: that server's `Response`
 * keeps a plain-object `headers` init and hands it to Node unchanged (an array value is several header
 * lines, as Set-Cookie needs). Anywhere else (`app.request` in tests, the in-process API fetch, a HEAD,
 * whose response Hono copies) it becomes a real `Headers`, each cookie a header of its own.
 */
import type { Context } from 'hono'

/** What the page handler and the access-log middleware do with a response's headers. */
export type HeaderTarget = Pick<Headers, 'get' | 'has' | 'set' | 'append'>

export class HeaderRecord implements HeaderTarget {
	readonly #fields: Record<string, string | string[]>

	/** `fields`, by lower-case name, is copied: a stored page's record stays as it was stored. */
	constructor(fields: Readonly<Record<string, string>>) {
		this.#fields = { ...fields }
	}

	get(name: string): string | null {
		const value = this.#fields[name.toLowerCase()]
		if (value === undefined) return null
		return typeof value === 'string' ? value : value.join(', ')
	}

	has(name: string): boolean {
		return this.#fields[name.toLowerCase()] !== undefined
	}

	set(name: string, value: string): void {
		const key = name.toLowerCase()
		this.#fields[key] = key === 'set-cookie' ? [value] : value
	}

	append(name: string, value: string): void {
		const key = name.toLowerCase()
		const present = this.#fields[key]
		if (key !== 'set-cookie') this.#fields[key] = present === undefined ? value : `${present}, ${value}`
		// An array here is always this record's own (a stored record holds strings): added to, not copied.
		else if (Array.isArray(present)) present.push(value)
		else this.#fields[key] = present === undefined ? [value] : [present, value]
	}

	/** The same fields as a Fetch `Headers`. */
	toHeaders(): Headers {
		const headers = new Headers()
		for (const [name, value] of Object.entries(this.#fields)) {
			if (typeof value === 'string') headers.set(name, value)
			else for (const line of value) headers.append(name, line)
		}
		return headers
	}

	/** For @hono/node-server's `Response`, which gives a plain record to `writeHead` unchanged. */
	get fields(): Readonly<Record<string, string | string[]>> {
		return this.#fields
	}
}

type Prepared = { body: BodyInit | null; status: number; headers: HeaderRecord }

/**
 * The record rides on the stand-in itself, not in a WeakMap keyed by it: with the WeakMap every hit's
 * record outlived a scavenge (≈ 980 B per request promoted to the old generation, the RSS after a home
 * run 295 MB against 187 MB; docs/benchmarks.md, sixteenth session, area B), with the property nothing.
 */
const PREPARED = Symbol('prepared')
type WithPrepared = Response & { [PREPARED]?: Prepared }

/**
 * A response whose headers are still a record, for the access-log middleware to finish
 * (`finishPreparedResponse`). Until then it is a stand-in carrying the status and body alone.
 */
export function preparedResponse(body: BodyInit | null, status: number, headers: HeaderRecord): Response {
	const response = new Response(body, { status })
	;(response as WithPrepared)[PREPARED] = { body, status, headers }
	return response
}

/** The record of `c.res` when the page handler prepared it and nothing replaced it since. */
export function preparedHeadersOf(c: Context): HeaderRecord | undefined {
	return (c.res as WithPrepared)[PREPARED]?.headers
}

/**
 * The last step of a request: a prepared response becomes the one sent, its record as it is when
 * @hono/node-server will write a GET's headers, a `Headers` otherwise. Other responses stay.
 */
export function finishPreparedResponse(c: Context): void {
	const prepared = (c.res as WithPrepared)[PREPARED]
	if (!prepared) return
	const { body, status, headers } = prepared
	const servedByNode = c.req.method === 'GET' && c.env !== undefined && 'outgoing' in (c.env as object)
	const response = new Response(body, { status, headers: servedByNode ? (headers.fields as Record<string, string>) : headers.toHeaders() })
	// Hono's setter would merge the stand-in's headers into the new response; it has none to give.
	c.res = undefined
	c.res = response
}
