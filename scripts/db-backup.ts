/**
 * `npm run db:backup [-- FILE]`: a backup of the site's data (server/db/backup.ts) while the
 * server runs or not, to FILE or backups/kcal-<UTC time>.backup (docs/operations.md, "Back up").
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { backupDatabase } from '../server/db/backup.ts'
import { openDatabaseTarget } from './db-target.ts'

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
const file = resolve(process.argv[2] ?? `backups/kcal-${stamp}.backup`)
mkdirSync(dirname(file), { recursive: true, mode: 0o700 })

const target = await openDatabaseTarget()
try {
	console.log(`Backing up ${target.describe} to ${file}`)
	const made = await backupDatabase(target.client, file)
	console.log(`Done: ${made.rows} rows of ${made.tables} tables, at migration ${made.migrations}. The file holds customers' personal data: keep it as safe as the database.`)
} catch (error) {
	console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
	process.exitCode = 1
} finally {
	await target.close()
}
