/**
 * Amazon Payment Services (ex-Payfort), "merchant page / custom" flow: the browser posts the card
 * straight to the gateway, which sends it back to our return_url with a token; our server then
 * charges the token server to server. The same code talks to the real gateway and to the built-in
 * sandbox (server/payments/sandbox/aps-sandbox.ts): only the URLs and credentials differ.
 *
 * Nothing an answer says is used before its signature checks out with the response phrase. Card
 * numbers never pass through here: only the gateway's masked number comes back.
 *
 * This file says what each request sends; beside it: the wire with its timeout and signature
 * checks (transport.ts) and the reading of the answers into results (results.ts).
 */
import { APS_MESSAGE, APS_STATUS, classifyApsAnswer, classifyApsStatusAnswer } from './response-codes.ts'
import { type ApsRefundResult, type ApsResult, declined, purchaseResult, type TokenizationResult, text, tokenizationResult } from './results.ts'
import { apsSignature, type ApsShaType, verifyApsSignature } from './signature.ts'
import { callApsApi } from './transport.ts'

export type ApsCredentials = { accessCode: string; merchantIdentifier: string; requestPhrase: string; responsePhrase: string; shaType: ApsShaType }

export type ApsSettings = {
	/** Browser form target, e.g. https://sbcheckout.payfort.com/FortAPI/paymentPage */
	pageUrl: string
	/** Server API, e.g. https://sbpaymentservices.payfort.com/FortAPI/paymentApi */
	apiUrl: string
	card: ApsCredentials
	/** Apple Pay has its own access code and phrases at APS. */
	applePay?: ApsCredentials
	fetch?: typeof fetch
	/** Default 20 000. */
	timeoutMs?: number
}

export type ApsLanguage = 'en' | 'ar'

/** The token of ApplePayPaymentAuthorizedEvent.payment.token, as the browser receives it. */
export type ApplePayPaymentToken = {
	paymentData: {
		version: string
		data: string
		signature: string
		header: { ephemeralPublicKey: string; publicKeyHash: string; transactionId: string }
	}
	paymentMethod: { displayName: string; network: string; type: string }
	transactionIdentifier: string
}

type PurchaseInput = {
	merchantReference: string
	tokenName: string
	amountFils: number
	currency: 'AED'
	customerEmail: string
	customerName?: string
	customerIp: string
	returnUrl: string
	language: ApsLanguage
	/** Paying with a saved card: the CVV is asked again. */
	cardSecurityCode?: string
}

type ApplePayPurchaseInput = {
	merchantReference: string
	amountFils: number
	currency: 'AED'
	customerEmail: string
	customerIp: string
	language: ApsLanguage
	paymentToken: ApplePayPaymentToken
}

export type ApsGateway = ReturnType<typeof createApsGateway>

const DEFAULT_TIMEOUT_MS = 20_000

