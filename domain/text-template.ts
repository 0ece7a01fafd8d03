/**
 * `{{name}}` placeholders in page copy from content/ (the message catalogue has its own lookup in
 * i18n/translate.ts). Copy whose values are plain text is filled in the loader with `fillText`;
 * copy whose values are elements (a price, a link) is split with `templateParts` and rendered by
 * components/template-text.tsx, so an amount keeps its own <bdi> inside an Arabic sentence.
 */
import { formatNumber, type LocaleTag } from './number-text.ts'

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

export type TemplatePart = { text: string } | { name: string }

/** 'Save {{percent}}% now' → [{ text: 'Save ' }, { name: 'percent' }, { text: '% now' }]. */
export function templateParts(template: string): TemplatePart[] {
	const parts: TemplatePart[] = []
	let last = 0
	for (const match of template.matchAll(PLACEHOLDER)) {
		const index = match.index ?? 0
		if (index > last) parts.push({ text: template.slice(last, index) })
		parts.push({ name: match[1] as string })
		last = index + match[0].length
	}
	if (last < template.length) parts.push({ text: template.slice(last) })
	return parts
}

/** Fills the placeholders it has values for; an unknown one stays visible, so it is seen in review. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
	return template.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}

/** One text per plural category, as content/ writes counted phrases ("{{count}} days"). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The form of `forms` for `count` in the language, with `{{count}}` in Latin digits (as the site
 * prints every number): 24 in Russian is "24 дня", 48 is "48 дней".
 */
export function pluralText(forms: PluralForms, count: number, localeTag: LocaleTag): string {
	let rules = pluralRules.get(localeTag)
	if (!rules) {
		rules = new Intl.PluralRules(localeTag)
		pluralRules.set(localeTag, rules)
	}
	const form = forms[rules.select(count)] ?? forms.other
	return fillText(form, { count: formatCount(count, localeTag) })
}

/** A count with the language's grouping and Latin digits: "1,450" in English and Arabic, "1 450" in Russian. */
export function formatCount(value: number, localeTag: LocaleTag): string {
	return formatNumber(value, localeTag, { maximumFractionDigits: 1 })
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A date's text without what follows its year: Russian writes "30 ноября 2026 г.", and a sentence
 * that ends with a date would end "г.." — so dates end with the year's digits in every language
 * and a template's own full stop is the only one.
 */
function dateText(format: Intl.DateTimeFormat, isoDate: string): string {
	const parts = format.formatToParts(new Date(`${isoDate}T00:00:00Z`))
	const year = parts.findLastIndex((part) => part.type === 'year')
	return parts
		.slice(0, year === -1 ? parts.length : year + 1)
		.map((part) => part.value)
		.join('')
}

/**
 * A calendar date (YYYY-MM-DD) in the language's long form with Latin digits ("31 January 2025",
 * "31 يناير 2025", "31 января 2025"). Pages format dates in the loader, so the browser shows
 * the server's text and hydration cannot disagree with it whatever the browser's Intl data.
 */
export function formatCalendarDate(isoDate: string, localeTag: string): string {
	return dateText(dateFormat(dateFormats, localeTag, 'long'), isoDate)
}

const fullDateFormats = new Map<string, Intl.DateTimeFormat>()

/** A calendar date with its weekday: "Monday, 9 February 2026", "الاثنين، 9 فبراير 2026", "понедельник, 9 февраля 2026". */
export function formatFullDate(isoDate: string, localeTag: string): string {
	return dateText(dateFormat(fullDateFormats, localeTag, 'full'), isoDate)
}

function dateFormat(cache: Map<string, Intl.DateTimeFormat>, localeTag: string, dateStyle: 'long' | 'full'): Intl.DateTimeFormat {
	let format = cache.get(localeTag)
	if (!format) {
		// The date is a day, not an instant: read and written in UTC so no time zone can shift it.
		format = new Intl.DateTimeFormat(localeTag, { dateStyle, numberingSystem: 'latn', timeZone: 'UTC' })
		cache.set(localeTag, format)
	}
	return format
}

const shortDateFormats = new Map<string, Intl.DateTimeFormat>()

/** A calendar date with its weekday, short: "Mon 30 Nov", "الاثنين 30 نوفمبر", "пн, 30 нояб.". Latin digits. */
export function formatShortDate(isoDate: string, localeTag: string): string {
	let format = shortDateFormats.get(localeTag)
	if (!format) {
		format = new Intl.DateTimeFormat(localeTag, { weekday: 'short', day: 'numeric', month: 'short', numberingSystem: 'latn', timeZone: 'UTC' })
		shortDateFormats.set(localeTag, format)
	}
	return format.format(new Date(`${isoDate}T00:00:00Z`))
}

export type ListPart<Key extends string> = { key: Key; text: string } | { text: string }

/**
 * Items joined the language's way ("A, B and C", "A، وB وC", "A, B и C") as parts, so each item can
 * be rendered as a link: items carry their `key`, the separators are plain text.
 */
export function listParts<Key extends string>(items: readonly { key: Key; text: string }[], localeTag: string): ListPart<Key>[] {
	let next = 0
	return new Intl.ListFormat(localeTag, { type: 'conjunction' }).formatToParts(items.map((item) => item.text)).map((part) => {
		if (part.type === 'literal') return { text: part.value }
		const item = items[next++]
		return item ? { key: item.key, text: part.value } : { text: part.value }
	})
}
