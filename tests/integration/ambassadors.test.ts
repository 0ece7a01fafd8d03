/**
 * Ambassadors on the real migrated and seeded database: the seed writes content/ambassadors.ts
 * with their welcome discount's id, the lookup ignores case and skips switched-off ambassadors,
 * and the page's loader answers what it cannot find with a 404.
 */
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { loader as ambassadorLoader } from '../../app/routes/ambassador-sign-up.tsx'
import { AMBASSADOR_SEEDS } from '../../content/ambassadors.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { findActiveAmbassador } from '../../server/db/queries/ambassadors.ts'
import { ambassadors } from '../../server/db/schema.ts'
import { seedDatabase } from '../../server/db/seed.ts'
import { createTestDatabase } from './support/database.ts'
import { loaderArgs as pageLoaderArgs } from './support/loader-args.ts'

const { db } = await createTestDatabase()
const [SARA, OMAR] = AMBASSADOR_SEEDS as [(typeof AMBASSADOR_SEEDS)[number], (typeof AMBASSADOR_SEEDS)[number]]

/** The loader's arguments for the page of `name`. */
const loaderArgs = (locale: LocaleCode, name: string) => pageLoaderArgs(db, locale, `/ambassador-sign-up/${name}/`, { name })

test('every seeded ambassador is there, with the welcome discount named in the content', async () => {
	for (const seed of AMBASSADOR_SEEDS) {
		const found = await findActiveAmbassador(db, seed.handle)
		expect(found).toMatchObject({ handle: seed.handle, displayName: seed.displayName, referralCode: seed.referralCode })
		expect(found?.welcomeDiscount?.code ?? null).toBe(seed.welcomeDiscountCode)
	}
	expect(await findActiveAmbassador(db, SARA.handle)).toMatchObject({
		welcomeDiscount: { code: 'WELCOME15', discountType: 'percentage', value: 15, maxUsesPerCustomer: 1, isActive: true },
	})
})

test('the handle is compared without regard to case', async () => {
	const found = await findActiveAmbassador(db, SARA.handle.toUpperCase())
	expect(found?.handle).toBe(SARA.handle)
	const data = await ambassadorLoader(loaderArgs('ar-ae', 'Sara.K'))
	expect(data.referralCode).toBe(SARA.referralCode)
	expect(data.heading).toContain(SARA.displayName)
})

test('unknown and malformed handles find nobody, and the page is a 404', async () => {
	expect(await findActiveAmbassador(db, 'no-such-ambassador')).toBeNull()
	expect(await findActiveAmbassador(db, '-x-')).toBeNull()
	await expect(ambassadorLoader(loaderArgs('en', 'no-such-ambassador'))).rejects.toMatchObject({ init: { status: 404 } })
	await expect(ambassadorLoader(loaderArgs('ru-ae', '-x-'))).rejects.toMatchObject({ init: { status: 404 } })
})

test('a switched-off ambassador’s page is a 404 at once', async () => {
	await db.update(ambassadors).set({ isActive: false }).where(eq(ambassadors.handle, OMAR.handle))
	expect(await findActiveAmbassador(db, OMAR.handle)).toBeNull()
	await expect(ambassadorLoader(loaderArgs('en', OMAR.handle))).rejects.toMatchObject({
		init: { status: 404 },
		data: { message: `Page Not Found: /ambassador-sign-up/${OMAR.handle}/` },
	})
	// The next start's seed leaves what staff decided alone (content/ seeds an empty table once).
	await seedDatabase(db)
	expect(await findActiveAmbassador(db, OMAR.handle)).toBeNull()
})

test('seeding again leaves unchanged ambassadors alone', async () => {
	const before = await db.select({ handle: ambassadors.handle, updatedAt: ambassadors.updatedAt }).from(ambassadors)
	await seedDatabase(db)
	const after = await db.select({ handle: ambassadors.handle, updatedAt: ambassadors.updatedAt }).from(ambassadors)
	expect(after).toEqual(expect.arrayContaining(before))
	expect(after).toHaveLength(AMBASSADOR_SEEDS.length)
})

test('the table refuses a handle in capitals and a malformed referral code', async () => {
	await expect(db.insert(ambassadors).values({ handle: 'Sara.X', displayName: 'Sara X', referralCode: 'SARAX' })).rejects.toThrow()
	await expect(db.insert(ambassadors).values({ handle: 'sara.x', displayName: 'Sara X', referralCode: 'sara x' })).rejects.toThrow()
})