export function createApsGateway(settings: ApsSettings) {
	const { card } = settings

	function applePayCredentials() {
		if (!settings.applePay) throw new Error('APS Apple Pay credentials are not configured')
		return settings.applePay
	}

	const api = { apiUrl: settings.apiUrl, fetch: settings.fetch ?? fetch, timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS }
	const call = (params: Record<string, unknown>, credentials: ApsCredentials) => callApsApi(api, params, credentials)

	async function purchaseWith(params: Record<string, unknown>, credentials: ApsCredentials): Promise<ApsResult> {
		const answer = await call(params, credentials)
		if (!answer.ok) return answer.result
		const kind = classifyApsAnswer(answer.raw)
		// APS refuses a second PURCHASE with the same reference; what the first one came to is the answer.
		if (kind.kind === 'declined' && kind.code === DUPLICATE_REFERENCE_CODE) {
			return checkStatusWith(params.merchant_reference, params.language, credentials)
		}
		return purchaseResult(kind, answer.raw)
	}

	async function checkStatusWith(merchantReference: unknown, language: unknown, credentials: ApsCredentials): Promise<ApsResult> {
		const query = { query_command: 'CHECK_STATUS', access_code: credentials.accessCode, merchant_identifier: credentials.merchantIdentifier }
		const answer = await call({ ...query, merchant_reference: merchantReference, language }, credentials)
		if (!answer.ok) return answer.result
		const kind = classifyApsStatusAnswer(answer.raw)
		if (kind.kind === 'query_failed') {
			return { outcome: 'unreachable', error: `CHECK_STATUS refused: ${kind.code} ${text(answer.raw.response_message) ?? ''}`.trim() }
		}
		if (kind.kind === 'declined') return declined(kind, text(answer.raw.transaction_message), answer.raw)
		return purchaseResult(kind, answer.raw)
	}

	return {
		/** Hidden fields (signed with the request phrase) of the browser form that posts the card to the gateway. */
		/** `tokenName`: pay with a saved card; the customer types only its CVV, which goes to the gateway with the form. */
		tokenizationForm(input: { merchantReference: string; returnUrl: string; language: ApsLanguage; rememberMe?: boolean; tokenName?: string }): {
			action: string
			fields: Record<string, string>
		} {
			const params = {
				service_command: 'TOKENIZATION',
				access_code: card.accessCode,
				merchant_identifier: card.merchantIdentifier,
				merchant_reference: input.merchantReference,
				language: input.language,
				return_url: input.returnUrl,
				...(input.tokenName ? { token_name: input.tokenName } : {}),
				// A card field, so outside the signature: the page may also let the customer tick it.
				...(input.rememberMe === undefined ? {} : { remember_me: input.rememberMe ? 'YES' : 'NO' }),
			}
			const signature = apsSignature(params, card.requestPhrase, card.shaType, { excludeCardFields: true })
			return { action: settings.pageUrl, fields: { ...params, signature } }
		},

		/** Verifies and reads what the gateway posts to return_url after tokenization. */
		readTokenization(params: Record<string, string>): TokenizationResult {
			if (!verifyApsSignature(params, card.responsePhrase, card.shaType)) return { outcome: 'invalid_signature' }
			return tokenizationResult(params)
		},

		/** Verifies and reads a purchase result posted to return_url after 3-D Secure, or sent as a notification. */
		readPurchaseResponse(params: Record<string, string>): ApsResult {
			const credentials = params.digital_wallet === 'APPLE_PAY' && settings.applePay ? settings.applePay : card
			if (!verifyApsSignature(params, credentials.responsePhrase, credentials.shaType)) return { outcome: 'invalid_signature', raw: params }
			return purchaseResult(classifyApsAnswer(params), params)
		},

		purchase(input: PurchaseInput): Promise<ApsResult> {
			assertAmount(input.amountFils)
			return purchaseWith(
				{
					command: 'PURCHASE',
					access_code: card.accessCode,
					merchant_identifier: card.merchantIdentifier,
					merchant_reference: input.merchantReference,
					amount: String(input.amountFils),
					currency: input.currency,
					language: input.language,
					customer_email: input.customerEmail,
					customer_name: input.customerName,
					customer_ip: input.customerIp,
					token_name: input.tokenName,
					card_security_code: input.cardSecurityCode,
					return_url: input.returnUrl,
				},
				card,
			)
		},

		applePayPurchase(input: ApplePayPurchaseInput): Promise<ApsResult> {
			assertAmount(input.amountFils)
			const credentials = applePayCredentials()
			const { paymentData, paymentMethod } = input.paymentToken
			return purchaseWith(
				{
					digital_wallet: 'APPLE_PAY',
					command: 'PURCHASE',
					access_code: credentials.accessCode,
					merchant_identifier: credentials.merchantIdentifier,
					merchant_reference: input.merchantReference,
					amount: String(input.amountFils),
					currency: input.currency,
					language: input.language,
					customer_email: input.customerEmail,
					customer_ip: input.customerIp,
					apple_data: paymentData.data,
					apple_signature: paymentData.signature,
					// APS signs these two nested, in this order.
					apple_header: {
						apple_transactionId: paymentData.header.transactionId,
						apple_ephemeralPublicKey: paymentData.header.ephemeralPublicKey,
						apple_publicKeyHash: paymentData.header.publicKeyHash,
					},
					apple_paymentMethod: {
						apple_displayName: paymentMethod.displayName,
						apple_network: paymentMethod.network,
						apple_type: paymentMethod.type,
					},
				},
				credentials,
			)
		},

		checkStatus(input: { merchantReference: string; language: ApsLanguage; applePay?: boolean }): Promise<ApsResult> {
			return checkStatusWith(input.merchantReference, input.language, input.applePay ? applePayCredentials() : card)
		},

		/**
		 * Gives back a captured PURCHASE, in full or in part (APS `REFUND`; a PURCHASE is authorised
		 * and captured at once, so there is no authorisation left to void). The caller asks
		 * CHECK_STATUS first (`refunded_amount`), so a refund whose answer was lost is not sent
		 * again; a partial refund also carries its own `maintenance_reference`.
		 */
		async refund(input: RefundInput): Promise<ApsRefundResult> {
			assertAmount(input.amountFils)
			const credentials = input.applePay ? applePayCredentials() : card
			const answer = await call(
				{
					command: 'REFUND',
					access_code: credentials.accessCode,
					merchant_identifier: credentials.merchantIdentifier,
					merchant_reference: input.merchantReference,
					amount: String(input.amountFils),
					currency: input.currency,
					language: input.language,
					fort_id: input.fortId,
					maintenance_reference: input.maintenanceReference,
				},
				credentials,
			)
			if (!answer.ok) return answer.result.outcome === 'unreachable' ? { outcome: 'unreachable', error: answer.result.error } : { outcome: 'refused', code: 'signature' }
			const code = text(answer.raw.response_code) ?? ''
			if (code.startsWith(APS_STATUS.refundSuccess)) return { outcome: 'refunded' }
			return { outcome: 'refused', code }
		},
	}
}

type RefundInput = {
	merchantReference: string
	fortId?: string
	amountFils: number
	currency: 'AED'
	language: ApsLanguage
	applePay?: boolean
	/** Our id of this refund (one of several of a purchase), as APS keeps it with the operation. */
	maintenanceReference?: string
}

const DUPLICATE_REFERENCE_CODE = `${APS_STATUS.invalidRequest}${APS_MESSAGE.merchantReferenceAlreadyExists.code}`

function assertAmount(amountFils: number) {
	if (!Number.isSafeInteger(amountFils) || amountFils <= 0) throw new RangeError(`amountFils must be a positive integer, got ${amountFils}`)
}
