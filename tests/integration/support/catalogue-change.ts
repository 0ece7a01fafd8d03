/**
 * A test's direct write to catalogue data (plans, discount codes, closed days, menus) made as the
 * console makes its changes, through `changeCatalogue`: in one transaction that also sends the
 * catalogue NOTIFY, so every listening instance drops its catalogue caches once it commits, and this
 * instance drops its own. The pages keep that data (server/cache/catalogue-caches.ts); a bare write
 * shows only after 30 s.
 */
import { changeCatalogue as changeAndAnnounce } from '../../../server/catalogue/catalogue-change.ts'
import type { Database, Transaction } from '../../../server/db/client.ts'

export function changeCatalogue<Result>(db: Database, write: (tx: Transaction) => Promise<Result>): Promise<Result> {
	return changeAndAnnounce(db, async (tx, announce) => {
		const written = await write(tx)
		await announce()
		return written
	})
}
