/**
 * Serves a worktree's production build on its own ports, with the audit's third-party settings,
 * until SIGINT or SIGTERM (then stops the server and removes its database folder): the other
 * side of an A/B for scripts/trace-page.ts. The worktree's own scripts/bench-server.ts starts it,
 * so a build of an older commit is served as that commit's scripts would.
 *
 *   node scripts/serve-build.ts /work/wt-base 3431 54631
 */
import { resolve } from 'node:path'

const [worktree, port, dbPort] = process.argv.slice(2)
if (!worktree || !port || !dbPort) {
	console.error('usage: node scripts/serve-build.ts <worktree with a build> <port> <db port>')
	process.exit(2)
}
const { startServer } = await import(resolve(worktree, 'scripts/bench-server.ts'))
const server = await startServer({
	port: Number(port),
	dbPort: Number(dbPort),
	publicOrigin: `http://localhost:${port}`,
	logLevel: 'warn',
	logName: `serve-build-${port}.log`,
	env: { EXTERNAL_SCRIPTS: 'true', GTM_ID: 'GTM-AUDIT00', META_PIXEL_ID: '1000000000', INTERCOM_APP_ID: 'audit000', CLARITY_PROJECT_ID: 'audit00000' },
})
console.log(`serving ${worktree} on ${server.origin} (pid ${server.pid})`)
const stop = async () => {
	console.log(await server.stop())
	process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Keeps the process alive until a signal arrives.
setInterval(() => {}, 1 << 30)
