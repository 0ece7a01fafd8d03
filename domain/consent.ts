/**
 * The visitor's consent (spec §4, §6): one state per purpose, kept in a first-party cookie for a
 * year. GRANTED and DECLINED are the visitor's answer; UNKNOWN means they have not answered yet,
 * and then nothing is sent and no third-party script loads.
 *
 * - analytics: our measurement (experiment events, page views) and session recording.
 * - marketing: the tag manager's advertising tags, the social-ads pixel and the support chat.
 */
export type ConsentStatus = 'GRANTED' | 'DECLINED' | 'UNKNOWN'
export type ConsentPurpose = 'analytics' | 'marketing'
export type ConsentChoice = Readonly<Record<ConsentPurpose, ConsentStatus>>

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'marketing']
export const CONSENT_COOKIE = 'kcal_consent'
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
export const UNKNOWN_CONSENT: ConsentChoice = Object.freeze({ analytics: 'UNKNOWN', marketing: 'UNKNOWN' })

// Cookie value: a version, then one letter per purpose (g granted, d declined), e.g. `1.gd`.
const VERSION = '1'
const LETTER: Record<Exclude<ConsentStatus, 'UNKNOWN'>, string> = { GRANTED: 'g', DECLINED: 'd' }

/** Anything unreadable, from another version or half-answered counts as not answered. */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice {
	const match = /^1\.([gd])([gd])$/.exec(value ?? '')
	if (!match) return UNKNOWN_CONSENT
	const status = (letter: string | undefined): ConsentStatus => (letter === 'g' ? 'GRANTED' : 'DECLINED')
	return { analytics: status(match[1]), marketing: status(match[2]) }
}

/** The cookie value of an answered choice; an UNKNOWN purpose is stored as declined. */
export function serializeConsent(choice: ConsentChoice): string {
	const letter = (status: ConsentStatus) => (status === 'GRANTED' ? LETTER.GRANTED : LETTER.DECLINED)
	return `${VERSION}.${letter(choice.analytics)}${letter(choice.marketing)}`
}

export const isConsentAnswered = (choice: ConsentChoice) => CONSENT_PURPOSES.every((purpose) => choice[purpose] !== 'UNKNOWN')

export const consentFor = (grantAll: boolean): ConsentChoice =>
	grantAll ? { analytics: 'GRANTED', marketing: 'GRANTED' } : { analytics: 'DECLINED', marketing: 'DECLINED' }
