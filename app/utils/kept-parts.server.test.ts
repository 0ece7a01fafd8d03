import { expect, test } from 'vitest'
import { readAroundKeptParts } from './kept-parts.server.ts'

/** The words of `text` from `start` to `end`, as a finishing step reads its markup. */
const words = (text: string, start: number, end: number) => text.slice(start, end).split(' ').filter(Boolean)

test('reads the text between kept parts each time, and each kept part once per text, in the document\'s order', () => {
	const remembered = new Map<string, string[]>()
	const part = 'kept words '
	const html = `before ${part}between ${part}after`
	const kept = [html.indexOf(part), html.lastIndexOf(part)].map((start) => ({ start, end: start + part.length, html: part }))
	let reads = 0
	const counted = (text: string, start: number, end: number) => {
		reads++
		return words(text, start, end)
	}
	expect(readAroundKeptParts(html, kept, remembered, counted).flat()).toEqual(words(html, 0, html.length))
	// Three pieces between the parts, the part's text once.
	expect(reads).toBe(4)
	expect(readAroundKeptParts(html, kept, remembered, counted).flat()).toEqual(words(html, 0, html.length))
	expect(reads).toBe(7)
	expect(readAroundKeptParts(html, [], remembered, counted)).toEqual([words(html, 0, html.length)])
})

test('remembers at most 256 parts\' texts', () => {
	const remembered = new Map<string, string[]>()
	for (let index = 0; index < 600; index++) {
		const part = `part ${index}`
		readAroundKeptParts(part, [{ start: 0, end: part.length, html: part }], remembered, words)
		expect(remembered.size).toBeLessThanOrEqual(256)
	}
})
