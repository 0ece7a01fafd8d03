/**
 * The checkout under test: the real HTTP app (as createTestApp makes it) with its checkout made
 * here, so a test can reach the same in-memory payment sandbox the app uses (reconciliation),
 * wait for the sandbox's in-process notifications and webhooks to be handled, and lose the APS
 * notifications on purpose. Plus the steps of a checkout as a browser takes them: create an order,
 * post the card to the gateway, follow its auto-submitting forms back to our return URL.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { expect } from 'vitest'
import { INITIAL_SCHEDULE_RULES } from '../../../content/schedule-rules.ts'
import { addDays, earliestStartDate } from '../../../domain/delivery-schedule.ts'
import { cutoffOf } from '../../../domain/schedule/rules.ts'
import type { AppRequestHandler } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import type { Database } from '../../../server/db/client.ts'
import type { Area } from '../../../server/db/queries/delivery.ts'
import { createHttpApp } from '../../../server/http/create-app.ts'
import { createCheckout } from '../../../server/orders/checkout.ts'
import { PAYMENT_ROUTES } from '../../../server/payments/payment-service.ts'
import { generateInstallationSecrets, type InstallationSecrets } from '../../../server/secrets/installation-secrets.ts'

export const ORIGIN = 'https://kcal.example'

const stubPages: AppRequestHandler = async (request) =>
	new Response(`<!doctype html><p>page ${new URL(request.url).pathname}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

/**
 * `secrets`: the installation's, as the process loads them from the database; fresh random ones
 * by default (each app its own, as two installations).
 */
export function createCheckoutTestApp(db: Database, env: Record<string, string> = {}, secrets?: InstallationSecrets) {
	const config = loadConfig({
		PUBLIC_ORIGIN: ORIGIN,
		PAYMENTS_MODE: 'sandbox',
		LOG_LEVEL: 'silent',
		DATA_DIR: mkdtempSync(join(tmpdir(), 'kcal-data-')),
		...env,
	})
	const installation = secrets ?? generateInstallationSecrets({ signingSecrets: config.SIGNING_SECRET, paymentsMode: config.payments.mode })
	const logger = pino({ level: 'silent' })
	const inFlight = new Set<Promise<unknown>>()
	const state = { dropApsNotifications: false }
	// What the sandbox posts to our own app (APS notifications, Tabby webhooks), tracked so a test can wait for it.
	const callBack: typeof fetch = async (input, init) => {
		const url = new URL(input instanceof Request ? input.url : String(input))
		if (state.dropApsNotifications && url.pathname === PAYMENT_ROUTES.apsNotification) return new Response(null, { status: 504 })
		const handled = Promise.resolve(app.request(input instanceof Request ? input : url.href, init))
		inFlight.add(handled)
		try {
			return await handled
		} finally {
			inFlight.delete(handled)
		}
	}
	const checkout = createCheckout({ config, secrets: installation, db, logger, callBack })
	const app = createHttpApp({
		config,
		logger,
		db,
		appHandler: stubPages,
		checkout,
		secrets: installation,
		clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')),
		buildId: 'test-build',
	})
	const request = (path: string, init: RequestInit = {}) => app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init)

	/** Waits until every notification and webhook the sandbox sent has been handled by our app. */
	async function idle() {
		for (let round = 0; round < 50; round += 1) {
			// Let the sandbox's fire-and-forget posts start before looking.
			await new Promise((resolve) => setTimeout(resolve, 5))
			if (inFlight.size === 0) return
			await Promise.allSettled([...inFlight])
		}
		throw new Error('Sandbox callbacks did not settle')
	}

	return { request, checkout, idle, state, secrets: installation }
}

export type CheckoutTestApp = ReturnType<typeof createCheckoutTestApp>
type Request = CheckoutTestApp['request']

export const newKey = () => `test-${randomUUID()}`

/** A start date the order API takes whatever the time of day: a week after the earliest under the seeded terms (same weekday). */
export function validStartDate(daysPerWeek: 5 | 6 | 7 = 6, now = new Date()) {
	return addDays(earliestStartDate(now, daysPerWeek, [], cutoffOf(INITIAL_SCHEDULE_RULES), null), 7)
}

