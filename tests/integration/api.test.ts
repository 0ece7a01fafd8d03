import { describe, expect, test } from 'vitest'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)

describe('/client/api/v1', () => {
	test('lists the enabled locales', async () => {
		const response = await request('/client/api/v1/locales')
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
		const body = (await response.json()) as { data: Array<{ code: string; dir: string }> }
		expect(body.data.map((locale) => [locale.code, locale.dir])).toEqual([
			['en', 'ltr'],
			['ar-ae', 'rtl'],
			['ru-ae', 'ltr'],
		])
	})

	test('sends the locales as serialised once, never compressed nor read back by the compression middleware', async () => {
		const first = await request('/client/api/v1/locales', { headers: { 'Accept-Encoding': 'zstd, br, gzip' } })
		const second = await request('/client/api/v1/locales', { headers: { 'Accept-Encoding': 'zstd, br, gzip' } })
		// no-transform is what keeps the middleware from reading the body (server/http/compression.ts).
		expect(first.headers.get('Cache-Control')).toBe('public, max-age=300, no-transform')
		expect(first.headers.get('Content-Encoding')).toBeNull()
		const bytes = new Uint8Array(await first.arrayBuffer())
		expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes)
		expect(JSON.parse(new TextDecoder().decode(bytes)).data[1]).toEqual({ code: 'ar-ae', language: 'ar-AE', shortName: 'AR', longName: 'العربية', dir: 'rtl', prefix: 'ar-ae' })
	})

	test('serves its OpenAPI document, which describes every route it has', async () => {
		const response = await request('/client/api/v1/openapi.json')
		expect(response.status).toBe(200)
		const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
		expect(document.openapi).toBe('3.1.0')
		expect(Object.keys(document.paths)).toEqual(['/locales', '/plans', '/plans/{slug}', '/plans/{slug}/sample-menu', '/addons', '/cities', '/cities/{id}/areas', '/price', '/orders', '/orders/{id}/payments', '/payments/apple-pay/session', '/subscriptions', '/subscriptions/{id}', '/subscriptions/{id}/freeze', '/subscriptions/{id}/unfreeze', '/deliveries/{id}', '/subscriptions/{id}/renewals', '/subscriptions/{id}/cancellation', '/register', '/login', '/logout', '/session', '/password-reset', '/password-reset/verify', '/password', '/logout-everywhere', '/account/delete', '/profile', '/addresses', '/addresses/{id}', '/addresses/{id}/default', '/delivery-preferences', '/saved-cards', '/saved-cards/{id}', '/orders/{id}', '/contact', '/leads'])
	})

	test.each([
		['', 'This address does not exist in the API.'],
		['?locale=ar-ae', 'هذا العنوان غير موجود في واجهة برمجة التطبيقات.'],
		['?locale=fr', 'This address does not exist in the API.'],
	])('an unknown endpoint is a JSON 404 in the requested language (%s)', async (query, message) => {
		const response = await request(`/client/api/v1/no-such-thing${query}`)
		expect(response.status).toBe(404)
		expect(await response.json()).toEqual({ error: { code: 'not_found', message } })
	})

	test('a Russian 404 is in Russian', async () => {
		const response = await request('/client/api/v2/anything?locale=ru-ae')
		const body = (await response.json()) as { error: { message: string } }
		expect(response.status).toBe(404)
		expect(body.error.message).toMatch(/[а-я]/)
	})

	test('wrong methods on API routes are JSON errors, not pages', async () => {
		const response = await request('/client/api/v1/locales', { method: 'DELETE' })
		expect(response.status).toBe(404)
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
	})
})

describe('request ids and headers', () => {
	test('a valid incoming request id is kept, otherwise one is made', async () => {
		const kept = await request('/healthz', { headers: { 'X-Request-Id': 'req-12345678' } })
		expect(kept.headers.get('X-Request-Id')).toBe('req-12345678')
		const replaced = await request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces\n' } })
		expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
	})

	test('API responses carry the security headers and a locked-down CSP', async () => {
		const response = await request('/client/api/v1/locales')
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
		expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
		expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=')
		expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'")
	})

	test('JSON is compressed when the client accepts it', async () => {
		const response = await request('/client/api/v1/openapi.json', { headers: { 'Accept-Encoding': 'gzip, br' } })
		expect(response.headers.get('Content-Encoding')).toBe('br')
		expect(response.headers.get('Vary')).toContain('Accept-Encoding')
	})
})
