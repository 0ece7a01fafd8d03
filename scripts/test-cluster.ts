/**
 * `npm run test:cluster` (issue 21, item 5): the production build behind Debian's nginx, two
 * instances on one PostgreSQL, driven through nginx by the Playwright specs of tests/cluster/
 * (tests/cluster/cluster.ts says what runs, docs/operations.md "The cluster test"). It never
 * builds: run `npm run build` first (`npm test` does). As root, a missing nginx or Chromium is
 * installed from Debian; otherwise it stops with the command to run. Arguments are passed to
 * Playwright; PLAYWRIGHT_JSON_OUTPUT_NAME adds its JSON report (scripts/test.ts counts it).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { BUILD_MARKER, sourcesNewerThanBuild } from './build-freshness.ts'
import { CLUSTER_TOOLS, ensureSystemTools } from './system-tools.ts'

if (!existsSync(BUILD_MARKER)) {
	console.error(`No production build: ${BUILD_MARKER} is missing. Run \`npm run build\` first; the cluster test runs the build and makes none.`)
	process.exit(1)
}
if (sourcesNewerThanBuild()) console.warn('warning: sources changed after the last build; run `npm run build` to test the current code.')

const missing = ensureSystemTools(CLUSTER_TOOLS)
if (missing) {
	console.error(missing)
	process.exit(1)
}

const result = spawnSync('npx', ['playwright', 'test', '--config', 'tests/cluster/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
