/**
 * The database comes back by itself (issue 16, item 10): connections the database drops are
 * replaced without a restart of ours, `/readyz` says whether writes work (a read-only database
 * is not ready), an embedded PostgreSQL that dies is started again, and shutting down while it
 * is down finishes; one asked to stop (exit code 0) is left stopped; one that does not start at
 * first is tried twice more, then says why.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, test, vi } from 'vitest'
import { LOCAL_PORTS } from '../../../scripts/local-ports.ts'
import { createDatabase, endPool } from '../../../server/db/client.ts'
import { startEmbeddedPostgres } from '../../../server/db/embedded.ts'
import { migrateDatabase } from '../../../server/db/migrate.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'

vi.setConfig({ testTimeout: 120_000 })

const { db, url } = await createTestDatabase()
const databaseName = new URL(url).pathname.slice(1)
const admin = createDatabase(inject('adminDatabaseUrl'))
afterAll(() => admin.pool.end())
const request = createTestApp(db)

/** Ends every connection of the test's database, as a database restart or a failover does. */
async function dropConnections() {
	await admin.pool.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName])
}

/** A fresh folder for an embedded PostgreSQL of a test's own; as root, it runs as `postgres`, which must get through. */
function dataFolder(prefix: string) {
	const dataDir = mkdtempSync(join(tmpdir(), prefix))
	chmodSync(dataDir, 0o755)
	return dataDir
}

/** Retries `probe` until it passes: what comes back does so on its own, after a moment. */
async function eventually<T>(probe: () => Promise<T>, tries = 240): Promise<T> {
	for (let attempt = 1; ; attempt += 1) {
		try {
			return await probe()
		} catch (error) {
			if (attempt >= tries) throw error
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
	}
}

describe('connections the database drops', () => {
	test('are replaced: pages, the API and /readyz answer again without a restart', async () => {
		// Every connection of the pool busy once, so all ten are open and idle when they are dropped.
		await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)))
		await dropConnections()
		await eventually(async () => expect((await request('/readyz')).status).toBe(200))
		expect((await request('/client/api/v1/plans')).status).toBe(200)
		expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }])
	})

	test('a transaction that finds its connection dead gives it back: twelve outages leave none held', async () => {
		for (let outage = 0; outage < 12; outage += 1) {
			await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.01)`)))
			await dropConnections()
			// At once, before the pool has heard: the transaction's BEGIN meets a dead connection.
			await Promise.all(Array.from({ length: 10 }, () => db.transaction(async (tx) => tx.execute(sql`select 1`)).catch(() => null)))
			await eventually(async () => expect((await request('/readyz')).status).toBe(200))
		}
		expect(db.$client.totalCount - db.$client.idleCount).toBe(0)
		expect((await request('/client/api/v1/plans')).status).toBe(200)
	})
})

describe('/readyz', () => {
	test('is 503 while the database takes no writes (read-only), and 200 once it does again', async () => {
		expect((await request('/readyz')).status).toBe(200)
		await admin.pool.query(`alter database ${databaseName} set default_transaction_read_only = on`)
		await dropConnections()
		try {
			const refused = await eventually(async () => {
				const answer = await request('/readyz')
				expect(answer.status).toBe(503)
				return answer
			})
			expect(await refused.json()).toEqual({ status: 'unavailable' })
			// Reads still work: what made /readyz answer 200 before.
			await eventually(async () => expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]))
		} finally {
			await admin.pool.query(`alter database ${databaseName} reset default_transaction_read_only`)
			await dropConnections()
		}
		await eventually(async () => expect((await request('/readyz')).status).toBe(200))
	})
})

describe('while the database is down', () => {
	test('a page rendered before is served again instead of an error page', async () => {
		let databaseDown = false
		// Stands in for the React Router build: its loaders fail while the database is down.
		const render = async (_request: Request, services: { nonce: string }) =>
			databaseDown
				? new Response('<!doctype html><p>Something went wrong</p>', { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
				: new Response(`<!doctype html><script nonce="${services.nonce}"></script><p>FAQs</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
		const site = createTestApp(db, { PAGE_CACHE_SECONDS: '1' }, undefined, render as never)
		const fresh = await site('/faqs/')
		expect(fresh.status).toBe(200)
		databaseDown = true
		// Past the cache's second: the page is rendered again, and that fails.
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		const served = await site('/faqs/')
		expect(served.status).toBe(200)
		expect(await served.text()).toContain('<p>FAQs</p>')
		expect((await site('/about-us/')).status).toBe(500)
	})
})

