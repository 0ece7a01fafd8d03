/**
 * Text folding for the combobox's search: "creme" finds "Crème", "ёлка" finds "Елка"
 * and "احمد" finds "أَحْمَد". Normalisation rather than Intl.Collator because the search
 * matches anywhere inside a label, and a collator compares whole strings.
 */

/** Case, accents, Arabic short vowels and hamza seats, and the tatweel stripped away. */
export function foldForSearch(text: string, localeTag: string): string {
	return (
		text
			// NFD splits é into e + ◌́, ё into е + ◌̈ and أ into ا + hamza, and the marks are dropped;
			// all but the breve, which makes й a letter of its own in Russian (NFC puts it back).
			.normalize('NFD')
			.replace(/[\p{M}\u0640]/gu, (mark) => (mark === '\u0306' ? mark : ''))
			.normalize('NFC')
			// Alef maqsura and ya are written interchangeably at the end of Arabic words.
			.replace(/\u0649/g, '\u064a')
			.toLocaleLowerCase(localeTag)
	)
}

export type Searchable = { label: string; keywords?: readonly string[] }

/** The options whose label or keywords contain the query, in their original order. */
export function filterByQuery<T extends Searchable>(options: readonly T[], query: string, localeTag: string): readonly T[] {
	const needle = foldForSearch(query.trim(), localeTag)
	if (!needle) return options
	return options.filter((option) =>
		[option.label, ...(option.keywords ?? [])].some((text) => foldForSearch(text, localeTag).includes(needle)),
	)
}
