import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import { memorySandboxRecords } from './sandbox.fixture.ts'
import { generateSandboxSecrets, tabbySandboxCredentials } from './sandbox-secrets.ts'
import { createTabbySandbox, type TabbySandboxOptions } from './tabby-sandbox.ts'

const ORIGIN = 'http://127.0.0.1:3100'
const BASE = `${ORIGIN}/_sandbox/tabby`
const TABBY_SANDBOX_SETTINGS = tabbySandboxCredentials(generateSandboxSecrets())
const AUTH = { Authorization: `Bearer ${TABBY_SANDBOX_SETTINGS.secretKey}` }
const URLS = {
	success: 'https://kcal.example/checkout/tabby/success/',
	cancel: 'https://kcal.example/checkout/tabby/cancel/?step=payment',
	failure: 'https://kcal.example/checkout/tabby/failure/',
}

type Overrides = { amount?: string; email?: string; phone?: string; reference?: string; urls?: typeof URLS | undefined }

function checkoutBody({ amount = '1234.50', email = 'otp.success@tabby.ai', phone = '+971500000001', reference = 'KC-1001', ...rest }: Overrides = {}) {
	return {
		payment: {
			amount,
			currency: 'AED',
			buyer: { name: 'Mariam Al Zaabi', email, phone },
			shipping_address: { city: 'Dubai', address: 'Marina Gate 1, apt 1203', zip: '00000' },
			order: { reference_id: reference, items: [{ title: 'Balance plan, 4 weeks', quantity: 1, unit_price: amount, reference_id: 'balance-4w', category: 'Meal plans' }] },
			buyer_history: { registered_since: '2025-01-05T10:00:00.000Z', loyalty_level: 2 },
			order_history: [{ purchased_at: '2025-02-01T09:00:00.000Z', amount: '980.00', status: 'complete' }],
		},
		lang: 'en',
		merchant_code: TABBY_SANDBOX_SETTINGS.merchantCode,
		merchant_urls: 'urls' in rest ? rest.urls : URLS,
	}
}

