/**
 * An unpaid order holds a use of a code with a cap on everyone's uses (a campaign's 500) for 30
 * minutes, so that a customer who is paying does not lose it at the last moment. A script that
 * makes orders and never pays them could hold a campaign's last uses for as long as it runs; one
 * client address may hold at most 10 in 30 minutes (server/http/rate-limits.ts, `cappedCodeHold`).
 * Counted in one atomic step before the order is made: of a parallel burst, exactly 10 are made.
 * Orders with no code, or with a code capped per customer only, are not counted, nor is one that
 * made no order (its point is given back).
 *
 * Before the limit: all 20 orders of the burst were made, and held all 20 of the code's uses.
 */
import { describe, expect, test } from 'vitest'
import { discountCodes } from '../../../server/db/schema.ts'
import { RATE_LIMIT_RULES } from '../../../server/http/rate-limits.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp, newKey, orderBody, postOrder, quotedTotal } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

const CAPPED = 'LAUNCH20'
await db.insert(discountCodes).values({ code: CAPPED, discountType: 'percentage', value: 20, maxUses: 20 })

const BURST = 20
const LIMIT = RATE_LIMIT_RULES.cappedCodeHold.points
/** The burst's requests, for sending one again. */
const sent: { body: object; key: string; status: number }[] = []

/** The total of an order with `code`, which the price must apply. */
async function totalWith(code: string) {
	const price = await quotedTotal(request, 1, [code])
	expect(price.discount_codes_applied).toEqual([code])
	return price.total
}

describe('orders holding a capped code, per client address', () => {
	test(`${BURST} orders at once with a capped code from one address: ${LIMIT} made, the rest refused with a wait`, async () => {
		const body = { ...(await orderBody(request)), discount_code: [CAPPED], expected_total: await totalWith(CAPPED) }
		const requests = Array.from({ length: BURST }, (_, index) => ({ body: { ...body, email: `script.${index}@example.com` }, key: newKey() }))
		const responses = await Promise.all(requests.map(({ body, key }) => postOrder(request, body, { key })))
		const statuses = responses.map((response) => response.status)
		requests.forEach((sentRequest, index) => sent.push({ ...sentRequest, status: statuses[index]! }))
		expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT)
		const refused = responses.filter((response) => response.status === 429)
		expect(refused).toHaveLength(BURST - LIMIT)
		for (const response of refused) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(((await refused[0]!.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
	})

	test('the same request again (its Idempotency-Key) answers with its order, and orders without a capped code are still made', async () => {
		// A made order's request sent again is answered with that order, not counted again.
		const made = sent.find((earlier) => earlier.status === 201)!
		expect((await postOrder(request, made.body, { key: made.key })).status).toBe(200)
		// A new order with the code is refused: the address has used its holds.
		const body = { ...(await orderBody(request)), discount_code: [CAPPED], expected_total: await totalWith(CAPPED) }
		expect((await postOrder(request, body)).status).toBe(429)
		// No code, and a code capped per customer only (WELCOME15), hold nothing of anyone else's.
		expect((await postOrder(request, await orderBody(request, { email: 'nocode@example.com' }))).status).toBe(201)
		const welcome = { ...(await orderBody(request, { email: 'welcome@example.com' })), discount_code: ['WELCOME15'], expected_total: await totalWith('WELCOME15') }
		expect((await postOrder(request, welcome)).status).toBe(201)
	})
})
