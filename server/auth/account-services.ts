/**
 * What the account pages and API share: the session store, the rate limits of log-in,
 * registration and password reset, whether cookies must be Secure, and the e-mail outbox.
 */
import type { RateLimits } from '../http/rate-limits.ts'
import type { Outbox } from '../mail/outbox.ts'
import type { SessionStore } from './sessions.ts'

export type AccountServices = {
	sessions: SessionStore
	rateLimits: Pick<
		RateLimits,
		| 'loginPerIp'
		| 'loginPerAccountFromIp'
		| 'loginPerAccount'
		| 'registerPerIp'
		| 'resetPerIp'
		| 'resetPerAccountFromIp'
		| 'resetPerAccount'
		| 'otpPerIp'
		| 'otpPerAccount'
	>
	/** PUBLIC_ORIGIN is https: cookies get Secure. */
	https: boolean
	/** Sends the account e-mails right after their transaction commits (welcome, codes, deletion). */
	outbox: Pick<Outbox, 'dispatch'>
	/** The clock of expiries (reset codes); tests move it. */
	now?: () => Date
}
