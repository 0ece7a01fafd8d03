/**
 * The adapter against the built-in sandbox, through an injected fetch (no network): the same
 * requests and answers it exchanges with the real gateway.
 */
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { APS_SANDBOX_PATH, apsSandboxSettings, createApsSandbox } from '../sandbox/aps-sandbox.ts'
import { memorySandboxRecords } from '../sandbox/sandbox.fixture.ts'
import { apsSandboxCredentials, generateSandboxSecrets } from '../sandbox/sandbox-secrets.ts'
import { type ApplePayPaymentToken, type ApsSettings, createApsGateway } from './gateway.ts'
import { verifyApsSignature } from './signature.ts'

const ORIGIN = 'http://127.0.0.1:3100'
const RETURN_URL = `${ORIGIN}/checkout/payment-return`
const credentials = apsSandboxCredentials(generateSandboxSecrets())
const sandbox = () => createApsSandbox({ publicOrigin: ORIGIN, credentials, records: memorySandboxRecords() })

function setup(overrides: Partial<ApsSettings> = {}) {
	const site = new Hono()
	site.route(APS_SANDBOX_PATH, sandbox())
	const browser = async (url: string, init?: RequestInit) => site.request(url, init)
	const serverFetch: typeof fetch = async (input, init) => site.request(input instanceof Request ? input : String(input), init)
	const gateway = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: serverFetch, ...overrides })
	let references = 0
	const newReference = () => `order-${Date.now()}-${++references}`

	/** What the customer's browser does: post the card with the signed hidden fields, follow the form back. */
	async function tokenize(card: Partial<Record<'card_number' | 'expiry_date' | 'card_security_code' | 'card_holder_name', string>>, options: { rememberMe?: boolean; tamper?: Record<string, string> } = {}) {
		const merchantReference = newReference()
		const form = gateway.tokenizationForm({ merchantReference, returnUrl: RETURN_URL, language: 'en', rememberMe: options.rememberMe })
		const typed = { card_number: '4005550000000001', expiry_date: '3005', card_security_code: '123', card_holder_name: 'Test Customer', ...card }
		const response = await browser(form.action, { method: 'POST', body: new URLSearchParams({ ...form.fields, ...options.tamper, ...typed }) })
		const html = await response.text()
		return { merchantReference, html, returned: returnForm(html) }
	}

	async function tokenName(cardNumber = '4005550000000001', cvv = '123', rememberMe = false) {
		const { returned } = await tokenize({ card_number: cardNumber, card_security_code: cvv }, { rememberMe })
		const result = gateway.readTokenization(returned.fields)
		if (result.outcome !== 'tokenized') throw new Error(`tokenization failed: ${JSON.stringify(result)}`)
		return result.tokenName
	}

	function purchase(token: string, extra: { merchantReference?: string; cardSecurityCode?: string } = {}) {
		return gateway.purchase({
			merchantReference: extra.merchantReference ?? newReference(),
			tokenName: token,
			amountFils: 12_345,
			currency: 'AED',
			customerEmail: 'customer@example.com',
			customerIp: '203.0.113.7',
			returnUrl: RETURN_URL,
			language: 'en',
			cardSecurityCode: extra.cardSecurityCode,
		})
	}

	return { gateway, browser, tokenize, tokenName, purchase, newReference }
}

/** The fields of the self-submitting form a sandbox page sends back to the merchant. */
function returnForm(html: string) {
	const action = /<form id="return-to-merchant" method="post" action="([^"]*)">/.exec(html)?.[1]
	const fields: Record<string, string> = {}
	for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(name!)] = unescape(value!)
	return { action: action && unescape(action), fields }
}

