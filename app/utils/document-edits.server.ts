/**
 * Edits to a rendered document, found in its text and applied in one pass
 * (finish-document.server.ts).
 *
 * Each finishing step (the inline stylesheet, the icon sprite, the module loading) says where it
 * changes the document instead of giving back a changed copy of it: three copies of a 110–150 KB
 * page per render were each a string large enough for V8's large-object space, and the bytes
 * encoded back from the last of them one more buffer.
 */

/** Replace the document's text from `start` to `end` with `text` (Latin-1 text: one character per byte). */
export type DocumentEdit = { start: number; end: number; text: string }

/**
 * The bytes of `html` with `edits` applied. `html` and the edits' text are Latin-1 text, one
 * character per byte (finish-document.server.ts); the result is written straight into one buffer
 * of the page's final size, the only one made. Edits must not overlap; their order does not matter.
 */
export function withEdits(html: string, edits: readonly DocumentEdit[]): Buffer<ArrayBuffer> {
	const sorted = [...edits].sort((a, b) => a.start - b.start)
	let length = html.length
	let from = 0
	for (const { start, end, text } of sorted) {
		if (start < from) throw new RangeError(`Document edits overlap at offset ${start}`)
		length += text.length - (end - start)
		from = end
	}
	// Never a slice of Node's shared pool: the page's ArrayBuffer is handed over whole (page-response.server.ts).
	const bytes = Buffer.allocUnsafeSlow(length) as Buffer<ArrayBuffer>
	let at = 0
	from = 0
	for (const { start, end, text } of sorted) {
		at += bytes.write(html.slice(from, start), at, 'latin1')
		at += bytes.write(text, at, 'latin1')
		from = end
	}
	bytes.write(html.slice(from), at, 'latin1')
	return bytes
}
