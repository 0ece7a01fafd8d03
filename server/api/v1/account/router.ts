/**
 * The account API (issue 6): registration and sessions, the password reset by one-time code,
 * the profile with its addresses, delivery preferences, saved cards and orders, and account
 * deletion. One sub-router per part, each in its own module; they share `requireCustomer` and
 * `sameOrigin` (context.ts) on every state-changing route.
 */
import { Hono } from 'hono'
import type { AccountServices } from '../../../auth/account-services.ts'
import type { Database } from '../../../db/client.ts'
import type { AccountEnv } from './context.ts'
import { createDeletionRoutes } from './deletion-routes.ts'
import { createPasswordRoutes } from './password-routes.ts'
import { createProfileRoutes } from './profile-routes.ts'
import { createSessionRoutes } from './session-routes.ts'

export type AccountApiOptions = { db: Database; accounts: AccountServices; publicOrigin: string }

export function createAccountApi(options: AccountApiOptions) {
	const api = new Hono<AccountEnv>()
	api.route('/', createSessionRoutes(options))
	api.route('/', createPasswordRoutes(options))
	api.route('/', createProfileRoutes(options))
	api.route('/', createDeletionRoutes(options))
	return api
}
