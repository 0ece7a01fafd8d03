/**
 * Issue 16 item 11, the checkout page's own action and payment step: a post from another site
 * makes no order and starts no payment (as sign-up and log-in refuse it), and a saved-card
 * lookup that fails leaves the payment step working without the saved card, with a warning.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { action as checkoutAction, loader as checkoutLoader } from '../../../app/routes/checkout.tsx'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { customers, orders, savedCards } from '../../../server/db/schema.ts'
import { createRateLimits } from '../../../server/http/rate-limits.ts'
import { ORDER_ACCESS_COOKIE } from '../../../server/orders/order-access.ts'
import { createTestDatabase } from '../support/database.ts'
import { checkoutDetailsForm, createCheckoutTestApp, newKey, orderBody, postOrder, type OrderJson } from '../support/checkout.ts'
import { TEST_ORIGIN } from '../support/loader-args.ts'

const { db } = await createTestDatabase()
const { request, checkout } = createCheckoutTestApp(db)
const sessions = createSessionStore(db)
const rateLimits = createRateLimits(db.$client)

type Services = Partial<RequestServices>

function pageArgs(path: string, init: RequestInit, services: Services = {}) {
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor('en'))
	context.set(servicesContext, {
		db,
		checkout,
		logger: pino({ level: 'silent' }),
		settings: { origin: TEST_ORIGIN },
		clientIp: '203.0.113.90',
		customer: null,
		accounts: { sessions, https: true, rateLimits, outbox: { dispatch: () => {} } },
		visitor: { isCrawler: false, userId: 'test-visitor', treatments: { landing_page_ww: 'lead_form', checkout_account: 'off' } },
		...services,
	} as unknown as RequestServices)
	const url = new URL(path, TEST_ORIGIN)
	return { context, url, params: {}, request: new Request(url, init) } as never
}

const formPost = (form: URLSearchParams, headers: Record<string, string>) => ({
	method: 'POST',
	body: form,
	headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
})

/** What the action returned (a refusal) or threw (a redirect). */
async function run(action: Promise<unknown>) {
	try {
		return { answer: (await action) as { data: { message: string | null }; init: { status: number } }, redirect: null }
	} catch (thrown) {
		if (!(thrown instanceof Response)) throw thrown
		return { answer: null, redirect: thrown }
	}
}

const ordersOf = (email: string) => db.select().from(orders).where(eq(orders.email, email))
const CHECKOUT_PATH = '/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1'

describe('the checkout page’s action checks where the post comes from', () => {
	test('a post from another site (Sec-Fetch-Site or Origin) makes no order: 403 with the localized word', async () => {
		for (const [email, headers] of [
			['cross.fetch@example.com', { 'Sec-Fetch-Site': 'cross-site' }],
			['same.site@example.com', { 'Sec-Fetch-Site': 'same-site' }],
			['cross.origin@example.com', { Origin: 'https://evil.example' }],
		] as const) {
			const { answer, redirect } = await run(checkoutAction(pageArgs(CHECKOUT_PATH, formPost(await checkoutDetailsForm(request, { email }), headers))))
			expect(redirect).toBeNull()
			expect(answer?.init.status).toBe(403)
			expect(answer?.data.message).toBe(i18nFor('en').t('api.crossSite'))
			expect(await ordersOf(email)).toEqual([])
		}
	})

	test('our own page, or no browser headers at all, still makes the order', async () => {
		for (const [email, headers] of [
			['own.page@example.com', { 'Sec-Fetch-Site': 'same-origin', Origin: TEST_ORIGIN }],
			['no.headers@example.com', {}],
		] as const) {
			const { redirect } = await run(checkoutAction(pageArgs(CHECKOUT_PATH, formPost(await checkoutDetailsForm(request, { email }), headers))))
			expect(redirect?.status).toBe(303)
			expect(await ordersOf(email)).toHaveLength(1)
		}
	})

	test('the payment step’s Tabby post from another site starts nothing', async () => {
		const response = await postOrder(request, await orderBody(request, { email: 'tabby.cross@example.com' }))
		const order = ((await response.json()) as { data: OrderJson }).data
		const cookie = `${ORDER_ACCESS_COOKIE}=${checkout.orderAccessToken((await checkout.findOrder(order.id))!)}`
		const form = new URLSearchParams({ intent: 'tabby', idempotency_key: newKey() })
		const { answer, redirect } = await run(
			checkoutAction(pageArgs(`/meal-plans/checkout/?order=${order.id}`, formPost(form, { 'Sec-Fetch-Site': 'cross-site', Cookie: cookie }))),
		)
		expect(redirect).toBeNull()
		expect(answer?.init.status).toBe(403)
	})
})

describe('the payment step when the saved-card lookup fails', () => {
	test('warns and shows the card form without the saved card', async () => {
		const [customer] = await db
			.insert(customers)
			.values({ email: 'saved.fails@example.com', firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', passwordHash: 'scrypt$unused' })
			.returning()
		const { token } = await sessions.create(customer!.id, { remember: false })
		const response = await postOrder(request, await orderBody(request, { email: 'saved.fails@example.com' }), { headers: { Authorization: `Bearer ${token}` } })
		const order = ((await response.json()) as { data: OrderJson }).data

		// Only the saved-card query fails; the step's other reads (the schedule terms) still answer.
		const failingDb = new Proxy(db, {
			get: (target, property, receiver) =>
				property === 'select'
					? (...fields: Parameters<typeof db.select>) =>
							new Proxy(target.select(...fields), {
								get: (query, step, queryReceiver) =>
									step === 'from'
										? (table: unknown) => {
												if (table === savedCards) throw new Error('connection terminated unexpectedly')
												return query.from(table as typeof savedCards)
											}
										: Reflect.get(query, step, queryReceiver),
							})
					: Reflect.get(target, property, receiver),
		})
		const warn = vi.fn()
		const logger = { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn(), child: () => logger }
		const page = (await checkoutLoader(
			pageArgs(`/meal-plans/checkout/?order=${order.id}`, {}, { db: failingDb, logger: logger as never, customer: { id: customer!.id } as never }),
		)) as { step: string; card: unknown; savedCard: unknown; offerSaveCard: boolean; tabby: Promise<unknown> | null }
		// The Tabby pre-score is deferred data: settle it here, or it would still be writing after this file's database has closed.
		await page.tabby

		expect(page.step).toBe('payment')
		expect(page.card).not.toBeNull()
		expect(page.savedCard).toBeNull()
		expect(page.offerSaveCard).toBe(true)
		expect(warn).toHaveBeenCalledTimes(1)
		expect(warn.mock.calls[0]?.[0]).toMatchObject({ err: expect.any(Error) })
	})
})
