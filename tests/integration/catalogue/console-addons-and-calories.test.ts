/**
 * A new add-on, a new choice of one, and a size's calories in the console (issue 18, item 2;
 * docs/console.md "Add-ons, delivery areas and closed days" and "The catalogue"): only owners and
 * managers; field errors in English and Arabic, never 500, changing nothing; a new add-on or
 * choice is priced by the public price API and reaches another instance's catalogue through
 * LISTEN/NOTIFY; a calories change shows on another instance's plan page, is audited with before
 * and after, and leaves a placed order as it was.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import { getCachedPlan } from '../../../server/db/queries/plans.ts'
import { addonVariants, addons, orders, planVariants, staffAuditLog } from '../../../server/db/schema.ts'
import { createCheckoutTestApp, orderBody, postOrder } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request } = createCheckoutTestApp(db)

const cookieOf = async (role: StaffRole, locale: 'en' | 'ar' = 'en') => consoleCookie(db, (await enrolledStaff(db, role, { locale })).id)
const catalogueAudits = async () => db.select().from(staffAuditLog).where(sql`${staffAuditLog.action} like 'catalogue.%'`)
const audits = (action: string) => db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))
const kcalOf = async (code: string) => (await db.select({ kcalMin: planVariants.kcalMin, kcalMax: planVariants.kcalMax }).from(planVariants).where(eq(planVariants.code, code)))[0]

const NEW_ADDON = {
	slug: 'console-smoothies',
	'name-en': 'Smoothies',
	'name-ar-ae': 'عصائر السموذي',
	'name-ru-ae': 'Смузи',
	'description-en': 'A fruit smoothie with every delivery.',
	'description-ar-ae': 'عصير سموذي بالفاكهة مع كل توصيل.',
	'description-ru-ae': 'Фруктовый смузи к каждой доставке.',
	'choice-code': 'console-smoothie-mango',
	'choice-name-en': 'Mango',
	'choice-name-ar-ae': 'مانجو',
	'choice-name-ru-ae': 'Манго',
	'choice-price': '14.50',
}
const NEW_CHOICE = { code: 'extra-snack-3', 'name-en': 'Three snacks a day', 'name-ar-ae': 'ثلاث وجبات خفيفة يوميًا', 'name-ru-ae': 'Три перекуса в день', price: '39.25' }
const KCAL_PATH = '/console/catalogue/prices/international-regular/calories/'

async function priced(addonVariant: number) {
	const response = await request('/client/api/v1/price', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [], addon_variant: addonVariant }),
	})
	return { status: response.status, body: (await response.json()) as { data?: { total: number } } }
}
const variantIdOf = async (code: string) => (await db.select({ id: addonVariants.id }).from(addonVariants).where(eq(addonVariants.code, code)))[0]?.id

const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())

describe('who may', () => {
	const posts: [string, Record<string, string>][] = [
		['/console/catalogue/addons/new/', NEW_ADDON],
		['/console/catalogue/addons/extra-snack/choices/', NEW_CHOICE],
		[KCAL_PATH, { 'kcal-min': '1500', 'kcal-max': '1800' }],
	]

	test('kitchen, dispatch and support are refused the new add-on page and every change on the server; nothing changes', async () => {
		const kcal = await kcalOf('international-regular')
		for (const role of ['kitchen', 'dispatch', 'support'] as const) {
			const cookie = await cookieOf(role)
			expect((await request('/console/catalogue/addons/new/', { headers: { Cookie: cookie } })).status, role).toBe(403)
			for (const [path, fields] of posts) expect((await request(path, consoleForm(cookie, fields))).status, `${role} POST ${path}`).toBe(403)
		}
		expect((await request('/console/catalogue/addons/new/')).status).toBe(303)
		expect(await catalogueAudits()).toHaveLength(0)
		expect(await db.select().from(addons).where(eq(addons.slug, NEW_ADDON.slug))).toHaveLength(0)
		expect(await variantIdOf(NEW_CHOICE.code)).toBeUndefined()
		expect(await kcalOf('international-regular')).toEqual(kcal)
	})

	test('owners and managers open the new add-on page; an add-on page offers a new choice, a size page its calories', async () => {
		for (const role of ['owner', 'manager'] as const) {
			const cookie = await cookieOf(role)
			expect((await request('/console/catalogue/addons/new/', { headers: { Cookie: cookie } })).status, role).toBe(200)
			expect(await (await request('/console/catalogue/addons/extra-snack/', { headers: { Cookie: cookie } })).text()).toContain('action="/console/catalogue/addons/extra-snack/choices/"')
			expect(await (await request('/console/catalogue/prices/international-regular/', { headers: { Cookie: cookie } })).text()).toContain(`action="${KCAL_PATH}"`)
		}
	})
})

describe('validation', () => {
	test('bad values are field errors (400) in English, never 500, and change nothing', async () => {
		const cookie = await cookieOf('manager')
		const bad = await request('/console/catalogue/addons/new/', consoleForm(cookie, { ...NEW_ADDON, slug: 'Smoothies!', 'name-ru-ae': ' ', 'choice-price': '0' }))
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html.match(/aria-invalid="true"/g)).toHaveLength(3)
		expect(html).toContain('Use lower-case Latin letters, digits and single hyphens, e.g. juice-mango.')
		expect(html).toContain('Enter dirhams from 0.01 to 1,000, with up to two decimals.')
		// What was typed comes back.
		expect(html).toContain('A fruit smoothie with every delivery.')

		const takenSlug = await request('/console/catalogue/addons/new/', consoleForm(cookie, { ...NEW_ADDON, slug: 'extra-snack' }))
		expect(takenSlug.status).toBe(400)
		expect(await takenSlug.text()).toContain('Another add-on already has this slug.')
		// The first choice's code is taken: the add-on is not made either (one transaction).
		const takenCode = await request('/console/catalogue/addons/new/', consoleForm(cookie, { ...NEW_ADDON, 'choice-code': 'juice-green' }))
		expect(takenCode.status).toBe(400)
		expect(await takenCode.text()).toContain('codes are never reused')
		expect(await db.select().from(addons).where(eq(addons.slug, NEW_ADDON.slug))).toHaveLength(0)

		const badKcal = await request(KCAL_PATH, consoleForm(cookie, { 'kcal-min': '1500.5', 'kcal-max': '9000' }))
		expect(badKcal.status).toBe(400)
		expect((await badKcal.text()).match(/aria-invalid="true"/g)).toHaveLength(2)
		const unchanged = await request(KCAL_PATH, consoleForm(cookie, { 'kcal-min': String((await kcalOf('international-regular'))!.kcalMin), 'kcal-max': String((await kcalOf('international-regular'))!.kcalMax) }))
		expect(unchanged.status).toBe(400)
		expect(await unchanged.text()).toContain('The calories were not changed.')
		expect(await catalogueAudits()).toHaveLength(0)
	})

	test('the same errors in Arabic for an Arabic-speaking manager', async () => {
		const cookie = await cookieOf('manager', 'ar')
		const taken = await request('/console/catalogue/addons/extra-snack/choices/', consoleForm(cookie, { ...NEW_CHOICE, code: 'extra-snack-1' }))
		expect(taken.status).toBe(400)
		expect(await taken.text()).toContain('هذا الرمز مستخدم من قبل')
		const badChoice = await request('/console/catalogue/addons/extra-snack/choices/', consoleForm(cookie, { ...NEW_CHOICE, code: 'bad code', price: '1.234' }))
		expect(badChoice.status).toBe(400)
		const choiceHtml = await badChoice.text()
		expect(choiceHtml).toContain('استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات مفردة')
		expect(choiceHtml).toContain('أدخل مبلغًا بالدرهم بين 0.01 و1,000')

		const order = await request(KCAL_PATH, consoleForm(cookie, { 'kcal-min': '1800', 'kcal-max': '1500' }))
		expect(order.status).toBe(400)
		expect(await order.text()).toContain('لا يمكن أن يكون الحد الأعلى أقل من الحد الأدنى.')
		const range = await request(KCAL_PATH, consoleForm(cookie, { 'kcal-min': '500', 'kcal-max': '1500' }))
		expect(await range.text()).toContain('أدخل عددًا صحيحًا من kcal بين 800 و5,000.')
		const slug = await request('/console/catalogue/addons/new/', consoleForm(cookie, { ...NEW_ADDON, slug: 'new' }))
		expect(slug.status).toBe(400)
		expect(await slug.text()).toContain('هذا المعرّف مستخدم لإضافة أخرى.')
		expect(await catalogueAudits()).toHaveLength(0)
		expect(await variantIdOf('extra-snack-1')).toBeDefined()
	})
})

describe('new add-ons and choices', () => {
	test('a new add-on is offered with its first choice at once, priced by the price API, audited, and reaches another instance', async () => {
		// The other instance has the catalogue in its cache before the change.
		expect((await getCachedPlan(other.db, 'international', 'en'))?.addons.map((addon) => addon.slug)).not.toContain(NEW_ADDON.slug)
		const without = (await priced((await variantIdOf('extra-snack-1'))!)).body.data!.total - 6 * (await db.select({ fils: addonVariants.pricePerDayFils }).from(addonVariants).where(eq(addonVariants.code, 'extra-snack-1')))[0]!.fils

		const cookie = await cookieOf('manager')
		const created = await request('/console/catalogue/addons/new/', consoleForm(cookie, NEW_ADDON))
		expect(created.status).toBe(303)
		expect(created.headers.get('Location')).toBe('/console/catalogue/addons/?created=1')

		const plan = (await (await request('/client/api/v1/plans/international')).json()) as { data: { addons: { name: string; variants: { id: number; name: string; pricePerDayFils?: number }[] }[] } }
		const offered = plan.data.addons.find((addon) => addon.name === 'Smoothies')
		expect(offered?.variants.map((variant) => variant.name)).toEqual(['Mango'])
		const mango = (await variantIdOf(NEW_ADDON['choice-code']))!
		const price = await priced(mango)
		expect(price.status).toBe(200)
		// Six days of one week at 14.50 AED over the plan alone.
		expect(price.body.data!.total - without).toBe(6 * 1_450)

		const [audit] = await audits('catalogue.addon-create')
		expect(audit).toMatchObject({ subject: `addon:${NEW_ADDON.slug}`, after: { slug: NEW_ADDON.slug, choice: { code: NEW_ADDON['choice-code'], pricePerDayFils: 1_450 } } })
		// Within the other instance's 30 s cache: only the notification can have dropped it.
		await expect.poll(async () => (await getCachedPlan(other.db, 'international', 'en'))?.addons.map((addon) => addon.slug), { timeout: 10_000 }).toContain(NEW_ADDON.slug)
		const list = await (await request('/console/catalogue/addons/?created=1', { headers: { Cookie: cookie } })).text()
		expect(list).toContain('The add-on is added and offered.')
		expect(list).toContain('Smoothies')
	})

	test('a new choice of an existing add-on is offered and priced at once, audited, and can be ordered; its code cannot be taken twice', async () => {
		const cookie = await cookieOf('owner')
		const added = await request('/console/catalogue/addons/extra-snack/choices/', consoleForm(cookie, NEW_CHOICE))
		expect(added.status).toBe(303)
		expect(added.headers.get('Location')).toBe('/console/catalogue/addons/extra-snack/?added=1')
		const id = (await variantIdOf(NEW_CHOICE.code))!
		const one = await priced((await variantIdOf('extra-snack-1'))!)
		const three = await priced(id)
		expect(three.status).toBe(200)
		const [snackOne] = await db.select({ fils: addonVariants.pricePerDayFils }).from(addonVariants).where(eq(addonVariants.code, 'extra-snack-1'))
		expect(three.body.data!.total - one.body.data!.total).toBe(6 * (3_925 - snackOne!.fils))
		// Listed after the add-on's other choices.
		const plan = (await (await request('/client/api/v1/plans/international')).json()) as { data: { addons: { variants: { id: number }[] }[] } }
		expect(plan.data.addons.find((addon) => addon.variants.some((variant) => variant.id === id))?.variants.at(-1)?.id).toBe(id)
		const [audit] = await audits('catalogue.addon-choice-create')
		expect(audit).toMatchObject({ subject: `addon-variant:${NEW_CHOICE.code}`, after: { addon: 'extra-snack', code: NEW_CHOICE.code, pricePerDayFils: 3_925 } })

		const body = await orderBody(request, { email: 'new-choice@example.com' })
		const placed = await postOrder(request, { ...body, addon_variant: id, expected_total: three.body.data!.total })
		expect(placed.status).toBe(201)
		const [order] = await db.select({ addonVariantId: orders.addonVariantId, addonName: orders.addonName }).from(orders).orderBy(desc(orders.id)).limit(1)
		expect(order?.addonVariantId).toBe(id)

		const again = await request('/console/catalogue/addons/extra-snack/choices/', consoleForm(cookie, NEW_CHOICE))
		expect(again.status).toBe(400)
		expect(await audits('catalogue.addon-choice-create')).toHaveLength(1)
		expect(await (await request('/console/catalogue/addons/extra-snack/?added=1', { headers: { Cookie: cookie } })).text()).toContain('The choice is added and offered.')
	})
})

describe('at once', () => {
	test('ten presses adding the same new choice at once: one choice, one audit row, nine field errors (never 500)', async () => {
		const cookie = await cookieOf('manager')
		const choice = { ...NEW_CHOICE, code: 'juice-burst', price: '12.00' }
		const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await request('/console/catalogue/addons/cold-pressed-juice/choices/', consoleForm(cookie, choice))).status))
		expect(statuses.sort()).toEqual([303, ...Array<number>(9).fill(400)])
		expect(await db.select().from(addonVariants).where(eq(addonVariants.code, 'juice-burst'))).toHaveLength(1)
		expect((await audits('catalogue.addon-choice-create')).filter((audit) => audit.subject === 'addon-variant:juice-burst')).toHaveLength(1)
	})

	test('ten new add-ons with one slug at once: one add-on with its one choice, one audit row', async () => {
		const cookie = await cookieOf('owner')
		const statuses = await Promise.all(
			Array.from({ length: 10 }, async (_, index) => (await request('/console/catalogue/addons/new/', consoleForm(cookie, { ...NEW_ADDON, slug: 'burst-addon', 'choice-code': `burst-addon-${index}` }))).status),
		)
		expect(statuses.sort()).toEqual([303, ...Array<number>(9).fill(400)])
		const [made] = await db.select().from(addons).where(eq(addons.slug, 'burst-addon'))
		expect(await db.select().from(addonVariants).where(eq(addonVariants.addonId, made!.id))).toHaveLength(1)
		expect((await audits('catalogue.addon-create')).filter((audit) => audit.subject === 'addon:burst-addon')).toHaveLength(1)
	})
})

describe('calories', () => {
	test('a size\'s calories change is audited with before and after, shows on another instance\'s plan page, and leaves a placed order as it was', async () => {
		const placed = await postOrder(request, await orderBody(request, { email: 'kcal@example.com' }))
		expect(placed.status).toBe(201)
		const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1)
		const planPage = async () => {
			const page = await mealPlanLoader(loaderArgs(other.db, 'en', '/meal-plans/international/', { '*': 'international/' }))
			return page.plan.variants.find((variant) => variant.code === 'international-regular')
		}
		// The plan page, the plans API and the cheap-plans page read the 30 s catalogue cache.
		const cached = async () => (await getCachedPlan(other.db, 'international', 'en'))?.variants.find((variant) => variant.code === 'international-regular')
		const before = (await kcalOf('international-regular'))!
		expect(await planPage()).toMatchObject(before)
		expect(await cached()).toMatchObject(before)

		const cookie = await cookieOf('manager')
		const saved = await request(KCAL_PATH, consoleForm(cookie, { 'kcal-min': ' 1450 ', 'kcal-max': '1750' }))
		expect(saved.status).toBe(303)
		expect(saved.headers.get('Location')).toBe('/console/catalogue/prices/international-regular/?saved=calories')
		expect(await kcalOf('international-regular')).toEqual({ kcalMin: 1_450, kcalMax: 1_750 })
		const [audit] = await audits('catalogue.variant-kcal')
		expect(audit).toMatchObject({ subject: 'plan-variant:international-regular', before, after: { kcalMin: 1_450, kcalMax: 1_750 } })
		// Within the other instance's 30 s cache: only the notification can have dropped it.
		await expect.poll(cached, { timeout: 10_000 }).toMatchObject({ kcalMin: 1_450, kcalMax: 1_750 })
		expect(await planPage()).toMatchObject({ kcalMin: 1_450, kcalMax: 1_750 })
		const page = await (await request('/console/catalogue/prices/international-regular/?saved=calories', { headers: { Cookie: cookie } })).text()
		expect(page).toContain('The calories are saved.')
		expect(page).toMatch(/name="kcal-min"[^>]*value="1450"/)

		// Orders copy no calories: the order keeps its plan, size, prices and total.
		const [after] = await db.select().from(orders).where(eq(orders.id, order!.id))
		expect(after).toEqual(order)
	})

	test('a retired size\'s calories cannot be changed', async () => {
		const cookie = await cookieOf('owner')
		expect((await request('/console/catalogue/prices/arabic-plus/retire/', consoleForm(cookie, {}))).status).toBe(303)
		const before = await kcalOf('arabic-plus')
		const refused = await request('/console/catalogue/prices/arabic-plus/calories/', consoleForm(cookie, { 'kcal-min': '2000', 'kcal-max': '2300' }))
		expect(refused.status).toBe(400)
		expect(await kcalOf('arabic-plus')).toEqual(before)
		expect(await audits('catalogue.variant-kcal')).toHaveLength(1)
	})
})
