/**
 * An account made with the order (issue 5 item 6, the `checkout_account` experiment), through the
 * checkout page's action as a browser posts it: with a password the account uses it; without one
 * a set-password e-mail goes out; an address that already has an account is never signed in,
 * changed or revealed; nobody is signed in, and every case gets the same answer (issue 16); a
 * refused password makes no order.
 */
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/checkout.tsx'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { verifyPassword } from '../../server/auth/passwords.ts'
import { createSessionStore } from '../../server/auth/sessions.ts'
import { customerAddresses, customers, orders, outbox } from '../../server/db/schema.ts'
import { createRateLimits } from '../../server/http/rate-limits.ts'
import { createTestDatabase } from './support/database.ts'
import { CARDS, checkoutDetailsForm, createCheckoutTestApp, returnToShop, thankYou, tokenize } from './support/checkout.ts'
import { TEST_ORIGIN } from './support/loader-args.ts'

const { db } = await createTestDatabase()
const { request, checkout, idle } = createCheckoutTestApp(db)
const sessions = createSessionStore(db)
const rateLimits = createRateLimits(db.$client)

const CHECKOUT_PATH = '/meal-plans/checkout/?plan=international&size=regular&days=6&weeks=1'
let clients = 0

function checkoutArgs(locale: LocaleCode, form: URLSearchParams | null, treatment: 'on' | 'off' = 'on', path = CHECKOUT_PATH, cookie = '') {
	clients += 1
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, {
		db,
		checkout,
		logger: pino({ level: 'silent' }),
		settings: { origin: TEST_ORIGIN },
		// Each test its own address: the accounts share the registration limit of 5 an hour.
		clientIp: `203.0.113.${clients}`,
		customer: null,
		accounts: { sessions, https: true, rateLimits, outbox: { dispatch: () => {} } },
		visitor: { isCrawler: false, userId: 'test-visitor', treatments: { landing_page_ww: 'lead_form', checkout_account: treatment } },
	} as unknown as RequestServices)
	const url = new URL(path.startsWith(`/${locale}/`) ? path : localizePath(path, locale), TEST_ORIGIN)
	const headers = { 'User-Agent': 'Test browser', Cookie: cookie }
	const init = form ? { method: 'POST', body: form, headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } } : { headers }
	return { context, url, params: {}, request: new Request(url, init) } as never
}

const detailsForm = (email: string, account: Record<string, string>) => checkoutDetailsForm(request, { email, ...account })

type Answer = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } }

/** What the action threw (the redirect to the payment step) or returned (a refusal). */
async function submit(locale: LocaleCode, form: URLSearchParams, treatment: 'on' | 'off' = 'on') {
	try {
		return { answer: (await checkoutAction(checkoutArgs(locale, form, treatment))) as unknown as Answer, redirect: null }
	} catch (thrown) {
		if (!(thrown instanceof Response)) throw thrown
		return { answer: null, redirect: thrown }
	}
}

const customerOf = async (email: string) => (await db.select().from(customers).where(eq(customers.email, email)))[0]
const ordersOf = (email: string) => db.select().from(orders).where(eq(orders.email, email))
const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.to, email))

