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
		await context.addInitScript(installCommitCounter)
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
 * Counts React commits through the hook React DevTools uses (React calls it in
 * production builds too), so a test can wait for hydration to be committed:
 * hydration errors are reported in the same task as the first commit.
 */
function installCommitCounter() {
	const counter = window as unknown as { __e2eReactCommits?: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }
	counter.__e2eReactCommits = 0
	counter.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		supportsFiber: true,
		isDisabled: false,
		renderers: new Map(),
		inject: () => 1,
		checkDCE: () => {},
		onScheduleFiberRoot: () => {},
		onCommitFiberUnmount: () => {},
		onPostCommitFiberRoot: () => {},
		onCommitFiberRoot: () => {
			counter.__e2eReactCommits = (counter.__e2eReactCommits ?? 0) + 1
		},
	}
}

/** Navigates and resolves once React has hydrated the page. */
export async function gotoHydrated(page: Page, path: string) {
	const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
	await waitForHydration(page)
	return response
}

export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => ((window as unknown as { __e2eReactCommits?: number }).__e2eReactCommits ?? 0) > 0)
}
