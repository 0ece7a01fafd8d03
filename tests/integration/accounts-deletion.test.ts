/**
 * Account deletion (issue 6 item 5) on a real PostgreSQL, through the account API (as
 * create-app.ts puts it behind the client address and the signed-in customer) and through the
 * /user-deletion/ page's loader and action. Orders are made by the real order API, then given to
 * the customers and paid or left unpaid as each test needs.
 *
 * What deletion must do, checked table by table: erase the personal data (no trace of the
 * deleted customer's e-mail, phone, address, IP, date of birth or campaign anywhere in the
 * database but the one confirmation e-mail), keep the paid orders for the tax invoice with only
 * the name, end every session, queue the confirmation, and leave another customer untouched.
 */
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { localeContext, type RequestServices, servicesContext } from '../../app/context.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { I18nProvider } from '../../app/i18n/i18n.tsx'
import UserDeletionPage, { action as pageAction, loader as pageLoader } from '../../app/routes/user-deletion.tsx'
import { DocumentContext } from '../../app/utils/document-context.ts'
import { DELETION_MESSAGES } from '../../content/account-messages/deletion.ts'
import { formatCalendarDate } from '../../domain/text-template.ts'
import { deliveryDates } from '../../domain/delivery-schedule.ts'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { DELETED_NAME } from '../../server/accounts/account-deletion.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { createSessionStore } from '../../server/auth/sessions.ts'
import { loadConfig } from '../../server/config.ts'
import {
	bagMovements,
	customerAddresses,
	customers,
	deliveryPreferences,
	orders,
	outbox,
	passwordResetCodes,
	paymentEvents,
	payments,
	savedCards,
	sessions as sessionRows,
} from '../../server/db/schema.ts'
import { createRateLimits } from '../../server/http/rate-limits.ts'
import { createCheckoutTestApp, createOrder, firstDubaiSlot, validStartDate } from './support/checkout.ts'
import { createTestDatabase } from './support/database.ts'
import { accountApiApp } from './support/account-api.ts'

const ORIGIN = 'https://kcal.example'
const { db } = await createTestDatabase()
const checkout = createCheckoutTestApp(db)

const sessions = createSessionStore(db)
const dispatched: number[] = []
const accounts = {
	sessions,
	rateLimits: createRateLimits(db.$client),
	https: true,
	outbox: { dispatch: (ids: readonly number[]) => void dispatched.push(...ids) },
}
const app = accountApiApp({ db, accounts, publicOrigin: ORIGIN })

const PASSWORD = 'amber harbour lighthouse'
let addresses = 0
const newAddress = () => `198.51.100.${++addresses}`

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

