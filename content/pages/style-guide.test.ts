import { expect, test } from 'vitest'
import { localeContentProblems } from './locale-shape.ts'
import { STYLE_GUIDE_TEXT } from './style-guide.ts'

test('the style guide says the same things in the three languages, with no empty texts', () => {
	expect(localeContentProblems(STYLE_GUIDE_TEXT)).toEqual([])
})
