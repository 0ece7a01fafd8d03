import { describe, expect, test, vi } from 'vitest'
import { APPLE_PAY_VALIDATION_HOSTS, isAllowedValidationUrl, type MerchantSessionTransport, requestMerchantSession } from './apple-pay.ts'

const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession'
const CERTIFICATE = '-----BEGIN CERTIFICATE-----\nMIIB…\n-----END CERTIFICATE-----\n'
const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n'

describe('isAllowedValidationUrl', () => {
	test("accepts Apple's documented gateways", () => {
		for (const url of [
			VALIDATION_URL,
			'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
			'https://apple-pay-gateway-nc-pod1.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway-pr-pod3.apple.com/paymentservices/startSession',
			'https://cn-apple-pay-gateway.apple.com/paymentservices/startSession',
			'https://cn-apple-pay-gateway-sh-pod2.apple.com/paymentservices/startSession',
			'https://cn-apple-pay-gateway-tj-pod3.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
			// Same URL once parsed: upper-case host, explicit default port.
			'https://APPLE-PAY-GATEWAY.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway.apple.com:443/paymentservices/startSession',
		]) {
			expect(isAllowedValidationUrl(url), url).toBe(true)
		}
		expect(APPLE_PAY_VALIDATION_HOSTS).toHaveLength(20)
	})

	test('refuses anything else', () => {
		for (const url of [
			'http://apple-pay-gateway.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession',
			'https://apple-pay-gateway.apple.com./paymentservices/startSession',
			'https://apple-pay-gateway.apple.com.evil.com/paymentservices/startSession',
			'https://evil.com/apple-pay-gateway.apple.com',
			'https://evil.com#@apple-pay-gateway.apple.com',
			'https://user@apple-pay-gateway.apple.com/paymentservices/startSession',
			'https://user:pass@apple-pay-gateway.apple.com/paymentservices/startSession',
			'https://apple-pay-gateway.apple.com@evil.com/paymentservices/startSession',
			'https://apple.com/paymentservices/startSession',
			'https://apple-pay-gateway-nc-pod6.apple.com/paymentservices/startSession',
			'https://pay.apple.com/paymentservices/startSession',
			'https://127.0.0.1/paymentservices/startSession',
			'ftp://apple-pay-gateway.apple.com/',
			'//apple-pay-gateway.apple.com/paymentservices/startSession',
			'apple-pay-gateway.apple.com',
			'',
		]) {
			expect(isAllowedValidationUrl(url), url).toBe(false)
		}
	})
})

describe('requestMerchantSession', () => {
	const settings = {
		merchantIdentifier: 'merchant.example.kcal',
		displayName: 'Kcal Meal Plans',
		initiativeContext: 'kcal.example',
		certificate: CERTIFICATE,
		privateKey: PRIVATE_KEY,
	}
	const answering = (status: number, body: string) => vi.fn<MerchantSessionTransport>(async () => ({ status, body }))

	test("posts the merchant's details with its certificate and returns Apple's session", async () => {
		const session = { epochTimestamp: 1_700_000_000_000, merchantSessionIdentifier: 'SSH…', signature: '…' }
		const request = answering(200, JSON.stringify(session))
		expect(await requestMerchantSession({ ...settings, validationUrl: VALIDATION_URL, request })).toEqual({ ok: true, session })
		expect(request).toHaveBeenCalledOnce()
		const [url, init] = request.mock.calls[0] ?? []
		expect(url).toBe(VALIDATION_URL)
		expect(JSON.parse(init?.body ?? '')).toEqual({
			merchantIdentifier: 'merchant.example.kcal',
			displayName: 'Kcal Meal Plans',
			initiative: 'web',
			initiativeContext: 'kcal.example',
		})
		expect(init?.certificate).toBe(CERTIFICATE)
		expect(init?.privateKey).toBe(PRIVATE_KEY)
		expect(init?.signal).toBeInstanceOf(AbortSignal)
	})

	test('refuses a URL outside the allow-list before any network access', async () => {
		const request = answering(200, '{}')
		for (const validationUrl of ['https://evil.example/steal', 'http://apple-pay-gateway.apple.com/paymentservices/startSession', 'https://apple-pay-gateway.apple.com.evil.com/']) {
			expect(await requestMerchantSession({ ...settings, validationUrl, request })).toEqual({ ok: false, reason: 'host_not_allowed' })
		}
		expect(request).not.toHaveBeenCalled()
	})

	test("Apple's refusals and failures are results, never exceptions", async () => {
		const refusal = JSON.stringify({ statusMessage: 'Payment Services Exception merchantId=… not registered for domain=kcal.example', statusCode: '400' })
		const cases: [MerchantSessionTransport, string][] = [
			[answering(400, refusal), 'refused'],
			[answering(403, ''), 'refused'],
			[answering(200, 'not json'), 'refused'],
			[answering(200, '"a string"'), 'refused'],
			[answering(503, ''), 'unreachable'],
			[async () => Promise.reject(new Error('ECONNRESET')), 'unreachable'],
			[(_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))), 'unreachable'],
		]
		for (const [request, reason] of cases) {
			expect(await requestMerchantSession({ ...settings, validationUrl: VALIDATION_URL, request, timeoutMs: 20 })).toEqual({ ok: false, reason })
		}
	})
})
