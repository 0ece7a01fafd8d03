/**
 * The visitor's consent in the browser: read from the `kcal_consent` cookie, saved through
 * POST /consent (which sets it), and announced to whatever waits for it (the analytics bus, the
 * experiments client, the third-party loaders). Small on purpose: every page loads it.
 */
import { CONSENT_COOKIE, type ConsentChoice, parseConsentCookie, serializeConsent, UNKNOWN_CONSENT } from '../../domain/consent.ts'
import { rawCookieValue } from '../utils/cookie-value.ts'
import { CONSENT_PATH, formOfChoice } from './consent-form-fields.ts'

type ConsentListener = (choice: ConsentChoice) => void

const listeners = new Set<ConsentListener>()

export function readConsent(): ConsentChoice {
	if (typeof document === 'undefined') return UNKNOWN_CONSENT
	return parseConsentCookie(rawCookieValue(document.cookie, CONSENT_COOKIE))
}

/** Called with every choice saved on this page; returns the unsubscribe function. */
export function onConsentChange(listener: ConsentListener): () => void {
	listeners.add(listener)
	return () => {
		listeners.delete(listener)
	}
}

/**
 * Stores the choice (the server sets the cookie) and applies it at once. Rejects when the server
 * did not take it; nothing is announced then.
 */
export async function saveConsent(choice: ConsentChoice): Promise<void> {
	const response = await fetch(CONSENT_PATH, { method: 'POST', body: formOfChoice(choice), credentials: 'same-origin' })
	if (response.status !== 204) throw new Error(`POST ${CONSENT_PATH} answered ${response.status}`)
	// As the cookie holds it (an unanswered purpose counts as declined), even if cookies are blocked.
	const saved = parseConsentCookie(serializeConsent(choice))
	for (const listener of [...listeners]) listener(saved)
}
