/**
 * Whether the database takes writes, for `/readyz`: a database that answers `select 1` can
 * still refuse every order (read-only, disk full), so the check writes and commits one row
 * (`db_heartbeat`), which needs a WAL flush like any order. It is bounded by a statement and
 * lock timeout, and by the pool's connection timeout (client.ts), so a probe never hangs.
 */
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { dbHeartbeat } from './schema.ts'

const CHECK_TIMEOUT = '2s'

/** Resolves when a write committed; rejects with the database's error otherwise. */
export async function checkDatabaseWrites(db: Database, now: Date = new Date()): Promise<void> {
	await db.transaction(async (tx) => {
		await tx.execute(sql.raw(`set local statement_timeout = '${CHECK_TIMEOUT}'`))
		await tx.execute(sql.raw(`set local lock_timeout = '${CHECK_TIMEOUT}'`))
		await tx.insert(dbHeartbeat).values({ id: 1, beatAt: now }).onConflictDoUpdate({ target: dbHeartbeat.id, set: { beatAt: now } })
	})
}
