/**
 * A test's direct write to catalogue data (plans, discount codes, closed days, menus) made as the
 * console makes its changes: in one transaction that also sends the catalogue NOTIFY, so every
 * listening instance drops its catalogue caches once it commits, and this instance drops its own.
 * The pages keep that data (server/cache/catalogue-caches.ts); a bare write shows only after 30 s.
 */
import { dropCatalogueCaches } from '../../../server/cache/catalogue-caches.ts'
import { announceCatalogueChange } from '../../../server/catalogue/change-listener.ts'
import type { Database, Transaction } from '../../../server/db/client.ts'

export async function changeCatalogue<Result>(db: Database, write: (tx: Transaction) => Promise<Result>): Promise<Result> {
	const result = await db.transaction(async (tx) => {
		const written = await write(tx)
		await announceCatalogueChange(tx)
		return written
	})
	dropCatalogueCaches(db)
	return result
}
