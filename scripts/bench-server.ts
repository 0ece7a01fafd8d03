/**
 * Shared by `npm run bench` and `npm run audit`: starts the production server
 * (`node build/server/index.js`) on its own port with a fresh embedded PostgreSQL in
 * a temporary folder, waits for /healthz, and stops it again with SIGTERM.
 * It never builds: both scripts measure the build that is already in build/.
 * What they read about the machine and its processes is in bench-machine.ts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { descendants, isAlive } from './bench-machine.ts'
import { BUILD_MARKER, BUILD_SOURCES, builtAt, sourcesNewerThanBuild } from './build-freshness.ts'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const RESULTS_DIR = join(ROOT, 'bench-results')

/**
 * Exits with a clear message when `npm run build` has not been run, and warns
 * when sources changed after the build (the figures would describe old code).
 * Returns what was measured, for the JSON results.
 */
export function requireBuild() {
	if (!existsSync(BUILD_MARKER)) {
		console.error(`No production build: ${BUILD_MARKER} is missing.\nRun \`npm run build\` first; this script measures the existing build and builds nothing.`)
		process.exit(1)
	}
	const stale = sourcesNewerThanBuild()
	if (stale) console.warn('warning: sources changed after the last build; run `npm run build` to measure the current code.')
	let commit = 'unknown'
	try {
		commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
		const changed = execFileSync('git', ['status', '--porcelain', '--', ...BUILD_SOURCES], { cwd: ROOT, encoding: 'utf8' })
		if (changed.trim()) commit += ' + uncommitted changes'
	} catch {
		// not a git checkout
	}
	return { commit, builtAt: new Date(builtAt()).toISOString(), sourcesNewerThanBuild: stale }
}

export type RunningServer = {
	/** Pid of the node server process itself (not its PostgreSQL children). */
	pid: number
	origin: string
	dataDir: string
	/** Where the server's output is written. */
	logFile: string
	/** Stops the server with SIGTERM, waits for it to exit and removes the data folder; resolves to how it exited. */
	stop: () => Promise<string>
	/** null while the server runs; how it ended once it has exited. */
	exitStatus: () => string | null
}

