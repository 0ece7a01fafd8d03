/**
 * What an APS answer means to us: the results the gateway adapter (gateway.ts) hands its callers,
 * read from answers whose signature has already been checked. Kept apart from the requests so the
 * reading of purchase, status, tokenization and refund answers is found in one place.
 */
import { type ApsAnswerKind, classifyApsAnswer, type DeclineReason } from './response-codes.ts'

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

export type ApsRefundResult = { outcome: 'refunded' } | { outcome: 'refused'; code: string } | { outcome: 'unreachable'; error: string }

/** Check-status answers state no currency; the merchant account charges AED only. */
const ACCOUNT_CURRENCY = 'AED'

/** What the gateway posted to return_url after tokenization, once its signature checks out. */
export function tokenizationResult(params: Record<string, string>): TokenizationResult {
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
}

export function purchaseResult(kind: ApsAnswerKind, raw: Record<string, unknown>): ApsResult {
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

export function declined(kind: { reason: DeclineReason; code: string }, message: string | undefined, raw: Record<string, unknown>): ApsResult {
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

function fils(value: unknown) {
	const stated = text(value)
	return stated !== undefined && /^\d+$/.test(stated) ? Number(stated) : Number.NaN
}

export function text(value: unknown) {
	return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}
