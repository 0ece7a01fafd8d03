/**
 * End-to-end tests against the production build (`npm run build` first):
 * the real server with its own embedded PostgreSQL in a fresh data folder,
 * and the system's Chromium (no browser downloads).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { BROWSER_UA } from './tests/e2e/support/agents.ts'
import { e2eSmtpPort } from './tests/e2e/support/mailbox.ts'
import { E2E_VENDOR_IDS } from './tests/e2e/support/vendors.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { LOCAL_PORTS } from './scripts/local-ports.ts'

// E2E_PORT and E2E_DB_PORT let two runs share a machine (e.g. while developing in parallel).
const PORT = Number(process.env.E2E_PORT ?? LOCAL_PORTS.e2eApp)
const DB_PORT = process.env.E2E_DB_PORT ?? String(LOCAL_PORTS.e2eDatabase)
const ORIGIN = `http://127.0.0.1:${PORT}`
// A second server with the third-party scripts switched on (EXTERNAL_SCRIPTS and vendor ids), for
// the `*.external.spec.ts` files; its own data folder and database, so the two never share state.
const EXTERNAL_PORT = PORT + 1
const EXTERNAL_ORIGIN = `http://127.0.0.1:${EXTERNAL_PORT}`
const EXTERNAL_DB_PORT = String(Number(DB_PORT) + 1)
// E-mails go to the test SMTP server the global setup starts (tests/e2e/support/smtp-global-setup.ts).
const SMTP_PORT = e2eSmtpPort()

// The config is loaded again in every worker; they inherit the main process's
// folder through the environment instead of making their own.
if (!process.env.KCAL_E2E_DATA_DIR) {
	const dataDir = mkdtempSync(join(tmpdir(), 'kcal-e2e-'))
	// PostgreSQL runs as the `postgres` user when we are root: it must get through.
	chmodSync(dataDir, 0o755)
	process.env.KCAL_E2E_DATA_DIR = dataDir
	mkdirSync(join(dataDir, 'external'))
	chmodSync(join(dataDir, 'external'), 0o755)
	process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}
const DATA_DIR = process.env.KCAL_E2E_DATA_DIR

function serverCommand(origin: string, port: number, dataDir: string, dbPort: string, env: Record<string, string> = {}) {
	return {
		command: 'node build/server/index.js',
		url: `${origin}/healthz`,
		reuseExistingServer: false,
		timeout: 120_000,
		// SIGTERM lets the server stop its embedded PostgreSQL; a killed server would leave it holding the port.
		gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
		stdout: 'ignore' as const,
		stderr: 'pipe' as const,
		env: {
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			EMBEDDED_DB_PORT: dbPort,
			LOG_LEVEL: 'warn',
			PUBLIC_ORIGIN: origin,
			STYLE_GUIDE: 'true',
			SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
			// As behind a load balancer: a spec that signs up more customers than one address may
			// (5 an hour) gives its requests their own client address in X-Forwarded-For.
			TRUST_PROXY_HOPS: '1',
			...env,
		},
	}
}

export default defineConfig({
	testDir: 'tests/e2e',
	globalSetup: './tests/e2e/support/smtp-global-setup.ts',
	workers: 2,
	// Tests, not files, are shared out: routes.spec.ts alone holds half the work.
	fullyParallel: true,
	retries: 0,
	forbidOnly: Boolean(process.env.CI),
	// Guards against a hang, never a speed check. CI runs on a loaded 2-core machine: on
	// 29 November a clean-clone run there took 3,118 s against 1,217 s the run before, and the code
	// of the run before ran as slowly on that machine. A journey through the card payment took 32 s
	// there, and a page a form post leads to (a log-in's password hash, an account page's save) has
	// taken more than five. A wait ends as soon as its condition holds, so the margin costs a
	// passing test nothing; the cluster test waits as long.
	timeout: 60_000,
	expect: { timeout: 20_000 },
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'], ['line']] : [['line']],
	use: {
		baseURL: ORIGIN,
		// Headless Chromium's own user agent counts as a bot (see tests/e2e/support/agents.ts).
		userAgent: BROWSER_UA,
		trace: 'retain-on-failure',
	},
	projects: [
		{
			name: 'chromium',
			testIgnore: '**/*.external.spec.ts',
			use: {
				...devices['Desktop Chrome'],
				userAgent: BROWSER_UA,
				launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
			},
		},
		{
			name: 'external-scripts',
			testMatch: '**/*.external.spec.ts',
			use: {
				...devices['Desktop Chrome'],
				baseURL: EXTERNAL_ORIGIN,
				userAgent: BROWSER_UA,
				launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
			},
		},
	],
	webServer: [
		serverCommand(ORIGIN, PORT, DATA_DIR, DB_PORT),
		serverCommand(EXTERNAL_ORIGIN, EXTERNAL_PORT, join(DATA_DIR, 'external'), EXTERNAL_DB_PORT, {
			EXTERNAL_SCRIPTS: 'true',
			...E2E_VENDOR_IDS,
		}),
	],
})
