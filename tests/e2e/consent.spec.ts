/**
 * The cookie banner and the consent it records (app/consent/, server/http/consent-route.ts) on the
 * main test server, which runs with EXTERNAL_SCRIPTS off: the banner in every language, answered
 * with and without JavaScript, reopened from the footer, and not one request to another host
 * whatever the visitor accepts.
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { CHECKOUT_PATH } from './support/checkout.ts'
import { ENABLED_LOCALES, type LocaleCode, localizePath, t } from './support/locales.ts'
import { expectNoSeriousAxeViolations } from './support/page-checks.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const banner = (page: Page, locale: LocaleCode = 'en') => page.getByRole('region', { name: t(locale, 'consent.heading') })

async function consentCookie(context: BrowserContext) {
	return (await context.cookies()).find((cookie) => cookie.name === 'kcal_consent')
}

test('with EXTERNAL_SCRIPTS off no request leaves the site, even after "Accept all"', async ({ page, baseURL }) => {
	const site = new URL(baseURL ?? '').host
	const elsewhere: string[] = []
	page.on('request', (request) => {
		const url = new URL(request.url())
		if (/^https?:$/.test(url.protocol) && url.host !== site) elsewhere.push(request.url())
	})
	await page.clock.install()
	const home = await gotoHydrated(page, '/')
	// No vendor host in the policy either.
	expect(home?.headers()['content-security-policy']).not.toMatch(/https:\/\//)
	await banner(page).getByRole('button', { name: t('en', 'consent.acceptAll') }).click()
	await expect(banner(page)).toHaveCount(0)
	await gotoHydrated(page, '/meal-plans/international/')
	await gotoHydrated(page, `${CHECKOUT_PATH}?plan=international&weeks=2`)
	// The page's clock past the idle wait and every vendor's delay (1 s after the load), however slow the machine.
	await page.clock.runFor(5_000)
	expect(elsewhere).toEqual([])
})

for (const locale of ENABLED_LOCALES) {
	test(`the banner speaks ${locale.code} and takes no space from the page`, async ({ page }, testInfo) => {
		const text = (key: string) => t(locale.code, key)
		for (const viewport of [PHONE, DESKTOP]) {
			await page.setViewportSize(viewport)
			await gotoHydrated(page, localizePath('/', locale.code))
			const region = banner(page, locale.code)
			await expect(region).toBeVisible()
			await expect(region).toContainText(text('consent.intro'))
			await expect(region.getByRole('link', { name: text('consent.privacyLink') })).toHaveAttribute('href', localizePath('/privacy-policy/#cookies', locale.code))
			await expect(region.getByRole('button', { name: text('consent.acceptAll') })).toBeVisible()
			await expect(region.getByRole('button', { name: text('consent.rejectAll') })).toBeVisible()
			// Fixed to the bottom of the screen: nothing on the page moves for it, and it leaves most of it free.
			expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
			const box = await region.boundingBox()
			expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height)
			expect(box?.height ?? 0).toBeLessThan(viewport.height * 0.35)
			await testInfo.attach(`banner-${locale.code}-${viewport.width}`, { body: await page.screenshot(), contentType: 'image/png' })
		}
		await banner(page, locale.code).getByText(text('consent.choose'), { exact: true }).click()
		await expect(banner(page, locale.code).getByRole('checkbox', { name: text('consent.analytics') })).toBeVisible()
		await expectNoSeriousAxeViolations(page)
	})
}

test('on a phone the banner is compact: /ru-ae/’s second call to action stays in view above it', async ({ page }) => {
	for (const viewport of [{ width: 360, height: 800 }, PHONE]) {
		await page.setViewportSize(viewport)
		await gotoHydrated(page, '/ru-ae/')
		const region = banner(page, 'ru-ae')
		await expect(region).toBeVisible()
		// The hero's two links: the plans, and the body assessment.
		const second = page.getByRole('main').getByRole('link', { name: t('ru-ae', 'nav.bodyAssessment'), exact: true }).first()
		const [cta, panel] = await Promise.all([second.boundingBox(), region.boundingBox()])
		expect(cta, 'the second call to action').not.toBeNull()
		expect((cta?.y ?? 0) + (cta?.height ?? 0), `at ${viewport.width} px the banner begins under the second call to action`).toBeLessThanOrEqual(panel?.y ?? 0)
		// It was a third of a 360 px phone's screen (253 of 800 px), over the second call to action.
		expect(panel?.height ?? 0, `the banner's height at ${viewport.width} px`).toBeLessThan(viewport.height * 0.25)
	}
})

test('"Reject all" closes the banner for good: the choice survives a reload', async ({ page, context }) => {
	await gotoHydrated(page, '/ru-ae/meal-plans/')
	await banner(page, 'ru-ae').getByRole('button', { name: t('ru-ae', 'consent.rejectAll') }).click()
	await expect(banner(page, 'ru-ae')).toHaveCount(0)
	const cookie = await consentCookie(context)
	expect(cookie?.value).toBe('1.dd')
	// A year, for the whole site, readable by the page's scripts.
	expect(cookie?.path).toBe('/')
	expect(cookie?.httpOnly).toBe(false)
	expect(cookie?.sameSite).toBe('Lax')
	expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400)
	await page.reload()
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(banner(page, 'ru-ae')).toHaveCount(0)
})

test('"Cookie settings" in the footer reopens the banner with the choice saved, to change it', async ({ page, context }) => {
	await gotoHydrated(page, '/ar-ae/faqs/')
	await banner(page, 'ar-ae').getByRole('button', { name: t('ar-ae', 'consent.rejectAll') }).click()
	await expect(banner(page, 'ar-ae')).toHaveCount(0)

	const settings = page.getByRole('contentinfo').getByRole('button', { name: t('ar-ae', 'consent.settings') })
	await settings.click()
	const region = banner(page, 'ar-ae')
	await expect(region).toBeVisible()
	await expect(region.getByRole('heading', { name: t('ar-ae', 'consent.heading') })).toBeFocused()
	const analytics = region.getByRole('checkbox', { name: t('ar-ae', 'consent.analytics') })
	await expect(analytics).not.toBeChecked()
	await analytics.check()
	await region.getByRole('button', { name: t('ar-ae', 'consent.save') }).click()
	await expect(region).toHaveCount(0)
	await expect(settings).toBeFocused()
	expect((await consentCookie(context))?.value).toBe('1.gd')
})

/**
 * The site behind a proxy that sends each page in two parts, the second from `cut` inside the
 * banner, after a pause: the browser paints the page (it waits only for <main>) with the banner
 * half-parsed, as on a slow network or a throttled phone. Other requests pass through.
 */
