import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'server/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
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
