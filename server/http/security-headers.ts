import { randomBytes } from 'node:crypto'

/** A fresh nonce for each HTML response; scripts without it do not run. */
export function createNonce() {
	return randomBytes(16).toString('base64')
}

/**
 * The enforced Content-Security-Policy of pages. `strict-dynamic` lets the
 * nonce-carrying entry script load the hashed route chunks it imports.
 * Styles allow inline attributes because React style props and the toast
 * library set them; style injection cannot run script.
 */
export function pageContentSecurityPolicy(nonce: string, { https, formTargets = [] }: { https: boolean; formTargets?: readonly string[] }) {
	return [
		"default-src 'self'",
		`script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"font-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		`form-action ${["'self'", ...formTargets].join(' ')}`,
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"object-src 'none'",
		...(https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
	return {
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'DENY',
		'Cross-Origin-Opener-Policy': 'same-origin',
		'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
		...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
	}
}

/** Non-HTML responses (API, files) never need to run or embed anything. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'"
