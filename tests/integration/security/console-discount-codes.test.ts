/**
 * Discount codes and campaigns in the console (issue 18, item 2; docs/console.md "Discount codes
 * and campaigns"): only owners and managers open or change them, on the server; bad values are
 * field errors (400) that change nothing; a new code is priced at once and a retired one refused
 * at checkout on every instance, while orders already placed keep their discount; a code's usage
 * limit still holds under a burst of parallel orders after it was edited; a campaign page moves
 * from one code to another; every change is audited and announced (NOTIFY) in its transaction.
 */
import { desc, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { CATALOGUE_CHANNEL } from '../../../server/catalogue/catalogue-change.ts'
import { createDatabase } from '../../../server/db/client.ts'
import { discountCodes, orders, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, newKey, orderBody, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
// Behind one proxy hop, so that the burst below comes from ten customers' own addresses (X-Forwarded-For).
const { request } = createCheckoutTestApp(db, { TRUST_PROXY_HOPS: '1' })

const cookieOf = async (role: StaffRole, locale: 'en' | 'ar' = 'en') => consoleCookie(db, (await enrolledStaff(db, role, { locale })).id)
const codeRow = async (code: string) => (await db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]
const auditsOf = (code: string) => db.select().from(staffAuditLog).where(eq(staffAuditLog.subject, `discount-code:${code}`)).orderBy(desc(staffAuditLog.id))

type Priced = { total: number; discount_codes_applied: string[]; discounts_error_code: string | null }
async function priceWith(code: string, app = request): Promise<Priced> {
	const response = await app('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [code] }),
	})
	expect(response.status).toBe(200)
	return ((await response.json()) as { data: Priced }).data
}

/** A code as the new-code form posts it: 10 % off, no dates, no limits, unless overridden. */
const codeForm = (fields: Record<string, string>) => ({ discountType: 'percentage', value: '10', campaign: '', ...fields })

async function createCode(fields: Record<string, string>, role: StaffRole = 'manager') {
	const response = await request('/console/catalogue/codes/new/', consoleForm(await cookieOf(role), codeForm(fields)))
	expect(response.status, await response.clone().text()).toBe(303)
	return response.headers.get('Location')
}

describe('roles', () => {
	test('kitchen, dispatch and support are refused every page and action on the server; nobody signed in is sent to sign in', async () => {
		await createCode({ code: 'ROLES10' })
		const pages = ['/console/catalogue/codes/', '/console/catalogue/codes/new/', '/console/catalogue/codes/ROLES10/', '/console/catalogue/campaigns/']
		const posts: Array<[string, Record<string, string>]> = [
			['/console/catalogue/codes/new/', codeForm({ code: 'SNEAKY10' })],
			['/console/catalogue/codes/ROLES10/', codeForm({ value: '90' })],
			['/console/catalogue/codes/ROLES10/retire/', {}],
			['/console/catalogue/codes/ROLES10/restore/', {}],
		]
		for (const role of ['kitchen', 'dispatch', 'support'] as const) {
			const cookie = await cookieOf(role)
			for (const path of pages) expect((await request(path, { headers: { Cookie: cookie } })).status, `${role} GET ${path}`).toBe(403)
			for (const [path, form] of posts) expect((await request(path, consoleForm(cookie, form))).status, `${role} POST ${path}`).toBe(403)
		}
		for (const role of ['owner', 'manager'] as const) {
			const cookie = await cookieOf(role)
			for (const path of pages) expect((await request(path, { headers: { Cookie: cookie } })).status, `${role} GET ${path}`).toBe(200)
		}
		for (const path of pages) expect((await request(path)).status).toBe(303)
		expect(await codeRow('SNEAKY10')).toBeUndefined()
		expect(await codeRow('ROLES10')).toMatchObject({ value: 10, isActive: true })
		expect((await auditsOf('ROLES10')).map((row) => row.action)).toEqual(['discount-code.create'])
	})

	test('a form posted from another site is refused', async () => {
		const form = consoleForm(await cookieOf('owner'), codeForm({ code: 'CROSS10' }))
		const response = await request('/console/catalogue/codes/new/', { ...form, headers: { ...(form.headers as Record<string, string>), 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } })
		expect(response.status).toBe(403)
		expect(await codeRow('CROSS10')).toBeUndefined()
	})
})

describe('validation', () => {
	test('bad values are field errors (400), never 500, and save nothing', async () => {
		const cookie = await cookieOf('manager')
		const response = await request(
			'/console/catalogue/codes/new/',
			consoleForm(cookie, {
				code: 'no spaces!',
				discountType: 'percentage',
				value: '150',
				validFrom: '2027-03-10',
				validUntil: '2027-03-01',
				maxUses: '0',
				cardBins: '1234',
				campaign: 'no-such-page',
				'plan-no-such-plan': 'on',
			}),
		)
		expect(response.status).toBe(400)
		const html = await response.text()
		expect(html.match(/aria-invalid="true"/g)).toHaveLength(6)
		expect(html).toContain('Enter a whole percentage from 1 to 100.')
		expect(html).toContain('The last day cannot be before the first day.')
		expect(html).toContain('Each BIN is 6 to 8 digits')
		expect(html).toContain('Choose plans from the list.')
		// What was typed is shown again, for correcting.
		expect(html).toContain('value="no spaces!"')
		expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'discount-code.create'))).toHaveLength(1)
	})

	test('the errors are in Arabic for Arabic staff; a fixed amount must stay below the cheapest order; a code is made once', async () => {
		const cookie = await cookieOf('owner', 'ar')
		const tooMuch = await request('/console/catalogue/codes/new/', consoleForm(cookie, codeForm({ code: 'HUGE', discountType: 'flat', value: '100000' })))
		expect(tooMuch.status).toBe(400)
		const html = await tooMuch.text()
		expect(html).toContain('dir="rtl"')
		expect(html).toMatch(/يجب أن يكون المبلغ أقل من [\d.]+ درهم/)
		expect(await codeRow('HUGE')).toBeUndefined()

		const taken = await request('/console/catalogue/codes/new/', consoleForm(cookie, codeForm({ code: 'welcome15' })))
		expect(taken.status).toBe(400)
		expect(await taken.text()).toContain('هذا الرمز موجود بالفعل')
		expect(await codeRow('WELCOME15')).toMatchObject({ value: 15 })
	})
})

