import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import type { AppRequestHandler } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import type { Database } from '../../../server/db/client.ts'
import { createHttpApp } from '../../../server/http/create-app.ts'
import { generateInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'

export const TEST_BUILD_ID = 'test-build'

export const BROWSER_UA =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Stands in for the React Router build: answers every page with a small HTML document. */
const stubPages: AppRequestHandler = async (request, services) =>
	new Response(`<!doctype html><p>page ${new URL(request.url).pathname} nonce=${services.nonce}</p>`, {
		headers: { 'Content-Type': 'text/html; charset=utf-8' },
	})

/**
 * The real HTTP layer (headers, API, redirects, sitemaps) on a test database.
 * Pages come from a stub so these tests need no production build; the
 * end-to-end tests cover the rendered pages.
 */
export function createTestApp(
	db: Database,
	env: Record<string, string> = {},
	lifecycle?: { draining: boolean },
	appHandler: AppRequestHandler = stubPages,
) {
	const app = createTestHttpApp(db, env, lifecycle, appHandler)
	return (path: string, init: RequestInit = {}) => app.request(`https://kcal.example${path}`, init)
}

/** The same HTTP layer as an app, for a test that asks the app itself (its router). */
export function createTestHttpApp(
	db: Database,
	env: Record<string, string> = {},
	lifecycle?: { draining: boolean },
	appHandler: AppRequestHandler = stubPages,
) {
	// Without SMTP_URL e-mails become .eml files under DATA_DIR: a folder of the test's own.
	const config = loadConfig({ PUBLIC_ORIGIN: 'https://kcal.example', PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-data-')), ...env })
	return createHttpApp({
		config,
		secrets: generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode }),
		logger: pino({ level: 'silent' }),
		db,
		appHandler,
		lifecycle,
		clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
		buildId: TEST_BUILD_ID,
	})
}
