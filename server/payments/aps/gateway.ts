/**
 * Amazon Payment Services (ex-Payfort), "merchant page / custom" flow: the browser posts the card
 * straight to the gateway, which sends it back to our return_url with a token; our server then
 * charges the token server to server. The same code talks to the real gateway and to the built-in
 * sandbox (server/payments/sandbox/aps-sandbox.ts): only the URLs and credentials differ.
 *
 * Nothing an answer says is used before its signature checks out with the response phrase. Card
 * numbers never pass through here: only the gateway's masked number comes back.
 */
import { APS_MESSAGE, APS_STATUS, type ApsAnswerKind, classifyApsAnswer, classifyApsStatusAnswer, type DeclineReason } from './response-codes.ts'
import { apsSignature, type ApsShaType, verifyApsSignature } from './signature.ts'

export type { ApsShaType } from './signature.ts'
export type { DeclineReason } from './response-codes.ts'

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

export type ApsResult =
	| {
			outcome: 'paid'
			fortId: string
			/** As the gateway states it (NaN when it states none): compare it with what was charged. */
			amountFils: number
			currency: string
			card?: { masked: string; brand?: string; bin?: string; expiry?: string; tokenName?: string; holderName?: string }
			raw: Record<string, unknown>
	  }
	/** 3-D Secure: send the customer to redirectUrl; the result comes back to return_url. */
	| { outcome: 'challenge'; fortId?: string; redirectUrl: string; raw: Record<string, unknown> }
	| { outcome: 'declined'; reason: DeclineReason; code: string; message: string; raw: Record<string, unknown> }
	/** The gateway has it but no final answer yet. */
	| { outcome: 'pending'; raw: Record<string, unknown> }
	/** Check status: the gateway never saw this reference. */
	| { outcome: 'not_found'; raw: Record<string, unknown> }
	/** Timeout, network error, HTTP 5xx, a refused status query: keep the payment pending and reconcile later. */
	| { outcome: 'unreachable'; error: string }
	/** The answer's signature does not verify: never trust it. */
	| { outcome: 'invalid_signature'; raw: Record<string, unknown> }

export type TokenizationResult =
	| {
			outcome: 'tokenized'
			merchantReference: string
			tokenName: string
			card: { masked: string; bin?: string; expiry?: string; holderName?: string; brand?: string }
			rememberMe: boolean
	  }
	| { outcome: 'declined'; merchantReference: string; reason: DeclineReason; code: string; message: string }
	| { outcome: 'invalid_signature' }

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

/** Check-status answers state no currency; the merchant account charges AED only. */
const ACCOUNT_CURRENCY = 'AED'