function deleteRequest(auth: Record<string, string>, body: unknown, { locale, headers = {} }: { locale?: string; headers?: Record<string, string> } = {}) {
	return app.request(`${ORIGIN}/client/api/v1/account/delete${locale ? `?locale=${locale}` : ''}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress(), ...auth, ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

let slot: Awaited<ReturnType<typeof firstDubaiSlot>>
beforeAll(async () => {
	slot = await firstDubaiSlot(checkout.request)
})

let people = 0
/**
 * A customer with something in every table that belongs to an account: profile with attribution,
 * an address and a delivery preference, a saved card, a reset code, two sessions (browser cookie
 * and app token), an earlier e-mail, a paid order (plan over) with its payment and gateway answer,
 * and an unpaid one.
 */
async function customerWithEverything(locale: LocaleCode = 'en') {
	people += 1
	const n = String(people).padStart(3, '0')
	const person = {
		email: `amira.${n}@example.com`,
		mobile: `+971501110${n}`,
		flat: `F-${n}`,
		building: `Tower ${n} of Privacy`,
		street: `Erasure Street ${n}`,
		ip: `203.0.113.${people}`,
		campaign: `campaign-${n}-secret`,
		birthDate: `1990-04-${String(10 + (people % 18)).padStart(2, '0')}`,
	}
	const [customer] = await db
		.insert(customers)
		.values({
			email: person.email,
			firstName: 'Amira',
			lastName: `Nasser${n}`,
			mobileNumber: person.mobile,
			gender: 'female',
			birthDate: person.birthDate,
			passwordHash: await hashPassword(PASSWORD),
			locale,
			meta: { utm_campaign: person.campaign, ip_address: person.ip, browser_user_agent: `Agent ${n}` },
		})
		.returning()
	if (!customer) throw new Error('no customer')
	const [address] = await db
		.insert(customerAddresses)
		.values({
			customerId: customer.id,
			cityId: 1,
			areaId: slot.areaId,
			areaTimingId: slot.timingId,
			flatNumber: person.flat,
			buildingName: person.building,
			street: person.street,
			notes: 'Ring twice',
			isDefault: true,
		})
		.returning()
	await db.insert(deliveryPreferences).values({ customerId: customer.id, weekday: 1, addressId: address!.id, areaTimingId: slot.timingId })
	await db.insert(savedCards).values({ customerId: customer.id, token: `tok-${n}`, cardNumber: '411111******1111', cardType: 'Visa' })
	await db.insert(passwordResetCodes).values({ customerId: customer.id, codeHash: `hash-${n}`, expiresAt: new Date(Date.now() + 600_000) })
	const browser = await sessions.create(customer.id, { remember: true, userAgent: `Agent ${n}` })
	const appSession = await sessions.create(customer.id, { remember: false })
	await db.insert(outbox).values({ to: person.email, subject: 'Welcome to kcal', text: `Hello Amira ${person.email}`, html: '<p>Hello</p>', status: 'sent' })

	const mobile = `0${person.mobile.slice(4)}`
	const paid = await createOrder(checkout.request, { email: person.email, mobile })
	const unpaid = await createOrder(checkout.request, { email: person.email, mobile })
	for (const order of [paid, unpaid]) {
		await db
			.update(orders)
			.set({
				customerId: customer.id,
				allergies: ['nuts'],
				allergyNotes: 'Severe peanut allergy',
				consultation: { type: 'online', location_id: 1, language_id: 1, date: '2024-01-10', time: '10:00' },
				deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify({ building_name: person.building, street: person.street, latitude: 25.08, longitude: 55.14 })}::jsonb`,
			})
			.where(eq(orders.publicId, order.id))
	}
	// Paid long ago: the plan is over, the invoice stays.
	const [paidRow] = await db
		.update(orders)
		.set({ status: 'paid', paidAt: new Date('2024-01-05T10:00:00Z'), startDate: '2024-01-07', invoiceNumber: sql`nextval('invoice_numbers')` })
		.where(eq(orders.publicId, paid.id))
		.returning()
	const [payment] = await db
		.insert(payments)
		.values({ orderId: paidRow!.id, method: 'card', gateway: 'aps', status: 'paid', amountFils: paidRow!.totalFils, merchantReference: `ref-${n}`, cardMasked: '411111******1111' })
		.returning()
	await db.insert(paymentEvents).values({
		paymentId: payment!.id,
		source: 'notification',
		dedupeKey: `key-${n}`,
		outcome: 'paid',
		payload: { response_code: '14000', customer_email: person.email, customer_ip: person.ip, customer_name: 'Amira', amount: String(paidRow!.totalFils) },
	})
	// The cool bag the paid order's deposit gave, as the payment records it (docs/payments.md).
	await db.insert(bagMovements).values({ customerKey: paidRow!.customerKey, orderId: paidRow!.id, kind: 'delivered', at: paidRow!.paidAt! })
	return {
		...person,
		id: customer.id,
		cookie: { Cookie: `session=${browser.token}` },
		bearer: { Authorization: `Bearer ${appSession.token}` },
		tokens: [browser.token, appSession.token],
		paidOrderId: paidRow!.id,
		unpaidPublicId: unpaid.id,
		paymentId: payment!.id,
	}
}

type Person = Awaited<ReturnType<typeof customerWithEverything>>

