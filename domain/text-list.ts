/**
 * Lists and mixed-script pieces of text, written the same way on pages, in e-mails and in API
 * answers: every list the code assembles goes through here (docs/glossary.md, "Writing rules").
 * - `formatList`: items joined with the language's separators and conjunction (Intl.ListFormat):
 *   "gluten, eggs and fish", "الغلوتين والبيض والأسماك", "глютен, яйца и рыба".
 * - `joinParts`: the parts of one line — an address, "plan, size" — with the language's comma
 *   ("، " in Arabic), each part in another script isolated so it keeps its own order.
 * - `isolate`: U+2068…U+2069 (first-strong isolate) around a piece of plain text.
 */

/** Only what the rules need of a locale: its Intl tag and its writing direction. */
export type TextLocale = { language: string; dir: 'ltr' | 'rtl' }

export type ListKind = 'and' | 'or'

const listFormats = new Map<string, Intl.ListFormat>()

/** Items joined the language's way, with "and" or "or" before the last. Empty items are left out. */
export function formatList(items: readonly string[], language: string, kind: ListKind = 'and'): string {
	const key = `${language}:${kind}`
	let format = listFormats.get(key)
	if (!format) {
		format = new Intl.ListFormat(language, { type: kind === 'and' ? 'conjunction' : 'disjunction', style: 'long' })
		listFormats.set(key, format)
	}
	return format.format(items.filter((item) => item.trim() !== ''))
}

/** The separator between the parts of one line: Arabic script takes the Arabic comma. */
export const partSeparator = (language: string) => (/^(ar|fa|ur)\b/i.test(language) ? '، ' : ', ')

const FSI = '\u2068'
const PDI = '\u2069'

/** Plain text of any direction set apart from the text around it (a first-strong isolate). */
export const isolate = (text: string) => `${FSI}${text}${PDI}`

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/
// On a right-to-left page, digits too: "12" next to "،" would otherwise move to the other side.
const LEFT_TO_RIGHT_OR_DIGIT = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF0-9]/

/** Whether a piece of text holds letters (or, right to left, digits) of the other direction. */
export function isForeignTo(text: string, dir: 'ltr' | 'rtl'): boolean {
	return dir === 'ltr' ? RIGHT_TO_LEFT.test(text) : LEFT_TO_RIGHT_OR_DIGIT.test(text)
}

/** `text` isolated when it would otherwise be reordered inside the page's direction. */
export const isolateIfForeign = (text: string, dir: 'ltr' | 'rtl') => (isForeignTo(text, dir) ? isolate(text) : text)

/**
 * The parts of one line joined by the language's comma: blank parts are left out, and a part in
 * the other direction is isolated — "1203, ⁨برج الأميرة⁩, Dubai Marina" on an English page, not
 * "Dubai Marina ,برج الأميرة ,1203".
 */
export function joinParts(parts: readonly (string | null | undefined)[], locale: TextLocale): string {
	return parts
		.map((part) => (part ?? '').trim())
		.filter((part) => part !== '')
		.map((part) => isolateIfForeign(part, locale.dir))
		.join(partSeparator(locale.language))
}

/**
 * A label as it reads inside a sentence. Russian labels are written with a capital (they head
 * select options and table cells) but take a small letter after a comma: "30 ноября 2026, рано
 * утром", "«Интернациональный», размер Regular". Other languages keep the label as it is. A
 * word in capitals (an abbreviation) is left alone.
 */
export function inSentence(label: string, language: string): string {
	if (!/^ru\b/i.test(language)) return label
	const [first, second] = label
	if (!first || !second || second !== second.toLowerCase()) return label
	return first.toLowerCase() + label.slice(1)
}
