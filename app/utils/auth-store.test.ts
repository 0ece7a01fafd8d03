// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ProfileJson } from '../../server/accounts/profile.ts'
import type { SavedCardJson } from '../../server/accounts/saved-cards.ts'
import {
	AUTH_STORE_KEY,
	applyProfile,
	EMPTY_AUTH,
	nameCookieValue,
	namesOf,
	PROFILE_LOADED_KEY,
	readAuth,
	setAddressType,
	setAuthHooks,
	syncAuth,
	usableCards,
} from './auth-store.ts'
import { accountDataToSync } from './account-storage-keys.ts'
import { CLIENT_DATA_KEY, readClientData } from './client-data-store.ts'

const cookieOf = (firstName: string, lastName: string) => encodeURIComponent(JSON.stringify({ firstName, lastName }))

function logIn(firstName = 'Layla', lastName = 'Haddad') {
	document.cookie = `kcal_name=${cookieOf(firstName, lastName)}; path=/`
}

function logOut() {
	document.cookie = 'kcal_name=; path=/; max-age=0'
}

const address = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
	id,
	type,
	flat_number: `${id}`,
	building_name: 'Marina Heights',
	street: '',
	landmark: 'N/A',
	notes: '',
	custom_delivery_instructions: '',
	city_id: 1,
	city_name: 'Dubai',
	area_id: 3,
	area_name: 'Al Barsha',
	area_timing_id: 7,
	slot: 'morning',
	area_timing_name: 'Morning',
	latitude: null,
	longitude: null,
	is_default: false,
	is_temporary: false,
	is_deliverable: true,
	...extra,
})

const card = (id: number, extra: Partial<SavedCardJson> = {}): SavedCardJson => ({
	id,
	card_number: `400555******000${id}`,
	card_type: 'Visa',
	gateway: 'Payfort',
	status: 'Active',
	expiry: '05/30',
	...extra,
})

function profile(email = 'layla@example.com'): ProfileJson {
	return {
		email,
		first_name: 'Layla',
		last_name: 'Haddad',
		mobile_number: '+971501234567',
		gender: 'female',
		birth_date: '1990-04-30',
		addresses: { data: [address(1, 'Work'), address(2, 'Home', { is_default: true }), address(3, 'Home', { is_temporary: true })] as ProfileJson['addresses']['data'] },
		savedCards: { data: [card(4), card(9, { gateway: 'Other' }), card(6), card(8, { status: 'Removed' })] },
	}
}

const preferences = [{ weekday: 1, address_id: 2, area_timing_id: 7, slot: 'morning', area_timing_name: 'Morning' }]

function api(handler: (path: string) => Response | Promise<Response>) {
	return vi.fn(async (url: string, _init?: RequestInit) => handler(new URL(url, 'https://kcal.example').pathname))
}

const okApi = (email?: string) =>
	api((path) =>
		path.endsWith('/profile')
			? Response.json({ data: profile(email) })
			: path.endsWith('/delivery-preferences')
				? Response.json({ data: preferences })
				: new Response(null, { status: 404 }),
	)

const quiet = () => {}

beforeEach(() => {
	logOut()
	localStorage.clear()
	sessionStorage.clear()
})

afterEach(() => vi.restoreAllMocks())

describe('the name cookie', () => {
	test('is found among others and read back to names', () => {
		const value = cookieOf('Мария', 'Иванова')
		expect(nameCookieValue(`a=1; kcal_name=${value}; session=x`)).toBe(value)
		expect(namesOf(value)).toEqual({ firstName: 'Мария', lastName: 'Иванова' })
		expect(nameCookieValue('a=1')).toBe('')
		expect(namesOf('%E0%A4%A')).toEqual({ firstName: '', lastName: '' })
	})
})

describe('saved cards rule (spec §5)', () => {
	test('keeps only the last Payfort card that is Active', () => {
		expect(usableCards(profile().savedCards.data)).toEqual([{ id: 6, cardNumber: '400555******0006', cardType: 'Visa' }])
		expect(usableCards([card(1, { status: 'Removed' })])).toEqual([])
	})
})

