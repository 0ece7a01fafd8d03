import { describe, expect, test } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../../domain/locale.ts'
import { matchPageRoute } from '../../app/route-table.ts'
import { type LegalSegment, parseLegalText } from '../../app/utils/legal-text.ts'
import { clauseTexts, LEGAL_LABELS, type LegalClause, type LegalDocument } from './legal.ts'
import { PRIVACY_POLICY } from './privacy-policy.ts'
import { TERMS_MEA } from './terms-mea.ts'
import { TERMS } from './terms.ts'

const DOCUMENTS = { terms: TERMS, termsMea: TERMS_MEA, privacyPolicy: PRIVACY_POLICY }
/** The page each document is published on, for links between documents. */
const PATHS: Record<string, Record<LocaleCode, LegalDocument>> = { '/terms/': TERMS, '/terms/mea/': TERMS_MEA, '/privacy-policy/': PRIVACY_POLICY }

const [FIRST_LOCALE, ...OTHER_LOCALES] = LOCALE_CODES

/** What must be the same in every translation of a clause: its kind and the size of its list or table. */
function clauseShape(clause: LegalClause) {
	if (typeof clause === 'string') return { kind: 'text' }
	if ('list' in clause) return { kind: 'list', items: clause.list.length }
	return { kind: 'table', columns: clause.table.head.length, rows: clause.table.rows.map((row) => row.length) }
}

/** The parts of a text that translators must keep exactly: placeholders, link targets, technical names. */
function fixedParts(text: string) {
	const segments = parseLegalText(text)
	const of = <K extends LegalSegment['kind']>(kind: K) => segments.filter((s): s is Extract<LegalSegment, { kind: K }> => s.kind === kind)
	return {
		placeholders: of('placeholder').map((s) => s.name),
		links: of('link').map((s) => s.to),
		code: of('code').map((s) => s.text),
	}
}

describe.each(Object.entries(DOCUMENTS))('%s', (_, document) => {
	const reference = document[FIRST_LOCALE]

	test('has sections with unique anchors that are safe in a URL', () => {
		const ids = reference.sections.map((section) => section.id)
		expect(new Set(ids).size).toBe(ids.length)
		for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/)
	})

	test.each(OTHER_LOCALES)('%s has the same sections, clauses, lists and tables', (locale) => {
		const translated = document[locale]
		expect(translated.sections.map((section) => section.id)).toEqual(reference.sections.map((section) => section.id))
		reference.sections.forEach((section, index) => {
			const other = translated.sections[index]
			expect(other?.clauses.map(clauseShape), section.id).toEqual(section.clauses.map(clauseShape))
		})
	})

	test.each(OTHER_LOCALES)('%s keeps the placeholders, links and technical names of every text', (locale) => {
		reference.sections.forEach((section, sectionIndex) => {
			section.clauses.forEach((clause, clauseIndex) => {
				const other = document[locale].sections[sectionIndex]?.clauses[clauseIndex]
				const texts = clauseTexts(clause)
				const translatedTexts = other ? clauseTexts(other) : []
				texts.forEach((text, textIndex) => {
					const where = `${section.id} ${sectionIndex + 1}.${clauseIndex + 1} text ${textIndex + 1}`
					expect(fixedParts(translatedTexts[textIndex] ?? ''), where).toEqual(fixedParts(text))
				})
			})
		})
	})

	test.each(LOCALE_CODES)('%s has no empty text and no broken markup', (locale) => {
		for (const section of document[locale].sections) {
			expect(section.title.trim(), section.id).not.toBe('')
			expect(section.clauses.length, section.id).toBeGreaterThan(0)
			for (const text of section.clauses.flatMap(clauseTexts)) {
				expect(text.trim(), section.id).not.toBe('')
				expect(text, section.id).toBe(text.trim())
				// Whatever is left as plain text must not look like half-written markup or a stray placeholder.
				const plain = parseLegalText(text)
					.filter((segment) => segment.kind === 'text')
					.map((segment) => segment.text)
					.join('')
				expect(plain, section.id).not.toMatch(/\{\{|\}\}|\]\(|`|lorem ipsum|TODO/i)
			}
		}
	})

	test.each(LOCALE_CODES)('%s links only to real pages and sections, with the right section numbers', (locale) => {
		for (const section of document[locale].sections) {
			for (const text of section.clauses.flatMap(clauseTexts)) {
				for (const segment of parseLegalText(text)) {
					if (segment.kind !== 'link') continue
					const [path = '', anchor] = segment.to.split('#')
					if (path) expect(matchPageRoute(path), segment.to).not.toBeNull()
					if (anchor === undefined) continue
					const target = path ? PATHS[path]?.[locale] : document[locale]
					const number = (target?.sections.findIndex((candidate) => candidate.id === anchor) ?? -1) + 1
					expect(number, `${segment.to} in ${section.id}`).toBeGreaterThan(0)
					// "[section 6](#cool-bag)": the number in the words is the number the section is shown with.
					const quoted = /\d+/.exec(segment.text)?.[0]
					if (quoted) expect(Number(quoted), `${segment.text} → ${segment.to}`).toBe(number)
				}
			}
		}
	})
})

describe('labels around the documents', () => {
	test.each(LOCALE_CODES)('%s has every label, none empty', (locale) => {
		const labels = LEGAL_LABELS[locale]
		expect(Object.keys(labels).sort()).toEqual(Object.keys(LEGAL_LABELS[FIRST_LOCALE]).sort())
		// A label is a text, or a few texts by case (closedDays: none or some).
		const texts = Object.entries(labels).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : Object.entries(value).map(([form, text]) => [`${key}.${form}`, text])))
		for (const [key, text] of texts) expect(text!.trim(), key).not.toBe('')
	})
})