describe('an embedded PostgreSQL that dies', () => {
	// Its own server on a port of its own: this one is killed, the run's shared one is not.
	const port = Number(process.env.TEST_DB_PORT ?? LOCAL_PORTS.integrationDatabase) + 10

	test('is started again, the pool reconnects, and stopping while it is down finishes', async () => {
		const dataDir = dataFolder('kcal-recovery-')
		const restarts: number[] = []
		const embedded = await startEmbeddedPostgres({ dataDir, port, onRestart: (event) => restarts.push(event.attempt) })
		const database = createDatabase(embedded.url)
		try {
			await migrateDatabase(database.pool)
			const app = createTestApp(database.db)
			expect((await app('/readyz')).status).toBe(200)

			const postmaster = () => Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10)
			const killed = postmaster()
			process.kill(killed, 'SIGKILL')
			await eventually(async () => expect((await app('/readyz')).status).toBe(503), 40)

			// Back by itself: a new postmaster, and the same pool serves again.
			await eventually(async () => expect((await app('/readyz')).status).toBe(200))
			expect(restarts.length).toBeGreaterThan(0)
			expect(postmaster()).not.toBe(killed)

			// Killed again, then shut down while it is down: both steps finish.
			process.kill(postmaster(), 'SIGKILL')
			await eventually(async () => expect((await app('/readyz')).status).toBe(503), 40)
		} finally {
			expect(await endPool(database.pool, 2_000)).toBeTypeOf('boolean')
			await embedded.stop()
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
})

describe('an embedded PostgreSQL asked to stop', () => {
	const port = Number(process.env.TEST_DB_PORT ?? LOCAL_PORTS.integrationDatabase) + 12

	test('by a signal to the process group (Ctrl-C) is not started again, so it cannot outlive the server', async () => {
		const dataDir = dataFolder('kcal-asked-')
		const restarts: number[] = []
		const embedded = await startEmbeddedPostgres({ dataDir, port, onRestart: (event) => restarts.push(event.attempt) })
		try {
			const postmaster = Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10)
			// What PostgreSQL receives from Ctrl-C beside the server: a fast shutdown, exit code 0.
			process.kill(postmaster, 'SIGINT')
			await eventually(async () => expect(() => process.kill(postmaster, 0)).toThrow())
			// Past the first restart's pause (1 s): none was scheduled, and no PostgreSQL runs on the folder.
			await new Promise((resolve) => setTimeout(resolve, 1_500))
			expect(restarts).toEqual([])
			expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
		} finally {
			await embedded.stop()
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
})

describe('an embedded PostgreSQL that does not start', () => {
	const port = Number(process.env.TEST_DB_PORT ?? LOCAL_PORTS.integrationDatabase) + 11

	/** Something else listening on PostgreSQL's port: its start fails there. */
	async function holdPort() {
		const server = createServer()
		await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen))
		return server
	}
	const release = (server: Server) => new Promise((resolveClose) => server.close(resolveClose))

	test('is tried again, and starts once the port is free', async () => {
		const dataDir = dataFolder('kcal-start-')
		const blocker = await holdPort()
		const retries: { attempt: number; log: string }[] = []
		const embedded = await startEmbeddedPostgres({
			dataDir,
			port,
			onStartRetry: ({ attempt, log }) => {
				retries.push({ attempt, log })
				void release(blocker)
			},
		})
		try {
			expect(retries).toHaveLength(1)
			expect(retries[0]!.log).toMatch(/could not bind|Address already in use/)
			const database = createDatabase(embedded.url)
			expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }])
			await database.pool.end()
		} finally {
			await embedded.stop()
			rmSync(dataDir, { recursive: true, force: true })
		}
	})

	test('fails after three tries with what PostgreSQL said', async () => {
		const dataDir = dataFolder('kcal-start-')
		const blocker = await holdPort()
		const attempts: number[] = []
		try {
			await expect(startEmbeddedPostgres({ dataDir, port, onStartRetry: ({ attempt }) => attempts.push(attempt) })).rejects.toThrow(
				/did not start on port \d+ .*\(3 tries\)[^]*PostgreSQL said:[^]*(could not bind|Address already in use)/,
			)
			expect(attempts).toEqual([1, 2])
		} finally {
			await release(blocker)
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
})
