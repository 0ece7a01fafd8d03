/**
 * Backup and restore (issue 21, item 7; server/db/backup.ts): a backup of a small database,
 * restored into another that holds other data, gives back every row of every table exactly
 * (microsecond timestamps, JSON, text with quotes, backslashes and line breaks, nulls) and the
 * sequences where they were; a damaged or incomplete file, another release's database or a
 * database still in use is refused, and then nothing changes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync, gunzipSync } from 'node:zlib'
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'
import { BackupError, backupDatabase, restoreDatabase } from '../../server/db/backup.ts'
import { contactMessages } from '../../server/db/schema.ts'
import { createTestDatabase } from './support/database.ts'
import { insertTestOrder } from './support/payment-service.ts'

const folder = mkdtempSync(join(tmpdir(), 'kcal-backup-'))
const source = await createTestDatabase()
const target = await createTestDatabase()

/** Every row of every public table as PostgreSQL writes it, and every sequence's position. */
async function snapshot(url: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name)
		const content: Record<string, string[]> = {}
		for (const table of tables) content[table] = (await client.query<{ row: string }>(`select t::text as row from "${table}" as t`)).rows.map((row) => row.row).sort()
		const sequences = (await client.query(`select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`)).rows
		return { content, sequences }
	} finally {
		await client.end()
	}
}

/** One connection of its own, as the npm scripts open. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}

const backupFile = join(folder, 'kcal.backup')

beforeAll(async () => {
	const order = await insertTestOrder(source.db, { firstName: 'Ла́йла "Q" \\ O\'Neil', allergyNotes: 'line one\nline two\ttabbed' })
	await source.db.insert(contactMessages).values({ name: 'عائشة', email: 'a@example.com', phone: null, topic: 'other', message: 'JSON {"x": [1, 2]} and \\N and ,()', locale: 'ar-ae', consent: true })
	await source.pool.query(`update orders set created_at = '2026-11-27 10:11:12.345678+00' where id = $1`, [order.id])
	// Data the restore must replace, and a sequence moved past the source's.
	for (let i = 0; i < 3; i += 1) await insertTestOrder(target.db, { firstName: `Other ${i}` })
})

describe('db:backup and db:restore', () => {
	test('a restore gives back every row of every table and the sequences, replacing what was there', async () => {
		const before = await snapshot(source.url)
		const made = await withClient(source.url, (client) => backupDatabase(client, backupFile))
		expect(made.tables).toBe(Object.keys(before.content).length)
		expect(made.rows).toBe(Object.values(before.content).reduce((sum, rows) => sum + rows.length, 0))
		expect(made.rows).toBeGreaterThan(100)

		await target.pool.end()
		const restored = await withClient(target.url, (client) => restoreDatabase(client, backupFile))
		expect(restored.rows).toBe(made.rows)
		const after = await snapshot(target.url)
		expect(after.content).toEqual(before.content)
		expect(after.sequences).toEqual(before.sequences)
		expect(after.content.orders!.some((row) => row.includes('2026-11-27 10:11:12.345678+00'))).toBe(true)

		// The next order continues after the backup's last, as it would have in the source.
		const next = await withClient(target.url, async (client) => (await client.query<{ id: number }>(`select nextval('orders_id_seq')::int as id`)).rows[0]!.id)
		const last = await withClient(source.url, async (client) => (await client.query<{ id: number }>('select max(id)::int as id from orders')).rows[0]!.id)
		expect(next).toBe(last + 1)
	})

	test('a database someone else is connected to is refused (stop the server first), and keeps its data', async () => {
		const blocker = new pg.Client({ connectionString: target.url })
		await blocker.connect()
		try {
			const before = await snapshot(target.url)
			await expect(withClient(target.url, (client) => restoreDatabase(client, backupFile))).rejects.toThrow(/other connection\(s\) to this database: stop every server instance/)
			expect(await snapshot(target.url)).toEqual(before)
		} finally {
			await blocker.end()
		}
	})

	test('an incomplete or damaged file is refused and nothing changes', async () => {
		const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n')
		const cut = join(folder, 'cut.backup')
		writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')))
		const truncatedGzip = join(folder, 'truncated-gzip.backup')
		const whole = readFileSync(backupFile)
		writeFileSync(truncatedGzip, whole.subarray(0, Math.floor(whole.length / 2)))
		const notABackup = join(folder, 'other.backup')
		writeFileSync(notABackup, gzipSync('{"hello": "world"}\n'))

		const before = await snapshot(target.url)
		await expect(withClient(target.url, (client) => restoreDatabase(client, cut))).rejects.toThrow(/ends early|damaged/)
		await expect(withClient(target.url, (client) => restoreDatabase(client, truncatedGzip))).rejects.toThrow()
		await expect(withClient(target.url, (client) => restoreDatabase(client, notABackup))).rejects.toBeInstanceOf(BackupError)
		expect(await snapshot(target.url)).toEqual(before)
	})

	test("another release's database (other migrations) is refused", async () => {
		const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n')
		const header = JSON.parse(lines[0]!) as { migrations: string[] }
		const older = join(folder, 'older.backup')
		writeFileSync(older, gzipSync([JSON.stringify({ ...header, migrations: header.migrations.slice(0, -1) }), ...lines.slice(1)].join('\n')))
		await expect(withClient(target.url, (client) => restoreDatabase(client, older))).rejects.toThrow(/restore with the release that made the backup/)
	})
})