export type OrderBody = Record<string, unknown> & { delivery_address: Record<string, unknown> }

export type OrderJson = { id: string; number: string; status: string; total: number; vat: number; delivery_address: Record<string, unknown>; order_token: string }

/**
 * The access token of each order the API made here (POST /orders's `order_token`), by its id:
 * `startPayment` sends it as the app does, so a test that only has the id pays as the order's maker.
 */
const orderTokens = new Map<string, string>()

/** Remembers the access token of an order answer (created or replayed), for `startPayment`. */
export function rememberOrderToken(order: { id: string; order_token?: string }) {
	if (order.order_token) orderTokens.set(order.id, order.order_token)
}

export async function firstDubaiSlot(request: Request) {
	const response = await request('/client/api/v1/cities/1/areas')
	expect(response.status).toBe(200)
	const areas = ((await response.json()) as { data: Area[] }).data
	const area = areas.find((candidate) => candidate.timings.length > 0)!
	return { areaId: area.id, areaName: area.name, timingId: area.timings[0]!.id, slot: area.timings[0]!.slot }
}

export async function quotedTotal(request: Request, weeks: number, codes: readonly string[] = []) {
	const response = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: weeks, discount_code: codes }),
	})
	expect(response.status).toBe(200)
	return ((await response.json()) as { data: { total: number; vat: number; discount_codes_applied: string[] } }).data
}

/**
 * The checkout page's details form as a browser posts it (one week of the international plan, the
 * first Dubai slot), with `fields` added or replacing; `expected_total` defaults to the quoted total.
 */
export async function checkoutDetailsForm(request: Request, fields: Record<string, string> = {}) {
	const slot = await firstDubaiSlot(request)
	return new URLSearchParams({
		plan: 'international',
		size: 'regular',
		days: '6',
		weeks: '1',
		first_name: 'Layla',
		last_name: 'Haddad',
		email: 'layla@example.com',
		mobile_number: '050 123 4567',
		address_type: 'Home',
		city_id: '1',
		area_id: String(slot.areaId),
		slot: slot.slot,
		flat_number: '1204',
		building_name: 'Marina Heights',
		landmark: 'N/A',
		start_date: validStartDate(6),
		terms: 'on',
		expected_total: fields.expected_total ?? String((await quotedTotal(request, 1)).total),
		idempotency_key: newKey(),
		...fields,
	})
}

/** An order body as the checkout page sends it, priced by the price API. */
export async function orderBody(request: Request, overrides: { weeks?: number; email?: string; mobile?: string } = {}): Promise<OrderBody> {
	const weeks = overrides.weeks ?? 1
	const slot = await firstDubaiSlot(request)
	const price = await quotedTotal(request, weeks)
	return {
		plan: 'international',
		size: 'regular',
		days_per_week: 6,
		number_of_weeks: weeks,
		discount_code: [],
		first_name: 'Layla',
		last_name: 'Haddad',
		email: overrides.email ?? 'layla@example.com',
		mobile_number: overrides.mobile ?? '0501234567',
		start_date: validStartDate(6),
		delivery_address: {
			type: 'Home',
			city_id: 1,
			area_id: slot.areaId,
			area_timing_id: slot.timingId,
			flat_number: '1204',
			building_name: 'Marina Heights',
		},
		expected_total: price.total,
		terms: true,
	}
}

