/**
 * The database `npm run db:backup` and `npm run db:restore` work on, from the same settings as
 * the server (.env, then the environment): DATABASE_URL when set; otherwise the embedded
 * PostgreSQL under DATA_DIR, reached where the running server keeps it, or started here for the
 * command's length when no server runs (never a second one on a data folder in use: starting
 * one would stop the server's).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { loadConfig } from '../server/config.ts'
import { startEmbeddedPostgres } from '../server/db/embedded.ts'

export type DatabaseTarget = { client: pg.Client; describe: string; close: () => Promise<void> }

export async function openDatabaseTarget(): Promise<DatabaseTarget> {
	if (existsSync('.env')) process.loadEnvFile('.env')
	const config = loadConfig()
	if (config.DATABASE_URL) return connect(config.DATABASE_URL, `DATABASE_URL (${new URL(config.DATABASE_URL).host})`, async () => {})
	const dataDir = resolve(config.DATA_DIR)
	if (runningPostmaster(join(dataDir, 'postgres'))) {
		const password = readFileSync(join(dataDir, '.db-password'), 'utf8').trim()
		return connect(`postgres://postgres:${password}@127.0.0.1:${config.EMBEDDED_DB_PORT}/kcal`, `the embedded PostgreSQL of ${dataDir} (running)`, async () => {})
	}
	const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_DB_PORT })
	return connect(embedded.url, `the embedded PostgreSQL of ${dataDir} (started for this command)`, () => embedded.stop())
}

async function connect(url: string, describe: string, stop: () => Promise<void>): Promise<DatabaseTarget> {
	const client = new pg.Client({ connectionString: url, application_name: 'kcal-backup' })
	try {
		await client.connect()
	} catch (error) {
		await stop()
		throw error
	}
	return {
		client,
		describe,
		close: async () => {
			await client.end().catch(() => {})
			await stop()
		},
	}
}

/** Whether PostgreSQL runs on this cluster folder now (its pid file names a live process). */
function runningPostmaster(clusterDir: string) {
	const pidFile = join(clusterDir, 'postmaster.pid')
	if (!existsSync(pidFile)) return false
	const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
	if (!Number.isInteger(pid) || pid <= 0) return false
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}
