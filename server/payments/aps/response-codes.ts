/**
 * What an Amazon Payment Services answer means. Its `response_code` is the two-digit `status`
 * followed by a three-digit message code (APS "Transaction Response Codes"); the codes below are
 * the documented ones the site and its sandbox rely on:
 *
 *   14000 purchase success             20064 3-D Secure check requested (with `3ds_url`)
 *   18000 tokenization success         12000 check status success (`transaction_status`/`_code`)
 *   00008 signature mismatch           00xxx invalid request (missing/invalid parameter, amount, …)
 *   13029 insufficient funds           13030 authentication failed (3-D Secure)
 *   13666 transaction declined         13012 card expired
 *   13787 failed to authenticate the user
 *   17016 invalid card number          17100 invalid expiry date (17: tokenization failed)
 *   00044 token name does not exist    00066 merchant reference already exists
 *   06000 refund success (06: refund, 07: refund failed)
 *   xx036 order not found: the sandbox answers 11036 (check status failed); any status is read so.
 *   19 transaction pending, 15 uncertain transaction, 20 on hold: no final answer yet.
 */

export type DeclineReason = 'declined' | 'insufficient_funds' | 'authentication_failed' | 'expired_card' | 'invalid_card' | 'invalid_request'

/** The documented two-digit statuses used here. */
export const APS_STATUS = {
	invalidRequest: '00',
	checkStatusFailed: '11',
	refundSuccess: '06',
	refundFailed: '07',
	checkStatusSuccess: '12',
	purchaseFailure: '13',
	purchaseSuccess: '14',
	tokenizationFailed: '17',
	tokenizationSuccess: '18',
	onHold: '20',
} as const

/** The documented three-digit message codes used here, with APS's English text. */
export const APS_MESSAGE = {
	success: { code: '000', text: 'Success.' },
	missingParameter: { code: '001', text: 'Missing parameter.' },
	invalidParameterFormat: { code: '002', text: 'Invalid parameter format.' },
	invalidCommand: { code: '004', text: 'Invalid command.' },
	invalidAmount: { code: '005', text: 'Invalid amount.' },
	signatureMismatch: { code: '008', text: 'Signature mismatch.' },
	invalidMerchantIdentifier: { code: '009', text: 'Invalid merchant identifier.' },
	invalidAccessCode: { code: '010', text: 'Invalid access code.' },
	cardExpired: { code: '012', text: 'Card expired.' },
	invalidCurrency: { code: '013', text: 'Invalid currency.' },
	invalidCardNumber: { code: '016', text: 'Invalid card number.' },
	insufficientFunds: { code: '029', text: 'Insufficient funds.' },
	authenticationFailed: { code: '030', text: 'Authentication failed.' },
	orderNotFound: { code: '036', text: 'Order not found.' },
	missingReturnUrl: { code: '037', text: 'Missing return URL.' },
	tokenNameDoesNotExist: { code: '044', text: 'Token name does not exist.' },
	threeDSecureCheckRequested: { code: '064', text: '3-D Secure check requested.' },
	merchantReferenceAlreadyExists: { code: '066', text: 'Merchant reference already exists.' },
	invalidRequestFormat: { code: '073', text: 'Invalid request format.' },
	invalidExpiryDate: { code: '100', text: 'Invalid expiry date.' },
	transactionDeclined: { code: '666', text: 'Transaction declined.' },
	failedToAuthenticateUser: { code: '787', text: 'Failed to authenticate the user.' },
} as const

export type ApsAnswerKind =
	| { kind: 'paid' }
	| { kind: 'challenge' }
	| { kind: 'tokenized' }
	| { kind: 'pending' }
	| { kind: 'not_found' }
	| { kind: 'declined'; reason: DeclineReason; code: string }
	/** A status query the gateway refused (bad signature, bad reference): says nothing about the payment. */
	| { kind: 'query_failed'; code: string }

type AnswerCodes = {
	status?: unknown
	response_code?: unknown
	transaction_status?: unknown
	transaction_code?: unknown
	'3ds_url'?: unknown
}

/** Only these statuses are a final "no"; anything else unknown is treated as not final yet. */
const FAILURE_STATUSES = new Set<string>([APS_STATUS.invalidRequest, APS_STATUS.purchaseFailure, APS_STATUS.tokenizationFailed])

const REASON_BY_MESSAGE: Record<string, DeclineReason> = {
	[APS_MESSAGE.insufficientFunds.code]: 'insufficient_funds',
	[APS_MESSAGE.authenticationFailed.code]: 'authentication_failed',
	[APS_MESSAGE.failedToAuthenticateUser.code]: 'authentication_failed',
	[APS_MESSAGE.cardExpired.code]: 'expired_card',
	[APS_MESSAGE.invalidCardNumber.code]: 'invalid_card',
	[APS_MESSAGE.invalidExpiryDate.code]: 'invalid_card',
	// The saved card is gone at the gateway: the customer has to enter the card again.
	[APS_MESSAGE.tokenNameDoesNotExist.code]: 'invalid_card',
}

/** A payment operation's answer (tokenization, purchase, the result after 3-D Secure, a notification). */
export function classifyApsAnswer(answer: AnswerCodes): ApsAnswerKind {
	const { status, message, code } = codesOf(answer.status, answer.response_code)
	switch (status) {
		case APS_STATUS.purchaseSuccess:
			return { kind: 'paid' }
		case APS_STATUS.tokenizationSuccess:
			return { kind: 'tokenized' }
		case APS_STATUS.onHold:
			return message === APS_MESSAGE.threeDSecureCheckRequested.code && text(answer['3ds_url']) ? { kind: 'challenge' } : { kind: 'pending' }
	}
	if (!FAILURE_STATUSES.has(status)) return { kind: 'pending' }
	return { kind: 'declined', reason: declineReason(status, message), code }
}

/**
 * A CHECK_STATUS answer. When the query succeeded (12) the payment's state is the latest
 * operation's (`transaction_status`/`transaction_code`); any other answer is about the query alone.
 */
export function classifyApsStatusAnswer(answer: AnswerCodes): ApsAnswerKind {
	const { status, message, code } = codesOf(answer.status, answer.response_code)
	if (message === APS_MESSAGE.orderNotFound.code) return { kind: 'not_found' }
	if (status !== APS_STATUS.checkStatusSuccess) return { kind: 'query_failed', code }
	if (answer.transaction_status === undefined) return { kind: 'pending' }
	return classifyApsAnswer({ status: answer.transaction_status, response_code: answer.transaction_code })
}

function declineReason(status: string, message: string): DeclineReason {
	const byMessage = REASON_BY_MESSAGE[message]
	if (byMessage) return byMessage
	// Tokenization fails only on the card details the customer typed.
	if (status === APS_STATUS.tokenizationFailed) return 'invalid_card'
	if (status === APS_STATUS.invalidRequest) return 'invalid_request'
	return 'declined'
}

function codesOf(status: unknown, responseCode: unknown) {
	const code = text(responseCode)
	return { status: text(status) || code.slice(0, 2), message: code.slice(2), code }
}

function text(value: unknown) {
	return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}
