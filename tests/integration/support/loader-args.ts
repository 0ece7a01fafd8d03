/** The arguments React Router passes a loader, for tests that call page loaders against the test database. */
import { RouterContextProvider } from 'react-router'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { type LocaleCode, localizePath } from '../../../domain/locale.ts'
import type { Database } from '../../../server/db/client.ts'
import type { Checkout } from '../../../server/orders/checkout.ts'
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

/**
 * A checkout-flow page's loader or action arguments (customise, checkout) for a guest with no
 * experiment running: the services those pages use, a client address of the test's choosing.
 */
export function checkoutPageArgs(
	{ db, checkout, clientIp }: { db: Database; checkout: Checkout; clientIp: string },
	locale: LocaleCode,
	path: string,
	init?: RequestInit,
) {
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, {
		db,
		checkout,
		settings: { origin: TEST_ORIGIN, company: TEST_CONFIG.company },
		clientIp,
		customer: null,
		visitor: { isCrawler: false, userId: 'test-visitor', treatments: { landing_page_ww: 'lead_form', checkout_account: 'off' } },
	} as unknown as RequestServices)
	const url = new URL(localizePath(path, locale), TEST_ORIGIN)
	return { context, url, params: {}, request: new Request(url, init) } as never
}
