/**
 * `npm run staff:create -- --email owner@example.com [--name "Sara Khan"] [--locale ar]`: makes the
 * staff console's first owner and prints their one-time enrolment link (docs/console.md). Uses the
 * server's configuration: DATABASE_URL, or the embedded database under DATA_DIR, the running
 * server's if it is up, else started here for the moment.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../server/config.ts'
import { createFirstOwner } from '../server/console/first-owner.ts'
import { createDatabase } from '../server/db/client.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../server/db/embedded.ts'
import { migrateDatabase } from '../server/db/migrate.ts'

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } } })
if (!values.email) {
	console.error('Usage: npm run staff:create -- --email owner@example.com [--name "Sara Khan"] [--locale en|ar]')
	process.exit(2)
}

let config: ReturnType<typeof loadConfig>
try {
	config = loadConfig()
} catch (error) {
	// The server's own configuration (the same environment as `npm start`): its message says what is missing.
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(2)
}

/** The running server's embedded database, if it answers. */
async function runningEmbeddedUrl(): Promise<string | null> {
	const passwordFile = join(config.DATA_DIR, '.db-password')
	if (!existsSync(passwordFile)) return null
	const url = `postgres://postgres:${readFileSync(passwordFile, 'utf8').trim()}@127.0.0.1:${config.EMBEDDED_DB_PORT}/kcal`
	const probe = createDatabase(url)
	try {
		await probe.pool.query('select 1')
		return url
	} catch {
		return null
	} finally {
		await probe.pool.end()
	}
}

let embedded: EmbeddedDatabase | null = null
let url = config.DATABASE_URL ?? (await runningEmbeddedUrl())
if (!url) {
	embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_DB_PORT })
	url = embedded.url
}
const { db, pool } = createDatabase(url)
try {
	await migrateDatabase(pool)
	const result = await createFirstOwner(db, { email: values.email, name: values.name, locale: values.locale }, config.PUBLIC_ORIGIN, new Date())
	switch (result.status) {
		case 'created':
			console.log(`Owner created. Send them this one-time enrolment link (valid ${result.expiresInHours} hours, works once):\n\n  ${result.link}\n`)
			break
		case 'owner-exists':
			console.error('An owner exists already: owners invite staff in the console (/console/staff/).')
			process.exitCode = 1
			break
		case 'email-taken':
			console.error('This e-mail is already a staff member.')
			process.exitCode = 1
			break
		case 'invalid':
			console.error(result.reason)
			process.exitCode = 2
			break
	}
} finally {
	await pool.end()
	await embedded?.stop()
}
