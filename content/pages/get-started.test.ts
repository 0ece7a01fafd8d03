import { expect, test } from 'vitest'
import { SAMPLE_MENUS } from '../sample-menus/index.ts'
import { FUNNEL_GOALS, GET_STARTED, GET_STARTED_RU, RUSSIAN_VERSION_LINK } from './get-started.ts'
import { localeContentProblems } from './locale-shape.ts'

test.each([
	['/get-started/', GET_STARTED],
	['/get-started/ru/', GET_STARTED_RU],
])('%s: the three languages have the same sections and lists, and no empty or stand-in texts', (_, content) => {
	expect(localeContentProblems(content)).toEqual([])
})

test.each([
	['/get-started/', GET_STARTED],
	['/get-started/ru/', GET_STARTED_RU],
])('%s: three steps, every goal once, prices only as {{price}}', (_, content) => {
	for (const copy of Object.values(content)) {
		expect(copy.steps.items).toHaveLength(3)
		expect(copy.goals.items.map((goal) => goal.id)).toEqual([...FUNNEL_GOALS])
		expect(copy.hero.priceFrom).toContain('{{price}}')
		expect(copy.support.call).toContain('{{phone}}')
	}
	expect(JSON.stringify(content)).not.toMatch(/AED|د\.إ/)
})

test('the Russian-speakers’ funnel says so in every language, and links to the Russian page in Russian', () => {
	expect(GET_STARTED_RU.en.hero.points.join(' ')).toMatch(/Russian/)
	expect(GET_STARTED_RU['ar-ae'].hero.points.join(' ')).toMatch(/الروسية/)
	expect(GET_STARTED_RU['ru-ae'].hero.points.join(' ')).toMatch(/русском/)
	expect(RUSSIAN_VERSION_LINK).toMatch(/^[\u0400-\u04FF\s]+$/)
})

test('the familiar dishes it promises are on the menus it names', () => {
	const dishes = (diet: string) => SAMPLE_MENUS.find((menu) => menu.diet === diet)?.days.flatMap((day) => day.dishes.map((dish) => dish.name['ru-ae'])) ?? []
	expect(dishes('vegetarian').some((name) => /сырники/i.test(name))).toBe(true)
	expect(dishes('glutenFree').some((name) => /греч/i.test(name))).toBe(true)
	expect(GET_STARTED_RU['ru-ae'].trust.items.map((item) => item.text).join(' ')).toMatch(/Сырники.*вегетарианском.*гречки.*безглютеновом/)
})