/** POST /orders; an order it makes (or replays) has its access token remembered for `startPayment`. */
export async function postOrder(request: Request, body: unknown, { key = newKey(), locale = 'en', headers = {} as Record<string, string> } = {}) {
	const response = await request(`/client/api/v1/orders?locale=${locale}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}), ...headers },
		body: JSON.stringify(body),
	})
	if (response.status === 200 || response.status === 201) rememberOrderToken(((await response.clone().json()) as { data: OrderJson }).data)
	return response
}

export async function createOrder(request: Request, overrides: Parameters<typeof orderBody>[1] = {}) {
	const response = await postOrder(request, await orderBody(request, overrides))
	expect(response.status).toBe(201)
	const order = ((await response.json()) as { data: OrderJson }).data
	rememberOrderToken(order)
	return order
}

/**
 * Starts paying an order through the API. `orderToken`: the Order-Token header, by default the
 * token `createOrder` got for this id (null: none, as a stranger who knows only the id); `headers`
 * (a cookie, a Bearer) and `body` (other fields than the method) are added.
 */
export function startPayment(
	request: Request,
	orderId: string,
	method: string,
	{
		key = newKey(),
		locale = 'en',
		orderToken = orderTokens.get(orderId) ?? null,
		headers = {} as Record<string, string>,
		body = {} as Record<string, unknown>,
	}: { key?: string; locale?: string; orderToken?: string | null; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
) {
	return request(`/client/api/v1/orders/${orderId}/payments?locale=${locale}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...(orderToken ? { 'Order-Token': orderToken } : {}), ...headers },
		body: JSON.stringify({ method, ...body }),
	})
}

export type HtmlForm = { action: string; fields: Record<string, string> }

function unescapeHtml(value: string) {
	return value
		.replaceAll('&quot;', '"')
		.replaceAll('&#39;', "'")
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&amp;', '&')
}

/** The first form of a sandbox page with its hidden inputs (the gateway's signed answer). */
export function readForm(html: string): HtmlForm {
	const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html)
	if (!form) throw new Error(`No form with an action in:\n${html.slice(0, 2000)}`)
	const fields: Record<string, string> = {}
	for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
		fields[unescapeHtml(input[1]!)] = unescapeHtml(input[2]!)
	}
	return { action: unescapeHtml(form[1]!), fields }
}

export function postForm(request: Request, action: string, fields: Record<string, string>) {
	return request(action, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields).toString(),
	})
}

export const CARDS = {
	paid: '4005550000000001',
	threeDSecure: '4557012345678902',
	insufficientFunds: '4000000000000002',
} as const

/**
 * Asks our API for the card form, and posts it with the card to the gateway: the gateway's answer,
 * as a form back to us. `headers`: who asks, for an order `startPayment` has no token of (a
 * renewal's owner's Bearer, the checkout page's order-access cookie).
 */
export async function tokenize(request: Request, orderId: string, cardNumber: string, { cvv = '123', headers = {} as Record<string, string> } = {}): Promise<HtmlForm> {
	const started = await startPayment(request, orderId, 'card', { headers })
	expect(started.status).toBe(200)
	const { next } = ((await started.json()) as { data: { next: { type: string; action: string; fields: Record<string, string> } } }).data
	expect(next.type).toBe('form')
	expect(next.action).toBe(`${ORIGIN}/_sandbox/aps/FortAPI/paymentPage`)
	const page = await postForm(request, next.action, {
		...next.fields,
		card_holder_name: 'Layla Haddad',
		card_number: cardNumber,
		expiry_date: '3005',
		card_security_code: cvv,
	})
	expect(page.status).toBe(200)
	const form = readForm(await page.text())
	expect(form.action).toBe(`${ORIGIN}${PAYMENT_ROUTES.apsReturn}`)
	return form
}

/** Posts a gateway answer to our return URL; our answer is a 303 to where the customer goes next. */
export async function returnToShop(request: Request, form: HtmlForm) {
	const response = await postForm(request, form.action, form.fields)
	expect(response.status).toBe(303)
	return response.headers.get('Location') ?? ''
}

export const thankYou = (orderId: string) => `/meal-plans/thank-you/?order=${orderId}`
export const checkoutFailed = (orderId: string, reason: string) => `/meal-plans/checkout/?order=${orderId}&failed=${reason}`

/** Pays an order with Tabby in the sandbox (checkout opened, OTP 8888 approved): where our return URL then sends the customer. */
export async function payWithTabby(request: Request, orderId: string) {
	const started = await startPayment(request, orderId, 'tabby')
	const { next } = ((await started.json()) as { data: { next: { url: string } } }).data
	expect(next.url.startsWith(`${ORIGIN}/_sandbox/tabby/checkout/`)).toBe(true)
	const back = new URL((await postForm(request, next.url, { otp: '8888' })).headers.get('Location') ?? '')
	return (await request(`${back.pathname}${back.search}`)).headers.get('Location')
}
