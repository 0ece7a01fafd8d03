/**
 * What the account pages and API share: the session store, the rate limits of log-in,
 * registration and password reset, and whether cookies must be Secure.
 */
import type { RateLimits } from '../http/rate-limits.ts'
import type { SessionStore } from './sessions.ts'

export type AccountServices = {
	sessions: SessionStore
	rateLimits: Pick<
		RateLimits,
		'loginPerIp' | 'loginPerAccount' | 'registerPerIp' | 'resetPerIp' | 'resetPerAccount' | 'otpPerIp' | 'otpPerAccount'
	>
	/** PUBLIC_ORIGIN is https: cookies get Secure. */
	https: boolean
}
