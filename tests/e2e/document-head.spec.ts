/**
 * What the server puts in a page for speed (docs/decisions/009 and 010): the inline stylesheet
 * holds only the rules the page's markup uses, yet styles it exactly as the whole stylesheet does;
 * the whole file arrives once the page is hydrated; no module is requested before the first paint,
 * and the page's message catalogue comes with the other modules; and the first paint waits for
 * the whole <main>.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { blockScripts } from './support/page-checks.ts'

const PAGES = ['/', '/meal-plans/international/', '/meal-plans/success-international-sample-menu/', '/faqs/']
const PROPERTIES = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'margin-top', 'padding-top', 'padding-inline-start', 'width', 'height', 'gap', 'border-top-width', 'visibility', 'opacity']

/** The computed style of every element, for the properties that show a missing rule. */
function computedStyles(page: Page) {
	return page.evaluate((properties) => {
		const styles: string[] = []
		for (const element of document.body.querySelectorAll('*')) {
			const style = getComputedStyle(element)
			styles.push(`${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.map((property) => style.getPropertyValue(property)).join('|')}`)
		}
		return styles
	}, PROPERTIES)
}

test('the whole stylesheet waits for the visitor, and the inline part styles each page as the whole does', async ({ page, browser }) => {
	// Twelve pages, each styled twice and compared element by element.
	test.slow()
	await gotoHydrated(page, '/')
	const stylesheet = page.locator('link[rel="stylesheet"][href^="/assets/"]')
	// A page that is only read never restyles itself for rules it does not use (utils/whole-stylesheet.ts),
	// not even once it is idle (where it used to ask for them)…
	await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))))
	await expect(stylesheet).toHaveCount(0)
	// …the visitor's first key, pointer or touch brings them.
	await page.keyboard.press('Shift')
	await expect(stylesheet).toHaveCount(1)
	const href = await stylesheet.getAttribute('href')
	const whole = await (await page.request.get(href ?? '')).text()

	const withoutScripts = await browser.newPage()
	await blockScripts(withoutScripts)
	for (const locale of ENABLED_LOCALES) {
		for (const path of PAGES) {
			await withoutScripts.goto(localizePath(path, locale.code))
			const inline = await withoutScripts.locator('style#site-css').textContent()
			expect(inline?.length, path).toBeLessThan(whole.length * 0.7)
			const inlineOnly = await computedStyles(withoutScripts)
			await withoutScripts.evaluate(async (url) => {
				const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url })
				const loaded = new Promise((resolve) => link.addEventListener('load', resolve))
				document.head.append(link)
				await loaded
			}, href ?? '')
			expect(await computedStyles(withoutScripts), `${locale.code} ${path}`).toEqual(inlineOnly)
		}
	}
	await withoutScripts.close()
})

for (const locale of ENABLED_LOCALES) {
	test(`no module is requested before the first paint; the page's own catalogue comes with them, once (${locale.code})`, async ({ page }) => {
		const response = await gotoHydrated(page, localizePath('/meal-plans/international/', locale.code))
		expect(await response?.text()).not.toContain('rel="modulepreload"')

		const { firstPaint, scripts } = await page.evaluate(() => ({
			firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
			scripts: performance
				.getEntriesByType('resource')
				.filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
				.map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
		}))
		expect(scripts.length).toBeGreaterThan(3)
		for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint)

		const catalogues = scripts.filter(({ path }) => /\/assets\/(en|ar|ru)-[\w-]+\.js$/.test(path)).map(({ path }) => path)
		expect(catalogues).toHaveLength(1)
		expect(catalogues[0]).toContain(`/${{ en: 'en', 'ar-ae': 'ar', 'ru-ae': 'ru' }[locale.code]}-`)
		// Preloaded in parallel with the route's other modules, not found one import at a time.
		const preloads = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) =>
			links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
		)
		expect(preloads).toContain(catalogues[0])
		expect(preloads.some((path) => path.includes('/entry.client-'))).toBe(true)
	})
}

test('the first frame already has the heading: it waits until <main> is parsed', async ({ page, baseURL }) => {
	// The page arrives in two parts, the second (from <main> on) 300 ms later, as on a slow network.
	// Without the link Chrome paints the header alone in between; with it, nothing until <main>.
	const slowMain = createServer(async (request, response) => {
		const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' } })
		const headers = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
		response.writeHead(upstream.status, Object.fromEntries(headers))
		const body = await upstream.text()
		const main = upstream.headers.get('content-type')?.startsWith('text/html') ? body.indexOf('<main') : -1
		if (main < 0) return void response.end(body)
		response.write(body.slice(0, main))
		setTimeout(() => response.end(body.slice(main)), 300)
	})
	await new Promise<void>((listening) => slowMain.listen(0, '127.0.0.1', listening))
	const { port } = slowMain.address() as AddressInfo

	// The first animation frame runs just before the first paint: what it sees is what is painted.
	await page.addInitScript(() => {
		requestAnimationFrame(() => {
			document.documentElement.dataset.firstFrame = document.querySelector('main#main h1') ? 'whole' : 'partial'
		})
	})
	try {
		for (const path of PAGES) {
			// A second load only if the first painted early: browsers may stop waiting after a time of
			// their own (the HTML standard allows it), which a busy test machine once reached. Without
			// the link every load paints the header alone.
			const firstFrames: string[] = []
			for (let load = 0; load < 2 && !firstFrames.includes('whole'); load++) {
				await page.goto(`http://127.0.0.1:${port}${path}`)
				await expect(page.locator('html')).toHaveAttribute('data-first-frame', /whole|partial/)
				firstFrames.push((await page.locator('html').getAttribute('data-first-frame')) ?? '')
			}
			expect(firstFrames, path).toContain('whole')
		}
		await expect(page.locator('head link[rel="expect"][href="#main"][blocking="render"]')).toHaveCount(1)
		// Leave the proxy's page before closing the proxy: once hydrated, it asks its origin for route
		// manifests, and a refused connection there is a console error that is not the page's fault.
		await page.goto('about:blank')
	} finally {
		slowMain.closeAllConnections()
		slowMain.close()
	}
})
