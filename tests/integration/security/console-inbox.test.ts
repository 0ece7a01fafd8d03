/**
 * The console inbox (issue 19, item 5) through the real HTTP layer: every role × every inbox
 * action against the permissions table; the senders' names, phones and e-mails never reach a role
 * without `inbox.handle`; the list by kind and state, newest first; an item's contact links;
 * "mark handled" and "reopen" with a note, each audited in its transaction and shown as history;
 * two staff members handling one item at once give one change; the consultation calendar by
 * nutritionist; ambassador applications sent through the contact API land in the inbox.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { INBOX_MESSAGES } from '../../../content/console-messages/inbox.ts'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { weekOf } from '../../../domain/inbox.ts'
import { contactMessages, leads, orders, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, createOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { payPlan, planOfOrder, signedInCustomer } from '../support/plans.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const get = (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie } })
const post = (path: string, cookie: string, fields: Record<string, string>) => {
	const init = consoleForm(cookie, {})
	return app.request(path, { ...init, body: new URLSearchParams(fields).toString() })
}

const cookies = {} as Record<StaffRole, string>
const staffIds = {} as Record<StaffRole, number>
let orderId = 0
let consultationDate = ''

const SECRET_PHONE = '+971501112233'
const SECRET_EMAIL = 'private.sender@example.com'

async function newMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
	const [row] = await db
		.insert(contactMessages)
		.values({ name: 'Huda Nasser', email: SECRET_EMAIL, phone: SECRET_PHONE, topic: 'delivery', message: 'My bag did not arrive this morning.', locale: 'en', consent: true, ...overrides })
		.returning({ id: contactMessages.id })
	return row!.id
}

async function newLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
	const [row] = await db.insert(leads).values({ name: 'Omar Saleh', phone: '+971502223344', email: 'omar.lead@example.com', goal: 'lose', sourcePath: '/campaign/lead_form/', utmSource: 'instagram', locale: 'ar-ae', ...overrides }).returning({ id: leads.id })
	return row!.id
}

beforeAll(async () => {
	for (const role of STAFF_ROLES) {
		const member = await enrolledStaff(db, role)
		staffIds[role] = member.id
		cookies[role] = await consoleCookie(db, member.id)
	}
	const { auth } = await signedInCustomer(db, 'Layla')
	const paid = await payPlan(app, { auth, weeks: 1 })
	orderId = (await planOfOrder(db, paid.id)).order!.id
	consultationDate = addDays(uaeClock(new Date()).date, 3)
	await db.update(orders).set({ consultation: { type: 'phone', location_id: 1, language_id: 2, date: consultationDate, time: '10:30' } }).where(eq(orders.id, orderId))
})

type Action = { permission: Permission; send: (cookie: string) => Response | Promise<Response> }
const ACTIONS: Record<string, Action> = {
	'list the inbox': { permission: 'inbox.handle', send: (cookie) => get('/console/inbox/?state=all', cookie) },
	'open a contact message': { permission: 'inbox.handle', send: async (cookie) => get(`/console/inbox/contact/${await newMessage()}/`, cookie) },
	'open a consultation booking': { permission: 'inbox.handle', send: (cookie) => get(`/console/inbox/consultation/${orderId}/`, cookie) },
	'see the consultation calendar': { permission: 'inbox.handle', send: (cookie) => get(`/console/inbox/consultations/?week=${consultationDate}`, cookie) },
	'mark a lead handled': { permission: 'inbox.handle', send: async (cookie) => post(`/console/inbox/lead/${await newLead()}/state/`, cookie, { change: 'handle', note: 'Called back' }) },
	'reopen a message': {
		permission: 'inbox.handle',
		send: async (cookie) => {
			const id = await newMessage({ handledAt: new Date(), handledBy: staffIds.owner })
			return post(`/console/inbox/contact/${id}/state/`, cookie, { change: 'reopen', note: '' })
		},
	},
}

describe('every role × every inbox action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const auditBefore = await db.$count(staffAuditLog)
				const response = await action.send(cookies[role])
				const body = await response.text()
				if (allowed) expect([200, 303]).toContain(response.status)
				else {
					expect(response.status).toBe(403)
					expect(await db.$count(staffAuditLog)).toBe(auditBefore)
					// Personal data never reaches a role without the permission.
					expect(body).not.toContain(SECRET_PHONE)
					expect(body).not.toContain(SECRET_EMAIL)
					expect(body).not.toContain('Layla')
				}
			})
		}
	}

	test('the home page shows the inbox card, with its count of new items, only to roles that may handle it', async () => {
		const waiting = await db.$count(leads, isNull(leads.handledAt)) + await db.$count(contactMessages, isNull(contactMessages.handledAt)) + 1
		for (const role of STAFF_ROLES) {
			const body = await (await get('/console/', cookies[role])).text()
			expect(body.includes('href="/console/inbox/"'), role).toBe(can(role, 'inbox.handle'))
			expect(body.includes(`<p class="badge">${waiting} new</p>`), role).toBe(can(role, 'inbox.handle'))
		}
	})
})

describe('the list', () => {
	test('filtered by kind and state, newest first; ambassador applications apart from contact messages', async () => {
		const older = await newMessage({ name: 'First Sender', createdAt: new Date('2026-01-01T08:00:00Z') })
		const newer = await newMessage({ name: 'Second Sender', createdAt: new Date('2026-01-02T08:00:00Z') })
		const application = await newMessage({ name: 'Coach Rania', topic: 'ambassador', message: 'I train 40 clients a week and would like to join.' })
		const handled = await newMessage({ name: 'Done Already', handledAt: new Date(), handledBy: staffIds.support })

		const contacts = await (await get('/console/inbox/?kind=contact', cookies.support)).text()
		expect(contacts.indexOf('Second Sender')).toBeGreaterThan(-1)
		expect(contacts.indexOf('Second Sender')).toBeLessThan(contacts.indexOf('First Sender'))
		expect(contacts).not.toContain('Coach Rania')
		expect(contacts).not.toContain('Done Already')
		expect(contacts).toContain(`/console/inbox/contact/${older}/`)
		expect(contacts).toContain(`/console/inbox/contact/${newer}/`)

		const applications = await (await get('/console/inbox/?kind=ambassador', cookies.support)).text()
		expect(applications).toContain(`/console/inbox/ambassador/${application}/`)
		expect(applications).not.toContain('First Sender')
		// The application is not a contact message at the contact address, nor the other way round.
		expect((await get(`/console/inbox/contact/${application}/`, cookies.support)).status).toBe(404)
		expect((await get(`/console/inbox/ambassador/${older}/`, cookies.support)).status).toBe(404)

		const done = await (await get('/console/inbox/?kind=contact&state=handled', cookies.support)).text()
		expect(done).toContain(`/console/inbox/contact/${handled}/`)
		expect(done).not.toContain('First Sender')

		const bookings = await (await get('/console/inbox/?kind=consultation', cookies.support)).text()
		expect(bookings).toContain(`/console/inbox/consultation/${orderId}/`)
		expect(bookings).toContain(`${consultationDate} 10:30`)
	})

	test('an unpaid order’s consultation is no booking: not listed, not found', async () => {
		const made = await createOrder(app.request)
		const [unpaid] = await db
			.update(orders)
			.set({ consultation: { type: 'video', location_id: 1, language_id: 1, date: consultationDate, time: '11:00' } })
			.where(eq(orders.publicId, made.id))
			.returning({ id: orders.id })
		expect((await get(`/console/inbox/consultation/${unpaid!.id}/`, cookies.support)).status).toBe(404)
		expect(await (await get('/console/inbox/?kind=consultation&state=all', cookies.support)).text()).not.toContain(`/console/inbox/consultation/${unpaid!.id}/`)
		expect((await post(`/console/inbox/consultation/${unpaid!.id}/state/`, cookies.support, { change: 'handle', note: '' })).status).toBe(404)
	})
})

describe('one item', () => {
	test('the full message and the sender’s contact as tel: and mailto: links', async () => {
		const id = await newMessage({ message: 'Line one.\nLine two, with <b>markup</b>.' })
		const body = await (await get(`/console/inbox/contact/${id}/`, cookies.support)).text()
		expect(body).toContain(`href="tel:${SECRET_PHONE}"`)
		expect(body).toContain(`href="mailto:${SECRET_EMAIL}"`)
		expect(body).toContain('Line one.\nLine two, with &lt;b&gt;markup&lt;/b&gt;.')
	})

	test('a lead in Arabic for an Arabic-speaking staff member', async () => {
		const id = await newLead()
		const manager = await enrolledStaff(db, 'manager', { locale: 'ar' })
		const body = await (await get(`/console/inbox/lead/${id}/`, await consoleCookie(db, manager.id))).text()
		expect(body).toContain('dir="rtl"')
		expect(body).toContain(INBOX_MESSAGES.ar.item.handle)
		expect(body).toContain('href="tel:+971502223344"')
	})

	test('a consultation booking links to its order for roles that may see orders', async () => {
		const body = await (await get(`/console/inbox/consultation/${orderId}/`, cookies.support)).text()
		expect(body).toContain(`href="/console/orders/${orderId}/"`)
		expect(body).toContain(consultationDate)
	})

	test('unknown kinds and ids are a 404', async () => {
		for (const path of ['/console/inbox/letter/1/', '/console/inbox/lead/0/', '/console/inbox/lead/99999999/', '/console/inbox/lead/abc/']) {
			const response = await get(path, cookies.owner)
			expect(response.status, path).toBe(404)
			expect(await response.text()).toContain(CONSOLE_MESSAGES.en.errors.notFoundTitle)
		}
	})
})

describe('handled and reopened', () => {
	test('support marks a message handled with a note: who, when, the note, one audit row in the same change; reopen clears it and is audited too', async () => {
		const id = await newMessage()
		const handled = await post(`/console/inbox/contact/${id}/state/`, cookies.support, { change: 'handle', note: 'Replied by phone; bag redelivered.' })
		expect(handled.status).toBe(303)
		expect(handled.headers.get('location')).toBe(`/console/inbox/contact/${id}/?done=handled`)
		const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
		expect(row!.handledBy).toBe(staffIds.support)
		expect(row!.handledAt).toBeInstanceOf(Date)
		expect(row!.handledNote).toBe('Replied by phone; bag redelivered.')
		const audits = await db.select().from(staffAuditLog).where(eq(staffAuditLog.subject, `contact-message:${id}`))
		expect(audits.map((audit) => [audit.action, audit.staffId, audit.after])).toEqual([
			['inbox.handle', staffIds.support, { kind: 'contact', state: 'handled', note: 'Replied by phone; bag redelivered.' }],
		])

		const page = await (await get(`/console/inbox/contact/${id}/?done=handled`, cookies.support)).text()
		expect(page).toContain(INBOX_MESSAGES.en.done.handled)
		expect(page).toContain(INBOX_MESSAGES.en.item.reopen)
		expect(page).toContain(INBOX_MESSAGES.en.item.changes['inbox.handle'])

		const reopened = await post(`/console/inbox/contact/${id}/state/`, cookies.manager, { change: 'reopen', note: 'Customer wrote again' })
		expect(reopened.status).toBe(303)
		const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
		expect([after!.handledAt, after!.handledBy]).toEqual([null, null])
		expect(await db.$count(staffAuditLog, and(eq(staffAuditLog.subject, `contact-message:${id}`), eq(staffAuditLog.action, 'inbox.reopen')))).toBe(1)
		expect(await (await get('/console/inbox/?kind=contact', cookies.support)).text()).toContain(`/console/inbox/contact/${id}/`)
	})

	test('a consultation booking handled: the nutritionist who took it has it in their week of the calendar', async () => {
		const before = await (await get(`/console/inbox/consultations/?week=${consultationDate}`, cookies.manager)).text()
		expect(before).toContain(INBOX_MESSAGES.en.calendar.notTaken)
		expect((await post(`/console/inbox/consultation/${orderId}/state/`, cookies.manager, { change: 'handle', note: 'Confirmed by phone' })).status).toBe(303)
		const [order] = await db.select({ by: orders.consultationHandledBy }).from(orders).where(eq(orders.id, orderId))
		expect(order!.by).toBe(staffIds.manager)
		const week = await (await get(`/console/inbox/consultations/?week=${weekOf(consultationDate)}`, cookies.support)).text()
		expect(week).not.toContain(INBOX_MESSAGES.en.calendar.notTaken)
		expect(week).toContain(`/console/inbox/consultation/${orderId}/`)
		expect(week).toContain('10:30')
		const otherWeek = await (await get(`/console/inbox/consultations/?week=${addDays(consultationDate, 14)}`, cookies.support)).text()
		expect(otherWeek).toContain(INBOX_MESSAGES.en.calendar.none)
	})

	test('ten staff members marking one lead handled at once: one change, one audit row, the others told it changed', async () => {
		const id = await newLead()
		const responses = await Promise.all(STAFF_ROLES.filter((role) => can(role, 'inbox.handle')).flatMap((role) => [0, 1, 2].map(() => post(`/console/inbox/lead/${id}/state/`, cookies[role], { change: 'handle', note: '' }))))
		const statuses = responses.map((response) => response.status).sort()
		expect(statuses.filter((status) => status === 303)).toHaveLength(1)
		expect(statuses.filter((status) => status === 409)).toHaveLength(responses.length - 1)
		expect(await db.$count(staffAuditLog, eq(staffAuditLog.subject, `lead:${id}`))).toBe(1)
	})

	test('a note too long or with control characters is refused with 400 and nothing changes', async () => {
		const id = await newLead()
		const long = await post(`/console/inbox/lead/${id}/state/`, cookies.support, { change: 'handle', note: 'x'.repeat(1_001) })
		expect(long.status).toBe(400)
		expect(await long.text()).toContain(INBOX_MESSAGES.en.problems.note)
		// The console refuses control characters in any form before the section sees it.
		expect((await post(`/console/inbox/lead/${id}/state/`, cookies.support, { change: 'handle', note: 'bad \u0000 note' })).status).toBe(400)
		const [row] = await db.select({ handledAt: leads.handledAt }).from(leads).where(eq(leads.id, id))
		expect(row!.handledAt).toBeNull()
		expect(await db.$count(staffAuditLog, eq(staffAuditLog.subject, `lead:${id}`))).toBe(0)
	})

	test('a role without the permission changes nothing', async () => {
		const id = await newLead()
		for (const role of STAFF_ROLES.filter((one) => !can(one, 'inbox.handle'))) {
			expect((await post(`/console/inbox/lead/${id}/state/`, cookies[role], { change: 'handle', note: '' })).status).toBe(403)
		}
		const [row] = await db.select({ handledAt: leads.handledAt }).from(leads).where(eq(leads.id, id))
		expect(row!.handledAt).toBeNull()
	})
})

describe('ambassador applications', () => {
	test('sent through the contact API with the topic ambassador, listed as an application', async () => {
		const response = await app.request('/client/api/v1/contact', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
			body: JSON.stringify({ name: 'Coach Yousef', email: 'yousef.coach@example.com', phone: '050 765 4321', topic: 'ambassador', message: 'I run a gym in Al Barsha and would like to join.', consent: true }),
		})
		expect(response.status).toBe(201)
		const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, 'yousef.coach@example.com'))
		const list = await (await get('/console/inbox/?kind=ambassador', cookies.support)).text()
		expect(list).toContain(`/console/inbox/ambassador/${row!.id}/`)
	})
})
