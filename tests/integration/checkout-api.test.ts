/**
 * The checkout through the real HTTP app and the built-in payment sandbox: POST /orders (server
 * pricing, idempotency, same-origin check, field errors in the request's language, a moved price,
 * a closed slot), card payments through APS's tokenization form, purchase and 3-D Secure
 * (paid, replayed, failed then retried, declined, tampered), Tabby (approved, webhooks,
 * rejections, cancel), and the reconciliation job finding a payment whose customer never came
 * back. Start dates are computed from today, so nothing depends on the calendar.
 */
import { and, eq, ne } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { addDays, earliestStartDate } from '../../domain/delivery-schedule.ts'
import { getLocale } from '../../domain/locale.ts'
import { cutoffOf } from '../../domain/schedule/rules.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import { areaTimings, orders, paymentEvents, payments } from '../../server/db/schema.ts'
import { tabbySandboxCredentials } from '../../server/payments/sandbox/sandbox-secrets.ts'
import { filsToTabbyAmount } from '../../server/payments/tabby/amount.ts'
import { createTestDatabase } from './support/database.ts'
import {
	CARDS,
	checkoutFailed,
	createCheckoutTestApp,
	createOrder,
	newKey,
	ORIGIN,
	orderBody,
	type OrderJson,
	postForm,
	postOrder,
	quotedTotal,
	readForm,
	returnToShop,
	startPayment,
	thankYou,
	tokenize,
} from './support/checkout.ts'

const { db } = await createTestDatabase()
const { request, checkout, idle, state, secrets } = createCheckoutTestApp(db)
/** What the Tabby sandbox of this installation sends with its webhooks. */
const TABBY_SANDBOX_SETTINGS = tabbySandboxCredentials(secrets.sandbox!)

type ApiError = { error: { code: string; message: string; fields?: Record<string, string>; reason?: string; price?: { total: number; discount_codes_applied?: string[]; discounts_error_code?: string | null } } }

async function storedOrder(publicId: string) {
	const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	return row!
}

async function paymentsOf(publicId: string) {
	const order = await storedOrder(publicId)
	return db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id)
}

async function eventsOf(paymentId: number) {
	return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id)
}

/** Card data must never be stored: search every payload of an order's payments. */
async function expectNoCardData(publicId: string, cardNumber: string) {
	const attempts = await paymentsOf(publicId)
	const events = (await Promise.all(attempts.map((attempt) => eventsOf(attempt.id)))).flat()
	expect(events.length).toBeGreaterThan(0)
	const stored = JSON.stringify(events.map((event) => event.payload))
	expect(stored).not.toContain(cardNumber)
	expect(stored).not.toContain('card_security_code')
	expect(stored).not.toContain('token_name')
}

/** Card payment without 3-D Secure, to its end: the Location our return URL answers. */
async function payByCard(orderId: string, card: string = CARDS.paid) {
	const answer = await tokenize(request, orderId, card)
	const location = await returnToShop(request, answer)
	await idle()
	return { answer, location }
}

/** A 3-D Secure card up to the issuer's page, and the customer's decision there: the form back to the shop. */
async function passChallenge(orderId: string, decision: 'authenticate' | 'fail') {
	const answer = await tokenize(request, orderId, CARDS.threeDSecure)
	const challengeUrl = await returnToShop(request, answer)
	expect(challengeUrl).toMatch(new RegExp(`^${ORIGIN}/_sandbox/aps/3ds/\\d+$`))
	const challenge = await request(challengeUrl)
	expect(challenge.status).toBe(200)
	expect(await challenge.text()).toContain('3-D Secure check')
	const decided = await postForm(request, challengeUrl, { decision })
	expect(decided.status).toBe(200)
	return readForm(await decided.text())
}

/** Where an answer that proves nothing sends the browser: no order named. */
const UNVERIFIED = '/meal-plans/checkout/?failed=unverified'

