/**
 * A new plan and a new size in the console (issue 18, item 2; docs/console.md "New plans and
 * sizes"): only owners and managers; field errors in English and Arabic, never 500, changing
 * nothing; ten creates of one slug at once make one plan; a new plan is hidden (its page 404s, no
 * list, sitemap or order form has it) until it is published, which is refused with what it lacks;
 * once published, a second instance's plan page (three languages), collection, customise step and
 * sitemap list show it; a size is added to a plan that lacks it (price table from its list price),
 * once however many presses, and a retired one is offered again.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as mealPlanLoader } from '../../../app/routes/meal-plan.tsx'
import { loader as customiseLoader } from '../../../app/routes/customise-meal-plan.tsx'
import type { StaffRole } from '../../../domain/console-permissions.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { planPriceTable } from '../../../domain/plan-pricing.ts'
import { listActivePlanSlugs, listActivePlans } from '../../../server/db/queries/plans.ts'
import { planPrices, planVariants, plans, staffAuditLog, weeklyMenus } from '../../../server/db/schema.ts'
import { createCheckoutTestApp } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { checkoutPageArgs, loaderArgs } from '../support/loader-args.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
waitForOutboxAfterAll(db)
const { request, checkout } = createCheckoutTestApp(db)

const cookieOf = async (role: StaffRole, locale: 'en' | 'ar' = 'en') => consoleCookie(db, (await enrolledStaff(db, role, { locale })).id)
const audits = (action: string) => db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))
const planOf = async (slug: string) => (await db.select().from(plans).where(eq(plans.slug, slug)))[0]

const TEXTS = {
	'name-en': 'High Protein',
	'summary-en': 'Lean protein at every meal for training days and quick recovery.',
	'description-en': 'Four meals a day built around lean meat, fish, eggs and legumes, with enough carbohydrate to train on. Portioned by our nutritionists and delivered fresh.',
	'name-ar-ae': 'البروتين العالي',
	'summary-ar-ae': 'بروتين خفيف في كل وجبة لأيام التمرين والتعافي السريع.',
	'description-ar-ae': 'أربع وجبات يوميًا أساسها اللحوم الخفيفة والأسماك والبيض والبقوليات، مع ما يكفي من الكربوهيدرات للتمرين. بحصص يحددها أخصائيو التغذية لدينا، وتصلك طازجة.',
	'name-ru-ae': 'Высокобелковый',
	'summary-ru-ae': 'Нежирный белок в каждом приёме пищи для тренировок и быстрого восстановления.',
	'description-ru-ae': 'Четыре приёма пищи в день на основе нежирного мяса, рыбы, яиц и бобовых, с достаточным количеством углеводов для тренировок. Порции рассчитывают наши нутрициологи.',
}
const NEW_PLAN = {
	slug: 'console-high-protein',
	'meals-per-day': '4',
	diet: 'vegetarian',
	...TEXTS,
	'size-regular': 'on',
	'regular-kcal-min': '1600',
	'regular-kcal-max': '1900',
	'regular-price': '140',
}

/** The new plan form, with its collection boxes (a form posts one `tags` value per ticked box). */
function planForm(cookie: string, fields: Record<string, string>, tags: string[] = ['popular']): RequestInit {
	const body = new URLSearchParams(fields)
	for (const tag of tags) body.append('tags', tag)
	return { ...consoleForm(cookie, {}), body: body.toString() }
}

const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())

