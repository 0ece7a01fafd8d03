/** The arguments React Router passes a loader, for tests that call page loaders against the test database. */
import { RouterContextProvider } from 'react-router'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import type { Database } from '../../../server/db/client.ts'
import { loadConfig } from '../../../server/config.ts'

export const TEST_ORIGIN = 'https://kcal.example'
export const TEST_CONFIG = loadConfig({})

/** For a prefix-free path with its query, in `locale`. */
export function loaderArgs(db: Database, locale: LocaleCode, path: string, params: Record<string, string> = {}) {
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, { db, settings: { origin: TEST_ORIGIN, company: TEST_CONFIG.company } } as unknown as RequestServices)
	const url = new URL(localizePath(path, locale), TEST_ORIGIN)
	return { context, url, params, request: new Request(url) } as never
}
