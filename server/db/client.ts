import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = ReturnType<typeof createDatabase>['db']

export function createDatabase(url: string) {
	const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 })
	const db = drizzle(pool, { schema })
	return { db, pool }
}
