/**
 * `npm run db:restore -- FILE`: replaces all the site's data with a backup made by
 * `npm run db:backup` (server/db/backup.ts), in one transaction. Every server instance must be
 * stopped first; the database must be at the backup's migrations (a database with none, such as
 * a new DATA_DIR, is migrated first by this release). docs/operations.md, "Back up".
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type pg from 'pg'
import { restoreDatabase } from '../server/db/backup.ts'
import { migrateDatabase } from '../server/db/migrate.ts'
import { openDatabaseTarget } from './db-target.ts'

const given = process.argv[2]
if (!given || !existsSync(given)) {
	console.error(given ? `No file ${given}` : 'Usage: npm run db:restore -- FILE (a file made by npm run db:backup)')
	process.exit(64)
}
const file = resolve(given)

const target = await openDatabaseTarget()
try {
	const { rows } = await target.client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`)
	if (!rows[0]?.migrated) {
		console.log('The database is empty: applying this release’s migrations first')
		await migrateWithClient(target.client)
	}
	console.log(`Restoring ${file} into ${target.describe}`)
	const restored = await restoreDatabase(target.client, file)
	console.log(`Done: ${restored.rows} rows in ${restored.tables} tables. Start the server: it rebuilds its job queue and applies any newer migrations.`)
} catch (error) {
	console.error(`Restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`)
	process.exitCode = 1
} finally {
	await target.close()
}

/** migrateDatabase takes a pool; this client stands for one that lends only itself. */
async function migrateWithClient(client: pg.Client) {
	const pool = { connect: async () => Object.assign(client, { release: () => {} }) } as unknown as pg.Pool
	await migrateDatabase(pool)
}
