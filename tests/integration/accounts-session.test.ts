/**
 * Registration, log-in, log-out and GET /session against a real PostgreSQL: what is stored, the
 * cookies and their flags, the welcome and "someone tried" e-mails in the outbox, and the
 * security rules: no answer tells whether an e-mail is registered, the session id rotates,
 * limits per address and per account, other sites, oversized and malformed bodies.
 */
import { sql } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import ar from '../../app/i18n/messages/ar.ts'
import en from '../../app/i18n/messages/en.ts'
import { action as logInAction } from '../../app/routes/log-in.tsx'
import { action as signUpAction } from '../../app/routes/sign-up.tsx'
import { SESSION_MESSAGES } from '../../content/account-messages/session.ts'
import { REGISTRATION_ATTEMPT_EMAIL, WELCOME_EMAIL } from '../../content/emails/welcome.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { createSessionStore, type SessionCustomer } from '../../server/auth/sessions.ts'
import { landingCookieValue } from '../../server/attribution/landing-cookie.ts'
import { createRateLimits, RATE_LIMIT_RULES } from '../../server/http/rate-limits.ts'
import { createTestDatabase } from './support/database.ts'
import { BROWSER_UA, createTestApp } from './support/http.ts'
import { type ScryptRun, scryptRunsDuring } from './support/scrypt-runs.ts'

vi.mock('node:crypto', async (importOriginal) => (await import('./support/scrypt-runs.ts')).countingScrypt(await importOriginal()))

const { db } = await createTestDatabase()
// The tests stand behind one proxy, so each can come from its own address.
const request = createTestApp(db, { TRUST_PROXY_HOPS: '1' })
const plainHttp = createTestApp(db, { TRUST_PROXY_HOPS: '1', PUBLIC_ORIGIN: 'http://localhost:3000' })

