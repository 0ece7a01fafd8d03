/**
 * The console's audit log and the journey that fills it (issue 18): an owner invites a manager
 * (in Arabic), the e-mail carries a one-time link, the manager enrols (QR code, secret, ten
 * recovery codes shown once) and signs in; every change is a row with who, when, before and
 * after, filterable in the console; and the database itself refuses to edit or delete a row.
 */
import { desc, eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { describe, expect, test } from 'vitest'
import { sectionsFor } from '../../../domain/console-permissions.ts'
import { uaeDateOf } from '../../../domain/delivery-schedule.ts'
import { createFirstOwner } from '../../../server/console/first-owner.ts'
import { STAFF_COOKIE } from '../../../server/console/staff-sessions.ts'
import { outbox, staffAuditLog, staffMembers } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff, invitedStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const request = createTestApp(db)

// The UAE day the file's first enrolment is logged on: Dubai's midnight may fall before the manager's.
const firstEnrolmentOn = uaeDateOf(new Date())
const owner = await enrolledStaff(db, 'owner')
const ownerCookie = await consoleCookie(db, owner.id)

describe('the database keeps the log append-only', () => {
	test.each([
		['UPDATE', `update staff_audit_log set actor = 'someone else'`],
		['DELETE', 'delete from staff_audit_log'],
		['TRUNCATE', 'truncate staff_audit_log'],
	])('%s is refused', async (operation, statement) => {
		const before = await db.select().from(staffAuditLog)
		expect(before.length).toBeGreaterThan(0)
		await expect(db.$client.query(statement)).rejects.toThrow(`staff_audit_log is append-only: ${operation} refused`)
		expect(await db.select().from(staffAuditLog)).toEqual(before)
	})
})

describe('an owner invites a manager, who enrols and signs in', () => {
	const email = 'layla.manager@kcal.example'
	let link = ''
	let secret = ''

	test('the invitation: a 303 back to the list, an audit row, an Arabic e-mail with a one-time link', async () => {
		const response = await request('/console/staff/invite/', consoleForm(ownerCookie, { name: 'ليلى', email: 'Layla.Manager@KCAL.example', role: 'manager', language: 'ar' }))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/console/staff/?invited=${encodeURIComponent(email)}`)
		const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.email, email))
		expect(staff).toMatchObject({ role: 'manager', locale: 'ar', passwordHash: null, enrolledAt: null })
		const [audit] = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1)
		expect(audit).toMatchObject({ staffId: owner.id, actor: owner.email, action: 'staff.invite', subject: `staff:${staff!.id}`, before: null })
		expect(audit!.after).toEqual({ email, name: 'ليلى', role: 'manager', locale: 'ar' })
		const [mail] = await db.select().from(outbox).where(eq(outbox.to, email))
		expect(mail?.subject).toBe('حسابك في لوحة تحكم kcal')
		expect(mail?.html).toContain('dir="rtl"')
		link = /https:\/\/kcal\.example(\/console\/enrol\/[A-Za-z0-9_-]{43}\/)/.exec(mail!.text)![1]!
	})

	test('the list shows the invitation', async () => {
		const html = await (await request(`/console/staff/?invited=${encodeURIComponent(email)}`, { headers: { Cookie: ownerCookie } })).text()
		expect(html).toContain(`Invitation sent to ${email}.`)
		expect(html).toContain('Invited')
	})

	test('the enrolment page, in Arabic right to left: a QR code (inline SVG) and the secret as text', async () => {
		const response = await request(link)
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('<html lang="ar" dir="rtl">')
		expect(html).toContain('<svg')
		secret = /<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(html)![1]!.replaceAll(' ', '')
		expect(secret.length).toBeGreaterThanOrEqual(26)
		// A reload shows the same secret.
		expect(await (await request(link)).text()).toContain(/<code class="secret">[^<]+<\/code>/.exec(html)![0])
	})

	test('a wrong code is a field error in Arabic, and the link still works', async () => {
		const response = await request(link, consoleForm('', { password: 'olive-lantern-quartz-41', code: '000000' }))
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('هذا الرمز غير مطابق')
	})

	let recoveryCodes: string[] = []
	test('the right code enrols: ten recovery codes shown once, in the invitation’s Arabic; the link is dead afterwards', async () => {
		const response = await request(link, consoleForm('', { password: 'olive-lantern-quartz-41', code: await generate({ secret }) }))
		expect(response.status).toBe(200)
		const html = await response.text()
		// The spent link no longer names the language: the page takes it from the enrolment (the browser's was shown before).
		expect(html).toContain('<html lang="ar" dir="rtl">')
		recoveryCodes = [...html.matchAll(/<li>([A-Z2-9]{5}-[A-Z2-9]{5})<\/li>/g)].map((match) => match[1]!)
		expect(recoveryCodes).toHaveLength(10)
		expect((await request(link)).status).toBe(410)
		expect((await request(link, consoleForm('', { password: 'olive-lantern-quartz-41', code: await generate({ secret }) }))).status).toBe(410)
	})

	let managerCookie = ''
	test('the manager signs in with password and a recovery code, and sees the sections of their role', async () => {
		const response = await request('/console/sign-in/', consoleForm('', { email, password: 'olive-lantern-quartz-41', code: recoveryCodes[0]! }))
		expect(response.status).toBe(303)
		const setCookie = response.headers.get('Set-Cookie')!
		managerCookie = setCookie.split(';')[0]!
		expect(managerCookie.startsWith(`${STAFF_COOKIE}=`)).toBe(true)
		const home = await (await request('/console/', { headers: { Cookie: managerCookie } })).text()
		expect(home).toContain('<html lang="ar" dir="rtl">')
		const sections = [...home.matchAll(/data-section="([a-z]+)"/g)].map((match) => match[1])
		// Every section the permissions table gives a manager, in the home page's order.
		expect(sections).toEqual(sectionsFor('manager').map((section) => section.id))
		expect(sections).toEqual(expect.arrayContaining(['audit', 'orders', 'customers', 'inbox']))
	})

	test('a wrong password is refused with 401 and one message for every failure', async () => {
		const response = await request('/console/sign-in/', consoleForm('', { email, password: 'not-my-password-1', code: recoveryCodes[1]! }))
		expect(response.status).toBe(401)
		expect(await response.text()).toContain('The e-mail, password or code is not right.')
	})

	test('the manager reads the log, and filters it by action, person, subject and date', async () => {
		const page = async (query: string) => (await request(`/console/audit/?${query}`, { headers: { Cookie: managerCookie } })).text()
		const rowsOf = (html: string) => [...html.matchAll(/data-audit-id="(\d+)"/g)].length
		const all = await page('')
		expect(all).toContain('تسجيل الدخول برمز استرداد')
		expect(all).toContain('دعوة موظف')
		const invites = await page('action=staff.invite')
		expect(rowsOf(invites)).toBe(1)
		expect(invites).toContain('&quot;role&quot;: &quot;manager&quot;')
		const [manager] = await db.select().from(staffMembers).where(eq(staffMembers.email, email))
		expect(rowsOf(await page(`subject=staff:${manager!.id}`))).toBe(3) // invite, enrol, sign-in
		expect(rowsOf(await page(`actor=${encodeURIComponent('layla.manager')}`))).toBe(2) // enrol, sign-in
		expect(rowsOf(await page('from=2000-01-01&to=2000-12-31'))).toBe(0)
		// From the owner's enrolment's day to today: one day, or two when the run crossed Dubai's midnight.
		expect(rowsOf(await page(`from=${firstEnrolmentOn}&to=${uaeDateOf(new Date())}&action=staff.enrol`))).toBeGreaterThanOrEqual(2)
		// Nonsense in the filter is ignored, never an error.
		const odd = await request('/console/audit/?action=drop+table&from=2026-02-31&before=-4&subject=%27', { headers: { Cookie: managerCookie } })
		expect(odd.status).toBe(200)
	})

	test("its times and its date filter are the UAE's: a change at 00:00 in Dubai is that day's, not the evening before in UTC", async () => {
		const page = async (query: string) => (await request(`/console/audit/?${query}`, { headers: { Cookie: managerCookie } })).text()
		const rowsOf = (html: string) => [...html.matchAll(/data-audit-id="(\d+)"/g)].length
		const row = { actor: 'command line', action: 'staff.create', subject: 'staff:midnight' }
		await db.insert(staffAuditLog).values([
			{ ...row, at: new Date('2000-06-01T19:59:30Z') },
			{ ...row, at: new Date('2000-06-01T20:00:00Z') },
		])
		const firstOfJune = await page('subject=staff:midnight&from=2000-06-01&to=2000-06-01')
		expect(rowsOf(firstOfJune)).toBe(1)
		expect(firstOfJune).toContain('2000-06-01 23:59:30 GST')
		const secondOfJune = await page('subject=staff:midnight&from=2000-06-02&to=2000-06-02')
		expect(rowsOf(secondOfJune)).toBe(1)
		expect(secondOfJune).toContain('2000-06-02 00:00:00 GST')
	})

	test('the owner removes the manager: their session ends, the log has before and after', async () => {
		const [manager] = await db.select().from(staffMembers).where(eq(staffMembers.email, email))
		const response = await request(`/console/staff/${manager!.id}/remove/`, consoleForm(ownerCookie, {}))
		expect(response.status).toBe(303)
		expect((await request('/console/', { headers: { Cookie: managerCookie } })).status).toBe(303)
		const [audit] = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1)
		expect(audit).toMatchObject({ action: 'staff.remove', actor: owner.email, before: { email, name: 'ليلى', role: 'manager', removed: false }, after: { removed: true } })
	})
})

describe('a new set-up link (an expired invitation, a lost phone)', () => {
	test('replaces the earlier link, is e-mailed and logged, and re-enrolment ends the old sessions and codes', async () => {
		const kitchen = await enrolledStaff(db, 'kitchen')
		const oldSession = await consoleCookie(db, kitchen.id)
		const response = await request(`/console/staff/${kitchen.id}/new-link/`, consoleForm(ownerCookie, {}))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/console/staff/?${new URLSearchParams({ 'new-link': kitchen.email })}`)
		const mails = await db.select().from(outbox).where(eq(outbox.to, kitchen.email))
		const link = /https:\/\/kcal\.example(\/console\/enrol\/[A-Za-z0-9_-]{43}\/)/.exec(mails.at(-1)!.text)![1]!
		const [audit] = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1)
		expect(audit).toMatchObject({ action: 'staff.new-link', actor: owner.email, subject: `staff:${kitchen.id}` })

		const page = await (await request(link)).text()
		const newSecret = /<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(page)![1]!.replaceAll(' ', '')
		expect(newSecret).not.toBe(kitchen.secret)
		const done = await request(link, consoleForm('', { password: 'amber-kettle-summit-62', code: await generate({ secret: newSecret }) }))
		expect(done.status).toBe(200)
		expect((await request('/console/', { headers: { Cookie: oldSession } })).status).toBe(303)
		const oldCode = await request('/console/sign-in/', consoleForm('', { email: kitchen.email, password: 'amber-kettle-summit-62', code: kitchen.recoveryCodes[0]! }))
		expect(oldCode.status).toBe(401)
	})

	test('an earlier unused link dies when a new one is sent', async () => {
		const invited = await invitedStaff(db, 'dispatch')
		expect((await request(`/console/enrol/${invited.token}/`)).status).toBe(200)
		expect((await request(`/console/staff/${invited.id}/new-link/`, consoleForm(ownerCookie, {}))).status).toBe(303)
		expect((await request(`/console/enrol/${invited.token}/`)).status).toBe(410)
	})
})

