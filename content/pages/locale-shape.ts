/**
 * The check every page-content module's test runs: the Arabic and Russian objects must have the
 * English one's shape (same keys, same number of sections, questions and list items), no empty
 * texts, no stand-in copy, and text in the right script. A translator who drops a paragraph or a
 * question then fails a test instead of leaving one language shorter than the others.
 */
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'

/** Keys whose values are addresses and names, not copy: identical in every language. */
const STRUCTURAL_KEYS = new Set(['id', 'to', 'icon'])

const STAND_IN = /lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder|скоро появится|سيتوفر قريبًا/i

const SCRIPT: Partial<Record<LocaleCode, { name: string; letters: RegExp }>> = {
	'ar-ae': { name: 'Arabic', letters: /[\u0600-\u06FF]/ },
	'ru-ae': { name: 'Cyrillic', letters: /[\u0400-\u04FF]/ },
}

type Options = {
	/** Dotted paths of objects keyed by plural category (`one`, `few`, `other`…), which differ by language. */
	plurals?: readonly string[]
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

/** Every difference from the English shape and every bad text, as readable lines; empty when all is well. */
export function localeContentProblems(content: Readonly<Record<LocaleCode, unknown>>, options: Options = {}): string[] {
	const problems: string[] = []
	const plurals = new Set(options.plurals ?? [])

	const compare = (english: unknown, other: unknown, locale: LocaleCode, path: string, key: string) => {
		const at = `${locale}:${path || '(root)'}`
		if (plurals.has(path)) {
			checkPlural(other, locale, at)
			return
		}
		if (typeof english === 'string') {
			if (typeof other !== 'string') return void problems.push(`${at} is not text`)
			checkText(english, other, locale, at, STRUCTURAL_KEYS.has(key))
			return
		}
		if (Array.isArray(english)) {
			if (!Array.isArray(other)) return void problems.push(`${at} is not a list`)
			if (other.length !== english.length) problems.push(`${at} has ${other.length} items, English ${english.length}`)
			if (english.length === 0) problems.push(`${at} is an empty list`)
			english.forEach((item, index) => compare(item, other[index], locale, `${path}[${index}]`, key))
			return
		}
		if (english !== null && typeof english === 'object') {
			if (other === null || typeof other !== 'object' || Array.isArray(other)) return void problems.push(`${at} is not an object`)
			const ownKeys = Object.keys(english).sort()
			const otherKeys = Object.keys(other).sort()
			if (ownKeys.join() !== otherKeys.join()) problems.push(`${at} has keys ${otherKeys.join(', ')}; English ${ownKeys.join(', ')}`)
			for (const name of ownKeys) {
				compare((english as Record<string, unknown>)[name], (other as Record<string, unknown>)[name], locale, path ? `${path}.${name}` : name, name)
			}
			return
		}
		if (english !== other) problems.push(`${at} is ${String(other)}, English ${String(english)}`)
	}

	const checkText = (english: string, text: string, locale: LocaleCode, at: string, structural: boolean) => {
		if (!text.trim()) return void problems.push(`${at} is empty`)
		if (STAND_IN.test(text)) problems.push(`${at} has stand-in copy: ${text}`)
		if (text !== text.trim()) problems.push(`${at} has spaces at an end`)
		if (structural) {
			if (text !== english) problems.push(`${at} is ${text}, English ${english}`)
			return
		}
		if (placeholders(text).join() !== placeholders(english).join()) problems.push(`${at} changes the {{placeholders}}`)
		const script = SCRIPT[locale]
		if (!script) return
		// Brand and store names ("App Store", "kcal-fit") may stay as they are; sentences may not.
		const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
		if (text === english && words.length > 2) problems.push(`${at} is left in English`)
		else if (text !== english && !script.letters.test(text)) problems.push(`${at} has no ${script.name} letters: ${text}`)
	}

	const checkPlural = (forms: unknown, locale: LocaleCode, at: string) => {
		if (forms === null || typeof forms !== 'object') return void problems.push(`${at} is not a set of plural forms`)
		const expected = [...new Intl.PluralRules(getLocale(locale).language).resolvedOptions().pluralCategories].sort()
		const given = Object.keys(forms).sort()
		if (given.join() !== expected.join()) problems.push(`${at} has plural forms ${given.join(', ')}; the language needs ${expected.join(', ')}`)
		for (const [category, text] of Object.entries(forms)) {
			if (typeof text !== 'string' || !text.trim()) problems.push(`${at}.${category} is empty`)
		}
	}

	for (const locale of LOCALE_CODES) compare(content.en, content[locale], locale, '', '')
	return problems
}
