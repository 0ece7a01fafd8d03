/**
 * A catalogue change reaches every instance within moments (issue 18, item 2): the transaction
 * that changes it also runs `pg_notify('catalogue_changed')` (catalogue-change.ts), which PostgreSQL
 * delivers to every listening connection once (and only if) it commits. Each instance keeps one
 * connection that LISTENs and drops its catalogue caches (server/cache/catalogue-caches.ts) on each
 * message.
 *
 * The connection is its own, outside the pool (LISTEN belongs to a session). When it is lost (a
 * database restart, a network cut) the listener reconnects with a growing delay, and drops the
 * caches again once back, since a message sent while it was away is lost for good.
 */
import pg from 'pg'
import type { Logger } from 'pino'
import { dropCatalogueCaches } from '../cache/catalogue-caches.ts'
import type { Database } from '../db/client.ts'
import { CATALOGUE_CHANNEL } from './catalogue-change.ts'

export type CatalogueListener = { ready: Promise<void>; stop: () => Promise<void> }

const FIRST_RETRY_MS = 500
const LONGEST_RETRY_MS = 30_000

/**
 * Listens on `connection` (the pool's settings) for `db`'s instance until `stop`. `ready` resolves
 * once the first LISTEN is in place (tests wait for it).
 */
export function listenForCatalogueChanges(
	{ db, connection, logger }: { db: Database; connection: pg.ClientConfig; logger: Pick<Logger, 'warn' | 'info'> },
	{ firstRetryMs = FIRST_RETRY_MS } = {},
): CatalogueListener {
	let stopped = false
	let client: pg.Client | null = null
	let retryMs = firstRetryMs
	let timer: NodeJS.Timeout | null = null
	let markReady: () => void = () => {}
	const ready = new Promise<void>((resolve) => (markReady = resolve))

	const drop = () => dropCatalogueCaches(db)

	const retry = () => {
		if (stopped || timer) return
		timer = setTimeout(() => {
			timer = null
			void connect()
		}, retryMs)
		retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
	}

	async function connect() {
		const next = new pg.Client(connection)
		client = next
		let lost = false
		const onLost = (error?: Error) => {
			if (lost) return
			lost = true
			if (!stopped) logger.warn({ err: error }, 'Catalogue change listener lost its connection; reconnecting')
			next.end().catch(() => {})
			retry()
		}
		next.on('error', onLost)
		next.on('end', () => onLost())
		next.on('notification', (message) => {
			if (message.channel === CATALOGUE_CHANNEL) drop()
		})
		try {
			await next.connect()
			await next.query(`LISTEN ${CATALOGUE_CHANNEL}`)
		} catch (error) {
			onLost(error as Error)
			return
		}
		if (stopped) {
			await next.end().catch(() => {})
			return
		}
		retryMs = firstRetryMs
		// Whatever changed while no one was listening.
		drop()
		markReady()
	}

	void connect()
	return {
		ready,
		stop: async () => {
			stopped = true
			if (timer) clearTimeout(timer)
			await client?.end().catch(() => {})
		},
	}
}
