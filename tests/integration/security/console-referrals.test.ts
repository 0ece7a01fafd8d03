/**
 * The console's referrals section (issue 19, item 6) through the real HTTP layer: every role ×
 * every action against the permissions table (owners and managers only); an ambassador added in
 * the console works at once (their code prices the welcome discount, their page is found), is
 * changed and retired with the audit row of each in its transaction and the catalogue NOTIFY, and
 * a retired ambassador's code stops working while the orders and ledger keep theirs; bad values
 * are field errors with 400 and write nothing.
 */
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'
import { REFERRALS_MESSAGES } from '../../../content/console-messages/referrals.ts'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { CATALOGUE_CHANNEL } from '../../../server/catalogue/catalogue-change.ts'
import { findActiveAmbassador } from '../../../server/db/queries/ambassadors.ts'
import { ambassadors, orders, referralPayouts, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, orderBody, type OrderJson, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db, url: connectionString } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie } })
const post = (path: string, cookie: string, fields: Record<string, string>) => app.request(path, consoleForm(cookie, fields))

const cookies = {} as Record<StaffRole, string>
let made = 0
const fresh = () => {
	made += 1
	return { handle: `console-amb-${made}`, displayName: `Console Ambassador ${made}`, referralCode: `CONSOLEAMB${made}`, welcomeCode: '', reward: '40' }
}
const idOf = async (handle: string) => (await db.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.handle, handle)))[0]!.id

let ambassadorId = 0

beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)
	const [row] = await db.insert(ambassadors).values({ handle: 'role-test', displayName: 'Role Test', referralCode: 'ROLETEST', rewardsOwedFils: 1_000_000 }).returning()
	ambassadorId = row!.id
})

type Action = { permission: Permission; send: (cookie: string) => Response | Promise<Response> }
const ACTIONS: Record<string, Action> = {
	'list the ambassadors': { permission: 'referrals.manage', send: (cookie) => get('/console/referrals/', cookie) },
	'open the new-ambassador form': { permission: 'referrals.manage', send: (cookie) => get('/console/referrals/new/', cookie) },
	'add an ambassador': { permission: 'referrals.manage', send: (cookie) => post('/console/referrals/new/', cookie, fresh()) },
	'open an ambassador': { permission: 'referrals.manage', send: (cookie) => get(`/console/referrals/${ambassadorId}/`, cookie) },
	'change an ambassador': {
		permission: 'referrals.manage',
		send: (cookie) => post(`/console/referrals/${ambassadorId}/`, cookie, { displayName: 'Role Test', referralCode: 'ROLETEST', welcomeCode: '', reward: '10' }),
	},
	'retire an ambassador': { permission: 'referrals.manage', send: (cookie) => post(`/console/referrals/${ambassadorId}/retire/`, cookie, {}) },
	'bring an ambassador back': { permission: 'referrals.manage', send: (cookie) => post(`/console/referrals/${ambassadorId}/restore/`, cookie, {}) },
	'mark rewards paid': { permission: 'referrals.manage', send: (cookie) => post(`/console/referrals/${ambassadorId}/payouts/`, cookie, { amount: '1', reference: 'ROLE-TEST' }) },
}

describe('every role × every referrals action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const auditBefore = await db.$count(staffAuditLog)
				const payoutsBefore = await db.$count(referralPayouts)
				const response = await action.send(cookies[role])
				if (allowed) expect([200, 303]).toContain(response.status)
				else {
					expect(response.status).toBe(403)
					expect(await db.$count(staffAuditLog)).toBe(auditBefore)
					expect(await db.$count(referralPayouts)).toBe(payoutsBefore)
				}
			})
		}
	}

	test('only owners and managers manage referrals', () => {
		expect(STAFF_ROLES.filter((role) => can(role, 'referrals.manage'))).toEqual(['owner', 'manager'])
	})
})