function setUp(options: Partial<TabbySandboxOptions> = {}) {
	const webhookFetch = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response('ok'))
	const host = new Hono().route(
		'/_sandbox/tabby',
		createTabbySandbox({
			publicOrigin: ORIGIN,
			credentials: TABBY_SANDBOX_SETTINGS,
			records: memorySandboxRecords(options.now),
			webhook: { url: 'https://kcal.example/api/tabby/webhook', fetch: webhookFetch },
			...options,
		}),
	)
	const request = (path: string, init?: RequestInit) => host.request(`${BASE}${path}`, init)
	const api = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = AUTH) =>
		request(path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
	async function checkout(overrides?: Overrides) {
		const response = await api('POST', '/api/v2/checkout', checkoutBody(overrides))
		expect(response.status).toBe(200)
		return (await response.json()) as {
			id: string
			status: string
			payment: { id: string; status: string; amount: string }
			configuration: { available_products: { installments?: { web_url: string }[] }; products: { installments: { is_available: boolean; rejection_reason: string | null } } }
		}
	}
	const submit = (paymentId: string, fields: Record<string, string>) =>
		request(`/checkout/${paymentId}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
	const payment = async (paymentId: string) => (await (await api('GET', `/api/v2/payments/${paymentId}`)).json()) as Record<string, unknown>
	return { request, api, checkout, submit, payment, webhookFetch }
}

async function webhookSent(webhookFetch: ReturnType<typeof setUp>['webhookFetch'], call = 0) {
	const [url, init] = webhookFetch.mock.calls[call] ?? []
	return { url, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown> }
}

describe('the checkout API', () => {
	test('needs the sandbox secret key', async () => {
		const { api } = setUp()
		for (const headers of [{}, { Authorization: 'Bearer sk_test_wrong' }, { Authorization: TABBY_SANDBOX_SETTINGS.secretKey }] as Record<string, string>[]) {
			const response = await api('POST', '/api/v2/checkout', checkoutBody(), headers)
			expect(response.status).toBe(401)
			expect(await response.json()).toMatchObject({ status: 'error', errorType: 'not_authorized' })
		}
		expect((await api('GET', '/api/v2/payments/anything', undefined, {})).status).toBe(401)
	})

	test('refuses malformed requests with a 400 that says why', async () => {
		const { api, request } = setUp()
		const notJson = await request('/api/v2/checkout', { method: 'POST', headers: AUTH, body: 'amount=100' })
		expect(notJson.status).toBe(400)
		const body = checkoutBody()
		const malformed = [
			{ ...body, payment: { ...body.payment, amount: '1,234.50' } },
			{ ...body, payment: { ...body.payment, amount: 1234.5 } },
			{ ...body, payment: { ...body.payment, amount: '0.00' } },
			{ ...body, payment: { ...body.payment, currency: 'USD' } },
			{ ...body, payment: { ...body.payment, buyer: { ...body.payment.buyer, email: 'not an e-mail' } } },
			{ ...body, payment: { ...body.payment, buyer: { ...body.payment.buyer, phone: '050 000 0001' } } },
			{ ...body, payment: { ...body.payment, order: { items: [] } } },
			{ ...body, merchant_urls: { ...URLS, success: 'javascript:alert(1)' } },
			{ ...body, merchant_code: 'SOMEONE_ELSE' },
			{ ...body, lang: 'fr' },
		]
		for (const request of malformed) {
			const response = await api('POST', '/api/v2/checkout', request)
			expect(response.status, JSON.stringify(request)).toBe(400)
			const error = (await response.json()) as { status: string; errorType: string; error: string }
			expect(error).toMatchObject({ status: 'error', errorType: 'bad_data' })
			expect(error.error).not.toBe('')
		}
	})

	test('creates a session with a hosted page for an eligible buyer', async () => {
		const { checkout, payment } = setUp()
		const session = await checkout()
		expect(session.status).toBe('created')
		expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(session.payment).toMatchObject({ status: 'CREATED', amount: '1234.50' })
		expect(session.configuration.available_products.installments?.[0]?.web_url).toBe(`${BASE}/checkout/${session.payment.id}`)
		expect(session.configuration.products.installments).toEqual({ type: 'installments', is_available: true, rejection_reason: null })
		expect(await payment(session.payment.id)).toMatchObject({ id: session.payment.id, status: 'CREATED', amount: '1234.50', currency: 'AED', order: { reference_id: 'KC-1001' }, captures: [] })
	})

	test('applies the documented background rules', async () => {
		const { checkout } = setUp()
		const reason = async (overrides: Overrides) => {
			const session = await checkout(overrides)
			return session.status === 'rejected' ? session.configuration.products.installments.rejection_reason : session.status
		}
		// A rejection is a 200, as with Tabby.
		expect(await reason({ phone: '+971500000002' })).toBe('not_available')
		expect(await reason({ phone: '0500000002' })).toBe('not_available')
		expect(await reason({ phone: '500000002' })).toBe('not_available')
		expect(await reason({ amount: '99.99' })).toBe('order_amount_too_low')
		expect(await reason({ amount: '100.00' })).toBe('created')
		expect(await reason({ amount: '5000' })).toBe('created')
		expect(await reason({ amount: '5000.01' })).toBe('order_amount_too_high')
		expect(await reason({ email: 'otp.rejected@tabby.ai' })).toBe('created')
	})

	test('limits can be set', async () => {
		const { checkout } = setUp({ limits: { minFils: 50_00, maxFils: 200_00 } })
		expect((await checkout({ amount: '60.00' })).status).toBe('created')
		expect((await checkout({ amount: '250.00' })).configuration.products.installments.rejection_reason).toBe('order_amount_too_high')
	})

	test('a pre-scoring check without merchant URLs is answered, but there is nothing to pay', async () => {
		const { checkout, request } = setUp()
		const session = await checkout({ urls: undefined })
		expect(session.status).toBe('created')
		expect((await request(`/checkout/${session.payment.id}`)).status).toBe(409)
	})

	test('unknown payments are 404', async () => {
		const { api, request } = setUp()
		expect((await api('GET', '/api/v2/payments/00000000-0000-0000-0000-000000000000')).status).toBe(404)
		expect((await api('POST', '/api/v2/payments/nope/captures', { amount: '1.00', reference_id: 'x' })).status).toBe(404)
		expect((await request('/checkout/nope')).status).toBe(404)
	})
})

describe('the hosted payment page', () => {
	test('shows the merchant, the amount in four instalments and the buyer, and works without JavaScript', async () => {
		const { checkout, request } = setUp()
		const session = await checkout({ email: 'mariam+kcal@example.com', reference: 'KC-<1001>&"' })
		const response = await request(`/checkout/${session.payment.id}`)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
		// Intl keeps "AED" and the number together with a no-break space.
		const html = (await response.text()).replaceAll('\u00a0', ' ')
		expect(html).toContain(TABBY_SANDBOX_SETTINGS.merchantCode)
		expect(html).toContain('AED 1,234.50')
		// 123450 fils do not divide by four: the first instalment takes the remainder.
		expect(html).toContain('Today: AED 308.64')
		expect(html.match(/AED 308\.62/g)).toHaveLength(3)
		expect(html).toContain('mariam+kcal@example.com')
		expect(html).toContain('KC-&lt;1001&gt;&amp;&quot;')
		expect(html).toContain('name="otp"')
		expect(html).toContain('Cancel and return to the store')
		expect(html).not.toContain('<script')
	})

	test('a wrong OTP shows an error and changes nothing', async () => {
		const { checkout, submit, payment, webhookFetch } = setUp()
		const session = await checkout()
		for (const otp of ['1234', '', '88888']) {
			const response = await submit(session.payment.id, { otp })
			expect(response.status).toBe(422)
			expect(await response.text()).toContain('That code is not right')
		}
		expect(await payment(session.payment.id)).toMatchObject({ status: 'CREATED' })
		expect(webhookFetch).not.toHaveBeenCalled()
	})

	test('the right OTP authorizes, returns to the success URL and posts the webhook', async () => {
		const { checkout, submit, payment, webhookFetch } = setUp()
		const session = await checkout()
		const response = await submit(session.payment.id, { otp: '8888' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`${URLS.success}?payment_id=${session.payment.id}`)
		expect(await payment(session.payment.id)).toMatchObject({ status: 'AUTHORIZED' })
		const webhook = await webhookSent(webhookFetch)
		expect(webhook.url).toBe('https://kcal.example/api/tabby/webhook')
		expect(webhook.headers.get(TABBY_SANDBOX_SETTINGS.webhookHeaderName)).toBe(TABBY_SANDBOX_SETTINGS.webhookSecret)
		expect(webhook.headers.get('Content-Type')).toBe('application/json')
		expect(webhook.body).toMatchObject({ id: session.payment.id, status: 'authorized', amount: '1234.50', currency: 'AED', order: { reference_id: 'KC-1001' }, captures: [] })
	})

	test('otp.rejected@tabby.ai is rejected after the OTP and returns to the failure URL', async () => {
		const { checkout, submit, payment, webhookFetch } = setUp()
		const session = await checkout({ email: 'otp.rejected@tabby.ai' })
		const response = await submit(session.payment.id, { otp: '8888' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`${URLS.failure}?payment_id=${session.payment.id}`)
		expect(await payment(session.payment.id)).toMatchObject({ status: 'REJECTED' })
		expect((await webhookSent(webhookFetch)).body).toMatchObject({ status: 'rejected' })
	})

	test('cancel expires the payment and returns to the cancel URL, keeping its query', async () => {
		const { checkout, submit, payment, webhookFetch } = setUp()
		const session = await checkout()
		const response = await submit(session.payment.id, { action: 'cancel' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`https://kcal.example/checkout/tabby/cancel/?step=payment&payment_id=${session.payment.id}`)
		expect(await payment(session.payment.id)).toMatchObject({ status: 'EXPIRED' })
		expect(webhookFetch).not.toHaveBeenCalled()
	})

	test('a finished checkout sends a second submit where the first went', async () => {
		const { checkout, submit, request, webhookFetch } = setUp()
		const session = await checkout()
		await submit(session.payment.id, { otp: '8888' })
		const again = await submit(session.payment.id, { action: 'cancel' })
		expect(again.headers.get('Location')).toBe(`${URLS.success}?payment_id=${session.payment.id}`)
		const page = await request(`/checkout/${session.payment.id}`)
		expect(page.status).toBe(409)
		expect(await page.text()).toContain('AUTHORIZED')
		expect(webhookFetch).toHaveBeenCalledTimes(1)
	})

	test('a webhook that cannot be delivered does not disturb the customer', async () => {
		for (const failing of [
			async () => Promise.reject(new TypeError('fetch failed')),
			() => {
				throw new Error('synchronous failure')
			},
		]) {
			const { checkout, submit, payment } = setUp({ webhook: { url: 'https://kcal.example/api/tabby/webhook', fetch: failing } })
			const session = await checkout()
			const response = await submit(session.payment.id, { otp: '8888' })
			expect(response.status).toBe(303)
			await new Promise((resolve) => setTimeout(resolve, 0))
			expect(await payment(session.payment.id)).toMatchObject({ status: 'AUTHORIZED' })
		}
	})
})

