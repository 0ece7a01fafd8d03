/**
 * Attribution in a real browser (docs/attribution.md): the landing cookie with the headers
 * Chromium really sends (Sec-Fetch-Site, Referer), the overwrite rule, crawlers, and Meta's
 * `_fbc` / `_fbp` following the visitor's marketing consent.
 */
import type { BrowserContext } from '@playwright/test'
import { GOOGLEBOT_UA } from './support/agents.ts'
import { expect, test } from './support/fixtures.ts'

const cookieNamed = async (context: BrowserContext, name: string) => (await context.cookies()).find((cookie) => cookie.name === name)
const landingOf = async (context: BrowserContext) => {
	const cookie = await cookieNamed(context, 'kcal_attribution')
	return cookie ? new URLSearchParams(cookie.value) : null
}

test.describe('attribution', () => {
	test('a landing is kept; a page of ours, a direct visit and a payment provider’s return never replace it; another site does', async ({ page, context }) => {
		await page.goto('/faqs/?utm_source=newsletter&utm_medium=email&utm_campaign=ramadan25')
		const cookie = await cookieNamed(context, 'kcal_attribution')
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
		const days = (cookie!.expires - Date.now() / 1000) / 86_400
		expect(days).toBeGreaterThan(59.9)
		expect(days).toBeLessThanOrEqual(60)
		const landing = await landingOf(context)
		expect([landing?.get('s'), landing?.get('m'), landing?.get('c')]).toEqual(['newsletter', 'email', 'ramadan25'])
		const stored = cookie!.value

		// A link of ours, even one carrying UTM values, is a navigation inside the site.
		await page.evaluate(() => window.location.assign('/meal-plans/?utm_source=internal-banner'))
		await page.waitForURL('**/meal-plans/?utm_source=internal-banner')
		await page.goto('/meal-plans/', { referer: 'http://checkout.tabby.ai/' })
		await page.goto('/')
		expect((await cookieNamed(context, 'kcal_attribution'))?.value).toBe(stored)

		await page.goto('/faqs/', { referer: 'http://www.google.ae/' })
		const replaced = await landingOf(context)
		expect(replaced?.get('r')).toBe('http://www.google.ae/')
		expect(replaced?.get('s')).toBeNull()
	})

	test('a crawler gets no cookie', async ({ browser }) => {
		const crawler = await browser.newContext({ userAgent: GOOGLEBOT_UA })
		const page = await crawler.newPage()
		const response = await page.goto('/faqs/?utm_source=google&gclid=Cj0KCQiA')
		expect(response?.status()).toBe(200)
		expect(await cookieNamed(crawler, 'kcal_attribution')).toBeUndefined()
		await crawler.close()
	})

	test('Meta’s _fbc and _fbp only with marketing consent, gone once it is declined', async ({ page, context, baseURL }) => {
		await page.goto('/faqs/?fbclid=IwAR0e2e-click')
		expect(await cookieNamed(context, '_fbc')).toBeUndefined()
		expect(await cookieNamed(context, '_fbp')).toBeUndefined()

		// The visitor allows marketing cookies: the next page turns the landing's click id into _fbc.
		await context.addCookies([{ name: 'kcal_consent', value: '1.gg', url: baseURL! }])
		await page.goto('/meal-plans/')
		const fbc = await cookieNamed(context, '_fbc')
		expect(fbc?.value).toMatch(/^fb\.1\.\d{13}\.IwAR0e2e-click$/)
		expect(fbc?.httpOnly).toBe(false)
		expect((await cookieNamed(context, '_fbp'))?.value).toMatch(/^fb\.1\.\d{13}\.\d+$/)

		await context.addCookies([{ name: 'kcal_consent', value: '1.gd', url: baseURL! }])
		await page.goto('/')
		expect(await cookieNamed(context, '_fbc')).toBeUndefined()
		expect(await cookieNamed(context, '_fbp')).toBeUndefined()
	})
})