describe('POST /client/api/v1/orders', () => {
	test('creates a draft order priced by the server, with the delivery address named', async () => {
		const body = await orderBody(request)
		const price = await quotedTotal(request, 1)
		const response = await postOrder(request, body)
		expect(response.status).toBe(201)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const { data } = (await response.json()) as { data: OrderJson }
		expect(data).toMatchObject({ status: 'draft', total: price.total, vat: price.vat })
		expect(data.number).toMatch(/^KC-?\d+/)

		const row = await storedOrder(data.id)
		expect(row).toMatchObject({
			status: 'draft',
			totalFils: price.total,
			vatFils: price.vat,
			email: 'layla@example.com',
			mobileNumber: '+971501234567',
			planSlug: 'international',
			weeks: 1,
			daysPerWeek: 6,
			startDate: body.start_date,
			areaTimingId: body.delivery_address.area_timing_id,
			paidAt: null,
			invoiceNumber: null,
		})
		expect(row.vatFils).toBeGreaterThan(0)
		expect(row.deliveryAddress).toMatchObject({
			city_id: 1,
			city_name: 'Dubai',
			area_id: body.delivery_address.area_id,
			area_timing_id: body.delivery_address.area_timing_id,
			flat_number: '1204',
			building_name: 'Marina Heights',
		})
		expect(row.deliveryAddress.area_name).toEqual(expect.any(String))
		expect(row.deliveryAddress.area_name.length).toBeGreaterThan(0)
	})

	test('the same Idempotency-Key and body give the same order; another body with that key is refused', async () => {
		const body = await orderBody(request)
		const key = newKey()
		const first = await postOrder(request, body, { key })
		expect(first.status).toBe(201)
		const again = await postOrder(request, body, { key })
		expect(again.status).toBe(200)
		const [firstId, againId] = await Promise.all([first, again].map(async (response) => ((await response.json()) as { data: OrderJson }).data.id))
		expect(againId).toBe(firstId)
		expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1)

		const other = await postOrder(request, { ...body, first_name: 'Omar' }, { key })
		expect(other.status).toBe(422)
		expect(((await other.json()) as ApiError).error.code).toBe('idempotency_key_reused')
		expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1)
	})

	test('refuses a request without an Idempotency-Key (400) and one from another site (403)', async () => {
		const body = await orderBody(request)
		const before = await db.$count(orders)
		const keyless = await postOrder(request, body, { key: '' })
		expect(keyless.status).toBe(400)
		expect(((await keyless.json()) as ApiError).error.code).toBe('idempotency_key_required')
		const shortKey = await postOrder(request, body, { key: 'too-short' })
		expect(shortKey.status).toBe(400)
		const crossSite = await postOrder(request, body, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
		expect(crossSite.status).toBe(403)
		expect(((await crossSite.json()) as ApiError).error.code).toBe('cross_site')
		const foreignOrigin = await postOrder(request, body, { headers: { Origin: 'https://evil.example' } })
		expect(foreignOrigin.status).toBe(403)
		expect(await db.$count(orders)).toBe(before)
	})

	test('bad input gets 400 with a message per field, in the request’s language', async () => {
		const body = await orderBody(request)
		const bad = {
			...body,
			email: 'layla@',
			mobile_number: '+44 7700 900123',
			delivery_address: { ...body.delivery_address, flat_number: undefined },
		}
		for (const locale of ['en', 'ar-ae'] as const) {
			const response = await postOrder(request, bad, { locale })
			expect(response.status).toBe(400)
			const { error } = (await response.json()) as ApiError
			expect(error.code).toBe('invalid_input')
			const messages = CHECKOUT_MESSAGES[locale].fields
			expect(error.fields).toMatchObject({ email: messages.email, mobile_number: messages.mobile_number, flat_number: messages.flat_number })
		}
		// The Arabic sentence, spelled out, so a mix-up of the catalogues cannot pass.
		const arabic = await postOrder(request, { ...body, email: 'not-an-email' }, { locale: 'ar-ae' })
		expect(((await arabic.json()) as ApiError).error.fields?.email).toBe('أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.')
	})

	test('a start date that cannot be taken and an unknown slot are reported on their fields', async () => {
		const body = await orderBody(request)
		const tooEarly = addDays(new Date().toISOString().slice(0, 10), -1)
		const response = await postOrder(request, {
			...body,
			start_date: tooEarly,
			delivery_address: { ...body.delivery_address, area_timing_id: 999_999 },
		})
		expect(response.status).toBe(400)
		const { error } = (await response.json()) as ApiError
		// The refusal names the earliest start now (orderBody's six days a week, the seeded cut-off, no closed day).
		const earliest = earliestStartDate(new Date(), 6, [], cutoffOf(INITIAL_SCHEDULE_RULES), null)
		expect(error.fields).toEqual({
			start_date: fillText(CHECKOUT_MESSAGES.en.startDate['too-early'], { date: formatCalendarDate(earliest, getLocale('en').language) }),
			area_timing_id: CHECKOUT_MESSAGES.en.slotClosed,
		})

		const notADate = await postOrder(request, { ...body, start_date: '2026-02-30' })
		expect(notADate.status).toBe(400)
		expect(((await notADate.json()) as ApiError).error.fields).toEqual({ start_date: CHECKOUT_MESSAGES.en.startDate.invalid })
	})

	test('input of the wrong shape is a 400, never a 500', async () => {
		const body = await orderBody(request)
		const bodies: unknown[] = [
			[],
			{},
			{ ...body, number_of_weeks: 'x' },
			{ ...body, plan: 42 },
			{ ...body, delivery_address: null },
			{ ...body, delivery_address: { ...body.delivery_address, area_timing_id: 'abc' } },
			{ ...body, expected_total: '12345' },
			{ ...body, terms: false },
			{ ...body, start_date: 20260101 },
		]
		for (const bad of bodies) {
			const response = await postOrder(request, bad)
			expect(response.status, JSON.stringify(bad).slice(0, 120)).toBe(400)
		}
		const notJson = await request('/client/api/v1/orders', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
			body: '{"plan":',
		})
		expect(notJson.status).toBe(400)
	})

	test('a total the server no longer charges is refused with 409 and the server’s price', async () => {
		const body = await orderBody(request)
		const before = await db.$count(orders)
		const response = await postOrder(request, { ...body, expected_total: (body.expected_total as number) - 1 })
		expect(response.status).toBe(409)
		const { error } = (await response.json()) as ApiError
		expect(error.code).toBe('price_changed')
		expect(error.message).toBe(CHECKOUT_MESSAGES.en.priceChanged)
		expect(error.price?.total).toBe(body.expected_total)
		expect(await db.$count(orders)).toBe(before)
	})

	test('an order with a discount code is priced with it', async () => {
		const body = await orderBody(request)
		const priced = await request('/client/api/v1/price', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: ['WELCOME15'] }),
		})
		expect(priced.status).toBe(200)
		const price = ((await priced.json()) as { data: { total: number; discount_codes_applied: string[] } }).data
		expect(price.discount_codes_applied).toEqual(['WELCOME15'])
		const response = await postOrder(request, { ...body, discount_code: ['WELCOME15'], expected_total: price.total })
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: OrderJson }
		expect(await storedOrder(data.id)).toMatchObject({ totalFils: price.total, discountCodes: ['WELCOME15'] })

		// WELCOME15 is once per customer: once this order is paid, the same e-mail's next order is
		// priced without it, and the total the customer saw with it is refused as changed.
		expect(await returnToShop(request, await tokenize(request, data.id, CARDS.paid))).toBe(thankYou(data.id))
		const again = await postOrder(request, { ...body, discount_code: ['WELCOME15'], expected_total: price.total })
		expect(again.status).toBe(409)
		const refused = ((await again.json()) as ApiError).error.price
		expect(refused).toMatchObject({ discount_codes_applied: [], discounts_error_code: 'already-used' })
		// Another customer still gets it.
		const other = await postOrder(request, { ...body, email: `someone.else.${Date.now()}@example.com`, discount_code: ['WELCOME15'], expected_total: price.total })
		expect(other.status).toBe(201)
	})

	test('the optional map pin is kept when it is in the UAE and refused when it is not', async () => {
		const body = await orderBody(request)
		const pinned = await postOrder(request, { ...body, delivery_address: { ...body.delivery_address, latitude: 25.08042, longitude: 55.14011 } })
		expect(pinned.status).toBe(201)
		const { data } = (await pinned.json()) as { data: OrderJson }
		expect((await storedOrder(data.id)).deliveryAddress).toMatchObject({ latitude: 25.08042, longitude: 55.14011 })
		const abroad = await postOrder(request, { ...body, delivery_address: { ...body.delivery_address, latitude: 51.5072, longitude: -0.1276 } }, { locale: 'ar-ae' })
		expect(abroad.status).toBe(400)
		expect(((await abroad.json()) as ApiError).error.fields).toEqual({ location: CHECKOUT_MESSAGES['ar-ae'].fields.location })
	})

	test('a delivery slot that closed since the page loaded is refused on area_timing_id', async () => {
		const body = await orderBody(request)
		const timingId = body.delivery_address.area_timing_id as number
		await db.update(areaTimings).set({ isActive: false }).where(eq(areaTimings.id, timingId))
		try {
			const response = await postOrder(request, body)
			expect(response.status).toBe(400)
			expect(((await response.json()) as ApiError).error.fields).toEqual({ area_timing_id: CHECKOUT_MESSAGES.en.slotClosed })
		} finally {
			await db.update(areaTimings).set({ isActive: true }).where(eq(areaTimings.id, timingId))
		}
		expect((await postOrder(request, body)).status).toBe(201)
	})

	test('a slot of another area is refused', async () => {
		const body = await orderBody(request)
		const [elsewhere] = await db
			.select()
			.from(areaTimings)
			.where(and(eq(areaTimings.isActive, true), ne(areaTimings.areaId, body.delivery_address.area_id as number)))
			.limit(1)
		const response = await postOrder(request, { ...body, delivery_address: { ...body.delivery_address, area_timing_id: elsewhere!.id } })
		expect(response.status).toBe(400)
		expect(((await response.json()) as ApiError).error.fields).toEqual({ area_timing_id: CHECKOUT_MESSAGES.en.slotClosed })
	})
})

