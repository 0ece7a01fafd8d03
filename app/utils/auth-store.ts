/**
 * The auth store (spec §3 "Auth store", §4 "Profile loading", §6): what the browser knows about
 * the signed-in customer. The session token itself is HttpOnly and never readable here
 * (DESIGN §4); what scripts can see is the `kcal_name` cookie the server sets beside it, so the
 * store's `token` is that cookie's value: present means signed in, and a different value means
 * a different log-in. Token and names live in that cookie; the rest in this tab's session
 * storage (account-storage-keys.ts), never in local storage: the profile, addresses and masked
 * card end with the tab instead of waiting there for any tag allowed in later.
 *
 * - The profile (with addresses and saved cards) and the delivery preferences are fetched only
 *   when signed in, once per browser session (session storage remembers it was done).
 * - Any failure to fetch clears the store (the names of the cookie stay: they are the token's).
 * - When the token changes: a new one fetches the profile and then tells `authHooks.signedIn`
 *   (issue 7 sets the analytics user id from the hashed e-mail there); none clears the store and
 *   the client data and tells `authHooks.signedOut` (issue 7 makes an anonymous user id there).
 *
 * The customer's addresses go through the spec's address selection (domain/address-selection.ts)
 * for `addressType`; saved cards through the saved-card rule (only Payfort and Active ones, and
 * only the last of them).
 */
import { selectAddress } from '../../domain/address-selection.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { AddressJson } from '../../server/accounts/addresses.ts'
import type { DeliveryPreferenceJson } from '../../server/accounts/delivery-preferences.ts'
import type { ProfileJson } from '../../server/accounts/profile.ts'
import type { SavedCardJson } from '../../server/accounts/saved-cards.ts'
import { clearClientData, updateClientData } from './client-data-store.ts'

export { AUTH_STORE_KEY } from './account-storage-keys.ts'
import { AUTH_STORE_KEY, removeLocalCopies } from './account-storage-keys.ts'
import { rawCookieValue } from './cookie-value.ts'
/** Session storage: the token whose profile was fetched in this browser session. */
export const PROFILE_LOADED_KEY = 'kcal.auth.loaded'
export const NAME_COOKIE = 'kcal_name'

export type AddressType = 'Home' | 'Work' | 'Other'

/** The spec's local card record; the gateway token stays on the server (`cardToken` is never sent). */
export type LocalCard = { id: number; cardNumber: string; cardType: string | null }

export type AuthState = {
	/** The readable session marker (the `kcal_name` cookie's value); '' when signed out. */
	token: string
	email: string
	firstName: string
	lastName: string
	/** E.164 or ''. */
	mobile: string
	gender: 'male' | 'female' | null
	birthDate: string | null
	deliveryPreferences: DeliveryPreferenceJson[]
	addresses: AddressJson[]
	addressType: AddressType
	address: AddressJson | null
	temporaryAddressId: number | null
	cards: LocalCard[]
	selectedCard: LocalCard | null
}

export const EMPTY_AUTH: AuthState = Object.freeze({
	token: '',
	email: '',
	firstName: '',
	lastName: '',
	mobile: '',
	gender: null,
	birthDate: null,
	deliveryPreferences: [],
	addresses: [],
	addressType: 'Home',
	address: null,
	temporaryAddressId: null,
	cards: [],
	selectedCard: null,
}) as AuthState

/** Where issue 7 (analytics) hooks in: who the visitor is after a change of token. */
export type AuthHooks = {
	/** A new log-in's profile arrived: set the analytics user id from the hashed e-mail. */
	signedIn?: (profile: { email: string }) => void
	/** The token is gone: make an anonymous user id. */
	signedOut?: () => void
}

const hooks: AuthHooks = {}

/** Registers the analytics reactions; returns a function that removes them. */
export function setAuthHooks(next: AuthHooks): () => void {
	Object.assign(hooks, next)
	return () => {
		if (hooks.signedIn === next.signedIn) delete hooks.signedIn
		if (hooks.signedOut === next.signedOut) delete hooks.signedOut
	}
}

// Reading and writing ---------------------------------------------------------------------------

let cached: { raw: string | null; cookie: string; state: AuthState } | null = null
let memory: string | null = null

function session(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.sessionStorage
	} catch {
		return null
	}
}

/** The raw value of the `kcal_name` cookie in a Cookie string, or ''. */
export function nameCookieValue(cookies: string): string {
	return rawCookieValue(cookies, NAME_COOKIE) ?? ''
}

