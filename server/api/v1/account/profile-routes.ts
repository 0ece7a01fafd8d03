/**
 * The signed-in customer's own data (spec §7; issue 6 item 4), JSON under /client/api/v1:
 *
 *   GET    /profile                      the profile with addresses.data and savedCards.data
 *   POST   /profile                      first/last name, mobile, gender, birth date (not the e-mail)
 *   POST   /addresses                    add an address (the first becomes the default)
 *   PUT    /addresses/:id                change one
 *   DELETE /addresses/:id                delete one
 *   POST   /addresses/:id/default        make it the default
 *   GET    /delivery-preferences         `{ data: [{ weekday, address_id, area_timing_id, … }] }`
 *   POST   /delivery-preferences         `{ client_delivery_preferences: [...] }`, the whole set
 *   GET    /saved-cards                  the cards still in use (never a token)
 *   DELETE /saved-cards/:id              take one out of use
 *   GET    /orders                       the customer's orders, newest first
 *   GET    /orders/:id                   one of them, by its public id
 *
 * Every route needs a signed-in customer (401) and reads or changes only that customer's rows:
 * another customer's address, card or order is a 404, exactly like one that does not exist.
 * State-changing routes also need our own origin (403) and JSON (415); bodies over 16 KB are
 * refused (413); bad input is a 400 with a localized message per field. POST /orders and
 * POST /orders/:id/payments belong to the checkout (../orders.ts): only GETs are added here.
 */
import { type Context, Hono, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ACCOUNT_PROFILE_MESSAGES, type AccountProfileMessages } from '../../../../content/account-messages/profile.ts'
import { createAddress, deleteAddress, MAX_ADDRESSES, setDefaultAddress, updateAddress } from '../../../accounts/addresses.ts'
import { customerOrderDetail, customerOrderSummary, findCustomerOrder, listCustomerOrders } from '../../../accounts/customer-orders.ts'
import { listDeliveryPreferences, saveDeliveryPreferences } from '../../../accounts/delivery-preferences.ts'
import { readProfile, renamedNameCookie, updateProfile } from '../../../accounts/profile.ts'
import { listSavedCards, removeSavedCard } from '../../../accounts/saved-cards.ts'
import { NAME_COOKIE, type SessionCustomer } from '../../../auth/sessions.ts'
import { apiError, apiLocale } from '../../errors.ts'
import { type AccountEnv, requireCustomer, sameOrigin } from './context.ts'
import type { AccountApiOptions } from './router.ts'

/** The largest body a profile, address or preferences call needs, with room to spare. */
export const ACCOUNT_BODY_LIMIT = 16 * 1024

/** Row ids in paths: positive and within PostgreSQL's integer. */
const ROW_ID = /^[1-9][0-9]{0,9}$/
const rowId = (text: string) => (ROW_ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

type AccountContext = Context<AccountEnv>

const messagesOf = (c: AccountContext): AccountProfileMessages => ACCOUNT_PROFILE_MESSAGES[apiLocale(c)]

/** `{ error: { code, message, fields? } }` with one of this module's own sentences. */
function accountError(c: AccountContext, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>) {
	return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status)
}

const signedIn = (c: AccountContext): SessionCustomer => c.get('customer') as SessionCustomer

/** Personal data: never stored by a cache, shared or private. */
async function noStore(c: AccountContext, next: Next) {
	c.header('Cache-Control', 'no-store')
	await next()
}

const limitBody = bodyLimit({
	maxSize: ACCOUNT_BODY_LIMIT,
	onError: (c) => accountError(c as AccountContext, 413, 'payload_too_large', messagesOf(c as AccountContext).tooLarge),
})

/** The JSON object a state-changing call sends; a Response when there is none to read. */
async function jsonBody(c: AccountContext): Promise<Record<string, unknown> | Response> {
	if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
		return accountError(c, 415, 'unsupported_media_type', messagesOf(c).notJson)
	}
	const body: unknown = await c.req.json().catch(() => undefined)
	return isObject(body) ? body : apiError(c, 400, 'bad_request', 'badRequest')
}

