/**
 * How every change to catalogue data is made (plans and prices, places, closed days, discount codes,
 * ambassadors' codes, add-ons, dishes, weekly menus, photos): in one transaction that also runs
 * `pg_notify('catalogue_changed')`, which PostgreSQL delivers to every listening instance once, and
 * only if, it commits (change-listener.ts); this instance drops its own catalogue caches at once after
 * the commit.
 */
import { sql } from 'drizzle-orm'
import { dropCatalogueCaches } from '../cache/catalogue-caches.ts'
import type { Database, Transaction } from '../db/client.ts'

export const CATALOGUE_CHANNEL = 'catalogue_changed'

/** Called by a change once it has written something the public site shows. */
export type AnnounceCatalogueChange = () => Promise<void>

/**
 * Runs `change` in a transaction. A change that writes calls `announce()`; one that finds nothing
 * to do (an unknown code, a slug taken) does not, and then no instance drops anything.
 */
export async function changeCatalogue<Result>(db: Database, change: (tx: Transaction, announce: AnnounceCatalogueChange) => Promise<Result>): Promise<Result> {
	let announced = false
	const result = await db.transaction((tx) =>
		change(tx, async () => {
			if (announced) return
			announced = true
			await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)
		}),
	)
	// Committed: this instance at once; the others when the notification reaches them.
	if (announced) dropCatalogueCaches(db)
	return result
}
