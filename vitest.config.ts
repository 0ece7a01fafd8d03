import { defineConfig } from 'vitest/config'

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
			{
				test: {
					name: 'integration',
					include: ['tests/integration/**/*.test.ts'],
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
