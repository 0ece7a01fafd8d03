/**
 * GET /client/api/v1/subscriptions/{id} checks its session in the same query as the plan's row
 * (server/schedule/plan-answers.ts answerForSession; the API's session middleware leaves that
 * read alone). What must hold as for every other signed-in route: a revoked or expired session
 * is refused on its very next read, even when the plan's answer is kept; a cookie works as a
 * Bearer token does; the session's expiry slides as authenticate() slides it; and the read is
 * one round trip to the database, the budget's reason for all this.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSessionStore, SESSION_COOKIE } from '../../../server/auth/sessions.ts'
import { sessions } from '../../../server/db/schema.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const store = createSessionStore(db)

type Owner = { customerId: number; planId: string; auth: Record<string, string> }
let owner: Owner

const read = (planId: string, headers: Record<string, string>) => app.request(`/client/api/v1/subscriptions/${planId}`, { headers })

/** A second session of the owner's (as a second device signs in), its token and its Bearer header. */
async function anotherSession(remember = false) {
	const { token } = await store.create(owner.customerId, { remember })
	return { token, auth: { Authorization: `Bearer ${token}` } }
}

beforeAll(async () => {
	const { auth, customer } = await signedInCustomer(db, 'Hessa')
	await payPlan(app, { auth, weeks: 2 })
	const list = (await (await app.request('/client/api/v1/subscriptions', { headers: auth })).json()) as { data: { id: string }[] }
	owner = { customerId: customer.id, planId: list.data[0]!.id, auth }
})

describe('the plan read’s own session check', () => {
	test('a session revoked after its plan’s answer was kept is refused on the very next read (401), the other session still reads', async () => {
		const device = await anotherSession()
		for (let i = 0; i < 2; i += 1) expect((await read(owner.planId, device.auth)).status).toBe(200)
		await store.revoke(device.token)
		const refused = await read(owner.planId, device.auth)
		expect(refused.status).toBe(401)
		expect(await refused.json()).toMatchObject({ error: { code: 'unauthenticated' } })
		expect((await read(owner.planId, owner.auth)).status).toBe(200)
	})

	test('"log out everywhere": every session of the customer is refused at once, whatever was kept', async () => {
		const devices = [await anotherSession(), await anotherSession(true)]
		for (const device of devices) expect((await read(owner.planId, device.auth)).status).toBe(200)
		await store.revokeAll(owner.customerId, (await store.authenticate(owner.auth.Authorization!.slice(7)))!.sessionId)
		for (const device of devices) expect((await read(owner.planId, device.auth)).status).toBe(401)
		expect((await read(owner.planId, owner.auth)).status).toBe(200)
	})

	test('an expired session is 401; no token, a malformed one and an unknown one are 401; with an id that is no plan’s id too', async () => {
		const device = await anotherSession()
		expect((await read(owner.planId, device.auth)).status).toBe(200)
		await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, (await store.authenticate(device.token))!.sessionId))
		expect((await read(owner.planId, device.auth)).status).toBe(401)
		for (const auth of [{}, { Authorization: 'Bearer short' }, { Authorization: `Bearer ${'A'.repeat(43)}` }] as Record<string, string>[]) {
			expect((await read(owner.planId, auth)).status).toBe(401)
			expect((await read('not-a-plan', auth)).status).toBe(401)
		}
		// Signed in, an id that is no plan's: 404 as before.
		expect((await read('not-a-plan', owner.auth)).status).toBe(404)
	})

	test('the session cookie reads the plan as the Bearer token does; HEAD is checked the same way', async () => {
		const device = await anotherSession()
		expect((await read(owner.planId, { Cookie: `${SESSION_COOKIE}=${device.token}` })).status).toBe(200)
		expect((await app.request(`/client/api/v1/subscriptions/${owner.planId}`, { method: 'HEAD', headers: device.auth })).status).toBe(200)
		await store.revoke(device.token)
		expect((await read(owner.planId, { Cookie: `${SESSION_COOKIE}=${device.token}` })).status).toBe(401)
		expect((await app.request(`/client/api/v1/subscriptions/${owner.planId}`, { method: 'HEAD', headers: device.auth })).status).toBe(401)
	})

	test('a session last seen over ten minutes ago slides its expiry on a plan read, as on any other signed-in request', async () => {
		const device = await anotherSession()
		const { sessionId } = (await store.authenticate(device.token))!
		const longAgo = new Date(Date.now() - 60 * 60 * 1000)
		await db.update(sessions).set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60 * 1000) }).where(eq(sessions.id, sessionId))
		expect((await read(owner.planId, device.auth)).status).toBe(200)
		const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId))
		expect(row!.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime())
		expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000)
	})
})

describe('reads that arrive together (one statement for the batch)', () => {
	test('a burst of reads from four sessions, a revoked one, a stranger and an unknown id: each gets its own answer, in one statement', async () => {
		const devices = [await anotherSession(), await anotherSession(true), await anotherSession()]
		const revoked = await anotherSession()
		await store.revoke(revoked.token)
		const stranger = await signedInCustomer(db, 'Noura')
		const unknownPlan = '00000000-0000-4000-8000-000000000000'
		const pool = db.$client
		const query = pool.query.bind(pool)
		let statements = 0
		pool.query = ((...args: Parameters<typeof pool.query>) => {
			statements += 1
			return query(...args)
		}) as typeof pool.query
		let statuses: number[]
		try {
			const responses = await Promise.all([
				...[owner, ...devices, owner].map((reader) => read(owner.planId, reader.auth)),
				read(owner.planId, revoked.auth),
				read(owner.planId, stranger.auth),
				read(unknownPlan, owner.auth),
			])
			statuses = responses.map((response) => response.status)
		} finally {
			pool.query = query
		}
		expect(statuses).toEqual([200, 200, 200, 200, 200, 401, 404, 404])
		expect(statements).toBe(1)
	})

	test('a session revoked between two bursts is refused in the second', async () => {
		const device = await anotherSession()
		const burst = () => Promise.all([read(owner.planId, device.auth), read(owner.planId, owner.auth)])
		expect((await burst()).map((response) => response.status)).toEqual([200, 200])
		await store.revoke(device.token)
		expect((await burst()).map((response) => response.status)).toEqual([401, 200])
	})
})

describe('one round trip', () => {
	test('a kept plan read sends one statement to the database (it sent two: the session, then the plan’s row)', async () => {
		expect((await read(owner.planId, owner.auth)).status).toBe(200)
		const pool = db.$client
		const query = pool.query.bind(pool)
		const sent: string[] = []
		pool.query = ((...args: Parameters<typeof pool.query>) => {
			const [config] = args as unknown as [string | { text: string }]
			sent.push(typeof config === 'string' ? config : config.text)
			return query(...args)
		}) as typeof pool.query
		try {
			expect((await read(owner.planId, owner.auth)).status).toBe(200)
		} finally {
			pool.query = query
		}
		expect(sent).toHaveLength(1)
		expect(sent[0]).toMatch(/"sessions".*"subscriptions"/s)
	})
})