async function pagesInTwoParts(site: string, cut: string) {
	const target = new URL(site)
	const proxy = createServer((incoming, outgoing) => {
		const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' }
		const forwarded = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
			const { 'content-length': _, ...answerHeaders } = answer.headers
			outgoing.writeHead(answer.statusCode ?? 502, answerHeaders)
			if (!answer.headers['content-type']?.startsWith('text/html')) return void answer.pipe(outgoing)
			const parts: Buffer[] = []
			answer.on('data', (part: Buffer) => parts.push(part))
			answer.on('end', () => {
				const html = Buffer.concat(parts).toString()
				const at = html.indexOf(cut, html.indexOf('id="consent-banner"'))
				outgoing.write(html.slice(0, at))
				setTimeout(() => outgoing.end(html.slice(at)), 1_000)
			})
		})
		incoming.pipe(forwarded)
	})
	await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening))
	return { origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() }
}

type BannerSeen = { heights: number[]; shifts: number[] }
/** The part of a `layout-shift` performance entry read here (not in TypeScript's DOM types). */
type LayoutShift = { value: number; sources: Array<{ node?: Node | null }> }

for (const locale of ENABLED_LOCALES) {
	test(`a page that arrives in parts shows the ${locale.code} banner whole: its box never changes once shown`, async ({ page, baseURL }) => {
		const proxy = await pagesInTwoParts(baseURL ?? '', '<form')
		try {
			await page.setViewportSize({ width: 412, height: 823 })
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
			// Every frame's visible banner height, and every layout shift of the banner or inside it.
			await page.addInitScript(() => {
				const seen: BannerSeen = { heights: [], shifts: [] }
				;(window as unknown as { bannerSeen: BannerSeen }).bannerSeen = seen
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as unknown as LayoutShift[]) {
						if (entry.sources.some((source) => source.node instanceof Element && source.node.closest('#consent-banner'))) seen.shifts.push(entry.value)
					}
				}).observe({ type: 'layout-shift', buffered: true })
				const watch = () => {
					const banner = document.getElementById('consent-banner')
					if (banner && getComputedStyle(banner).visibility === 'visible') {
						const height = Math.round(banner.getBoundingClientRect().height)
						if (seen.heights.at(-1) !== height) seen.heights.push(height)
					}
					requestAnimationFrame(watch)
				}
				requestAnimationFrame(watch)
			})
			await page.goto(`${proxy.origin}${localizePath(`${CHECKOUT_PATH}?plan=international&weeks=2`, locale.code)}`)
			await expect(banner(page, locale.code).getByRole('button', { name: t(locale.code, 'consent.rejectAll') })).toBeVisible()
			// Two frames after the banner's last part, so the watcher has seen it whole.
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
			const seen = await page.evaluate(() => (window as unknown as { bannerSeen: BannerSeen }).bannerSeen)
			expect(seen.heights, 'the heights the banner was shown at').toHaveLength(1)
			expect(seen.shifts).toEqual([])
		} finally {
			proxy.close()
		}
	})
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the banner is a plain form: its answer comes back to the same page, without the banner', async ({ page, context }) => {
		await page.goto('/ru-ae/meal-plans/international/?size=plus')
		await banner(page, 'ru-ae').getByRole('button', { name: t('ru-ae', 'consent.acceptAll') }).click()
		await expect(page).toHaveURL(/\/ru-ae\/meal-plans\/international\/\?size=plus$/)
		await expect(banner(page, 'ru-ae')).toHaveCount(0)
		expect((await consentCookie(context))?.value).toBe('1.gg')
	})

	test('"Choose" opens without a script; the footer leads to the same choice in the privacy policy', async ({ page, context }) => {
		await page.goto('/')
		const region = banner(page)
		await region.getByText(t('en', 'consent.choose'), { exact: true }).click()
		await region.getByRole('checkbox', { name: t('en', 'consent.marketing') }).check()
		await region.getByRole('button', { name: t('en', 'consent.save') }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(banner(page)).toHaveCount(0)
		expect((await consentCookie(context))?.value).toBe('1.dg')

		// A button whose form (a GET with no fields: an empty query) leads to the choice in the privacy policy.
		await page.getByRole('contentinfo').getByRole('button', { name: t('en', 'consent.settings') }).click()
		await expect(page).toHaveURL(/\/privacy-policy\/\?#cookie-settings$/)
		const settings = page.locator('#cookie-settings')
		await settings.getByRole('button', { name: t('en', 'consent.rejectAll') }).click()
		await expect(page).toHaveURL(/\/privacy-policy\/#cookie-settings$/)
		expect((await consentCookie(context))?.value).toBe('1.dd')
	})
})

test('a crawler is never asked', async ({ browser, baseURL }) => {
	const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
	const page = await context.newPage()
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(banner(page)).toHaveCount(0)
	await context.close()
})
