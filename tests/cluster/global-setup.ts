/**
 * Starts the cluster (cluster.ts) before the specs and stops it after them. The specs run in
 * Playwright's worker processes; the processes of the cluster belong to this one, so a spec asks
 * for an instance to be killed or started through a small control address (control.ts), and
 * whatever a spec does, everything is stopped at the end.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startCluster } from './cluster.ts'
import { CLUSTER_PORTS } from './ports.ts'

export default async function globalSetup() {
	const keepFiles = Boolean(process.env.CLUSTER_KEEP_FILES)
	const startedAt = performance.now()
	const cluster = await startCluster(CLUSTER_PORTS, { keepFiles })
	const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
	console.log(`Cluster up in ${seconds} s: nginx ${cluster.origin} in front of ${cluster.instances().map((instance) => `${instance.name} :${instance.port}`).join(', ')}; logs in ${cluster.folder}`)

	const control = createServer((request, response) => {
		const answer = (status: number, body: unknown) => {
			response.writeHead(status, { 'content-type': 'application/json' })
			response.end(JSON.stringify(body))
		}
		const action = /^\/instances\/([a-z])\/(kill|start)$/.exec(request.url ?? '')
		if (request.method === 'GET' && request.url === '/instances') return answer(200, cluster.instances())
		if (request.method !== 'POST' || !action) return answer(404, { error: 'not found' })
		const [, name, verb] = action
		const done = verb === 'kill' ? cluster.kill(name!) : cluster.start(name!)
		done.then(
			() => answer(200, cluster.instances()),
			(error: unknown) => answer(500, { error: String(error) }),
		)
	})
	await new Promise<void>((resolveListen) => control.listen(CLUSTER_PORTS.control, '127.0.0.1', resolveListen))

	// Workers inherit this process's environment.
	process.env.CLUSTER_ORIGIN = cluster.origin
	process.env.CLUSTER_DATABASE_URL = cluster.databaseUrl
	process.env.CLUSTER_METRICS_TOKEN = cluster.metricsToken
	process.env.CLUSTER_CONTROL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`

	return async () => {
		await new Promise((resolveClose) => control.close(resolveClose))
		await cluster.stop()
		if (keepFiles) console.log(`Cluster files kept in ${cluster.folder}`)
	}
}
