/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then runs the server bundle (build/server/index.js). A restart with an up-to-date build skips
 * straight to the server.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const BUILD_MARKER = 'build/server/index.js'
const SOURCES = ['app', 'content', 'domain', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestModification(path: string): number {
	if (!existsSync(path)) return 0
	const stats = statSync(path)
	if (!stats.isDirectory()) return stats.mtimeMs
	return Math.max(0, ...readdirSync(path).map((entry) => newestModification(join(path, entry))))
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0
if (builtAt < Math.max(...SOURCES.map(newestModification))) {
	console.log(builtAt ? 'Sources changed since the last build; rebuilding…' : 'Building the site…')
	execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
}

// A computed specifier: the bundle has no type declarations, and needs none here.
const serverBundle = new URL('../build/server/index.js', import.meta.url).href
await import(serverBundle)
