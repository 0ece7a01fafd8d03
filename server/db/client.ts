import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = ReturnType<typeof createDatabase>['db']
/** What `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database or a transaction on it: queries that run in either. */
export type Executor = Database | Transaction

/**
 * How long a request waits for a connection before it fails: while the database is down or every
 * connection is busy, a page or call answers (or falls back to a cache) instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5_000

export type DatabaseOptions = {
	/**
	 * An idle connection the database dropped (a restart, pg_terminate_backend): the pool forgets
	 * it and opens a new one on the next query. Without a listener the pool's 'error' event would
	 * end the process.
	 */
	onIdleError?: (error: Error) => void
}

export function createDatabase(url: string, { onIdleError = () => {} }: DatabaseOptions = {}) {
	const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
	pool.on('error', onIdleError)
	// A connection lost while a request holds it (a transaction between two statements): the
	// statement in flight fails with the error and the pool drops the connection when it comes
	// back; unheard, the same error event would end the process.
	pool.on('connect', (client) => {
		client.on('error', () => {})
		giveBackWhenBeginFails(client)
	})
	const db = drizzle(pool, { schema })
	return { db, pool }
}

const isBegin = (query: unknown) => /^\s*begin\b/i.test(typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? ''))

/**
 * drizzle-orm's `db.transaction` (0.45) takes a connection and sends BEGIN before its
 * try/finally: when BEGIN fails because the connection died, the connection is never given back.
 * Ten such failures during an outage leave the pool with none, and every request then waits
 * until the process restarts. This gives such a connection back, as broken (the pool closes it);
 * a later release by its holder does nothing.
 */
function giveBackWhenBeginFails(client: pg.PoolClient) {
	const query = client.query.bind(client) as (...args: unknown[]) => unknown
	client.query = ((...args: unknown[]) => {
		const result = query(...args)
		if (!isBegin(args[0]) || !(result instanceof Promise)) return result
		return result.catch((error: unknown) => {
			const release = client.release
			if (typeof release === 'function') {
				client.release = () => {}
				release.call(client, error instanceof Error ? error : new Error(String(error)))
			}
			throw error
		})
	}) as typeof client.query
}

/**
 * Ends the pool, waiting at most `timeoutMs` for connections still in use: with the database
 * down a query can hold its connection until its socket gives up, and shutdown must not wait
 * for that. Resolves to false when it stopped waiting.
 */
export async function endPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const timedOut = new Promise<false>((resolve) => {
		timer = setTimeout(() => resolve(false), timeoutMs)
	})
	const ended = pool.end().then(
		() => true,
		() => true,
	)
	try {
		return await Promise.race([ended, timedOut])
	} finally {
		clearTimeout(timer)
	}
}
