/**
 * What the HTTP layer hands to every loader, action and middleware of the
 * React Router app. Set once per request in server/app.ts.
 */
import type { Logger } from 'pino'
import { createContext } from 'react-router'
import type { Database } from '../server/db/client.ts'
import type { I18n } from './i18n/i18n.tsx'

export type RequestServices = {
	db: Database
	logger: Logger
	requestId: string
	/** Per-request CSP nonce for every inline and module script. */
	nonce: string
	settings: PublicSettings
}

/** Settings the pages may see; nothing secret goes here. */
export type PublicSettings = {
	origin: string
	allowIndexing: boolean
	externalLinks: Record<'restaurants' | 'appDownload' | 'appStore' | 'playStore' | 'blog', string>
}

export const servicesContext = createContext<RequestServices>()

/** The page's locale and its messages, from the URL prefix (root middleware). */
export const localeContext = createContext<I18n>()
