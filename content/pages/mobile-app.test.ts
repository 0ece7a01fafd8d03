import { expect, test } from 'vitest'
import { ICON_NAMES } from '../../app/components/ui/icon-names.ts'
import { localeContentProblems } from './locale-shape.ts'
import { MOBILE_APP } from './mobile-app.ts'

test('the three languages have the same sections and lists, and no empty or stand-in texts', () => {
	expect(localeContentProblems(MOBILE_APP)).toEqual([])
})

test('every feature has a bundled icon', () => {
	for (const item of MOBILE_APP.en.features.items) expect(ICON_NAMES).toContain(item.icon)
})