describe('profile loading (spec §4)', () => {
	test('signed out: nothing is fetched and the store is empty', async () => {
		const fetch = okApi()
		expect(await syncAuth({ locale: 'en', fetch })).toEqual(EMPTY_AUTH)
		expect(fetch).not.toHaveBeenCalled()
	})

	test('signed in: the profile and delivery preferences fill the store and the client data, once per session', async () => {
		logIn()
		const fetch = okApi()
		const state = await syncAuth({ locale: 'ar-ae', fetch, log: quiet })
		expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
			'/client/api/v1/delivery-preferences?locale=ar-ae',
			'/client/api/v1/profile?locale=ar-ae',
		])
		expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' })
		expect(state).toMatchObject({
			email: 'layla@example.com',
			firstName: 'Layla',
			mobile: '+971501234567',
			gender: 'female',
			birthDate: '1990-04-30',
			deliveryPreferences: preferences,
			addressType: 'Home',
			temporaryAddressId: null,
			cards: [{ id: 6 }],
			selectedCard: { id: 6 },
		})
		expect(state.address?.id).toBe(2)
		expect(readClientData()).toEqual({ email: 'layla@example.com', fullName: 'Layla Haddad', phoneNumber: '+971501234567' })
		// Names live in the cookie, not in the stored copy.
		expect(JSON.parse(sessionStorage.getItem(AUTH_STORE_KEY) ?? '{}')).not.toHaveProperty('firstName')

		await syncAuth({ locale: 'en', fetch })
		expect(fetch).toHaveBeenCalledTimes(2)
		expect(readAuth().email).toBe('layla@example.com')
	})

	test('any failure clears the store, and is not retried in the same session', async () => {
		logIn()
		await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
		sessionStorage.clear()
		const log = vi.fn()
		const failing = api((path) => (path.endsWith('/profile') ? new Response(null, { status: 401 }) : Response.json({ data: [] })))
		const state = await syncAuth({ locale: 'en', fetch: failing, log })
		expect(log).toHaveBeenCalledWith('Failed profile fetch', expect.any(Error))
		expect(state).toEqual({ ...EMPTY_AUTH, token: state.token, firstName: 'Layla', lastName: 'Haddad' })
		expect(sessionStorage.getItem(AUTH_STORE_KEY)).toBeNull()
		await syncAuth({ locale: 'en', fetch: failing, log })
		expect(failing).toHaveBeenCalledTimes(2)

		const offline = vi.fn(async () => {
			throw new TypeError('Failed to fetch')
		})
		sessionStorage.clear()
		await syncAuth({ locale: 'en', fetch: offline, log })
		expect(readAuth().email).toBe('')
	})

	test('a new token fetches again and identifies the visitor; no token clears everything and makes them anonymous', async () => {
		const signedIn = vi.fn()
		const signedOut = vi.fn()
		const remove = setAuthHooks({ signedIn, signedOut })
		try {
			logIn()
			await syncAuth({ locale: 'en', fetch: okApi('first@example.com'), log: quiet })
			expect(signedIn).toHaveBeenLastCalledWith({ email: 'first@example.com' })

			// A change of name rewrites the cookie: fetched again, but it is the same person.
			logIn('Layla', 'Saleh')
			const renamed = okApi('first@example.com')
			await syncAuth({ locale: 'en', fetch: renamed, log: quiet })
			expect(renamed).toHaveBeenCalled()
			expect(signedIn).toHaveBeenCalledTimes(1)

			logOut()
			await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
			expect(signedOut).toHaveBeenCalledTimes(1)
			expect(readAuth()).toEqual(EMPTY_AUTH)
			expect(sessionStorage.getItem(AUTH_STORE_KEY)).toBeNull()
			expect(sessionStorage.getItem(CLIENT_DATA_KEY)).toBeNull()
			expect(sessionStorage.getItem(PROFILE_LOADED_KEY)).toBeNull()

			logIn('Omar', 'Khan')
			await syncAuth({ locale: 'en', fetch: okApi('second@example.com'), log: quiet })
			expect(signedIn).toHaveBeenLastCalledWith({ email: 'second@example.com' })
			expect(readAuth()).toMatchObject({ email: 'second@example.com', firstName: 'Omar' })
		} finally {
			remove()
		}
	})

	test('another log-in’s stored data is never shown for this one', async () => {
		logIn()
		await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
		logIn('Omar', 'Khan')
		expect(readAuth()).toMatchObject({ firstName: 'Omar', email: '', addresses: [] })
	})

	test('an answer that arrives after a log-out is dropped', async () => {
		logIn()
		const waiting: Array<() => void> = []
		const slow = api(
			(path) =>
				new Promise<Response>((resolve) => {
					waiting.push(() => resolve(Response.json({ data: path.endsWith('/profile') ? profile() : [] })))
				}),
		)
		const pending = syncAuth({ locale: 'en', fetch: slow, log: quiet })
		await vi.waitFor(() => expect(waiting).toHaveLength(2))
		logOut()
		for (const release of waiting) release()
		await pending
		expect(readAuth().email).toBe('')
	})
})

describe('address selection in the store', () => {
	test('follows the requested type; without one of it, the placeholder gives temporaryAddressId', () => {
		logIn()
		applyProfile(profile())
		expect(setAddressType('Work').address?.id).toBe(1)
		expect(setAddressType('Other')).toMatchObject({ address: null, temporaryAddressId: 3 })
		expect(readAuth().addressType).toBe('Other')
	})
})

describe('where the profile is kept (issue 16): never in local storage, which outlives the visit for any tag to read', () => {
	const everything = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')).join('\n')

	test('the profile, addresses and masked card stay in this tab’s session storage only', async () => {
		logIn()
		await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
		expect(readAuth()).toMatchObject({ email: 'layla@example.com', cards: [{ cardNumber: '400555******0006' }] })
		expect(localStorage.length).toBe(0)
		const tab = everything(sessionStorage)
		for (const personal of ['layla@example.com', 'Marina Heights', '400555******0006', '+971501234567']) expect(tab).toContain(personal)
	})

	test('what an earlier version left in local storage is removed on the next visit, signed in or not', async () => {
		const leftovers = () => {
			localStorage.setItem(AUTH_STORE_KEY, JSON.stringify({ token: 'old', email: 'old@example.com', addresses: [address(1, 'Home')], cards: [{ id: 1, cardNumber: '400555******0001' }] }))
			localStorage.setItem(CLIENT_DATA_KEY, JSON.stringify({ email: 'old@example.com', fullName: 'Old Name', phoneNumber: '+971500000000' }))
		}
		leftovers()
		expect(accountDataToSync()).toBe(true)
		await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
		expect(localStorage.length).toBe(0)
		expect(accountDataToSync()).toBe(false)

		leftovers()
		logIn()
		await syncAuth({ locale: 'en', fetch: okApi(), log: quiet })
		expect(localStorage.length).toBe(0)
		expect(readClientData().email).toBe('layla@example.com')
	})
})
