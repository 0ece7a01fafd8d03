/**
 * The calendar's menus (publishedPlanMenus) are kept 30 s per plan, size and language on each
 * instance. Publishing a week or editing a dish announces a catalogue change, which drops them on
 * every instance: a customer sees the kitchen's new week or words at once, wherever their request lands.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import type { DishInput } from '../../../domain/menu/dish-form.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import { readDish, updateDish } from '../../../server/console/menus/dish-store.ts'
import { publishWeek, startWeek } from '../../../server/console/menus/week-store.ts'
import { plans } from '../../../server/db/schema.ts'
import { publishedPlanMenus } from '../../../server/menus/menu-options.ts'
import { createTestDatabase } from '../support/database.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())

test('a week published on one instance is in another instance’s calendar menus at once, not after the 30 s', async () => {
	const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'international'))
	const now = new Date()
	const weeksOnOther = async () => (await publishedPlanMenus(other.db, plan!.id, 'regular', 'en')).weeks.map((week) => week.weekStart)
	const known = await weeksOnOther()

	let weekStart = addDays(uaeClock(now).date, 1)
	while (menuWeekday(weekStart) !== 1 || known.includes(weekStart)) weekStart = addDays(weekStart, 1)
	const started = await startWeek(db, 'command-line', plan!.id, weekStart, now)
	if (started.status !== 'started') throw new Error(`the week did not start: ${JSON.stringify(started)}`)
	expect(await publishWeek(db, 'command-line', started.id, now)).toBe('published')

	await expect.poll(weeksOnOther, { timeout: 10_000 }).toContain(weekStart)
})

test('a dish renamed on one instance is renamed in another instance’s calendar menus at once', async () => {
	const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'international'))
	const namesOnOther = async () => [...(await publishedPlanMenus(other.db, plan!.id, 'regular', 'en')).dishById.values()].map((dish) => dish.name)
	const [dishId] = (await publishedPlanMenus(other.db, plan!.id, 'regular', 'en')).dishById.keys()
	const dish = await readDish(db, dishId!)
	if (!dish || Object.values(dish.nutrition).includes(null)) throw new Error(`dish ${dishId} has no full figures`)
	const { code, meal, dietTags, allergens, texts, nutrition } = dish
	const renamed = `${texts.en.name} (new recipe)`
	// The record as the form would post it back, with a new English name: the database's strings are the form's values.
	const edited = { code, meal, dietTags, allergens, texts: { ...texts, en: { ...texts.en, name: renamed } }, nutrition } as DishInput
	const saved = await updateDish(db, 'command-line', dish.id, edited, new Date())
	expect(saved).toBe('saved')

	await expect.poll(namesOnOther, { timeout: 10_000 }).toContain(renamed)
})