describe('who may', () => {
	test('kitchen, dispatch and support are refused every page and change on the server; nothing is made', async () => {
		await db.update(planVariants).set({ archivedAt: new Date() }).where(eq(planVariants.code, 'arabic-plus'))
		const posts: [string, RequestInit][] = []
		for (const role of ['kitchen', 'dispatch', 'support'] as const) {
			const cookie = await cookieOf(role)
			posts.push(
				['/console/catalogue/plans/new/', planForm(cookie, NEW_PLAN)],
				['/console/catalogue/plans/weight-loss/publish/', consoleForm(cookie, {})],
				['/console/catalogue/plans/weight-loss/sizes/', consoleForm(cookie, { size: 'plus', 'plus-kcal-min': '1800', 'plus-kcal-max': '2100', 'plus-price': '150' })],
				['/console/catalogue/plans/arabic/sizes/arabic-plus/restore/', consoleForm(cookie, {})],
			)
			for (const path of ['/console/catalogue/plans/new/', '/console/catalogue/plans/international/offer/']) {
				expect((await request(path, { headers: { Cookie: cookie } })).status, `${role} GET ${path}`).toBe(403)
			}
		}
		for (const [path, init] of posts) expect((await request(path, init)).status, `POST ${path}`).toBe(403)
		expect((await request('/console/catalogue/plans/new/')).status).toBe(303)
		expect(await db.select().from(staffAuditLog).where(sql`${staffAuditLog.action} like 'catalogue.%'`)).toHaveLength(0)
		expect(await planOf(NEW_PLAN.slug)).toBeUndefined()
		await db.update(planVariants).set({ archivedAt: null }).where(eq(planVariants.code, 'arabic-plus'))
	})

	test('owners and managers open the new plan page and a plan’s sale and sizes page, linked from the plan list', async () => {
		for (const role of ['owner', 'manager'] as const) {
			const cookie = await cookieOf(role)
			expect((await request('/console/catalogue/plans/new/', { headers: { Cookie: cookie } })).status, role).toBe(200)
			const offer = await request('/console/catalogue/plans/international/offer/', { headers: { Cookie: cookie } })
			expect(offer.status).toBe(200)
			expect(await offer.text()).toContain('Offered on the site.')
			const list = await (await request('/console/catalogue/plans/', { headers: { Cookie: cookie } })).text()
			expect(list).toContain('href="/console/catalogue/plans/new/"')
			expect(list).toContain('href="/console/catalogue/plans/international/offer/"')
		}
	})
})

describe('validation', () => {
	test('bad values are field errors (400) in English, never 500, and change nothing; what was typed comes back', async () => {
		const cookie = await cookieOf('manager')
		const bad = await request(
			'/console/catalogue/plans/new/',
			planForm(cookie, { ...NEW_PLAN, slug: 'High Protein!', 'meals-per-day': '9', diet: 'paleo', 'name-ru-ae': ' ', 'regular-kcal-max': '1200', 'regular-price': '0' }, ['popular', 'cheap']),
		)
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html.match(/aria-invalid="true"/g)).toHaveLength(6)
		expect(html).toContain('Use lower-case Latin letters, digits and single hyphens')
		expect(html).toContain('Enter a whole number from 1 to 6.')
		expect(html).toContain('Choose one of the diets.')
		expect(html).toContain('Choose among the listed collections.')
		expect(html).toContain('The upper end cannot be below the lower end.')
		expect(html).toContain('Enter a whole number of dirhams from 1 to 10,000.')
		expect(html).toContain(TEXTS['description-en'])

		const noSize = await request('/console/catalogue/plans/new/', planForm(cookie, { ...NEW_PLAN, 'size-regular': '' }))
		expect(noSize.status).toBe(400)
		expect(await noSize.text()).toContain('Sell one size at least.')

		// Another plan's slug, and the address of another page under /meal-plans/ (a plan there could never be reached).
		for (const slug of ['international', 'checkout', 'popular-meal-plans', 'success-vegetarian-sample-menu', 'new']) {
			const taken = await request('/console/catalogue/plans/new/', planForm(cookie, { ...NEW_PLAN, slug }))
			expect(taken.status, slug).toBe(400)
			expect(await taken.text()).toContain('This address is taken by another plan or page of the site.')
		}
		expect(await planOf(NEW_PLAN.slug)).toBeUndefined()
		expect(await audits('catalogue.plan-create')).toHaveLength(0)
	})

	test('hostile values in every field are refused or stored as text, never a 500', async () => {
		const cookie = await cookieOf('owner')
		const hostile = ['\u0000', '\uD800', '\u202Eevil', "'; drop table plans; --", '<script>alert(1)</script>', 'x'.repeat(20_000), '١٢٣']
		const everyField = (value: string) => Object.fromEntries(Object.keys(NEW_PLAN).map((name) => [name, value]))
		const texts = (value: string) => Object.fromEntries(Object.keys(TEXTS).map((name) => [name, value]))
		for (const [index, value] of hostile.entries()) {
			// Every field at once, and the texts alone beside valid values (so they reach the insert when the rules let them).
			for (const fields of [everyField(value), { ...NEW_PLAN, slug: `console-fuzz-${index}`, ...texts(value) }]) {
				const response = await request('/console/catalogue/plans/new/', planForm(cookie, fields, [value]))
				expect(response.status, value.slice(0, 20)).toBeLessThan(500)
			}
			const size = await request('/console/catalogue/plans/weight-loss/sizes/', consoleForm(cookie, { size: value, 'plus-kcal-min': value, 'plus-kcal-max': value, 'plus-price': value }))
			expect(size.status).toBeLessThan(500)
		}
	})

	test('in Arabic for an Arabic-speaking manager (a size’s too, below)', async () => {
		const cookie = await cookieOf('manager', 'ar')
		const bad = await request('/console/catalogue/plans/new/', planForm(cookie, { ...NEW_PLAN, slug: 'checkout', 'regular-price': 'abc' }))
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html).toContain('dir="rtl"')
		expect(html).toContain('هذا العنوان مستخدم لخطة أخرى أو لصفحة أخرى في الموقع.')
		expect(html).toContain('أدخل عددًا صحيحًا من الدراهم بين 1 و10,000.')
	})
})

