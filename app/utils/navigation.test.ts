import { expect, test } from 'vitest'
import { isExternalUrl, navigationTarget } from './navigation.ts'

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

test.each([
	['/meal-plans/thank-you/?order=1#invoice', { kind: 'site', path: '/meal-plans/thank-you/?order=1#invoice' }],
	['https://kcal.example/ar-ae/faqs/', { kind: 'site', path: '/ar-ae/faqs/' }],
	['https://acs.bank.example/3ds?x=1', { kind: 'external', url: 'https://acs.bank.example/3ds?x=1' }],
	['//evil.example/', { kind: 'external', url: 'https://evil.example/' }],
	['javascript:alert(1)', { kind: 'refused' }],
	['data:text/html,<script>alert(1)</script>', { kind: 'refused' }],
	['mailto:care@kcal.example', { kind: 'refused' }],
])('navigationTarget(%s)', (target, expected) => {
	expect(navigationTarget(target, origin)).toEqual(expected)
})
