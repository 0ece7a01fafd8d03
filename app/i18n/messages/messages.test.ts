import { describe, expect, test } from 'vitest'
import ar from './ar.ts'
import en from './en.ts'
import ru from './ru.ts'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
	const entries = new Map<string, string>()
	for (const [key, value] of Object.entries(tree)) {
		const path = prefix ? `${prefix}.${key}` : key
		if (typeof value === 'string') entries.set(path, value)
		else for (const [nested, text] of flatten(value, path)) entries.set(nested, text)
	}
	return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

const english = flatten(en)

describe.each([
	['Arabic', ar],
	['Russian', ru],
])('%s catalogue', (_, catalogue) => {
	const translated = flatten(catalogue)

	test('has every English key and no others', () => {
		expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
	})

	test('keeps every placeholder of the English text', () => {
		for (const [key, text] of english) {
			expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text))
		}
	})

	test('has no empty texts and no untranslated English sentences', () => {
		for (const [key, text] of translated) {
			expect(text.trim(), key).not.toBe('')
			// Brand names, short labels and the title template may match; sentences may not.
			const words = text.replace(/\{\{\s*\w+\s*\}\}/g, '').split(/\s+/).filter((word) => /\p{L}/u.test(word))
			if (english.get(key) === text) expect(words.length, `${key} is left in English`).toBeLessThanOrEqual(2)
		}
	})
})

test('Arabic texts are written in Arabic script', () => {
	const arabicLetters = /[\u0600-\u06FF]/
	for (const [key, text] of flatten(ar)) {
		if (key === 'meta.siteName' || key === 'meta.titleTemplate' || key === 'nav.kcalFit') continue
		expect(arabicLetters.test(text), key).toBe(true)
	}
})

test('Russian texts are written in Cyrillic', () => {
	const cyrillic = /[\u0400-\u04FF]/
	for (const [key, text] of flatten(ru)) {
		if (key === 'meta.siteName' || key === 'meta.titleTemplate' || key === 'nav.kcalFit') continue
		expect(cyrillic.test(text), key).toBe(true)
	}
})
