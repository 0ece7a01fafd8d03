/**
 * Backups of the app's data (issue 21, item 7; `npm run db:backup`, `npm run db:restore`,
 * docs/operations.md "Back up"). The embedded PostgreSQL (18) ships no pg_dump, and a pg_dump
 * older than the server refuses to dump it (Debian 12's is 15), so the backup is made over an
 * ordinary connection: every table of the `public` schema and its sequences, read in one
 * repeatable-read snapshot, each row as PostgreSQL's own text of the row (exact for every type:
 * timestamps to the microsecond, numerics, JSON, arrays), gzip-compressed JSON lines.
 *
 * The schema is not in the file: it is the migrations'. A backup records the migrations applied
 * when it was made, and is restored into a database with exactly those (the same release);
 * starting a newer release afterwards migrates it as usual. The job queue's schema (`pgboss`) is
 * left out: it is rebuilt at start-up, schedules included, and work it held is found again by the
 * recurring jobs (the outbox's pending e-mails, payments left waiting).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { createGunzip, createGzip } from 'node:zlib'
import type pg from 'pg'

const FORMAT = 'kcal-backup'
const VERSION = 1
const BATCH_ROWS = 2_000

export type BackupSummary = { tables: number; rows: number; migrations: number }

type Header = { format: string; version: number; createdAt: string; server: string; migrations: string[] }
type Sequence = { name: string; lastValue: string | null }

export class BackupError extends Error {}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
	const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
	if (!exists.rows[0]?.present) return []
	const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id')
	return rows.map((row) => row.hash)
}

async function publicTables(client: pg.ClientBase): Promise<string[]> {
	const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
	return rows.map((row) => row.name)
}

/** Writes a backup of the database `client` is connected to into `file`. */
export async function backupDatabase(client: pg.ClientBase, file: string): Promise<BackupSummary> {
	let rows = 0
	await client.query('begin isolation level repeatable read read only')
	try {
		const server = (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
		const header: Header = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), server, migrations: await appliedMigrations(client) }
		const tables = await publicTables(client)
		const sequences = await client.query<{ name: string; lastValue: string | null }>(
			`select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`,
		)
		async function* lines() {
			yield `${JSON.stringify(header)}\n`
			for (const table of tables) {
				yield `${JSON.stringify({ table })}\n`
				// Pages in physical order: the snapshot keeps it stable, and no table is held in memory whole.
				let after = '(0,0)'
				for (;;) {
					const batch = await client.query<{ at: string; row: string }>(
						`select ctid::text as at, t::text as row from ${quoteIdent(table)} as t where ctid > $1::tid order by ctid limit ${BATCH_ROWS}`,
						[after],
					)
					for (const { row } of batch.rows) yield `${JSON.stringify(row)}\n`
					rows += batch.rows.length
					if (batch.rows.length < BATCH_ROWS) break
					after = batch.rows.at(-1)!.at
				}
			}
			yield `${JSON.stringify({ sequences: sequences.rows satisfies Sequence[] })}\n`
			yield `${JSON.stringify({ end: true, tables: tables.length, rows })}\n`
		}
		await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { mode: 0o600 }))
		await client.query('commit')
		return { tables: tables.length, rows, migrations: header.migrations.length }
	} catch (error) {
		await client.query('rollback').catch(() => {})
		throw error
	}
}

/**
 * Replaces every row of the database `client` is connected to with the backup's, in one
 * transaction (all or nothing). Refuses while anyone else is connected to the database (stop the
 * server first), and unless the database has exactly the backup's migrations.
 */
export async function restoreDatabase(client: pg.ClientBase, file: string): Promise<BackupSummary> {
	const others = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
	if ((others.rows[0]?.count ?? 0) > 0) {
		throw new BackupError(`${others.rows[0]!.count} other connection(s) to this database: stop every server instance (and anything else using it) before restoring`)
	}
	const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })
	const lines = input[Symbol.asyncIterator]()
	const next = async () => {
		const { value, done } = await lines.next()
		return done ? null : (JSON.parse(value) as unknown)
	}
	const header = (await next().catch(() => null)) as Header | null
	if (header?.format !== FORMAT || header.version !== VERSION) throw new BackupError(`${file} is not a backup made by npm run db:backup`)
	const migrations = await appliedMigrations(client)
	if (migrations.join() !== header.migrations.join()) {
		throw new BackupError(
			`The database has ${migrations.length} migrations applied and the backup was made with ${header.migrations.length}${migrations.length > 0 && header.migrations.length > 0 ? ' (other ones)' : ''}: restore with the release that made the backup (the same migrations), then start the newer release to migrate`,
		)
	}
	const tables = new Set(await publicTables(client))

	let rows = 0
	let restoredTables = 0
	await client.query('begin')
	try {
		// The backup is one consistent snapshot: foreign keys, triggers (the append-only ledgers')
		// and deferred checks need not be run again row by row, in whatever order the tables come.
		await client.query('set local session_replication_role = replica')
		if (tables.size > 0) await client.query(`truncate ${[...tables].map(quoteIdent).join(', ')} restart identity`)
		let table: string | null = null
		let batch: string[] = []
		const flush = async () => {
			if (!table || batch.length === 0) return
			await client.query(`insert into ${quoteIdent(table)} select (r::${quoteIdent(table)}).* from unnest($1::text[]) as r`, [batch])
			rows += batch.length
			batch = []
		}
		let ended = false
		for (let line = await next(); line !== null; line = await next()) {
			if (typeof line === 'string') {
				if (!table) throw new BackupError('A row before any table: the file is damaged')
				batch.push(line)
				if (batch.length >= BATCH_ROWS) await flush()
				continue
			}
			await flush()
			const entry = line as { table?: string; sequences?: Sequence[]; end?: boolean; rows?: number }
			if (entry.table !== undefined) {
				if (!tables.has(entry.table)) throw new BackupError(`The backup has a table ${entry.table} this database does not`)
				table = entry.table
				restoredTables += 1
			} else if (entry.sequences) {
				for (const sequence of entry.sequences) {
					// Never used: the next value is the first; otherwise the one after the backup's last.
					if (sequence.lastValue === null) await client.query('select setval($1::regclass, 1, false)', [quoteIdent(sequence.name)])
					else await client.query('select setval($1::regclass, $2::bigint, true)', [quoteIdent(sequence.name), sequence.lastValue])
				}
			} else if (entry.end) {
				if (entry.rows !== rows) throw new BackupError(`The backup says ${entry.rows} rows and ${rows} were read: the file is damaged`)
				ended = true
			}
		}
		if (!ended) throw new BackupError(`${file} ends early (no end marker): the file is incomplete, nothing was restored`)
		await client.query('commit')
	} catch (error) {
		await client.query('rollback').catch(() => {})
		throw error
	} finally {
		input.close()
	}
	return { tables: restoredTables, rows, migrations: migrations.length }
}
