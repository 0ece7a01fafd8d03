/**
 * Shared by `npm run bench` and `npm run audit`: starts the production server
 * (`node server/index.ts`) on its own port with a fresh embedded PostgreSQL in
 * a temporary folder, waits for /healthz, and stops it again with SIGTERM.
 * It never builds: both scripts measure the build that is already in build/.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const RESULTS_DIR = join(ROOT, 'bench-results')

/** Exits with a clear message when `npm run build` has not been run. */
export function requireBuild() {
	const marker = join(ROOT, 'build/server/index.js')
	if (!existsSync(marker)) {
		console.error(`No production build: ${marker} is missing.\nRun \`npm run build\` first; this script measures the existing build and builds nothing.`)
		process.exit(1)
	}
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
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
	const origin = `http://127.0.0.1:${options.port}`
	if (await isUp(origin)) {
		throw new Error(`Something already answers on ${origin}/healthz; stop it or pick another port (refusing to measure a server this script did not start).`)
	}

	// PostgreSQL runs as the `postgres` user when we are root, so every folder on
	// the way to the data must be traversable by others.
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-bench-'))
	chmodSync(dataDir, 0o755)

	// `node <ROOT>/server/index.ts`, i.e. `node server/index.ts` with an absolute path.
	const child = spawn(process.execPath, [join(ROOT, 'server/index.ts')], {
		cwd: ROOT,
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(options.port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			EMBEDDED_DB_PORT: String(options.dbPort),
			LOG_LEVEL: options.logLevel ?? 'warn',
			PUBLIC_ORIGIN: options.publicOrigin ?? origin,
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

	const stop = async () => {
		diedEarly = hasExited()
		stopRequested = true
		if (!diedEarly) await stopChild(child, exited)
		await logClosed
		cleanUp(dataDir)
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
		if (hasExited()) {
			cleanUp(dataDir)
			throw new Error(`The server exited during start-up (${exitStatus}); see its output above.`)
		}
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`The server did not answer ${origin}/healthz within ${(options.startTimeoutMs ?? 120_000) / 1000} s`)
		}
		await sleep(250)
	}
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

function cleanUp(dataDir: string) {
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

/** Resident set size of one process (not its children), from /proc/<pid>/status, in bytes. */
export function readMemory(pid: number): { rss: number; peak: number } | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const field = (name: string) => {
			const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)
			return match?.[1] ? Number(match[1]) * 1024 : Number.NaN
		}
		return { rss: field('VmRSS'), peak: field('VmHWM') }
	} catch {
		return null
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

export function machineInfo() {
	const cores = cpus()
	return {
		cpus: cores.length,
		cpuModel: cores[0]?.model ?? 'unknown',
		memoryGB: Math.round(totalmem() / 2 ** 30),
		node: process.version,
		platform: `${process.platform}-${process.arch}`,
	}
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
