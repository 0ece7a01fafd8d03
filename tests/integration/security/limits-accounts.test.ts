/**
 * Every account limit under a parallel burst (issue 16, item 4): a limit counts before the
 * expensive work (a password or code check, a hash, an e-mail), in one atomic step, so 200
 * requests at the same moment get exactly the limit's worth of work and 429s for the rest.
 * What a limit gives back (the right password) is checked one request at a time. The services
 * are the ones the API routes and the pages' actions call.
 */
import { describe, expect, test, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import type * as PasswordsModule from '../../../server/auth/passwords.ts'
import { createAccountDeletion } from '../../../server/accounts/account-deletion.ts'
import { logIn } from '../../../server/accounts/login.ts'
import { passwordServicesFor } from '../../../server/accounts/password-change.ts'
import { register } from '../../../server/accounts/registration.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { customers, passwordResetCodes } from '../../../server/db/schema.ts'
import { createRateLimits, RATE_LIMIT_RULES } from '../../../server/http/rate-limits.ts'
import { createTestDatabase } from '../support/database.ts'

// Every password check goes through these two functions: the test counts them.
const checks = vi.hoisted(() => ({ passwords: 0 }))
vi.mock('../../../server/auth/passwords.ts', async (importOriginal) => {
	const { countedPasswords } = await import('../support/counted-passwords.ts')
	return countedPasswords(await importOriginal<typeof PasswordsModule>(), checks)
})

// A burst that checks every password takes minutes on two cores; the timeout is no measure of speed.
vi.setConfig({ testTimeout: 300_000 })

const { db } = await createTestDatabase()
// The services the API routes and the pages' actions call (server/api/v1/account/, app/routes/).
const accounts = { sessions: createSessionStore(db), rateLimits: createRateLimits(db.$client), https: true, outbox: { dispatch: () => {} } }
const deps = { db, accounts, siteUrl: 'https://kcal.example' }
const passwords = passwordServicesFor(accounts, { db, publicOrigin: deps.siteUrl })
const deletion = createAccountDeletion({ db, rateLimits: accounts.rateLimits, publicOrigin: deps.siteUrl })

const BURST = 200
let lastAddress = 0
const newAddress = () => `203.0.113.${++lastAddress}`
let lastEmail = 0
const newEmail = () => `burst${++lastEmail}@example.com`
const PASSWORD = 'lantern-orbit-sage-72'
const NEW_PASSWORD = 'quartz-meadow-river-19'
const locale = 'en' as const

const registration = (email = newEmail()) => ({ first_name: 'Sara', last_name: 'Khan', email, mobile_number: '050 123 4567', password: PASSWORD, terms: true })
const registerFrom = (address: string, input = registration()) => register(deps, { input, locale, clientIp: address, userAgent: null, cookieHeader: null, previousToken: null })
const logInAs = (email: string, password: string, address = newAddress()) =>
	logIn(deps, { input: { email, password }, locale, clientIp: address, userAgent: null, previousToken: null })

async function registeredCustomer() {
	const input = registration()
	expect((await registerFrom(newAddress(), input)).status).toBe('registered')
	const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email))
	const customer = { id: row?.id ?? 0, email: input.email, firstName: 'Sara', lastName: 'Khan', locale, sessionId: 'this-session' }
	return customer
}

/** The outcomes of a burst, counted: `{ 'signed-in': 1, refused: 4, 'rate-limited': 195 }`. */
async function burst(count: number, send: (index: number) => Promise<{ status: string }>) {
	const results = await Promise.all(Array.from({ length: count }, (_, index) => send(index)))
	const statuses: Record<string, number> = {}
	for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1
	return statuses
}

/** Points spent of a limit's key, as rate-limiter-flexible keeps them (`<prefix>:<key>`); 0 when none. */
async function pointsSpent(prefix: string, key: string) {
	const result = await db.$client.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [`${prefix}:${key}`])
	return result.rows[0]?.points ?? 0
}

