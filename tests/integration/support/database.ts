import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { createDatabase } from '../../../server/db/client.ts'
import { TEMPLATE_DATABASE } from './template.ts'


/** A private copy of the migrated, seeded template database, dropped after the file's tests. */
export async function createTestDatabase() {
	const adminUrl = inject('adminDatabaseUrl')
	const name = `test_${randomBytes(6).toString('hex')}`
	const admin = createDatabase(adminUrl)
	await admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE}`)
	const database = createDatabase(adminUrl.replace(/\/postgres$/, `/${name}`))
	afterAll(async () => {
		await database.pool.end().catch(() => {})
		// end() resolves before its connections have said goodbye; one still closing when the drop
		// terminates it raises an uncaught error. Wait (briefly) until the server has let them go.
		for (let tries = 0; tries < 40; tries += 1) {
			const { rows } = await admin.pool.query('select count(*)::int as count from pg_stat_activity where datname = $1', [name])
			if (rows[0]?.count === 0) break
			await new Promise((resolve) => setTimeout(resolve, 25))
		}
		await admin.pool.query(`drop database if exists ${name} with (force)`)
		await admin.pool.end()
	})
	return { ...database, url: adminUrl.replace(/\/postgres$/, `/${name}`) }
}
