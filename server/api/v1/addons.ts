import { Hono } from 'hono'
import type { Database } from '../../db/client.ts'
import { listAddons } from '../../db/queries/addons.ts'
import { apiLocale } from '../errors.ts'
import { publicJson } from '../public-json.ts'

/** /addons: extras that go with any plan, in the language of `?locale=`. */
export function createAddonsRouter({ db }: { db: Database }) {
	const router = new Hono()
	router.get('/', async (c) => publicJson(c, await listAddons(db, apiLocale(c))))
	return router
}
