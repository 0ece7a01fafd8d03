import { expect, test } from 'vitest'
import { withEdits } from './document-edits.server.ts'

// The document as finishDocument reads it: UTF-8 bytes as Latin-1 text.
const page = Buffer.from('<p>Привет</p><i>x</i><b>مرحبا</b>')
const text = page.toString('latin1')

test('applies edits given in any order, leaving the rest of the bytes as they were', () => {
	const italic = text.indexOf('<i>x</i>')
	const bold = text.indexOf('<b>')
	const edited = withEdits(text, [
		{ start: bold, end: bold, text: '<hr>' },
		{ start: 0, end: 0, text: '<!DOCTYPE html>' },
		{ start: italic, end: italic + '<i>x</i>'.length, text: '' },
	])
	expect(edited.toString('utf8')).toBe('<!DOCTYPE html><p>Привет</p><hr><b>مرحبا</b>')
	expect(edited.byteLength).toBe(Buffer.byteLength('<!DOCTYPE html><p>Привет</p><hr><b>مرحبا</b>'))
})

test('no edits: the same bytes', () => {
	expect(withEdits(text, []).equals(page)).toBe(true)
})

test('an edit at the very end, and one replacing the whole document', () => {
	expect(withEdits(text, [{ start: text.length, end: text.length, text: '<br>' }]).toString('utf8')).toBe('<p>Привет</p><i>x</i><b>مرحبا</b><br>')
	expect(withEdits(text, [{ start: 0, end: text.length, text: 'gone' }]).toString('utf8')).toBe('gone')
})

test('refuses overlapping edits rather than writing a broken document', () => {
	expect(() =>
		withEdits(text, [
			{ start: 0, end: 10, text: 'a' },
			{ start: 5, end: 6, text: 'b' },
		]),
	).toThrow(RangeError)
})