describe('bad input is a field error, never a 500', () => {
	test('an invitation with a bad e-mail, no name, an unknown role and language', async () => {
		const before = await db.$count(staffMembers)
		const response = await request('/console/staff/invite/', consoleForm(ownerCookie, { name: ' ', email: 'not-an-email', role: 'admin', language: 'fr' }))
		expect(response.status).toBe(400)
		const html = await response.text()
		for (const text of ['Enter a valid e-mail address.', 'Enter a name (up to 100 characters).', 'Choose a role.', 'Choose a language.']) expect(html).toContain(text)
		expect(await db.$count(staffMembers)).toBe(before)
	})

	test('an e-mail that is already a staff member’s', async () => {
		const response = await request('/console/staff/invite/', consoleForm(ownerCookie, { name: 'Again', email: owner.email, role: 'support', language: 'en' }))
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('This e-mail already belongs to a staff member.')
	})

	test('an owner cannot remove themselves; an unknown id is a 404', async () => {
		const self = await request(`/console/staff/${owner.id}/remove/`, consoleForm(ownerCookie, {}))
		expect(self.status).toBe(400)
		expect(await self.text()).toContain('You cannot remove yourself.')
		expect((await request('/console/staff/99999999/remove/', consoleForm(ownerCookie, {}))).status).toBe(404)
		expect((await request('/console/staff/abc/remove/', consoleForm(ownerCookie, {}))).status).toBe(404)
	})
})

describe('npm run staff:create', () => {
	test('makes the first owner once, even run five times at once; later owners are invited', async () => {
		const fresh = await createTestDatabase()
		const results = await Promise.all(
			[1, 2, 3, 4, 5].map((index) => createFirstOwner(fresh.db, { email: `first${index}@kcal.example` }, 'https://kcal.example', new Date())),
		)
		expect(results.filter((result) => result.status === 'created')).toHaveLength(1)
		expect(results.filter((result) => result.status === 'owner-exists')).toHaveLength(4)
		const created = results.find((result) => result.status === 'created')
		expect(created).toMatchObject({ link: expect.stringMatching(/^https:\/\/kcal\.example\/console\/enrol\/[A-Za-z0-9_-]{43}\/$/), expiresInHours: 24 })
		const [audit] = await fresh.db.select().from(staffAuditLog)
		expect(audit).toMatchObject({ staffId: null, actor: 'command line', action: 'staff.create' })
		expect(await createFirstOwner(fresh.db, { email: 'nope' }, 'https://kcal.example', new Date())).toMatchObject({ status: 'invalid' })
	})
})
