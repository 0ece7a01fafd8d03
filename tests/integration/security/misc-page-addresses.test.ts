/**
 * Issue 16 item 11: a page's address in another case (`/AR-AE/faqs/` served the English page,
 * `/FAQS/`, `/About-Us`) is moved permanently to the page's own spelling, query string as sent;
 * what names no page in any case, the API and files are left to their own answers.
 */
import { describe, expect, test } from 'vitest'
import { createTestDatabase } from '../support/database.ts'
import { BROWSER_UA, createTestApp } from '../support/http.ts'

const { db } = await createTestDatabase()
const request = createTestApp(db)
const visit = (path: string, method = 'GET') => request(path, { method, headers: { 'User-Agent': BROWSER_UA, 'Sec-Fetch-Site': 'same-origin' } })

describe('a page’s address in another case', () => {
	test('is moved (301) in one hop to the page’s own spelling, the query string kept as sent', async () => {
		for (const [path, location] of [
			['/AR-AE/faqs/', '/ar-ae/faqs/'],
			['/FAQS/', '/faqs/'],
			['/About-Us', '/about-us/'],
			['/Ru-Ae/Meal-Plans/Customise-Meal-Plan/?plan=Vegan&code=SaVe10', '/ru-ae/meal-plans/customise-meal-plan/?plan=Vegan&code=SaVe10'],
			['/dashboard/PAYMENT/?token=AbC.dEf', '/dashboard/payment/?token=AbC.dEf'],
		] as const) {
			const response = await visit(path)
			expect(response.status, path).toBe(301)
			expect(response.headers.get('Location'), path).toBe(location)
		}
		expect((await visit('/FAQS/', 'HEAD')).status).toBe(301)
	})

	test('the page’s own spelling is served; what names no page, the API and a file in another case are not moved', async () => {
		expect((await visit('/ar-ae/faqs/')).status).toBe(200)
		for (const path of ['/NOPE/', '/Client/Api/v1/locales', '/Favicon.ICO']) {
			const response = await visit(path)
			expect(response.status, path).not.toBe(301)
		}
		expect((await visit('/client/api/v1/LOCALES')).status).toBe(404)
	})
})