describe('log-in', () => {
	test(`${BURST} parallel log-ins for one account from one address, one with the right password: 5 passwords checked`, async () => {
		const { email } = await registeredCustomer()
		checks.passwords = 0
		const address = newAddress()
		const statuses = await burst(BURST, (index) => logInAs(email, index === BURST - 1 ? PASSWORD : `wrong-${index}-password`, address))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		// The requests its own address refused never reached the account's limit across addresses.
		expect(await pointsSpent('login-account', email)).toBeLessThanOrEqual(RATE_LIMIT_RULES.loginPerAccountFromIp.points)
	})

	test(`${BURST} parallel log-ins for one account from as many addresses: ${RATE_LIMIT_RULES.loginPerAccount.points} passwords checked`, async () => {
		const { email } = await registeredCustomer()
		checks.passwords = 0
		const statuses = await burst(BURST, (index) => logInAs(email, `wrong-${index}-password`))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.loginPerAccount.points)
		expect(statuses.refused).toBe(RATE_LIMIT_RULES.loginPerAccount.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.loginPerAccount.points)
	})

	test(`${BURST} parallel log-ins from one address for many e-mails: 20 passwords checked`, async () => {
		const address = newAddress()
		checks.passwords = 0
		const statuses = await burst(BURST, () => logInAs(newEmail(), 'wrong-password-here', address))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.loginPerIp.points)
		expect(statuses.refused).toBe(RATE_LIMIT_RULES.loginPerIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.loginPerIp.points)
	})

	test('the right password costs the address nothing, and an unknown e-mail counts like a known one', async () => {
		const { email } = await registeredCustomer()
		const address = newAddress()
		for (let attempt = 0; attempt < RATE_LIMIT_RULES.loginPerIp.points + 5; attempt += 1) {
			expect((await logInAs(email, PASSWORD, address)).status).toBe('signed-in')
		}
		const unknown = newEmail()
		const stranger = newAddress()
		for (let attempt = 0; attempt < RATE_LIMIT_RULES.loginPerAccountFromIp.points; attempt += 1) {
			expect((await logInAs(unknown, 'wrong-password-here', stranger)).status).toBe('refused')
			expect((await logInAs(email, 'wrong-password-here', stranger)).status).toBe('refused')
		}
		expect((await logInAs(unknown, 'wrong-password-here', stranger)).status).toBe('rate-limited')
		expect((await logInAs(email, PASSWORD, stranger)).status).toBe('rate-limited')
		// The stranger locked out only their own address: the owner, at theirs, still signs in.
		expect((await logInAs(email, PASSWORD, address)).status).toBe('signed-in')
	})
})

describe('changing the password and deleting the account (the log-in limits)', () => {
	test(`${BURST} parallel password changes with wrong current passwords: 5 checked`, async () => {
		const customer = await registeredCustomer()
		const clientIp = newAddress()
		checks.passwords = 0
		const statuses = await burst(BURST, (index) =>
			passwords.change.change({ customer, locale, clientIp, input: { current_password: `wrong-${index}-password`, new_password: NEW_PASSWORD } }),
		)
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.loginPerAccountFromIp.points)
	})

	test('the right current password with a refused new one costs nothing', async () => {
		const customer = await registeredCustomer()
		const clientIp = newAddress()
		for (let attempt = 0; attempt < RATE_LIMIT_RULES.loginPerAccountFromIp.points + 2; attempt += 1) {
			const refused = await passwords.change.change({ customer, locale, clientIp, input: { current_password: PASSWORD, new_password: 'password' } })
			expect(refused.status).toBe('invalid')
		}
		expect((await passwords.change.change({ customer, locale, clientIp, input: { current_password: PASSWORD, new_password: NEW_PASSWORD } })).status).toBe('changed')
	})

	test(`${BURST} parallel deletions with wrong passwords from one address: 5 checked, and the account stays`, async () => {
		const customer = await registeredCustomer()
		const clientIp = newAddress()
		checks.passwords = 0
		const statuses = await burst(BURST, (index) => deletion.deleteAccount({ customer, password: `wrong-${index}-password`, locale, clientIp }))
		expect(checks.passwords).toBe(RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		expect(statuses['wrong-password']).toBe(RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.loginPerAccountFromIp.points)
		// They count as failed log-ins from that address, and from that address only.
		expect((await logInAs(customer.email, PASSWORD, clientIp)).status).toBe('rate-limited')
		expect((await logInAs(customer.email, PASSWORD)).status).toBe('signed-in')
	})
})

