/**
 * The APS sandbox's test cards and its reading of the tokenization form's card fields: what a
 * card number does at purchase (the list in aps-sandbox.ts's header), checked as the gateway
 * checks it. Kept apart from the routes so the cards a tester looks up are in one short place.
 */
import { passesLuhn } from '../../../domain/card-number.ts'
import { APS_MESSAGE } from '../aps/response-codes.ts'
import type { Message } from './aps-sandbox-protocol.ts'

export type CardBehaviour = 'paid' | 'challenge' | 'insufficient_funds' | 'declined'

const TEST_CARDS: Record<string, { behaviour: CardBehaviour; cvv: string }> = {
	'4005550000000001': { behaviour: 'paid', cvv: '123' },
	'5123456789012346': { behaviour: 'paid', cvv: '123' },
	'345678901234564': { behaviour: 'paid', cvv: '1234' },
	'4557012345678902': { behaviour: 'challenge', cvv: '123' },
	'5313581000123430': { behaviour: 'challenge', cvv: '123' },
	'374200000000004': { behaviour: 'challenge', cvv: '1234' },
	'4000000000000002': { behaviour: 'insufficient_funds', cvv: '123' },
}

export type StoredToken = {
	behaviour: CardBehaviour
	/** A test card's published CVV, to check the CVV of a later saved-card payment. Never a typed one. */
	testCvv?: string
	cvvMatched: boolean
	/** What the gateway tells the merchant about the card: masked number, expiry, holder. */
	card: Record<string, string>
	brand?: string
	saved: boolean
}

/** The card fields of the tokenization form, checked as the gateway would; only a summary is kept. */
export function readCard(form: Record<string, string>, today: Date): { token: Omit<StoredToken, 'saved'> } | { problem: Message } {
	const number = (form.card_number ?? '').replaceAll(' ', '')
	if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { problem: APS_MESSAGE.invalidCardNumber }
	const expiry = /^(\d{2})(0[1-9]|1[0-2])$/.exec(form.expiry_date ?? '')
	if (!expiry) return { problem: APS_MESSAGE.invalidExpiryDate }
	const [expiryYear, expiryMonth] = [2000 + Number(expiry[1]), Number(expiry[2])]
	const [year, month] = [today.getUTCFullYear(), today.getUTCMonth() + 1]
	if (expiryYear < year || (expiryYear === year && expiryMonth < month)) return { problem: APS_MESSAGE.cardExpired }
	const brand = brandOf(number)
	const cvv = form.card_security_code ?? ''
	if (!(brand === 'AMEX' ? /^\d{4}$/ : /^\d{3}$/).test(cvv)) return { problem: APS_MESSAGE.invalidParameterFormat }
	const holderName = (form.card_holder_name ?? '').trim()
	if (!holderName) return { problem: APS_MESSAGE.missingParameter }
	if (!/^[\p{L}' .-]{1,50}$/u.test(holderName)) return { problem: APS_MESSAGE.invalidParameterFormat }
	const testCard = TEST_CARDS[number]
	return {
		token: {
			behaviour: testCard?.behaviour ?? 'declined',
			testCvv: testCard?.cvv,
			cvvMatched: testCard?.cvv === cvv,
			card: { card_number: `${number.slice(0, 6)}******${number.slice(-4)}`, expiry_date: form.expiry_date ?? '', card_holder_name: holderName },
			brand,
		},
	}
}

function brandOf(number: string) {
	if (/^3[47]/.test(number)) return 'AMEX'
	if (number.startsWith('4')) return 'VISA'
	if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD'
	return undefined
}
