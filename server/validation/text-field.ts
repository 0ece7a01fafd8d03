/**
 * A typed text field's Zod schema: a string (else the field's own `message`) under the one text
 * rule (domain/text-input.ts), refused with the rule's own sentence in the request's language.
 * Every schema of text a visitor types and we store or look up starts here, so a field refuses a
 * NUL or a lone surrogate even for a caller that did not come through the HTTP layer's check of
 * the whole body (server/http/request-body.ts). Passwords are not such text: only their hash is
 * kept.
 */
import { z } from 'zod'
import { REQUEST_MESSAGES } from '../../content/request-messages.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { isAcceptableText, withoutInvisibleControls } from '../../domain/text-input.ts'

export function textField(locale: LocaleCode, message: string) {
	return z.string({ error: () => message }).refine(isAcceptableText, { error: () => REQUEST_MESSAGES[locale].invalidText, abort: true })
}

/**
 * Text a customer types for us to print or send on (an address line, building and flat, a
 * delivery or allergy note): the text rule, without the invisible direction controls that could
 * reorder what follows it in an e-mail, the dispatch CSV or a label, then trimmed.
 */
export function customerTextField(locale: LocaleCode, message: string) {
	return textField(locale, message).overwrite(withoutInvisibleControls).trim()
}
