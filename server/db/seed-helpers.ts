/** The pieces every seed module writes its upserts with. */
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * `set` and `setWhere` of an upsert that takes the listed columns from the proposed row, and
 * only when one of them differs, so an unchanged catalogue leaves its rows (and `updated_at`) alone.
 */
export function updateChanged<Table extends PgTable>(
	table: Table,
	keys: ReadonlyArray<keyof Table['$inferInsert'] & string>,
	alsoSet: Record<string, SQL> = {},
) {
	const columns = getTableColumns(table) as Record<string, PgColumn>
	const column = (key: string) => {
		const found = columns[key]
		if (!found) throw new Error(`No column ${key} in the table being seeded`)
		return found
	}
	const proposed = (key: string) => sql`excluded.${sql.identifier(column(key).name)}`
	return {
		set: { ...Object.fromEntries(keys.map((key) => [key, proposed(key)])), ...alsoSet } as Partial<Table['$inferInsert']>,
		setWhere: sql`(${sql.join(
			keys.map((key) => sql`${column(key)}`),
			sql`, `,
		)}) is distinct from (${sql.join(keys.map(proposed), sql`, `)})`,
	}
}

/** Ids of the rows whose natural key (slug, code, diet) is among `keys`, by key. */
export async function idsBy(tx: Transaction, table: PgTable, keyColumn: PgColumn, idColumn: PgColumn, keys: readonly string[]) {
	const rows = (await tx
		.select({ key: keyColumn, id: idColumn })
		.from(table)
		.where(inArray(keyColumn, [...keys]))) as Array<{ key: string; id: number }>
	const ids = new Map(rows.map((row) => [row.key, row.id]))
	for (const key of keys) if (!ids.has(key)) throw new Error(`Seeding ${key} left no row`)
	return ids
}
