import { expect, test } from 'vitest'
import { isExternalUrl } from './navigation.ts'

const origin = 'https://kcal.example'

test.each([
	['/faqs/', false],
	['/ar-ae/meal-plans/', false],
	['https://kcal.example/contact/', false],
	['//evil.example/', true],
	['https://evil.example/', true],
	['javascript:alert(1)', true],
	['mailto:care@kcal.example', true],
	['http://kcal.example/', true],
])('isExternalUrl(%s) is %s', (target, expected) => {
	expect(isExternalUrl(target, origin)).toBe(expected)
})
