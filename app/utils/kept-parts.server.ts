/**
 * Where the parts rendered once (rendered-sections.server.ts, decision 013) lie in a document the
 * finishing steps read (finish-document.server.ts), so that each step reads a kept part's markup
 * once per part instead of on every render: on the home page the kept parts are most of the
 * markup the stylesheet's class scan and the icon scan went through (docs/benchmarks.md,
 * twentieth session, area V).
 */

/** A kept part's place in the document, `html.slice(start, end)`, and that text: the very string the store keeps. */
export type KeptPart = { start: number; end: number; html: string }

/** Parts whose reading is remembered: the store keeps up to 64 per kind of part (rendered-sections.server.ts). */
const REMEMBERED_PARTS = 256

/**
 * What `read` finds in `html`, piece by piece in the document's order: the text between the kept
 * parts read each time, each kept part's text read once and then remembered in `remembered` (per
 * text: the store hands out the same string every render, whose hash V8 keeps). `read(text, start,
 * end)` must only find what lies wholly inside `text` from `start` to `end`, and find the same in a
 * part's own text as in the document: a part is whole elements, so a tag or attribute never crosses
 * its edges. Emptied when full: at most `REMEMBERED_PARTS` texts, also of parts the store has dropped.
 */
export function readAroundKeptParts<T>(
	html: string,
	kept: readonly KeptPart[],
	remembered: Map<string, T>,
	read: (text: string, start: number, end: number) => T,
): T[] {
	const pieces: T[] = []
	let from = 0
	for (const part of kept) {
		pieces.push(read(html, from, part.start))
		let known = remembered.get(part.html)
		if (known === undefined) {
			known = read(part.html, 0, part.html.length)
			if (remembered.size >= REMEMBERED_PARTS) remembered.clear()
			remembered.set(part.html, known)
		}
		pieces.push(known)
		from = part.end
	}
	pieces.push(read(html, from, html.length))
	return pieces
}
