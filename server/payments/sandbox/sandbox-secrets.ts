/**
 * The credentials the site and the built-in sandbox gateways share in PAYMENTS_MODE=sandbox.
 * They are made for each installation (server/secrets/) and never written in the code: anyone
 * who knew the sandbox's response phrase could sign a "paid" notification for any order.
 */
import { randomBytes } from 'node:crypto'
import type { ApsCredentials } from '../aps/gateway.ts'

export const SANDBOX_SECRET_NAMES = [
	'aps-card-access-code',
	'aps-card-request-phrase',
	'aps-card-response-phrase',
	'aps-apple-pay-access-code',
	'aps-apple-pay-request-phrase',
	'aps-apple-pay-response-phrase',
	'tabby-secret-key',
	'tabby-webhook-secret',
] as const

export type SandboxSecrets = Record<(typeof SANDBOX_SECRET_NAMES)[number], string>

/** Fresh random values for every sandbox secret. */
export function generateSandboxSecrets(): SandboxSecrets {
	return Object.fromEntries(SANDBOX_SECRET_NAMES.map((name) => [name, randomBytes(24).toString('hex')])) as SandboxSecrets
}

/** An identifier, not a secret: APS shows it in the merchant's dashboard. */
const MERCHANT_IDENTIFIER = 'kcalSandbox'

/** The card and Apple Pay credentials at the APS sandbox; each has its own access code and phrases, as at APS. */
export function apsSandboxCredentials(secrets: SandboxSecrets): { card: ApsCredentials; applePay: ApsCredentials } {
	return {
		card: {
			accessCode: secrets['aps-card-access-code'],
			merchantIdentifier: MERCHANT_IDENTIFIER,
			requestPhrase: secrets['aps-card-request-phrase'],
			responsePhrase: secrets['aps-card-response-phrase'],
			shaType: 'sha256',
		},
		applePay: {
			accessCode: secrets['aps-apple-pay-access-code'],
			merchantIdentifier: MERCHANT_IDENTIFIER,
			requestPhrase: secrets['aps-apple-pay-request-phrase'],
			responsePhrase: secrets['aps-apple-pay-response-phrase'],
			shaType: 'sha256',
		},
	}
}

/** The Tabby sandbox's API key, its merchant code (an identifier) and the webhook header it sends. */
export function tabbySandboxCredentials(secrets: SandboxSecrets) {
	return {
		secretKey: secrets['tabby-secret-key'],
		merchantCode: 'KCAL_AE',
		webhookHeaderName: 'X-Tabby-Webhook-Secret',
		webhookSecret: secrets['tabby-webhook-secret'],
	}
}

export type TabbySandboxCredentials = ReturnType<typeof tabbySandboxCredentials>
