/**
 * A second app instance on the same database, for the catalogue's "a change reaches every instance"
 * tests: its own pool (so its own cache entries) and its own LISTEN connection for the catalogue NOTIFY.
 */
import pino from 'pino'
import { listenForCatalogueChanges } from '../../../server/catalogue/change-listener.ts'
import { createDatabase } from '../../../server/db/client.ts'

export function otherInstance(url: string) {
	const other = createDatabase(url)
	const listener = listenForCatalogueChanges({ db: other.db, connection: { connectionString: url }, logger: pino({ level: 'silent' }) })
	return {
		db: other.db,
		/** Resolves once the instance listens. */
		ready: listener.ready,
		async stop() {
			await listener.stop()
			await other.pool.end()
		},
	}
}
