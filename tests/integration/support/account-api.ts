/**
 * The customer account API as create-app.ts serves it, without the rest of the app: behind the
 * client address (X-Forwarded-For, or 192.0.2.1) and the customer the session token names.
 */
import { Hono } from 'hono'
import type { AccountEnv } from '../../../server/api/v1/account/context.ts'
import { type AccountApiOptions, createAccountApi } from '../../../server/api/v1/account/router.ts'
import { sessionTokenOf } from '../../../server/auth/sessions.ts'

export function accountApiApp(options: AccountApiOptions) {
	const app = new Hono<AccountEnv>()
	app.use(async (c, next) => {
		c.set('clientIp', c.req.header('X-Forwarded-For') ?? '192.0.2.1')
		const token = sessionTokenOf(c.req.raw.headers)
		c.set('customer', token ? await options.accounts.sessions.authenticate(token) : null)
		await next()
	})
	app.route('/client/api/v1', createAccountApi(options))
	return app
}
