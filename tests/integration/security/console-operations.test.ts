/**
 * Who may open the kitchen's and dispatch's pages and act on them (issue 19 items 3–4), over
 * HTTP: every role × every action against the permissions table; dispatch sees addresses only
 * for yesterday, today and tomorrow; the PDF and CSV answers; and the pages' headers.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { staffAuditLog } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { insertCustomerPlan } from '../support/operations.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const request = createTestApp(db)

const today = uaeClock(new Date()).date
const tomorrow = addDays(today, 1)
const nextWeek = addDays(today, 7)

const cookies = {} as Record<StaffRole, string>
let todaysDelivery: string
let laterDelivery: string

beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)
	const customer = await insertCustomerPlan(db, {
		name: 'Huda Today',
		depositFils: 10_000,
		days: [{ date: today }, { date: nextWeek }],
		address: { custom_delivery_instructions: '@SUM(1+1)' },
	})
	todaysDelivery = customer.plan.days[0]!.publicId
	laterDelivery = customer.plan.days[1]!.publicId
})

type Action = { permission: Permission; send: (cookie: string) => Response | Promise<Response> }
const get = (path: string) => (cookie: string) => request(path, { headers: { Cookie: cookie } })

const ACTIONS: Record<string, Action> = {
	'open the production sheet': { permission: 'production.view', send: get(`/console/kitchen/?date=${tomorrow}`) },
	'download the production sheet PDF': { permission: 'production.view', send: get(`/console/kitchen/pdf/?date=${tomorrow}`) },
	'download the labels PDF': { permission: 'production.view', send: get(`/console/kitchen/labels/?date=${tomorrow}`) },
	'open the manifest': { permission: 'deliveries.manage', send: get(`/console/dispatch/?date=${today}`) },
	'download the manifest CSV': { permission: 'deliveries.manage', send: get(`/console/dispatch/csv/?date=${today}`) },
	// A made-up delivery: the permission is checked before anything is looked up.
	'mark a bag collected': { permission: 'deliveries.manage', send: (cookie) => request('/console/dispatch/deliveries/00000000-0000-4000-8000-000000000000/bag-collected/', consoleForm(cookie, {})) },
	'mark a delivery failed': { permission: 'deliveries.manage', send: (cookie) => request('/console/dispatch/deliveries/00000000-0000-4000-8000-000000000000/failed/', consoleForm(cookie, {})) },
}

describe('every role × every kitchen and dispatch action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const audited = await db.$count(staffAuditLog)
				const response = await action.send(cookies[role])
				if (allowed) expect(response.status, await response.clone().text()).not.toBe(403)
				else expect(response.status).toBe(403)
				if (!allowed) expect(await db.$count(staffAuditLog)).toBe(audited)
			})
		}
	}

	test('without a session every page and action goes to the sign-in page', async () => {
		for (const action of Object.values(ACTIONS)) {
			const response = await action.send('')
			expect(response.status).toBe(303)
			expect(response.headers.get('Location')).toBe('/console/sign-in/')
		}
	})
})

describe('dispatch sees addresses only for its dates', () => {
	test('today: the manifest with the address; next week: refused, no address, for the page and the CSV', async () => {
		const page = await request(`/console/dispatch/?date=${today}`, { headers: { Cookie: cookies.dispatch } })
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('Marina Heights')

		for (const path of [`/console/dispatch/?date=${nextWeek}`, `/console/dispatch/csv/?date=${nextWeek}`]) {
			const refused = await request(path, { headers: { Cookie: cookies.dispatch } })
			expect(refused.status).toBe(403)
			const text = await refused.text()
			expect(text).not.toContain('Marina Heights')
			expect(text).not.toContain('Huda')
		}
		const manager = await request(`/console/dispatch/?date=${nextWeek}`, { headers: { Cookie: cookies.manager } })
		expect(await manager.text()).toContain('Marina Heights')
	})

	test('nor can dispatch act on another date’s delivery (404, as an unknown one)', async () => {
		const response = await request(`/console/dispatch/deliveries/${laterDelivery}/failed/`, consoleForm(cookies.dispatch, {}))
		expect(response.status).toBe(404)
	})
})

describe('the answers', () => {
	test('the CSV: attachment, UTF-8 with a byte-order mark, formulas neutralised', async () => {
		const response = await request(`/console/dispatch/csv/?date=${today}`, { headers: { Cookie: cookies.dispatch } })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="manifest-${today}.csv"`)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder().decode(bytes)
		expect(text).toContain(`"'@SUM(1+1)"`)
		expect(text).toContain('"Huda Today"')
	})

	test('the PDFs are PDFs, kept out of caches', async () => {
		for (const path of [`/console/kitchen/pdf/?date=${today}`, `/console/kitchen/labels/?date=${today}`]) {
			const response = await request(path, { headers: { Cookie: cookies.kitchen } })
			expect(response.status).toBe(200)
			expect(response.headers.get('Content-Type')).toBe('application/pdf')
			expect(response.headers.get('Cache-Control')).toBe('no-store')
			expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
		}
	})

	test('a bag collected over HTTP: 303 back to the manifest with a notice', async () => {
		const response = await request(`/console/dispatch/deliveries/${todaysDelivery}/bag-collected/`, consoleForm(cookies.dispatch, {}))
		expect(response.status).toBe(303)
		const location = response.headers.get('Location')!
		expect(location).toMatch(/^\/console\/dispatch\/\?date=\d{4}-\d{2}-\d{2}&done=collected&order=KC-\d{6}$/)
		const page = await request(location, { headers: { Cookie: cookies.dispatch } })
		expect(await page.text()).toContain('its deposit refund has been started')
		// Again: no bag left.
		expect((await request(`/console/dispatch/deliveries/${todaysDelivery}/bag-collected/`, consoleForm(cookies.dispatch, {}))).status).toBe(409)
	})

	test('a date that is no date shows tomorrow and says so', async () => {
		const response = await request('/console/kitchen/?date=2026-02-30', { headers: { Cookie: cookies.kitchen } })
		expect(response.status).toBe(200)
		expect(await response.text()).toContain('That is not a date')
	})
})
