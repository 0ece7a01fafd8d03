import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from 'pino'
import { CATALOGUE_MODULES_FILE, CATALOGUE_SOURCE_NAMES, type CatalogueModules } from '../app/i18n/catalogue-modules.ts'
import { LOCALE_CODES } from '../domain/locale.ts'

const MODULE_PATH = /^\/assets\/[\w.~-]+\.js$/

/**
 * The browser build's catalogue chunk per locale (written by the client build, vite.config.ts).
 * Without the file, or with an entry that is not an asset path, pages simply do not preload
 * that catalogue: the browser still loads it, one round trip later.
 */
export function readCatalogueModules(clientDir: string, logger: Pick<Logger, 'warn'>): CatalogueModules {
	const file = join(clientDir, CATALOGUE_MODULES_FILE)
	let written: unknown
	try {
		written = JSON.parse(readFileSync(file, 'utf8'))
	} catch (error) {
		logger.warn({ err: error, file }, 'No message catalogue chunks from the build: pages load their catalogue without a preload')
		return {}
	}
	const modules: CatalogueModules = {}
	for (const locale of LOCALE_CODES) {
		const path = (written as Record<string, unknown> | null)?.[CATALOGUE_SOURCE_NAMES[locale]]
		if (typeof path === 'string' && MODULE_PATH.test(path)) modules[locale] = path
	}
	return modules
}
