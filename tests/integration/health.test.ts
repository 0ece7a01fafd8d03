import { expect, test } from 'vitest'
import { createTestDatabase } from './support/database.ts'
import { createTestApp, TEST_BUILD_ID } from './support/http.ts'

test('healthz answers while the process is up; readyz while the database answers', async () => {
	const { db, pool } = await createTestDatabase()
	const request = createTestApp(db)

	const health = await request('/healthz')
	expect(health.status).toBe(200)
	expect(await health.json()).toMatchObject({ status: 'ok' })

	const ready = await request('/readyz')
	expect(ready.status).toBe(200)
	expect(await ready.json()).toEqual({ status: 'ready' })

	const lifecycle = { draining: true }
	const draining = await createTestApp(db, {}, lifecycle)('/readyz')
	expect(draining.status).toBe(503)
	expect(await draining.json()).toEqual({ status: 'draining' })

	await pool.end()
	const unready = await request('/readyz')
	expect(unready.status).toBe(503)
	expect(await unready.json()).toEqual({ status: 'unavailable' })
	expect((await request('/healthz')).status).toBe(200)
})

test('the latest build id is served fresh on every poll, whatever the query', async () => {
	const { db, pool } = await createTestDatabase()
	const request = createTestApp(db)
	const response = await request('/_build/latest.json?ts=1732252800000')
	expect(response.status).toBe(200)
	expect(response.headers.get('Cache-Control')).toBe('no-store')
	expect(await response.json()).toEqual({ buildId: TEST_BUILD_ID })
	await pool.end()
})
