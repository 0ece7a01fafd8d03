import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import { memorySandboxRecords } from '../sandbox/sandbox.fixture.ts'
import { generateSandboxSecrets, tabbySandboxCredentials } from '../sandbox/sandbox-secrets.ts'
import { createTabbySandbox } from '../sandbox/tabby-sandbox.ts'
import { createTabbyGateway, readTabbyWebhook, type TabbySessionInput } from './gateway.ts'

const ORIGIN = 'http://127.0.0.1:3100'
const TABBY_SANDBOX_SETTINGS = tabbySandboxCredentials(generateSandboxSecrets())
const WEBHOOK = { headerName: TABBY_SANDBOX_SETTINGS.webhookHeaderName, secret: TABBY_SANDBOX_SETTINGS.webhookSecret }

const SESSION: TabbySessionInput = {
	amountFils: 123450,
	currency: 'AED',
	lang: 'ar',
	buyer: { email: 'otp.success@tabby.ai', phone: '+971500000001', name: 'Mariam Al Zaabi' },
	orderReferenceId: 'KC-1001',
	items: [{ title: 'Balance plan, 4 weeks', quantity: 1, unitPriceFils: 123450, referenceId: 'balance-4w', category: 'Meal plans' }],
	shippingAddress: { city: 'Dubai', address: 'Marina Gate 1, apt 1203' },
	buyerHistory: { registeredSince: new Date('2025-01-05T10:00:00Z'), loyaltyLevel: 2 },
	orderHistory: [{ purchasedAt: new Date('2025-02-01T09:00:00Z'), amountFils: 98000, status: 'complete' }],
	urls: { success: 'https://kcal.example/checkout/tabby/success/', cancel: 'https://kcal.example/checkout/tabby/cancel/', failure: 'https://kcal.example/checkout/tabby/failure/' },
}

/** The gateway talking to the sandbox through an injected fetch: no network. */
function setUp() {
	const webhookFetch = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response('ok'))
	const host = new Hono().route('/_sandbox/tabby', createTabbySandbox({
			publicOrigin: ORIGIN,
			credentials: TABBY_SANDBOX_SETTINGS,
			records: memorySandboxRecords(),
			webhook: { url: 'https://kcal.example/webhook', fetch: webhookFetch },
		}),)
	const sent: Request[] = []
	const sandboxFetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
		const request = new Request(input, init)
		sent.push(request.clone())
		return host.fetch(request)
	})
	const gateway = createTabbyGateway({ apiUrl: `${ORIGIN}/_sandbox/tabby/`, secretKey: TABBY_SANDBOX_SETTINGS.secretKey, merchantCode: TABBY_SANDBOX_SETTINGS.merchantCode, fetch: sandboxFetch })
	/** The customer on the hosted page. */
	const pay = (webUrl: string, fields: Record<string, string>) =>
		host.request(webUrl, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
	return { gateway, sent, pay, webhookFetch }
}

function gatewayWith(fetch: typeof globalThis.fetch, timeoutMs?: number) {
	return createTabbyGateway({ apiUrl: 'https://api.tabby.ai', secretKey: 'sk_test_do_not_leak', merchantCode: 'KCAL_AE', fetch, timeoutMs })
}

const json = (body: unknown, status = 200) => async () => Response.json(body, { status })

