/**
 * Structured data for search engines, written into a `<script type="application/ld+json">`.
 * The JSON is placed inside HTML, so any `<` would let a text containing `</script>` (or `<!--`)
 * end the script early and turn the rest into markup. Escaping `<`, `>` and `&` as \u003c etc.
 * keeps the JSON identical for a parser while the HTML parser never sees a tag; U+2028/U+2029
 * are escaped too, for old JavaScript parsers that treat them as line ends.
 */
const UNSAFE = /[<>&\u2028\u2029]/g

export function serializeJsonLd(data: unknown): string {
	return JSON.stringify(data).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
