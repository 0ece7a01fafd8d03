/**
 * Whether the production build in build/ is up to date with its sources:
 * `npm start` rebuilds when it is not, and the benchmarks warn.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const BUILD_MARKER = join(ROOT, 'build/server/index.js')

/** What the build is made from, relative to the project root. */
export const BUILD_SOURCES = ['app', 'content', 'domain', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

/** When the build was made (ms since epoch), or 0 when there is none. */
export function builtAt(): number {
	return existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0
}

export function sourcesNewerThanBuild(): boolean {
	return Math.max(...BUILD_SOURCES.map((path) => newestModification(join(ROOT, path)))) > builtAt()
}

function newestModification(path: string): number {
	if (!existsSync(path)) return 0
	const stats = statSync(path)
	if (!stats.isDirectory()) return stats.mtimeMs
	return Math.max(0, ...readdirSync(path).map((entry) => newestModification(join(path, entry))))
}
