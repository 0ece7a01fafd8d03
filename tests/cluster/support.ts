/**
 * What the cluster's specs use: the control address of global-setup.ts (which instance is which,
 * kill one, start it again), which instance answered a request (nginx's X-Upstream), each
 * instance's own /metrics, and the shared database.
 */
import type { APIResponse, Response } from '@playwright/test'
import pg from 'pg'
import type { InstanceState } from './cluster.ts'
import { UPSTREAM_HEADER } from './cluster.ts'

function setting(name: string) {
	const value = process.env[name]
	if (!value) throw new Error(`${name} is not set: run the cluster tests with npm run test:cluster`)
	return value
}

async function control(path: string, method = 'GET'): Promise<InstanceState[]> {
	const response = await fetch(`${setting('CLUSTER_CONTROL')}${path}`, { method })
	if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
	return (await response.json()) as InstanceState[]
}

export const cluster = {
	instances: () => control('/instances'),
	kill: (name: string) => control(`/instances/${name}/kill`, 'POST'),
	start: (name: string) => control(`/instances/${name}/start`, 'POST'),
}

/**
 * The name of the instance that answered, from nginx's X-Upstream. After a failed try nginx lists
 * every address it tried ("127.0.0.1:3731, 127.0.0.1:3732"): the last one answered.
 */
export async function instanceOf(response: Response | APIResponse): Promise<string> {
	const header = response.headers()[UPSTREAM_HEADER]
	const address = header?.split(',').at(-1)?.trim()
	const port = Number(address?.split(':').at(-1))
	const instance = (await cluster.instances()).find((candidate) => candidate.port === port)
	if (!instance) throw new Error(`No instance answered ${response.url()} (X-Upstream: ${header ?? 'none'})`)
	return instance.name
}

/** Requests this instance has answered since it started, by route pattern (its own /metrics). */
export async function requestsServed(instance: InstanceState): Promise<Map<string, number>> {
	const response = await fetch(`http://127.0.0.1:${instance.port}/metrics`, { headers: { Authorization: `Bearer ${setting('CLUSTER_METRICS_TOKEN')}` } })
	if (!response.ok) throw new Error(`/metrics of instance ${instance.name}: ${response.status}`)
	const counts = new Map<string, number>()
	for (const line of (await response.text()).split('\n')) {
		const sample = /^kcal_http_requests_total\{(.*)\} (\d+(?:\.\d+)?)$/.exec(line)
		const route = sample && /route="([^"]*)"/.exec(sample[1]!)?.[1]
		if (route) counts.set(route, (counts.get(route) ?? 0) + Number(sample[2]))
	}
	return counts
}

/** Runs `work` with a client of the cluster's database, closed after. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: setting('CLUSTER_DATABASE_URL') })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}

/** The rows of one query. */
export const rows = <Row extends object>(sql: string, values: unknown[] = []) => withDatabase(async (client) => (await client.query<Row & pg.QueryResultRow>(sql, values)).rows)
