import { and, count, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { PLAN_SEEDS } from '../../../content/plans.ts'
import { SAMPLE_MENUS } from '../../../content/sample-menus/index.ts'
import { dishNutrition, dishTranslations, dishes, weeklyMenuItems, weeklyMenus } from '../../../server/db/schema-menus.ts'
import { plans } from '../../../server/db/schema.ts'
import { seedDatabase } from '../../../server/db/seed.ts'
import { FIRST_MENU_WEEK, menuCatalogueSeed } from '../../../server/db/seed-menus.ts'
import { createTestDatabase } from '../support/database.ts'

const { db } = await createTestDatabase()
const expected = menuCatalogueSeed(SAMPLE_MENUS, PLAN_SEEDS)

/** Every row of the catalogue's tables, as text: equal before and after means nothing was written. */
async function catalogueRows() {
	const { rows } = await db.execute<{ tables: string }>(sql`
		select concat_ws('|',
			(select string_agg(d::text, ',' order by d.id) from dishes d),
			(select string_agg(t::text, ',' order by t.dish_id, t.locale) from dish_translations t),
			(select string_agg(n::text, ',' order by n.dish_id, n.size) from dish_nutrition n),
			(select string_agg(m::text, ',' order by m.id) from weekly_menus m),
			(select string_agg(i::text, ',' order by i.menu_id, i.weekday, i.meal, i.course, i.dish_id) from weekly_menu_items i)
		) as tables`)
	return rows[0]!.tables
}

test('a new database gets every dish in three languages with both sizes, and a published first week per plan with a diet', async () => {
	const [dishCount] = await db.select({ value: count() }).from(dishes)
	const [translationCount] = await db.select({ value: count() }).from(dishTranslations)
	const [nutritionCount] = await db.select({ value: count() }).from(dishNutrition)
	expect(dishCount?.value).toBe(expected.dishes.length)
	expect(translationCount?.value).toBe(expected.dishes.length * 3)
	expect(nutritionCount?.value).toBe(expected.dishes.length * 2)

	const menus = await db
		.select({ slug: plans.slug, diet: plans.diet, weekStart: weeklyMenus.weekStart, status: weeklyMenus.status })
		.from(weeklyMenus)
		.innerJoin(plans, eq(plans.id, weeklyMenus.planId))
		.orderBy(plans.sortOrder)
	expect(menus).toEqual(
		PLAN_SEEDS.filter((plan) => plan.sampleMenu).map((plan) => ({ slug: plan.slug, diet: plan.sampleMenu, weekStart: FIRST_MENU_WEEK, status: 'published' })),
	)
	const [itemCount] = await db.select({ value: count() }).from(weeklyMenuItems)
	expect(itemCount?.value).toBe(expected.menus.reduce((sum, menu) => sum + menu.items.length, 0))
})

test('another start writes nothing', async () => {
	const before = await catalogueRows()
	await seedDatabase(db)
	expect(await catalogueRows()).toBe(before)
})

test('staff edits survive a restart: a renamed dish, new figures, a retired dish, a removed alternative', async () => {
	const [muesli] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.code, 'apple-and-berry-bircher-muesli'))
	await db.update(dishTranslations).set({ name: 'Bircher muesli, new recipe' }).where(and(eq(dishTranslations.dishId, muesli!.id), eq(dishTranslations.locale, 'en')))
	await db.update(dishNutrition).set({ kcal: 340 }).where(and(eq(dishNutrition.dishId, muesli!.id), eq(dishNutrition.size, 'regular')))
	await db.update(dishes).set({ status: 'retired' }).where(eq(dishes.code, 'korean-chicken-bibimbap'))
	const [alternative] = await db.select().from(weeklyMenuItems).where(eq(weeklyMenuItems.isDefault, false)).limit(1)
	await db
		.delete(weeklyMenuItems)
		.where(
			and(
				eq(weeklyMenuItems.menuId, alternative!.menuId),
				eq(weeklyMenuItems.weekday, alternative!.weekday),
				eq(weeklyMenuItems.meal, alternative!.meal),
				eq(weeklyMenuItems.course, alternative!.course),
				eq(weeklyMenuItems.dishId, alternative!.dishId),
			),
		)
	const edited = await catalogueRows()

	await seedDatabase(db)

	expect(await catalogueRows()).toBe(edited)
	const [name] = await db.select({ name: dishTranslations.name }).from(dishTranslations).where(and(eq(dishTranslations.dishId, muesli!.id), eq(dishTranslations.locale, 'en')))
	expect(name?.name).toBe('Bircher muesli, new recipe')
})

test('two instances starting together on an empty catalogue write it once', async () => {
	await db.delete(weeklyMenus)
	await db.delete(dishes)
	await Promise.all([seedDatabase(db), seedDatabase(db)])
	const [dishCount] = await db.select({ value: count() }).from(dishes)
	const [menuCount] = await db.select({ value: count() }).from(weeklyMenus)
	expect(dishCount?.value).toBe(expected.dishes.length)
	expect(menuCount?.value).toBe(expected.menus.length)
})
