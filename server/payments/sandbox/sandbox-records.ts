/**
 * Where the payment sandbox keeps what a gateway remembers (tokens, payments, 3-D Secure
 * sessions): the payment_sandbox_records table, so a payment started before a restart, or on
 * another instance, is still known to the status checks that reconcile it. Each record expires;
 * an expired one counts as gone and is deleted now and then.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { paymentSandboxRecords } from '../../db/schema.ts'

export type SandboxRecords = {
	/** The record under `key`, unless it has expired. */
	get<T>(key: string): Promise<T | undefined>
	/** Stores a new record; false (and nothing stored) when an unexpired one has the key already. */
	add(key: string, value: unknown, expiresAt: Date): Promise<boolean>
	put(key: string, value: unknown, expiresAt: Date): Promise<void>
	/** Removes the record and returns it: of callers taking the same key at once, one gets it. */
	take<T>(key: string): Promise<T | undefined>
	/**
	 * Changes a record with no other change in between: `edit` gets its latest value and returns
	 * the new value with its expiry, or undefined to leave it. Undefined if there is no record.
	 */
	update<T>(key: string, edit: (value: T) => { value: T; expiresAt: Date } | undefined): Promise<{ value: T; changed: boolean } | undefined>
}

// Deleting expired rows on a write now and then keeps the table to about a day of payments.
const PURGE_EVERY_MS = 10 * 60_000

export function createSandboxRecords(db: Database, now: () => Date): SandboxRecords {
	const table = paymentSandboxRecords
	let lastPurge = 0
	const live = (key: string) => and(eq(table.key, key), gt(table.expiresAt, now()))

	async function purgeNowAndThen() {
		const at = now()
		if (at.getTime() - lastPurge < PURGE_EVERY_MS) return
		lastPurge = at.getTime()
		await db.delete(table).where(lte(table.expiresAt, at))
	}

	return {
		async get<T>(key: string) {
			const [row] = await db.select({ value: table.value }).from(table).where(live(key)).limit(1)
			return row?.value as T | undefined
		},
		async add(key, value, expiresAt) {
			await purgeNowAndThen()
			// An expired record under the key is replaced; a live one is kept.
			const inserted = await db
				.insert(table)
				.values({ key, value, expiresAt })
				.onConflictDoUpdate({
					target: table.key,
					set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
					setWhere: lte(table.expiresAt, now()),
				})
				.returning({ key: table.key })
			return inserted.length > 0
		},
		async put(key, value, expiresAt) {
			await purgeNowAndThen()
			await db.insert(table).values({ key, value, expiresAt }).onConflictDoUpdate({ target: table.key, set: { value, expiresAt } })
		},
		async take<T>(key: string) {
			const [row] = await db.delete(table).where(live(key)).returning({ value: table.value })
			return row?.value as T | undefined
		},
		async update<T>(key: string, edit: (value: T) => { value: T; expiresAt: Date } | undefined) {
			return db.transaction(async (tx) => {
				const [row] = await tx.select({ value: table.value }).from(table).where(live(key)).for('update')
				if (!row) return undefined
				const next = edit(row.value as T)
				if (!next) return { value: row.value as T, changed: false }
				await tx.update(table).set({ value: next.value, expiresAt: next.expiresAt }).where(eq(table.key, key))
				return { value: next.value, changed: true }
			})
		},
	}
}
