import { expect, test } from 'vitest'
import { isCrossSiteRequest } from './same-origin.ts'

const allowed = ['https://kcal.example']
const check = (headers: Record<string, string>) => isCrossSiteRequest(new Headers(headers), allowed)

test('Sec-Fetch-Site decides when the browser sends it', () => {
	expect(check({ 'Sec-Fetch-Site': 'same-origin' })).toBe(false)
	expect(check({ 'Sec-Fetch-Site': 'none' })).toBe(false)
	expect(check({ 'Sec-Fetch-Site': 'same-site' })).toBe(true)
	expect(check({ 'Sec-Fetch-Site': 'cross-site' })).toBe(true)
	// A forged-looking Origin does not override what the browser says about the request.
	expect(check({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://kcal.example' })).toBe(true)
})

test('otherwise Origin must be one of ours', () => {
	expect(check({ Origin: 'https://kcal.example' })).toBe(false)
	expect(check({ Origin: 'https://evil.example' })).toBe(true)
	expect(check({ Origin: 'null' })).toBe(true)
	expect(check({ Origin: 'https://kcal.example.evil.example' })).toBe(true)
})

test('requests from outside a browser (no Origin, no Sec-Fetch-Site) pass', () => {
	expect(check({})).toBe(false)
})
