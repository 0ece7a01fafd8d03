/**
 * Who opens what in the staff console (issue 18), through the real HTTP layer: every role ×
 * every console action against the permissions table, a customer's session (never a way in),
 * forms from other sites (refused), and the headers that keep the console out of search engines,
 * caches and frames.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { STAFF_COOKIE } from '../../../server/console/staff-sessions.ts'
import { customers, staffAuditLog, staffMembers } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { CONSOLE_ORIGIN, consoleCookie, consoleForm, enrolledStaff, invitedStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const request = createTestApp(db)

type Action = { permission: Permission; send: (cookie: string, target: number) => Response | Promise<Response> }

let inviteCount = 0
const ACTIONS: Record<string, Action> = {
	'open the home page': { permission: 'console.open', send: (cookie) => request('/console/', { headers: { Cookie: cookie } }) },
	'change own language': { permission: 'own-settings.edit', send: (cookie) => request('/console/settings/', consoleForm(cookie, { language: 'ar' })) },
	'see the staff list': { permission: 'staff.view', send: (cookie) => request('/console/staff/', { headers: { Cookie: cookie } }) },
	'invite a staff member': {
		permission: 'staff.invite',
		send: (cookie) =>
			request('/console/staff/invite/', consoleForm(cookie, { name: 'New Person', email: `invitee${++inviteCount}@kcal.example`, role: 'support', language: 'en' })),
	},
	'remove a staff member': {
		permission: 'staff.remove',
		send: (cookie, target) => request(`/console/staff/${target}/remove/`, consoleForm(cookie, {})),
	},
	'send a new set-up link': {
		permission: 'staff.invite',
		send: (cookie, target) => request(`/console/staff/${target}/new-link/`, consoleForm(cookie, {})),
	},
	'read the audit log': { permission: 'audit.view', send: (cookie) => request('/console/audit/', { headers: { Cookie: cookie } }) },
}

const cookies = {} as Record<StaffRole, string>
beforeAll(async () => {
	for (const role of STAFF_ROLES) {
		const staff = await enrolledStaff(db, role)
		cookies[role] = await consoleCookie(db, staff.id)
	}
})

describe('every role × every action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const target = await invitedStaff(db, 'support')
				const auditBefore = await db.$count(staffAuditLog)
				const response = await action.send(cookies[role], target.id)
				if (allowed) {
					expect([200, 303]).toContain(response.status)
					if (response.status === 303) expect(response.headers.get('Location')).not.toContain('/sign-in/')
				} else {
					expect(response.status).toBe(403)
					// The language action before this one may have switched the console to Arabic.
					expect(await response.text()).toMatch(new RegExp(`${CONSOLE_MESSAGES.en.errors.forbiddenTitle}|${CONSOLE_MESSAGES.ar.errors.forbiddenTitle}`))
					// A refused change writes nothing.
					expect(await db.$count(staffAuditLog)).toBe(auditBefore)
				}
			})
		}
	}

	test('a kitchen user posting an invitation creates no staff member', async () => {
		const response = await ACTIONS['invite a staff member']!.send(cookies.kitchen, 0)
		expect(response.status).toBe(403)
		expect(await db.select().from(staffMembers).where(eq(staffMembers.email, `invitee${inviteCount}@kcal.example`))).toHaveLength(0)
	})

	test('without a session every console page sends to the sign-in page, and every action changes nothing', async () => {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const response = await action.send('', (await invitedStaff(db, 'support')).id)
			expect(response.status, name).toBe(303)
			expect(response.headers.get('Location'), name).toBe('/console/sign-in/')
		}
	})
})

describe('a customer session never opens the console', () => {
	test('the customer’s token, as their cookie, as the console cookie or as a bearer token, is nobody in the console', async () => {
		const [customer] = await db.insert(customers).values({ email: 'owner-lookalike@kcal.example', firstName: 'Sara', lastName: 'Khan', passwordHash: 'scrypt$not-a-real-hash' }).returning({ id: customers.id })
		// The same e-mail is also a staff member's: the accounts still stay apart.
		await db.update(staffMembers).set({ email: 'owner-lookalike@kcal.example' }).where(eq(staffMembers.id, (await enrolledStaff(db, 'owner')).id))
		const session = await createSessionStore(db).create(customer!.id, { remember: false })
		const ways: Record<string, string>[] = [
			{ Cookie: `session=${session.token}` },
			{ Cookie: `${STAFF_COOKIE}=${session.token}` },
			{ Authorization: `Bearer ${session.token}` },
		]
		for (const headers of ways) {
			const response = await request('/console/', { headers })
			expect(response.status).toBe(303)
			expect(response.headers.get('Location')).toBe('/console/sign-in/')
		}
	})

	test('a staff session is nobody on the customers’ API', async () => {
		const cookie = cookies.owner
		const token = cookie.split('=')[1]!
		const response = await request('/client/api/v1/profile', { headers: { Cookie: `session=${token}` } })
		expect(response.status).toBe(401)
	})
})

describe('forms from other sites are refused', () => {
	const invite = (headers: Record<string, string>) =>
		request('/console/staff/invite/', {
			method: 'POST',
			headers: { Cookie: cookies.owner, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
			body: new URLSearchParams({ name: 'Mallory', email: `mallory${Math.random()}@evil.example`, role: 'owner', language: 'en' }).toString(),
		})

	test.each([
		['another site (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
		['a sibling subdomain (same-site)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.kcal.example' }],
		['a foreign Origin without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
		['neither header (not a browser page)', {}],
	])('%s: 403 and no staff member', async (_name, headers) => {
		const before = await db.$count(staffMembers)
		const response = await invite(headers)
		expect(response.status).toBe(403)
		expect(await response.text()).toMatch(new RegExp(`${CONSOLE_MESSAGES.en.errors.crossSiteTitle}|${CONSOLE_MESSAGES.ar.errors.crossSiteTitle}`))
		expect(await db.$count(staffMembers)).toBe(before)
	})

	test('the console’s own page (same-origin, or our Origin) is accepted', async () => {
		expect((await invite({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303)
		expect((await invite({ Origin: CONSOLE_ORIGIN })).status).toBe(303)
	})

	test('a cross-site sign-in post is refused too (no login CSRF)', async () => {
		const response = await request('/console/sign-in/', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
			body: 'email=a%40b.c&password=x&code=123456',
		})
		expect(response.status).toBe(403)
	})
})

describe('headers: out of search engines, caches and frames, no script', () => {
	test.each(['/console/sign-in/', '/console/', '/console/staff/', '/console/no-such-page/', '/console/enrol/nonsense/'])('%s', async (path) => {
		const response = await request(path, { headers: { Cookie: cookies.owner } })
		expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		const csp = response.headers.get('Content-Security-Policy') ?? ''
		expect(csp).toContain("default-src 'none'")
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("form-action 'self'")
		expect(csp).not.toContain('script-src')
		expect(csp).not.toContain('unsafe-inline')
		if (response.status === 200) {
			const html = await response.text()
			expect(html).not.toContain('<script')
			expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
		}
	})

	test('an address without its final slash is sent to the one with it', async () => {
		const response = await request('/console/audit?action=staff.invite', { headers: { Cookie: cookies.owner } })
		expect(response.status).toBe(301)
		expect(response.headers.get('Location')).toBe('/console/audit/?action=staff.invite')
	})

	test('the sitemaps and robots.txt do not name the console', async () => {
		for (const path of ['/sitemap.xml', '/en-GB-sitemap.xml', '/ar-AE-sitemap.xml', '/ru-AE-sitemap.xml']) {
			expect(await (await request(path)).text()).not.toContain('/console')
		}
	})

	test('the console cookie is HttpOnly, Secure, SameSite=Strict, scoped to /console/ and ends with the browser', async () => {
		const response = await request('/console/sign-out/', consoleForm(cookies.support, {}))
		const cleared = response.headers.get('Set-Cookie') ?? ''
		expect(cleared).toContain(`${STAFF_COOKIE}=;`)
		expect(cleared).toContain('Path=/console/')
		expect(cleared).toContain('SameSite=Strict')
		expect(cleared).toContain('HttpOnly')
		expect(cleared).toContain('Secure')
		// Signed out: the session is gone on the server too.
		expect((await request('/console/', { headers: { Cookie: cookies.support } })).status).toBe(303)
	})
})
