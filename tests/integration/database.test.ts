import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { PLAN_SEEDS } from '../../content/plans.ts'
import { getCachedPlan, listActivePlans, listActivePlanSlugs } from '../../server/db/queries/plans.ts'
import { planTranslations, plans } from '../../server/db/schema.ts'
import { migrateDatabase } from '../../server/db/migrate.ts'
import { seedDatabase } from '../../server/db/seed.ts'
import { changeCatalogue } from './support/catalogue-change.ts'
import { createTestDatabase } from './support/database.ts'

const { db, pool } = await createTestDatabase()

test('migrating and seeding again changes nothing (every start does both)', async () => {
	await Promise.all([migrateDatabase(pool), migrateDatabase(pool)])
	await seedDatabase(db)
	await seedDatabase(db)
	const [planCount] = await db.select({ value: count() }).from(plans)
	const [translationCount] = await db.select({ value: count() }).from(planTranslations)
	expect(planCount?.value).toBe(PLAN_SEEDS.length)
	expect(translationCount?.value).toBe(PLAN_SEEDS.length * 3)
})

test('plans come back in the requested language', async () => {
	expect(await getCachedPlan(db, 'vegetarian', 'en')).toMatchObject({ name: 'Vegetarian', mealsPerDay: 4 })
	expect(await getCachedPlan(db, 'vegetarian', 'ar-ae')).toMatchObject({ name: 'نباتي' })
	expect(await getCachedPlan(db, 'vegetarian', 'ru-ae')).toMatchObject({ name: 'Вегетарианский' })
	expect(await getCachedPlan(db, 'no-such-plan', 'en')).toBeNull()
})

test('inactive plans disappear from pages and lists', async () => {
	await changeCatalogue(db, (tx) => tx.update(plans).set({ isActive: false }).where(eq(plans.slug, 'ramadan')))
	expect(await getCachedPlan(db, 'ramadan', 'en')).toBeNull()
	expect(await listActivePlanSlugs(db)).not.toContain('ramadan')
	expect((await listActivePlans(db, 'en')).map((plan) => plan.slug)).not.toContain('ramadan')
	await changeCatalogue(db, (tx) => tx.update(plans).set({ isActive: true }).where(eq(plans.slug, 'ramadan')))
})

test('the schema refuses malformed slugs', async () => {
	await expect(db.insert(plans).values({ slug: 'Bad Slug', mealsPerDay: 3 })).rejects.toThrow()
})

test('the plan list is read from the database once per cache period', async () => {
	// Every query takes a connection from the pool.
	const queries: string[] = []
	pool.on('acquire', () => queries.push('query'))
	await listActivePlans(db, 'ru-ae')
	await listActivePlans(db, 'ru-ae')
	await listActivePlans(db, 'ru-ae')
	expect(queries).toHaveLength(1)
})
