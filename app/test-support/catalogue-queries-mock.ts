/**
 * The catalogue's database queries answered from `routes/catalogue-pages.fixture.ts`, for tests
 * that render catalogue pages without a database:
 *   vi.mock('../../server/db/queries/plans.ts', async () => (await import('../test-support/catalogue-queries-mock.ts')).planQueries)
 */
import type { LocaleCode } from '../../domain/locale.ts'
import * as fixture from '../routes/catalogue-pages.fixture.ts'

export const planQueries = {
	isPlanSlug: (value: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
	listActivePlans: async (_db: unknown, locale: LocaleCode) => fixture.planSummaries(locale),
	getCachedPlan: async (_db: unknown, slug: string, locale: LocaleCode) => fixture.planDetails(locale).find((plan) => plan.slug === slug) ?? null,
}

export const catalogueQueries = { cachedCatalogue: async (_db: unknown, locale: LocaleCode) => fixture.catalogue(locale) }

export const sampleMenuQueries = {
	findSampleMenu: async (_db: unknown, diet: never, locale: LocaleCode) => fixture.sampleMenu(diet, locale),
}
