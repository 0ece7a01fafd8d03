/**
 * The APS sandbox's side of the protocol: the checks of a request's credentials, signature and
 * fields, each naming the message APS answers with, and the signed answers that repeat the
 * request's fields. Kept apart from the routes (aps-sandbox.ts) so what the sandbox verifies and
 * how an answer is made can be read against APS's documentation in one place.
 */
import type { ApsCredentials } from '../aps/gateway.ts'
import { APS_MESSAGE } from '../aps/response-codes.ts'
import { apsSignature, verifyApsSignature } from '../aps/signature.ts'

export type Message = { code: string; text: string }

/** Request fields an answer repeats. Card data, CVVs and Apple Pay data are never repeated. */
const ECHOED_FIELDS = [
	'service_command',
	'command',
	'query_command',
	'digital_wallet',
	'access_code',
	'merchant_identifier',
	'merchant_reference',
	'amount',
	'currency',
	'language',
	'customer_email',
	'customer_name',
	'customer_ip',
	'token_name',
	'return_url',
]

export const DECLINE_MESSAGES: Record<'insufficient_funds' | 'declined' | 'authentication_failed', Message> = {
	insufficient_funds: APS_MESSAGE.insufficientFunds,
	declined: APS_MESSAGE.transactionDeclined,
	authentication_failed: APS_MESSAGE.authenticationFailed,
}

export function credentialProblem(params: Record<string, unknown>, credentials: ApsCredentials, merchantPageForm: boolean): Message | undefined {
	if (params.access_code !== credentials.accessCode) return APS_MESSAGE.invalidAccessCode
	if (params.merchant_identifier !== credentials.merchantIdentifier) return APS_MESSAGE.invalidMerchantIdentifier
	const verified = verifyApsSignature(params, credentials.requestPhrase, credentials.shaType, { excludeCardFields: merchantPageForm })
	return verified ? undefined : APS_MESSAGE.signatureMismatch
}

export function referenceProblem(reference: unknown): Message | undefined {
	if (reference === undefined || reference === '') return APS_MESSAGE.missingParameter
	return typeof reference === 'string' && /^[A-Za-z0-9_.-]{1,40}$/.test(reference) ? undefined : APS_MESSAGE.invalidParameterFormat
}

export function languageProblem(language: unknown): Message | undefined {
	if (language === undefined || language === '') return APS_MESSAGE.missingParameter
	return language === 'en' || language === 'ar' ? undefined : APS_MESSAGE.invalidParameterFormat
}

export function amountProblem(amount: unknown): Message | undefined {
	const text = typeof amount === 'number' || typeof amount === 'string' ? String(amount) : ''
	return /^[1-9]\d{0,11}$/.test(text) ? undefined : APS_MESSAGE.invalidAmount
}

export function outcome(status: string, message: Message) {
	return { status, response_code: `${status}${message.code}`, response_message: message.text }
}

export function echoed(request: Record<string, unknown>) {
	const fields: Record<string, string> = {}
	for (const name of ECHOED_FIELDS) {
		const value = request[name]
		if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value)
	}
	return fields
}

export function signed(fields: Record<string, string>, credentials: ApsCredentials) {
	return { ...fields, signature: apsSignature(fields, credentials.responsePhrase, credentials.shaType) }
}