let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`

type Options = { locale?: string; address?: string; headers?: Record<string, string>; app?: typeof request }

function call(method: string, path: string, body: unknown, { locale, address = newAddress(), headers = {}, app = request }: Options = {}) {
	return app(`/client/api/v1${path}${locale ? `?locale=${locale}` : ''}`, {
		method,
		// An empty value leaves the header out.
		headers: Object.entries({
			'Content-Type': 'application/json',
			'Sec-Fetch-Site': 'same-origin',
			'X-Forwarded-For': address,
			'User-Agent': BROWSER_UA,
			...headers,
		}).filter(([, value]) => value !== ''),
		body: body === undefined || typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
		// A streamed body (no Content-Length) needs this in Node's Request.
		...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
	} as RequestInit)
}

const post = (path: string, body: unknown, options?: Options) => call('POST', path, body, options)

let lastEmail = 0
const newEmail = () => `customer${++lastEmail}@example.com`

const registration = (overrides: Record<string, unknown> = {}) => ({
	first_name: 'Sara',
	last_name: 'Khan',
	email: newEmail(),
	mobile_number: '050 123 4567',
	password: 'lantern-orbit-sage-72',
	terms: true,
	...overrides,
})

const setCookies = (response: Response) => response.headers.getSetCookie()
const cookieNamed = (response: Response, name: string) => setCookies(response).find((cookie) => cookie.startsWith(`${name}=`))
const tokenOf = (response: Response) => /^session=([^;]*)/.exec(cookieNamed(response, 'session') ?? '')?.[1] ?? ''

const session = (token: string, as: 'cookie' | 'bearer' = 'cookie') =>
	call('GET', '/session', undefined, { headers: as === 'cookie' ? { Cookie: `session=${token}` } : { Authorization: `Bearer ${token}` } })

async function registered(overrides: Record<string, unknown> = {}) {
	const body = registration(overrides)
	const response = await post('/register', body)
	expect(response.status).toBe(201)
	return { ...body, token: tokenOf(response) }
}

const customerRows = async (email: string) =>
	(await db.execute(sql`select first_name, last_name, email, mobile_number, password_hash, locale, source, initiator_type, meta from customers where email = ${email}`)).rows as Array<
		Record<string, unknown>
	>

const outboxTo = async (email: string) =>
	(await db.execute(sql`select subject, text, html from outbox where "to" = ${email} order by id`)).rows as Array<{ subject: string; text: string; html: string }>

describe('POST /register', () => {
	test('creates the account, signs it in with HttpOnly, Secure, Lax cookies and queues the welcome', async () => {
		const email = newEmail()
		const response = await post(
			'/register',
			registration({
				email: `  ${email.toUpperCase()} `,
				meta: { utm_source: 'instagram', utm_campaign: 'ny25', facebook_fbp: 'fb.1.1596403881668.1116446470', ip_address: '6.6.6.6', tracking_pixel: 'x' },
				referral_code: 'layla10',
			}),
			{ address: '203.0.113.10' },
		)
		expect(response.status).toBe(201)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect(await response.json()).toEqual({ data: { first_name: 'Sara', last_name: 'Khan', email } })

		const sessionCookie = cookieNamed(response, 'session')
		expect(sessionCookie).toMatch(/^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
		// The name cookie is for the header: readable, and nothing secret in it.
		const nameCookie = cookieNamed(response, 'kcal_name') ?? ''
		expect(nameCookie).not.toContain('HttpOnly')
		expect(decodeURIComponent(nameCookie.split(';')[0]!.slice('kcal_name='.length))).toBe('{"firstName":"Sara","lastName":"Khan"}')

		const [row] = await customerRows(email)
		expect(row).toMatchObject({ first_name: 'Sara', last_name: 'Khan', email, mobile_number: '+971501234567', locale: 'en', source: 'instagram', initiator_type: 'Campaign' })
		expect(row?.password_hash).toMatch(/^scrypt\$/)
		// The address is the server's (the proxy's X-Forwarded-For), never the body's.
		expect(row?.meta).toEqual({
			utm_source: 'instagram',
			utm_medium: null,
			utm_campaign: 'ny25',
			utm_content: null,
			utm_term: null,
			facebook_fbc: null,
			facebook_fbp: 'fb.1.1596403881668.1116446470',
			http_referer: null,
			browser_user_agent: BROWSER_UA,
			fbclid: null,
			gclid: null,
			landed_at: null,
			referral_code: 'LAYLA10',
			ip_address: '203.0.113.10',
		})

		const [welcome] = await outboxTo(email)
		expect(welcome?.subject).toBe(WELCOME_EMAIL.en.subject)
		expect(welcome?.text).toContain('Hello Sara,')
		expect(welcome?.html).toContain('href="https://kcal.example/meal-plans/"')

		const signedIn = await session(tokenOf(response))
		expect(signedIn.status).toBe(200)
		expect(await signedIn.json()).toEqual({ data: { first_name: 'Sara', last_name: 'Khan', email } })
	})

	test('welcomes in the page’s language, right to left in Arabic', async () => {
		const email = newEmail()
		expect((await post('/register', registration({ email, first_name: 'مريم', last_name: 'العلي' }), { locale: 'ar-ae' })).status).toBe(201)
		expect(await customerRows(email)).toMatchObject([{ locale: 'ar-ae' }])
		const [welcome] = await outboxTo(email)
		expect(welcome?.subject).toBe(WELCOME_EMAIL['ar-ae'].subject)
		expect(welcome?.html).toContain('<html lang="ar-AE" dir="rtl">')
	})

	test('an address that already has an account gets the same answer, nothing is created and its owner is told', async () => {
		const first = registration({ first_name: 'Layla' })
		const created = await post('/register', first, { locale: 'ru-ae' })
		const again = await post('/register', { ...first, first_name: 'Mallory', last_name: 'Evil', email: first.email.toUpperCase(), password: 'another-password-99' })

		expect(again.status).toBe(created.status)
		expect(await again.json()).toEqual({ data: { first_name: 'Mallory', last_name: 'Evil', email: first.email } })
		// Cookies of the same names, flags and shape; the token opens nothing.
		const shape = (response: Response) => setCookies(response).map((cookie) => cookie.replace(/=[^;]*/, '=…'))
		expect(shape(again)).toEqual(shape(created))
		expect(tokenOf(again)).toMatch(/^[\w-]{43}$/)
		expect((await session(tokenOf(again))).status).toBe(401)

		const rows = await customerRows(first.email)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ first_name: 'Layla', locale: 'ru-ae' })

		// The owner hears of it in their own language, greeted by their own name.
		const mails = await outboxTo(first.email)
		expect(mails.map((mail) => mail.subject)).toEqual([WELCOME_EMAIL['ru-ae'].subject, REGISTRATION_ATTEMPT_EMAIL['ru-ae'].subject])
		expect(mails[1]?.text).toContain('Layla')
		expect(mails[1]?.text).not.toContain('Mallory')
		expect(mails[1]?.text).toContain('https://kcal.example/ru-ae/reset-password/')
	})

	test('the app gets the session token in the body and uses it as a bearer token', async () => {
		const body = registration()
		const response = await post('/register', { ...body, remember: true }, { headers: { 'X-Client': 'app', 'Sec-Fetch-Site': '' } })
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: { token: string; email: string } }
		expect(data.token).toBe(tokenOf(response))
		const viaBearer = await session(data.token, 'bearer')
		expect(viaBearer.status).toBe(200)
		expect(((await viaBearer.json()) as { data: { email: string } }).data.email).toBe(body.email)
		// A browser never sees the token outside its HttpOnly cookie.
		expect(await (await post('/register', registration())).json()).not.toHaveProperty('data.token')
	})

	test('bad input is a 400 with a message per field in the requested language, and nothing is stored', async () => {
		const messages = SESSION_MESSAGES['ar-ae']
		const response = await post('/register', { first_name: 'S', last_name: 7, email: 'sara@', mobile_number: '04 555 0100', password: 'short', terms: false }, { locale: 'ar-ae' })
		expect(response.status).toBe(400)
		const { error } = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } }
		expect(error.code).toBe('invalid_input')
		expect(error.message).toBe(ar.api.invalidInput)
		expect(error.fields).toEqual({
			first_name: 'أدخل اسمك الأول (من 2 إلى 80 حرفًا).',
			last_name: 'أدخل اسم العائلة (من 2 إلى 80 حرفًا).',
			email: messages.registration.email,
			// A landline is not a mobile number.
			mobile_number: messages.registration.mobile_number,
			password: messages.password['too-short'].replace('{{min}}', '10'),
			terms: messages.registration.terms,
		})
		expect(await customerRows('sara@')).toEqual([])
	})

	test('a common password, or one that is the e-mail or the name, is refused', async () => {
		const messages = SESSION_MESSAGES.en.password
		const fieldsOf = async (overrides: Record<string, unknown>) =>
			((await (await post('/register', registration(overrides))).json()) as { error: { fields: Record<string, string> } }).error.fields
		expect(await fieldsOf({ password: 'Password123' })).toEqual({ password: messages.common })
		expect(await fieldsOf({ email: 'sara.khan.1990@example.com', password: 'Sara.Khan.1990@example.com' })).toEqual({ password: messages.personal })
		expect(await fieldsOf({ first_name: 'Alexandrova', password: 'alexandrova' })).toEqual({ password: messages.personal })
		expect(await fieldsOf({ password: 'aaaaaaaaaaaaaaa' })).toEqual({ password: messages.repetitive })
		// Checked against the e-mail as typed even when another field is wrong.
		expect(await fieldsOf({ email: 'sara.khan.1990@example.com', password: 'sara.khan.1990@example.com', terms: false })).toEqual({
			password: messages.personal,
			terms: SESSION_MESSAGES.en.registration.terms,
		})
	})

	test('five registrations per address in an hour; the sixth is a localized 429 with Retry-After', async () => {
		const address = '203.0.113.50'
		// Posts that fail validation cost nothing.
		expect((await post('/register', {}, { address })).status).toBe(400)
		for (let index = 1; index <= RATE_LIMIT_RULES.registerPerIp.points; index += 1) {
			expect((await post('/register', registration(), { address })).status, `registration ${index}`).toBe(201)
		}
		const email = newEmail()
		const refused = await post('/register', registration({ email }), { address, locale: 'ar-ae' })
		expect(refused.status).toBe(429)
		const retryAfter = Number(refused.headers.get('Retry-After'))
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_RULES.registerPerIp.durationSeconds)
		expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: SESSION_MESSAGES['ar-ae'].registerLimited } })
		expect(await customerRows(email)).toEqual([])
	})
})

describe('POST /login', () => {
	const login = (email: string, password: string, options: Options & { remember?: boolean } = {}) =>
		post('/login', { email, password, remember: options.remember ?? false }, options)

	test('signs in with the e-mail in any case, and a browser-session cookie without "remember me"', async () => {
		const account = await registered()
		const response = await login(`  ${account.email.toUpperCase()}`, account.password)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ data: { first_name: 'Sara', last_name: 'Khan', email: account.email } })
		expect(cookieNamed(response, 'session')).toMatch(/^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
		for (const cookie of setCookies(response)) expect(cookie).not.toMatch(/Max-Age|Expires/i)
		expect((await session(tokenOf(response))).status).toBe(200)
	})

	test('"remember me" makes both cookies last 30 days', async () => {
		const account = await registered()
		const response = await login(account.email, account.password, { remember: true })
		for (const cookie of setCookies(response)) {
			const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1])
			expect(maxAge).toBeGreaterThan(30 * 86_400 - 60)
			expect(maxAge).toBeLessThanOrEqual(30 * 86_400)
		}
	})

	test('cookies are Secure only when the site is served over https', async () => {
		const account = await registered()
		const response = await login(account.email, account.password, { app: plainHttp, headers: { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': '' } })
		expect(response.status).toBe(200)
		for (const cookie of setCookies(response)) expect(cookie).not.toContain('Secure')
		expect(cookieNamed(response, 'session')).toContain('HttpOnly; SameSite=Lax')
	})

	test('the session id rotates at log-in: a new token every time, and the one the request came with ends', async () => {
		const account = await registered()
		const first = await login(account.email, account.password)
		const second = await login(account.email, account.password, { headers: { Cookie: `session=${tokenOf(first)}` } })
		expect(tokenOf(second)).not.toBe(tokenOf(first))
		expect((await session(tokenOf(first))).status).toBe(401)
		expect((await session(tokenOf(second))).status).toBe(200)
		// A registration's session is just as distinct.
		expect([account.token, tokenOf(first)]).not.toContain(tokenOf(second))
	})

	test('an unknown e-mail and a wrong password get byte-identical answers, each after a password check', async () => {
		const account = await registered()
		const checked = async (email: string) => {
			let response: Response | undefined
			const runs = await scryptRunsDuring(async () => (response = await login(email, 'not-the-password-1', { locale: 'ru-ae' })))
			// The checks of the password typed, by their cost.
			return { response: response!, checks: runs.filter((run: ScryptRun) => run.input === 'not-the-password-1').map((run) => run.cost) }
		}
		const wrong = await checked(account.email)
		const unknown = await checked(newEmail())
		expect(wrong.response.status).toBe(401)
		expect(unknown.response.status).toBe(401)
		expect(unknown.response.headers.get('Content-Type')).toBe(wrong.response.headers.get('Content-Type'))
		const [wrongBody, unknownBody] = [await wrong.response.text(), await unknown.response.text()]
		expect(unknownBody).toBe(wrongBody)
		expect(JSON.parse(wrongBody)).toEqual({ error: { code: 'invalid_credentials', message: SESSION_MESSAGES['ru-ae'].invalidCredentials } })
		expect(setCookies(wrong.response)).toEqual([])
		expect(setCookies(unknown.response)).toEqual([])
		// scrypt runs either way, at the stored hashes' cost: an unknown e-mail is not answered faster.
		expect(wrong.checks).not.toEqual([])
		expect(unknown.checks).toEqual(wrong.checks)
	})

	test('failures per account from one address: the sixth try from it is a 429, even with the right password; the owner elsewhere signs in', async () => {
		const account = await registered()
		const stranger = newAddress()
		for (let attempt = 1; attempt <= RATE_LIMIT_RULES.loginPerAccountFromIp.points; attempt += 1) {
			expect((await login(account.email, `wrong-password-${attempt}`, { address: stranger })).status, `attempt ${attempt}`).toBe(401)
		}
		const refused = await login(account.email.toUpperCase(), account.password, { locale: 'ar-ae', address: stranger })
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(RATE_LIMIT_RULES.loginPerAccountFromIp.durationSeconds)
		expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: SESSION_MESSAGES['ar-ae'].loginLimited } })
		// The wrong passwords locked out their own address only: the owner, at another, signs in.
		const owner = await login(account.email, account.password, { address: newAddress() })
		expect(owner.status).toBe(200)
		expect((await session(tokenOf(owner))).status).toBe(200)
		expect((await login(account.email, account.password, { address: stranger })).status).toBe(429)
		// An unknown e-mail is limited the same way, so the limit tells nothing either.
		const unknown = newEmail()
		for (let attempt = 1; attempt <= RATE_LIMIT_RULES.loginPerAccountFromIp.points; attempt += 1) await login(unknown, 'wrong-password', { address: stranger })
		expect((await login(unknown, 'wrong-password', { address: stranger })).status).toBe(429)
	})

	test('a successful log-in clears the account’s failures from that address', async () => {
		const account = await registered()
		const address = newAddress()
		for (let round = 1; round <= 2; round += 1) {
			for (let attempt = 1; attempt < RATE_LIMIT_RULES.loginPerAccountFromIp.points; attempt += 1) {
				expect((await login(account.email, 'wrong-password', { address })).status).toBe(401)
			}
			expect((await login(account.email, account.password, { address })).status, `round ${round}`).toBe(200)
		}
	})

	test('failures per address: past the limit the address gets a 429 whatever the account', async () => {
		const address = '203.0.113.90'
		for (let attempt = 1; attempt <= RATE_LIMIT_RULES.loginPerIp.points; attempt += 1) {
			expect((await login(newEmail(), 'wrong-password', { address })).status, `attempt ${attempt}`).toBe(401)
		}
		const account = await registered()
		const refused = await login(account.email, account.password, { address })
		expect(refused.status).toBe(429)
		expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
		expect((await login(account.email, account.password, { address: '203.0.113.91' })).status).toBe(200)
	})

	test('bad input is a 400 with field messages, never a 500', async () => {
		const response = await login('not an e-mail', '', { locale: 'ar-ae' })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			error: { code: 'invalid_input', message: ar.api.invalidInput, fields: SESSION_MESSAGES['ar-ae'].login },
		})
		expect((await post('/login', { email: ['x'], password: { $ne: null } })).status).toBe(400)
	})
})

describe('POST /logout and GET /session', () => {
	test('log-out revokes the session and clears both cookies', async () => {
		const account = await registered()
		const response = await post('/logout', undefined, { headers: { Cookie: `session=${account.token}`, 'Content-Type': '' } })
		expect(response.status).toBe(204)
		const cleared = setCookies(response)
		expect(cleared).toHaveLength(2)
		for (const cookie of cleared) expect(cookie).toMatch(/^(session|kcal_name)=; Path=\/;.*Max-Age=0/)
		expect((await session(account.token)).status).toBe(401)
	})

	test('the app logs out with its bearer token', async () => {
		const account = await registered()
		expect((await post('/logout', undefined, { headers: { Authorization: `Bearer ${account.token}`, 'Sec-Fetch-Site': '' } })).status).toBe(204)
		expect((await session(account.token, 'bearer')).status).toBe(401)
	})

	test('without a session GET /session is a localized 401', async () => {
		const response = await call('GET', '/session', undefined, { locale: 'ar-ae' })
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: ar.api.unauthenticated } })
		expect((await session('x'.repeat(43))).status).toBe(401)
	})
})

describe('requests the account routes refuse', () => {
	test('posts from another site are a 403, and nothing happens', async () => {
		const account = await registered()
		const viaFetchSite = await post('/logout', undefined, { headers: { Cookie: `session=${account.token}`, 'Sec-Fetch-Site': 'cross-site' } })
		expect(viaFetchSite.status).toBe(403)
		expect(await viaFetchSite.json()).toEqual({ error: { code: 'cross_site', message: en.api.crossSite } })
		expect((await session(account.token)).status).toBe(200)

		const email = newEmail()
		const viaOrigin = await post('/register', registration({ email }), { headers: { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' } })
		expect(viaOrigin.status).toBe(403)
		expect(await customerRows(email)).toEqual([])
		expect((await post('/login', { email: account.email, password: account.password }, { headers: { 'Sec-Fetch-Site': 'same-site' } })).status).toBe(403)
	})

	test('a body over 16 KB is a 413, whether or not it says its length', async () => {
		const huge = registration({ first_name: 'x'.repeat(20_000) })
		const declared = await post('/register', huge, { locale: 'ar-ae' })
		expect(declared.status).toBe(413)
		expect(await declared.json()).toEqual({ error: { code: 'payload_too_large', message: SESSION_MESSAGES['ar-ae'].payloadTooLarge } })
		const text = JSON.stringify(huge)
		const streamed = await post('/login', new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(text)), controller.close()) }), {
			headers: { 'Transfer-Encoding': 'chunked' },
		})
		expect(streamed.status).toBe(413)
	})

	test('a body that is not a JSON object is a 400, and other content types a 415', async () => {
		expect((await post('/register', '{"email":')).status).toBe(400)
		expect((await post('/login', '[1, 2]')).status).toBe(400)
		const form = await post('/login', 'email=a%40b.c&password=x', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
		expect(form.status).toBe(415)
		expect(((await form.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type')
	})
})

describe('the sign-up and log-in pages’ actions (forms posted without JavaScript)', () => {
	const accounts = { sessions: createSessionStore(db), rateLimits: createRateLimits(db.$client), https: true, outbox: { dispatch: () => {} } }

	function pageArgs(locale: LocaleCode, path: string, fields: Record<string, string>, { headers = {}, customer = null }: { headers?: Record<string, string>; customer?: SessionCustomer | null } = {}) {
		const context = new RouterContextProvider()
		context.set(localeContext, i18nFor(locale))
		context.set(servicesContext, { db, accounts, settings: { origin: 'https://kcal.example' }, clientIp: newAddress(), customer } as unknown as RequestServices)
		const request = new Request(`https://kcal.example${path}`, {
			method: 'POST',
			headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA, ...headers },
			body: new URLSearchParams(fields),
		})
		return { request, context, params: {} } as never
	}

	/** The action's answer: the thrown redirect, or the page's data with its status. */
	async function answer(run: Promise<unknown>) {
		try {
			const result = (await run) as { data: unknown; init: { status: number; headers?: HeadersInit } }
			return { status: result.init.status, data: result.data, headers: new Headers(result.init.headers), location: null }
		} catch (thrown) {
			if (!(thrown instanceof Response)) throw thrown
			return { status: thrown.status, data: null, headers: thrown.headers, location: thrown.headers.get('Location') }
		}
	}

	const signUpFields = (overrides: Record<string, string> = {}) => ({
		first_name: 'Sara',
		last_name: 'Khan',
		email: newEmail(),
		mobile_number: '050 123 4567',
		password: 'lantern-orbit-sage-72',
		terms: 'on',
		...overrides,
	})

	test('sign-up creates the account with the landing’s attribution, signs in and goes to `redirect_to`', async () => {
		const fields = signUpFields({ referral_code: 'LAYLA10', redirect_to: '/ar-ae/meal-plans/checkout/' })
		const landing = landingCookieValue({
			utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand-ar', utm_content: null, utm_term: 'وجبات صحية' },
			fbclid: null,
			gclid: 'Cj0KCQiA',
			referrer: 'https://www.google.com/',
			userAgent: 'landing browser',
			landedAt: Date.UTC(2026, 10, 1),
		})
		const cookie = `kcal_attribution=${landing}; kcal_consent=1.gg; _fbp=fb.1.1596403881668.1116446470; _fbc=fb.1.1700000000001.fromcookie`
		const result = await answer(signUpAction(pageArgs('ar-ae', '/ar-ae/sign-up/', fields, { headers: { Cookie: cookie } })))
		expect(result.status).toBe(303)
		expect(result.location).toBe('/ar-ae/meal-plans/checkout/')
		const cookies = result.headers.getSetCookie()
		expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['session', 'kcal_name'])
		expect(cookies[0]).toContain('HttpOnly; SameSite=Lax; Secure')

		const [row] = await customerRows(fields.email)
		expect(row).toMatchObject({ locale: 'ar-ae', mobile_number: '+971501234567', source: 'google', initiator_type: 'Paid' })
		expect(row?.meta).toMatchObject({
			utm_source: 'google',
			utm_medium: 'cpc',
			utm_campaign: 'brand-ar',
			utm_term: 'وجبات صحية',
			gclid: 'Cj0KCQiA',
			http_referer: 'https://www.google.com/',
			landed_at: '2026-11-01T00:00:00.000Z',
			// Meta's own cookies, kept since the visitor allowed marketing cookies.
			facebook_fbc: 'fb.1.1700000000001.fromcookie',
			facebook_fbp: 'fb.1.1596403881668.1116446470',
			referral_code: 'LAYLA10',
			browser_user_agent: 'landing browser',
		})
		expect(await outboxTo(fields.email)).toMatchObject([{ subject: WELCOME_EMAIL['ar-ae'].subject }])
		expect((await session(/^session=([^;]*)/.exec(cookies[0] ?? '')?.[1] ?? '')).status).toBe(200)
	})

	test('sign-up with another site as `redirect_to` goes to the account page instead', async () => {
		const result = await answer(signUpAction(pageArgs('en', '/sign-up/', signUpFields({ redirect_to: '//evil.example/' }))))
		expect(result.location).toBe('/account/')
	})

	test('a refused sign-up comes back with the messages in the page’s language and what was typed, not the password', async () => {
		const result = await answer(signUpAction(pageArgs('ar-ae', '/ar-ae/sign-up/', signUpFields({ email: 'mariam@', password: 'password123', terms: '' }))))
		expect(result.status).toBe(400)
		expect(result.data).toEqual({
			values: { first_name: 'Sara', last_name: 'Khan', email: 'mariam@', mobile_number: '050 123 4567', terms: '' },
			errors: {
				email: SESSION_MESSAGES['ar-ae'].registration.email,
				password: SESSION_MESSAGES['ar-ae'].password.common,
				terms: SESSION_MESSAGES['ar-ae'].registration.terms,
			},
		})
	})

	test('a sign-up posted from another site is refused with a 403 and creates nothing', async () => {
		const fields = signUpFields()
		const result = await answer(signUpAction(pageArgs('ru-ae', '/ru-ae/sign-up/', fields, { headers: { 'Sec-Fetch-Site': 'cross-site' } })))
		expect(result.status).toBe(403)
		expect(result.data).toMatchObject({ message: i18nFor('ru-ae').t('api.crossSite') })
		expect(await customerRows(fields.email)).toEqual([])
	})

	test('log-in signs in with "remember me", rotating the session, and goes to `redirect_to`', async () => {
		const account = await registered()
		const result = await answer(
			logInAction(
				pageArgs('en', '/log-in/', { email: account.email, password: account.password, remember: 'on', redirect_to: '/meal-plans/' }, { headers: { Cookie: `session=${account.token}` } }),
			),
		)
		expect(result.status).toBe(303)
		expect(result.location).toBe('/meal-plans/')
		const cookies = result.headers.getSetCookie()
		for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=\d+/)
		const token = /^session=([^;]*)/.exec(cookies[0] ?? '')?.[1] ?? ''
		expect(token).not.toBe(account.token)
		expect((await session(account.token)).status).toBe(401)
		expect((await session(token)).status).toBe(200)
	})

	test('a refused log-in says so above the form and keeps the e-mail', async () => {
		const result = await answer(logInAction(pageArgs('ar-ae', '/ar-ae/log-in/', { email: newEmail(), password: 'whatever-it-is', remember: 'on' })))
		expect(result.status).toBe(401)
		expect(result.data).toEqual({
			values: { email: expect.stringMatching(/@example\.com$/), remember: 'on' },
			errors: {},
			message: SESSION_MESSAGES['ar-ae'].invalidCredentials,
		})
	})

	test('log-out (the header’s form) ends the session, clears the cookies and goes home', async () => {
		const account = await registered()
		const result = await answer(logInAction(pageArgs('ru-ae', '/ru-ae/log-in/', { intent: 'log-out' }, { headers: { Cookie: `session=${account.token}` } })))
		expect(result.status).toBe(303)
		expect(result.location).toBe('/ru-ae/')
		expect(result.headers.getSetCookie().map((cookie) => /^(\w+)=;.*Max-Age=0/.exec(cookie)?.[1])).toEqual(['session', 'kcal_name'])
		expect((await session(account.token)).status).toBe(401)
		// From another site it does nothing.
		const other = await registered()
		const refused = await answer(logInAction(pageArgs('en', '/log-in/', { intent: 'log-out' }, { headers: { Cookie: `session=${other.token}`, 'Sec-Fetch-Site': 'cross-site' } })))
		expect(refused.status).toBe(403)
		expect((await session(other.token)).status).toBe(200)
	})
})
