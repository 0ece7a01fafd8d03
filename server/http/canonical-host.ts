/**
 * One origin for everything (issue 21, item 4): a request for another host name than
 * PUBLIC_ORIGIN's (`127.0.0.1` when the origin is `localhost`, `www.`, the bare IP of a machine)
 * is sent there first, path and query kept. Cookies, payment returns (the gateways come back to
 * PUBLIC_ORIGIN) and e-mail links then all live on one origin: a visitor who opened the site as
 * http://127.0.0.1:3000/ would otherwise pay and come back to a `localhost` that holds none of
 * their cookies.
 *
 * Only the host and port are compared, not the scheme: behind a TLS-terminating proxy the server
 * sees http for an https origin (the proxy redirects http to https; docs/operations.md).
 */
import type { MiddlewareHandler } from 'hono'
import { rememberPerString } from './remember-per-string.ts'
import type { RequestUrl } from './request-url.ts'

/** Probes and scrapes that address the instance itself (a load balancer, Prometheus), never a page. */
export const HOST_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics'])

const DEFAULT_PORTS = new Set(['', '80', '443'])

/** host:port with the scheme's default port left out whichever scheme it came with. */
function hostKey(url: RequestUrl) {
	return DEFAULT_PORTS.has(url.port) ? url.hostname : `${url.hostname}:${url.port}`
}

/**
 * Where a request for `requestUrl` must go instead, or null when it is on the canonical host
 * already (or is a probe). `publicOrigin` is PUBLIC_ORIGIN as the config gives it (no trailing slash).
 */
export function canonicalHostTarget(requestUrl: RequestUrl, publicOrigin: string): string | null {
	return targetOnHost(requestUrl, canonicalHostOf(publicOrigin))
}

type CanonicalHost = { origin: string; key: string }

function canonicalHostOf(publicOrigin: string): CanonicalHost {
	const canonical = new URL(publicOrigin)
	return { origin: canonical.origin, key: hostKey(canonical) }
}

function targetOnHost(requestUrl: RequestUrl, canonical: CanonicalHost): string | null {
	if (HOST_EXEMPT_PATHS.has(requestUrl.pathname)) return null
	if (hostKey(requestUrl) === canonical.key) return null
	return `${canonical.origin}${requestUrl.pathname}${requestUrl.search}`
}

/**
 * The middleware. It acts on requests that came over the network, which always name a host
 * (HTTP/1.1 requires the Host header); the server's own in-process calls (loaders reaching the API,
 * the payment sandbox calling back) carry none and are its own. GET and HEAD get 301; other
 * methods 308, which keeps the method and body (a 301 would turn a POST into a GET). PUBLIC_ORIGIN is
 * parsed once, and the answer is kept per address string (remember-per-string.ts): a request costs a lookup.
 */
export function canonicalHost(publicOrigin: string): MiddlewareHandler {
	const canonical = canonicalHostOf(publicOrigin)
	const targetOf = rememberPerString((href) => targetOnHost(new URL(href), canonical))
	return async (c, next) => {
		if (!c.req.header('Host')) return next()
		const target = targetOf(c.req.url)
		if (!target) return next()
		c.header('Cache-Control', 'public, max-age=3600')
		return c.redirect(target, c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308)
	}
}
