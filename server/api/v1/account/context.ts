/** What the account routes read from the request, and the checks they share. */
import type { Context, Next } from 'hono'
import type { SessionCustomer } from '../../../auth/sessions.ts'
import { isCrossSiteRequest } from '../../../http/same-origin.ts'
import { apiError } from '../../errors.ts'

export type AccountEnv = { Variables: { clientIp: string; customer: SessionCustomer | null } }

/** 401 unless a customer is signed in (cookie or bearer token); the handler reads `c.get('customer')`. */
export async function requireCustomer(c: Context<AccountEnv>, next: Next) {
	if (!c.get('customer')) return apiError(c, 401, 'unauthenticated', 'unauthenticated')
	await next()
}

/** State-changing calls from a browser must come from our own pages (DESIGN §4). */
export function sameOrigin(publicOrigin: string) {
	return async (c: Context<AccountEnv>, next: Next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isCrossSiteRequest(c.req.raw.headers, [publicOrigin, new URL(c.req.url).origin])) {
			return apiError(c, 403, 'cross_site', 'crossSite')
		}
		await next()
	}
}