/** The names in a `kcal_name` value; empty strings for one that cannot be read. */
export function namesOf(value: string): { firstName: string; lastName: string } {
	try {
		const parsed = JSON.parse(decodeURIComponent(value)) as { firstName?: unknown; lastName?: unknown } | null
		return {
			firstName: typeof parsed?.firstName === 'string' ? parsed.firstName : '',
			lastName: typeof parsed?.lastName === 'string' ? parsed.lastName : '',
		}
	} catch {
		return { firstName: '', lastName: '' }
	}
}

const readCookie = () => (typeof document === 'undefined' ? '' : nameCookieValue(document.cookie))

type StoredPart = Omit<AuthState, 'token' | 'firstName' | 'lastName'> & { token: string }

function parse(raw: string | null, cookie: string): AuthState {
	const names = namesOf(cookie)
	const base: AuthState = { ...EMPTY_AUTH, token: cookie, ...names }
	if (!raw || !cookie) return base
	try {
		const stored = JSON.parse(raw) as Partial<StoredPart> | null
		// Local storage belongs to the log-in it was written for; another one's data is not this one's.
		if (!stored || typeof stored !== 'object' || stored.token !== cookie) return base
		return {
			...base,
			email: typeof stored.email === 'string' ? stored.email : '',
			mobile: typeof stored.mobile === 'string' ? stored.mobile : '',
			gender: stored.gender === 'male' || stored.gender === 'female' ? stored.gender : null,
			birthDate: typeof stored.birthDate === 'string' ? stored.birthDate : null,
			deliveryPreferences: Array.isArray(stored.deliveryPreferences) ? stored.deliveryPreferences : [],
			addresses: Array.isArray(stored.addresses) ? stored.addresses : [],
			addressType: stored.addressType === 'Work' || stored.addressType === 'Other' ? stored.addressType : 'Home',
			address: stored.address && typeof stored.address === 'object' ? stored.address : null,
			temporaryAddressId: typeof stored.temporaryAddressId === 'number' ? stored.temporaryAddressId : null,
			cards: Array.isArray(stored.cards) ? stored.cards : [],
			selectedCard: stored.selectedCard && typeof stored.selectedCard === 'object' ? stored.selectedCard : null,
		}
	} catch {
		return base
	}
}

export function readAuth(): AuthState {
	const raw = memory ?? session()?.getItem(AUTH_STORE_KEY) ?? null
	const cookie = readCookie()
	if (cached?.raw !== raw || cached.cookie !== cookie) cached = { raw, cookie, state: parse(raw, cookie) }
	return cached.state
}

function write(state: AuthState) {
	const { firstName: _first, lastName: _last, ...stored } = state
	const raw = JSON.stringify(stored)
	try {
		const store = session()
		if (!store) throw new Error('no session storage')
		store.setItem(AUTH_STORE_KEY, raw)
		memory = null
	} catch {
		memory = raw
	}
	cached = null
}

function removeStored() {
	memory = null
	try {
		session()?.removeItem(AUTH_STORE_KEY)
	} catch {
		// Nothing stored.
	}
	cached = null
}

// Rules -----------------------------------------------------------------------------------------

/** Spec §5: only Payfort cards with status Active are used, and only the last of them is kept. */
export function usableCards(cards: readonly SavedCardJson[]): LocalCard[] {
	const usable = cards.filter((card) => card.gateway === 'Payfort' && card.status === 'Active')
	const last = usable.reduce<SavedCardJson | null>((latest, card) => (latest === null || card.id > latest.id ? card : latest), null)
	return last ? [{ id: last.id, cardNumber: last.card_number, cardType: last.card_type }] : []
}

/** The store's fields from a profile (and the delivery preferences, when they came). */
export function stateFromProfile(
	token: string,
	profile: ProfileJson,
	deliveryPreferences: DeliveryPreferenceJson[],
	addressType: AddressType = 'Home',
): AuthState {
	const addresses = profile.addresses.data
	const selection = selectAddress(addresses, addressType)
	const cards = usableCards(profile.savedCards.data)
	return {
		token,
		email: profile.email,
		firstName: profile.first_name,
		lastName: profile.last_name,
		mobile: profile.mobile_number ?? '',
		gender: profile.gender,
		birthDate: profile.birth_date,
		deliveryPreferences,
		addresses,
		addressType,
		address: selection.address,
		temporaryAddressId: selection.temporaryAddressId,
		cards,
		selectedCard: cards.at(-1) ?? null,
	}
}

/** Puts a profile in the store and the client data (the account page does it with what its loader read). */
export function applyProfile(profile: ProfileJson, deliveryPreferences?: DeliveryPreferenceJson[]): AuthState {
	const current = readAuth()
	const next = stateFromProfile(current.token, profile, deliveryPreferences ?? current.deliveryPreferences, current.addressType)
	write(next)
	updateClientData({
		email: profile.email,
		fullName: `${profile.first_name} ${profile.last_name}`.trim(),
		phoneNumber: profile.mobile_number ?? '',
	})
	return next
}