const price = async (referralCode: string) => {
	const response = await app.request('/client/api/v1/price?locale=en', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', referral_code: referralCode }),
	})
	return ((await response.json()) as { data: { discount_codes_applied: string[] } }).data
}

describe('an ambassador made, changed and retired in the console', () => {
	test('added with a welcome code: audited, announced to every instance, their code and page work at once', async () => {
		const listener = new pg.Client({ connectionString })
		await listener.connect()
		const heard: string[] = []
		listener.on('notification', (message) => heard.push(message.channel))
		await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`)
		try {
			const form = { ...fresh(), welcomeCode: 'welcome15', reward: '55.50' }
			const response = await post('/console/referrals/new/', cookies.manager, form)
			expect(response.status).toBe(303)
			const id = await idOf(form.handle)
			expect(response.headers.get('Location')).toBe(`/console/referrals/${id}/?done=created`)
			const [row] = await db.select().from(ambassadors).where(eq(ambassadors.id, id))
			expect(row).toMatchObject({ displayName: form.displayName, referralCode: form.referralCode, rewardFils: 5_550, isActive: true })
			const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'ambassador.create'), eq(staffAuditLog.subject, `ambassador:${id}`)))
			expect(audit?.after).toMatchObject({ handle: form.handle, referralCode: form.referralCode, welcomeCode: 'WELCOME15', rewardFils: 5_550 })
			await expect.poll(() => heard.length).toBeGreaterThan(0)

			expect((await price(form.referralCode)).discount_codes_applied).toEqual(['WELCOME15'])
			expect(await findActiveAmbassador(db, form.handle)).toMatchObject({ displayName: form.displayName, welcomeDiscount: { code: 'WELCOME15' } })
		} finally {
			await listener.end()
		}
	})

	test('changed: the new code works and the old one does not; the audit row has before and after', async () => {
		const form = fresh()
		await post('/console/referrals/new/', cookies.owner, form)
		const id = await idOf(form.handle)
		const changed = { displayName: 'Renamed Ambassador', referralCode: `${form.referralCode}X`, welcomeCode: 'WELCOME15', reward: '12.5' }
		const response = await post(`/console/referrals/${id}/`, cookies.manager, changed)
		expect(response.status).toBe(303)
		expect((await price(changed.referralCode)).discount_codes_applied).toEqual(['WELCOME15'])
		expect((await price(form.referralCode)).discount_codes_applied).toEqual([])
		const [audit] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'ambassador.edit'), eq(staffAuditLog.subject, `ambassador:${id}`)))
		expect(audit).toMatchObject({
			before: { displayName: form.displayName, referralCode: form.referralCode, welcomeCode: null, rewardFils: 4_000 },
			after: { displayName: 'Renamed Ambassador', referralCode: changed.referralCode, welcomeCode: 'WELCOME15', rewardFils: 1_250 },
		})
		// The page address never changes.
		expect(await findActiveAmbassador(db, form.handle)).toMatchObject({ displayName: 'Renamed Ambassador' })
	})

	test('retired: the page and code stop working, the order made with it keeps it, the row stays; brought back, they work again', async () => {
		const form = { ...fresh(), welcomeCode: 'WELCOME15' }
		await post('/console/referrals/new/', cookies.manager, form)
		const id = await idOf(form.handle)
		const body = await orderBody(app.request)
		const welcomePrice = await app.request('/client/api/v1/price?locale=en', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ plan: 'international', days_per_week: 6, number_of_weeks: 1, referral_code: form.referralCode }),
		})
		const expected = ((await welcomePrice.json()) as { data: { total: number } }).data.total
		const made = await postOrder(app.request, { ...body, referral_code: form.referralCode, expected_total: expected })
		expect(made.status).toBe(201)
		const order = ((await made.json()) as { data: OrderJson }).data

		const retired = await post(`/console/referrals/${id}/retire/`, cookies.manager, {})
		expect(retired.status).toBe(303)
		expect(retired.headers.get('Location')).toBe(`/console/referrals/${id}/?done=retired`)
		expect(await findActiveAmbassador(db, form.handle)).toBeNull()
		expect((await price(form.referralCode)).discount_codes_applied).toEqual([])
		const [kept] = await db.select({ referralCode: orders.referralCode, codes: orders.discountCodes }).from(orders).where(eq(orders.publicId, order.id))
		expect(kept).toEqual({ referralCode: form.referralCode, codes: ['WELCOME15'] })
		expect(await db.$count(ambassadors, eq(ambassadors.id, id))).toBe(1)
		const page = await (await get(`/console/referrals/${id}/?done=retired`, cookies.manager)).text()
		expect(page).toContain(REFERRALS_MESSAGES.en.retiredNote)
		expect(await db.$count(staffAuditLog, and(eq(staffAuditLog.action, 'ambassador.retire'), eq(staffAuditLog.subject, `ambassador:${id}`)))).toBe(1)

		expect((await post(`/console/referrals/${id}/restore/`, cookies.owner, {})).status).toBe(303)
		expect(await findActiveAmbassador(db, form.handle)).not.toBeNull()
	})
})

describe('bad values are field errors, and nothing is written', () => {
	const refusals: Array<[string, Record<string, string>, string]> = [
		['a malformed page address', { handle: '-bad-' }, 'handle-format'],
		['a page address taken', { handle: 'sara.k' }, 'handle-taken'],
		['no name', { displayName: '  ' }, 'name-required'],
		['a malformed code', { referralCode: 'ab' }, 'code-format'],
		['another ambassador’s code', { referralCode: 'SARAK' }, 'code-taken'],
		['a discount code', { referralCode: 'WELCOME15' }, 'code-taken'],
		['an unknown welcome code', { welcomeCode: 'NOSUCHCODE' }, 'welcome-unknown'],
		['a reward that is not an amount', { reward: '12,5x' }, 'reward-format'],
		['a reward above AED 10,000', { reward: '10000.01' }, 'reward-too-much'],
	]
	for (const [name, change, problem] of refusals) {
		test(name, async () => {
			const form = { ...fresh(), ...change }
			const count = await db.$count(ambassadors)
			const auditCount = await db.$count(staffAuditLog)
			const response = await post('/console/referrals/new/', cookies.manager, form)
			expect(response.status).toBe(400)
			expect(await response.text()).toContain(REFERRALS_MESSAGES.en.problems[problem as keyof (typeof REFERRALS_MESSAGES)['en']['problems']])
			expect(await db.$count(ambassadors)).toBe(count)
			expect(await db.$count(staffAuditLog)).toBe(auditCount)
		})
	}

	test('a code that orders already carry cannot be given to an ambassador (those orders would earn it a reward)', async () => {
		const made = await postOrder(app.request, { ...(await orderBody(app.request)), referral_code: 'ORPHANCODE' })
		expect(made.status).toBe(201)
		const response = await post('/console/referrals/new/', cookies.manager, { ...fresh(), referralCode: 'orphancode' })
		expect(response.status).toBe(400)
		expect(await response.text()).toContain(REFERRALS_MESSAGES.en.problems['code-taken'])
	})

	test('in Arabic, the page and its errors are in Arabic', async () => {
		const arabic = await consoleCookie(db, (await enrolledStaff(db, 'manager', { locale: 'ar' })).id)
		const response = await post('/console/referrals/new/', arabic, { ...fresh(), referralCode: 'x' })
		expect(response.status).toBe(400)
		const html = await response.text()
		expect(html).toContain('dir="rtl"')
		expect(html).toContain(REFERRALS_MESSAGES.ar.problems['code-format'])
	})

	test('an unknown ambassador is a 404', async () => {
		expect((await get('/console/referrals/999999/', cookies.manager)).status).toBe(404)
		expect((await get('/console/referrals/abc/', cookies.manager)).status).toBe(404)
		expect((await post('/console/referrals/999999/payouts/', cookies.manager, { amount: '1', reference: 'x' })).status).toBe(404)
	})
})
