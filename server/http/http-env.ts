import type { SessionCustomer } from '../auth/sessions.ts'
import type { Logger } from '../logger.ts'

/** What the HTTP layer's first step sets on every request (create-app.ts), and the API's session step the customer. */
export type HttpEnv = { Variables: { requestId: string; logger: Logger; clientIp: string; customer: SessionCustomer | null } }
