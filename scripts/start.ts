/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then runs the server bundle (build/server/index.js). A restart with
 * an up-to-date build skips straight to the server.
 */
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { BUILD_MARKER, builtAt, sourcesNewerThanBuild } from './build-freshness.ts'

if (sourcesNewerThanBuild()) {
	console.log(builtAt() ? 'Sources changed since the last build; rebuilding…' : 'Building the site…')
	execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
}

// A computed specifier: the bundle has no type declarations, and needs none here.
await import(pathToFileURL(BUILD_MARKER).href)
