/**
 * docs/glossary.md is the one source of the customer's words: this test reads its tables, takes
 * every variant written after "never:" in a language's column, and fails when a message catalogue
 * or a content file uses one in a text of that language.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import ar from '../app/i18n/messages/ar.ts'
import en from '../app/i18n/messages/en.ts'
import ru from '../app/i18n/messages/ru.ts'
import { LOCALE_CODES, type LocaleCode } from '../domain/locale.ts'
import { NAME_LENGTH } from '../domain/contact-limits.ts'
import { ACCOUNT_PROFILE_MESSAGES } from './account-messages/profile.ts'
import { SESSION_MESSAGES } from './account-messages/session.ts'
import { PLAN_SEEDS } from './plans.ts'

type Forbidden = { variant: string; pattern: RegExp }

const COLUMN_LOCALES: Record<string, LocaleCode> = { English: 'en', Arabic: 'ar-ae', Russian: 'ru-ae' }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/…/flags` is a regular expression; anything else a literal, case-sensitive substring. */
function variantPattern(variant: string): RegExp {
	const regex = /^\/(.+)\/([a-z]*)$/.exec(variant)
	if (regex) return new RegExp(regex[1] as string, (regex[2] ?? '').includes('u') ? regex[2] : `${regex[2] ?? ''}u`)
	return new RegExp(escapeRegExp(variant), 'u')
}

export function forbiddenVariants(markdown: string): Record<LocaleCode, Forbidden[]> {
	const result: Record<LocaleCode, Forbidden[]> = { en: [], 'ar-ae': [], 'ru-ae': [] }
	let columns: (LocaleCode | null)[] = []
	for (const line of markdown.split('\n')) {
		if (!line.startsWith('|')) {
			columns = []
			continue
		}
		const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim())
		if (cells.every((cell) => /^-+$/.test(cell))) continue
		if (columns.length === 0) {
			columns = cells.map((cell) => COLUMN_LOCALES[cell] ?? null)
			continue
		}
		cells.forEach((cell, index) => {
			const locale = columns[index]
			const never = cell.split(/never:/)[1]
			if (!locale || never === undefined) return
			for (const [, variant] of never.matchAll(/`([^`]+)`/g)) result[locale].push({ variant: variant as string, pattern: variantPattern(variant as string) })
		})
	}
	return result
}

/** Every string of a module's exports, with the language it is in (from the path or the script). */
type Text = { where: string; locale: LocaleCode; text: string }

const LOCALE_KEYS: Record<string, LocaleCode> = { en: 'en', ar: 'ar-ae', ru: 'ru-ae', 'ar-ae': 'ar-ae', 'ru-ae': 'ru-ae' }
/** Slugs, codes, paths and class names are not words: an ASCII string without a space. */
const IDENTIFIER = /^[\w./#:?=&@+-]*$/

function scriptLocale(text: string): LocaleCode | null {
	if (/[\u0600-\u06FF]/.test(text)) return 'ar-ae'
	if (/[\u0400-\u04FF]/.test(text)) return 'ru-ae'
	return null
}

function collectTexts(value: unknown, where: string, locale: LocaleCode | null, into: Text[], seen: Set<unknown>) {
	if (typeof value === 'string') {
		if (IDENTIFIER.test(value)) return
		const language = locale ?? scriptLocale(value)
		if (language) into.push({ where, locale: language, text: value })
		return
	}
	if (typeof value !== 'object' || value === null || seen.has(value)) return
	seen.add(value)
	for (const [key, nested] of Object.entries(value)) collectTexts(nested, `${where}.${key}`, LOCALE_KEYS[key] ?? locale, into, seen)
}

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.fixture.ts', '../app/i18n/messages/*.ts', '!../app/i18n/messages/*.test.ts'], {
	eager: true,
})

function fileLocale(path: string): LocaleCode | null {
	const name = /([a-z]+)\.ts$/.exec(path)?.[1] ?? ''
	return path.includes('/i18n/messages/') ? (LOCALE_KEYS[name] ?? null) : null
}

const texts: Text[] = []
for (const [path, exports] of Object.entries(modules)) collectTexts(exports, path, fileLocale(path), texts, new Set())

/** Placeholders are filled later: a number stands in, so "{{percent}} %" is still caught. */
const filled = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '0')

const glossary = forbiddenVariants(readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8'))

describe('the glossary', () => {
	test('is read: each language has forbidden variants', () => {
		for (const locale of LOCALE_CODES) expect(glossary[locale].length).toBeGreaterThan(10)
		expect(texts.length).toBeGreaterThan(1000)
	})

	test('finds a variant in a text of its language only', () => {
		const sample = forbiddenVariants('| Concept | English | Russian |\n| --- | --- | --- |\n| x | Use: a; never: `foo`, `/ba+r/` | Use: б; never: `Программа питания` |\n')
		expect(sample.en.map((entry) => entry.variant)).toEqual(['foo', '/ba+r/'])
		expect(sample.en[1]?.pattern.test('baaar')).toBe(true)
		expect(sample['ru-ae'].map((entry) => entry.variant)).toEqual(['Программа питания'])
		expect(sample['ar-ae']).toEqual([])
	})

	test.each(LOCALE_CODES)('no catalogue or content text in %s uses a forbidden variant', (locale) => {
		const found = texts
			.filter((entry) => entry.locale === locale)
			.flatMap((entry) =>
				glossary[locale].filter(({ pattern }) => pattern.test(filled(entry.text))).map(({ variant }) => `${entry.where}: ${variant} in “${entry.text}”`),
			)
		expect(found).toEqual([])
	})

	test('a plan is called by the same name on its card and its sample menu', () => {
		const catalogues = { en, 'ar-ae': ar, 'ru-ae': ru }
		for (const plan of PLAN_SEEDS) {
			if (!plan.sampleMenu) continue
			for (const locale of LOCALE_CODES) expect(catalogues[locale].diets[plan.sampleMenu], `${plan.slug} (${locale})`).toBe(plan.text[locale].name)
		}
	})

	test('a name’s length rule reads the same on sign-up and in the profile', () => {
		for (const locale of LOCALE_CODES) {
			for (const field of ['first_name', 'last_name'] as const) {
				const signUp = SESSION_MESSAGES[locale].registration[field].replace('{{min}}', String(NAME_LENGTH.min)).replace('{{max}}', String(NAME_LENGTH.max))
				expect(ACCOUNT_PROFILE_MESSAGES[locale].fields[field], `${field} (${locale})`).toBe(signUp)
			}
		}
	})
})
