import { Hono } from 'hono'
import type { Database } from '../../db/client.ts'
import { listAreas, listCities } from '../../db/queries/delivery.ts'
import { apiError, apiLocale } from '../errors.ts'
import { publicJson } from '../public-json.ts'

/** City ids are small positive integers (Dubai is 1). */
const CITY_ID = /^[1-9][0-9]{0,5}$/

/** /cities: where we deliver and, per city, the areas with their delivery slots (`area_timing`). */
export function createDeliveryRouter({ db }: { db: Database }) {
	const router = new Hono()

	router.get('/', async (c) => publicJson(c, await listCities(db, apiLocale(c))))

	router.get('/:id/areas', async (c) => {
		const id = c.req.param('id')
		if (!CITY_ID.test(id)) return apiError(c, 400, 'invalid_city_id', 'invalidCityId')
		const found = await listAreas(db, Number(id), apiLocale(c))
		return found ? publicJson(c, found) : apiError(c, 404, 'city_not_found', 'cityNotFound')
	})

	return router
}
