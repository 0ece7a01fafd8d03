/**
 * The `test` every browser spec uses: it fails a test whose pages log a
 * console error or throw an uncaught exception (hydration mismatches, CSP
 * violations and failed chunk loads all surface there). A test that expects
 * a particular console error, such as the 404 status of the document on an
 * error page, lists it in `allowedConsoleErrors`.
 */
import { test as base, expect, type Page } from '@playwright/test'

export type ConsoleProblem = { kind: 'console.error' | 'pageerror'; text: string; url: string }

type Fixtures = {
	allowedConsoleErrors: RegExp[]
	consoleProblems: ConsoleProblem[]
}

/** Chromium's log line for a document or resource that answered 404. */
export const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/

export const test = base.extend<Fixtures>({
	allowedConsoleErrors: [[], { option: true }],
	consoleProblems: async ({ context, allowedConsoleErrors }, use) => {
		const problems: ConsoleProblem[] = []
		const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text))
		context.on('console', (message) => {
			if (message.type() !== 'error' || allowed(message.text())) return
			const location = message.location()
			problems.push({ kind: 'console.error', text: message.text(), url: location.url || (message.page()?.url() ?? '') })
		})
		context.on('weberror', (webError) => {
			const error = webError.error()
			problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: webError.page()?.url() ?? '' })
		})
		await use(problems)
	},
	// Every test that uses `page` gets the guard, and is judged after its own assertions.
	page: async ({ page, consoleProblems }, use) => {
		await use(page)
		const report = consoleProblems.map((problem) => `${problem.kind} on ${problem.url}: ${problem.text}`)
		expect(report, 'the page logged unexpected console errors or threw').toEqual([])
	},
})

export { expect }

/**
 * Resolves once React has hydrated the page: the hydrated DOM nodes carry
 * React's internal fiber keys, and the last element of <body> is hydrated
 * only when the whole document is.
 */
export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => {
		const probe = document.querySelector('body > :not(script):not(section[aria-label]):last-of-type') ?? document.body
		const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
		return hydrated(document.querySelector('h1')) && hydrated(probe)
	})
}
