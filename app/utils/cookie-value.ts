/** The raw value of cookie `name` in a Cookie header (or document.cookie), or undefined. */
export function rawCookieValue(header: string | null | undefined, name: string): string | undefined {
	for (const pair of header?.split(';') ?? []) {
		const separator = pair.indexOf('=')
		if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
	}
	return undefined
}

export type CookieAttributes = {
	maxAgeSeconds: number
	secure: boolean
	/** Lax unless said otherwise. */
	sameSite?: 'Lax' | 'Strict'
	/** Out of reach of the page's scripts. */
	httpOnly?: boolean
}

/** A Set-Cookie (or document.cookie) value for the whole site; Max-Age 0 deletes the cookie. */
export function siteCookie(name: string, value: string, { maxAgeSeconds, secure, sameSite = 'Lax', httpOnly = false }: CookieAttributes): string {
	return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}${httpOnly ? '; HttpOnly' : ''}; SameSite=${sameSite}${secure ? '; Secure' : ''}`
}
