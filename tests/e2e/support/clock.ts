/**
 * The page's time on Playwright's clock (timers, idle callbacks, animation frames, Date and
 * performance.now()), for tests of what a page does after a delay: they move the clock and never
 * measure how long anything took, so a slow machine changes nothing. With the clock paused, no time
 * passes on the page but what page.clock.runFor gives it.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Installs the clock, paused, before the page's first navigation. */
export async function pauseClock(page: Page) {
	await page.clock.install()
	await page.clock.pauseAt(Date.now() + 60_000)
}

const hydrated = (page: Page) => page.evaluate(() => ((window as unknown as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0)

/**
 * Navigates on a paused clock and returns once React has hydrated the page. The page's modules
 * wait for its first paint, with a timer as the last resort when the paint is not reported (the
 * clock's `performance` lists no paint entries): the clock moves only while the page is not there yet.
 */
export async function gotoHydratedOnPausedClock(page: Page, path: string) {
	const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
	await expect
		.poll(
			async () => {
				if (await hydrated(page)) return true
				await page.clock.runFor(1_000)
				return hydrated(page)
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	return response
}
