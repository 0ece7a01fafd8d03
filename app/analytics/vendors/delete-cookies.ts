/**
 * Removes first-party cookies a vendor's script set, once the visitor withdraws consent. Tools
 * set them on the site's registrable domain (".kcal.ae") rather than the host, so each parent
 * domain is tried: a cookie is only removed with the Domain it was set with.
 */
const EPOCH = new Date(0).toUTCString()

export function deleteCookies(isVendorCookie: (name: string) => boolean, doc: Document = document) {
	const names = doc.cookie
		.split(';')
		.map((pair) => (pair.split('=')[0] ?? '').trim())
		.filter((name) => name !== '' && isVendorCookie(name))
	const labels = doc.location.hostname.split('.')
	const domains = [null, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))]
	for (const name of names) {
		for (const domain of domains) doc.cookie = `${name}=; Expires=${EPOCH}; Path=/${domain ? `; Domain=${domain}` : ''}`
	}
}
