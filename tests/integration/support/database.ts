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
		await admin.pool.query(`drop database if exists ${name} with (force)`)
		await admin.pool.end()
	})
	return { ...database, url: adminUrl.replace(/\/postgres$/, `/${name}`) }
}
