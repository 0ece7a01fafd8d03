/**
 * The account API (issue 6): registration and sessions, the password reset by one-time code,
 * the profile with its addresses, delivery preferences, saved cards and orders, and account
 * deletion. One sub-router per part, each in its own module; all share `requireCustomer` and the
 * same-origin check for browser calls.
 */
import { Hono } from 'hono'
import type { AccountServices } from '../../../auth/account-services.ts'
import type { Database } from '../../../db/client.ts'
import type { AccountEnv } from './context.ts'

export type AccountApiOptions = { db: Database; accounts: AccountServices; publicOrigin: string }

export function createAccountApi(_options: AccountApiOptions) {
	const api = new Hono<AccountEnv>()
	return api
}
