/**
 * The console's referral forms (issue 19, item 6): an ambassador as staff type it (handle, name,
 * referral code, the welcome discount's code, the reward per paid order in dirhams, their own
 * e-mail and mobile for recognising a self-referral, both optional) and a payout
 * ("mark paid": an amount, the transfer's reference, a note). Pure: the server reads the posted
 * form with these, checks what needs the database (a handle or code taken, a welcome code that
 * exists) and re-renders field errors; the database's checks on `ambassadors` and
 * `referral_payouts` are the last word on the same rules.
 */
import { isAmbassadorHandle, normalizeAmbassadorHandle } from '../ambassador.ts'
import { readEmail, readUaePhone } from '../contact-rules.ts'
import { DISCOUNT_CODE_FORMAT } from '../discount-codes.ts'
import { normalizeCode } from '../order-draft.ts'
import { parseAedToFils } from '../staff-refund.ts'
import { isAcceptableText } from '../text-input.ts'

/** A display name: as long as a person's or a brand's name gets. */
export const DISPLAY_NAME_MAX = 80
/** A reward per order above this is a typo (AED 10,000). */
export const REWARD_MAX_FILS = 1_000_000
export const PAYOUT_REFERENCE_MAX = 100
export const PAYOUT_NOTE_MAX = 500

export type AmbassadorProblem =
	| 'handle-format'
	| 'handle-taken'
	| 'name-required'
	| 'name-too-long'
	| 'code-format'
	| 'code-taken'
	| 'welcome-format'
	| 'welcome-unknown'
	| 'reward-format'
	| 'reward-too-much'
	| 'email-format'
	| 'phone-format'

export type AmbassadorField = 'handle' | 'displayName' | 'referralCode' | 'welcomeCode' | 'reward' | 'email' | 'phone'

export type AmbassadorValues = {
	/** Lower case; only read when the ambassador is made (an address already shared never changes). */
	handle: string
	displayName: string
	/** Capitals, as orders carry it. */
	referralCode: string
	/** The welcome discount's code, or null for none. */
	welcomeCode: string | null
	rewardFils: number
	/** Their own e-mail and UAE mobile (E.164), optional: an order of theirs with their own code is refused (self-referral.ts). */
	email: string | null
	phone: string | null
}

export type FormResult<Values, Field extends string, Problem extends string> =
	| { ok: true; values: Values }
	| { ok: false; errors: Partial<Record<Field, Problem>> }

/** A field, trimmed; text the site never accepts (domain/text-input.ts) reads as empty, so it is refused as missing. */
const text = (form: Record<string, string>, name: string) => {
	const value = form[name] ?? ''
	return isAcceptableText(value) ? value.trim() : ''
}

/** The ambassador form; `creating` reads the handle too (it is fixed once made). */
export function readAmbassadorForm(form: Record<string, string>, { creating }: { creating: boolean }): FormResult<AmbassadorValues, AmbassadorField, AmbassadorProblem> {
	const errors: Partial<Record<AmbassadorField, AmbassadorProblem>> = {}
	const handle = normalizeAmbassadorHandle(text(form, 'handle'))
	if (creating && !isAmbassadorHandle(handle)) errors.handle = 'handle-format'
	const displayName = text(form, 'displayName').replace(/\s+/g, ' ')
	if (displayName.length === 0) errors.displayName = 'name-required'
	else if (displayName.length > DISPLAY_NAME_MAX) errors.displayName = 'name-too-long'
	const referralCode = normalizeCode(text(form, 'referralCode'))
	if (!DISCOUNT_CODE_FORMAT.test(referralCode)) errors.referralCode = 'code-format'
	const welcome = normalizeCode(text(form, 'welcomeCode'))
	if (welcome.length > 0 && !DISCOUNT_CODE_FORMAT.test(welcome)) errors.welcomeCode = 'welcome-format'
	const rewardFils = parseAedToFils(text(form, 'reward'))
	if (rewardFils === null) errors.reward = 'reward-format'
	else if (rewardFils > REWARD_MAX_FILS) errors.reward = 'reward-too-much'
	const emailText = text(form, 'email')
	const email = emailText ? readEmail(emailText) : null
	if (emailText && email === null) errors.email = 'email-format'
	const phoneText = text(form, 'phone')
	const phone = phoneText ? readUaePhone(phoneText, 'mobile') : null
	if (phoneText && phone === null) errors.phone = 'phone-format'
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	return { ok: true, values: { handle, displayName, referralCode, welcomeCode: welcome || null, rewardFils: rewardFils!, email, phone } }
}

export type PayoutProblem = 'amount-format' | 'amount-zero' | 'amount-too-much' | 'nothing-owed' | 'reference-required' | 'reference-too-long' | 'note-too-long'
export type PayoutField = 'amount' | 'reference' | 'note'
export type PayoutValues = { amountFils: number; reference: string; note: string }

/** A payout of at most `owedFils` (read under the ambassador's row lock). */
export function readPayoutForm(form: Record<string, string>, owedFils: number): FormResult<PayoutValues, PayoutField, PayoutProblem> {
	const errors: Partial<Record<PayoutField, PayoutProblem>> = {}
	const amountFils = parseAedToFils(text(form, 'amount'))
	if (owedFils <= 0) errors.amount = 'nothing-owed'
	else if (amountFils === null) errors.amount = 'amount-format'
	else if (amountFils === 0) errors.amount = 'amount-zero'
	else if (amountFils > owedFils) errors.amount = 'amount-too-much'
	const reference = text(form, 'reference').replace(/\s+/g, ' ')
	if (reference.length === 0) errors.reference = 'reference-required'
	else if (reference.length > PAYOUT_REFERENCE_MAX) errors.reference = 'reference-too-long'
	const note = text(form, 'note')
	if (note.length > PAYOUT_NOTE_MAX) errors.note = 'note-too-long'
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	return { ok: true, values: { amountFils: amountFils!, reference, note } }
}
