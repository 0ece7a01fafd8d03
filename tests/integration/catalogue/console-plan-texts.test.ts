/**
 * Plan texts in the console (issue 18, item 2; docs/console.md "Plan texts"): only owners and
 * managers change a plan's name, tagline and description; every language is required and
 * length-checked; a preview saves nothing; a save is audited with before and after (the page's
 * history) and reaches another instance's plan cards through LISTEN/NOTIFY; a placed order keeps
 * the plan name its invoice and e-mails print.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { loader as homeLoader } from '../../../app/routes/home.tsx'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { orders, planTranslations, plans, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, orderBody, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request } = createCheckoutTestApp(db)

const cookieOf = async (role: StaffRole) => consoleCookie(db, (await enrolledStaff(db, role)).id)
const pathOf = (slug: string) => `/console/catalogue/plans/${slug}/`

/** The form as the page shows it: every text field and the version, to change one at a time. */
async function formOf(slug: string, cookie: string): Promise<Record<string, string>> {
	const html = await (await request(pathOf(slug), { headers: { Cookie: cookie } })).text()
	const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
	const inputs = [...html.matchAll(/<input[^>]*name="([a-z]+-[a-z-]+|version)"[^>]*value="([^"]*)"/g)].map((match) => [match[1]!, decode(match[2]!)])
	const areas = [...html.matchAll(/<textarea[^>]*name="(description-[a-z-]+)"[^>]*>([^<]*)<\/textarea>/g)].map((match) => [match[1]!, decode(match[2]!)])
	return Object.fromEntries([...inputs, ...areas])
}

const textsOf = async (slug: string) => {
	const rows = await db.select({ locale: planTranslations.locale, name: planTranslations.name, summary: planTranslations.summary, description: planTranslations.description }).from(planTranslations).innerJoin(plans, eq(plans.id, planTranslations.planId)).where(eq(plans.slug, slug))
	return Object.fromEntries(rows.map((row) => [row.locale, row]))
}

test('only owners and managers open and change plan texts; the others are refused on the server', async () => {
	const before = await textsOf('vegetarian')
	for (const role of ['kitchen', 'dispatch', 'support'] as const) {
		const cookie = await cookieOf(role)
		expect((await request('/console/catalogue/plans/', { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(pathOf('vegetarian'), { headers: { Cookie: cookie } })).status, role).toBe(403)
		expect((await request(pathOf('vegetarian'), consoleForm(cookie, { 'name-en': 'Greens' }))).status, role).toBe(403)
	}
	for (const role of ['owner', 'manager'] as const) {
		const cookie = await cookieOf(role)
		expect((await request('/console/catalogue/plans/', { headers: { Cookie: cookie } })).status, role).toBe(200)
		expect((await request(pathOf('vegetarian'), { headers: { Cookie: cookie } })).status, role).toBe(200)
	}
	expect((await request(pathOf('vegetarian'))).status).toBe(303)
	expect((await request(pathOf('no-such-plan'), { headers: { Cookie: await cookieOf('owner') } })).status).toBe(404)
	expect(await textsOf('vegetarian')).toEqual(before)
})

test('every language is required and length-checked: field errors (400), never 500, and nothing changes', async () => {
	const cookie = await cookieOf('manager')
	const before = await textsOf('vegetarian')
	const form = await formOf('vegetarian', cookie)
	const bad = { ...form, 'name-ru-ae': '   ', 'summary-ar-ae': 'قصير', 'description-en': 'x'.repeat(1_501) }
	const response = await request(pathOf('vegetarian'), consoleForm(cookie, bad))
	expect(response.status).toBe(400)
	const html = await response.text()
	expect(html.match(/aria-invalid="true"/g)).toHaveLength(3)
	// What was typed comes back, so nothing is lost.
	expect(html).toContain('قصير')
	// Unchanged texts are no save either.
	expect((await request(pathOf('vegetarian'), consoleForm(cookie, form))).status).toBe(400)
	expect(await textsOf('vegetarian')).toEqual(before)
	expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.plan-texts'))).toHaveLength(0)
})

test('a preview shows the posted texts as the card and page would, and saves nothing', async () => {
	const cookie = await cookieOf('owner')
	const before = await textsOf('vegetarian')
	const form = await formOf('vegetarian', cookie)
	const response = await request(pathOf('vegetarian'), consoleForm(cookie, { ...form, 'summary-ru-ae': 'Овощи, бобовые и сыр: сытно и без мяса.', intent: 'preview' }))
	expect(response.status).toBe(200)
	expect(await response.text()).toContain('Овощи, бобовые и сыр: сытно и без мяса.')
	expect(await textsOf('vegetarian')).toEqual(before)
})

test('a save changes only what changed, is audited with before and after, shows in the history, and a second save over an old form is refused', async () => {
	const cookie = await cookieOf('manager')
	const form = await formOf('pescatarian', cookie)
	const old = form['summary-ru-ae']!
	const tagline = 'Рыба и морепродукты пять раз в неделю, лёгкие гарниры и овощи.'
	const saved = await request(pathOf('pescatarian'), consoleForm(cookie, { ...form, 'summary-ru-ae': `  ${tagline} `, intent: 'save' }))
	expect(saved.status).toBe(303)
	expect(saved.headers.get('Location')).toBe(`${pathOf('pescatarian')}?saved=1`)
	expect((await textsOf('pescatarian'))['ru-ae']?.summary).toBe(tagline)

	const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'catalogue.plan-texts')).orderBy(desc(staffAuditLog.id))
	expect(audit).toMatchObject({ subject: 'plan:pescatarian', before: { 'ru-ae': { summary: old } }, after: { 'ru-ae': { summary: tagline } } })
	const page = await (await request(`${pathOf('pescatarian')}?saved=1`, { headers: { Cookie: cookie } })).text()
	expect(page).toContain(old)
	expect(page).toContain('role="status"')

	// The same old form again: someone saved in between, so it is refused and the newer texts shown.
	const stale = await request(pathOf('pescatarian'), consoleForm(cookie, { ...form, 'summary-ru-ae': 'Другой слоган, написанный поверх чужой правки.' }))
	expect(stale.status).toBe(409)
	expect((await textsOf('pescatarian'))['ru-ae']?.summary).toBe(tagline)
})