describe('registration and password reset', () => {
	test(`${BURST} parallel registrations from one address: 5 accounts`, async () => {
		const address = newAddress()
		const statuses = await burst(BURST, () => registerFrom(address))
		expect(statuses.registered).toBe(RATE_LIMIT_RULES.registerPerIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.registerPerIp.points)
	})

	test(`${BURST} parallel reset requests for one e-mail from one address: 3 codes sent`, async () => {
		const { email } = await registeredCustomer()
		const clientIp = newAddress()
		const statuses = await burst(BURST, () => passwords.reset.request({ input: { email }, locale, clientIp }))
		expect(statuses.sent).toBe(RATE_LIMIT_RULES.resetPerAccountFromIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.resetPerAccountFromIp.points)
		expect(await pointsSpent('reset-account', email)).toBe(RATE_LIMIT_RULES.resetPerAccountFromIp.points)
	})

	test(`${BURST} parallel reset requests for one e-mail from as many addresses: ${RATE_LIMIT_RULES.resetPerAccount.points} codes sent`, async () => {
		const { email } = await registeredCustomer()
		const statuses = await burst(BURST, () => passwords.reset.request({ input: { email }, locale, clientIp: newAddress() }))
		expect(statuses.sent).toBe(RATE_LIMIT_RULES.resetPerAccount.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.resetPerAccount.points)
	})

	test('a stranger’s reset requests for an e-mail use up only their own address: the owner still gets a code', async () => {
		const customer = await registeredCustomer()
		const stranger = newAddress()
		for (let request = 0; request < RATE_LIMIT_RULES.resetPerAccountFromIp.points; request += 1) {
			expect((await passwords.reset.request({ input: { email: customer.email }, locale, clientIp: stranger })).status).toBe('sent')
		}
		expect((await passwords.reset.request({ input: { email: customer.email }, locale, clientIp: stranger })).status).toBe('rate-limited')
		const codesBefore = await db.select({ id: passwordResetCodes.id }).from(passwordResetCodes).where(eq(passwordResetCodes.customerId, customer.id))
		expect((await passwords.reset.request({ input: { email: customer.email }, locale, clientIp: newAddress() })).status).toBe('sent')
		const codes = await db.select({ id: passwordResetCodes.id }).from(passwordResetCodes).where(eq(passwordResetCodes.customerId, customer.id))
		expect(codes).toHaveLength(codesBefore.length + 1)
	})

	test(`${BURST} parallel reset requests from one address: 10 answered`, async () => {
		const address = newAddress()
		const statuses = await burst(BURST, () => passwords.reset.request({ input: { email: newEmail() }, locale, clientIp: address }))
		expect(statuses.sent).toBe(RATE_LIMIT_RULES.resetPerIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.resetPerIp.points)
	})

	const wrongCode = (email: string, index: number, address = newAddress()) =>
		passwords.reset.complete({ input: { email, code: String(index).padStart(6, '0'), password: NEW_PASSWORD }, locale, clientIp: address })

	test(`${BURST} parallel wrong codes for one e-mail: 10 tried`, async () => {
		const { email } = await registeredCustomer()
		expect((await passwords.reset.request({ input: { email }, locale, clientIp: newAddress() })).status).toBe('sent')
		const statuses = await burst(BURST, (index) => wrongCode(email, index))
		expect(statuses.rejected).toBe(RATE_LIMIT_RULES.otpPerAccount.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.otpPerAccount.points)
	})

	test(`${BURST} parallel wrong codes from one address: 20 tried`, async () => {
		const address = newAddress()
		const statuses = await burst(BURST, (index) => wrongCode(newEmail(), index, address))
		expect(statuses.rejected).toBe(RATE_LIMIT_RULES.otpPerIp.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.otpPerIp.points)
	})
})
