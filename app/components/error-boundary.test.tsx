// @vitest-environment happy-dom
/**
 * The error screen of a plan withdrawn from sale (410, app/routes/meal-plan.tsx) in the three
 * languages: its own title and help, the loader's sentence without breaking its words, and the
 * way on to the other plans instead of home. A 404 keeps its screen.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { GeneralErrorBoundary } from './error-boundary.tsx'

/** The boundary as the page's route renders it for an error response (the shape isRouteErrorResponse reads). */
function render(locale: LocaleCode, status: number, message: string) {
	const error = { status, statusText: '', internal: false, data: { message } }
	const Stub = createRoutesStub([{ id: 'page', path: '/meal-plans/:slug/', Component: () => null, ErrorBoundary: GeneralErrorBoundary }])
	const html = renderToString(
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={[localizePath('/meal-plans/international/', locale)]} hydrationData={{ errors: { page: error } }} />
		</I18nProvider>,
	)
	return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

describe('a withdrawn plan (410)', () => {
	for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
		test(`says it is no longer offered and leads to the plans (${locale})`, () => {
			const { t } = i18nFor(locale)
			const message = t('mealPlan.withdrawn', { plan: 'International' })
			const doc = render(locale, 410, message)
			expect(doc.querySelector('h1')?.textContent).toBe(t('errors.goneTitle'))
			const sentence = doc.querySelector('[data-testid="error-message"]')
			expect(sentence?.textContent).toBe(message)
			expect(sentence?.className).toContain('break-words')
			expect(doc.body.textContent).toContain(t('errors.goneHelp'))
			const link = doc.querySelector('section a')
			expect(link?.textContent).toBe(t('errors.seePlans'))
			expect(link?.getAttribute('href')).toBe(localizePath('/meal-plans/', locale))
		})
	}

	test('a 404 keeps its own title and the way home', () => {
		const { t } = i18nFor('en')
		const doc = render('en', 404, 'Page Not Found: /meal-plans/nothing/')
		expect(doc.querySelector('h1')?.textContent).toBe(t('errors.notFoundTitle'))
		expect(doc.querySelector('section a')?.textContent).toBe(t('errors.goBackHome'))
	})
})