export function createProfileRoutes({ db, accounts, publicOrigin }: AccountApiOptions) {
	const router = new Hono<AccountEnv>()
	// Per route, never `use('*')`: this router is mounted at the API's root beside the others.
	const reading = [noStore, requireCustomer] as const
	const changing = [noStore, sameOrigin(publicOrigin), requireCustomer, limitBody] as const

	router.get('/profile', ...reading, async (c) => {
		const profile = await readProfile(db, signedIn(c).id, apiLocale(c))
		return profile ? c.json({ data: profile }) : apiError(c, 401, 'unauthenticated', 'unauthenticated')
	})

	router.post('/profile', ...changing, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const customer = signedIn(c)
		const result = await updateProfile(db, customer, body, apiLocale(c))
		if (result.status === 'invalid') return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
		if (result.status === 'not-found') return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		// A browser shows the names from its readable cookie: give it the new ones.
		if (c.req.header('Cookie')?.includes(`${NAME_COOKIE}=`)) {
			const cookie = await renamedNameCookie(
				db,
				customer.sessionId,
				{ firstName: result.profile.first_name, lastName: result.profile.last_name },
				{ https: accounts.https },
			)
			if (cookie) c.header('Set-Cookie', cookie, { append: true })
		}
		return c.json({ data: result.profile })
	})

	router.post('/addresses', ...changing, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const result = await createAddress(db, signedIn(c).id, body, apiLocale(c))
		switch (result.status) {
			case 'saved':
				return c.json({ data: result.address }, 201)
			case 'invalid':
				return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
			case 'too-many':
				return accountError(c, 409, 'too_many_addresses', messagesOf(c).tooManyAddresses.replace('{{max}}', String(MAX_ADDRESSES)))
			case 'not-found':
				return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		}
	})

	router.put('/addresses/:id', ...changing, async (c) => {
		const id = rowId(c.req.param('id'))
		if (id === null) return accountError(c, 404, 'address_not_found', messagesOf(c).addressNotFound)
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const result = await updateAddress(db, signedIn(c).id, id, body, apiLocale(c))
		switch (result.status) {
			case 'saved':
				return c.json({ data: result.address })
			case 'invalid':
				return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
			case 'not-found':
			case 'too-many':
				return accountError(c, 404, 'address_not_found', messagesOf(c).addressNotFound)
		}
	})

	router.delete('/addresses/:id', ...changing, async (c) => {
		const id = rowId(c.req.param('id'))
		const result = id === null ? 'not-found' : await deleteAddress(db, signedIn(c).id, id)
		if (result === 'not-found') return accountError(c, 404, 'address_not_found', messagesOf(c).addressNotFound)
		return c.body(null, 204)
	})

	router.post('/addresses/:id/default', ...changing, async (c) => {
		const id = rowId(c.req.param('id'))
		const result = id === null ? 'not-found' : await setDefaultAddress(db, signedIn(c).id, id)
		if (result === 'not-found') return accountError(c, 404, 'address_not_found', messagesOf(c).addressNotFound)
		const profile = await readProfile(db, signedIn(c).id, apiLocale(c))
		return c.json({ data: profile?.addresses.data ?? [] })
	})

	router.get('/delivery-preferences', ...reading, async (c) => {
		return c.json({ data: await listDeliveryPreferences(db, signedIn(c).id, apiLocale(c)) })
	})

	router.post('/delivery-preferences', ...changing, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const result = await saveDeliveryPreferences(db, signedIn(c).id, body, apiLocale(c))
		if (result.status === 'invalid') return apiError(c, 400, 'invalid_input', 'invalidInput', result.fields)
		return c.json({ data: result.preferences })
	})

	router.get('/saved-cards', ...reading, async (c) => {
		return c.json({ data: await listSavedCards(db, signedIn(c).id) })
	})

	router.delete('/saved-cards/:id', ...changing, async (c) => {
		const id = rowId(c.req.param('id'))
		const result = id === null ? 'not-found' : await removeSavedCard(db, signedIn(c).id, id)
		if (result === 'not-found') return accountError(c, 404, 'card_not_found', messagesOf(c).cardNotFound)
		return c.body(null, 204)
	})

	router.get('/orders', ...reading, async (c) => {
		const orders = await listCustomerOrders(db, signedIn(c).id)
		return c.json({ data: orders.map(customerOrderSummary) })
	})

	router.get('/orders/:id', ...reading, async (c) => {
		const order = await findCustomerOrder(db, signedIn(c).id, c.req.param('id') ?? '')
		if (!order) return accountError(c, 404, 'order_not_found', messagesOf(c).orderNotFound)
		return c.json({ data: customerOrderDetail(order) })
	})

	return router
}
