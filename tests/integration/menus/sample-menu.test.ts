/**
 * The sample-menu pages and API are views of the weekly menus (decision 012): a staff edit of a
 * dish or a newly published week shows there, a draft does not, and the old sample_menu_* tables
 * (kept for one deploy) are no longer read. Each test asks for a diet and language no earlier
 * test asked for: answers are cached for 30 seconds.
 */
import { and, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import type { PlanSummary } from '../../../server/db/queries/plans.ts'
import type { SampleMenu } from '../../../server/db/queries/sample-menus.ts'
import { dishTranslations, dishes, weeklyMenuItems, weeklyMenus } from '../../../server/db/schema-menus.ts'
import { plans } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)

async function getData<T>(path: string) {
	const response = await request(path)
	expect(response.status, path).toBe(200)
	return ((await response.json()) as { data: T }).data
}

const dishId = async (code: string) => (await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.code, code)))[0]!.id
const planId = async (slug: string) => (await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug)))[0]!.id
const today = uaeClock(new Date()).date
const thisMonday = addDays(today, 1 - menuWeekday(today))

test('a dish renamed by staff is renamed on the sample menu; the old sample-menu tables are not read', async () => {
	const bibimbap = await dishId('korean-chicken-bibimbap')
	await db.update(dishTranslations).set({ name: 'Bibimbap, new recipe' }).where(and(eq(dishTranslations.dishId, bibimbap), eq(dishTranslations.locale, 'en')))
	await db.execute(sql`update sample_menu_dish_translations set name = 'Stale copy' where locale = 'en'`)

	const menu = await getData<SampleMenu>('/client/api/v1/plans/international/sample-menu?locale=en')
	const names = menu.days.flatMap((day) => day.dishes.map((dish) => dish.name))
	expect(names).toContain('Bibimbap, new recipe')
	expect(names).not.toContain('Stale copy')
})

test('a week published from this Monday replaces the first one; a draft changes nothing', async () => {
	const arabic = await planId('arabic')
	const [week] = await db.insert(weeklyMenus).values({ planId: arabic, weekStart: thisMonday, status: 'published', publishedAt: new Date() }).returning({ id: weeklyMenus.id })
	const machboos = await dishId('chicken-machboos')
	await db.insert(weeklyMenuItems).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ menuId: week!.id, weekday, meal: 'lunch', dishId: machboos, isDefault: true })))
	const vegetarian = await planId('vegetarian')
	const [draft] = await db.insert(weeklyMenus).values({ planId: vegetarian, weekStart: thisMonday }).returning({ id: weeklyMenus.id })
	await db.insert(weeklyMenuItems).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ menuId: draft!.id, weekday, meal: 'lunch', dishId: machboos, isDefault: true })))

	const arabicMenu = await getData<SampleMenu>('/client/api/v1/plans/arabic/sample-menu?locale=ar-ae')
	expect(arabicMenu.days.map((day) => day.dishes.length)).toEqual([1, 1, 1, 1, 1, 1, 1])
	expect(arabicMenu.days[0]?.totals.kcal).toBe(480)
	const vegetarianMenu = await getData<SampleMenu>('/client/api/v1/plans/vegetarian/sample-menu?locale=ar-ae')
	expect(vegetarianMenu.days.every((day) => day.dishes.length === 4)).toBe(true)
})

test('a plan without a published week has no sample menu', async () => {
	await db.update(weeklyMenus).set({ status: 'draft', publishedAt: null }).where(eq(weeklyMenus.planId, await planId('pescatarian')))
	const plansList = await getData<PlanSummary[]>('/client/api/v1/plans?locale=ru-ae')
	expect(plansList.find((plan) => plan.slug === 'pescatarian')?.sampleMenuDiet).toBeNull()
	expect(plansList.find((plan) => plan.slug === 'international')?.sampleMenuDiet).toBe('international')
	const response = await request('/client/api/v1/plans/pescatarian/sample-menu?locale=ru-ae')
	expect(response.status).toBe(404)
})
