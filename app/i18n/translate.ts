/**
 * The site's message lookup, used by the server and the browser alike: dotted
 * keys typed against the English catalogue, `{{name}}` interpolation and
 * plural forms chosen by Intl.PluralRules (`key_one`, `key_few`, `key_many`,
 * `key_other`…; Arabic has six, Russian four), falling back to English for a
 * key a catalogue lacks. It is deliberately small: the first page load of the
 * site has a 120 KB JavaScript budget (docs/decisions/004-own-message-lookup.md).
 */
import { getLocale, type LocaleCode, type LocaleEntry } from '../../domain/locale.ts'
import type { Messages } from './messages/en.ts'
import type { PageMessages } from './messages/pages.en.ts'

type Leaves<T, Prefix extends string = ''> = {
	[K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** The server's catalogue: the browser's plus the pages' titles, headings and introductions. */
export type ServerMessages = Messages & { pages: PageMessages }

/** Every key of the browser's catalogue, e.g. 'nav.menu'. */
export type MessageKey = Leaves<Messages>
/** Every key the server can look up, e.g. 'pages.faqs.title' as well. */
export type ServerMessageKey = Leaves<ServerMessages>
export type MessageValues = Record<string, string | number> & { count?: number }
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string
/** Accepts every browser key too, so it serves wherever a `Translate` is expected. */
export type ServerTranslate = Translate<ServerMessageKey>

type Tree = { readonly [key: string]: string | Tree }

const KEYS_REMEMBERED = 5_000

function lookup(tree: Tree, key: string): string | undefined {
	let node: string | Tree | undefined = tree
	for (const part of key.split('.')) {
		if (typeof node !== 'object') return undefined
		node = node[part]
	}
	return typeof node === 'string' ? node : undefined
}

function interpolate(text: string, values: MessageValues | undefined) {
	if (!values) return text
	return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
		name in values ? String(values[name]) : placeholder,
	)
}

export function createTranslator<Catalogue extends object>(
	language: string,
	messages: Catalogue,
	fallback?: Catalogue,
): Translate<Leaves<Catalogue>> {
	const plurals = new Intl.PluralRules(language)
	// Each key is looked up once: a page renders a few hundred texts, the same ones on every render.
	// Keys are written in the code, so the map stays small; bounded all the same.
	const found = new Map<string, string | null>()
	const find = (key: string) => {
		let text = found.get(key)
		if (text === undefined) {
			text = lookup(messages as unknown as Tree, key) ?? (fallback ? lookup(fallback as unknown as Tree, key) : undefined) ?? null
			if (found.size < KEYS_REMEMBERED) found.set(key, text)
		}
		return text ?? undefined
	}
	return (key, values) => {
		const count = values?.count
		const text =
			(typeof count === 'number' ? (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`)) : undefined) ??
			find(key)
		// A missing key shows itself, so it is seen in review instead of rendering nothing.
		return text === undefined ? key : interpolate(text, values)
	}
}

export type I18n<T = Translate> = { locale: LocaleEntry; t: T }
export type ServerI18n = I18n<ServerTranslate>

/** A locale's entry and its translator. Plain TypeScript: the server's HTTP layer uses it before React is loaded. */
export function createI18n<Catalogue extends object>(
	locale: LocaleCode,
	messages: Catalogue,
	fallback?: Catalogue,
): I18n<Translate<Leaves<Catalogue>>> {
	const entry = getLocale(locale)
	return { locale: entry, t: createTranslator(entry.language, messages, fallback) }
}
