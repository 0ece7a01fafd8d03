/**
 * Apple Pay on the web, merchant validation: Safari hands the page a validation URL
 * (onvalidatemerchant), the page gives it to us, and we ask Apple for a merchant session over
 * mutual TLS with our merchant identity certificate. The URL comes from the browser, so it is
 * checked against Apple's hosts before anything is sent: otherwise anyone could make our server
 * call any address while presenting our certificate.
 */
import https from 'node:https'

/**
 * Apple's merchant-validation hosts, from "Setting Up Your Server" (Apple Pay on the Web,
 * https://developer.apple.com/documentation/applepayontheweb/setting-up-your-server):
 * the global and China gateways with the regional pods Apple has listed for them, and the
 * gateways of Apple's sandbox (testing with sandbox accounts).
 */
export const APPLE_PAY_VALIDATION_HOSTS: readonly string[] = [
	'apple-pay-gateway.apple.com',
	'apple-pay-gateway-nc-pod1.apple.com',
	'apple-pay-gateway-nc-pod2.apple.com',
	'apple-pay-gateway-nc-pod3.apple.com',
	'apple-pay-gateway-nc-pod4.apple.com',
	'apple-pay-gateway-nc-pod5.apple.com',
	'apple-pay-gateway-pr-pod1.apple.com',
	'apple-pay-gateway-pr-pod2.apple.com',
	'apple-pay-gateway-pr-pod3.apple.com',
	'apple-pay-gateway-pr-pod4.apple.com',
	'apple-pay-gateway-pr-pod5.apple.com',
	'cn-apple-pay-gateway.apple.com',
	'cn-apple-pay-gateway-sh-pod1.apple.com',
	'cn-apple-pay-gateway-sh-pod2.apple.com',
	'cn-apple-pay-gateway-sh-pod3.apple.com',
	'cn-apple-pay-gateway-tj-pod1.apple.com',
	'cn-apple-pay-gateway-tj-pod2.apple.com',
	'cn-apple-pay-gateway-tj-pod3.apple.com',
	// Sandbox (Apple's test environment).
	'apple-pay-gateway-cert.apple.com',
	'cn-apple-pay-gateway-cert.apple.com',
]

const ALLOWED_HOSTS = new Set(APPLE_PAY_VALIDATION_HOSTS)

/** https on the default port, one of Apple's hosts exactly, no user name or password. */
export function isAllowedValidationUrl(url: string): boolean {
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		return false
	}
	// URL lower-cases the host and drops an explicit :443, so those forms pass; a trailing dot does not.
	return parsed.protocol === 'https:' && parsed.port === '' && parsed.username === '' && parsed.password === '' && ALLOWED_HOSTS.has(parsed.hostname)
}

export type MerchantSessionTransport = (
	url: string,
	request: { body: string; certificate: string; privateKey: string; signal: AbortSignal },
) => Promise<{ status: number; body: string }>

export type MerchantSessionRequest = {
	validationUrl: string
	merchantIdentifier: string
	/** Shown on the payment sheet; Apple allows up to 64 characters. */
	displayName: string
	/** Our domain as registered with Apple (no scheme), e.g. kcal.example. */
	initiativeContext: string
	/** PEM merchant identity certificate and its private key. */
	certificate: string
	privateKey: string
	/** Replaces the HTTPS call, for tests. */
	request?: MerchantSessionTransport
	timeoutMs?: number
}

export type MerchantSessionResult = { ok: true; session: unknown } | { ok: false; reason: 'host_not_allowed' | 'unreachable' | 'refused' }

/** The opaque merchant session the browser passes to completeMerchantValidation. Never throws. */
export async function requestMerchantSession({
	validationUrl,
	merchantIdentifier,
	displayName,
	initiativeContext,
	certificate,
	privateKey,
	request = postWithClientCertificate,
	timeoutMs = 10_000,
}: MerchantSessionRequest): Promise<MerchantSessionResult> {
	if (!isAllowedValidationUrl(validationUrl)) return { ok: false, reason: 'host_not_allowed' }
	const body = JSON.stringify({ merchantIdentifier, displayName, initiative: 'web', initiativeContext })
	let response: { status: number; body: string }
	try {
		response = await request(validationUrl, { body, certificate, privateKey, signal: AbortSignal.timeout(timeoutMs) })
	} catch {
		return { ok: false, reason: 'unreachable' }
	}
	if (response.status >= 500) return { ok: false, reason: 'unreachable' }
	// Apple answers a certificate, merchant or domain it does not accept with a 4xx and a statusMessage.
	if (response.status < 200 || response.status >= 300) return { ok: false, reason: 'refused' }
	try {
		const session: unknown = JSON.parse(response.body)
		if (typeof session !== 'object' || session === null || Array.isArray(session)) return { ok: false, reason: 'refused' }
		return { ok: true, session }
	} catch {
		return { ok: false, reason: 'refused' }
	}
}

// A merchant session is a few kilobytes; anything far larger is not one.
const MAX_RESPONSE_BYTES = 256 * 1024

/** POST over mutual TLS: the agent presents the merchant identity certificate to Apple. */
function postWithClientCertificate(url: string, { body, certificate, privateKey, signal }: Parameters<MerchantSessionTransport>[1]) {
	const agent = new https.Agent({ cert: certificate, key: privateKey, keepAlive: false })
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const request = https.request(
			url,
			{ method: 'POST', agent, signal, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
			(response) => {
				const chunks: Buffer[] = []
				let size = 0
				response.on('data', (chunk: Buffer) => {
					size += chunk.length
					if (size > MAX_RESPONSE_BYTES) request.destroy(new Error('Apple Pay merchant session response too large'))
					else chunks.push(chunk)
				})
				response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
				response.on('error', reject)
			},
		)
		request.on('error', reject)
		request.end(body)
	}).finally(() => agent.destroy())
}