describe('sessions', () => {
	test('sends the documented checkout body with the secret key as a bearer token', async () => {
		const { gateway, sent } = setUp()
		await gateway.createSession(SESSION)
		const [request] = sent
		expect(request?.url).toBe(`${ORIGIN}/_sandbox/tabby/api/v2/checkout`)
		expect(request?.method).toBe('POST')
		expect(request?.headers.get('Authorization')).toBe(`Bearer ${TABBY_SANDBOX_SETTINGS.secretKey}`)
		expect(request?.headers.get('Content-Type')).toBe('application/json')
		expect(await request?.json()).toEqual({
			payment: {
				amount: '1234.50',
				currency: 'AED',
				buyer: { name: 'Mariam Al Zaabi', email: 'otp.success@tabby.ai', phone: '+971500000001' },
				shipping_address: { city: 'Dubai', address: 'Marina Gate 1, apt 1203', zip: '00000' },
				order: {
					reference_id: 'KC-1001',
					items: [{ title: 'Balance plan, 4 weeks', quantity: 1, unit_price: '1234.50', reference_id: 'balance-4w', category: 'Meal plans' }],
				},
				buyer_history: { registered_since: '2025-01-05T10:00:00.000Z', loyalty_level: 2 },
				order_history: [{ purchased_at: '2025-02-01T09:00:00.000Z', amount: '980.00', status: 'complete' }],
			},
			lang: 'ar',
			merchant_code: TABBY_SANDBOX_SETTINGS.merchantCode,
			merchant_urls: SESSION.urls,
		})
	})

	test('an eligible buyer gets a session and the hosted page URL', async () => {
		const { gateway } = setUp()
		const result = await gateway.createSession(SESSION)
		expect(result).toEqual({
			status: 'created',
			sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
			paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
			webUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/_sandbox/tabby/checkout/`)),
		})
	})

	test('rejections are results, with their reason', async () => {
		const { gateway } = setUp()
		expect(await gateway.createSession({ ...SESSION, buyer: { ...SESSION.buyer, phone: '+971500000002' } })).toEqual({ status: 'rejected', reason: 'not_available' })
		expect(await gateway.createSession({ ...SESSION, amountFils: 99_99 })).toEqual({ status: 'rejected', reason: 'order_amount_too_low' })
		expect(await gateway.createSession({ ...SESSION, amountFils: 5_000_01 })).toEqual({ status: 'rejected', reason: 'order_amount_too_high' })
	})

	test('reads the rejection reason where the pre-scoring guide puts it, and treats an unknown one as a general rejection', async () => {
		const underOffer = { status: 'rejected', configuration: { available_products: { installments: [{ rejection_reason: 'order_amount_too_high' }] } } }
		expect(await gatewayWith(json(underOffer)).createSession(SESSION)).toEqual({ status: 'rejected', reason: 'order_amount_too_high' })
		const unknown = { status: 'rejected', configuration: { products: { installments: { is_available: false, rejection_reason: 'something_new' } } } }
		expect(await gatewayWith(json(unknown)).createSession(SESSION)).toEqual({ status: 'rejected', reason: 'not_available' })
		const unavailable = { id: 's', status: 'created', payment: { id: 'p' }, configuration: { available_products: [], products: { installments: { is_available: false, rejection_reason: null } } } }
		expect(await gatewayWith(json(unavailable)).createSession(SESSION)).toEqual({ status: 'rejected', reason: 'not_available' })
	})

	test('a created session without a hosted page cannot be used', async () => {
		const result = await gatewayWith(json({ id: 's', status: 'created', payment: { id: 'p' }, configuration: {} })).createSession(SESSION)
		expect(result.status).toBe('unreachable')
	})
})

describe('pre-scoring', () => {
	test('calls the checkout endpoint without merchant URLs and answers eligible or not', async () => {
		const { gateway, sent } = setUp()
		const { urls: _urls, items: _items, ...basket } = SESSION
		expect(await gateway.prescore(basket)).toEqual({ eligible: true })
		expect(await gateway.prescore({ ...basket, buyer: { ...basket.buyer, phone: '+971500000002' } })).toEqual({ eligible: false, reason: 'not_available' })
		expect(await gateway.prescore({ ...basket, amountFils: 50_00 })).toEqual({ eligible: false, reason: 'order_amount_too_low' })
		const body = (await sent[0]?.json()) as Record<string, unknown> & { payment: { order: { items: unknown[] } } }
		expect(sent[0]?.url).toBe(`${ORIGIN}/_sandbox/tabby/api/v2/checkout`)
		expect(body).not.toHaveProperty('merchant_urls')
		expect(body.payment.order.items).toEqual([])
	})

	test('unknown when Tabby cannot answer', async () => {
		const { urls: _urls, ...basket } = SESSION
		expect(await gatewayWith(async () => Promise.reject(new TypeError('fetch failed'))).prescore(basket)).toEqual({ eligible: null })
		expect(await gatewayWith(json({ status: 'error' }, 503)).prescore(basket)).toEqual({ eligible: null })
	})
})

describe('payments', () => {
	test('the whole journey: session, OTP on the hosted page, status, capture, webhook', async () => {
		const { gateway, pay, webhookFetch } = setUp()
		const session = await gateway.createSession(SESSION)
		if (session.status !== 'created') throw new Error(`expected a session, got ${session.status}`)
		expect(await gateway.getPayment(session.paymentId)).toEqual({
			id: session.paymentId,
			status: 'CREATED',
			amountFils: 123450,
			currency: 'AED',
			orderReferenceId: 'KC-1001',
			captured: false,
			refunded: false,
			refundReferenceIds: [],
		})

		const returned = await pay(session.webUrl, { otp: '8888' })
		expect(returned.headers.get('Location')).toBe(`${SESSION.urls.success}?payment_id=${session.paymentId}`)
		expect(await gateway.getPayment(session.paymentId)).toMatchObject({ status: 'AUTHORIZED', captured: false })

		const [, webhookInit] = webhookFetch.mock.calls[0] ?? []
		const webhook = readTabbyWebhook(new Headers(webhookInit?.headers), JSON.parse(String(webhookInit?.body)), WEBHOOK)
		expect(webhook).toEqual({ paymentId: session.paymentId, status: 'AUTHORIZED', amountFils: 123450, orderReferenceId: 'KC-1001' })

		expect(await gateway.capture(session.paymentId, 123450, 'KC-1001')).toMatchObject({ status: 'CLOSED', captured: true, amountFils: 123450 })
		// The same reference id again is the same capture, not a second one.
		expect(await gateway.capture(session.paymentId, 123450, 'KC-1001')).toMatchObject({ status: 'CLOSED', captured: true })
		expect(await gateway.capture(session.paymentId, 123450, 'KC-1001-again')).toBe('refused')
	})

	test('giving money back: an authorisation closed without a capture is void; a capture is refunded once', async () => {
		const { gateway, pay } = setUp()
		const voided = await gateway.createSession(SESSION)
		if (voided.status !== 'created') throw new Error('expected a session')
		expect(await gateway.close(voided.paymentId)).toBe('refused')
		await pay(voided.webUrl, { otp: '8888' })
		expect(await gateway.close(voided.paymentId)).toMatchObject({ status: 'CLOSED', captured: false, refunded: false })
		expect(await gateway.capture(voided.paymentId, 123450, 'KC-1001')).toBe('refused')

		const refunded = await gateway.createSession({ ...SESSION, orderReferenceId: 'KC-1002' })
		if (refunded.status !== 'created') throw new Error('expected a session')
		await pay(refunded.webUrl, { otp: '8888' })
		expect(await gateway.refund(refunded.paymentId, 123450, 'KC-1002')).toBe('refused')
		await gateway.capture(refunded.paymentId, 123450, 'KC-1002')
		expect(await gateway.refund(refunded.paymentId, 123450, 'KC-1002')).toMatchObject({ status: 'CLOSED', captured: true, refunded: true })
		// The same reference again is the same refund; another one finds nothing left to refund.
		expect(await gateway.refund(refunded.paymentId, 123450, 'KC-1002')).toMatchObject({ refunded: true })
		expect(await gateway.refund(refunded.paymentId, 123450, 'KC-1002-again')).toBe('refused')
	})

	test('a captured payment is refunded in parts, each recognised by its reference afterwards', async () => {
		const { gateway, pay } = setUp()
		const session = await gateway.createSession(SESSION)
		if (session.status !== 'created') throw new Error('expected a session')
		await pay(session.webUrl, { otp: '8888' })
		await gateway.capture(session.paymentId, 123450, 'KC-1001')
		expect(await gateway.refund(session.paymentId, 50_000, 'refund-a')).toMatchObject({ refunded: false, refundReferenceIds: ['refund-a'] })
		expect(await gateway.refund(session.paymentId, 73_451, 'refund-b')).toBe('refused')
		expect(await gateway.refund(session.paymentId, 73_450, 'refund-b')).toMatchObject({ refunded: true, refundReferenceIds: ['refund-a', 'refund-b'] })
		expect(await gateway.getPayment(session.paymentId)).toMatchObject({ refundReferenceIds: ['refund-a', 'refund-b'] })
	})

	test('a capture of another amount, or of a payment not authorized, is refused', async () => {
		const { gateway, pay } = setUp()
		const session = await gateway.createSession(SESSION)
		if (session.status !== 'created') throw new Error('expected a session')
		expect(await gateway.capture(session.paymentId, 123450, 'early')).toBe('refused')
		await pay(session.webUrl, { otp: '8888' })
		expect(await gateway.capture(session.paymentId, 100000, 'partial')).toBe('refused')
	})

	test('an unknown payment is not_found', async () => {
		const { gateway } = setUp()
		expect(await gateway.getPayment('00000000-0000-0000-0000-000000000000')).toBe('not_found')
		expect(await gateway.getPayment('../checkout')).toBe('not_found')
	})

	test('a payment Tabby describes in an unexpected way is not trusted', async () => {
		const payment = { id: 'p', status: 'AUTHORIZED', amount: '10.00', currency: 'AED', order: { reference_id: 'KC-1' }, captures: [] }
		expect(await gatewayWith(json(payment)).getPayment('p')).toMatchObject({ amountFils: 1000 })
		expect(await gatewayWith(json({ ...payment, status: 'authorized' })).getPayment('p')).toBe('unreachable')
		expect(await gatewayWith(json({ ...payment, amount: 10 })).getPayment('p')).toBe('unreachable')
		expect(await gatewayWith(json({ ...payment, captures: [{ amount: 'ten' }] })).getPayment('p')).toBe('unreachable')
		expect(await gatewayWith(async () => new Response('<html>', { status: 200 })).getPayment('p')).toBe('unreachable')
	})
})

describe('when Tabby cannot be reached', () => {
	test('network errors, timeouts, 5xx and 429 are unreachable, never thrown', async () => {
		const never: typeof fetch = (_input, init) =>
			new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
		const failures: [typeof fetch, RegExp][] = [
			[async () => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') })), /ECONNREFUSED/],
			[never, /within 20 ms/],
			[json({ error: 'internal' }, 502), /HTTP 502/],
			[json({ error: 'slow down' }, 429), /HTTP 429/],
			[json({ status: 'error', errorType: 'not_authorized', error: 'Invalid key' }, 401), /HTTP 401: Invalid key/],
		]
		for (const [fetch, error] of failures) {
			const gateway = gatewayWith(fetch, 20)
			const session = await gateway.createSession(SESSION)
			expect(session).toEqual({ status: 'unreachable', error: expect.stringMatching(error) })
			expect(JSON.stringify(session)).not.toContain('sk_test_do_not_leak')
			expect(await gateway.getPayment('p')).toBe('unreachable')
		}
		expect(await gatewayWith(never, 20).capture('p', 100, 'r')).toBe('unreachable')
		expect(await gatewayWith(json({}, 500)).capture('p', 100, 'r')).toBe('unreachable')
	})
})

describe('webhooks', () => {
	const headers = (value: string) => new Headers({ [WEBHOOK.headerName]: value })
	const body = { id: 'pay-1', status: 'closed', amount: '1234.50', currency: 'AED', order: { reference_id: 'KC-1001' }, captures: [{ amount: '1234.50' }] }

	test('a webhook with our header is read, its status in upper case and its amount in fils', () => {
		expect(readTabbyWebhook(headers(WEBHOOK.secret), body, WEBHOOK)).toEqual({ paymentId: 'pay-1', status: 'CLOSED', amountFils: 123450, orderReferenceId: 'KC-1001' })
		expect(readTabbyWebhook(headers(WEBHOOK.secret), { ...body, status: 'expired' }, WEBHOOK)?.status).toBe('EXPIRED')
	})

	test('a missing or wrong header is refused', () => {
		expect(readTabbyWebhook(new Headers(), body, WEBHOOK)).toBeNull()
		expect(readTabbyWebhook(headers(''), body, WEBHOOK)).toBeNull()
		expect(readTabbyWebhook(headers(`${WEBHOOK.secret}x`), body, WEBHOOK)).toBeNull()
		expect(readTabbyWebhook(headers(WEBHOOK.secret.slice(0, -1)), body, WEBHOOK)).toBeNull()
		expect(readTabbyWebhook(new Headers({ 'X-Other': WEBHOOK.secret }), body, WEBHOOK)).toBeNull()
		// An unset secret must not accept an empty header.
		expect(readTabbyWebhook(headers(''), body, { ...WEBHOOK, secret: '' })).toBeNull()
	})

	test('a body that is not a Tabby payment is refused', () => {
		for (const wrong of [
			null,
			'pay-1',
			{ ...body, status: 'AUTHORIZED' },
			{ ...body, status: 'captured' },
			{ ...body, amount: 1234.5 },
			{ ...body, amount: '1234.505' },
			{ ...body, order: undefined },
			{ ...body, id: '' },
		]) {
			expect(readTabbyWebhook(headers(WEBHOOK.secret), wrong, WEBHOOK), JSON.stringify(wrong)).toBeNull()
		}
	})
})
