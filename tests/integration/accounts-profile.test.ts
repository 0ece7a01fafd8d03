/**
 * The signed-in customer's own data through the API (issue 6 item 4): profile, addresses,
 * delivery preferences, saved cards and orders. Two customers throughout: neither can ever read
 * or change the other's rows, and the other's ids answer exactly like ids that do not exist.
 */
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { I18nProvider } from '../../app/i18n/i18n.tsx'
import AccountPage, { action as pageAction, loader as pageLoader } from '../../app/routes/account.tsx'
import { DocumentContext } from '../../app/utils/document-context.ts'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { ACCOUNT_PROFILE_MESSAGES } from '../../content/account-messages/profile.ts'
import { ACCOUNT } from '../../content/pages/account.ts'
import { TEMPORARY_ADDRESS_PLACEHOLDER } from '../../domain/address-selection.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { checkoutPrefill } from '../../server/accounts/checkout-prefill.ts'
import { loadConfig } from '../../server/config.ts'
import { createRateLimits } from '../../server/http/rate-limits.ts'
import { createSessionStore } from '../../server/auth/sessions.ts'
import { customerAddresses, customers, deliveryPreferences, orders, plans, planTranslations, savedCards, sessions as sessionRows, subscriptions } from '../../server/db/schema.ts'
import type { Area } from '../../server/db/queries/delivery.ts'
import { createTestDatabase } from './support/database.ts'
import { createCheckoutTestApp, ORIGIN, orderBody, postOrder, type OrderJson } from './support/checkout.ts'
import { payPlan } from './support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const { request } = app
const sessions = createSessionStore(db)

type Auth = Record<string, string>
type Json = Record<string, unknown>
type Address = Json & { id: number; is_default: boolean; area_timing_id: number; area_id: number }

