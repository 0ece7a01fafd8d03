import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

const INTEGRATION_FILES = 'tests/integration/**/*.test.ts'
/**
 * Integration files that replace a module (`vi.mock`, e.g. node:crypto to count scrypt runs): the
 * mock must be in place before the server modules are first evaluated, which only a fresh module
 * graph per file gives. Found by reading the files, so a new one cannot slip into the shared graph.
 */
const MOCKING_INTEGRATION_FILES = globSync(INTEGRATION_FILES).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))

export default defineConfig({
	test: {
		projects: [
			// Two unit projects (`--project 'unit*'` runs both). Rules, server modules and content share
			// one module graph per worker (isolate: false): re-importing it for each file was about
			// four fifths of their time, and they keep no state between files (checked with shuffled
			// runs). The app's component tests stay isolated: the DOM and Testing Library's state
			// carry over from file to file otherwise.
			{
				test: {
					name: 'unit',
					include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
					environment: 'node',
					setupFiles: ['./tests/setup/fail-on-console.ts'],
					isolate: false,
					testTimeout: 20_000,
				},
			},
			{
				test: {
					name: 'unit-app',
					include: ['app/**/*.test.{ts,tsx}'],
					environment: 'node',
					setupFiles: ['./tests/setup/fail-on-console.ts'],
					// A limit for a hung test, not a speed goal: the page tests that click through a form
					// take 2 s alone and passed 5 s (the default) on a loaded machine.
					testTimeout: 20_000,
				},
			},
			// Two integration projects on one PostgreSQL (`--project 'integration*'` runs both). Most files
			// share one module graph per worker (isolate: false): evaluating the server's modules again
			// for every file was half of the run's time. Each file has its own database, and the server's
			// in-process caches are keyed by database (server/cache/catalogue-caches.ts), so nothing of
			// one file's data reaches another. The files that mock a module keep a graph of their own.
			{
				test: {
					name: 'integration',
					include: [INTEGRATION_FILES],
					exclude: MOCKING_INTEGRATION_FILES,
					environment: 'node',
					globalSetup: ['./tests/integration/support/global-setup.ts'],
					setupFiles: ['./tests/setup/fail-on-console.ts'],
					isolate: false,
					testTimeout: 20_000,
					hookTimeout: 60_000,
				},
			},
			{
				test: {
					name: 'integration-isolated',
					include: MOCKING_INTEGRATION_FILES,
					environment: 'node',
					globalSetup: ['./tests/integration/support/global-setup.ts'],
					setupFiles: ['./tests/setup/fail-on-console.ts'],
					testTimeout: 20_000,
					hookTimeout: 60_000,
				},
			},
		],
	},
})
