/**
 * The password reset by one-time code, the change of password and "log out everywhere"
 * (issue 6 items 3 and 4, and the security rules of item 8), through the real account API on a
 * real PostgreSQL. The app here is the account API behind the two things create-app.ts puts in
 * front of it (client address, signed-in customer), with a clock the tests move: codes expire
 * after 10 minutes of that clock. Codes are read from the e-mail stored in the outbox table.
 * The pages' form actions are called as React Router calls them, with the same services.
 */
import { desc, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { AccountSecurityState } from '../../app/components/account-security.tsx'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { accountSecurityAction, type ResetFormState, resetCompleteAction, resetRequestAction } from '../../app/utils/account-security.server.ts'
import { PASSWORD_MESSAGES } from '../../content/account-messages/password.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts'
import { createSessionStore, SESSION_COOKIE, type SessionCustomer } from '../../server/auth/sessions.ts'
import { customers, outbox, passwordResetCodes } from '../../server/db/schema.ts'
import { accountFromAddressKey } from '../../server/http/client-ip.ts'
import { createRateLimits, RATE_LIMIT_RULES } from '../../server/http/rate-limits.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'
import { scryptRunsDuring } from './support/scrypt-runs.ts'
import { accountApiApp } from './support/account-api.ts'

vi.mock('node:crypto', async (importOriginal) => (await import('./support/scrypt-runs.ts')).countingScrypt(await importOriginal()))

const ORIGIN = 'https://kcal.example'
const { db } = await createTestDatabase()

const START = new Date('2026-03-01T08:00:00Z')
let clock = START
const now = () => clock
afterEach(() => {
	clock = START
})
const later = (ms: number) => {
	clock = new Date(clock.getTime() + ms)
}

const sessions = createSessionStore(db, now)
const dispatched: number[] = []
const accounts = {
	sessions,
	rateLimits: createRateLimits(db.$client),
	https: true,
	now,
	outbox: { dispatch: (ids: readonly number[]) => void dispatched.push(...ids) },
}
const app = accountApiApp({ db, accounts, publicOrigin: ORIGIN })

let addresses = 0
const newAddress = () => `198.51.100.${++addresses}`

type Options = { locale?: string; address?: string; headers?: Record<string, string>; raw?: boolean }

function post(path: string, body: unknown, { locale, address = newAddress(), headers = {}, raw = false }: Options = {}) {
	return app.request(`${ORIGIN}/client/api/v1${path}${locale ? `?locale=${locale}` : ''}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, ...headers },
		body: raw ? (body as string) : JSON.stringify(body),
	})
}

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

let customerCount = 0
const PASSWORD = 'first garden lantern'
const NEW_PASSWORD = 'copper kettle morning'

async function newCustomer(overrides: { firstName?: string; lastName?: string } = {}) {
	customerCount += 1
	const email = `reset${customerCount}@example.com`
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: overrides.firstName ?? 'Layla', lastName: overrides.lastName ?? 'Haddad', passwordHash: await hashPassword(PASSWORD) })
		.returning()
	if (!customer) throw new Error('no customer')
	return { id: customer.id, email }
}

const cookieFor = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` })

async function mailsTo(email: string) {
	return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id))
}

/** The code of the latest reset e-mail to `email`, as the customer reads it. */
async function latestCode(email: string): Promise<string> {
	const [mail] = (await mailsTo(email)).filter((row) => row.subject === 'Your kcal password reset code')
	const code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1]
	if (!code) throw new Error(`No code e-mailed to ${email}`)
	return code
}

const codeRows = (customerId: number) => db.select().from(passwordResetCodes).where(eq(passwordResetCodes.customerId, customerId)).orderBy(passwordResetCodes.id)

async function requestCode(email: string, options: Options = {}) {
	const response = await post('/password-reset', { email }, options)
	expect(response.status).toBe(202)
	return json<{ data: { message: string } }>(response)
}

function verify(email: string, code: string, password = NEW_PASSWORD, options: Options = {}) {
	return post('/password-reset/verify', { email, code, password }, options)
}

