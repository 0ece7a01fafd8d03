/**
 * The per-address limits of the contact and lead forms and of unknown discount codes under a
 * parallel burst (issue 16, item 4): each counts before its work in one atomic step, so 200
 * requests at the same moment get exactly the limit's worth of answers. A customer typing a
 * real code is never counted. The services are the ones the API routes and pages call.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { loadConfig } from '../../../server/config.ts'
import { createRateLimits, RATE_LIMIT_RULES } from '../../../server/http/rate-limits.ts'
import { createInquiryService } from '../../../server/inquiries/service.ts'
import { quotePrice } from '../../../server/pricing/price-service.ts'
import { createTestDatabase } from '../support/database.ts'

const { db } = await createTestDatabase()
const rateLimits = createRateLimits(db.$client)
const inquiries = createInquiryService({
	db,
	rateLimits,
	logger: pino({ level: 'silent' }),
	outbox: { dispatch: () => {} } as never,
	teamEmail: 'team@kcal.example',
	company: { ...loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).company, siteUrl: 'https://kcal.example' },
})

const BURST = 200
let lastAddress = 0
const newAddress = () => `192.0.2.${++lastAddress}`

/** The outcomes of a burst, counted: `{ sent: 5, 'rate-limited': 195 }`. */
async function burst(count: number, send: (index: number) => Promise<{ status: string }>) {
	const results = await Promise.all(Array.from({ length: count }, (_, index) => send(index)))
	const statuses: Record<string, number> = {}
	for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1
	return statuses
}

const rowsOf = async (table: 'contact_messages' | 'leads', email: string) =>
	Number((await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)} where email = ${email}`)).rows[0]?.count)

describe('the forms that send e-mail', () => {
	test(`${BURST} parallel contact messages from one address: 5 stored`, async () => {
		const clientIp = newAddress()
		const email = 'burst.contact@example.com'
		const input = { name: 'Sara Khan', email, phone: '050 123 4567', topic: 'delivery', message: 'My bag did not arrive this morning.', consent: true }
		const statuses = await burst(BURST, () => inquiries.submitContact({ input, locale: 'en', clientIp }))
		expect(statuses.sent).toBe(RATE_LIMIT_RULES.contact.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.contact.points)
		expect(await rowsOf('contact_messages', email)).toBe(RATE_LIMIT_RULES.contact.points)
	})

	test(`${BURST} parallel leads from one address: 5 stored`, async () => {
		const clientIp = newAddress()
		const email = 'burst.lead@example.com'
		const input = { name: 'Omar Haddad', phone: '+971 55 765 4321', email, goal: 'lose', sourcePath: '/campaign/lead_form/' }
		const statuses = await burst(BURST, () => inquiries.submitLead({ input, locale: 'en', clientIp }))
		expect(statuses.sent).toBe(RATE_LIMIT_RULES.lead.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.lead.points)
		expect(await rowsOf('leads', email)).toBe(RATE_LIMIT_RULES.lead.points)
	})
})

describe('unknown discount codes', () => {
	const quote = (code: string, clientIp: string) =>
		quotePrice({ plan: 'international', discount_code: [code] }, { db, locale: 'en', now: new Date(), codeGuesses: { limit: rateLimits.unknownDiscountCode, clientIp } })

	test(`${BURST} parallel made-up codes from one address: 20 answered`, async () => {
		const clientIp = newAddress()
		const statuses = await burst(BURST, (index) => quote(`GUESS${index}`, clientIp))
		expect(statuses.priced).toBe(RATE_LIMIT_RULES.unknownDiscountCode.points)
		expect(statuses['rate-limited']).toBe(BURST - RATE_LIMIT_RULES.unknownDiscountCode.points)
	})

	test(`${BURST} parallel made-up codes from one IPv6 /64, each from its own address in it: 20 answered`, async () => {
		const statuses = await burst(BURST, (index) => quote(`GUESS${index}`, `2001:db8:77:1::${(index + 1).toString(16)}`))
		expect(statuses.priced).toBe(RATE_LIMIT_RULES.unknownDiscountCode.points)
	})

	test(`a real code never counts: ${BURST} parallel prices with it from one address (an office) are all answered, then the guesses still get their 20`, async () => {
		const clientIp = newAddress()
		// Before, each price spent a point and gave it back afterwards, so a burst of real codes ran out the 20.
		expect(await burst(BURST, () => quote('WELCOME15', clientIp))).toEqual({ priced: BURST })
		const guesses = await burst(BURST, (index) => quote(`GUESS${index}`, clientIp))
		expect(guesses.priced).toBe(RATE_LIMIT_RULES.unknownDiscountCode.points)
		expect((await quote('WELCOME15', clientIp)).status).toBe('rate-limited')
	})
})
