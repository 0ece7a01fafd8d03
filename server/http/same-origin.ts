/**
 * Whether a state-changing request comes from another site (DESIGN §4): the browser's
 * Sec-Fetch-Site when it sends one, else Origin. A request with neither is not from a browser
 * page (the mobile app, a server, curl), which cross-site request forgery needs, so it passes.
 */
export function isCrossSiteRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
	const fetchSite = headers.get('Sec-Fetch-Site')
	// 'none' is the visitor's own action (typed address, bookmark); 'same-site' is a sibling
	// subdomain, which we do not trust with our forms either.
	if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
	const origin = headers.get('Origin')
	if (origin === null) return false
	return !allowedOrigins.includes(origin)
}
