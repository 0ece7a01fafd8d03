/**
 * Partner offers in the console (issue 18, item 2; docs/console.md "Partner offers"): seeded once
 * from content/, then staff's data — only owners and managers edit the partner's name, headline,
 * code and dates or retire the offer; bad values are field errors; every change is audited with
 * before and after; the partner pages show exactly what the data says (the offer only while both
 * it and its code run).
 */
import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { loader as partnerLoader } from '../../../app/routes/partner-in-health.tsx'
import { loader as samsungLoader } from '../../../app/routes/partner-in-health-samsung.tsx'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { partnerOffers, staffAuditLog } from '../../../server/db/schema.ts'
import { seedDatabase } from '../../../server/db/seed.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

const PATH = '/console/catalogue/partners/samsung/'
const cookieOf = async (role: StaffRole) => consoleCookie(db, (await enrolledStaff(db, role)).id)
const samsungPage = async (locale: 'en' | 'ru-ae' = 'en') => samsungLoader(loaderArgs(db, locale, '/partner-in-health/samsung/'))

/** The form as the page shows it, to change one field at a time. */
async function formOf(cookie: string): Promise<Record<string, string>> {
	const html = await (await request(PATH, { headers: { Cookie: cookie } })).text()
	const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
	return Object.fromEntries([...html.matchAll(/<input[^>]*name="([A-Za-z-]+)"[^>]*value="([^"]*)"/g)].map((match) => [match[1]!, decode(match[2]!)]))
}

test('the seed wrote the Samsung offer once, with its code, and the pages show it', async () => {
	const form = await formOf(await cookieOf('owner'))
	expect(form).toMatchObject({ partnerName: 'Samsung', code: 'SAMSUNG20', 'headline-en': '{{discount}} off your kcal meal plan', from: '', until: '' })
	const page = await samsungPage()
	expect(page.offer).toMatchObject({ code: 'SAMSUNG20', headline: '20% off your kcal meal plan' })
	expect(page.partnerName).toBe('Samsung')
	expect((await partnerLoader(loaderArgs(db, 'en', '/partner-in-health/'))).samsungText).toMatch(/20%/)
})

test('only owners and managers open, change and retire partner offers; the others are refused on the server', async () => {
	for (const role of ['kitchen', 'dispatch', 'support'] as const) {
		const cookie = await cookieOf(role)
		expect((await request('/console/catalogue/partners/', { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(PATH, { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(PATH, consoleForm(cookie, { partnerName: 'Samsung UAE' }))).status, role).toBe(403)
		expect((await request(`${PATH}retire/`, consoleForm(cookie, {}))).status, role).toBe(403)
	}
	for (const role of ['owner', 'manager'] as const) {
		const cookie = await cookieOf(role)
		expect((await request('/console/catalogue/partners/', { headers: { Cookie: cookie } })).status, role).toBe(200)
		expect((await request(PATH, { headers: { Cookie: cookie } })).status, role).toBe(200)
	}
	expect((await request(PATH)).status).toBe(303)
	expect((await request('/console/catalogue/partners/nobody/', { headers: { Cookie: await cookieOf('owner') } })).status).toBe(404)
	const [offer] = await db.select().from(partnerOffers).where(eq(partnerOffers.slug, 'samsung'))
	expect(offer).toMatchObject({ partnerName: 'Samsung', archivedAt: null })
})

test('bad values are field errors (400), never 500, and change nothing', async () => {
	const cookie = await cookieOf('manager')
	const form = await formOf(cookie)
	const cases: [Record<string, string>, string[]][] = [
		[{ partnerName: ' ', 'headline-ar-ae': 'خصم على خطتك', code: 'bad code!', from: '2026-02-31' }, ['partnerName', 'headline-ar-ae', 'code', 'from']],
		[{ 'headline-ru-ae': '{{discount}} и ещё {{discount}}', from: '2027-03-10', until: '2027-03-01' }, ['headline-ru-ae', 'until']],
		[{ code: 'NO-SUCH-CODE' }, ['code']],
		[{}, []],
	]
	for (const [change, fields] of cases) {
		const response = await request(PATH, consoleForm(cookie, { ...form, ...change }))
		expect(response.status, JSON.stringify(change)).toBe(400)
		const html = await response.text()
		for (const name of fields) expect(html, name).toMatch(new RegExp(`id="${name}"[^>]*aria-invalid="true"`))
		expect(html.match(/aria-invalid="true"/g) ?? [], JSON.stringify(change)).toHaveLength(fields.length)
	}
	expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.subject, 'partner-offer:samsung'))).toHaveLength(0)
	expect((await samsungPage()).offer?.code).toBe('SAMSUNG20')
})

test('an edit shows on the partner pages, audited with before and after', async () => {
	const cookie = await cookieOf('manager')
	const form = await formOf(cookie)
	const response = await request(PATH, consoleForm(cookie, { ...form, code: 'welcome15', 'headline-ru-ae': 'Скидка {{discount}} для участников Samsung Members' }))
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toBe(`${PATH}?saved=1`)

	expect((await samsungPage('ru-ae')).offer).toMatchObject({ code: 'WELCOME15', headline: expect.stringMatching(/^Скидка 15\s?%? для участников Samsung Members$/) })
	const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.partner-offer-edit')).orderBy(desc(staffAuditLog.id))
	expect(audit).toMatchObject({ subject: 'partner-offer:samsung', before: { code: 'SAMSUNG20' }, after: { code: 'WELCOME15', headlines: { 'ru-ae': 'Скидка {{discount}} для участников Samsung Members' } } })
	const page = await (await request(`${PATH}?saved=1`, { headers: { Cookie: cookie } })).text()
	expect(page).toContain('role="status"')
	expect(page).toContain('SAMSUNG20')
})

test('the offer\'s dates narrow the code\'s: outside them the pages say the offer is not running', async () => {
	const cookie = await cookieOf('owner')
	const form = await formOf(cookie)
	expect((await request(PATH, consoleForm(cookie, { ...form, from: '2020-01-01', until: '2020-01-31' }))).status).toBe(303)
	expect((await samsungPage()).offer).toBeNull()
	expect((await partnerLoader(loaderArgs(db, 'en', '/partner-in-health/'))).samsungText).toBeNull()
	const [offer] = await db.select().from(partnerOffers).where(eq(partnerOffers.slug, 'samsung'))
	// "Until 31 January" includes that day: the offer ends at the next midnight in the UAE.
	expect(offer?.validUntil?.toISOString()).toBe('2020-01-31T20:00:00.000Z')
	expect((await request(PATH, consoleForm(cookie, { ...form, from: '', until: '' }))).status).toBe(303)
	expect((await samsungPage()).offer).not.toBeNull()
})

test('a retired offer is kept (never deleted), no longer offered, not edited, and the next start does not bring it back', async () => {
	const cookie = await cookieOf('manager')
	const response = await request(`${PATH}retire/`, consoleForm(cookie, {}))
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toBe('/console/catalogue/partners/?retired=samsung')
	expect((await samsungPage()).offer).toBeNull()
	const form = await formOf(cookie)
	expect((await request(PATH, consoleForm(cookie, { ...form, partnerName: 'Samsung Gulf' }))).status).toBe(400)
	await seedDatabase(db)
	const rows = await db.select().from(partnerOffers)
	expect(rows).toHaveLength(1)
	expect(rows[0]).toMatchObject({ partnerName: 'Samsung', archivedAt: expect.any(Date) })
	const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.partner-offer-retire'))
	expect(audit?.subject).toBe('partner-offer:samsung')
})