describe('an account made at checkout', () => {
	test('with a password: the account uses it, the order joins it, and a welcome e-mail says to log in with it', async () => {
		const { redirect } = await submit('en', await detailsForm('Layla.One@Example.com', { create_account: 'on', password: 'Saffron-Marina-2026' }))
		expect(redirect?.status).toBe(303)
		const location = new URL(redirect!.headers.get('Location')!, TEST_ORIGIN)
		// The word a registered address gets too: no session, so the page tells nothing.
		expect(location.searchParams.get('account')).toBe('e-mailed')
		expect(redirect!.headers.getSetCookie().some((cookie) => cookie.startsWith('session=') || cookie.startsWith('kcal_name='))).toBe(false)

		const customer = await customerOf('layla.one@example.com')
		expect(customer).toMatchObject({ firstName: 'Layla', lastName: 'Haddad', mobileNumber: '+971501234567', locale: 'en' })
		expect(await verifyPassword('Saffron-Marina-2026', customer!.passwordHash!)).toBe(true)
		const [order] = await db.select().from(orders).where(eq(orders.publicId, location.searchParams.get('order')!))
		expect(order?.customerId).toBe(customer!.id)
		const mails = await mailsTo('layla.one@example.com')
		expect(mails.map((mail) => mail.subject)).toContain('Welcome to kcal')
		expect(mails.find((mail) => mail.subject === 'Welcome to kcal')?.text).toContain('Log in with the same e-mail and password.')
	})

	test('without a password: a set-password e-mail in the page’s language, and nobody is signed in', async () => {
		const { redirect } = await submit('ar-ae', await detailsForm('layla.two@example.com', { create_account: 'on', password: '' }))
		expect(new URL(redirect!.headers.get('Location')!, TEST_ORIGIN).searchParams.get('account')).toBe('e-mailed')
		expect(redirect!.headers.getSetCookie().some((cookie) => cookie.startsWith('session='))).toBe(false)

		const customer = await customerOf('layla.two@example.com')
		const [order] = await ordersOf('layla.two@example.com')
		expect(order?.customerId).toBe(customer!.id)
		const [mail] = await mailsTo('layla.two@example.com')
		expect(mail?.subject).toBe('حسابك في kcal جاهز: عيّن كلمة المرور')
		expect(mail?.text).toContain(`${TEST_ORIGIN}/ar-ae/set-password/?email=layla.two%40example.com`)
	})

	test('an address that already has an account: not signed in, not changed, the order stays a guest’s, the holder is told', async () => {
		const [holder] = await db
			.insert(customers)
			.values({ email: 'taken@example.com', firstName: 'Noor', lastName: 'Saleh', mobileNumber: '+971509999999', passwordHash: 'scrypt$kept' })
			.returning()
		const { redirect } = await submit('en', await detailsForm('taken@example.com', { create_account: 'on', password: 'Another-Strong-Pass-77' }))
		// The same word as for a set-password e-mail: the page does not tell the address is registered.
		expect(new URL(redirect!.headers.get('Location')!, TEST_ORIGIN).searchParams.get('account')).toBe('e-mailed')
		expect(redirect!.headers.getSetCookie().some((cookie) => cookie.startsWith('session='))).toBe(false)
		expect(await customerOf('taken@example.com')).toMatchObject({ id: holder!.id, firstName: 'Noor', passwordHash: 'scrypt$kept' })
		const [order] = await ordersOf('taken@example.com')
		expect(order?.customerId).toBeNull()
		expect((await mailsTo('taken@example.com')).map((mail) => mail.subject)).toEqual(['Someone tried to create a kcal account with your e-mail'])
	})

	test('a password the rules refuse: a field error in the page’s language, no order, nothing typed lost but the password', async () => {
		const { answer } = await submit('ru-ae', await detailsForm('weak@example.com', { create_account: 'on', password: 'password' }))
		expect(answer?.init.status).toBe(400)
		expect(answer?.data.errors.password).toMatch(/[а-я]/i)
		expect(answer?.data.values).toMatchObject({ email: 'weak@example.com', create_account: 'on' })
		expect(answer?.data.values.password).toBeUndefined()
		expect(await ordersOf('weak@example.com')).toEqual([])
	})

	test('unticked, or the experiment off: a plain guest order and no account', async () => {
		await submit('en', await detailsForm('unticked@example.com', { password: 'Saffron-Marina-2026' }))
		await submit('en', await detailsForm('control@example.com', { create_account: 'on', password: 'Saffron-Marina-2026' }), 'off')
		for (const email of ['unticked@example.com', 'control@example.com']) {
			expect(await customerOf(email)).toBeUndefined()
			expect((await ordersOf(email))[0]?.customerId).toBeNull()
		}
	})

	test('the payment step says what happened, in the page’s language', async () => {
		const { redirect } = await submit('ru-ae', await detailsForm('layla.three@example.com', { create_account: 'on' }))
		const location = redirect!.headers.get('Location')!
		expect(location).toMatch(/^\/ru-ae\/meal-plans\/checkout\/\?order=[0-9a-f-]+&account=e-mailed$/)
		const orderCookie = redirect!.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
		const page = (await checkoutLoader(checkoutArgs('ru-ae', null, 'on', location, orderCookie))) as { accountNote: string | null }
		expect(page.accountNote).toBe(CHECKOUT['ru-ae'].account.emailed)
	})

	test('the account keeps the address and the instructions typed at checkout, as its default address', async () => {
		const { redirect } = await submit(
			'en',
			await detailsForm('layla.four@example.com', {
				create_account: 'on',
				flat_number: '2207',
				building_name: 'Marina Gate 1',
				street: 'Al Marsa Street',
				landmark: 'Next to the tram stop',
				address_notes: 'Blue door',
				custom_delivery_instructions: 'Leave the bag with the concierge',
				latitude: '25.0867',
				longitude: '55.1466',
			}),
		)
		expect(redirect?.status).toBe(303)
		const customer = await customerOf('layla.four@example.com')
		const [order] = await ordersOf('layla.four@example.com')
		const saved = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer!.id))
		// Before: the account had no address at all, and the customer typed it all again.
		expect(saved).toHaveLength(1)
		expect(saved[0]).toMatchObject({
			type: 'Home',
			cityId: order!.deliveryAddress.city_id,
			areaId: order!.deliveryAddress.area_id,
			areaTimingId: order!.areaTimingId,
			flatNumber: '2207',
			buildingName: 'Marina Gate 1',
			street: 'Al Marsa Street',
			landmark: 'Next to the tram stop',
			notes: 'Blue door',
			customDeliveryInstructions: 'Leave the bag with the concierge',
			latitude: 25.0867,
			longitude: 55.1466,
			isDefault: true,
			isTemporary: false,
		})
	})

	test('the e-mail about the account goes out once the order is paid, not when it is made', async () => {
		const email = 'layla.five@example.com'
		const { redirect } = await submit('en', await detailsForm(email, { create_account: 'on' }))
		const orderId = new URL(redirect!.headers.get('Location')!, TEST_ORIGIN).searchParams.get('order')!
		// Queued but held: no sender finds it due (before: due at once, sent before any payment).
		const released = async () =>
			(await db.execute<{ subject: string }>(sql`select subject from outbox where "to" = ${email} and next_attempt_at <> 'infinity'`)).rows.map((row) => row.subject)
		expect(await released()).toEqual([])
		expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Your kcal account is ready: set your password'])

		// Paid by the browser that made it: the order-access cookie the checkout set.
		const accessCookie = (redirect!.headers.get('Set-Cookie') ?? '').split(';')[0]!
		expect(await returnToShop(request, await tokenize(request, orderId, CARDS.paid, { headers: { Cookie: accessCookie } }))).toBe(thankYou(orderId))
		await idle()
		// Released with the order's confirmation, in the same transaction.
		expect(await released()).toEqual(expect.arrayContaining(['Your kcal account is ready: set your password']))
		const [order] = await ordersOf(email)
		expect(order?.confirmationSentAt).not.toBeNull()
	})
})
