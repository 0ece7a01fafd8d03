import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { setFinishedHeaders } from './finished-headers.ts'

const app = new Hono()
app.use(async (c, next) => {
	await next()
	setFinishedHeaders(c, (headers) => headers.set('X-Request-Id', 'abc'))
})
app.get('/made', () => new Response('made', { headers: { 'Content-Type': 'text/plain' } }))
app.get('/immutable', () => Response.redirect('https://kcal.example/faqs/', 301))

test('the headers are added to the response the handler made, and the body is untouched', async () => {
	const response = await app.request('/made')
	expect(response.headers.get('X-Request-Id')).toBe('abc')
	expect(response.headers.get('Content-Type')).toBe('text/plain')
	expect(await response.text()).toBe('made')
})

test('a response whose headers cannot change (Response.redirect) is copied once and gets them too', async () => {
	const response = await app.request('/immutable')
	expect(response.status).toBe(301)
	expect(response.headers.get('Location')).toBe('https://kcal.example/faqs/')
	expect(response.headers.get('X-Request-Id')).toBe('abc')
})
