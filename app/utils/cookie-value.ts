/** The raw value of cookie `name` in a Cookie header (or document.cookie), or undefined. */
export function rawCookieValue(header: string | null | undefined, name: string): string | undefined {
	for (const pair of header?.split(';') ?? []) {
		const separator = pair.indexOf('=')
		if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
	}
	return undefined
}