let emails = 0
async function signedInCustomer(options: { remember?: boolean; cookie?: boolean } = {}) {
	emails += 1
	const email = `customer${emails}@example.com`
	const [customer] = await db
		.insert(customers)
		.values({ email, firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
		.returning()
	if (!customer) throw new Error('no customer')
	const { token } = await sessions.create(customer.id, { remember: options.remember ?? false })
	const auth: Auth = options.cookie
		? { Cookie: `session=${token}; kcal_name=${encodeURIComponent(JSON.stringify({ firstName: 'Layla', lastName: 'Haddad' }))}` }
		: { Authorization: `Bearer ${token}` }
	return { customer, email, auth, token }
}

function call(method: string, path: string, auth: Auth, body?: unknown, headers: Record<string, string> = {}) {
	return request(`/client/api/v1${path}`, {
		method,
		headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...auth, ...headers },
		...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
	})
}

async function json<T = Json>(response: Response): Promise<T> {
	return (await response.json()) as T
}

/** Dubai areas with their slots, and one area of another emirate. */
let dubai: Area[]
let sharjah: Area[]
beforeAll(async () => {
	dubai = (await json<{ data: Area[] }>(await request('/client/api/v1/cities/1/areas'))).data
	const cities = (await json<{ data: Array<{ id: number; slug: string }> }>(await request('/client/api/v1/cities'))).data
	const other = cities.find((city) => city.slug === 'sharjah')!
	sharjah = (await json<{ data: Area[] }>(await request(`/client/api/v1/cities/${other.id}/areas`))).data
})

function addressBody(overrides: Json = {}) {
	const area = dubai[0]!
	return {
		type: 'Home',
		city_id: 1,
		area_id: area.id,
		area_timing_id: area.timings[0]!.id,
		flat_number: '1204',
		building_name: 'Marina Heights',
		street: 'Al Marsa Street',
		...overrides,
	}
}

async function addAddress(auth: Auth, overrides: Json = {}) {
	const response = await call('POST', '/addresses', auth, addressBody(overrides))
	expect(response.status).toBe(201)
	return (await json<{ data: Address }>(response)).data
}

async function profileOf(auth: Auth) {
	const response = await call('GET', '/profile', auth)
	expect(response.status).toBe(200)
	return (await json<{ data: Json & { addresses: { data: Address[] }; savedCards: { data: Json[] } } }>(response)).data
}

describe('signing in is required', () => {
	test.each([
		['GET', '/profile'],
		['POST', '/profile'],
		['POST', '/addresses'],
		['PUT', '/addresses/1'],
		['DELETE', '/addresses/1'],
		['POST', '/addresses/1/default'],
		['GET', '/delivery-preferences'],
		['POST', '/delivery-preferences'],
		['GET', '/saved-cards'],
		['DELETE', '/saved-cards/1'],
		['GET', '/orders'],
		['GET', '/orders/5d8a3c52-3f5e-4a8e-9a43-0f0e6f3c1b11'],
	])('%s %s answers 401 without a session, and nothing is cached', async (method, path) => {
		const response = await call(method, path, {}, method === 'GET' || method === 'DELETE' ? undefined : {})
		expect(response.status).toBe(401)
		expect(((await json<{ error: { code: string } }>(response)).error.code)).toBe('unauthenticated')
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	})

	test('a revoked or made-up token is no session', async () => {
		const { auth, token } = await signedInCustomer()
		await sessions.revoke(token)
		expect((await call('GET', '/profile', auth)).status).toBe(401)
		expect((await call('GET', '/profile', { Authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401)
	})

	test('POST /orders of the checkout is still there beside GET /orders', async () => {
		const response = await call('POST', '/orders', {}, {}, { 'Idempotency-Key': 'k'.repeat(20) })
		expect(response.status).toBe(400)
		expect((await json<{ error: { code: string } }>(response)).error.code).toBe('invalid_input')
	})
})

describe('profile', () => {
	test('GET gives the spec fields, the addresses and the active cards, never a token', async () => {
		const { customer, email, auth } = await signedInCustomer()
		await db.insert(savedCards).values([
			{ customerId: customer.id, token: 'tok-secret-1', cardNumber: '400555******0001', cardType: 'Visa', expiry: '3005' },
			{ customerId: customer.id, token: 'tok-secret-2', cardNumber: '512345******2346', cardType: 'Mastercard', status: 'Removed' },
		])
		await addAddress(auth)
		const response = await call('GET', '/profile', auth)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const text = await response.text()
		expect(text).not.toContain('tok-secret')
		const profile = (JSON.parse(text) as { data: Json & { addresses: { data: Json[] }; savedCards: { data: Json[] } } }).data
		expect(profile).toMatchObject({
			email,
			first_name: 'Layla',
			last_name: 'Haddad',
			mobile_number: '+971501234567',
			gender: null,
			birth_date: null,
		})
		expect(profile.addresses.data).toHaveLength(1)
		expect(profile.addresses.data[0]).toMatchObject({
			type: 'Home',
			flat_number: '1204',
			building_name: 'Marina Heights',
			landmark: 'N/A',
			city_id: 1,
			city_name: 'Dubai',
			area_id: dubai[0]!.id,
			area_name: dubai[0]!.name,
			slot: dubai[0]!.timings[0]!.slot,
			is_default: true,
			is_temporary: false,
			is_deliverable: true,
		})
		expect(profile.savedCards.data).toEqual([
			{ id: expect.any(Number), card_number: '400555******0001', card_type: 'Visa', gateway: 'Payfort', status: 'Active', expiry: '05/30' },
		])
	})

	test('names and slots come in the language asked for', async () => {
		const { auth } = await signedInCustomer()
		await addAddress(auth)
		const response = await call('GET', '/profile?locale=ar-ae', auth)
		const address = (await json<{ data: { addresses: { data: Json[] } } }>(response)).data.addresses.data[0]!
		expect(address.city_name).toBe('دبي')
	})

	test('POST changes names, mobile (to E.164), gender and birth date; a field left out keeps its value', async () => {
		const { auth, email } = await signedInCustomer()
		const response = await call('POST', '/profile?locale=en', auth, {
			first_name: '  Mariam ',
			last_name: 'Al Mansoori',
			mobile_number: '055 987 6543',
			gender: 'female',
			birth_date: '1990-04-30',
			email: ` ${email.toUpperCase()} `,
		})
		expect(response.status).toBe(200)
		expect((await json<{ data: Json }>(response)).data).toMatchObject({
			first_name: 'Mariam',
			last_name: 'Al Mansoori',
			mobile_number: '+971559876543',
			gender: 'female',
			birth_date: '1990-04-30',
			email,
		})
		const partial = await call('POST', '/profile', auth, { gender: '' })
		expect((await json<{ data: Json }>(partial)).data).toMatchObject({ first_name: 'Mariam', gender: null, birth_date: '1990-04-30' })
	})

	test('bad fields get a 400 with a message each, in the language asked for, and nothing changes', async () => {
		const { auth } = await signedInCustomer()
		const response = await call('POST', '/profile?locale=ar-ae', auth, {
			first_name: 'x',
			mobile_number: '04 555 0100',
			gender: 'other',
			birth_date: '2020-02-30',
			email: 'someone.else@example.com',
		})
		expect(response.status).toBe(400)
		const { error } = await json<{ error: { code: string; message: string; fields: Record<string, string> } }>(response)
		expect(error.code).toBe('invalid_input')
		expect(Object.keys(error.fields).sort()).toEqual(['birth_date', 'email', 'first_name', 'gender', 'mobile_number'])
		for (const message of Object.values(error.fields)) expect(message).toMatch(/[\u0600-\u06FF]/)
		expect((await profileOf(auth)).first_name).toBe('Layla')
	})

	test.each([
		['a child', '2020-01-01'],
		['a date in the future', '2999-01-01'],
		['a birth date 130 years ago', '1890-01-01'],
		['not a date', '30/04/1990'],
		['a number', 19900430],
	])('refuses %s as the birth date', async (_, birthDate) => {
		const { auth } = await signedInCustomer()
		const response = await call('POST', '/profile', auth, { birth_date: birthDate })
		expect(response.status).toBe(400)
		expect(Object.keys((await json<{ error: { fields: Json } }>(response)).error.fields)).toEqual(['birth_date'])
	})

	test('a browser gets its name cookie rewritten, for as long as its session lasts', async () => {
		const short = await signedInCustomer({ cookie: true })
		const response = await call('POST', '/profile', short.auth, { first_name: 'Noor' }, { Origin: ORIGIN })
		expect(response.status).toBe(200)
		const cookie = response.headers.get('Set-Cookie') ?? ''
		expect(cookie).toContain(`kcal_name=${encodeURIComponent(JSON.stringify({ firstName: 'Noor', lastName: 'Haddad' }))}`)
		expect(cookie).toContain('Secure')
		expect(cookie).not.toContain('Max-Age')
		expect(cookie).not.toContain('HttpOnly')

		const remembered = await signedInCustomer({ cookie: true, remember: true })
		const again = await call('POST', '/profile', remembered.auth, { last_name: 'Saleh' })
		expect(again.headers.get('Set-Cookie')).toMatch(/Max-Age=(25|26)\d{5}/)
		// The app (bearer token) has no cookie to rewrite.
		const app = await signedInCustomer()
		expect((await call('POST', '/profile', app.auth, { first_name: 'Noor' })).headers.get('Set-Cookie')).toBeNull()
	})

	test('cross-site posts, other media types, broken JSON and oversized bodies are refused', async () => {
		const { auth } = await signedInCustomer({ cookie: true })
		const crossSite = await call('POST', '/profile', auth, { first_name: 'Evil' }, { Origin: 'https://evil.example' })
		expect(crossSite.status).toBe(403)
		const fetchSite = await call('POST', '/addresses', auth, addressBody(), { 'Sec-Fetch-Site': 'cross-site' })
		expect(fetchSite.status).toBe(403)
		const form = await request('/client/api/v1/profile', {
			method: 'POST',
			headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'first_name=Form',
		})
		expect(form.status).toBe(415)
		expect((await call('POST', '/profile', auth, '{"first_name":')).status).toBe(400)
		expect((await call('POST', '/profile', auth, '[1,2]')).status).toBe(400)
		const large = await call('POST', '/profile', auth, { first_name: 'Layla', padding: 'x'.repeat(17 * 1024) })
		expect(large.status).toBe(413)
		expect((await json<{ error: { code: string } }>(large)).error.code).toBe('payload_too_large')
		expect((await profileOf(auth)).first_name).toBe('Layla')
	})
})

describe('addresses', () => {
	test('the first is the default; another can take over; deleting the default hands it on', async () => {
		const { auth } = await signedInCustomer()
		const first = await addAddress(auth)
		expect(first.is_default).toBe(true)
		const second = await addAddress(auth, { type: 'Work', flat_number: 'Office 3', landmark: 'Near the metro' })
		expect(second.is_default).toBe(false)
		const third = await addAddress(auth, { type: 'Other', is_default: true })
		expect(third.is_default).toBe(true)
		expect((await profileOf(auth)).addresses.data.filter((address) => address.is_default).map((address) => address.id)).toEqual([third.id])

		const made = await call('POST', `/addresses/${second.id}/default`, auth)
		expect(made.status).toBe(200)
		const list = (await json<{ data: Address[] }>(made)).data
		expect(list.filter((address) => address.is_default).map((address) => address.id)).toEqual([second.id])

		expect((await call('DELETE', `/addresses/${second.id}`, auth)).status).toBe(204)
		const left = (await profileOf(auth)).addresses.data
		expect(left.map((address) => [address.id, address.is_default])).toEqual([
			[third.id, true],
			[first.id, false],
		])
	})

	test('an address is changed with the same rules; the temporary placeholder becomes a real one', async () => {
		const { customer, auth } = await signedInCustomer()
		const area = dubai[0]!
		const [placeholder] = await db
			.insert(customerAddresses)
			.values({
				customerId: customer.id,
				cityId: 1,
				areaId: area.id,
				areaTimingId: area.timings[0]!.id,
				flatNumber: 'Temporary address',
				buildingName: 'Temporary address',
				isTemporary: true,
				isDefault: true,
			})
			.returning()
		const other = dubai[1]!
		const response = await call('PUT', `/addresses/${placeholder!.id}`, auth, addressBody({ area_id: other.id, area_timing_id: other.timings.at(-1)!.id, notes: 'Gate code 1234' }))
		expect(response.status).toBe(200)
		expect((await json<{ data: Json }>(response)).data).toMatchObject({
			id: placeholder!.id,
			area_id: other.id,
			area_name: other.name,
			notes: 'Gate code 1234',
			is_temporary: false,
			is_default: true,
		})
	})

	test('bad fields and a slot of another area are refused with the checkout’s messages', async () => {
		const { auth } = await signedInCustomer()
		const bad = await call('POST', '/addresses?locale=ru-ae', auth, {
			type: 'Castle',
			city_id: 'one',
			flat_number: '',
			building_name: 'x'.repeat(101),
			notes: 'x'.repeat(301),
			latitude: 48.8,
			longitude: 2.3,
		})
		expect(bad.status).toBe(400)
		const fields = (await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields
		expect(Object.keys(fields).sort()).toEqual(
			['address_notes', 'address_type', 'area_id', 'area_timing_id', 'building_name', 'city_id', 'flat_number', 'location'].sort(),
		)
		for (const message of Object.values(fields)) expect(message).toMatch(/[\u0400-\u04FF]/)

		const wrongSlot = await call('POST', '/addresses', auth, addressBody({ area_timing_id: dubai[1]!.timings[0]!.id }))
		expect(wrongSlot.status).toBe(400)
		expect(Object.keys((await json<{ error: { fields: Json } }>(wrongSlot)).error.fields)).toEqual(['area_timing_id'])
		const wrongCity = await call('POST', '/addresses', auth, addressBody({ city_id: 2 }))
		expect(wrongCity.status).toBe(400)
		const huge = await call('POST', '/addresses', auth, addressBody({ area_timing_id: 99_999_999_999 }))
		expect(huge.status).toBe(400)
		expect((await profileOf(auth)).addresses.data).toEqual([])
	})

	test('an account keeps at most 20 addresses', async () => {
		const { auth } = await signedInCustomer()
		for (let index = 0; index < 20; index += 1) await addAddress(auth, { flat_number: String(index + 1) })
		const response = await call('POST', '/addresses', auth, addressBody())
		expect(response.status).toBe(409)
		expect((await json<{ error: { code: string; message: string } }>(response)).error).toMatchObject({
			code: 'too_many_addresses',
			message: expect.stringContaining('20'),
		})
	})

	test('two adds at once leave exactly one default', async () => {
		const { auth } = await signedInCustomer()
		const results = await Promise.all(Array.from({ length: 5 }, (_, index) => call('POST', '/addresses', auth, addressBody({ flat_number: `${index}` }))))
		expect(results.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
		expect((await profileOf(auth)).addresses.data.filter((address) => address.is_default)).toHaveLength(1)
	})
})

describe('delivery preferences', () => {
	test('the whole week is replaced by what is sent; each entry keeps its slot', async () => {
		const { auth } = await signedInCustomer()
		const home = await addAddress(auth)
		const work = await addAddress(auth, { type: 'Work', area_id: dubai[1]!.id, area_timing_id: dubai[1]!.timings[0]!.id })
		const preferences = [
			{ weekday: 1, address_id: home.id, area_timing_id: dubai[0]!.timings.at(-1)!.id },
			{ weekday: 2, address_id: work.id, area_timing_id: dubai[1]!.timings[0]!.id },
			{ weekday: 0, address_id: home.id, area_timing_id: dubai[0]!.timings[0]!.id },
		]
		const saved = await call('POST', '/delivery-preferences', auth, { client_delivery_preferences: preferences })
		expect(saved.status).toBe(200)
		const expected = [...preferences].sort((a, b) => a.weekday - b.weekday).map((entry) => expect.objectContaining(entry))
		expect((await json<{ data: Json[] }>(saved)).data).toEqual(expected)
		const read = await call('GET', '/delivery-preferences', auth)
		expect((await json<{ data: Json[] }>(read)).data).toEqual(expected)

		const replaced = await call('POST', '/delivery-preferences', auth, { client_delivery_preferences: [preferences[1]] })
		expect((await json<{ data: Json[] }>(replaced)).data).toEqual([expect.objectContaining(preferences[1]!)])
		// Deleting the address removes the days delivered to it.
		await call('DELETE', `/addresses/${work.id}`, auth)
		expect((await json<{ data: Json[] }>(await call('GET', '/delivery-preferences', auth))).data).toEqual([])
	})

	test('moving an address to another area moves its days to the new slot', async () => {
		const { auth } = await signedInCustomer()
		const home = await addAddress(auth)
		await call('POST', '/delivery-preferences', auth, {
			client_delivery_preferences: [{ weekday: 3, address_id: home.id, area_timing_id: home.area_timing_id }],
		})
		const other = dubai[2]!
		await call('PUT', `/addresses/${home.id}`, auth, addressBody({ area_id: other.id, area_timing_id: other.timings[0]!.id }))
		const read = (await json<{ data: Json[] }>(await call('GET', '/delivery-preferences', auth))).data
		expect(read).toEqual([expect.objectContaining({ weekday: 3, address_id: home.id, area_timing_id: other.timings[0]!.id })])
	})

	test('refuses a repeated day, a day out of range, a slot of another area and a missing list', async () => {
		const { auth } = await signedInCustomer()
		const home = await addAddress(auth)
		const timing = home.area_timing_id
		const repeated = await call('POST', '/delivery-preferences', auth, {
			client_delivery_preferences: [
				{ weekday: 1, address_id: home.id, area_timing_id: timing },
				{ weekday: 1, address_id: home.id, area_timing_id: timing },
			],
		})
		expect(repeated.status).toBe(400)
		expect((await json<{ error: { fields: Json } }>(repeated)).error.fields).toHaveProperty(['client_delivery_preferences.1.weekday'])
		const outOfRange = await call('POST', '/delivery-preferences', auth, {
			client_delivery_preferences: [{ weekday: 7, address_id: home.id, area_timing_id: timing }],
		})
		expect((await json<{ error: { fields: Json } }>(outOfRange)).error.fields).toHaveProperty(['client_delivery_preferences.0.weekday'])
		const otherArea = await call('POST', '/delivery-preferences', auth, {
			client_delivery_preferences: [{ weekday: 1, address_id: home.id, area_timing_id: sharjah[0]!.timings[0]!.id }],
		})
		expect((await json<{ error: { fields: Json } }>(otherArea)).error.fields).toHaveProperty(['client_delivery_preferences.0.area_timing_id'])
		for (const body of [{}, { client_delivery_preferences: 'monday' }, { client_delivery_preferences: Array(8).fill({}) }]) {
			expect((await call('POST', '/delivery-preferences', auth, body)).status).toBe(400)
		}
	})
})

describe('saved cards', () => {
	test('lists the active cards and removes one', async () => {
		const { customer, auth } = await signedInCustomer()
		const [card] = await db
			.insert(savedCards)
			.values({ customerId: customer.id, token: 'tok-list', cardNumber: '400555******0001', cardType: 'Visa' })
			.returning()
		const listed = await call('GET', '/saved-cards', auth)
		expect((await json<{ data: Json[] }>(listed)).data).toEqual([expect.objectContaining({ id: card!.id, status: 'Active' })])
		expect((await call('DELETE', `/saved-cards/${card!.id}`, auth)).status).toBe(204)
		expect((await json<{ data: Json[] }>(await call('GET', '/saved-cards', auth))).data).toEqual([])
		expect((await db.select().from(savedCards).where(eq(savedCards.id, card!.id)))[0]?.status).toBe('Removed')
		expect((await call('DELETE', `/saved-cards/${card!.id}`, auth)).status).toBe(404)
		expect((await call('DELETE', '/saved-cards/abc', auth)).status).toBe(404)
	})
})

describe('two customers', () => {
	test('neither can read or change the other’s addresses, preferences, cards or orders', async () => {
		const alice = await signedInCustomer()
		const bob = await signedInCustomer()
		const aliceAddress = await addAddress(alice.auth)
		const bobAddress = await addAddress(bob.auth)
		const [aliceCard] = await db
			.insert(savedCards)
			.values({ customerId: alice.customer.id, token: 'tok-alice', cardNumber: '400555******0001', cardType: 'Visa' })
			.returning()

		// Bob's view holds only Bob's rows.
		const bobProfile = await profileOf(bob.auth)
		expect(bobProfile.email).toBe(bob.email)
		expect(bobProfile.addresses.data.map((address) => address.id)).toEqual([bobAddress.id])
		expect(bobProfile.savedCards.data).toEqual([])

		// Alice's ids are "not found" for Bob, and nothing of Alice's changes.
		const notFound = [
			await call('PUT', `/addresses/${aliceAddress.id}`, bob.auth, addressBody({ flat_number: 'Hacked' })),
			await call('DELETE', `/addresses/${aliceAddress.id}`, bob.auth),
			await call('POST', `/addresses/${aliceAddress.id}/default`, bob.auth),
			await call('DELETE', `/saved-cards/${aliceCard!.id}`, bob.auth),
		]
		expect(notFound.map((response) => response.status)).toEqual([404, 404, 404, 404])
		const stolen = await call('POST', '/delivery-preferences', bob.auth, {
			client_delivery_preferences: [{ weekday: 1, address_id: aliceAddress.id, area_timing_id: aliceAddress.area_timing_id }],
		})
		expect(stolen.status).toBe(400)
		expect((await json<{ error: { fields: Json } }>(stolen)).error.fields).toHaveProperty(['client_delivery_preferences.0.address_id'])
		expect(await db.select().from(deliveryPreferences).where(eq(deliveryPreferences.customerId, bob.customer.id))).toEqual([])

		const aliceProfile = await profileOf(alice.auth)
		expect(aliceProfile.addresses.data).toEqual([expect.objectContaining({ id: aliceAddress.id, flat_number: '1204', is_default: true })])
		expect(aliceProfile.savedCards.data).toEqual([expect.objectContaining({ id: aliceCard!.id, status: 'Active' })])

		// Orders: Alice's order is in Alice's list and nowhere else.
		const created = await postOrder(request, await orderBody(request, { email: alice.email }), { headers: alice.auth })
		expect(created.status).toBe(201)
		const order = (await json<{ data: OrderJson }>(created)).data
		const aliceOrders = (await json<{ data: Json[] }>(await call('GET', '/orders', alice.auth))).data
		expect(aliceOrders).toEqual([
			expect.objectContaining({ id: order.id, number: order.number, status: 'draft', total: order.total, currency: 'AED', invoice_number: null }),
		])
		const detail = await call('GET', `/orders/${order.id}`, alice.auth)
		expect(detail.status).toBe(200)
		expect((await json<{ data: Json }>(detail)).data).toMatchObject({ id: order.id, delivery_address: expect.objectContaining({ flat_number: '1204' }) })
		expect((await json<{ data: Json[] }>(await call('GET', '/orders', bob.auth))).data).toEqual([])
		expect((await call('GET', `/orders/${order.id}`, bob.auth)).status).toBe(404)
		expect((await call('GET', `/orders/${order.id.toUpperCase()}`, alice.auth)).status).toBe(200)
		expect((await call('GET', '/orders/not-a-uuid', alice.auth)).status).toBe(404)
	})

	test('a deleted account’s session reads nothing', async () => {
		const { customer, auth } = await signedInCustomer()
		await db.update(customers).set({ email: null, passwordHash: null, deletedAt: new Date() }).where(eq(customers.id, customer.id))
		expect((await call('GET', '/profile', auth)).status).toBe(401)
		await db.delete(sessionRows).where(eq(sessionRows.customerId, customer.id))
	})
})

describe('the /account/ page', () => {
	const config = loadConfig({})

	type Person = Awaited<ReturnType<typeof signedInCustomer>>
	type Answer = { data: Record<string, unknown>; init: ResponseInit }

	async function pageArgs(
		locale: LocaleCode,
		{ person, method = 'GET', form, query = '', headers = {} }: { person?: Person; method?: string; form?: Record<string, string>; query?: string; headers?: Record<string, string> } = {},
	) {
		const customer = person ? await sessions.authenticate(person.token) : null
		const services = {
			db,
			logger: pino({ level: 'silent' }),
			settings: { origin: ORIGIN, company: config.company },
			accounts: { sessions, https: true, rateLimits: createRateLimits(db.$client), outbox: { dispatch: () => {} } },
			customer,
		} as unknown as RequestServices
		const context = new RouterContextProvider()
		context.set(servicesContext, services)
		context.set(localeContext, i18nFor(locale))
		const url = new URL(`${localizePath('/account/', locale)}${query}`, ORIGIN)
		const request = new Request(url, {
			method,
			headers: { 'Sec-Fetch-Site': 'same-origin', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
			...(form ? { body: new URLSearchParams(form).toString() } : {}),
		})
		return { request, context, url, params: {} } as never
	}

	/** What the action threw (a redirect) or returned (an answer). */
	async function post(locale: LocaleCode, person: Person | undefined, form: Record<string, string>, headers: Record<string, string> = {}) {
		try {
			return { answer: (await pageAction(await pageArgs(locale, { person, method: 'POST', form, headers }))) as unknown as Answer, thrown: null }
		} catch (thrown) {
			return { answer: null, thrown: thrown as Response }
		}
	}

	function renderView(locale: LocaleCode, loaderData: unknown, actionData?: unknown) {
		const path = localizePath('/account/', locale)
		const Stub = createRoutesStub([{ id: 'page', path, Component: AccountPage as never, loader: () => loaderData, action: () => actionData }])
		const hydrationData = { loaderData: { page: loaderData }, ...(actionData ? { actionData: { page: actionData } } : {}) }
		return renderToString(
			createElement(
				DocumentContext,
				{ value: { nonce: 'test', css: '' } },
				createElement(I18nProvider, { i18n: i18nFor(locale), children: createElement(Stub, { initialEntries: [path], hydrationData }) }),
			),
		)
	}

	const slotOf = (timingId: number) => dubai.flatMap((area) => area.timings).find((timing) => timing.id === timingId)!.slot

	test('a visitor is sent to log in and back, in the page’s language', async () => {
		for (const [locale, location] of [
			['en', '/log-in/?redirectTo=/account/'],
			['ar-ae', '/ar-ae/log-in/?redirectTo=/ar-ae/account/'],
		] as const) {
			const thrown = await pageLoader(await pageArgs(locale)).catch((error: unknown) => error)
			expect(thrown).toBeInstanceOf(Response)
			expect((thrown as Response).headers.get('Location')).toBe(location)
		}
		const { thrown } = await post('ru-ae', undefined, { intent: 'profile', first_name: 'Evil' })
		expect(thrown?.headers.get('Location')).toBe('/ru-ae/log-in/?redirectTo=/ru-ae/account/')
	})

	test('shows the customer’s own details, addresses, days, cards and orders, and nobody else’s', async () => {
		const person = await signedInCustomer()
		const other = await signedInCustomer()
		const home = await addAddress(person.auth)
		await addAddress(other.auth, { flat_number: 'Not mine' })
		await call('POST', '/delivery-preferences', person.auth, {
			client_delivery_preferences: [{ weekday: 0, address_id: home.id, area_timing_id: home.area_timing_id }],
		})
		await db.insert(savedCards).values({ customerId: person.customer.id, token: 'tok-page', cardNumber: '400555******0001', cardType: 'Visa', expiry: '3005' })
		const created = await postOrder(request, await orderBody(request, { email: person.email }), { headers: person.auth })
		const order = (await json<{ data: OrderJson }>(created)).data

		const loaded = (await pageLoader(await pageArgs('ar-ae', { person }))) as Record<string, unknown> & {
			addresses: Array<{ id: number; label: string }>
			days: Array<{ weekday: number; name: string; value: string }>
			cards: Array<{ label: string }>
			orders: Array<{ number: string; href: string; statusText: string }>
			profile: Record<string, string>
		}
		expect(loaded.email).toBe(person.email)
		expect(loaded.profile).toEqual({ first_name: 'Layla', last_name: 'Haddad', mobile_number: '+971 50 123 4567', gender: '', birth_date: '' })
		expect(loaded.addresses.map((address) => address.id)).toEqual([home.id])
		expect(loaded.days[0]).toMatchObject({ weekday: 1, name: 'الاثنين', value: '' })
		expect(loaded.days[6]).toMatchObject({ weekday: 0, name: 'الأحد', value: `${home.id}:${home.area_timing_id}` })
		expect(loaded.cards).toEqual([{ id: expect.any(Number), label: 'Visa تنتهي بالأرقام 0001', expires: 'تاريخ الانتهاء 05/30' }])
		// The order was made in English; the Arabic page names its plan in Arabic (before: "International").
		const [arabic] = await db
			.select({ name: planTranslations.name })
			.from(planTranslations)
			.innerJoin(plans, eq(plans.id, planTranslations.planId))
			.where(and(eq(plans.slug, 'international'), eq(planTranslations.locale, 'ar-ae')))
		expect(arabic?.name).toMatch(/[\u0600-\u06FF]/)
		expect(loaded.orders).toEqual([
			expect.objectContaining({ number: order.number, href: `/meal-plans/checkout/?order=${order.id}`, statusText: 'لم يُدفع بعد', plan: arabic!.name }),
		])
		expect(JSON.stringify(loaded)).not.toContain('tok-page')
		expect(JSON.stringify(loaded)).not.toContain('Not mine')

		const html = renderView('ar-ae', loaded)
		expect(html).toContain(`<bdi dir="ltr" class="wrap-anywhere">${person.email}</bdi>`)
		expect(html).toMatch(/<nav aria-label="أقسام الحساب"/)
		for (const id of ['profile', 'addresses', 'delivery', 'cards', 'orders', 'security']) expect(html).toContain(`href="#${id}"`)
		expect(html).toContain('href="/ar-ae/user-deletion/"')
		expect(html).toContain(`href="/ar-ae/meal-plans/checkout/?order=${order.id}"`)
		// The orders fit a 360 px phone: a list of cards, no table with a fixed minimum width (before: min-w-[40rem]).
		expect(html).toMatch(/<ol aria-label="[^"]+" class="grid gap-3">/)
		expect(html).not.toContain('<table')
		expect(html).not.toMatch(/min-w-\[/)
		expect(html).toMatch(/<input[^>]*name="first_name"[^>]*value="Layla"/)
		expect(html).toMatch(/<select[^>]*name="day_0"/)
		// Every form is a plain POST that works without JavaScript.
		expect(html.match(/<form [^>]*method="post"/g)?.length).toBe(7)
		for (const intent of ['profile', 'address-delete', 'delivery-preferences', 'meal-reminders', 'card-remove', 'change-password', 'log-out-everywhere']) {
			expect(html).toContain(`<input type="hidden" name="intent" value="${intent}"/>`)
		}
	})

	test('offers the delivery days of the running plan: 1 … days a week, Sunday as 0 (spec §4)', async () => {
		const person = await signedInCustomer()
		await addAddress(person.auth)
		const [plan] = await db.select().from(orders).where(eq(orders.publicId, (await payPlan(app, { auth: person.auth })).id))
		// A 5-day plan (before: all seven weekdays, the weekend too).
		await db.update(subscriptions).set({ daysPerWeek: 5 }).where(eq(subscriptions.id, plan!.subscriptionId!))
		const loaded = (await pageLoader(await pageArgs('en', { person }))) as { days: Array<{ weekday: number; name: string }> }
		expect(loaded.days.map((day) => [day.weekday, day.name])).toEqual([
			[1, 'Monday'],
			[2, 'Tuesday'],
			[3, 'Wednesday'],
			[4, 'Thursday'],
			[5, 'Friday'],
		])
		const html = renderView('en', loaded)
		expect(html).toMatch(/<select[^>]*name="day_5"/)
		expect(html).not.toMatch(/<select[^>]*name="day_(6|0)"/)
	})

	test('saves the profile and sends the new name to the header; refused fields come back with what was typed', async () => {
		const person = await signedInCustomer()
		const { thrown } = await post('ru-ae', person, {
			intent: 'profile',
			first_name: 'Мария',
			last_name: 'Иванова',
			mobile_number: '050 765 4321',
			gender: 'female',
			birth_date: '1988-02-29',
		})
		expect(thrown?.status).toBe(303)
		expect(thrown?.headers.get('Location')).toBe('/ru-ae/account/?done=profile#profile')
		expect(thrown?.headers.get('Set-Cookie')).toContain(`kcal_name=${encodeURIComponent(JSON.stringify({ firstName: 'Мария', lastName: 'Иванова' }))}`)
		expect(await profileOf(person.auth)).toMatchObject({ first_name: 'Мария', mobile_number: '+971507654321', birth_date: '1988-02-29', gender: 'female' })

		const done = (await pageLoader(await pageArgs('ru-ae', { person, query: '?done=profile' }))) as { done: unknown }
		expect(done.done).toEqual({ section: 'profile', message: ACCOUNT['ru-ae'].done.profile })

		const { answer } = await post('en', person, { intent: 'profile', first_name: 'M', last_name: 'Ivanova', mobile_number: '12', gender: '', birth_date: '' })
		expect(answer?.init.status).toBe(400)
		expect(answer?.data).toMatchObject({
			kind: 'failed',
			target: 'profile',
			errors: { first_name: ACCOUNT_PROFILE_MESSAGES.en.fields.first_name, mobile_number: ACCOUNT_PROFILE_MESSAGES.en.fields.mobile_number },
			values: { first_name: 'M', mobile_number: '12' },
		})
		const html = renderView('en', await pageLoader(await pageArgs('en', { person })), answer?.data)
		expect(html).toContain(ACCOUNT_PROFILE_MESSAGES.en.fields.first_name)
		expect(html).toMatch(/<input[^>]*name="first_name"[^>]*value="M"/)

		const forged = await post('en', person, { intent: 'profile', first_name: 'Evil' }, { 'Sec-Fetch-Site': 'cross-site' })
		expect(forged.answer?.init.status).toBe(403)
		expect((await profileOf(person.auth)).first_name).toBe('Мария')
	})

	test('adds, changes, makes default and deletes addresses by form, asking before deleting', async () => {
		const person = await signedInCustomer()
		const area = dubai[1]!
		const form = {
			intent: 'address-create',
			address_type: 'Work',
			city_id: '1',
			area_id: String(area.id),
			slot: area.timings[0]!.slot,
			flat_number: 'Office 12',
			building_name: 'Bay Square 4',
			street: '',
			landmark: 'N/A',
			address_notes: '',
			custom_delivery_instructions: 'Leave at reception',
		}
		const added = await post('en', person, form)
		expect(added.thrown?.headers.get('Location')).toBe('/account/?done=address-added#addresses')
		const [address] = (await profileOf(person.auth)).addresses.data
		expect(address).toMatchObject({ type: 'Work', area_id: area.id, area_timing_id: area.timings[0]!.id, is_default: true, custom_delivery_instructions: 'Leave at reception' })

		const noSuchSlot = await post('ar-ae', person, { ...form, area_id: String(sharjah[0]!.id) })
		expect(noSuchSlot.answer?.init.status).toBe(400)
		expect(noSuchSlot.answer?.data).toMatchObject({ target: 'new', errors: { area_timing_id: CHECKOUT_MESSAGES['ar-ae'].fields.area_timing_id } })

		const changed = await post('en', person, { ...form, intent: 'address-update', address_id: String(address!.id), flat_number: 'Office 14' })
		expect(changed.thrown?.headers.get('Location')).toBe('/account/?done=address-saved#addresses')
		const second = await addAddress(person.auth)
		const made = await post('en', person, { intent: 'address-default', address_id: String(second.id) })
		expect(made.thrown?.headers.get('Location')).toBe('/account/?done=address-default#addresses')
		expect((await profileOf(person.auth)).addresses.data.map((entry) => [entry.flat_number, entry.is_default])).toEqual([
			['1204', true],
			['Office 14', false],
		])

		const asked = await post('en', person, { intent: 'address-delete', address_id: String(address!.id) })
		expect(asked.answer?.data).toEqual({ kind: 'confirm', intent: 'address-delete', target: String(address!.id) })
		const html = renderView('en', await pageLoader(await pageArgs('en', { person })), asked.answer?.data)
		expect(html).toContain(ACCOUNT.en.addresses.confirmDelete.title)
		expect(html).toMatch(/<input type="hidden" name="confirm" value="yes"/)
		expect((await profileOf(person.auth)).addresses.data).toHaveLength(2)
		const deleted = await post('en', person, { intent: 'address-delete', address_id: String(address!.id), confirm: 'yes' })
		expect(deleted.thrown?.headers.get('Location')).toBe('/account/?done=address-deleted#addresses')
		expect((await profileOf(person.auth)).addresses.data.map((entry) => entry.id)).toEqual([second.id])

		// Another customer's address is "not found", with or without confirmation.
		const other = await signedInCustomer()
		const theirs = await addAddress(other.auth)
		for (const intent of ['address-delete', 'address-default']) {
			const refused = await post('en', person, { intent, address_id: String(theirs.id), confirm: 'yes' })
			expect(refused.answer?.init.status).toBe(404)
		}
		const hijack = await post('en', person, { ...form, intent: 'address-update', address_id: String(theirs.id) })
		expect(hijack.answer?.init.status).toBe(404)
		expect((await profileOf(other.auth)).addresses.data).toEqual([expect.objectContaining({ id: theirs.id, flat_number: '1204' })])
	})

	test('an edit form opens from the address bar, and an address-less account gets the new-address form at once', async () => {
		const person = await signedInCustomer()
		const empty = (await pageLoader(await pageArgs('en', { person }))) as { editing: unknown }
		expect(renderView('en', empty)).toContain(ACCOUNT.en.addresses.addHeading)
		const home = await addAddress(person.auth)
		const editing = (await pageLoader(await pageArgs('en', { person, query: `?edit=${home.id}` }))) as { editing: unknown }
		expect(editing.editing).toBe(String(home.id))
		const html = renderView('en', editing)
		expect(html).toContain('Edit address: 1204, Marina Heights')
		expect(html).toMatch(new RegExp(`<input type="radio"[^>]*name="slot" checked="" value="${slotOf(home.area_timing_id)}"`))
		expect(((await pageLoader(await pageArgs('en', { person, query: '?edit=999999' }))) as { editing: unknown }).editing).toBeNull()
	})

	test('saves the delivery days by form and puts a refusal on its day', async () => {
		const person = await signedInCustomer()
		const home = await addAddress(person.auth)
		const saved = await post('en', person, { intent: 'delivery-preferences', day_1: `${home.id}:${home.area_timing_id}`, day_3: '', day_5: `${home.id}:${home.area_timing_id}` })
		expect(saved.thrown?.headers.get('Location')).toBe('/account/?done=preferences#delivery')
		expect((await json<{ data: Json[] }>(await call('GET', '/delivery-preferences', person.auth))).data.map((entry) => entry.weekday)).toEqual([1, 5])

		const refused = await post('en', person, { intent: 'delivery-preferences', day_1: `${home.id}:${sharjah[0]!.timings[0]!.id}`, day_2: `${home.id}:${home.area_timing_id}` })
		expect(refused.answer?.init.status).toBe(400)
		expect(refused.answer?.data).toMatchObject({
			target: 'delivery',
			errors: { day_1: ACCOUNT_PROFILE_MESSAGES.en.preferences.area_timing_id },
			values: { day_1: `${home.id}:${sharjah[0]!.timings[0]!.id}` },
		})
		const junk = await post('en', person, { intent: 'delivery-preferences', day_2: 'junk' })
		expect(junk.answer?.data).toMatchObject({ errors: { day_2: ACCOUNT_PROFILE_MESSAGES.en.preferences.address_id } })
		const html = renderView('en', await pageLoader(await pageArgs('en', { person })), refused.answer?.data)
		expect(html).toContain(ACCOUNT_PROFILE_MESSAGES.en.preferences.area_timing_id)
	})

	test('removes a saved card after asking; another customer’s card cannot be removed', async () => {
		const person = await signedInCustomer()
		const other = await signedInCustomer()
		const [mine] = await db.insert(savedCards).values({ customerId: person.customer.id, token: 'tok-mine', cardNumber: '400555******0001' }).returning()
		const [theirs] = await db.insert(savedCards).values({ customerId: other.customer.id, token: 'tok-theirs', cardNumber: '512345******2346' }).returning()
		expect((await post('en', person, { intent: 'card-remove', card_id: String(mine!.id) })).answer?.data).toMatchObject({ kind: 'confirm' })
		const removed = await post('en', person, { intent: 'card-remove', card_id: String(mine!.id), confirm: 'yes' })
		expect(removed.thrown?.headers.get('Location')).toBe('/account/?done=card-removed#cards')
		const refused = await post('en', person, { intent: 'card-remove', card_id: String(theirs!.id), confirm: 'yes' })
		expect(refused.answer?.init.status).toBe(404)
		expect((await db.select().from(savedCards).where(eq(savedCards.id, theirs!.id)))[0]?.status).toBe('Active')
	})

	test('the password section’s forms go to its own action', async () => {
		const person = await signedInCustomer()
		const { answer } = await post('en', person, { intent: 'change-password', current_password: 'not it', new_password: 'x', new_password_confirmation: 'y' })
		expect(answer?.init.status).toBe(400)
		expect(answer?.data).toMatchObject({ form: 'account-security', intent: 'change-password', status: 'failed' })
		const everywhere = await post('en', person, { intent: 'log-out-everywhere' })
		expect(everywhere.answer).toBeInstanceOf(Response)
		expect((everywhere.answer as unknown as Response).headers.get('Location')).toBe('/log-in/')
		expect(await sessions.authenticate(person.token)).toBeNull()
	})

	test('an unknown intent or a huge post is refused, never a 500', async () => {
		const person = await signedInCustomer()
		const unknown = await post('en', person, { intent: 'make-me-admin' })
		expect(unknown.thrown).toMatchObject({ init: { status: 400 } })
		const huge = await post('en', person, { intent: 'profile', first_name: 'x'.repeat(20_000) })
		expect(huge.thrown).toMatchObject({ init: { status: 413 } })
		const stream = new ReadableStream({
			start(controller) {
				for (let index = 0; index < 20; index += 1) controller.enqueue(new TextEncoder().encode(`first_name=${'y'.repeat(1000)}&`))
				controller.close()
			},
		})
		const args = (await pageArgs('en', { person, method: 'POST' })) as { request: Request }
		const chunked = new Request(args.request.url, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' } as RequestInit)
		const streamed = await pageAction({ ...args, request: chunked } as never).catch((error: unknown) => error)
		expect(streamed).toMatchObject({ init: { status: 413 } })
		expect((await profileOf(person.auth)).first_name).toBe('Layla')
	})
})

describe('checkout for a signed-in customer', () => {
	test('starts from the profile and the saved address of the requested type, never the placeholder', async () => {
		const person = await signedInCustomer()
		const work = await addAddress(person.auth, { type: 'Work', flat_number: 'Office 3' })
		const home = await addAddress(person.auth, { type: 'Home', flat_number: 'Villa 9' })
		const [placeholder] = await db
			.insert(customerAddresses)
			.values({
				customerId: person.customer.id,
				type: 'Other',
				cityId: 1,
				areaId: dubai[0]!.id,
				areaTimingId: dubai[0]!.timings[0]!.id,
				flatNumber: TEMPORARY_ADDRESS_PLACEHOLDER,
				buildingName: TEMPORARY_ADDRESS_PLACEHOLDER,
				isTemporary: true,
			})
			.returning()

		const prefill = await checkoutPrefill(db, person.customer.id, 'en', new URLSearchParams('plan=international'))
		expect(prefill).toMatchObject({
			values: { first_name: 'Layla', email: person.email, mobile_number: '+971 50 123 4567', address_type: 'Home', flat_number: 'Villa 9' },
			chosenAddressId: home.id,
			temporaryAddressId: null,
		})
		expect(prefill?.savedAddresses.map((address) => [address.id, address.chosen, address.query])).toEqual([
			[work.id, false, `plan=international&address=${work.id}`],
			[home.id, true, `plan=international&address=${home.id}`],
		])

		const asked = await checkoutPrefill(db, person.customer.id, 'en', new URLSearchParams(`plan=international&address=${work.id}`))
		expect(asked).toMatchObject({ chosenAddressId: work.id, values: { address_type: 'Work', flat_number: 'Office 3' } })
		const other = await checkoutPrefill(db, person.customer.id, 'en', new URLSearchParams('address_type=Other'))
		expect(other).toMatchObject({ chosenAddressId: null, temporaryAddressId: placeholder!.id })
		expect(other?.values).not.toHaveProperty('flat_number')
		// Someone else's address id in the query is ignored.
		const stranger = await signedInCustomer()
		const theirs = await addAddress(stranger.auth, { flat_number: 'Theirs' })
		const ignored = await checkoutPrefill(db, person.customer.id, 'en', new URLSearchParams(`address=${theirs.id}`))
		expect(ignored?.values.flat_number).toBe('Villa 9')
	})
})