describe('card payments (APS sandbox)', () => {
	test('a card without 3-D Secure pays the order; no card data is stored', async () => {
		const order = await createOrder(request)
		const { location } = await payByCard(order.id)
		expect(location).toBe(thankYou(order.id))

		const row = await storedOrder(order.id)
		expect(row.status).toBe('paid')
		expect(row.invoiceNumber).toEqual(expect.any(Number))
		expect(row.paidAt).toBeInstanceOf(Date)
		const attempts = await paymentsOf(order.id)
		expect(attempts).toHaveLength(1)
		expect(attempts[0]).toMatchObject({
			status: 'paid',
			method: 'card',
			gateway: 'aps',
			amountFils: order.total,
			cardMasked: '400555******0001',
			cardBrand: 'VISA',
			failureReason: null,
		})
		expect(attempts[0]!.gatewayReference).toMatch(/^\d+$/)
		expect(attempts[0]!.merchantReference).toMatch(/^KC\d{6,}-[0-9A-F]{6}$/)
		const sources = (await eventsOf(attempts[0]!.id)).map((event) => `${event.source}:${event.outcome}`)
		expect(sources).toEqual(expect.arrayContaining(['return:tokenized', 'purchase:paid', 'notification:paid']))
		await expectNoCardData(order.id, CARDS.paid)
	})

	test('a replayed return changes nothing and charges nothing again', async () => {
		const order = await createOrder(request)
		const { answer } = await payByCard(order.id)
		const paid = await storedOrder(order.id)
		const [attempt] = await paymentsOf(order.id)
		const eventsBefore = await eventsOf(attempt!.id)

		expect(await returnToShop(request, answer)).toBe(thankYou(order.id))
		await idle()
		expect(await storedOrder(order.id)).toEqual(paid)
		const attempts = await paymentsOf(order.id)
		expect(attempts).toHaveLength(1)
		expect(attempts[0]).toEqual(attempt)
		const eventsAfter = await eventsOf(attempt!.id)
		expect(eventsAfter).toEqual(eventsBefore)
		expect(eventsAfter.filter((event) => event.dedupeKey === 'tokenization:ok')).toHaveLength(1)
		expect(eventsAfter.filter((event) => event.source === 'purchase')).toHaveLength(1)
	})

	test('3-D Secure authenticated: paid after the challenge', async () => {
		const order = await createOrder(request)
		const back = await passChallenge(order.id, 'authenticate')
		expect(back.action).toBe(`${ORIGIN}/payments/aps/return`)
		expect(back.fields.response_code).toBe('14000')
		expect(await returnToShop(request, back)).toBe(thankYou(order.id))
		await idle()
		const row = await storedOrder(order.id)
		expect(row.status).toBe('paid')
		expect(row.invoiceNumber).not.toBeNull()
		const attempts = await paymentsOf(order.id)
		expect(attempts.map((attempt) => [attempt.status, attempt.cardMasked])).toEqual([['paid', '455701******8902']])
		await expectNoCardData(order.id, CARDS.threeDSecure)
	})

	test('3-D Secure failed: the order fails, and a second attempt with another card pays it once', async () => {
		const order = await createOrder(request)
		const back = await passChallenge(order.id, 'fail')
		expect(await returnToShop(request, back)).toBe(checkoutFailed(order.id, 'authentication_failed'))
		await idle()
		expect((await storedOrder(order.id)).status).toBe('failed')
		expect((await paymentsOf(order.id)).map((attempt) => [attempt.status, attempt.failureReason])).toEqual([['failed', 'authentication_failed']])

		const { location } = await payByCard(order.id)
		expect(location).toBe(thankYou(order.id))
		expect((await storedOrder(order.id)).status).toBe('paid')
		const attempts = await paymentsOf(order.id)
		expect(attempts.map((attempt) => attempt.status)).toEqual(['failed', 'paid'])
		expect(new Set(attempts.map((attempt) => attempt.merchantReference)).size).toBe(2)
	})

	test('a declined card (insufficient funds) fails the order with its reason', async () => {
		const order = await createOrder(request)
		const { location } = await payByCard(order.id, CARDS.insufficientFunds)
		expect(location).toBe(checkoutFailed(order.id, 'insufficient_funds'))
		const row = await storedOrder(order.id)
		expect(row).toMatchObject({ status: 'failed', paidAt: null, invoiceNumber: null })
		expect((await paymentsOf(order.id)).map((attempt) => [attempt.status, attempt.failureReason, attempt.gatewayCode])).toEqual([
			['failed', 'insufficient_funds', '13029'],
		])
	})

	test('a tampered gateway answer is not trusted: nothing is paid or charged', async () => {
		const order = await createOrder(request)
		const answer = await tokenize(request, order.id, CARDS.paid)
		for (const [field, value] of [
			['response_code', '18001'],
			['merchant_reference', answer.fields.merchant_reference!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))],
		] as const) {
			const location = await returnToShop(request, { ...answer, fields: { ...answer.fields, [field]: value } })
			expect(location, field).toBe(UNVERIFIED)
		}
		const unsigned = { ...answer.fields }
		delete unsigned.signature
		expect(await returnToShop(request, { ...answer, fields: unsigned })).toBe(UNVERIFIED)
		await idle()
		expect(await storedOrder(order.id)).toMatchObject({ status: 'draft', paidAt: null, invoiceNumber: null })
		expect(await paymentsOf(order.id)).toEqual([])
	})

	test("an unsigned answer naming an order's number does not give away the order's id (which starts payments)", async () => {
		const order = await createOrder(request)
		// All a stranger needs: the order's sequential number, any six hex digits, no signature.
		const reference = `${order.number.replace('-', '')}-000000`
		const answers: Record<string, string>[] = [{ service_command: 'TOKENIZATION', merchant_reference: reference }, { merchant_reference: reference }]
		for (const fields of answers) {
			const location = await returnToShop(request, { action: `${ORIGIN}/payments/aps/return`, fields })
			expect(location).not.toContain(order.id)
			expect(location).toBe(UNVERIFIED)
		}
		const asGet = await request(`/payments/aps/return?service_command=TOKENIZATION&merchant_reference=${reference}`)
		expect(asGet.headers.get('Location')).toBe(UNVERIFIED)
		expect(await paymentsOf(order.id)).toEqual([])
	})

	test('a forged 3-D Secure result neither pays nor stops the genuine one', async () => {
		state.dropApsNotifications = true
		try {
			const order = await createOrder(request)
			const genuine = await passChallenge(order.id, 'authenticate')
			// Same result codes, another amount: the signature no longer matches.
			const forged = { ...genuine, fields: { ...genuine.fields, amount: '100' } }
			const afterForged = await returnToShop(request, forged)
			expect(afterForged).not.toContain('failed=')
			expect((await storedOrder(order.id)).status).toBe('pending_payment')
			const [attempt] = await paymentsOf(order.id)
			expect(attempt!.status).toBe('requires_action')
			expect((await eventsOf(attempt!.id)).map((event) => `${event.source}:${event.outcome}`)).toContain('return:invalid_signature')

			expect(await returnToShop(request, genuine)).toBe(thankYou(order.id))
			expect((await storedOrder(order.id)).status).toBe('paid')
			expect((await paymentsOf(order.id))[0]!.status).toBe('paid')
			expect((await eventsOf(attempt!.id)).map((event) => `${event.source}:${event.outcome}`)).toContain('return:paid')
		} finally {
			state.dropApsNotifications = false
		}
	})

	test('a paid order cannot be paid again', async () => {
		const order = await createOrder(request)
		await payByCard(order.id)
		for (const method of ['card', 'tabby']) {
			const response = await startPayment(request, order.id, method)
			expect(response.status).toBe(409)
			const { error } = (await response.json()) as ApiError
			expect(error).toEqual({ code: 'order_paid', message: CHECKOUT_MESSAGES.en.orderPaid })
		}
		expect(await paymentsOf(order.id)).toHaveLength(1)
	})

	test('an unknown order and an unknown method are refused', async () => {
		const missing = await startPayment(request, '00000000-0000-4000-8000-000000000000', 'card')
		expect(missing.status).toBe(404)
		const order = await createOrder(request)
		const cash = await startPayment(request, order.id, 'cash')
		expect(cash.status).toBe(400)
		expect(((await cash.json()) as ApiError).error.fields).toEqual({ method: CHECKOUT_MESSAGES.en.methodUnavailable })
	})
})

