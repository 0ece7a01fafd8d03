/**
 * The one rule for text a visitor sends us, in any field of any form or API body: no control
 * characters other than tab and line breaks (a NUL cannot be stored in PostgreSQL at all), and
 * no lone surrogate halves (they are no character, and break encoding when the text is written
 * to the database, an e-mail or a URL). Everything else, every script, emoji and the
 * right-to-left marks Arabic text carries, is accepted here; each field's own rule decides the
 * rest. Used by the schemas' text helper (server/validation/text.ts) and by the HTTP layer's
 * check of every posted body (server/http/request-body.ts).
 */

// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u

/** Whether `text` may be accepted as typed text. */
export function isAcceptableText(text: string): boolean {
	return text.isWellFormed() && !CONTROL_CHARACTER.test(text)
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
