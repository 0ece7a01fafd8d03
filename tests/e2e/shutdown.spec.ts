/**
 * SIGTERM on a server of its own (not the shared test server): readiness fails
 * at once, requests that already reached the server are answered, then the
 * process stops its embedded PostgreSQL cleanly and exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { LOCAL_PORTS } from '../../scripts/local-ports.ts'
import { BROWSER_UA } from './support/agents.ts'

const PORT = LOCAL_PORTS.shutdownApp
const DB_PORT = LOCAL_PORTS.shutdownDatabase

function get(path: string) {
	return new Promise<number>((resolve, reject) => {
		const req = request({ host: '127.0.0.1', port: PORT, path, agent: false, headers: { 'User-Agent': BROWSER_UA } }, (res) => {
			res.resume()
			res.on('end', () => resolve(res.statusCode ?? 0))
		})
		// Which request failed, and when: CI's log shows only the error.
		const sent = Date.now()
		req.on('error', (error) => reject(new Error(`GET ${path}, ${Date.now() - sent} ms after it was sent: ${error.message}`)))
		req.end()
	})
}

/**
 * `output`: what the server printed so far, shown when it stops before it is healthy. However long
 * its PostgreSQL takes to start on a loaded machine: the test's own timeout is the limit.
 */
async function waitUntilHealthy(server: ChildProcess, output: () => string) {
	for (;;) {
		if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`)
		if ((await get('/healthz').catch(() => 0)) === 200) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** After a failure: the server's PostgreSQL outlives a SIGKILL and would hold the port for the next run. */
function stopOrphanedDatabase(dataDir: string) {
	const pidFile = join(dataDir, 'postgres', 'postmaster.pid')
	if (!existsSync(pidFile)) return
	const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
	try {
		// SIGQUIT: PostgreSQL's immediate shutdown.
		process.kill(pid, 'SIGQUIT')
	} catch {
		// Already gone.
	}
}

test('SIGTERM drains, finishes in-flight requests, then stops the database and exits 0', async () => {
	test.setTimeout(90_000)
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-shutdown-'))
	chmodSync(dataDir, 0o755)
	let log = ''
	const server = spawn(process.execPath, ['build/server/index.js'], {
		env: {
			...process.env,
			PORT: String(PORT),
			EMBEDDED_DB_PORT: String(DB_PORT),
			DATA_DIR: dataDir,
			// The address the requests below use: any other host is redirected to PUBLIC_ORIGIN's.
			PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
			LOG_LEVEL: 'info',
			// Every request renders, so a burst keeps the server busy for a while.
			PAGE_CACHE_SECONDS: '0',
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
	server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
	const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
	try {
		await waitUntilHealthy(server, () => log)

		const burst = Array.from({ length: 30 }, (_, index) => get(index % 2 ? '/ar-ae/' : '/'))
		// Once the first answer is back, the burst's connections have been made. A busy server takes
		// them from the kernel's queue one turn of its event loop at a time, so on a loaded machine most
		// are still waiting there when SIGTERM comes, the readiness probe behind them: all are answered.
		await Promise.race(burst)
		server.kill('SIGTERM')
		// While it drains, the instance tells load balancers it is no longer ready.
		expect(await get('/readyz')).toBe(503)

		expect(await Promise.all(burst)).toEqual(Array.from({ length: 30 }, () => 200))
		expect(await exited, log).toBe(0)
		expect(log).toContain('Shutting down: finishing in-flight requests')
		expect(log).toContain('"msg":"Stopped"')
		// PostgreSQL removes its pid file only when it shut down cleanly.
		expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
	} finally {
		if (server.exitCode === null) {
			server.kill('SIGKILL')
			stopOrphanedDatabase(dataDir)
		}
		rmSync(dataDir, { recursive: true, force: true })
	}
})