describe('a new plan', () => {
	test('ten creates of one slug at once make one plan, one audit row and nine field errors (no 500)', async () => {
		const cookie = await cookieOf('manager')
		const slug = 'console-burst-plan'
		const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await request('/console/catalogue/plans/new/', planForm(cookie, { ...NEW_PLAN, slug }))).status))
		expect(statuses.filter((status) => status === 303)).toHaveLength(1)
		expect(statuses.filter((status) => status === 400)).toHaveLength(9)
		expect(await db.select().from(plans).where(eq(plans.slug, slug))).toHaveLength(1)
		expect((await audits('catalogue.plan-create')).filter((row) => row.subject === `plan:${slug}`)).toHaveLength(1)
		expect(await db.select().from(planVariants).where(eq(planVariants.code, `${slug}-regular`))).toHaveLength(1)
	})

	test('is created hidden with its price table and a draft first week of its diet; publicly it is nowhere; publishing is refused with what it lacks', async () => {
		const cookie = await cookieOf('manager')
		const created = await request('/console/catalogue/plans/new/', planForm(cookie, NEW_PLAN, ['popular', 'diet-specific']))
		expect(created.status).toBe(303)
		expect(created.headers.get('location')).toBe(`/console/catalogue/plans/${NEW_PLAN.slug}/offer/?done=created`)
		const plan = (await planOf(NEW_PLAN.slug))!
		expect(plan).toMatchObject({ isActive: false, mealsPerDay: 4, diet: 'vegetarian', tags: ['popular', 'diet-specific'] })
		const [variant] = await db.select().from(planVariants).where(eq(planVariants.planId, plan.id))
		expect(variant).toMatchObject({ code: `${NEW_PLAN.slug}-regular`, size: 'regular', kcalMin: 1600, kcalMax: 1900, listPricePerDayFils: 14_000 })
		const table = await db.select({ daysPerWeek: planPrices.daysPerWeek, weeks: planPrices.weeks, pricePerDayFils: planPrices.pricePerDayFils }).from(planPrices).where(eq(planPrices.variantId, variant!.id))
		expect(table).toEqual(expect.arrayContaining(planPriceTable(14_000)))
		expect(table).toHaveLength(12)
		const weeks = await db.select().from(weeklyMenus).where(eq(weeklyMenus.planId, plan.id))
		expect(weeks).toHaveLength(1)
		expect(weeks[0]!.status).toBe('draft')

		// Hidden: the plan page 404s in every language, and no list, sitemap or order form has it.
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			await expect(mealPlanLoader(loaderArgs(db, locale, `/meal-plans/${NEW_PLAN.slug}/`, { '*': `${NEW_PLAN.slug}/` }))).rejects.toMatchObject({ init: { status: 404 } })
		}
		expect(await listActivePlanSlugs(db)).not.toContain(NEW_PLAN.slug)
		expect((await listActivePlans(db, 'en')).map((row) => row.slug)).not.toContain(NEW_PLAN.slug)
		const price = await request('/client/api/v1/price', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ plan: NEW_PLAN.slug, size: 'regular', days_per_week: 6, number_of_weeks: 1, discount_code: [] }),
		})
		expect(price.status).not.toBe(200)

		const offer = await (await request(`/console/catalogue/plans/${NEW_PLAN.slug}/offer/`, { headers: { Cookie: cookie } })).text()
		expect(offer).toContain('Hidden: not offered on the site.')
		expect(offer).toContain('A published weekly menu.')
		expect(offer).toContain(`href="/console/menus/plans/${plan.id}/"`)

		const refused = await request(`/console/catalogue/plans/${NEW_PLAN.slug}/publish/`, consoleForm(cookie, {}))
		expect(refused.status).toBe(409)
		const refusal = await refused.text()
		expect(refusal).toContain('The plan cannot be published yet')
		expect(refusal).toContain('A published weekly menu.')
		expect(refusal).not.toContain('A size on sale, with its prices.')
		expect((await planOf(NEW_PLAN.slug))!.isActive).toBe(false)
		expect(await audits('catalogue.plan-publish')).toHaveLength(0)
	})

	test('once its week is published, publishing shows it on a second instance: plan page in three languages, collection, customise step, sitemap list', async () => {
		const cookie = await cookieOf('manager')
		const plan = (await planOf(NEW_PLAN.slug))!
		const [week] = await db.select().from(weeklyMenus).where(eq(weeklyMenus.planId, plan.id))
		// The kitchen publishes the draft copied from the diet's menu (the menus console's own route).
		expect((await request(`/console/menus/weeks/${week!.id}/publish/`, consoleForm(cookie, {}))).status).toBe(303)
		expect((await db.select().from(weeklyMenus).where(eq(weeklyMenus.id, week!.id)))[0]!.status).toBe('published')

		// The second instance has the catalogue cached without the plan.
		expect((await listActivePlans(other.db, 'en')).map((row) => row.slug)).not.toContain(NEW_PLAN.slug)

		const published = await request(`/console/catalogue/plans/${NEW_PLAN.slug}/publish/`, consoleForm(cookie, {}))
		expect(published.status).toBe(303)
		expect((await planOf(NEW_PLAN.slug))!.isActive).toBe(true)
		const [audit] = await audits('catalogue.plan-publish')
		expect(audit).toMatchObject({ subject: `plan:${NEW_PLAN.slug}`, before: { isActive: false }, after: { isActive: true } })

		// The cached catalogue (plan pages, collections, customise, order pricing) drops on the announcement.
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).find((row) => row.slug === NEW_PLAN.slug)?.tags, { timeout: 10_000 }).toEqual(['popular', 'diet-specific'])
		const names: Record<LocaleCode, string> = { en: TEXTS['name-en'], 'ar-ae': TEXTS['name-ar-ae'], 'ru-ae': TEXTS['name-ru-ae'] }
		for (const locale of ['en', 'ar-ae', 'ru-ae'] as const) {
			const page = await mealPlanLoader(loaderArgs(other.db, locale, `/meal-plans/${NEW_PLAN.slug}/`, { '*': `${NEW_PLAN.slug}/` }))
			expect(page.plan.name).toBe(names[locale])
			expect(page.plan.variants.map((variant) => variant.code)).toEqual([`${NEW_PLAN.slug}-regular`])
			// It follows the vegetarian diet and has a published week: the page links the diet's sample menu.
			expect(page.plan.sampleMenuDiet).toBe('vegetarian')
		}
		expect(await listActivePlanSlugs(other.db)).toContain(NEW_PLAN.slug)
		const customise = await customiseLoader(checkoutPageArgs({ db: other.db, checkout, clientIp: '203.0.113.9' }, 'en', `/meal-plans/customise-meal-plan/?plan=${NEW_PLAN.slug}&size=regular&days=5&weeks=1`))
		expect(customise.plan.slug).toBe(NEW_PLAN.slug)
		// 5 days at the list price of AED 140 (5 days a week, 1 week: no reduction), in fils.
		expect(customise.price.gross).toBe(70_000)
		expect(customise.plans.map((row) => row.slug)).toContain(NEW_PLAN.slug)

		// Published twice: nothing more happens.
		expect((await request(`/console/catalogue/plans/${NEW_PLAN.slug}/publish/`, consoleForm(cookie, {}))).status).toBe(303)
		expect(await audits('catalogue.plan-publish')).toHaveLength(1)
	})
})