/** Chooses the address type the checkout asks for; the address follows the spec's selection. */
export function setAddressType(addressType: AddressType): AuthState {
	const current = readAuth()
	const selection = selectAddress(current.addresses, addressType)
	const next = { ...current, addressType, address: selection.address, temporaryAddressId: selection.temporaryAddressId }
	write(next)
	return next
}

/** Empties the store (the cookie's names stay: they go with the cookie). */
export function clearAuth(): void {
	removeStored()
}

// Loading ---------------------------------------------------------------------------------------

export type AuthFetch = (url: string, init: RequestInit) => Promise<Response>

type SyncOptions = { locale: LocaleCode; fetch?: AuthFetch; log?: (message: string, error: unknown) => void }

async function getJson<T>(fetcher: AuthFetch, path: string, locale: LocaleCode): Promise<T> {
	const response = await fetcher(`/client/api/v1${path}?locale=${locale}`, {
		method: 'GET',
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
	})
	if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
	return ((await response.json()) as { data: T }).data
}

let inFlight: Promise<AuthState> | null = null

/** Fetches the profile and the delivery preferences now; any failure clears the store. */
export async function loadProfile({ locale, fetch: fetcher = globalThis.fetch.bind(globalThis), log = defaultLog }: SyncOptions): Promise<AuthState> {
	const token = readCookie()
	if (!token) {
		removeStored()
		return readAuth()
	}
	try {
		const [profile, preferences] = await Promise.all([
			getJson<ProfileJson>(fetcher, '/profile', locale),
			getJson<DeliveryPreferenceJson[]>(fetcher, '/delivery-preferences', locale),
		])
		// Logged out (or in as someone else) while the answer was on its way: it is not this token's.
		if (readCookie() !== token) return readAuth()
		return applyProfile(profile, preferences)
	} catch (error) {
		log('Failed profile fetch', error)
		removeStored()
		return readAuth()
	}
}

const defaultLog = (message: string, error: unknown) => console.error(message, error)

/**
 * Brings the store in line with the cookie: run when the page starts and when the visitor comes
 * back to it (another tab may have logged in or out). Fetches at most once per browser session
 * and token; concurrent calls share one fetch.
 */
export function syncAuth(options: SyncOptions): Promise<AuthState> {
	inFlight ??= runSync(options).finally(() => {
		inFlight = null
	})
	return inFlight
}

/** The token and e-mail the store holds, whichever log-in wrote them. */
function storedIdentity(): { token: string; email: string } {
	try {
		const raw = memory ?? session()?.getItem(AUTH_STORE_KEY) ?? null
		const stored = raw ? (JSON.parse(raw) as { token?: unknown; email?: unknown } | null) : null
		return { token: typeof stored?.token === 'string' ? stored.token : '', email: typeof stored?.email === 'string' ? stored.email : '' }
	} catch {
		return { token: '', email: '' }
	}
}

async function runSync(options: SyncOptions): Promise<AuthState> {
	removeLocalCopies()
	const token = readCookie()
	const stored = storedIdentity()
	const loaded = session()?.getItem(PROFILE_LOADED_KEY) ?? ''

	if (!token) {
		if (stored.token || loaded) {
			removeStored()
			clearClientData()
			session()?.removeItem(PROFILE_LOADED_KEY)
			hooks.signedOut?.()
		}
		return readAuth()
	}
	// Fetched already in this browser session for this token (successfully or not: once is the rule).
	if (loaded === token) return readAuth()
	const changed = token !== stored.token
	session()?.setItem(PROFILE_LOADED_KEY, token)
	const state = await loadProfile(options)
	// A new log-in (not the same one in a new browser session, nor a change of name) identifies the visitor.
	if (state.email && changed && state.email !== stored.email) hooks.signedIn?.({ email: state.email })
	return state
}

/**
 * Keeps the store in line with the cookie while the page is open: once now, then whenever the tab
 * becomes visible again (session storage is the tab's own, so no other tab's log-in or log-out
 * arrives as a storage event). The root layout starts it once, through a lazy import; returns
 * what stops it.
 */
export function startAuthSync(locale: LocaleCode): () => void {
	void syncAuth({ locale })
	const onVisible = () => {
		if (document.visibilityState === 'visible') void syncAuth({ locale })
	}
	document.addEventListener('visibilitychange', onVisible)
	return () => document.removeEventListener('visibilitychange', onVisible)
}
