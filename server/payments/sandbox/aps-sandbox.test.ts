/**
 * The sandbox at the protocol level: what a merchant sends, what it answers. The adapter's flows
 * through it are in server/payments/aps/gateway.test.ts.
 */
import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import { apsSignature, verifyApsSignature } from '../aps/signature.ts'
import { APS_SANDBOX_PATH, apsSandboxSettings, createApsSandbox } from './aps-sandbox.ts'
import { memorySandboxRecords } from './sandbox.fixture.ts'
import { apsSandboxCredentials, generateSandboxSecrets } from './sandbox-secrets.ts'

const ORIGIN = 'http://127.0.0.1:3100'
const RETURN_URL = `${ORIGIN}/checkout/payment-return`
const credentials = apsSandboxCredentials(generateSandboxSecrets())
const { card } = credentials
const { pageUrl, apiUrl } = apsSandboxSettings(ORIGIN, credentials)

function setup(options: { now?: () => Date; notify?: { url: string; fetch?: typeof fetch } } = {}) {
	const site = new Hono()
	site.route(APS_SANDBOX_PATH, createApsSandbox({ publicOrigin: ORIGIN, credentials, records: memorySandboxRecords(options.now), ...options }))

	async function tokenize(fields: Record<string, string> = {}) {
		const hidden = {
			service_command: 'TOKENIZATION',
			access_code: card.accessCode,
			merchant_identifier: card.merchantIdentifier,
			merchant_reference: 'order-1',
			language: 'en',
			return_url: RETURN_URL,
		}
		const signature = apsSignature(hidden, card.requestPhrase, card.shaType)
		const typed = { card_number: '4005 5500 0000 0001', expiry_date: '3005', card_security_code: '123', card_holder_name: 'Test Customer' }
		const response = await site.request(pageUrl, { method: 'POST', body: new URLSearchParams({ ...hidden, signature, ...typed, ...fields }) })
		const html = await response.text()
		return { response, html, answer: hiddenFieldsOf(html) }
	}

	async function api(params: Record<string, unknown>, credentials = card, signature?: string) {
		const body = { ...params, signature: signature ?? apsSignature(params, credentials.requestPhrase, credentials.shaType) }
		const response = await site.request(apiUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
		return (await response.json()) as Record<string, string>
	}

	async function purchase(tokenName: string, extra: Record<string, unknown> = {}) {
		return api({
			command: 'PURCHASE',
			access_code: card.accessCode,
			merchant_identifier: card.merchantIdentifier,
			merchant_reference: 'order-1',
			amount: '12345',
			currency: 'AED',
			language: 'en',
			customer_email: 'customer@example.com',
			customer_ip: '203.0.113.7',
			token_name: tokenName,
			return_url: RETURN_URL,
			...extra,
		})
	}

	function checkStatus(merchantReference: string) {
		return api({ query_command: 'CHECK_STATUS', access_code: card.accessCode, merchant_identifier: card.merchantIdentifier, merchant_reference: merchantReference, language: 'en' })
	}

	return { site, tokenize, api, purchase, checkStatus }
}

function hiddenFieldsOf(html: string) {
	const fields: Record<string, string> = {}
	for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[name!] = value!.replaceAll('&amp;', '&')
	return fields
}

const signedByGateway = (answer: Record<string, unknown>, credentials = card) => verifyApsSignature(answer, credentials.responsePhrase, credentials.shaType)

describe('tokenization form', () => {
	test('goes back to return_url as a self-submitting form with a button, signed, without the card number or CVV', async () => {
		const { tokenize } = setup()
		const { response, html, answer } = await tokenize()
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect(html).toContain(`<form id="return-to-merchant" method="post" action="${RETURN_URL}">`)
		expect(html).toMatch(/<button type="submit">Continue<\/button>/)
		expect(html).toMatch(/<script nonce="[^"]+">document.getElementById\("return-to-merchant"\).submit\(\)<\/script>/)
		expect(html).not.toContain('5500 0000 0001')
		expect(answer).not.toHaveProperty('card_security_code')
		expect(answer).toMatchObject({ status: '18', response_code: '18000', card_number: '400555******0001', card_bin: '400555', remember_me: 'NO', merchant_reference: 'order-1' })
		expect(signedByGateway(answer)).toBe(true)
	})

	test('refuses bad card details with the documented codes', async () => {
		const { tokenize } = setup({ now: () => new Date('2030-05-15T12:00:00Z') })
		const code = async (fields: Record<string, string>) => (await tokenize(fields)).answer.response_code
		expect(await code({ card_number: '4005550000000009' })).toBe('17016')
		expect(await code({ card_number: '4005-5500-0000-0001' })).toBe('17016')
		expect(await code({ expiry_date: '3013' })).toBe('17100')
		expect(await code({ expiry_date: '3004' })).toBe('17012')
		expect(await code({ expiry_date: '3005' })).toBe('18000')
		expect(await code({ card_number: '345678901234564', card_security_code: '123' })).toBe('17002')
		expect(await code({ card_number: '345678901234564', card_security_code: '1234' })).toBe('18000')
		expect(await code({ card_holder_name: ' ' })).toBe('17001')
		expect(await code({ card_holder_name: '<script>' })).toBe('17002')
	})

	test('a changed hidden field is a signature mismatch sent back to the merchant', async () => {
		const { tokenize } = setup()
		const { answer } = await tokenize({ merchant_reference: 'order-2' })
		expect(answer).toMatchObject({ status: '00', response_code: '00008', response_message: 'Signature mismatch.' })
		expect(answer).not.toHaveProperty('token_name')
		expect(signedByGateway(answer)).toBe(true)
	})

	test('without a return_url on the merchant site there is nowhere to go back: a 400 page', async () => {
		const { tokenize } = setup()
		expect((await tokenize({ return_url: '' })).response.status).toBe(400)
		expect((await tokenize({ return_url: 'https://evil.example/collect' })).response.status).toBe(400)
	})
})

describe('server API', () => {
	test('answers that cannot be read or are not signed right are refused, signed', async () => {
		const { site, api } = setup()
		const garbage = await site.request(apiUrl, { method: 'POST', body: 'not json' })
		const refused = (await garbage.json()) as Record<string, string>
		expect(refused).toMatchObject({ response_code: '00073' })
		expect(signedByGateway(refused)).toBe(true)

		const query = { query_command: 'CHECK_STATUS', access_code: card.accessCode, merchant_identifier: card.merchantIdentifier, merchant_reference: 'order-1', language: 'en' }
		expect(await api(query, card, 'f'.repeat(64))).toMatchObject({ response_code: '00008' })
		expect(await api({ ...query, access_code: 'unknown' })).toMatchObject({ response_code: '00010' })
		expect(await api({ ...query, query_command: 'VOID_AUTHORIZATION', command: 'VOID_AUTHORIZATION' })).toMatchObject({ response_code: '00004' })
	})

	test('PURCHASE checks the request before the card', async () => {
		const { tokenize, purchase } = setup()
		const token = (await tokenize()).answer.token_name!
		expect(await purchase(token, { amount: '0' })).toMatchObject({ response_code: '00005' })
		expect(await purchase(token, { amount: '12.50' })).toMatchObject({ response_code: '00005' })
		expect(await purchase(token, { currency: 'USD' })).toMatchObject({ response_code: '00013' })
		expect(await purchase(token, { merchant_reference: 'has spaces' })).toMatchObject({ response_code: '00002' })
		expect(await purchase(token, { return_url: 'https://evil.example/' })).toMatchObject({ response_code: '00002' })
		expect(await purchase('unknown-token')).toMatchObject({ response_code: '00044' })
	})

	test('a paid PURCHASE states the amount and the masked card; the same reference again is refused', async () => {
		const { tokenize, purchase } = setup()
		const answer = await purchase((await tokenize()).answer.token_name!)
		expect(answer).toMatchObject({ status: '14', response_code: '14000', amount: '12345', currency: 'AED', card_number: '400555******0001', payment_option: 'VISA' })
		expect(answer.fort_id).toMatch(/^\d+$/)
		expect(signedByGateway(answer)).toBe(true)
		expect(await purchase((await tokenize()).answer.token_name!)).toMatchObject({ response_code: '00066' })
	})

	test('CHECK_STATUS: not found, waiting for 3-D Secure, paid', async () => {
		const { site, tokenize, purchase, checkStatus } = setup()
		expect(await checkStatus('order-1')).toMatchObject({ status: '11', response_code: '11036' })

		const challenge = await purchase((await tokenize({ card_number: '4557012345678902' })).answer.token_name!)
		expect(challenge).toMatchObject({ status: '20', response_code: '20064', '3ds_url': `${ORIGIN}/_sandbox/aps/3ds/${challenge.fort_id}` })
		expect(await checkStatus('order-1')).toMatchObject({ status: '12', response_code: '12000', transaction_status: '20', transaction_code: '20064', captured_amount: '0' })

		await site.request(challenge['3ds_url']!, { method: 'POST', body: new URLSearchParams({ decision: 'authenticate' }) })
		const paid = await checkStatus('order-1')
		expect(paid).toMatchObject({ status: '12', fort_id: challenge.fort_id, transaction_status: '14', transaction_code: '14000', captured_amount: '12345' })
		expect(signedByGateway(paid)).toBe(true)
	})

	test('REFUND gives back a paid purchase in full, once (never more than it took); CHECK_STATUS then states the refunded amount', async () => {
		const { tokenize, purchase, api, checkStatus } = setup()
		const refund = (amount: string, reference = 'order-1') =>
			api({ command: 'REFUND', access_code: card.accessCode, merchant_identifier: card.merchantIdentifier, merchant_reference: reference, amount, currency: 'AED', language: 'en' })
		expect(await refund('12345')).toMatchObject({ status: '07', response_code: '07036' })
		const paid = await purchase((await tokenize()).answer.token_name!)
		expect(await refund('12346')).toMatchObject({ status: '07', response_code: '07005' })
		const refunded = await refund('12345')
		expect(refunded).toMatchObject({ status: '06', response_code: '06000', fort_id: paid.fort_id })
		expect(signedByGateway(refunded)).toBe(true)
		expect(await checkStatus('order-1')).toMatchObject({ captured_amount: '12345', refunded_amount: '12345' })
	})

	test('REFUND in parts, each once under its maintenance_reference, never more than is left', async () => {
		const { tokenize, purchase, api, checkStatus } = setup()
		const refund = (amount: string, maintenance: string) =>
			api({ command: 'REFUND', access_code: card.accessCode, merchant_identifier: card.merchantIdentifier, merchant_reference: 'order-1', amount, currency: 'AED', language: 'en', maintenance_reference: maintenance })
		await purchase((await tokenize()).answer.token_name!)
		expect(await refund('5000', 'refund-1')).toMatchObject({ status: '06', response_code: '06000' })
		// The same refund again (its answer was lost): answered the same, not refunded twice.
		expect(await refund('5000', 'refund-1')).toMatchObject({ status: '06', response_code: '06000' })
		expect(await checkStatus('order-1')).toMatchObject({ refunded_amount: '5000' })
		expect(await refund('7346', 'refund-2')).toMatchObject({ status: '07', response_code: '07005' })
		expect(await refund('7345', 'refund-2')).toMatchObject({ status: '06', response_code: '06000' })
		expect(await checkStatus('order-1')).toMatchObject({ captured_amount: '12345', refunded_amount: '12345' })
	})

	test('an Apple Pay PURCHASE is signed and answered with the Apple Pay phrases', async () => {
		const { api } = setup()
		const apple = credentials.applePay
		const answer = await api(
			{
				digital_wallet: 'APPLE_PAY',
				command: 'PURCHASE',
				access_code: apple.accessCode,
				merchant_identifier: apple.merchantIdentifier,
				merchant_reference: 'order-ap',
				amount: '9900',
				currency: 'AED',
				language: 'en',
				customer_email: 'customer@example.com',
				customer_ip: '203.0.113.7',
				apple_data: 'ZW5jcnlwdGVk',
				apple_signature: 'c2lnbmF0dXJl',
				apple_header: { apple_transactionId: 't1', apple_ephemeralPublicKey: 'k1', apple_publicKeyHash: 'h1' },
				apple_paymentMethod: { apple_displayName: 'Visa 0492', apple_network: 'Visa', apple_type: 'debit' },
			},
			apple,
		)
		expect(answer).toMatchObject({ status: '14', digital_wallet: 'APPLE_PAY', payment_option: 'VISA' })
		expect(answer).not.toHaveProperty('apple_data')
		expect(signedByGateway(answer, apple)).toBe(true)
	})
})

/** A sandbox with a purchase waiting at the 3-D Secure page (reference order-1, AMEX). */
async function challenged(options: Parameters<typeof setup>[0] = {}) {
	const sandbox = setup(options)
	const challenge = await sandbox.purchase((await sandbox.tokenize({ card_number: '374200000000004', card_security_code: '1234' })).answer.token_name!)
	return { ...sandbox, url: challenge['3ds_url']! }
}

describe('3-D Secure page', () => {
	test('shows the payment and decides once; a second submission gets the first answer', async () => {
		const { site, url } = await challenged()
		const page = await (await site.request(url)).text()
		expect(page).toContain('order-1')
		expect(page).toContain('374200******0004')
		expect(page).toContain('name="decision" value="authenticate"')
		expect(page).toContain('name="decision" value="fail"')

		const post = (decision: string) => site.request(url, { method: 'POST', body: new URLSearchParams({ decision }) })
		expect((await post('maybe')).status).toBe(400)
		const failed = hiddenFieldsOf(await (await post('fail')).text())
		expect(failed).toMatchObject({ status: '13', response_code: '13030', response_message: 'Authentication failed.', return_url: RETURN_URL })
		expect(signedByGateway(failed)).toBe(true)
		expect(hiddenFieldsOf(await (await post('authenticate')).text())).toEqual(failed)
		expect(hiddenFieldsOf(await (await site.request(url)).text())).toEqual(failed)
	})

	test('an unknown session, or a payment that had no 3-D Secure check, is a 404 page', async () => {
		const { site, tokenize, purchase } = setup()
		const paid = await purchase((await tokenize()).answer.token_name!)
		expect((await site.request(`${ORIGIN}/_sandbox/aps/3ds/${paid.fort_id}`)).status).toBe(404)
		expect((await site.request(`${ORIGIN}/_sandbox/aps/3ds/123`)).status).toBe(404)
		expect((await site.request(`${ORIGIN}/_sandbox/aps/3ds/123`, { method: 'POST', body: new URLSearchParams({ decision: 'fail' }) })).status).toBe(404)
	})
})

describe('direct transaction feedback', () => {
	test('every final purchase result is posted, signed, to the notification URL', async () => {
		const received: Array<Record<string, string>> = []
		const notifyFetch: typeof fetch = async (_url, init) => {
			received.push(Object.fromEntries(new URLSearchParams(String(init?.body))))
			return new Response('OK')
		}
		const { site, url, purchase, tokenize } = await challenged({ notify: { url: `${ORIGIN}/payments/aps/notify`, fetch: notifyFetch } })
		expect(received).toEqual([])
		await site.request(url, { method: 'POST', body: new URLSearchParams({ decision: 'authenticate' }) })
		await purchase((await tokenize({ card_number: '4000000000000002' })).answer.token_name!, { merchant_reference: 'order-2' })
		await vi.waitFor(() => expect(received).toHaveLength(2))
		expect(received.map((answer) => answer.response_code)).toEqual(['14000', '13029'])
		expect(received.every((answer) => signedByGateway(answer))).toBe(true)
	})

	test('a notification that fails does not fail the payment', async () => {
		const { tokenize, purchase } = setup({ notify: { url: `${ORIGIN}/payments/aps/notify`, fetch: async () => Promise.reject(new TypeError('fetch failed')) } })
		expect(await purchase((await tokenize()).answer.token_name!)).toMatchObject({ response_code: '14000' })
	})
})

test('state is forgotten a day after last use, saved cards after 30 days', async () => {
	let now = new Date('2030-01-01T00:00:00Z')
	const { tokenize, purchase, checkStatus } = setup({ now: () => now })
	const once = (await tokenize()).answer.token_name!
	const saved = (await tokenize({ remember_me: 'YES' })).answer.token_name!
	await purchase(saved)
	expect(await checkStatus('order-1')).toMatchObject({ transaction_status: '14' })

	now = new Date('2030-01-02T00:00:01Z')
	expect(await checkStatus('order-1')).toMatchObject({ response_code: '11036' })
	expect(await purchase(once, { merchant_reference: 'order-2' })).toMatchObject({ response_code: '00044' })
	expect(await purchase(saved, { merchant_reference: 'order-3', card_security_code: '123' })).toMatchObject({ response_code: '14000' })

	now = new Date('2030-02-02T00:00:02Z')
	expect(await purchase(saved, { merchant_reference: 'order-4', card_security_code: '123' })).toMatchObject({ response_code: '00044' })
})