describe('Tabby (sandbox)', () => {
	/** Starts Tabby for an order: the sandbox's hosted page. */
	async function tabbyPage(orderId: string) {
		const response = await startPayment(request, orderId, 'tabby')
		expect(response.status).toBe(200)
		const { next } = ((await response.json()) as { data: { next: { type: string; url: string } } }).data
		expect(next.type).toBe('redirect')
		expect(next.url).toMatch(new RegExp(`^${ORIGIN}/_sandbox/tabby/checkout/[0-9a-f-]{36}$`))
		return next.url
	}

	/** The customer's action on Tabby's page, then back at our return URL: where we send them. */
	async function finishOnTabby(pageUrl: string, form: Record<string, string>) {
		const submitted = await postForm(request, pageUrl, form)
		expect(submitted.status).toBe(303)
		const back = new URL(submitted.headers.get('Location') ?? '')
		expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/payments/tabby/return`)
		expect(back.searchParams.get('payment_id')).toMatch(/^[0-9a-f-]{36}$/)
		const returned = await request(`${back.pathname}${back.search}`)
		expect(returned.status).toBe(303)
		await idle()
		return { result: back.searchParams.get('result'), location: returned.headers.get('Location') ?? '' }
	}

	test('a start’s Idempotency-Key sent with another order’s id gets 422 and starts nothing', async () => {
		const first = await createOrder(request)
		const second = await createOrder(request)
		const key = newKey()
		const started = await startPayment(request, first.id, 'tabby', { key })
		expect(started.status).toBe(200)
		const { next } = ((await started.json()) as { data: { next: { url: string } } }).data

		const replayed = await startPayment(request, second.id, 'tabby', { key })
		expect(replayed.status).toBe(422)
		const answer = await replayed.text()
		expect((JSON.parse(answer) as ApiError).error.code).toBe('idempotency_key_reused')
		expect(answer).not.toContain(next.url)
		// The page's action goes through the service: the same refusal there.
		expect(await checkout.payments.startTabby(await storedOrder(second.id), key)).toEqual({ kind: 'key-reused' })
		expect(await paymentsOf(second.id)).toEqual([])
		expect((await storedOrder(second.id)).status).toBe(first.status)

		// The key still answers its own order with its own checkout.
		const again = await startPayment(request, first.id, 'tabby', { key })
		expect(((await again.json()) as { data: { next: { url: string } } }).data.next.url).toBe(next.url)
		expect(await paymentsOf(first.id)).toHaveLength(1)
	})

	test('approved with the OTP: captured and paid; webhooks delivered again change nothing', async () => {
		const order = await createOrder(request, { weeks: 2 })
		const { result, location } = await finishOnTabby(await tabbyPage(order.id), { otp: '8888' })
		expect(result).toBe('success')
		expect(location).toBe(thankYou(order.id))
		const paid = await storedOrder(order.id)
		expect(paid).toMatchObject({ status: 'paid', totalFils: order.total })
		expect(paid.invoiceNumber).not.toBeNull()
		const [attempt, ...others] = await paymentsOf(order.id)
		expect(others).toEqual([])
		expect(attempt).toMatchObject({ status: 'paid', method: 'tabby', gateway: 'tabby', amountFils: order.total })

		const webhook = {
			id: attempt!.gatewayReference,
			status: 'closed',
			amount: filsToTabbyAmount(order.total),
			currency: 'AED',
			order: { reference_id: attempt!.merchantReference },
		}
		// The sandbox's own webhook for the capture first: its answer is stored once, like these.
		await idle()
		const eventsBefore = await eventsOf(attempt!.id)
		for (let delivery = 0; delivery < 2; delivery += 1) {
			const response = await request('/payments/tabby/webhook', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', [TABBY_SANDBOX_SETTINGS.webhookHeaderName]: TABBY_SANDBOX_SETTINGS.webhookSecret },
				body: JSON.stringify(webhook),
			})
			expect(response.status).toBe(200)
			expect(await response.json()).toEqual({ received: true })
		}
		await idle()
		expect(await eventsOf(attempt!.id)).toEqual(eventsBefore)
		expect(await storedOrder(order.id)).toEqual(paid)
		expect(await paymentsOf(order.id)).toEqual([attempt])

		for (const headers of [{}, { [TABBY_SANDBOX_SETTINGS.webhookHeaderName]: 'wrong-secret' }] as Record<string, string>[]) {
			const refused = await request('/payments/tabby/webhook', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', ...headers },
				body: JSON.stringify(webhook),
			})
			expect(refused.status).toBe(401)
		}
	})

	test('an order above Tabby’s limit is refused with 402 and the localized reason', async () => {
		// A customer of their own: layla@ holds a cool bag from the orders paid above, so hers would come without the deposit, under the limit.
		const order = await createOrder(request, { weeks: 8, email: 'eight.weeks@example.com' })
		expect(order.total).toBeGreaterThan(5_000_00)
		for (const locale of ['en', 'ar-ae'] as const) {
			const response = await startPayment(request, order.id, 'tabby', { locale })
			expect(response.status).toBe(402)
			const { error } = (await response.json()) as ApiError
			expect(error).toMatchObject({ code: 'payment_failed', reason: 'order_amount_too_high', message: CHECKOUT_MESSAGES[locale].tabby.order_amount_too_high })
		}
		expect((await storedOrder(order.id)).status).toBe('failed')
		expect((await paymentsOf(order.id)).every((attempt) => attempt.status === 'failed' && attempt.failureReason === 'tabby_rejected')).toBe(true)
	})

	test('Tabby’s background rejection of a phone number is not_available', async () => {
		const order = await createOrder(request, { mobile: '0500000002' })
		const response = await startPayment(request, order.id, 'tabby')
		expect(response.status).toBe(402)
		const { error } = (await response.json()) as ApiError
		expect(error).toMatchObject({ code: 'payment_failed', reason: 'not_available', message: CHECKOUT_MESSAGES.en.tabby.not_available })
	})

	test('cancelled on Tabby’s page: the order fails and nothing is charged', async () => {
		const order = await createOrder(request)
		const { result, location } = await finishOnTabby(await tabbyPage(order.id), { action: 'cancel' })
		expect(result).toBe('cancel')
		expect(location).toMatch(new RegExp(`^/meal-plans/checkout/\\?order=${order.id}&failed=\\w+$`))
		expect(await storedOrder(order.id)).toMatchObject({ status: 'failed', paidAt: null, invoiceNumber: null })
		const attempts = await paymentsOf(order.id)
		expect(attempts).toHaveLength(1)
		expect(attempts[0]!.status).not.toBe('paid')
	})

	// BUG (server/payments/payment-service.ts, handleTabbyReturn): Tabby (and its sandbox) mark a
	// cancelled checkout EXPIRED, so settleTabby() fails the attempt as `expired` before the
	// `result === 'cancel'` branch can run; the customer is told the payment "took too long".
	// Remove `.fails` once the cancel is reported as `cancelled`.
	test('cancelled on Tabby’s page: the customer is told they cancelled (failed=cancelled)', async () => {
		const order = await createOrder(request)
		const { location } = await finishOnTabby(await tabbyPage(order.id), { action: 'cancel' })
		expect(location).toBe(checkoutFailed(order.id, 'cancelled'))
		expect((await paymentsOf(order.id)).map((attempt) => [attempt.status, attempt.failureReason])).toEqual([['cancelled', 'cancelled']])
	})

	test('rejected after the OTP: the order fails as tabby_rejected', async () => {
		const order = await createOrder(request, { email: 'otp.rejected@tabby.ai' })
		const { result, location } = await finishOnTabby(await tabbyPage(order.id), { otp: '8888' })
		expect(result).toBe('failure')
		expect(location).toBe(checkoutFailed(order.id, 'tabby_rejected'))
		expect(await storedOrder(order.id)).toMatchObject({ status: 'failed', paidAt: null })
		expect((await paymentsOf(order.id)).map((attempt) => [attempt.status, attempt.failureReason])).toEqual([['failed', 'tabby_rejected']])
	})
})

describe('reconciliation', () => {
	test('a customer who closed the tab after 3-D Secure still gets a paid order', async () => {
		// The notification is lost too: only the job's status check can find the payment.
		state.dropApsNotifications = true
		try {
			const order = await createOrder(request)
			await passChallenge(order.id, 'authenticate')
			await idle()
			expect((await storedOrder(order.id)).status).toBe('pending_payment')
			const [attempt] = await paymentsOf(order.id)
			expect(attempt!.status).toBe('requires_action')

			// Too recent: left to the customer's own return.
			await checkout.payments.reconcile()
			expect((await paymentsOf(order.id))[0]!.status).toBe('requires_action')

			await db
				.update(payments)
				.set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
				.where(eq(payments.id, attempt!.id))
			const { checked, settled } = await checkout.payments.reconcile()
			expect(checked).toBeGreaterThanOrEqual(1)
			expect(settled).toBeGreaterThanOrEqual(1)

			const row = await storedOrder(order.id)
			expect(row.status).toBe('paid')
			expect(row.invoiceNumber).not.toBeNull()
			const [reconciled] = await paymentsOf(order.id)
			expect(reconciled).toMatchObject({ status: 'paid', checkCount: 1, gatewayReference: attempt!.gatewayReference })
			expect((await eventsOf(attempt!.id)).map((event) => `${event.source}:${event.outcome}`)).toContain('check_status:paid')

			// Nothing left to ask about; a second run changes nothing.
			await checkout.payments.reconcile()
			expect(await paymentsOf(order.id)).toEqual([reconciled])
		} finally {
			state.dropApsNotifications = false
		}
	})

	test('the gateway’s notification alone pays an order whose customer never came back', async () => {
		const order = await createOrder(request)
		await passChallenge(order.id, 'authenticate')
		await idle()
		expect((await storedOrder(order.id)).status).toBe('paid')
		const [attempt] = await paymentsOf(order.id)
		expect((await eventsOf(attempt!.id)).map((event) => `${event.source}:${event.outcome}`)).toContain('notification:paid')
	})
})
