/**
 * Nothing in checkout's "create my account" tells whether an e-mail is registered (issue 16,
 * item 8): a new and a registered address, with or without a password typed, get the same
 * answer and no session; what differs goes only to the address's inbox, and each inbox gets
 * the right e-mail. (Before: a new address with a password was signed in, `account=signed-in`.)
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createCheckoutAccount } from '../../../server/accounts/checkout-account.ts'
import { storedAttribution } from '../../../server/attribution/stored-attribution.ts'
import { verifyPassword } from '../../../server/auth/passwords.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import type { OrderDeliveryAddress } from '../../../domain/order.ts'
import { areas, areaTimings, customers, outbox, sessions } from '../../../server/db/schema.ts'
import { createRateLimits } from '../../../server/http/rate-limits.ts'
import { createTestDatabase } from '../support/database.ts'

const { db } = await createTestDatabase()
const deps = {
	db,
	accounts: { sessions: createSessionStore(db), rateLimits: createRateLimits(db.$client), https: true, outbox: { dispatch: () => {} } },
	siteUrl: 'https://kcal.example',
}

const PASSWORD = 'Saffron-Marina-2026'
const [timing] = await db
	.select({ id: areaTimings.id, slot: areaTimings.slot, areaId: areas.id, cityId: areas.cityId })
	.from(areaTimings)
	.innerJoin(areas, eq(areas.id, areaTimings.areaId))
	.limit(1)
/** The order's address, which a new account keeps as its first. */
const ADDRESS: OrderDeliveryAddress = {
	type: 'Home',
	city_id: timing!.cityId,
	city_name: 'Dubai',
	area_id: timing!.areaId,
	area_name: 'Dubai Marina',
	area_timing_id: timing!.id,
	slot: timing!.slot,
	flat_number: '1204',
	building_name: 'Marina Heights',
	street: '',
	landmark: 'N/A',
	notes: '',
	custom_delivery_instructions: '',
	latitude: null,
	longitude: null,
}
let clients = 0

/** No order behind the id: the order's joining is checkout-account.test.ts's subject. */
function createAccount(email: string, password: string) {
	const clientIp = `198.51.100.${++clients}`
	return createCheckoutAccount(deps, {
		orderId: 0,
		deliveryAddress: ADDRESS,
		email,
		firstName: 'Layla',
		lastName: 'Haddad',
		mobileNumber: '+971501234567',
		password,
		locale: 'en',
		clientIp,
		userAgent: 'Test browser',
		attribution: storedAttribution(null, { cookieHeader: null, userAgent: 'Test browser', clientIp }),
	})
}

async function registered(email: string) {
	await db.insert(customers).values({ email, firstName: 'Noor', lastName: 'Saleh', mobileNumber: '+971509999999', passwordHash: 'scrypt$kept' })
}

const subjectsTo = async (email: string) => (await db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email))).map((mail) => mail.subject)
const sessionsOf = async (email: string) => {
	const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))
	return customer ? (await db.select().from(sessions).where(eq(sessions.customerId, customer.id))).length : 0
}

describe('an account asked for at checkout', () => {
	test('a new and a registered address get the same answer, with or without a password, and nobody is signed in', async () => {
		await registered('held.one@example.com')
		await registered('held.two@example.com')
		const answers = [
			await createAccount('new.one@example.com', PASSWORD),
			await createAccount('new.two@example.com', ''),
			await createAccount('held.one@example.com', PASSWORD),
			await createAccount('held.two@example.com', ''),
		]
		for (const answer of answers) expect(answer).toEqual({ status: 'e-mailed' })
		for (const email of ['new.one@example.com', 'new.two@example.com', 'held.one@example.com', 'held.two@example.com']) {
			expect(await sessionsOf(email)).toBe(0)
		}
	})

	test('each inbox gets the e-mail for its case, and a chosen password is the new account’s', async () => {
		await registered('held.three@example.com')
		await createAccount('new.three@example.com', PASSWORD)
		await createAccount('new.four@example.com', '')
		await createAccount('held.three@example.com', PASSWORD)

		expect(await subjectsTo('new.three@example.com')).toEqual(['Welcome to kcal'])
		const [created] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.email, 'new.three@example.com'))
		expect(await verifyPassword(PASSWORD, created!.passwordHash!)).toBe(true)
		expect(await subjectsTo('new.four@example.com')).toEqual(['Your kcal account is ready: set your password'])
		expect(await subjectsTo('held.three@example.com')).toEqual(['Someone tried to create a kcal account with your e-mail'])
		const [held] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.email, 'held.three@example.com'))
		expect(held?.passwordHash).toBe('scrypt$kept')
	})
})