describe('a new size', () => {
	const PLUS = { size: 'plus', 'plus-kcal-min': '2000', 'plus-kcal-max': '2300', 'plus-price': '170' }

	test('ten presses adding Plus to a plan with only Regular at once add it once, priced from its list price, audited, and on another instance', async () => {
		const cookie = await cookieOf('manager')
		const path = `/console/catalogue/plans/${NEW_PLAN.slug}/sizes/`
		// Field errors first, in the editor's language; nothing is added.
		const bad = await request(path, consoleForm(await cookieOf('manager', 'ar'), { ...PLUS, 'plus-kcal-min': '90', 'plus-price': '' }))
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html).toContain('أدخل عددًا صحيحًا من kcal بين 800 و5,000.')
		expect(html).toContain('أدخل عددًا صحيحًا من الدراهم بين 1 و10,000.')
		expect(html.match(/aria-invalid="true"/g)).toHaveLength(2)
		const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await request(path, consoleForm(cookie, PLUS))).status))
		expect(statuses.filter((status) => status === 303)).toHaveLength(1)
		expect(statuses.filter((status) => status === 400)).toHaveLength(9)
		const plan = (await planOf(NEW_PLAN.slug))!
		const [plus] = await db.select().from(planVariants).where(and(eq(planVariants.planId, plan.id), eq(planVariants.size, 'plus')))
		expect(plus).toMatchObject({ code: `${NEW_PLAN.slug}-plus`, kcalMin: 2000, kcalMax: 2300, listPricePerDayFils: 17_000, archivedAt: null })
		const table = await db.select({ daysPerWeek: planPrices.daysPerWeek, weeks: planPrices.weeks, pricePerDayFils: planPrices.pricePerDayFils }).from(planPrices).where(eq(planPrices.variantId, plus!.id))
		expect(table).toEqual(expect.arrayContaining(planPriceTable(17_000)))
		const added = await audits('catalogue.plan-size-add')
		expect(added).toHaveLength(1)
		expect(added[0]).toMatchObject({ subject: `plan:${NEW_PLAN.slug}`, after: { code: `${NEW_PLAN.slug}-plus`, size: 'plus', listPricePerDayFils: 17_000 } })
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).find((row) => row.slug === NEW_PLAN.slug)?.variants.map((variant) => variant.size), { timeout: 10_000 }).toEqual(['regular', 'plus'])
		const page = await mealPlanLoader(loaderArgs(other.db, 'en', `/meal-plans/${NEW_PLAN.slug}/?size=plus`, { '*': `${NEW_PLAN.slug}/` }))
		expect(page.size).toBe('plus')
	})

	test('a seeded size retired is offered again with its own code and prices; a plan that has the size is told so', async () => {
		const cookie = await cookieOf('owner')
		const taken = await request('/console/catalogue/plans/international/sizes/', consoleForm(cookie, { ...PLUS }))
		expect(taken.status).toBe(400)
		expect(await taken.text()).toContain('The plan already has this size.')

		expect((await request('/console/catalogue/prices/arabic-plus/retire/', consoleForm(cookie, {}))).status).toBe(303)
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).find((row) => row.slug === 'arabic')?.variants.map((variant) => variant.size), { timeout: 10_000 }).toEqual(['regular'])
		const offer = await (await request('/console/catalogue/plans/arabic/offer/', { headers: { Cookie: cookie } })).text()
		expect(offer).toContain('action="/console/catalogue/plans/arabic/sizes/arabic-plus/restore/"')
		// A retired size is not added again as new: its code and orders stay.
		expect((await request('/console/catalogue/plans/arabic/sizes/', consoleForm(cookie, PLUS))).status).toBe(400)

		const restored = await request('/console/catalogue/plans/arabic/sizes/arabic-plus/restore/', consoleForm(cookie, {}))
		expect(restored.headers.get('location')).toBe('/console/catalogue/plans/arabic/offer/?done=restored')
		expect((await db.select().from(planVariants).where(eq(planVariants.code, 'arabic-plus')))[0]!.archivedAt).toBeNull()
		expect(await audits('catalogue.variant-restore')).toHaveLength(1)
		await expect.poll(async () => (await listActivePlans(other.db, 'en')).find((row) => row.slug === 'arabic')?.variants.map((variant) => variant.size), { timeout: 10_000 }).toEqual(['regular', 'plus'])
		// A second press has nothing to bring back.
		expect((await request('/console/catalogue/plans/arabic/sizes/arabic-plus/restore/', consoleForm(cookie, {}))).headers.get('location')).toBe('/console/catalogue/plans/arabic/offer/?done=none')
		expect(await audits('catalogue.variant-restore')).toHaveLength(1)
	})
})
