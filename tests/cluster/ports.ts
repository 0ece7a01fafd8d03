import { LOCAL_PORTS } from '../../scripts/local-ports.ts'

/**
 * The cluster test's ports (CLUSTER_PORT moves them all, CLUSTER_DB_PORT PostgreSQL's): nginx on the
 * first, the two instances on the next two, the control address (global-setup.ts) nine above it.
 */
const base = Number(process.env.CLUSTER_PORT ?? LOCAL_PORTS.clusterApp)

export const CLUSTER_PORTS = {
	nginx: base,
	instances: [base + 1, base + 2],
	control: base + 9,
	postgres: Number(process.env.CLUSTER_DB_PORT ?? LOCAL_PORTS.clusterDatabase),
} as const
