import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = ReturnType<typeof createDatabase>['db']
/** What `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database or a transaction on it: queries that run in either. */
export type Executor = Database | Transaction

export function createDatabase(url: string) {
	const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 })
	const db = drizzle(pool, { schema })
	return { db, pool }
}
