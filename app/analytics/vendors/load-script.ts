/**
 * Adds a vendor's script to the page, the way the vendors' own snippets do (async, in the head).
 * The page's CSP nonce goes with it, as in Google's nonce-aware snippet, so that a vendor which
 * adds inline scripts of its own (Tag Manager's custom tags) can pass it on.
 */
export function loadScript(src: string) {
	const script = document.createElement('script')
	script.async = true
	script.src = src
	// Browsers hide the attribute's value once the page has loaded; the property keeps it.
	const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
	if (nonce) script.nonce = nonce
	document.head.append(script)
}
