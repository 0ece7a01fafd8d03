import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { SAMPLE_MENU } from './sample-menu.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(SAMPLE_MENU)).toEqual([])
})

test('names the seven days from Monday, as the sample menus number them', () => {
	expect(SAMPLE_MENU.en.days.map((day) => day.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
	expect(SAMPLE_MENU['ru-ae'].days[6]?.long).toBe('Воскресенье')
})