describe('checkout', () => {
	test('a new code is priced at once; retired, checkout refuses it on every instance while a placed order keeps its discount; brought back, it works again', async () => {
		expect((await priceWith('AUTUMN12')).discounts_error_code).toBe('unknown')
		const location = await createCode({ code: 'autumn12', value: '12', validUntil: '2099-12-31', maxUsesPerCustomer: '3' })
		expect(location).toBe('/console/catalogue/codes/AUTUMN12/?done=created')
		expect(await codeRow('AUTUMN12')).toMatchObject({ discountType: 'percentage', value: 12, maxUsesPerCustomer: 3, validUntil: new Date('2100-01-01T00:00:00+04:00'), isActive: true })
		const priced = await priceWith('AUTUMN12')
		expect(priced.discount_codes_applied).toEqual(['AUTUMN12'])

		const placed = await postOrder(request, { ...(await orderBody(request, { email: 'autumn@example.com' })), discount_code: ['AUTUMN12'], expected_total: priced.total })
		expect(placed.status).toBe(201)
		const placedId = ((await placed.json()) as { data: { id: string } }).data.id
		const before = (await db.select().from(orders).where(eq(orders.publicId, placedId)))[0]!

		// Another instance: its own pool on the same database.
		const other = createDatabase(url)
		afterAll(() => other.pool.end())
		const otherApp = createCheckoutTestApp(other.db).request
		expect((await priceWith('AUTUMN12', otherApp)).discount_codes_applied).toEqual(['AUTUMN12'])

		const retired = await request('/console/catalogue/codes/AUTUMN12/retire/', consoleForm(await cookieOf('manager'), {}))
		expect(retired.status).toBe(303)
		for (const app of [request, otherApp]) expect(await priceWith('AUTUMN12', app)).toMatchObject({ discount_codes_applied: [], discounts_error_code: 'switched-off' })
		const refused = await postOrder(request, { ...(await orderBody(request, { email: 'late@example.com' })), discount_code: ['AUTUMN12'], expected_total: priced.total })
		expect(refused.status).toBe(409)
		expect(await refused.json()).toMatchObject({ error: { code: 'price_changed', price: { discount_codes_applied: [], discounts_error_code: 'switched-off' } } })

		const after = (await db.select().from(orders).where(eq(orders.publicId, placedId)))[0]!
		expect({ total: after.totalFils, price: after.price, codes: after.discountCodes }).toEqual({ total: before.totalFils, price: before.price, codes: ['AUTUMN12'] })
		expect(await codeRow('AUTUMN12')).toMatchObject({ isActive: false })
		// Retiring twice records it once.
		await request('/console/catalogue/codes/AUTUMN12/retire/', consoleForm(await cookieOf('owner'), {}))
		expect((await auditsOf('AUTUMN12')).map((row) => row.action)).toEqual(['discount-code.retire', 'discount-code.create'])

		expect((await request('/console/catalogue/codes/AUTUMN12/restore/', consoleForm(await cookieOf('owner'), {}))).status).toBe(303)
		expect((await priceWith('AUTUMN12', otherApp)).discount_codes_applied).toEqual(['AUTUMN12'])
	})

	test('every change announces itself to every instance in its transaction', async () => {
		const client = new pg.Client({ connectionString: url })
		await client.connect()
		const heard: string[] = []
		client.on('notification', (message) => heard.push(message.channel))
		await client.query(`listen ${CATALOGUE_CHANNEL}`)
		try {
			await createCode({ code: 'HEARD5', value: '5' })
			await request('/console/catalogue/codes/HEARD5/', consoleForm(await cookieOf('owner'), codeForm({ value: '6' })))
			await request('/console/catalogue/codes/HEARD5/retire/', consoleForm(await cookieOf('owner'), {}))
			// A refused form announces nothing.
			await request('/console/catalogue/codes/HEARD5/', consoleForm(await cookieOf('owner'), codeForm({ value: '0' })))
			await expect.poll(() => heard.length).toBe(3)
		} finally {
			await client.end()
		}
	})

	test('an edit is audited before and after and changes no placed order', async () => {
		await createCode({ code: 'EDITME', value: '5', maxUses: '100' })
		const priced = await priceWith('EDITME')
		const placed = await postOrder(request, { ...(await orderBody(request, { email: 'editme@example.com' })), discount_code: ['EDITME'], expected_total: priced.total })
		expect(placed.status).toBe(201)
		const [before] = await db.select({ total: orders.totalFils, price: orders.price }).from(orders).orderBy(desc(orders.id)).limit(1)

		const response = await request(
			'/console/catalogue/codes/EDITME/',
			consoleForm(await cookieOf('manager'), codeForm({ discountType: 'flat', value: '50.50', minWeeks: '1', cardBins: '400555 51234567', 'plan-international': 'on', validFrom: '2026-01-01' })),
		)
		expect(response.status).toBe(303)
		expect(await codeRow('EDITME')).toMatchObject({ discountType: 'flat', value: 5_050, maxUses: null, minWeeks: 1, cardBins: ['400555', '51234567'], planSlugs: ['international'] })
		const [audit] = await auditsOf('EDITME')
		expect(audit).toMatchObject({ action: 'discount-code.edit', before: { discountType: 'percentage', value: 5, maxUses: 100 }, after: { discountType: 'flat', value: 5_050, maxUses: null } })
		const [after] = await db.select({ total: orders.totalFils, price: orders.price }).from(orders).orderBy(desc(orders.id)).limit(1)
		expect(after).toEqual(before)
		const page = await (await request('/console/catalogue/codes/EDITME/', { headers: { Cookie: await cookieOf('manager') } })).text()
		expect(page).toContain('Discount code changed')
		expect(page).toContain('value="50.50"')
	})
})