test('a change made through one instance shows on another instance\'s plan cards and plan page', async () => {
	const other = otherInstance(url)
	afterAll(() => other.stop())
	await other.ready
	const cardName = async () => (await homeLoader(loaderArgs(other.db, 'ru-ae', '/'))).featured.find((plan) => plan.slug === 'arabic')?.name
	const seen = await cardName()
	expect(seen).toBeTruthy()

	const cookie = await cookieOf('owner')
	const form = await formOf('arabic', cookie)
	const name = 'Арабская кухня'
	const tagline = 'Любимые блюда Леванта и Залива — легче, но с тем же вкусом.'
	expect((await request(pathOf('arabic'), consoleForm(cookie, { ...form, 'name-ru-ae': name, 'summary-ru-ae': tagline }))).status).toBe(303)

	// Within the other instance's 30 s catalogue cache: only the notification can have dropped it.
	await expect.poll(cardName, { timeout: 10_000 }).toBe(name)
	const page = await mealPlanLoader(loaderArgs(other.db, 'ru-ae', '/meal-plans/arabic/', { '*': 'arabic/' }))
	expect(page.plan).toMatchObject({ name, summary: tagline })
})

test('a placed order keeps the plan name it was placed with (its invoice and e-mails print the order\'s copy)', async () => {
	const placed = await postOrder(request, await orderBody(request, { email: 'plan-name@example.com' }))
	expect(placed.status).toBe(201)
	const [order] = await db.select({ id: orders.id, planSlug: orders.planSlug, planName: orders.planName, locale: orders.locale }).from(orders).orderBy(desc(orders.id)).limit(1)
	expect(order).toBeDefined()
	const cookie = await cookieOf('owner')
	const form = await formOf(order!.planSlug, cookie)
	const field = `name-${LOCALE_CODES.find((code) => code === order!.locale) ?? 'en'}`
	expect((await request(pathOf(order!.planSlug), consoleForm(cookie, { ...form, [field]: `${form[field]} Plus` }))).status).toBe(303)
	const [after] = await db.select({ planName: orders.planName }).from(orders).where(eq(orders.id, order!.id))
	expect(after?.planName).toBe(order!.planName)
})