/** A different code of six digits. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /password-reset', () => {
	test('gives the same answer for a registered and an unknown e-mail; only the registered one gets a code', async () => {
		const { id, email } = await newCustomer()
		const registered = await post('/password-reset', { email: `  ${email.toUpperCase()} ` })
		const unknown = await post('/password-reset', { email: 'nobody-here@example.com' })
		expect(registered.status).toBe(202)
		expect(unknown.status).toBe(202)
		const bodies = [await registered.text(), await unknown.text()]
		expect(bodies[0]).toBe(bodies[1])
		expect(JSON.parse(bodies[0]!)).toEqual({ data: { message: PASSWORD_MESSAGES.en.resetSent } })
		expect([...registered.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
		expect(registered.headers.get('Cache-Control')).toBe('no-store')

		expect(await codeRows(id)).toHaveLength(1)
		expect(await mailsTo('nobody-here@example.com')).toEqual([])
		const [mail] = await mailsTo(email)
		expect(mail?.subject).toBe('Your kcal password reset code')
		expect(dispatched).toContain(mail!.id)
	})

	test('an unknown e-mail costs as much as a registered one (the same hashing and statements)', async () => {
		const { email } = await newCustomer()
		const costs = async (address: string) => (await scryptRunsDuring(() => requestCode(address))).map((run) => run.cost)
		const registered = await costs(email)
		// The code's scrypt dominates both; an answer without it would take a fraction of the time.
		expect(registered).not.toEqual([])
		expect(await costs(`ghost-${customerCount}@example.com`)).toEqual(registered)
	})

	test('stores only a salted hash of the code, valid 10 minutes, and e-mails the code in the page’s language', async () => {
		const { id, email } = await newCustomer({ firstName: 'Mariam' })
		await requestCode(email, { locale: 'ar-ae' })
		const [mail] = await mailsTo(email)
		const code = /(\d{6})/.exec(mail!.html.match(/<p dir="ltr"[^>]*>(\d{6})<\/p>/)?.[1] ?? '')?.[1]
		expect(code).toMatch(/^\d{6}$/)
		expect(mail!.subject).toBe('رمز إعادة تعيين كلمة المرور في kcal')
		expect(mail!.html).toContain('dir="rtl"')
		expect(mail!.html).toContain('مرحبًا Mariam')

		const rows = await codeRows(id)
		expect(rows).toHaveLength(1)
		expect(rows[0]!.codeHash).toMatch(/^scrypt1\$[\w-]+\$[\w-]{43}$/)
		expect(rows[0]!.codeHash).not.toContain(code)
		expect(rows[0]!.expiresAt.getTime() - clock.getTime()).toBe(10 * 60 * 1000)
		expect(rows[0]!.attempts).toBe(0)
		// Nowhere in the table, in any column.
		const { rows: everything } = await db.execute(sql`select row_to_json(codes)::text as row from password_reset_codes codes`)
		for (const row of everything as Array<{ row: string }>) expect(row.row).not.toContain(code!)
	})

	test('a new request ends the earlier code', async () => {
		const { id, email } = await newCustomer()
		await requestCode(email)
		const first = await latestCode(email)
		await requestCode(email)
		const second = await latestCode(email)
		const old = await verify(email, first)
		expect(old.status).toBe(400)
		if (first !== second) expect((await json<ErrorJson>(old)).error.code).toBe('invalid_code')
		expect((await verify(email, second)).status).toBe(200)
		// Nor does it come back once the newer code is spent.
		if (first !== second) expect((await verify(email, first, 'yet another passphrase')).status).toBe(400)
		const [earlier, latest] = await codeRows(id)
		expect(earlier!.expiresAt.getTime()).toBeLessThanOrEqual(clock.getTime())
		expect(latest!.usedAt).not.toBeNull()
	})

	test('refuses a bad e-mail with a localized field message, never a 500', async () => {
		for (const body of [{}, { email: 'not an e-mail' }, { email: 42 }, { email: ['a@b.com'] }, { email: null }]) {
			const response = await post('/password-reset', body, { locale: 'ru-ae' })
			expect(response.status).toBe(400)
			expect((await json<ErrorJson>(response)).error).toMatchObject({ code: 'invalid_input', fields: { email: PASSWORD_MESSAGES['ru-ae'].emailInvalid } })
		}
		expect((await post('/password-reset', '{"email": ', { raw: true })).status).toBe(400)
		expect((await post('/password-reset', '[]', { raw: true })).status).toBe(400)
		expect((await post('/password-reset', 'email=a@b.com', { raw: true, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(415)
		const huge = await post('/password-reset', { email: 'a@example.com', padding: 'x'.repeat(20_000) })
		expect(huge.status).toBe(413)
	})

	test('limits requests per e-mail asked for from one address (3 an hour) with Retry-After and a localized message; another address still gets a code', async () => {
		const { email } = await newCustomer()
		const address = newAddress()
		for (let count = 0; count < 3; count += 1) await requestCode(email, { address })
		const limited = await post('/password-reset', { email }, { locale: 'ru-ae', address })
		expect(limited.status).toBe(429)
		expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3000)
		const { error } = await json<ErrorJson>(limited)
		expect(error.code).toBe('rate_limited')
		expect(error.message).toMatch(/^Слишком много попыток\. Попробуйте ещё раз через \d+ (минут|минуту|минуты|час|часа)\.$/)
		// A stranger's requests used up their own address's only: the owner, elsewhere, gets a new code.
		const mailed = (await mailsTo(email)).length
		await requestCode(email)
		expect(await mailsTo(email)).toHaveLength(mailed + 1)
		// The same for an e-mail nobody registered: the limit tells nothing either.
		for (let count = 0; count < 3; count += 1) await requestCode('limited-ghost@example.com', { address })
		expect((await post('/password-reset', { email: 'limited-ghost@example.com' }, { address })).status).toBe(429)
	})

	test('limits requests per address (10 an hour)', async () => {
		const address = newAddress()
		for (let count = 0; count < 10; count += 1) await requestCode(`per-ip-${count}@example.com`, { address })
		const limited = await post('/password-reset', { email: 'per-ip-last@example.com' }, { address })
		expect(limited.status).toBe(429)
		expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
	})
})

describe('POST /password-reset/verify', () => {
	test('sets the new password, ends every earlier session and signs the customer in', async () => {
		const { id, email } = await newCustomer()
		const phone = await sessions.create(id, { remember: true })
		const laptop = await sessions.create(id, { remember: false })
		await requestCode(email)
		const response = await verify(email, await latestCode(email))
		expect(response.status).toBe(200)
		expect(await json(response)).toEqual({ data: { message: PASSWORD_MESSAGES.en.resetDone } })

		expect(await sessions.authenticate(phone.token)).toBeNull()
		expect(await sessions.authenticate(laptop.token)).toBeNull()
		const cookies = response.headers.getSetCookie()
		const token = /^session=([\w-]{43});/.exec(cookies.find((cookie) => cookie.startsWith('session=')) ?? '')?.[1]
		expect(cookies.find((cookie) => cookie.startsWith('session='))).toMatch(/HttpOnly; SameSite=Lax; Secure/)
		expect((await sessions.authenticate(token))?.id).toBe(id)

		const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, id))
		expect(await verifyPassword(NEW_PASSWORD, row!.passwordHash!)).toBe(true)
		expect(await verifyPassword(PASSWORD, row!.passwordHash!)).toBe(false)
		expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Your kcal password has been changed')
	})

	test('a code works once', async () => {
		const { email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		expect((await verify(email, code)).status).toBe(200)
		const again = await verify(email, code, 'another fresh passphrase')
		expect(again.status).toBe(400)
		expect((await json<ErrorJson>(again)).error.code).toBe('invalid_code')
	})

	test('a code dies after 5 wrong attempts, even for the right code after them', async () => {
		const { id, email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		for (let attempt = 0; attempt < 5; attempt += 1) {
			const response = await verify(email, wrong(code))
			expect(response.status).toBe(400)
			expect((await json<ErrorJson>(response)).error).toEqual({
				code: 'invalid_code',
				message: PASSWORD_MESSAGES.en.codeRejected,
				fields: { code: PASSWORD_MESSAGES.en.codeRejected },
			})
		}
		expect((await codeRows(id))[0]!.attempts).toBe(5)
		const late = await verify(email, code)
		expect(late.status).toBe(400)
		expect((await json<ErrorJson>(late)).error.code).toBe('invalid_code')
		// The password did not change.
		const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, id))
		expect(await verifyPassword(PASSWORD, row!.passwordHash!)).toBe(true)
	})

	test('the fifth attempt may still be the right one', async () => {
		const { email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		for (let attempt = 0; attempt < 4; attempt += 1) expect((await verify(email, wrong(code))).status).toBe(400)
		expect((await verify(email, code)).status).toBe(200)
	})

	test('a code expires 10 minutes after it was sent', async () => {
		const early = await newCustomer()
		await requestCode(early.email)
		later(10 * 60 * 1000 - 1000)
		expect((await verify(early.email, await latestCode(early.email))).status).toBe(200)

		clock = START
		const late = await newCustomer()
		await requestCode(late.email)
		later(10 * 60 * 1000)
		const response = await verify(late.email, await latestCode(late.email))
		expect(response.status).toBe(400)
		expect((await json<ErrorJson>(response)).error.message).toBe(PASSWORD_MESSAGES.en.codeRejected)
	})

	test('an unknown e-mail gets exactly the wrong-code answer', async () => {
		const { email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		const unknown = await verify('nobody-at-all@example.com', code, NEW_PASSWORD, { locale: 'ar-ae' })
		const wrongCode = await verify(email, wrong(code), NEW_PASSWORD, { locale: 'ar-ae' })
		expect(unknown.status).toBe(400)
		expect(await unknown.text()).toBe(await wrongCode.text())
	})

	test('field rules: code format, password rules and confirmation, without spending an attempt', async () => {
		const { id, email } = await newCustomer({ firstName: 'Marianne', lastName: 'Okafor' })
		await requestCode(email)
		const code = await latestCode(email)
		const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
			[{ email, code: '12ab56', password: NEW_PASSWORD }, { code: PASSWORD_MESSAGES.en.codeFormat }],
			[{ email, code: '12345', password: NEW_PASSWORD }, { code: PASSWORD_MESSAGES.en.codeFormat }],
			[{ email, code: 123456, password: NEW_PASSWORD }, { code: PASSWORD_MESSAGES.en.codeFormat }],
			[{ email, code }, { password: PASSWORD_MESSAGES.en.passwordMissing }],
			[{ email, code, password: 'short' }, { password: expect.stringContaining('at least 10 characters') as unknown as string }],
			[{ email, code, password: 'password123' }, { password: expect.stringContaining('most common') as unknown as string }],
			[{ email, code, password: NEW_PASSWORD, password_confirmation: 'something else' }, { password_confirmation: PASSWORD_MESSAGES.en.confirmationMismatch }],
			[{ email, code, password: 'x'.repeat(2000) }, { password: 'Use at most 128 characters.' }],
		]
		for (const [body, fields] of cases) {
			const response = await post('/password-reset/verify', body)
			expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
			expect((await json<ErrorJson>(response)).error).toMatchObject({ code: 'invalid_input', fields })
		}
		expect((await codeRows(id))[0]!.attempts).toBe(0)
		// The customer's own name is checked once the code is right: the attempt counts, the code stays.
		const namePassword = await verify(email, code, 'marianneokafor')
		expect((await json<ErrorJson>(namePassword)).error.fields?.password).toMatch(/your name/)
		expect((await verify(email, ` ${code.slice(0, 3)} ${code.slice(3)} `)).status).toBe(200)
	})

	test('Arabic-Indic digits are read as the code', async () => {
		const { email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		const arabic = [...code].map((digit) => String.fromCodePoint(0x0660 + Number(digit))).join('')
		expect((await verify(email, arabic)).status).toBe(200)
	})

	test('limits wrong codes per e-mail (10 in 15 minutes) with Retry-After', async () => {
		const { email } = await newCustomer()
		await requestCode(email)
		const code = await latestCode(email)
		for (let attempt = 0; attempt < 10; attempt += 1) expect((await verify(email, wrong(code))).status).toBe(400)
		const limited = await verify(email, code)
		expect(limited.status).toBe(429)
		expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect((await json<ErrorJson>(limited)).error.code).toBe('rate_limited')
	})

	test('limits wrong codes per address (20 in 15 minutes)', async () => {
		const address = newAddress()
		for (let attempt = 0; attempt < 20; attempt += 1) {
			expect((await verify(`guess-${attempt}@example.com`, '000000', NEW_PASSWORD, { address })).status).toBe(400)
		}
		expect((await verify('guess-last@example.com', '000000', NEW_PASSWORD, { address })).status).toBe(429)
	})
})

describe('POST /password (signed in)', () => {
	test('changes the password and ends every other session, keeping this one', async () => {
		const { id, email } = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const elsewhere = await sessions.create(id, { remember: true })
		const response = await post('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }, { headers: cookieFor(here.token) })
		expect(response.status).toBe(200)
		expect(await json(response)).toEqual({ data: { message: PASSWORD_MESSAGES.en.changed } })
		expect((await sessions.authenticate(here.token))?.id).toBe(id)
		expect(await sessions.authenticate(elsewhere.token)).toBeNull()
		const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, id))
		expect(await verifyPassword(NEW_PASSWORD, row!.passwordHash!)).toBe(true)
		expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Your kcal password has been changed'])
	})

	test('works with the app’s bearer token', async () => {
		const { id } = await newCustomer()
		const app = await sessions.create(id, { remember: true })
		const response = await post('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }, { headers: { Authorization: `Bearer ${app.token}`, 'Sec-Fetch-Site': '' } })
		expect(response.status).toBe(200)
	})

	test('a wrong current password, a weak or unchanged new one: field messages, nothing changed', async () => {
		const { id } = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const elsewhere = await sessions.create(id, { remember: false })
		const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
			[{ current_password: 'not my password', new_password: NEW_PASSWORD }, { current_password: PASSWORD_MESSAGES['ru-ae'].currentPasswordWrong }],
			[{ current_password: PASSWORD, new_password: PASSWORD }, { new_password: PASSWORD_MESSAGES['ru-ae'].samePassword }],
			[{ current_password: PASSWORD, new_password: 'short' }, { new_password: expect.stringContaining('10') }],
			[{ new_password: NEW_PASSWORD }, { current_password: PASSWORD_MESSAGES['ru-ae'].currentPasswordMissing }],
			[{ current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: 'nope' }, { new_password_confirmation: PASSWORD_MESSAGES['ru-ae'].confirmationMismatch }],
			[{ current_password: 42, new_password: { a: 1 } }, { current_password: PASSWORD_MESSAGES['ru-ae'].currentPasswordMissing, new_password: PASSWORD_MESSAGES['ru-ae'].passwordMissing }],
		]
		for (const [body, fields] of cases) {
			const response = await post('/password', body, { locale: 'ru-ae', headers: cookieFor(here.token) })
			expect(response.status).toBe(400)
			expect((await json<ErrorJson>(response)).error).toMatchObject({ code: 'invalid_input', fields })
		}
		expect(await sessions.authenticate(elsewhere.token)).not.toBeNull()
		const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, id))
		expect(await verifyPassword(PASSWORD, row!.passwordHash!)).toBe(true)
	})

	test('wrong current passwords count against the account’s log-in limit from that address', async () => {
		const { id, email } = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const address = newAddress()
		for (let attempt = 0; attempt < RATE_LIMIT_RULES.loginPerAccountFromIp.points; attempt += 1) {
			expect((await post('/password', { current_password: `guess ${attempt} guess`, new_password: NEW_PASSWORD }, { address, headers: cookieFor(here.token) })).status).toBe(400)
		}
		const limited = await post('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }, { address, headers: cookieFor(here.token) })
		expect(limited.status).toBe(429)
		expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
		await accounts.rateLimits.loginPerAccountFromIp.reset(accountFromAddressKey(email, address))
	})

	test('needs a signed-in customer', async () => {
		expect((await post('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(401)
		expect((await post('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }, { headers: cookieFor('x'.repeat(43)) })).status).toBe(401)
	})
})

describe('POST /logout-everywhere (signed in)', () => {
	test('ends every session of the customer, this one included, and clears the cookies', async () => {
		const { id } = await newCustomer()
		const other = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const elsewhere = await sessions.create(id, { remember: true })
		const stranger = await sessions.create(other.id, { remember: false })
		const response = await post('/logout-everywhere', {}, { headers: cookieFor(here.token) })
		expect(response.status).toBe(200)
		expect(await json(response)).toEqual({ data: { message: PASSWORD_MESSAGES.en.loggedOutEverywhere } })
		expect(response.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^session=; .*Max-Age=0/)]))
		expect(await sessions.authenticate(here.token)).toBeNull()
		expect(await sessions.authenticate(elsewhere.token)).toBeNull()
		expect(await sessions.authenticate(stranger.token)).not.toBeNull()
		expect((await post('/logout-everywhere', {}, { headers: cookieFor(here.token) })).status).toBe(401)
	})
})

describe('every password call refuses other sites', () => {
	test.each([
		['/password-reset', { email: 'a@example.com' }],
		['/password-reset/verify', { email: 'a@example.com', code: '123456', password: NEW_PASSWORD }],
		['/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }],
		['/logout-everywhere', {}],
	])('%s', async (path, body) => {
		const { id } = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const attempts: Array<Record<string, string>> = [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }]
		for (const headers of attempts) {
			const response = await post(path, body, { headers: { ...cookieFor(here.token), ...headers } })
			expect(response.status).toBe(403)
			expect((await json<ErrorJson>(response)).error.code).toBe('cross_site')
		}
		expect(await sessions.authenticate(here.token)).not.toBeNull()
		expect(await codeRows(id)).toEqual([])
	})
})

describe('the server as started', () => {
	test('mounts the password calls: a reset request is answered 202', async () => {
		const request = createTestApp(db)
		const { email } = await newCustomer()
		const response = await request('/client/api/v1/password-reset?locale=ar-ae', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
			body: JSON.stringify({ email }),
		})
		expect(response.status).toBe(202)
		expect(await json(response)).toEqual({ data: { message: PASSWORD_MESSAGES['ar-ae'].resetSent } })
		const [row] = await db
			.select({ subject: outbox.subject })
			.from(outbox)
			.where(eq(outbox.to, email))
		expect(row?.subject).toBe('رمز إعادة تعيين كلمة المرور في kcal')
	})
})

describe('the pages’ form actions (no JavaScript needed)', () => {
	const logger = pino({ level: 'silent' })
	function contextFor(locale: LocaleCode, customer: SessionCustomer | null = null) {
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor(locale))
		context.set(servicesContext, {
			db,
			logger,
			accounts,
			customer,
			clientIp: newAddress(),
			settings: { origin: ORIGIN },
		} as unknown as RequestServices)
		return context
	}
	function formPost(path: string, locale: LocaleCode, fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) {
		return new Request(`${ORIGIN}${localizePath(path, locale)}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
	}
	type Answer<T> = { data: T; init: { status: number; headers?: Record<string, string> } }
	const answer = <T,>(value: unknown) => value as Answer<T>

	test('/reset-password/ moves on to the code page with the same note for any address', async () => {
		const { email } = await newCustomer()
		for (const address of [email, 'nobody-on-the-page@example.com']) {
			const response = (await resetRequestAction(formPost('/reset-password/', 'ru-ae', { email: address }), contextFor('ru-ae'))) as Response
			expect(response.status).toBe(303)
			expect(response.headers.get('Location')).toBe(`/ru-ae/reset-password/otp/?${new URLSearchParams({ email: address, sent: '1' })}`)
		}
		expect((await mailsTo(email))[0]?.subject).toBe('Код для сброса пароля kcal')

		const invalid = answer<ResetFormState<'email'>>(await resetRequestAction(formPost('/reset-password/', 'en', { email: 'layla@' }), contextFor('en')))
		expect(invalid.init.status).toBe(400)
		expect(invalid.data).toEqual({ status: 'failed', values: { email: 'layla@' }, errors: { email: PASSWORD_MESSAGES.en.emailInvalid } })

		const foreign = answer<ResetFormState<'email'>>(await resetRequestAction(formPost('/reset-password/', 'en', { email }, { 'Sec-Fetch-Site': 'cross-site' }), contextFor('en')))
		expect(foreign.init.status).toBe(403)
	})

	test('/reset-password/otp/ signs the customer in on the account page, and keeps what was typed but passwords', async () => {
		const { id, email } = await newCustomer()
		const old = await sessions.create(id, { remember: true })
		await requestCode(email)
		const code = await latestCode(email)

		const wrongCode = answer<ResetFormState<string>>(
			await resetCompleteAction(formPost('/reset-password/otp/', 'ar-ae', { email, code: wrong(code), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), contextFor('ar-ae')),
		)
		expect(wrongCode.init.status).toBe(400)
		expect(wrongCode.data).toEqual({
			status: 'failed',
			values: { email, code: wrong(code) },
			errors: { code: PASSWORD_MESSAGES['ar-ae'].codeRejected },
			message: PASSWORD_MESSAGES['ar-ae'].codeRejected,
		})
		expect(JSON.stringify(wrongCode.data)).not.toContain(NEW_PASSWORD)

		const mismatch = answer<ResetFormState<string>>(
			await resetCompleteAction(formPost('/reset-password/otp/', 'ar-ae', { email, code, password: NEW_PASSWORD }), contextFor('ar-ae')),
		)
		expect(mismatch.data.errors).toEqual({ password_confirmation: PASSWORD_MESSAGES['ar-ae'].confirmationMismatch })

		const done = (await resetCompleteAction(
			formPost('/reset-password/otp/', 'ar-ae', { email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
			contextFor('ar-ae'),
		)) as Response
		expect(done.status).toBe(303)
		expect(done.headers.get('Location')).toBe('/ar-ae/account/')
		const cookies = done.headers.getSetCookie()
		expect(cookies).toHaveLength(2)
		const token = /^session=([\w-]{43});/.exec(cookies[0] ?? '')?.[1]
		expect((await sessions.authenticate(token))?.id).toBe(id)
		expect(await sessions.authenticate(old.token)).toBeNull()
	})

	test('the account page’s intents: change the password, log out everywhere; others are left to the page', async () => {
		const { id, email } = await newCustomer()
		const here = await sessions.create(id, { remember: false })
		const elsewhere = await sessions.create(id, { remember: false })
		const customer = (await sessions.authenticate(here.token))!
		const form = (fields: Record<string, string>) => {
			const data = new FormData()
			for (const [name, value] of Object.entries(fields)) data.append(name, value)
			return data
		}
		const request = formPost('/account/', 'en', {})

		expect(await accountSecurityAction(contextFor('en', customer), form({ intent: 'save-profile' }), request)).toBeNull()

		const failed = answer<AccountSecurityState>(
			await accountSecurityAction(
				contextFor('en', customer),
				form({ intent: 'change-password', current_password: 'wrong one entirely', new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD }),
				request,
			),
		)
		expect(failed.init.status).toBe(400)
		expect(failed.data).toEqual({
			form: 'account-security',
			intent: 'change-password',
			status: 'failed',
			errors: { current_password: PASSWORD_MESSAGES.en.currentPasswordWrong },
		})

		const changed = answer<AccountSecurityState>(
			await accountSecurityAction(
				contextFor('en', customer),
				form({ intent: 'change-password', current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD }),
				request,
			),
		)
		expect(changed.data).toEqual({ form: 'account-security', intent: 'change-password', status: 'changed', message: PASSWORD_MESSAGES.en.changed })
		expect(await sessions.authenticate(here.token)).not.toBeNull()
		expect(await sessions.authenticate(elsewhere.token)).toBeNull()
		expect((await mailsTo(email))[0]?.subject).toBe('Your kcal password has been changed')

		const foreign = answer<AccountSecurityState>(
			await accountSecurityAction(contextFor('en', customer), form({ intent: 'log-out-everywhere' }), formPost('/account/', 'en', {}, { 'Sec-Fetch-Site': 'cross-site' })),
		)
		expect(foreign.init.status).toBe(403)
		expect(await sessions.authenticate(here.token)).not.toBeNull()

		const loggedOut = (await accountSecurityAction(contextFor('ru-ae', customer), form({ intent: 'log-out-everywhere' }), request)) as Response
		expect(loggedOut.status).toBe(303)
		expect(loggedOut.headers.get('Location')).toBe('/ru-ae/log-in/')
		expect(loggedOut.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^session=; .*Max-Age=0/)]))
		expect(await sessions.authenticate(here.token)).toBeNull()

		const guest = (await accountSecurityAction(contextFor('en', null), form({ intent: 'change-password' }), request)) as Response
		expect(guest.headers.get('Location')).toBe('/log-in/')
	})
})
