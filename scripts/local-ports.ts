/**
 * The ports the tests, the bench and the audit start their own servers on, each moved by its own
 * variable (E2E_PORT, E2E_DB_PORT, TEST_DB_PORT, BENCH_PORT, BENCH_DB_PORT, AUDIT_PORT,
 * AUDIT_DB_PORT, CLUSTER_PORT, CLUSTER_DB_PORT) so two runs can share a machine.
 *
 * Every one is below 32768, where Linux's ephemeral ports begin (net.ipv4.ip_local_port_range,
 * 32768–60999). A port in that range may be the local end of any outgoing connection, and stays
 * taken for the 60 s of its TIME_WAIT after the connection closes; connect() even prefers even
 * ports. The cluster test's PostgreSQL once found its even port 54930 taken right after the
 * end-to-end run had closed its connections, and CI failed on it.
 */
export const LOCAL_PORTS = {
	e2eApp: 3100,
	/** The second end-to-end server (third-party scripts on) takes the next port of each. */
	e2eDatabase: 24400,
	/** shutdown.spec.ts's own server, the one it stops. */
	shutdownApp: 3150,
	shutdownDatabase: 24450,
	benchApp: 3200,
	benchDatabase: 24500,
	auditApp: 3300,
	auditDatabase: 24600,
	/** db-recovery.test.ts starts its own servers ten to twelve above it. */
	integrationDatabase: 24700,
	/** nginx; the two instances on the next two, the control address nine above it. */
	clusterApp: 3730,
	clusterDatabase: 24930,
} as const