describe('captures', () => {
	async function authorized() {
		const sandbox = setUp()
		const session = await sandbox.checkout()
		await sandbox.submit(session.payment.id, { otp: '8888' })
		return { ...sandbox, id: session.payment.id }
	}

	test('the whole authorized amount closes the payment, once per reference id', async () => {
		const { api, id, webhookFetch } = await authorized()
		const first = await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1234.50', reference_id: 'KC-1001-capture' })
		expect(first.status).toBe(200)
		const closed = (await first.json()) as { status: string; captures: { amount: string; reference_id: string }[] }
		expect(closed).toMatchObject({ status: 'CLOSED', captures: [{ amount: '1234.50', reference_id: 'KC-1001-capture' }] })
		const again = await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1234.5', reference_id: 'KC-1001-capture' })
		expect(again.status).toBe(200)
		expect(((await again.json()) as typeof closed).captures).toHaveLength(1)
		expect((await webhookSent(webhookFetch, 1)).body).toMatchObject({ status: 'closed', captures: [{ amount: '1234.50' }] })
		expect(webhookFetch).toHaveBeenCalledTimes(2)
	})

	test('refuses other amounts, a reused reference id with another amount, and payments not authorized', async () => {
		const { api, id, checkout } = await authorized()
		expect((await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1000.00', reference_id: 'partial' })).status).toBe(400)
		expect((await api('POST', `/api/v2/payments/${id}/captures`, { amount: 'all', reference_id: 'x' })).status).toBe(400)
		expect((await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1234.50', reference_id: 'c1' })).status).toBe(200)
		expect((await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1.00', reference_id: 'c1' })).status).toBe(400)
		expect((await api('POST', `/api/v2/payments/${id}/captures`, { amount: '1234.50', reference_id: 'c2' })).status).toBe(400)
		const unpaid = await checkout()
		const refused = await api('POST', `/api/v2/payments/${unpaid.payment.id}/captures`, { amount: '1234.50', reference_id: 'c3' })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({ status: 'error', errorType: 'bad_data' })
	})
})

describe('time', () => {
	test('an unfinished payment expires after 30 minutes, and everything is forgotten after a day', async () => {
		let now = new Date('2026-03-01T08:00:00Z')
		const { checkout, payment, api, submit } = setUp({ now: () => now })
		const session = await checkout()
		now = new Date('2026-03-01T08:29:59Z')
		expect(await payment(session.payment.id)).toMatchObject({ status: 'CREATED' })
		now = new Date('2026-03-01T08:30:00Z')
		expect(await payment(session.payment.id)).toMatchObject({ status: 'EXPIRED' })
		// Paying an expired checkout returns the customer to the store's cancel page.
		const late = await submit(session.payment.id, { otp: '8888' })
		expect(late.headers.get('Location')).toContain(URLS.cancel.split('?')[0])
		now = new Date('2026-03-02T08:00:01Z')
		expect((await api('GET', `/api/v2/payments/${session.payment.id}`)).status).toBe(404)
	})
})
