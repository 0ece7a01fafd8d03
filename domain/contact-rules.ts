/**
 * What we accept from the contact form and the lead forms: names, e-mail addresses, UAE phone
 * numbers (stored in E.164), messages, topics and goals. Each `read…` function returns the
 * normalized value, or null when the text is not acceptable; the forms' schemas
 * (server/inquiries/schemas.ts) turn a null into the field's localized message.
 *
 * The phone rules use libphonenumber-js with its full metadata (the only one that tells mobile
 * numbers from landlines). That is about 140 KB, so only server code imports this module; the
 * browser gets the limits from `contact-limits.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { EMAIL_MAX_LENGTH, MESSAGE_LENGTH, NAME_LENGTH } from './contact-limits.ts'
import { withoutInvisibleControls } from './text-input.ts'

export { CONTACT_TOPICS, type ContactTopic, LEAD_GOALS, type LeadGoal, MESSAGE_LENGTH, NAME_LENGTH } from './contact-limits.ts'

/** Collapses runs of white space (including line breaks and no-break spaces) into one space. */
const squash = (text: string) => text.replace(/\s+/gu, ' ').trim()

/** Counted in characters as people see them, not UTF-16 units: "Zoë" is 3, an Arabic name its letters. */
const length = (text: string) => [...text].length

/**
 * A person's name: 2–80 characters with at least one letter, in any script. Links and markup
 * are refused: a name is echoed in e-mails to the team, and spam bots put their URLs there.
 * Invisible direction controls are taken out first (domain/text-input.ts): a name is printed on
 * labels, the dispatch CSV and plain-text e-mails, where they would reorder what follows it.
 */
export function readName(text: string): string | null {
	const name = squash(withoutInvisibleControls(text))
	if (length(name) < NAME_LENGTH.min || length(name) > NAME_LENGTH.max) return null
	if (!/\p{L}/u.test(name)) return null
	if (/[<>]|:\/\/|www\./iu.test(name)) return null
	return name
}

// One @, no spaces, a dotted domain ending in a 2+ letter label (or an IDN's xn-- label). Stricter
// rules turn away real addresses; deliverability is proven only by the e-mail arriving.
const EMAIL = /^[^\s@"<>(),;:\\[\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu

/**
 * An e-mail address, trimmed, with its domain lower-cased (domains are case-insensitive; the
 * part before @ is left alone, since a few mail servers do tell case apart there).
 */
export function readEmail(text: string): string | null {
	const email = text.trim()
	if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return null
	const at = email.lastIndexOf('@')
	const local = email.slice(0, at)
	if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null
	return `${local}@${email.slice(at + 1).toLowerCase()}`
}

export type UaePhoneKind = 'mobile' | 'mobileOrLandline'

// FIXED_LINE_OR_MOBILE is what the metadata says for ranges it cannot split; none in the UAE
// today, but accepting it keeps a metadata update from refusing real numbers.
const ACCEPTED_TYPES: Record<UaePhoneKind, ReadonlySet<string>> = {
	mobile: new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']),
	mobileOrLandline: new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']),
}

/**
 * A UAE phone number in E.164 (+971…), from any way people write it: "050 123 4567",
 * "+971 50 123 4567", "00971501234567", "971501234567", "04 555 0100", Arabic-Indic digits.
 * `mobile` accepts mobile numbers only (we call and message them); `mobileOrLandline` also
 * landlines. Toll-free, shared-cost (600) and foreign numbers are refused: they cannot be a
 * customer's own UAE number.
 */
export function readUaePhone(text: string, kind: UaePhoneKind): string | null {
	const trimmed = text.trim()
	// Real numbers are at most ~20 characters written out; longer input is not a phone number.
	if (!trimmed || trimmed.length > 32) return null
	const parsed = parsePhoneNumberFromString(trimmed, 'AE')
	if (!parsed || parsed.country !== 'AE' || !parsed.isValid()) return null
	const type = parsed.getType()
	return type && ACCEPTED_TYPES[kind].has(type) ? parsed.number : null
}

/** A message: trimmed, 10–2,000 characters. Line breaks are kept; they are part of what was said. */
export function readMessage(text: string): string | null {
	const message = text.replace(/\r\n?/g, '\n').trim()
	return length(message) >= MESSAGE_LENGTH.min && length(message) <= MESSAGE_LENGTH.max ? message : null
}
