import type { Context } from 'hono'
import { expect, test } from 'vitest'
import { isAcceptableAddress, requestUrl } from './request-url.ts'

const requestFor = (url: string) => ({ req: { url } }) as Context

test('an address is parsed once: every request for it reads the same URL', () => {
	const first = requestUrl(requestFor('http://localhost:3000/meal-plans/?utm_source=x'))
	expect(first.pathname).toBe('/meal-plans/')
	expect(first.searchParams.get('utm_source')).toBe('x')
	expect(requestUrl(requestFor(`http://localhost:3000/meal-plans/?utm_source=${'x'}`))).toBe(first)
	expect(requestUrl(requestFor('http://localhost:3000/meal-plans/?utm_source=y'))).not.toBe(first)
})

test('an address whose path is not percent-encoding or whose path or query holds text no field takes names nothing', () => {
	expect(isAcceptableAddress(requestFor('http://localhost:3000/ar-ae/faqs/?q=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'))).toBe(true)
	for (const bad of ['http://localhost:3000/%E0%A4%A/', 'http://localhost:3000/faqs/?code=%00WELCOME', 'http://localhost:3000/%00/', 'http://localhost:3000/?x=%1B%5B2J']) {
		expect(isAcceptableAddress(requestFor(bad)), bad).toBe(false)
		// Remembered, and the same answer again.
		expect(isAcceptableAddress(requestFor(bad)), bad).toBe(false)
	}
})
