/**
 * The served HTML of the home page, a plan page, a live and an ended
 * campaign and the 404 page in every locale passes the Nu HTML Checker
 * (vnu.jar) without an error. All documents go through one Java run.
 */
import { expect, test } from './support/fixtures.ts'
import { get } from './support/html.ts'
import { ENABLED_LOCALES, localizePath } from './support/locales.ts'
import { AUDITED_PAGES } from './support/pages.ts'
import { formatMessages, type VnuMessage, validateDocuments } from './support/vnu.ts'

const DOCUMENTS = ENABLED_LOCALES.flatMap((locale) =>
	AUDITED_PAGES.map((audited) => ({ url: localizePath(audited.path, locale.code), status: audited.status })),
)

// One worker runs the whole file, so the documents go through Java once.
test.describe.configure({ mode: 'default' })

let results: Map<string, VnuMessage[]>

test.beforeAll(async ({ playwright, baseURL }) => {
	test.setTimeout(90_000)
	const request = await playwright.request.newContext({ baseURL })
	try {
		const documents = await Promise.all(
			DOCUMENTS.map(async ({ url, status }) => {
				const response = await get(request, url)
				expect(response.status(), url).toBe(status)
				return { name: url, html: await response.text() }
			}),
		)
		results = await validateDocuments(documents)
	} finally {
		await request.dispose()
	}
})

for (const { url } of DOCUMENTS) {
	test(`${url} has no HTML errors`, () => {
		const messages = results.get(url)
		expect(messages, `vnu checked ${url}`).toBeDefined()
		const errors = (messages ?? []).filter((message) => message.type === 'error' || message.type === 'non-document-error')
		expect(formatMessages(errors), `vnu errors in ${url}`).toEqual([])
	})
}