describe('limits', () => {
	test('a usage limit lowered in the console holds under a burst of parallel orders', async () => {
		await createCode({ code: 'LIMITED', value: '20', maxUses: '8' })
		expect((await request('/console/catalogue/codes/LIMITED/', consoleForm(await cookieOf('owner'), codeForm({ value: '25', maxUses: '3' })))).status).toBe(303)
		const total = (await priceWith('LIMITED')).total
		const bodies = await Promise.all(Array.from({ length: 10 }, (_, index) => orderBody(request, { email: `burst${index}@example.com` })))
		// Ten customers, each from an address of their own (one address may hold only ten uses of capped codes).
		const responses = await Promise.all(
			bodies.map((body, index) => postOrder(request, { ...body, discount_code: ['LIMITED'], expected_total: total }, { key: newKey(), headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` } })),
		)
		const statuses = responses.map((response) => response.status).sort()
		console.info(`edited limit 3, 10 parallel orders: ${statuses.filter((status) => status === 201).length} made with the code`)
		expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(409)])
		expect((await priceWith('LIMITED')).discounts_error_code).toBe('used-up')
	})
})

describe('campaigns', () => {
	test('a campaign page moves to a new code (the old one loses it, both audited); the campaigns page shows it and checks the example', async () => {
		expect((await codeRow('NY25'))?.campaign).toBe('ny25')
		// Dates from today on, not fixed ones: a code that began in the past shows as live, one that ended is refused (end-past).
		const today = uaeDateOf(new Date())
		await createCode({ code: 'NEWYEAR27', value: '15', validFrom: addDays(today, 30), validUntil: addDays(today, 60), minWeeks: '4', campaign: 'ny25' })
		expect(await codeRow('NEWYEAR27')).toMatchObject({ campaign: 'ny25', isAutomatic: true })
		expect((await codeRow('NY25'))?.campaign).toBeNull()
		expect(await auditsOf('NY25')).toMatchObject([{ action: 'discount-code.edit', before: { campaign: 'ny25' }, after: { campaign: null } }])

		const cookie = await cookieOf('manager')
		const page = await (await request('/console/catalogue/campaigns/', { headers: { Cookie: cookie } })).text()
		expect(page).toMatch(/\/campaign\/ny25\/[\s\S]*?NEWYEAR27[\s\S]*?Scheduled/)
		expect(page).toContain('Priced on the page with the code.')
		// A code that no longer accepts the page's example (Weight loss) is flagged.
		await request('/console/catalogue/codes/NEWYEAR27/', consoleForm(cookie, codeForm({ value: '15', 'plan-international': 'on', campaign: 'ny25' })))
		const flagged = await (await request('/console/catalogue/campaigns/', { headers: { Cookie: cookie } })).text()
		expect(flagged).toContain('The code does not accept this order')
	})
})

describe('hostile input', () => {
	test('hostile values in any field, and strange addresses, never answer 5xx', async () => {
		const cookie = await cookieOf('owner')
		const hostile = ['\u0000', 'a\uDFFFb', '\u202Eevil', '<script>alert(1)</script>', 'x'.repeat(5_000), '١٢٣٤٥٦', '1e309']
		const names = ['code', 'discountType', 'value', 'validFrom', 'validUntil', 'maxUses', 'maxUsesPerCustomer', 'minOrder', 'minWeeks', 'cardBins', 'campaign', 'plan-international', 'plan-\u0000']
		const statuses = new Set<number>()
		for (const value of hostile) {
			for (const name of names) {
				const form = consoleForm(cookie, codeForm({ code: 'HOSTILE1', [name]: value }))
				const answers = await Promise.all(['/console/catalogue/codes/new/', '/console/catalogue/codes/EDITME/'].map((path) => request(path, form)))
				for (const answer of answers) statuses.add(answer.status)
			}
		}
		for (const path of ['/console/catalogue/codes/%00/', '/console/catalogue/codes/..%2F/', `/console/catalogue/codes/${'A'.repeat(500)}/`, '/console/catalogue/codes/welcome15/retire/']) {
			statuses.add((await request(path, { headers: { Cookie: cookie } })).status)
			statuses.add((await request(path, consoleForm(cookie, {}))).status)
		}
		expect([...statuses].filter((status) => status >= 500)).toEqual([])
		expect(await db.select({ code: discountCodes.code }).from(discountCodes).where(eq(discountCodes.code, '<SCRIPT>ALERT(1)</SCRIPT>'))).toEqual([])
		expect(await codeRow('WELCOME15')).toMatchObject({ isActive: true, value: 15 })
	}, 180_000)
})
