/**
 * `npm run test:cluster` (scripts/test-cluster.ts runs this after checking the build and nginx):
 * the journeys of cluster.spec.ts through nginx in front of two instances on one PostgreSQL
 * (global-setup.ts starts them, cluster.ts says how). One worker: the specs share the cluster and
 * kill its instances, in order.
 */
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { BROWSER_UA } from '../e2e/support/agents.ts'
import { CLUSTER_PORTS } from './ports.ts'

export default defineConfig({
	testDir: '.',
	testMatch: '*.spec.ts',
	globalSetup: './global-setup.ts',
	workers: 1,
	fullyParallel: false,
	retries: 0,
	forbidOnly: Boolean(process.env.CI),
	// The job check waits for the queue's next minute ticks.
	timeout: 150_000,
	expect: { timeout: 20_000 },
	reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'], ['line']] : [['line']],
	use: {
		baseURL: `http://127.0.0.1:${CLUSTER_PORTS.nginx}`,
		...devices['Desktop Chrome'],
		// Headless Chromium's own user agent counts as a bot (tests/e2e/support/agents.ts).
		userAgent: BROWSER_UA,
		trace: 'retain-on-failure',
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
	},
})
