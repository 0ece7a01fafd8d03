/**
 * Reads the inline markup of the legal documents (content/pages/legal.ts): company-detail
 * placeholders, links and technical names. Kept to three forms so translators cannot break a
 * page with a stray character: anything that is not one of them is plain text.
 */
import { PLACEHOLDER_NAMES, type PlaceholderName } from '../../content/pages/legal.ts'

export type LegalSegment =
	| { kind: 'text'; text: string }
	| { kind: 'placeholder'; name: PlaceholderName }
	| { kind: 'link'; text: string; to: string }
	| { kind: 'code'; text: string }

/** How the page shows one placeholder (the loader decides: app/utils/legal-page.server.ts). */
export type PlaceholderValue =
	| { kind: 'text'; text: string }
	| { kind: 'email'; address: string }
	/** A page of the site; `ltr` when the words are a web address (kept left-to-right in Arabic). */
	| { kind: 'link'; to: string; text: string; ltr: boolean }

// `{{name}}` | `[words](/path/ or #anchor)` | `` `name` ``
const MARKUP = /\{\{(\w+)\}\}|\[([^\]]+)\]\(((?:\/|#)[^)\s]*)\)|`([^`]+)`/g

const isPlaceholderName = (name: string): name is PlaceholderName => (PLACEHOLDER_NAMES as readonly string[]).includes(name)

export function parseLegalText(text: string): LegalSegment[] {
	const segments: LegalSegment[] = []
	let last = 0
	const pushText = (until: number) => {
		if (until > last) segments.push({ kind: 'text', text: text.slice(last, until) })
	}
	for (const match of text.matchAll(MARKUP)) {
		const [whole, placeholder, linkText, linkTarget, code] = match
		// An unknown `{{name}}` stays visible as text, so a typo shows in review instead of vanishing.
		if (placeholder !== undefined && !isPlaceholderName(placeholder)) continue
		pushText(match.index)
		if (placeholder !== undefined) segments.push({ kind: 'placeholder', name: placeholder as PlaceholderName })
		else if (linkText !== undefined && linkTarget !== undefined) segments.push({ kind: 'link', text: linkText, to: linkTarget })
		else if (code !== undefined) segments.push({ kind: 'code', text: code })
		last = match.index + whole.length
	}
	pushText(text.length)
	return segments
}
