/**
 * The plan page, the plan lists and the sample menus rendered on every request (no page cache in
 * front) read their data from the catalogue caches: once warm, a render sends PostgreSQL nothing.
 * Each cache is dropped on every instance by the catalogue NOTIFY of the console's change: a second
 * instance (its own pool and cache entries, its own LISTEN) shows the change within moments, not
 * after the caches' 30 s.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as campaignLoader } from '../../../app/routes/campaign.tsx'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import { loader as planCollectionLoader } from '../../../app/routes/plan-collection.tsx'
import { loader as sampleMenuLoader } from '../../../app/routes/sample-menu.tsx'
import { planStartTerms } from '../../../app/utils/schedule-terms.server.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { schedulePrices } from '../../../server/console/catalogue/catalogue-data.ts'
import { setDiscountCodeActive } from '../../../server/console/catalogue/discount-codes-data.ts'
import { addClosedDay } from '../../../server/console/catalogue/places-data.ts'
import type { SignedInStaff } from '../../../server/console/staff-sessions.ts'
import type { Database } from '../../../server/db/client.ts'
import { createFolderMediaStore } from '../../../server/media/media-store.ts'
import { createPhotoService } from '../../../server/media/photo-service.ts'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'
import { otherInstance } from '../support/other-instance.ts'
import { invitedStaff } from '../support/staff.ts'

/**
 * Records the statements sent while `render` runs, by text. Installed on pg.Client's prototype
 * before the file's pools connect: each pooled connection binds its `query` when it connects
 * (server/db/client.ts), so a spy set later would not see it.
 */
let recording: string[] | null = null
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
	const [config] = args as [string | { text?: string }]
	recording?.push(typeof config === 'string' ? config : (config.text ?? ''))
	return query.apply(this, args)
} as typeof pg.Client.prototype.query
afterAll(() => {
	pg.Client.prototype.query = query as typeof pg.Client.prototype.query
})

async function statementsOf(render: () => Promise<unknown>): Promise<string[]> {
	recording = []
	try {
		await render()
		return recording
	} finally {
		recording = null
	}
}

const { db, url } = await createTestDatabase()
const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())

const args = (database: Database, locale: LocaleCode, path: string, params: Record<string, string> = {}) => loaderArgs(database, locale, path, params)
const planPage = (database: Database, slug: string, locale: LocaleCode = 'en') => mealPlanLoader(args(database, locale, `/meal-plans/${slug}/`, { '*': `${slug}/` }))
const plansPage = (database: Database, locale: LocaleCode = 'en') => planCollectionLoader(args(database, locale, '/meal-plans/'))

async function staff(): Promise<SignedInStaff> {
	const member = await invitedStaff(db, 'owner')
	return { id: member.id, email: member.email, name: 'Test owner', role: 'owner', locale: 'en', sessionId: 'test' }
}

describe('an uncached render, once the caches are warm', () => {
	test.each([
		['a plan page', (locale: LocaleCode) => planPage(db, 'international', locale)],
		['the plans list with its current offers', (locale: LocaleCode) => plansPage(db, locale)],
		['a collection', (locale: LocaleCode) => planCollectionLoader(args(db, locale, '/meal-plans/popular-meal-plans/'))],
		['a sample menu', (locale: LocaleCode) => sampleMenuLoader(args(db, locale, '/meal-plans/success-international-sample-menu/'))],
		['a campaign page', (locale: LocaleCode) => campaignLoader(args(db, locale, '/campaign/kmp_2499/'))],
	])('%s sends no statement', async (_page, render) => {
		for (const locale of ['en', 'ar-ae'] as const) {
			await render(locale)
			expect(await statementsOf(() => render(locale))).toEqual([])
		}
	})
})

describe('a console change reaches the pages of every instance', () => {
	test('a price change: the plan page and the plans list of the other instance show the new price', async () => {
		const before = await planPage(other.db, 'international')
		const regular = before.plan.variants.find((variant) => variant.size === 'regular')!
		const row = regular.prices.find((price) => price.daysPerWeek === 5 && price.weeks === 1)!
		const newPrice = row.pricePerDayFils - 1_000
		expect(await statementsOf(() => planPage(other.db, 'international'))).toEqual([])

		await schedulePrices(db, await staff(), regular.code, [{ daysPerWeek: 5, weeks: 1, pricePerDayFils: newPrice }], new Date(Date.now() - 1_000), new Date())

		await expect
			.poll(async () => (await planPage(other.db, 'international')).plan.variants[0]!.prices.find((price) => price.daysPerWeek === 5 && price.weeks === 1)?.pricePerDayFils, {
				timeout: 10_000,
			})
			.toBe(newPrice)
	})

	test('a campaign code switched off: it leaves the other instance’s current offers and its page ends', async () => {
		expect((await plansPage(other.db)).offers.map((offer) => offer.code)).toContain('KMP2499APP')
		await setDiscountCodeActive(db, await staff(), 'KMP2499APP', false, new Date())
		try {
			await expect.poll(async () => (await plansPage(other.db)).offers.map((offer) => offer.code), { timeout: 10_000 }).not.toContain('KMP2499APP')
			const page = (await campaignLoader(args(other.db, 'en', '/campaign/kmp_2499_app/'))) as { data: { campaign: { state: string } } }
			expect(page.data.campaign.state).toBe('unavailable')
		} finally {
			await setDiscountCodeActive(db, await staff(), 'KMP2499APP', true, new Date())
		}
		await expect.poll(async () => (await plansPage(other.db)).offers.map((offer) => offer.code), { timeout: 10_000 }).toContain('KMP2499APP')
	})

	test('a closed day: the other instance’s plan page starts around it', async () => {
		const now = new Date()
		const day = addDays(uaeClock(now).date, 20)
		const plan = await planPage(other.db, 'international')
		expect((await planStartTerms(other.db, plan.plan.id, now)).closedDates).not.toContain(day)
		expect(await addClosedDay(db, await staff(), { date: day, note: 'Test holiday' }, now)).toEqual({ kind: 'added' })
		await expect.poll(async () => (await planStartTerms(other.db, plan.plan.id, now)).closedDates, { timeout: 10_000 }).toContain(day)
	})

	test('a plan photo made ready: the other instance’s plan page shows it (the job sends the NOTIFY)', async () => {
		const plan = (await planPage(other.db, 'vegetarian', 'ar-ae')).plan
		expect((await planPage(other.db, 'vegetarian', 'ar-ae')).photo).toBeNull()
		const service = createPhotoService({ db, store: createFolderMediaStore(join(mkdtempSync(join(tmpdir(), 'kcal-plan-photo-')), 'media')) })
		const image = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 60 } } }).jpeg().toBuffer())
		const uploaded = await service.upload('command-line', { kind: 'plan', id: plan.id }, image, { en: 'A green bowl', ar: 'وعاء أخضر', ru: 'Зелёная миска' })
		if (uploaded.status !== 'uploaded') throw new Error(uploaded.problem)
		expect(await service.makeVariants(uploaded.photoId)).toBe('ready')
		await expect.poll(async () => (await planPage(other.db, 'vegetarian', 'ar-ae')).photo?.alt, { timeout: 10_000 }).toBe('وعاء أخضر')
	})
})
