/**
 * Issue 16 item 7: a failing insert is logged without its parameters. A page action inserts a
 * customer that already exists (PostgreSQL refuses it: unique e-mail); the HTTP layer's error
 * handler logs the error through the process's logger. The log line names the failed query and
 * PostgreSQL's code, and holds none of the values: e-mail, password hash, phone, address. A value
 * the database refuses outright (SQLSTATE class 22) is the sender's mistake: a 400, not a 500.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { REQUEST_MESSAGES } from '../../../content/request-messages.ts'
import type { AppRequestHandler } from '../../../server/app.ts'
import { hashPassword } from '../../../server/auth/passwords.ts'
import { loadConfig } from '../../../server/config.ts'
import { customers } from '../../../server/db/schema.ts'
import { createHttpApp } from '../../../server/http/create-app.ts'
import { createLogger } from '../../../server/logger.ts'
import { generateInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'
import { createTestDatabase } from '../support/database.ts'

const { db } = await createTestDatabase()

/** The HTTP layer over the test database with `appHandler` in React Router's place; its log lines kept. */
function appLoggingTo(appHandler: AppRequestHandler) {
	const lines: string[] = []
	const config = loadConfig({ PUBLIC_ORIGIN: 'https://kcal.example', PAYMENTS_MODE: 'sandbox', DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-log-')) })
	const app = createHttpApp({
		config,
		secrets: generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode }),
		logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
		db,
		appHandler,
		clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
		buildId: 'log',
	})
	return { app, lines }
}

test('a failing insert is logged with its SQL and PostgreSQL’s code, without a single parameter', async () => {
	const customer = {
		email: 'layla.secret@example.com',
		firstName: 'Layla',
		lastName: 'Haddad',
		mobileNumber: '+971509876543',
		passwordHash: await hashPassword('Saffron-Marina-2026'),
		meta: { ip: '203.0.113.77', user_agent: 'Layla’s phone' },
	}
	await db.insert(customers).values(customer)
	// Stands in for an action that stores what was posted; the same row again breaks the unique e-mail.
	const storesTwice: AppRequestHandler = async (request, services) => {
		await request.formData()
		await services.db.insert(customers).values(customer)
		return new Response('stored')
	}
	const { app, lines } = appLoggingTo(storesTwice)

	const response = await app.request('https://kcal.example/sign-up/', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'session=not-a-real-session-token' },
		body: new URLSearchParams({ email: customer.email, password: 'Saffron-Marina-2026' }).toString(),
	})
	expect(response.status).toBe(500)

	const log = lines.join('')
	const error = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((line) => line.msg === 'Unhandled error')
	expect(error?.err).toMatchObject({
		type: 'DrizzleQueryError',
		query: expect.stringContaining('insert into "customers"'),
		cause: { code: '23505', table: 'customers', constraint: 'customers_email_unique' },
	})
	for (const value of [customer.email, 'layla.secret', customer.passwordHash, customer.passwordHash.split('$').at(-1)!, customer.mobileNumber, '203.0.113.77', 'Saffron-Marina-2026', 'not-a-real-session-token']) {
		expect(log).not.toContain(value)
	}
})

test('a value the database refuses (no rule caught it) is a 400, not a 500, and stays out of the log', async () => {
	// Stands in for a route that hands the database a value no rule looked at.
	const passesItOn: AppRequestHandler = async (request, services) => {
		const value = new URL(request.url).searchParams.get('n') ?? ''
		await services.db.execute(sql`select ${value}::int4`)
		return new Response('stored')
	}
	const { app, lines } = appLoggingTo(passesItOn)
	const response = await app.request('https://kcal.example/ru-ae/contact/?n=98765432109876')
	expect(response.status).toBe(400)
	expect(await response.text()).toContain(REQUEST_MESSAGES['ru-ae'].refusedValueHelp)
	const warning = lines.map((line) => JSON.parse(line) as { level: number; err?: { cause?: { code?: string } } }).find((line) => line.err)
	expect(warning).toMatchObject({ level: 40, err: { cause: { code: '22003' } } })
	expect(lines.join('')).not.toContain('98765432109876')
})
