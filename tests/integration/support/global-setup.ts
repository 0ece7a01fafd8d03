/**
 * One embedded PostgreSQL for the whole integration run, with a migrated and
 * seeded template database; each test file copies it (CREATE DATABASE …
 * TEMPLATE), which takes milliseconds and keeps files independent.
 *
 * Both integration projects (vitest.config.ts: the shared-module one and the isolated one for the
 * files that mock a module) name this file; Vitest calls it once per project, in its own process,
 * so the server is started by the first call and stopped when the last one tears down.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { LOCAL_PORTS } from '../../../scripts/local-ports.ts'
import { createDatabase } from '../../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../../server/db/embedded.ts'
import { migrateDatabase } from '../../../server/db/migrate.ts'
import { seedDatabase } from '../../../server/db/seed.ts'
import { TEMPLATE_DATABASE } from './template.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		adminDatabaseUrl: string
	}
}

type SharedServer = { users: number; started: Promise<{ adminUrl: string; stop: () => Promise<void> }> }
// On globalThis: each project may load this module anew, but they all run in Vitest's one process.
const SHARED = Symbol.for('kcal.integration-postgres')
const shared = globalThis as { [SHARED]?: SharedServer }

async function startTemplateServer() {
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-integration-'))
	chmodSync(dataDir, 0o755)
	const port = Number(process.env.TEST_DB_PORT ?? LOCAL_PORTS.integrationDatabase)
	const embedded = await startEmbeddedPostgres({
		dataDir,
		port,
		onStartRetry: ({ attempt, delayMs, log }) => console.warn(`PostgreSQL did not start (try ${attempt}); again in ${delayMs} ms. It said:\n${log}`),
	})
	const adminUrl = embedded.url.replace(/\/kcal$/, '/postgres')

	const admin = createDatabase(adminUrl)
	await admin.pool.query(`create database ${TEMPLATE_DATABASE}`)
	await admin.pool.end()
	const template = createDatabase(embedded.url.replace(/\/kcal$/, `/${TEMPLATE_DATABASE}`))
	await migrateDatabase(template.pool)
	await seedDatabase(template.db)
	await template.pool.end()

	return {
		adminUrl,
		stop: async () => {
			await embedded.stop()
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

export default async function setup(project: TestProject) {
	const server = (shared[SHARED] ??= { users: 0, started: startTemplateServer() })
	server.users += 1
	const { adminUrl, stop } = await server.started
	project.provide('adminDatabaseUrl', adminUrl)
	return async () => {
		server.users -= 1
		if (server.users > 0) return
		delete shared[SHARED]
		await stop()
	}
}