function unescape(value: string) {
	return value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

const applePayToken: ApplePayPaymentToken = {
	paymentData: {
		version: 'EC_v1',
		data: 'ZW5jcnlwdGVkLXBheW1lbnQtZGF0YQ==',
		signature: 'c2lnbmF0dXJl',
		header: { ephemeralPublicKey: 'ZXBoZW1lcmFs', publicKeyHash: 'aGFzaA==', transactionId: 'a1b2c3' },
	},
	paymentMethod: { displayName: 'Visa 0492', network: 'Visa', type: 'debit' },
	transactionIdentifier: 'A1B2C3',
}

describe('tokenization', () => {
	test('the form posts to the gateway page with hidden fields signed by the request phrase', () => {
		const { gateway } = setup()
		const { action, fields } = gateway.tokenizationForm({ merchantReference: 'order-1', returnUrl: RETURN_URL, language: 'ar', rememberMe: true })
		expect(action).toBe(`${ORIGIN}/_sandbox/aps/FortAPI/paymentPage`)
		expect(fields).toMatchObject({ service_command: 'TOKENIZATION', merchant_reference: 'order-1', language: 'ar', return_url: RETURN_URL, remember_me: 'YES' })
		const { requestPhrase, shaType } = apsSandboxSettings(ORIGIN, credentials).card
		expect(verifyApsSignature(fields, requestPhrase, shaType, { excludeCardFields: true })).toBe(true)
	})

	test('a good card comes back to return_url as a token with the masked card, never the number', async () => {
		const { gateway, tokenize } = setup()
		const { merchantReference, html, returned } = await tokenize({}, { rememberMe: true })
		expect(returned.action).toBe(RETURN_URL)
		expect(html).not.toContain('4005550000000001')
		expect(gateway.readTokenization(returned.fields)).toEqual({
			outcome: 'tokenized',
			merchantReference,
			tokenName: expect.stringMatching(/^[0-9a-f]{32}$/),
			card: { masked: '400555******0001', bin: '400555', expiry: '3005', holderName: 'Test Customer', brand: undefined },
			rememberMe: true,
		})
	})

	test('card details the gateway refuses come back as a decline the customer can correct', async () => {
		const { gateway, tokenize } = setup()
		const read = async (card: Parameters<typeof tokenize>[0]) => gateway.readTokenization((await tokenize(card)).returned.fields)
		expect(await read({ card_number: '4005550000000002' })).toMatchObject({ outcome: 'declined', reason: 'invalid_card', code: '17016' })
		expect(await read({ expiry_date: '2001' })).toMatchObject({ outcome: 'declined', reason: 'expired_card', code: '17012' })
		expect(await read({ card_security_code: '12' })).toMatchObject({ outcome: 'declined', reason: 'invalid_card' })
	})

	test('a form changed in the browser gets the signature mismatch; a changed answer does not verify', async () => {
		const { gateway, tokenize } = setup()
		const changedForm = await tokenize({}, { tamper: { merchant_reference: 'someone-elses-order' } })
		expect(gateway.readTokenization(changedForm.returned.fields)).toMatchObject({ outcome: 'declined', reason: 'invalid_request', code: '00008' })

		const { returned } = await tokenize({})
		expect(gateway.readTokenization({ ...returned.fields, token_name: 'stolen-token' })).toEqual({ outcome: 'invalid_signature' })
	})
})

describe('purchase', () => {
	test('a good card is paid, with the stated amount and the masked card', async () => {
		const { tokenName, purchase } = setup()
		const token = await tokenName()
		const result = await purchase(token)
		expect(result).toMatchObject({
			outcome: 'paid',
			fortId: expect.stringMatching(/^\d{18}$/),
			amountFils: 12_345,
			currency: 'AED',
			card: { masked: '400555******0001', brand: 'VISA', bin: '400555', expiry: '3005', tokenName: token, holderName: 'Test Customer' },
		})
	})

	test('3-D Secure passed: the challenge page posts the paid result to return_url', async () => {
		const { gateway, browser, tokenName, purchase, newReference } = setup()
		const merchantReference = newReference()
		const challenge = await purchase(await tokenName('4557012345678902'), { merchantReference })
		if (challenge.outcome !== 'challenge') throw new Error(`expected a challenge, got ${challenge.outcome}`)
		expect(challenge.redirectUrl).toBe(`${ORIGIN}/_sandbox/aps/3ds/${challenge.fortId}`)

		const page = await (await browser(challenge.redirectUrl)).text()
		expect(page).toContain(merchantReference)
		expect(page).toMatch(/AED\s123\.45/)
		expect(await gateway.checkStatus({ merchantReference, language: 'en' })).toMatchObject({ outcome: 'pending' })

		const answer = await browser(challenge.redirectUrl, { method: 'POST', body: new URLSearchParams({ decision: 'authenticate' }) })
		const returned = returnForm(await answer.text())
		expect(returned.action).toBe(RETURN_URL)
		expect(gateway.readPurchaseResponse(returned.fields)).toMatchObject({ outcome: 'paid', fortId: challenge.fortId, amountFils: 12_345 })
		expect(await gateway.checkStatus({ merchantReference, language: 'en' })).toMatchObject({ outcome: 'paid', fortId: challenge.fortId, amountFils: 12_345, currency: 'AED' })
	})

	test('3-D Secure failed: an authentication decline comes back', async () => {
		const { gateway, browser, tokenName, purchase, newReference } = setup()
		const merchantReference = newReference()
		const challenge = await purchase(await tokenName('5313581000123430'), { merchantReference })
		if (challenge.outcome !== 'challenge') throw new Error(`expected a challenge, got ${challenge.outcome}`)
		const answer = await browser(challenge.redirectUrl, { method: 'POST', body: new URLSearchParams({ decision: 'fail' }) })
		const returned = returnForm(await answer.text())
		expect(gateway.readPurchaseResponse(returned.fields)).toMatchObject({ outcome: 'declined', reason: 'authentication_failed', code: '13030' })
		expect(await gateway.checkStatus({ merchantReference, language: 'en' })).toMatchObject({ outcome: 'declined', reason: 'authentication_failed', code: '13030' })
	})

	test('declines: insufficient funds, any other card, a wrong CVV', async () => {
		const { tokenName, purchase } = setup()
		expect(await purchase(await tokenName('4000000000000002'))).toMatchObject({ outcome: 'declined', reason: 'insufficient_funds', code: '13029', message: 'Insufficient funds.' })
		expect(await purchase(await tokenName('4111111111111111'))).toMatchObject({ outcome: 'declined', reason: 'declined', code: '13666' })
		expect(await purchase(await tokenName('4005550000000001', '999'))).toMatchObject({ outcome: 'declined', reason: 'declined', code: '13666' })
	})

	test('a saved card pays again with its CVV; a one-time token does not', async () => {
		const { tokenName, purchase } = setup()
		const saved = await tokenName('5123456789012346', '123', true)
		expect(await purchase(saved)).toMatchObject({ outcome: 'paid' })
		expect(await purchase(saved, { cardSecurityCode: '123' })).toMatchObject({ outcome: 'paid', card: { brand: 'MASTERCARD' } })
		expect(await purchase(saved, { cardSecurityCode: '321' })).toMatchObject({ outcome: 'declined', code: '13666' })

		const once = await tokenName()
		await purchase(once)
		expect(await purchase(once)).toMatchObject({ outcome: 'declined', reason: 'invalid_card', code: '00044' })
	})

	test('sending the same PURCHASE again gives what the first came to', async () => {
		const { tokenName, purchase, newReference } = setup()
		const merchantReference = newReference()
		const first = await purchase(await tokenName('345678901234564', '1234', true), { merchantReference })
		const again = await purchase(await tokenName(), { merchantReference })
		expect(first).toMatchObject({ outcome: 'paid' })
		expect(again).toMatchObject({ outcome: 'paid', fortId: first.outcome === 'paid' ? first.fortId : '', amountFils: 12_345 })
	})

	test('an amount that is not whole fils is a bug, not a payment', () => {
		const { gateway } = setup()
		const input = { merchantReference: 'order-1', tokenName: 'token', currency: 'AED' as const, customerEmail: 'customer@example.com', customerIp: '203.0.113.7', returnUrl: RETURN_URL, language: 'en' as const }
		expect(() => gateway.purchase({ ...input, amountFils: 123.45 })).toThrow(RangeError)
		expect(() => gateway.purchase({ ...input, amountFils: 0 })).toThrow(RangeError)
	})
})

describe('check status', () => {
	test('a reference the gateway never saw', async () => {
		const { gateway } = setup()
		expect(await gateway.checkStatus({ merchantReference: 'never-sent', language: 'en' })).toMatchObject({ outcome: 'not_found' })
	})

	test('paid and declined payments', async () => {
		const { gateway, tokenName, purchase, newReference } = setup()
		const [paid, declined] = [newReference(), newReference()]
		await purchase(await tokenName(), { merchantReference: paid })
		await purchase(await tokenName('4000000000000002'), { merchantReference: declined })
		expect(await gateway.checkStatus({ merchantReference: paid, language: 'en' })).toMatchObject({ outcome: 'paid', amountFils: 12_345, currency: 'AED' })
		expect(await gateway.checkStatus({ merchantReference: declined, language: 'en' })).toMatchObject({ outcome: 'declined', reason: 'insufficient_funds', code: '13029' })
	})

	test('a query the gateway refuses leaves the payment to reconcile later', async () => {
		const { gateway } = setup({ card: { ...apsSandboxSettings(ORIGIN, credentials).card, requestPhrase: 'wrong' } })
		expect(await gateway.checkStatus({ merchantReference: 'order-1', language: 'en' })).toEqual({ outcome: 'unreachable', error: 'CHECK_STATUS refused: 00008 Signature mismatch.' })
	})
})

describe('Apple Pay', () => {
	test('a payment token is paid with the Apple Pay credentials', async () => {
		const { gateway, newReference } = setup()
		const merchantReference = newReference()
		const input = { merchantReference, amountFils: 9_900, currency: 'AED' as const, customerEmail: 'customer@example.com', customerIp: '203.0.113.7', language: 'en' as const }
		const paid = await gateway.applePayPurchase({ ...input, paymentToken: applePayToken })
		expect(paid).toMatchObject({ outcome: 'paid', amountFils: 9_900, currency: 'AED' })
		// The same answer as a notification: recognised as Apple Pay's by digital_wallet, checked with its phrase.
		const notified = Object.fromEntries(Object.entries(paid.outcome === 'paid' ? paid.raw : {}).map(([name, value]) => [name, String(value)]))
		expect(gateway.readPurchaseResponse(notified)).toMatchObject({ outcome: 'paid', amountFils: 9_900 })
		expect(await gateway.checkStatus({ merchantReference, language: 'en', applePay: true })).toMatchObject({ outcome: 'paid', amountFils: 9_900 })

		const empty = { ...applePayToken, paymentData: { ...applePayToken.paymentData, data: '' } }
		expect(await gateway.applePayPurchase({ ...input, merchantReference: newReference(), paymentToken: empty })).toMatchObject({ outcome: 'declined', reason: 'invalid_request', code: '00001' })
	})

	test('without Apple Pay credentials the adapter refuses to start one', async () => {
		const { gateway } = setup({ applePay: undefined })
		expect(() => gateway.checkStatus({ merchantReference: 'order-1', language: 'en', applePay: true })).toThrow(/Apple Pay/)
	})
})

describe('answers that cannot be trusted or did not come', () => {
	test('a changed answer is invalid_signature', async () => {
		const site = new Hono()
		site.route(APS_SANDBOX_PATH, sandbox())
		const tampering: typeof fetch = async (input, init) => {
			const answer = (await (await site.request(String(input), init)).json()) as Record<string, unknown>
			return Response.json({ ...answer, status: '14', response_code: '14000' })
		}
		const gateway = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: tampering })
		expect(await gateway.checkStatus({ merchantReference: 'never-sent', language: 'en' })).toMatchObject({ outcome: 'invalid_signature' })
	})

	test('a changed result posted to return_url is invalid_signature', async () => {
		const { gateway, tokenName, purchase } = setup()
		const result = await purchase(await tokenName('4000000000000002'))
		if (result.outcome !== 'declined') throw new Error('expected a decline')
		const posted = Object.fromEntries(Object.entries(result.raw).map(([name, value]) => [name, String(value)]))
		expect(gateway.readPurchaseResponse(posted)).toMatchObject({ outcome: 'declined' })
		expect(gateway.readPurchaseResponse({ ...posted, status: '14', response_code: '14000' })).toMatchObject({ outcome: 'invalid_signature' })
	})

	test('no answer in time, a network error or a server error is unreachable, never thrown', async () => {
		const never: typeof fetch = () => new Promise(() => {})
		const slow = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: never, timeoutMs: 20 })
		expect(await slow.checkStatus({ merchantReference: 'order-1', language: 'en' })).toEqual({ outcome: 'unreachable', error: 'no answer within 20 ms' })

		const offline = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: async () => Promise.reject(new TypeError('fetch failed')) })
		expect(await offline.checkStatus({ merchantReference: 'order-1', language: 'en' })).toEqual({ outcome: 'unreachable', error: 'fetch failed' })

		const failing = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: async () => new Response('Bad gateway', { status: 502 }) })
		expect(await failing.checkStatus({ merchantReference: 'order-1', language: 'en' })).toEqual({ outcome: 'unreachable', error: 'HTTP 502' })

		const garbled = createApsGateway({ ...apsSandboxSettings(ORIGIN, credentials), fetch: async () => new Response('<html>maintenance</html>') })
		expect(await garbled.checkStatus({ merchantReference: 'order-1', language: 'en' })).toEqual({ outcome: 'unreachable', error: 'HTTP 200 without a JSON object' })
	})
})
