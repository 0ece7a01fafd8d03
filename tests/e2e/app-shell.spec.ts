/**
 * The app shell in a real browser, in every locale: colour mode without a flash, toasts,
 * keyboard-only comboboxes, the checkout loading screen, the update check, prefetching limits,
 * the navigation progress bar, and no request to a public icon service.
 */
import type { Page } from '@playwright/test'
import { STYLE_GUIDE_TEXT } from '../../content/pages/style-guide.ts'
import { gotoHydratedOnPausedClock, pauseClock } from './support/clock.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath, t } from './support/locales.ts'
import { blockScripts, expectNoSeriousAxeViolations } from './support/page-checks.ts'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

for (const locale of ENABLED_LOCALES) {
	const at = (path: string) => localizePath(path, locale.code)
	const text = (key: string, values?: Record<string, string>) => t(locale.code, key, values)
	const guide = STYLE_GUIDE_TEXT[locale.code]

	test.describe(`app shell (${locale.code})`, () => {
		test.use({ viewport: DESKTOP })

		test('the colour mode chosen in the header survives a hard reload without a flash', async ({ page }, testInfo) => {
			await gotoHydrated(page, at('/'))
			expect(await isDark(page)).toBe(false)
			const modes = page.getByRole('banner').getByRole('group', { name: text('shell.colorMode') })
			await modes.getByRole('button', { name: text('shell.colorModeDark') }).click()
			expect(await isDark(page)).toBe(true)
			await expect(modes.getByRole('button', { name: text('shell.colorModeDark') })).toHaveAttribute('aria-pressed', 'true')

			// Without any of the site's JavaScript the page must still paint dark: the inline
			// pre-paint script alone decides.
			await blockScripts(page)
			await page.reload({ waitUntil: 'load' })
			expect(await isDark(page)).toBe(true)
			expect(await bodyBackground(page)).toBe('rgb(3, 7, 18)')
			await testInfo.attach('first-paint-dark', { body: await page.screenshot(), contentType: 'image/png' })
			await page.unroute(/\/assets\/.*\.js$/)

			// "Same as device" follows the operating system live.
			await gotoHydrated(page, at('/'))
			await page.getByRole('banner').getByRole('button', { name: text('shell.colorModeSystem') }).click()
			await page.emulateMedia({ colorScheme: 'dark' })
			await expect.poll(() => isDark(page)).toBe(true)
			await page.emulateMedia({ colorScheme: 'light' })
			await expect.poll(() => isDark(page)).toBe(false)
		})

		test('a toast shows, waits while hovered, closes after five seconds or with its buttons', async ({ page }) => {
			await page.clock.install()
			await gotoHydrated(page, at('/style-guide/'))
			const notifications = page.getByRole('region', { name: new RegExp(text('shell.notifications')) })

			await page.getByRole('button', { name: guide.showToast, exact: true }).click()
			const toast = notifications.getByRole('listitem').filter({ hasText: guide.toastTitle })
			await expect(toast).toBeVisible()
			// Mirrored: bottom right in left-to-right pages, bottom left in Arabic.
			const box = await toast.boundingBox()
			if (!box) throw new Error('toast has no box')
			if (locale.dir === 'rtl') expect(box.x).toBeLessThan(DESKTOP.width / 2)
			else expect(box.x + box.width).toBeGreaterThan(DESKTOP.width / 2)
			expect(box.width).toBe(384)

			await toast.hover()
			await page.clock.runFor(8000)
			await expect(toast).toBeVisible()
			await page.mouse.move(5, 5)
			await page.clock.runFor(5500)
			await expect(toast).toHaveCount(0)

			await page.getByRole('button', { name: guide.showActionToast }).click()
			const actionToast = notifications.getByRole('listitem').filter({ hasText: guide.actionToastTitle })
			await actionToast.getByRole('button', { name: guide.undo }).click()
			await expect(actionToast).toHaveCount(0)
			await expect(notifications.getByText(guide.undoneTitle)).toBeVisible()
			await notifications
				.getByRole('listitem')
				.filter({ hasText: guide.undoneTitle })
				.getByRole('button', { name: text('shell.closeNotification') })
				.click()
			await expect(notifications.getByRole('listitem')).toHaveCount(0)
		})

		test('the combobox is usable with the keyboard alone', async ({ page }) => {
			await gotoHydrated(page, at('/style-guide/'))
			const combobox = page.getByRole('combobox', { name: guide.emirateLabel })
			await combobox.focus()
			await expect(combobox).toHaveAttribute('placeholder', text('ui.searchPlaceholder'))
			await page.keyboard.type('zzz')
			await expect(page.getByText(text('ui.noResults', { query: 'zzz' }))).toBeVisible()
			await page.keyboard.press('ControlOrMeta+a')
			await page.keyboard.type(guide.emirates.sharjah.slice(0, 3))
			const options = page.getByRole('listbox').getByRole('option')
			await expect(options.first()).toContainText(guide.emirates.sharjah)
			// The options panel is never taller than 15rem.
			const panel = await page.getByRole('listbox').boundingBox()
			expect(panel?.height ?? 0).toBeLessThanOrEqual(240)
			await page.keyboard.press('ArrowDown')
			await page.keyboard.press('Enter')
			await expect(combobox).toHaveValue(guide.emirates.sharjah)
			await expect(page.getByRole('listbox')).toHaveCount(0)

			const empty = page.getByRole('combobox', { name: guide.slotLabel })
			await empty.focus()
			await page.keyboard.press('ArrowDown')
			await expect(page.getByText(text('ui.noOptions'))).toBeVisible()
		})

		test('the checkout shows its loading screen from the first paint until the app is mounted', async ({ page }) => {
			await blockScripts(page)
			await page.goto(at('/meal-plans/checkout/?plan=international'), { waitUntil: 'load' })
			const loading = page.getByRole('status').filter({ hasText: text('shell.checkoutLoading') })
			await expect(loading).toBeVisible()
			await page.unroute(/\/assets\/.*\.js$/)

			await gotoHydrated(page, at('/meal-plans/checkout/?plan=international'))
			await expect(loading).toHaveCount(0)
		})

		test('a new build id on the server makes the next navigation a full page load', async ({ page }) => {
			await page.clock.install()
			await page.route('**/_build/latest.json?*', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
			await gotoHydrated(page, at('/'))
			await page.evaluate(() => {
				;(window as unknown as { __samePage?: boolean }).__samePage = true
			})
			const poll = page.waitForResponse((response) => response.url().includes('/_build/latest.json?ts='))
			await page.clock.runFor(5 * 60_000)
			await poll
			// The page reads that answer's body in tasks queued after it arrived; a fetch started now resolves after
			// them, so the page knows of the new build before the click (no timer: the clock is installed).
			await page.evaluate(() => fetch('/favicon.svg', { cache: 'no-store' }).then((response) => response.arrayBuffer()))

			const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document')
			await page.getByRole('banner').getByRole('link', { name: text('nav.faqs') }).click()
			expect((await documentLoad).url()).toContain(at('/faqs/'))
			await page.waitForURL(`**${at('/faqs/')}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.faqs.heading'))
			expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined()
		})
	})
}

/** The URLs of the page's requests whose address contains `part`, as they are made. */
function requestsTo(page: Page, part: string) {
	const urls: string[] = []
	page.on('request', (request) => {
		if (request.url().includes(part)) urls.push(request.url())
	})
	return urls
}

/** Holds route discovery's answers (`/__manifest`) until the returned function is called. */
async function holdRouteDiscovery(page: Page) {
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/__manifest\?/, async (route) => {
		await released
		await route.continue()
	})
	return release
}

test.describe('prefetching', () => {
	test.use({ viewport: DESKTOP })

	test('hovering a link fetches the next page ahead; data saver turns it off', async ({ page, context }) => {
		const dataRequests = requestsTo(page, '.data')
		// The context's clock, for both pages: the hover's intent delay passes on it, however slow the machine.
		await context.clock.install()
		await gotoHydrated(page, '/')
		await page.getByRole('banner').getByRole('link', { name: t('en', 'nav.aboutUs') }).hover()
		await page.clock.runFor(1_000)
		await expect.poll(() => dataRequests.some((url) => url.includes('/about-us/'))).toBe(true)

		const saver = await context.newPage()
		await saver.addInitScript(() => {
			Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
		})
		const saverRequests: string[] = []
		saver.on('request', (request) => {
			if (request.url().includes('.data')) saverRequests.push(request.url())
		})
		await gotoHydrated(saver, '/')
		await saver.getByRole('banner').getByRole('link', { name: t('en', 'nav.aboutUs') }).hover()
		// The page's clock well past the hover's intent delay, however slow the machine.
		await saver.clock.runFor(1_000)
		await expect(saver.locator('[data-prefetching]')).toHaveCount(0)
		expect(saverRequests).toEqual([])
		await saver.close()
	})

	test('a hover before route discovery has answered prefetches the page once it has', async ({ page, context }) => {
		const dataRequests = requestsTo(page, '.data')
		await context.clock.install()
		// Route discovery's answer is held until the hover has been seen, on any machine.
		const answer = await holdRouteDiscovery(page)
		await gotoHydrated(page, '/')
		await page.getByRole('banner').getByRole('link', { name: t('en', 'nav.aboutUs') }).hover()
		await page.clock.runFor(1_000)
		expect(dataRequests).toEqual([])

		const discovered = page.waitForResponse((response) => response.url().includes('/__manifest') && decodeURIComponent(response.url()).includes('/about-us/'))
		answer()
		await discovered
		await expect.poll(() => dataRequests.some((url) => url.includes('/about-us/'))).toBe(true)
	})

	test('a page asks route discovery once: hydration changes nothing it would scan again', async ({ page, context, baseURL }) => {
		// A visitor who answered the cookie banner: its code, loaded when idle for a first visit, adds module preloads to the head.
		await context.addCookies([{ name: 'kcal_consent', value: '1.dd', url: baseURL }])
		const manifestRequests = requestsTo(page, '/__manifest')
		await context.clock.install()
		// The first answer is held, as on a slow phone: any change to the document before it arrives (React
		// Router rescans 100 ms after one) would send a second request for the same paths.
		const release = await holdRouteDiscovery(page)
		await gotoHydrated(page, '/ar-ae/')
		// The footer hydrates after the rest of the page (its own Suspense boundary): its "Cookie settings" has React's props once it has.
		const cookieSettings = page.getByRole('contentinfo').getByText(t('ar-ae', 'consent.settings'))
		await expect.poll(() => cookieSettings.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true)
		await page.clock.runFor(1_000)
		release()
		expect(manifestRequests).toHaveLength(1)
	})

	test('no more than four prefetches are pending at once', async ({ page }) => {
		// Hold every data prefetch, so none of them finishes while the test counts.
		const held: (() => Promise<void>)[] = []
		await page.route(/\.data(\?|$)/, (route) => {
			held.push(() => route.continue())
		})
		// Paused: a slot's timeout (10 s) runs on the page's clock only, never while the test is merely slow.
		await pauseClock(page)
		await gotoHydratedOnPausedClock(page, '/')
		const links = page.getByRole('banner').getByRole('navigation').getByRole('link')
		expect(await links.count()).toBeGreaterThan(4)
		for (let index = 0; index < (await links.count()); index++) await links.nth(index).focus()
		const pending = page.locator('[data-prefetching]')
		await expect(pending).toHaveCount(4)
		// Until a slot's timeout (10 s, app/components/prefetch.tsx), the fifth waits.
		await page.clock.runFor(10_000 - 1)
		await expect(pending).toHaveCount(4)
		for (const release of held.splice(0)) await release()
	})
})

test.describe('navigation progress', () => {
	test.use({ viewport: DESKTOP })

	test('a slow navigation shows the progress bar until the page arrives', async ({ page }) => {
		await gotoHydrated(page, '/')
		// The page's data is held until the bar has been seen: slow for as long as it takes, on any machine.
		let arrive = () => {}
		const seen = new Promise<void>((resolve) => (arrive = resolve))
		await page.route(/\/faqs\/.*\.data/, async (route) => {
			await seen
			await route.continue()
		})
		await page.getByRole('banner').getByRole('link', { name: t('en', 'nav.faqs') }).click()
		await expect(page.getByRole('progressbar', { name: t('en', 'shell.pageLoading') })).toBeVisible()
		arrive()
		await page.waitForURL('**/faqs/')
		await expect(page.getByRole('progressbar')).toHaveCount(0)
	})
})

test.describe('style guide', () => {
	for (const viewport of [PHONE, DESKTOP]) {
		for (const locale of ENABLED_LOCALES) {
			test(`axe finds nothing serious in light mode, then in dark mode (${locale.code}, ${viewport.width} px)`, async ({ page }) => {
				// axe over every component of the guide, twice, is CPU work: on a loaded 2-core machine it takes tens of seconds.
				test.setTimeout(180_000)
				await page.emulateMedia({ colorScheme: 'light' })
				await page.setViewportSize(viewport)
				await gotoHydrated(page, localizePath('/style-guide/', locale.code))
				expect(await isDark(page)).toBe(false)
				await expectNoSeriousAxeViolations(page)
				// The device's setting is followed live (the colour mode test above): one load serves both modes.
				await page.emulateMedia({ colorScheme: 'dark' })
				await expect.poll(() => isDark(page)).toBe(true)
				await expectNoSeriousAxeViolations(page)
			})
		}
	}

	test('no request leaves for a public icon service', async ({ page, baseURL }) => {
		const foreign: string[] = []
		page.on('request', (request) => {
			if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url())
		})
		for (const locale of ENABLED_LOCALES) {
			await gotoHydrated(page, localizePath('/style-guide/', locale.code))
			await gotoHydrated(page, localizePath('/', locale.code))
		}
		expect(foreign).toEqual([])
		// An icon is drawn from the page's sprite (the sprite's own <svg> is not displayed).
		await expect(page.locator('svg:has(use)').first()).toBeVisible()
	})

	test('is never indexed', async ({ page }) => {
		const response = await page.goto('/style-guide/')
		expect(response?.status()).toBe(200)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	})
})
