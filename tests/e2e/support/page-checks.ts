/**
 * Checks several specs make of a page: axe's WCAG 2.1 AA rules, and the page as the server sent
 * it (HTML, CSS and the inline first-paint scripts) without React ever hydrating.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Chromium's log line for an answer of 400: a refused POST (the document, or an API call). */
export const BAD_REQUEST_RESOURCE = /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/

/**
 * Fails on any serious or critical axe violation, listing each with the elements it found. axe
 * builds the result (selectors, HTML, messages) of every element only for the violations: the
 * rules checked and the violations found are the same, but a passing rule is listed with one of its
 * elements instead of all of them, which was most of axe's time on a long page.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.options({ resultTypes: ['violations'] })
		.analyze()
	const blocking = results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => ({
			rule: violation.id,
			help: violation.help,
			nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
		}))
	expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([])
	// axe really ran on this document.
	expect(results.passes.length).toBeGreaterThan(0)
}

/**
 * Replaces every script file of the site with an empty module, so the page behaves as before its
 * JavaScript loads: forms post natively and React never hydrates. Unlike turning JavaScript off,
 * this keeps the inline first-paint scripts and lets axe run in the page.
 */
export async function blockScripts(page: Page) {
	await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }))
}