export type ServerOptions = {
	port: number
	dbPort: number
	/** Origin used for canonical links; defaults to http://127.0.0.1:<port>. */
	publicOrigin?: string
	logLevel?: string
	/** How long to wait for /healthz, in ms (first start initialises a database cluster). */
	startTimeoutMs?: number
	/** File name under bench-results/ that receives the server's stdout and stderr. */
	logName: string
	/**
	 * A data folder the caller made (makeDataFolder) and removes: a second server on it starts warm,
	 * with its database as the first left it. Without it, a fresh folder that stop() removes.
	 */
	dataDir?: string
	/** How often /healthz is asked while the server starts, in ms (250). */
	pollMs?: number
	/** Further settings for the server (e.g. EXTERNAL_SCRIPTS). */
	env?: Record<string, string>
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
	const origin = `http://127.0.0.1:${options.port}`
	if (await isUp(origin)) {
		throw new Error(`Something already answers on ${origin}/healthz; stop it or pick another port (refusing to measure a server this script did not start).`)
	}

	const ownsDataDir = options.dataDir === undefined
	const dataDir = options.dataDir ?? makeDataFolder()

	// The server bundle, as `npm start` runs it: with the NODE_OPTIONS npm sets from .npmrc, also when this
	// script was started by a bare `node` (without them a server grows its young generation past 100 MB and
	// the memory figures describe another server). BENCH_NODE_ARGS adds node's own flags that NODE_OPTIONS
	// refuses, e.g. `--cpu-prof --cpu-prof-dir=bench-results/profiles`.
	const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
	const child = spawn(process.execPath, [...nodeArgs, BUILD_MARKER], {
		cwd: ROOT,
		env: {
			...process.env,
			NODE_OPTIONS: process.env.NODE_OPTIONS ?? npmNodeOptions(),
			NODE_ENV: 'production',
			PORT: String(options.port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			EMBEDDED_DB_PORT: String(options.dbPort),
			LOG_LEVEL: options.logLevel ?? 'warn',
			PUBLIC_ORIGIN: options.publicOrigin ?? origin,
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const pid = child.pid
	if (pid === undefined) throw new Error('Could not spawn the server process')
	let exitStatus: string | null = null
	let stopRequested = false
	let diedEarly = false

	// Everything the server prints goes to the log file; while it runs it is also
	// shown here. Output after SIGTERM is only summarised (see stopChild).
	mkdirSync(RESULTS_DIR, { recursive: true })
	const logFile = join(RESULTS_DIR, options.logName)
	const log = createWriteStream(logFile)
	let shutdownOutput = ''
	for (const stream of [child.stdout, child.stderr]) {
		stream?.on('data', (chunk: Buffer) => {
			log.write(chunk)
			if (stopRequested) shutdownOutput += chunk.toString()
			else process.stderr.write(chunk)
		})
	}
	const logClosed = new Promise<void>((resolveClose) => child.once('close', () => log.end(resolveClose)))

	const exited = new Promise<number | null>((resolveExit) => {
		child.once('exit', (code, signal) => {
			exitStatus = signal ? `signal ${signal}` : `code ${code}`
			if (!stopRequested) console.error(`\nThe server (pid ${pid}) exited unexpectedly (${exitStatus}).`)
			resolveExit(code ?? (signal ? -1 : null))
		})
	})
	const hasExited = () => exitStatus !== null

	// PostgreSQL processes started by the server; the data folder is removed only
	// once they are gone, or a PostgreSQL still shutting down would write into it.
	let postgresPids: number[] = []
	const notePostgres = () => {
		if (!hasExited()) postgresPids = [...new Set([...postgresPids, ...descendants(pid)])]
	}

	const stop = async () => {
		diedEarly = hasExited()
		stopRequested = true
		if (!diedEarly) {
			notePostgres()
			await stopChild(child, exited)
		}
		await logClosed
		const deadline = Date.now() + 15_000
		while (postgresPids.some(isAlive) && Date.now() < deadline) await sleep(200)
		const left = postgresPids.filter(isAlive)
		if (left.length) {
			console.error(`PostgreSQL process(es) ${left.join(', ')} still running after the server exited; leaving ${dataDir} in place.`)
		} else if (ownsDataDir) {
			removeDataFolder(dataDir)
		}
		if (!diedEarly && exitStatus !== 'code 0') {
			const firstError = shutdownOutput.split('\n').find((line) => /error|fatal/i.test(line))
			console.error(
				`The server exited with ${exitStatus} after SIGTERM instead of code 0: its graceful shutdown failed` +
					(firstError ? ` ("${firstError.trim().slice(0, 160)}")` : '') +
					`. Full output: ${logFile}`,
			)
		}
		return exitStatus ?? 'unknown'
	}

	const deadline = Date.now() + (options.startTimeoutMs ?? 120_000)
	while (!(await isUp(origin))) {
		notePostgres()
		if (hasExited()) {
			await stop()
			throw new Error(`The server exited during start-up (${exitStatus}); see its output above.`)
		}
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`The server did not answer ${origin}/healthz within ${(options.startTimeoutMs ?? 120_000) / 1000} s`)
		}
		await sleep(options.pollMs ?? 250)
	}
	notePostgres()
	return { pid, origin, dataDir, logFile, stop, exitStatus: () => exitStatus }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
	child.kill('SIGTERM')
	// The server itself gives in-flight requests SHUTDOWN_TIMEOUT (10 s) and then stops PostgreSQL.
	const result = await Promise.race([exited, sleep(30_000).then(() => 'timeout' as const)])
	if (result === 'timeout') {
		console.error(`The server (pid ${child.pid}) did not exit 30 s after SIGTERM; sending SIGKILL. Its PostgreSQL may be left running.`)
		child.kill('SIGKILL')
		await exited
	}
}

/** The `node-options` line of the project's .npmrc: what npm puts in NODE_OPTIONS for every script. */
export function npmNodeOptions(npmrc = readFileSync(join(ROOT, '.npmrc'), 'utf8')) {
	return /^node-options\s*=\s*(.*?)\s*$/m.exec(npmrc)?.[1]
}

/** A fresh data folder for a server. PostgreSQL runs as the `postgres` user when we are root, so it must get through. */
export function makeDataFolder() {
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-bench-'))
	chmodSync(dataDir, 0o755)
	return dataDir
}

export function removeDataFolder(dataDir: string) {
	try {
		rmSync(dataDir, { recursive: true, force: true })
	} catch (error) {
		console.error(`Could not remove ${dataDir}:`, error instanceof Error ? error.message : error)
	}
}

async function isUp(origin: string) {
	try {
		const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) })
		await response.body?.cancel()
		return response.ok
	} catch {
		return false
	}
}

/** Stops the server on Ctrl-C / SIGTERM of the script itself, then exits. */
export function stopOnSignal(server: RunningServer) {
	let stopping = false
	const handler = (signal: NodeJS.Signals) => {
		if (stopping) return
		stopping = true
		console.error(`\n${signal}: stopping the server…`)
		void server.stop().finally(() => process.exit(130))
	}
	process.once('SIGINT', handler)
	process.once('SIGTERM', handler)
}

export function writeResults(name: string, data: unknown) {
	mkdirSync(RESULTS_DIR, { recursive: true })
	const file = join(RESULTS_DIR, name)
	writeFileSync(file, `${JSON.stringify(data, null, '\t')}\n`)
	return file
}

export function sleep(ms: number) {
	return new Promise<void>((resolveSleep) => setTimeout(resolveSleep, ms))
}

/** Formats rows as a GitHub-flavoured markdown table. */
export function markdownTable(header: string[], rows: (string | number)[][], align?: ('l' | 'r')[]) {
	const cells = [header, ...rows.map((row) => row.map(String))]
	const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? '').length)))
	const line = (row: string[]) =>
		`| ${row.map((cell, i) => (align?.[i] === 'r' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`
	const rule = `| ${widths.map((w, i) => (align?.[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`
	return [line(header), rule, ...cells.slice(1).map(line)].join('\n')
}
