import { Hono } from 'hono'
import type { AccountApiOptions } from './router.ts'
import type { AccountEnv } from './context.ts'

export function createPasswordRoutes(_options: AccountApiOptions) {
	return new Hono<AccountEnv>()
}
