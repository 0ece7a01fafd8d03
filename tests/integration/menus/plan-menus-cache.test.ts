/**
 * The calendar's menus (publishedPlanMenus) are kept 30 s per plan, size and language on each
 * instance. Publishing a week announces a catalogue change, which drops them on every instance:
 * a customer sees the kitchen's new week at once, wherever their request lands.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
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
