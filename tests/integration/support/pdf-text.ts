/**
 * The text of a PDF made by pdfkit with one embedded font (server/console/kitchen/sheet-pdf.ts),
 * for tests: each text-showing operator's string decoded through the font's ToUnicode map.
 * Enough for pdfkit's own output (Flate streams, Identity-H glyph ids, one font), not a general
 * PDF reader.
 */
import { inflateSync } from 'node:zlib'

function streamsOf(pdf: Buffer): string[] {
	const text = pdf.toString('latin1')
	const streams: string[] = []
	const pattern = /<<([^]*?)>>\s*stream\r?\n/g
	for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
		const start = match.index + match[0].length
		const end = text.indexOf('endstream', start)
		const raw = pdf.subarray(start, end)
		try {
			streams.push(match[1]!.includes('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'))
		} catch {
			// A font file or an image: not text.
		}
	}
	return streams
}

function unicodeMap(cmap: string): Map<number, string> {
	const map = new Map<number, string>()
	const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)))
	for (const [, start, entries] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
		;[...entries!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => map.set(parseInt(start!, 16) + index, utf16(entry[1]!.replaceAll(' ', ''))))
	}
	return map
}

/** The PDF's text, one line per text-showing operator, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
	const streams = streamsOf(pdf)
	const map = new Map<number, string>()
	for (const stream of streams.filter((candidate) => candidate.includes('begincmap'))) for (const [code, text] of unicodeMap(stream)) map.set(code, text)
	const lines: string[] = []
	for (const stream of streams.filter((candidate) => /\bT[Jj]\b/.test(candidate) && !candidate.includes('begincmap'))) {
		for (const [, operand] of stream.matchAll(/(\[[^\]]*\]|<[0-9a-f]*>)\s*T[Jj]/gi)) {
			const glyphs = [...operand!.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex!.match(/[0-9a-f]{4}/gi) ?? [])
			lines.push(glyphs.map((glyph) => map.get(parseInt(glyph, 16)) ?? '?').join(''))
		}
	}
	return lines
}