export function createApsGateway(settings: ApsSettings) {
	const { card } = settings
	const fetchImpl = settings.fetch ?? fetch
	const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS

	function applePayCredentials() {
		if (!settings.applePay) throw new Error('APS Apple Pay credentials are not configured')
		return settings.applePay
	}

	/** POSTs a signed JSON request to the server API and returns the verified answer. */
	async function call(
		params: Record<string, unknown>,
		credentials: ApsCredentials,
	): Promise<{ ok: true; raw: Record<string, unknown> } | { ok: false; result: ApsResult }> {
		const body = JSON.stringify(withSignature(params, credentials))
		const signal = AbortSignal.timeout(timeoutMs)
		let answer: { status: number; text: string }
		try {
			// Raced against the signal too, so a fetch that ignores it cannot hang the caller.
			answer = await untilAborted(
				(async () => {
					const headers = { 'Content-Type': 'application/json', Accept: 'application/json' }
					const response = await fetchImpl(settings.apiUrl, { method: 'POST', headers, body, signal })
					return { status: response.status, text: await response.text() }
				})(),
				signal,
			)
		} catch (error) {
			const timedOut = error instanceof Error && error.name === 'TimeoutError'
			return { ok: false, result: { outcome: 'unreachable', error: timedOut ? `no answer within ${timeoutMs} ms` : errorText(error) } }
		}
		if (answer.status >= 500) return { ok: false, result: { outcome: 'unreachable', error: `HTTP ${answer.status}` } }
		const raw = parseObject(answer.text)
		if (!raw) return { ok: false, result: { outcome: 'unreachable', error: `HTTP ${answer.status} without a JSON object` } }
		if (!verifyApsSignature(raw, credentials.responsePhrase, credentials.shaType)) {
			return { ok: false, result: { outcome: 'invalid_signature', raw } }
		}
		return { ok: true, raw }
	}

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
			const merchantReference = params.merchant_reference ?? ''
			const kind = classifyApsAnswer(params)
			if (kind.kind === 'tokenized' && params.token_name) {
				return {
					outcome: 'tokenized',
					merchantReference,
					tokenName: params.token_name,
					card: {
						masked: params.card_number ?? '',
						bin: params.card_bin,
						expiry: params.expiry_date,
						holderName: params.card_holder_name,
						brand: params.payment_option,
					},
					rememberMe: params.remember_me?.toUpperCase() === 'YES',
				}
			}
			const reason = kind.kind === 'declined' ? kind.reason : 'declined'
			return { outcome: 'declined', merchantReference, reason, code: params.response_code ?? '', message: params.response_message ?? '' }
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

export type ApsRefundResult = { outcome: 'refunded' } | { outcome: 'refused'; code: string } | { outcome: 'unreachable'; error: string }

const DUPLICATE_REFERENCE_CODE = `${APS_STATUS.invalidRequest}${APS_MESSAGE.merchantReferenceAlreadyExists.code}`

function purchaseResult(kind: ApsAnswerKind, raw: Record<string, unknown>): ApsResult {
	switch (kind.kind) {
		case 'paid':
			return {
				outcome: 'paid',
				fortId: text(raw.fort_id) ?? '',
				// A purchase states `amount`; a status check states what was captured.
				amountFils: fils(raw.amount ?? raw.captured_amount ?? raw.authorized_amount),
				currency: text(raw.currency) ?? ACCOUNT_CURRENCY,
				...(text(raw.card_number) ? { card: cardOf(raw) } : {}),
				raw,
			}
		case 'challenge':
			return { outcome: 'challenge', fortId: text(raw.fort_id), redirectUrl: text(raw['3ds_url']) ?? '', raw }
		case 'declined':
			return declined(kind, text(raw.response_message), raw)
		case 'not_found':
			return { outcome: 'not_found', raw }
		default:
			return { outcome: 'pending', raw }
	}
}

function declined(kind: { reason: DeclineReason; code: string }, message: string | undefined, raw: Record<string, unknown>): ApsResult {
	return { outcome: 'declined', reason: kind.reason, code: kind.code, message: message ?? '', raw }
}

function cardOf(raw: Record<string, unknown>) {
	const masked = text(raw.card_number) ?? ''
	return {
		masked,
		brand: text(raw.payment_option),
		bin: text(raw.card_bin) ?? (/^\d{6}/.test(masked) ? masked.slice(0, 6) : undefined),
		expiry: text(raw.expiry_date),
		tokenName: text(raw.token_name),
		holderName: text(raw.card_holder_name),
	}
}

function withSignature(params: Record<string, unknown>, credentials: ApsCredentials) {
	const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
	return { ...present, signature: apsSignature(present, credentials.requestPhrase, credentials.shaType) }
}

/** Settles with `work`, or rejects when `signal` aborts even if `work` never settles. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason)
		signal.addEventListener('abort', onAbort, { once: true })
		work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
	})
}

function parseObject(body: string): Record<string, unknown> | undefined {
	try {
		const value: unknown = JSON.parse(body)
		return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
	} catch {
		return undefined
	}
}

function assertAmount(amountFils: number) {
	if (!Number.isSafeInteger(amountFils) || amountFils <= 0) throw new RangeError(`amountFils must be a positive integer, got ${amountFils}`)
}

function fils(value: unknown) {
	const stated = text(value)
	return stated !== undefined && /^\d+$/.test(stated) ? Number(stated) : Number.NaN
}

function text(value: unknown) {
	return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

function errorText(error: unknown) {
	return error instanceof Error ? error.message : String(error)
}
