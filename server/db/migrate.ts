import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

// Two levels below the project root both as source (server/db/) and when bundled
// (build/server/), so this one relative path finds the checked-in migrations.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../server/db/migrations', import.meta.url))
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