/** Every row of every table of ours, as text, for looking for what must be gone. */
async function everyRowAsText(): Promise<Array<{ table: string; row: string }>> {
	const { rows: tables } = await db.execute<{ name: string }>(
		sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
	)
	const found: Array<{ table: string; row: string }> = []
	for (const { name } of tables) {
		const { rows } = await db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`)
		for (const { row } of rows) found.push({ table: name, row })
	}
	return found
}

async function snapshotOf(person: Person) {
	return {
		customer: (await db.select().from(customers).where(eq(customers.id, person.id)))[0],
		addresses: await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, person.id)),
		preferences: await db.select().from(deliveryPreferences).where(eq(deliveryPreferences.customerId, person.id)),
		cards: await db.select().from(savedCards).where(eq(savedCards.customerId, person.id)),
		codes: await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.customerId, person.id)),
		sessions: await db.select().from(sessionRows).where(eq(sessionRows.customerId, person.id)),
		orders: await db.select().from(orders).where(eq(orders.customerId, person.id)).orderBy(orders.id),
		mails: await db.select().from(outbox).where(eq(outbox.to, person.email)),
	}
}

describe('POST /client/api/v1/account/delete', () => {
	test('not logged in: 401; from another site: 403; nothing changes', async () => {
		const person = await customerWithEverything()
		const before = await snapshotOf(person)

		const anonymous = await deleteRequest({}, { password: PASSWORD })
		expect(anonymous.status).toBe(401)
		expect((await json<ErrorJson>(anonymous)).error.code).toBe('unauthenticated')

		const forged = await deleteRequest(person.cookie, { password: PASSWORD }, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
		expect(forged.status).toBe(403)
		const foreignOrigin = await deleteRequest(person.cookie, { password: PASSWORD }, { headers: { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' } })
		expect(foreignOrigin.status).toBe(403)

		expect(await snapshotOf(person)).toEqual(before)
	})

	test('a wrong or missing password: 400 on the password field, in the language asked for; nothing changes', async () => {
		const person = await customerWithEverything()
		const before = await snapshotOf(person)

		const wrong = await deleteRequest(person.bearer, { password: 'not my password at all' }, { locale: 'ar-ae' })
		expect(wrong.status).toBe(400)
		expect(wrong.headers.get('Cache-Control')).toBe('no-store')
		expect(await json<ErrorJson>(wrong)).toEqual({
			error: { code: 'wrong_password', message: DELETION_MESSAGES['ar-ae'].passwordWrong, fields: { password: DELETION_MESSAGES['ar-ae'].passwordWrong } },
		})

		const missing = await deleteRequest(person.bearer, {}, { locale: 'ru-ae' })
		expect(missing.status).toBe(400)
		expect((await json<ErrorJson>(missing)).error).toMatchObject({ code: 'invalid_input', fields: { password: DELETION_MESSAGES['ru-ae'].passwordMissing } })

		expect((await deleteRequest(person.bearer, 'not json')).status).toBe(400)
		expect((await deleteRequest(person.bearer, { password: 'x'.repeat(9000) })).status).toBe(413)
		const form = await app.request(`${ORIGIN}/client/api/v1/account/delete`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...person.bearer },
			body: `password=${encodeURIComponent(PASSWORD)}`,
		})
		expect(form.status).toBe(415)

		expect(await snapshotOf(person)).toEqual(before)
	})

	test('wrong passwords count against the log-in limit of the account from that address: the sixth try gets 429 with Retry-After', async () => {
		const person = await customerWithEverything()
		const address = { 'X-Forwarded-For': newAddress() }
		for (let attempt = 0; attempt < 5; attempt += 1) {
			expect((await deleteRequest(person.bearer, { password: `guess ${attempt}` }, { headers: address })).status).toBe(400)
		}
		// From that address, even with the right password: the account's limit there holds.
		const blocked = await deleteRequest(person.bearer, { password: PASSWORD }, { locale: 'ru-ae', headers: address })
		expect(blocked.status).toBe(429)
		expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect((await json<ErrorJson>(blocked)).error.message).toMatch(/^Слишком много попыток с неверным паролем\. Попробуйте ещё раз через \d+ минут/)
		expect((await snapshotOf(person)).customer?.deletedAt).toBeNull()
	})

	test('deletes the account: personal data erased everywhere, paid orders kept for the invoice, sessions ended, e-mail queued, others untouched', async () => {
		const person = await customerWithEverything('ru-ae')
		const other = await customerWithEverything()
		const otherBefore = await snapshotOf(other)
		const ordersBefore = (await snapshotOf(person)).orders

		const response = await deleteRequest(person.cookie, { password: PASSWORD }, { locale: 'ar-ae' })
		expect(response.status).toBe(200)
		expect(await json(response)).toEqual({ data: { message: DELETION_MESSAGES['ar-ae'].deleted } })
		const cookies = response.headers.getSetCookie()
		expect(cookies).toEqual([expect.stringMatching(/^session=; .*Max-Age=0/), expect.stringMatching(/^kcal_name=; .*Max-Age=0/)])

		// The customer row stays, anonymised, so the kept orders' history has a target.
		const [row] = await db.select().from(customers).where(eq(customers.id, person.id))
		expect(row).toMatchObject({
			email: null,
			passwordHash: null,
			mobileNumber: null,
			gender: null,
			birthDate: null,
			firstName: DELETED_NAME.firstName,
			lastName: DELETED_NAME.lastName,
			meta: {},
		})
		expect(row?.deletedAt).toBeInstanceOf(Date)

		// Nothing of the account's own left.
		for (const table of [customerAddresses, deliveryPreferences, savedCards, passwordResetCodes, sessionRows]) {
			expect(await db.select().from(table).where(eq(table.customerId, person.id))).toEqual([])
		}
		// Neither token opens anything any more: not the browser's cookie, not the app's bearer token.
		for (const token of person.tokens) expect(await sessions.authenticate(token)).toBeNull()
		expect((await deleteRequest(person.cookie, { password: PASSWORD })).status).toBe(401)
		expect((await deleteRequest(person.bearer, { password: PASSWORD })).status).toBe(401)

		// The paid order: detached, invoice data and the name on it kept, contact and address details gone.
		const [paid] = await db.select().from(orders).where(eq(orders.id, person.paidOrderId))
		const paidBefore = ordersBefore.find((order) => order.id === person.paidOrderId)!
		expect(paid).toMatchObject({
			customerId: null,
			status: 'paid',
			email: '',
			mobileNumber: '',
			firstName: paidBefore.firstName,
			lastName: paidBefore.lastName,
			invoiceNumber: paidBefore.invoiceNumber,
			paidAt: paidBefore.paidAt,
			totalFils: paidBefore.totalFils,
			vatFils: paidBefore.vatFils,
			price: paidBefore.price,
			planName: paidBefore.planName,
			startDate: paidBefore.startDate,
			allergies: [],
			allergyNotes: '',
			consultation: null,
		})
		expect(paid?.deliveryAddress).toEqual({
			...paidBefore.deliveryAddress,
			flat_number: '',
			building_name: '',
			street: '',
			landmark: '',
			notes: '',
			custom_delivery_instructions: '',
			latitude: null,
			longitude: null,
		})
		expect(paid?.deliveryAddress).toMatchObject({ city_id: 1, area_id: slot.areaId, city_name: paidBefore.deliveryAddress.city_name })
		// The unpaid order had no invoice: no name either, and it can no longer be paid or reminded about.
		const [unpaid] = await db.select().from(orders).where(eq(orders.publicId, person.unpaidPublicId))
		expect(unpaid).toMatchObject({ customerId: null, status: 'cancelled', email: '', mobileNumber: '', ...DELETED_NAME })
		expect(unpaid?.paymentReminderSentAt).toBeInstanceOf(Date)
		// The payment record stays for refunds; the gateway's echo of the customer does not.
		const [payment] = await db.select().from(payments).where(eq(payments.id, person.paymentId))
		expect(payment).toMatchObject({ status: 'paid', cardMasked: '411111******1111' })
		const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, person.paymentId))
		expect(event?.payload).toEqual({ response_code: '14000', amount: String(paidBefore.totalFils) })

		// The bag ledger keeps the deposit's row but no longer says whose it was.
		expect(await db.select({ key: bagMovements.customerKey }).from(bagMovements).where(eq(bagMovements.orderId, person.paidOrderId))).toEqual([{ key: null }])

		// The confirmation, in the language of the request, to the address being deleted; the earlier e-mail is gone.
		const mails = await db.select().from(outbox).where(eq(outbox.to, person.email))
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ subject: 'تم حذف حسابك في kcal', status: 'pending' })
		expect(mails[0]?.html).toContain('<html lang="ar-AE" dir="rtl">')
		expect(mails[0]?.text).toContain('مرحبًا Amira،')
		expect(dispatched).toContain(mails[0]?.id)

		// Every table, every row: the only trace of the e-mail address is that last e-mail.
		const traces = (await everyRowAsText()).filter(({ row }) =>
			[person.email, person.mobile, person.flat, person.building, person.street, person.ip, person.campaign, person.birthDate].some((value) =>
				row.includes(value),
			),
		)
		expect(traces.map(({ table }) => table)).toEqual(['outbox'])
		expect(traces[0]?.row).toContain(mails[0]?.subject)

		// The other customer: exactly as before.
		expect(await snapshotOf(other)).toEqual(otherBefore)
		for (const token of other.tokens) expect(await sessions.authenticate(token)).not.toBeNull()
	})

	test('refused with 409 while a plan is still being delivered or a payment is in progress', async () => {
		const person = await customerWithEverything()
		const running = await createOrder(checkout.request, { email: person.email })
		const startDate = validStartDate(6)
		await db
			.update(orders)
			.set({ customerId: person.id, status: 'paid', paidAt: new Date(), startDate, invoiceNumber: sql`nextval('invoice_numbers')` })
			.where(eq(orders.publicId, running.id))
		const last = deliveryDates(startDate, 6, 1).at(-1)!

		const response = await deleteRequest(person.bearer, { password: PASSWORD }, { locale: 'ru-ae' })
		expect(response.status).toBe(409)
		expect((await json<ErrorJson>(response)).error).toEqual({
			code: 'active_plan',
			message: DELETION_MESSAGES['ru-ae'].activePlan.replace('{{date}}', formatCalendarDate(last, 'ru-AE')),
		})

		await db.update(orders).set({ status: 'pending_payment', paidAt: null, invoiceNumber: null }).where(eq(orders.publicId, running.id))
		const paying = await deleteRequest(person.bearer, { password: PASSWORD })
		expect(paying.status).toBe(409)
		expect((await json<ErrorJson>(paying)).error.code).toBe('payment_in_progress')

		const [row] = await db.select().from(customers).where(eq(customers.id, person.id))
		expect(row?.email).toBe(person.email)
		expect(await db.select().from(sessionRows).where(eq(sessionRows.customerId, person.id))).toHaveLength(2)
	})
})

describe('the /user-deletion/ page', () => {
	const config = loadConfig({})

	async function pageArgs(locale: LocaleCode, { person, method = 'GET', form, query = '', headers = {} }: { person?: Person; method?: string; form?: Record<string, string>; query?: string; headers?: Record<string, string> } = {}) {
		const customer = person ? await sessions.authenticate(person.tokens[0]!) : null
		const services = {
			db,
			logger: pino({ level: 'silent' }),
			settings: { origin: ORIGIN, company: config.company },
			accounts,
			customer,
			clientIp: newAddress(),
		} as unknown as RequestServices
		const context = new RouterContextProvider()
		context.set(servicesContext, services)
		context.set(localeContext, i18nFor(locale))
		const url = new URL(`${localizePath('/user-deletion/', locale)}${query}`, ORIGIN)
		const request = new Request(url, {
			method,
			headers: { 'Sec-Fetch-Site': 'same-origin', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
			...(form ? { body: new URLSearchParams(form).toString() } : {}),
		})
		return { request, context, url, params: {} } as never
	}

	type ActionData = { data: { errors: Record<string, string>; message?: string; confirmed: boolean }; init: ResponseInit }

	/** The page as the server renders it before hydration, with the loader's data and an action's answer. */
	function renderView(locale: LocaleCode, loaderData: unknown, actionData?: unknown) {
		const path = localizePath('/user-deletion/', locale)
		const Stub = createRoutesStub([{ id: 'page', path, Component: UserDeletionPage as never, loader: () => loaderData, action: () => actionData }])
		const hydrationData = { loaderData: { page: loaderData }, ...(actionData ? { actionData: { page: actionData } } : {}) }
		// createElement: this project's integration tests are .ts files.
		const page = createElement(Stub, { initialEntries: [path], hydrationData })
		return renderToString(
			createElement(DocumentContext, { value: { nonce: 'test', css: '' } }, createElement(I18nProvider, { i18n: i18nFor(locale), children: page })),
		)
	}

	test('the logged-in view: a plain form with the password, the box and the button, the address left to right', async () => {
		const person = await customerWithEverything()
		const loaded = await pageLoader(await pageArgs('ar-ae', { person }))
		const html = renderView('ar-ae', loaded)
		expect(html).toMatch(/<form noValidate=""[^>]*action="\/ar-ae\/user-deletion\/" method="post">/)
		expect(html).toMatch(/<input id="deletion-password" required=""[^>]*type="password" autoComplete="current-password"[^>]*name="password"\/>/)
		expect(html).toMatch(/<input type="checkbox" id="deletion-confirm" required=""[^>]*name="confirm"\/>/)
		expect(html).toContain(`<bdi dir="ltr" class="font-semibold text-gray-900 dark:text-gray-100">${person.email}</bdi>`)
		expect(html).toContain('احذف حسابي')
		expect(html).toContain('href="/ar-ae/reset-password/"')

		const refused = renderView('ar-ae', loaded, { errors: { password: DELETION_MESSAGES['ar-ae'].passwordWrong }, confirmed: true })
		expect(refused).toContain(DELETION_MESSAGES['ar-ae'].passwordWrong)
		expect(refused).toMatch(/<input type="checkbox"[^>]*checked=""/)
		expect(refused).not.toContain(PASSWORD)

		const signedOut = renderView('en', await pageLoader(await pageArgs('en')))
		expect(signedOut).not.toContain('<form')
		expect(signedOut).toContain('href="/log-in/?redirectTo=/user-deletion/"')
		const deleted = renderView('ru-ae', await pageLoader(await pageArgs('ru-ae', { query: '?deleted=1' })))
		expect(deleted).toContain('Мы удалили ваши персональные данные')
		expect(deleted).not.toContain('<form')
	})

	test('a visitor is sent to log in and come back; after a deletion the confirmation shows', async () => {
		expect(await pageLoader(await pageArgs('en'))).toMatchObject({ view: 'signed-out', logInPath: '/log-in/?redirectTo=/user-deletion/' })
		expect(await pageLoader(await pageArgs('ar-ae'))).toMatchObject({ view: 'signed-out', logInPath: '/log-in/?redirectTo=/ar-ae/user-deletion/' })
		expect(await pageLoader(await pageArgs('ru-ae', { query: '?deleted=1' }))).toMatchObject({ view: 'deleted' })
	})

	test('a logged-in customer gets the form; a running plan is explained instead', async () => {
		const person = await customerWithEverything()
		expect(await pageLoader(await pageArgs('en', { person }))).toMatchObject({ view: 'signed-in', email: person.email, blocker: null })

		const running = await createOrder(checkout.request, { email: person.email })
		await db
			.update(orders)
			.set({ customerId: person.id, status: 'paid', paidAt: new Date(), invoiceNumber: sql`nextval('invoice_numbers')` })
			.where(eq(orders.publicId, running.id))
		const data = (await pageLoader(await pageArgs('ar-ae', { person }))) as { blocker: { code: string; message: string } }
		expect(data.blocker.code).toBe('active_plan')
		expect(data.blocker.message).toMatch(/^خطتك الغذائية ما زالت سارية/)
	})

	test('without JavaScript: missing answers come back on their fields, a wrong password too, in the page’s language', async () => {
		const person = await customerWithEverything()
		const empty = (await pageAction(await pageArgs('ar-ae', { person, method: 'POST', form: {} }))) as ActionData
		expect(empty.init.status).toBe(400)
		expect(empty.data).toEqual({
			errors: { password: DELETION_MESSAGES['ar-ae'].passwordMissing, confirm: DELETION_MESSAGES['ar-ae'].confirmMissing },
			confirmed: false,
		})

		const wrong = (await pageAction(await pageArgs('ru-ae', { person, method: 'POST', form: { password: 'wrong one', confirm: 'on' } }))) as ActionData
		expect(wrong.init.status).toBe(400)
		// The box stays ticked; the password is never given back.
		expect(wrong.data).toEqual({ errors: { password: DELETION_MESSAGES['ru-ae'].passwordWrong }, confirmed: true })

		const forged = (await pageAction(await pageArgs('en', { person, method: 'POST', form: { password: PASSWORD, confirm: 'on' }, headers: { 'Sec-Fetch-Site': 'cross-site' } }))) as ActionData
		expect(forged.init.status).toBe(403)
		const anonymous = (await pageAction(await pageArgs('en', { method: 'POST', form: { password: PASSWORD, confirm: 'on' } }))) as ActionData
		expect(anonymous.init.status).toBe(401)

		expect((await db.select().from(customers).where(eq(customers.id, person.id)))[0]?.email).toBe(person.email)
	})

	test('without JavaScript: confirmed with the password, the account is deleted and the browser lands logged out on the confirmation', async () => {
		const person = await customerWithEverything()
		const response = await pageAction(await pageArgs('ru-ae', { person, method: 'POST', form: { password: PASSWORD, confirm: 'on' } }))
		expect(response).toBeInstanceOf(Response)
		const redirect = response as unknown as Response
		expect(redirect.status).toBe(302)
		expect(redirect.headers.get('Location')).toBe('/ru-ae/user-deletion/?deleted=1')
		expect(redirect.headers.getSetCookie()).toEqual([
			'session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
			'kcal_name=; Path=/; SameSite=Lax; Max-Age=0; Secure',
		])
		for (const token of person.tokens) expect(await sessions.authenticate(token)).toBeNull()
		const [row] = await db.select().from(customers).where(eq(customers.id, person.id))
		expect(row).toMatchObject({ email: null, ...DELETED_NAME })
		const [mail] = await db.select().from(outbox).where(eq(outbox.to, person.email))
		expect(mail?.subject).toBe('Ваш аккаунт kcal удалён')
		expect(dispatched).toContain(mail?.id)
	})
})
