import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
// Any constant works; it only has to be the same for every instance of the site.
const MIGRATION_LOCK = 727_001

/**
 * Applies pending migrations on one dedicated connection that holds an
 * advisory lock, so two instances starting together cannot race.
 */
export async function migrateDatabase(pool: pg.Pool) {
	const client = await pool.connect()
	try {
		await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
		await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
	} finally {
		await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
		client.release()
	}
}
