/**
 * The consent form as it travels: the banner and the privacy policy's form post it to
 * POST /consent (server/http/consent-route.ts), plainly without JavaScript and with `fetch`
 * otherwise (consent-client.ts). One reading of it for both sides.
 */
import { CONSENT_PURPOSES, type ConsentChoice, consentFor } from '../../domain/consent.ts'

export const CONSENT_PATH = '/consent'

/** The pressed button's field: `accept-all`, `reject-all`, or `save` with the two checkboxes. */
export const CONSENT_ACTION_FIELD = 'consent'
export type ConsentAction = 'accept-all' | 'reject-all' | 'save'
/** Each checkbox is named after its purpose and sends this value when ticked. */
export const GRANTED_VALUE = 'granted'
/** The page to go back to after a plain form post. */
export const REDIRECT_FIELD = 'redirectTo'

type FormFields = { get(name: string): unknown }

/** The choice a posted form makes, or null when it names no known button. */
export function choiceFromForm(form: FormFields): ConsentChoice | null {
	switch (form.get(CONSENT_ACTION_FIELD)) {
		case 'accept-all':
			return consentFor(true)
		case 'reject-all':
			return consentFor(false)
		case 'save': {
			const status = (purpose: string) => (form.get(purpose) === GRANTED_VALUE ? 'GRANTED' : 'DECLINED')
			return { analytics: status('analytics'), marketing: status('marketing') }
		}
		default:
			return null
	}
}

/** The form body that saves `choice` (what the "Save" button posts with those boxes ticked). */
export function formOfChoice(choice: ConsentChoice): URLSearchParams {
	const body = new URLSearchParams({ [CONSENT_ACTION_FIELD]: 'save' satisfies ConsentAction })
	for (const purpose of CONSENT_PURPOSES) if (choice[purpose] === 'GRANTED') body.set(purpose, GRANTED_VALUE)
	return body
}
