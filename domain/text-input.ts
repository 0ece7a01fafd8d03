/**
 * The one rule for text a visitor sends us, in any field of any form or API body: no control
 * characters other than tab and line breaks (a NUL cannot be stored in PostgreSQL at all), and
 * no lone surrogate halves (they are no character, and break encoding when the text is written
 * to the database, an e-mail or a URL). Everything else, every script, emoji and the
 * right-to-left marks Arabic text carries, is accepted here; each field's own rule decides the
 * rest, and the invisible direction controls are taken out, not refused (withoutInvisibleControls
 * below), since a customer rarely typed them on purpose. Used by the schemas' text helper (server/validation/text.ts) and by the HTTP layer's
 * check of every posted body (server/http/request-body.ts).
 */

// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u

/** Whether `text` may be accepted as typed text. */
export function isAcceptableText(text: string): boolean {
	return text.isWellFormed() && !CONTROL_CHARACTER.test(text)
}

/**
 * Invisible characters that change how the text after them is shown without being seen
 * themselves: the bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069),
 * which can reorder what follows a customer's name in a plain-text e-mail, the dispatch CSV or a
 * label ("KC-000123" read backwards, a flat number moved), plus the zero-width space (U+200B)
 * and the byte-order mark (U+FEFF), which make two equal-looking names differ. The zero-width
 * non-joiner and joiner (U+200C, U+200D) stay: Persian, Urdu and Indic names need them to be
 * spelled right; the left-to-right and right-to-left marks (U+200E, U+200F, U+061C) stay too,
 * since they only mark a direction and cannot reorder what follows.
 */
const INVISIBLE_CONTROL = /[\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/gu

/**
 * Customer-typed single-line text (names, address lines, building and flat, delivery notes)
 * without the invisible controls above: applied where such a field is read from a request, so
 * neither the database nor anything made from it ever holds them.
 */
export function withoutInvisibleControls(text: string): string {
	return text.replace(INVISIBLE_CONTROL, '')
}

/** Deeper than any body we take (ours are four levels at most): refused before it is walked. */
export const MAX_BODY_DEPTH = 32

export type TextProblem = { kind: 'text'; path: string } | { kind: 'depth' }

/**
 * The first place in a parsed body (JSON value or form entries) whose text, key or value, breaks
 * the rule: its path as the API names fields (`a.0.b`); or that it nests deeper than
 * MAX_BODY_DEPTH. Walked with a stack, not recursion, so no input can exhaust the call stack.
 */
export function findUnacceptableText(value: unknown): TextProblem | null {
	const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }]
	while (stack.length > 0) {
		const { value: current, path } = stack.pop() as { value: unknown; path: string[] }
		if (typeof current === 'string') {
			if (!isAcceptableText(current)) return { kind: 'text', path: path.join('.') }
			continue
		}
		if (typeof current !== 'object' || current === null) continue
		if (path.length >= MAX_BODY_DEPTH) return { kind: 'depth' }
		for (const [key, child] of Object.entries(current)) {
			if (!isAcceptableText(key)) return { kind: 'text', path: [...path, '?'].join('.') }
			stack.push({ value: child, path: [...path, key] })
		}
	}
	return null
}
