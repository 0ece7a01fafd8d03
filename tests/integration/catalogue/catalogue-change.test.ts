/**
 * `changeCatalogue` (server/catalogue/catalogue-change.ts), which every catalogue change in the
 * console goes through: a change that announces itself is heard by every listening instance once
 * it commits and drops this instance's catalogue caches; one that announces nothing, or rolls back,
 * is heard by no one and drops nothing.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { catalogueGeneration } from '../../../server/cache/catalogue-caches.ts'
import { CATALOGUE_CHANNEL, changeCatalogue } from '../../../server/catalogue/catalogue-change.ts'
import { createTestDatabase } from '../support/database.ts'

const { db, url } = await createTestDatabase()
const listener = new pg.Client({ connectionString: url })
const heard: string[] = []

beforeAll(async () => {
	await listener.connect()
	listener.on('notification', (message) => heard.push(message.channel))
	await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`)
})
afterAll(() => listener.end())

test('an announced change is heard once after its commit, however often it announces, and drops this instance’s caches', async () => {
	const heardBefore = heard.length
	const generation = catalogueGeneration(db)
	const result = await changeCatalogue(db, async (tx, announce) => {
		await announce()
		await announce()
		// Not yet: the notification waits for the commit, and so does the drop.
		expect(catalogueGeneration(db)).toBe(generation)
		return (await tx.execute<{ one: number }>('select 1 as one')).rows[0]?.one
	})
	expect(result).toBe(1)
	expect(catalogueGeneration(db)).toBe(generation + 1)
	await expect.poll(() => heard.length).toBe(heardBefore + 1)
})

test('a change that announces nothing, or rolls back after announcing, is heard by no one and drops nothing', async () => {
	const generation = catalogueGeneration(db)
	const heardBefore = heard.length
	expect(await changeCatalogue(db, async () => 'slug-taken')).toBe('slug-taken')
	await expect(
		changeCatalogue(db, async (_tx, announce) => {
			await announce()
			throw new Error('refused after the announcement')
		}),
	).rejects.toThrow('refused after the announcement')
	expect(catalogueGeneration(db)).toBe(generation)
	// An announced change after both: the only one heard.
	await changeCatalogue(db, async (_tx, announce) => announce())
	await expect.poll(() => heard.length).toBe(heardBefore + 1)
	expect(catalogueGeneration(db)).toBe(generation + 1)
})
