/**
 * The console's "Dishes and menus" section (issue 18 items 3–4) through the real HTTP layer:
 * every role × every action against the permissions table (a refused one writes nothing), field
 * errors instead of 500s, and photo uploads checked by their content: SVG, a file that only
 * starts like a PNG, an oversized one and a tiny one are refused and nothing is stored.
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../../domain/console-permissions.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import { PHOTO_LIMITS } from '../../../domain/photo.ts'
import { dishes, dishTranslations, photos, plans, staffAuditLog, weeklyMenus } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createTestApp } from '../support/http.ts'
import { waitForOutboxAfterAll } from '../support/smtp.ts'
import { CONSOLE_ORIGIN, consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)
const dataDir = mkdtempSync(join(tmpdir(), 'kcal-menus-'))
const request = createTestApp(db, { DATA_DIR: dataDir })

const DISH_FORM = {
	meal: 'lunch',
	diet: 'international',
	allergen: 'sesame',
	'name-en': 'Za’atar Chicken Bowl',
	'description-en': 'Za’atar chicken, freekeh and roasted vegetables.',
	'name-ar-ae': 'وعاء الدجاج بالزعتر',
	'description-ar-ae': 'دجاج بالزعتر مع الفريكة والخضار المشوية.',
	'name-ru-ae': 'Боул с курицей и заатаром',
	'description-ru-ae': 'Курица с заатаром, фрике и запечённые овощи.',
	'kcal-regular': '540',
	'protein-regular': '41',
	'carbs-regular': '48.5',
	'fat-regular': '16',
	'kcal-plus': '720',
	'protein-plus': '55',
	'carbs-plus': '64.6',
	'fat-plus': '21.3',
}

const ALT = { 'alt-en': 'A bowl of chicken and grains', 'alt-ar-ae': 'وعاء من الدجاج والحبوب', 'alt-ru-ae': 'Боул с курицей и крупой' }

/** A posted multipart form from a console page: the photo under `photo`, the alt texts beside it. */
function photoForm(cookie: string, file: { bytes: Uint8Array; name: string; type: string } | null, fields: Record<string, string> = ALT): RequestInit {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	if (file) body.set('photo', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
	return { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', Origin: CONSOLE_ORIGIN }, body }
}

const jpeg = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer()

let dishId = 0
let planId = 0
let weekCount = 0
const nextMonday = addDays(uaeClock(new Date()).date, 8 - menuWeekday(uaeClock(new Date()).date))

type Action = { permission: Permission; send: (cookie: string) => Response | Promise<Response> }
const ACTIONS: Record<string, Action> = {
	'see dishes and menus': { permission: 'menus.edit', send: (cookie) => request('/console/menus/', { headers: { Cookie: cookie } }) },
	'open a dish': { permission: 'menus.edit', send: (cookie) => request(`/console/menus/dishes/${dishId}/`, { headers: { Cookie: cookie } }) },
	'add a dish': {
		permission: 'menus.edit',
		send: (cookie) => request('/console/menus/dishes/new/', consoleForm(cookie, { ...DISH_FORM, code: `bowl-${Math.random().toString(36).slice(2, 8)}` })),
	},
	'edit a dish': { permission: 'menus.edit', send: (cookie) => request(`/console/menus/dishes/${dishId}/`, consoleForm(cookie, DISH_FORM)) },
	'retire a dish': { permission: 'menus.edit', send: (cookie) => request(`/console/menus/dishes/${dishId}/retire/`, consoleForm(cookie, {})) },
	'bring a dish back': { permission: 'menus.edit', send: (cookie) => request(`/console/menus/dishes/${dishId}/restore/`, consoleForm(cookie, {})) },
	'upload a dish photo': {
		permission: 'menus.edit',
		send: async (cookie) => request(`/console/menus/dishes/${dishId}/photo/`, photoForm(cookie, { bytes: await jpeg(), name: 'bowl.jpg', type: 'image/jpeg' })),
	},
	'open a plan’s weeks': { permission: 'menus.edit', send: (cookie) => request(`/console/menus/plans/${planId}/`, { headers: { Cookie: cookie } }) },
	'start a week': {
		permission: 'menus.edit',
		send: (cookie) => request(`/console/menus/plans/${planId}/weeks/`, consoleForm(cookie, { weekStart: addDays(nextMonday, 7 * ++weekCount) })),
	},
}

const cookies = {} as Record<StaffRole, string>
beforeAll(async () => {
	for (const role of STAFF_ROLES) cookies[role] = await consoleCookie(db, (await enrolledStaff(db, role)).id)
	const [dish] = await db.select({ id: dishes.id }).from(dishes).where(eq(dishes.meal, 'lunch')).limit(1)
	dishId = dish!.id
	const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, 'international-meal-plan')).limit(1)
	planId = plan?.id ?? (await db.select({ id: plans.id }).from(plans).limit(1))[0]!.id
})

describe('every role × every menus action is checked on the server', () => {
	for (const role of STAFF_ROLES) {
		for (const [name, action] of Object.entries(ACTIONS)) {
			const allowed = can(role, action.permission)
			test(`${role} ${allowed ? 'may' : 'may not'} ${name}`, async () => {
				const auditBefore = await db.$count(staffAuditLog)
				const response = await action.send(cookies[role])
				if (allowed) {
					expect([200, 303]).toContain(response.status)
					if (response.status === 303) expect(response.headers.get('Location')).not.toContain('/sign-in/')
				} else {
					expect(response.status).toBe(403)
					expect(await db.$count(staffAuditLog)).toBe(auditBefore)
				}
			})
		}
	}

	test('no session: sign-in first, nothing changed', async () => {
		const response = await request(`/console/menus/dishes/${dishId}/retire/`, consoleForm('', {}))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/console/sign-in/')
	})
})

describe('dishes', () => {
	test('a new dish is written in three languages with its figures, and audited', async () => {
		const response = await request('/console/menus/dishes/new/', consoleForm(cookies.kitchen, { ...DISH_FORM, code: '' }))
		expect(response.status).toBe(303)
		const id = Number(/dishes\/(\d+)\//.exec(response.headers.get('Location')!)![1])
		const [dish] = await db.select().from(dishes).where(eq(dishes.id, id))
		expect(dish).toMatchObject({ code: 'za-atar-chicken-bowl', meal: 'lunch', allergens: ['sesame'], dietTags: ['international'], status: 'active' })
		expect(await db.$count(dishTranslations, eq(dishTranslations.dishId, id))).toBe(3)
		const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.subject, `dish:${id}`))
		expect(audit?.action).toBe('dish.create')
		// The same code again is a field error, not a 500.
		const again = await request('/console/menus/dishes/new/', consoleForm(cookies.kitchen, { ...DISH_FORM, code: '' }))
		expect(again.status).toBe(400)
		expect(await again.text()).toContain('Another dish already has this code.')
	})

	test('bad values are field errors (400) and nothing is saved', async () => {
		const before = await db.select().from(dishTranslations).where(eq(dishTranslations.dishId, dishId))
		const response = await request(`/console/menus/dishes/${dishId}/`, consoleForm(cookies.manager, { ...DISH_FORM, 'kcal-plus': '99999', 'name-ar-ae': '', meal: 'brunch' }))
		expect(response.status).toBe(400)
		const page = await response.text()
		expect(page).toContain('The dish was not saved')
		expect(page).toContain('aria-invalid="true"')
		expect(await db.select().from(dishTranslations).where(eq(dishTranslations.dishId, dishId))).toEqual(before)
	})

	test('a retired dish is kept, never deleted', async () => {
		await request(`/console/menus/dishes/${dishId}/retire/`, consoleForm(cookies.owner, {}))
		const [dish] = await db.select({ status: dishes.status }).from(dishes).where(eq(dishes.id, dishId))
		expect(dish?.status).toBe('retired')
		await request(`/console/menus/dishes/${dishId}/restore/`, consoleForm(cookies.owner, {}))
	})
})

describe('weekly menus', () => {
	test('a week starts as a draft copy of the latest, is saved, and is published only when every day brings a dish', async () => {
		const weekStart = addDays(nextMonday, 7 * 40)
		const started = await request(`/console/menus/plans/${planId}/weeks/`, consoleForm(cookies.kitchen, { weekStart }))
		expect(started.status).toBe(303)
		const menuId = Number(/weeks\/(\d+)\//.exec(started.headers.get('Location')!)![1])
		const page = await (await request(`/console/menus/weeks/${menuId}/`, { headers: { Cookie: cookies.kitchen } })).text()
		// Every select keeps the copied week's choices; posting the page back as it is saves the same week.
		const fields: [string, string][] = []
		for (const select of page.matchAll(/<select name="([^"]+)"( multiple="")?[^>]*>([\s\S]*?)<\/select>/g)) {
			for (const option of select[3]!.matchAll(/<option value="(\d*)" selected="">/g)) fields.push([select[1]!, option[1]!])
		}
		expect(fields.length).toBeGreaterThan(7)
		const body = new URLSearchParams(fields)
		const saved = await request(`/console/menus/weeks/${menuId}/`, { ...consoleForm(cookies.kitchen, {}), body: body.toString() })
		expect(saved.status).toBe(303)
		// Monday without its dishes: publishing is refused.
		const withoutMonday = new URLSearchParams(fields.filter(([name]) => !name.startsWith('d-1-')))
		await request(`/console/menus/weeks/${menuId}/`, { ...consoleForm(cookies.kitchen, {}), body: withoutMonday.toString() })
		const refused = await request(`/console/menus/weeks/${menuId}/publish/`, consoleForm(cookies.kitchen, {}))
		expect(refused.status).toBe(409)
		await request(`/console/menus/weeks/${menuId}/`, { ...consoleForm(cookies.kitchen, {}), body: body.toString() })
		const published = await request(`/console/menus/weeks/${menuId}/publish/`, consoleForm(cookies.kitchen, {}))
		expect(published.status).toBe(303)
		const [week] = await db.select().from(weeklyMenus).where(eq(weeklyMenus.id, menuId))
		expect(week?.status).toBe('published')
		// A published week never changes.
		const edit = await request(`/console/menus/weeks/${menuId}/`, { ...consoleForm(cookies.kitchen, {}), body: withoutMonday.toString() })
		expect(edit.status).toBe(409)
	})

	test('a week must start on a future Monday, once per plan', async () => {
		const tuesday = addDays(nextMonday, 1)
		const response = await request(`/console/menus/plans/${planId}/weeks/`, consoleForm(cookies.manager, { weekStart: tuesday }))
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('A week starts on a Monday.')
		const past = await request(`/console/menus/plans/${planId}/weeks/`, consoleForm(cookies.manager, { weekStart: '2026-01-05' }))
		expect(past.status).toBe(400)
		const weekStart = addDays(nextMonday, 7 * 41)
		const twice = await Promise.all([1, 2, 3].map(() => request(`/console/menus/plans/${planId}/weeks/`, consoleForm(cookies.manager, { weekStart }))))
		expect(twice.map((answer) => answer.status).sort()).toEqual([303, 400, 400])
	})
})

describe('photo uploads are checked by their content', () => {
	const storedUploads = () => {
		try {
			return readdirSync(join(dataDir, 'media', 'uploads'))
		} catch {
			return []
		}
	}

	const refused = async (file: { bytes: Uint8Array; name: string; type: string }, message: string) => {
		const photosBefore = await db.$count(photos)
		const uploadsBefore = storedUploads().length
		const response = await request(`/console/menus/dishes/${dishId}/photo/`, photoForm(cookies.kitchen, file))
		expect(response.status).toBe(400)
		expect(await response.text()).toContain(message)
		expect(await db.$count(photos)).toBe(photosBefore)
		expect(storedUploads().length).toBe(uploadsBefore)
	}

	test('an SVG is refused, whatever its name and type say', async () => {
		const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><script>alert(1)</script><rect width="900" height="600"/></svg>')
		await refused({ bytes: svg, name: 'dish.jpg', type: 'image/jpeg' }, 'SVG and other formats are not accepted')
		// sharp itself would read this one: the signature check refuses it first.
		const rendered = await sharp(Buffer.from(svg)).png().toBuffer()
		expect(rendered.byteLength).toBeGreaterThan(0)
	})

	test('a polyglot that starts like a PNG but is HTML is refused', async () => {
		const polyglot = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>')])
		await refused({ bytes: polyglot, name: 'dish.png', type: 'image/png' }, 'is not a JPEG, PNG, WebP or AVIF photo')
	})

	test('a GIF is refused; a photo too small is refused', async () => {
		const gif = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#080' } }).gif().toBuffer()
		await refused({ bytes: gif, name: 'dish.gif', type: 'image/gif' }, 'is not a JPEG, PNG, WebP or AVIF photo')
		await refused({ bytes: await jpeg(200, 150), name: 'small.jpg', type: 'image/jpeg' }, 'The photo is too small')
	})

	test('over the size limit: a field error just above it, 413 far above it', async () => {
		const real = await jpeg()
		const big = new Uint8Array(PHOTO_LIMITS.maxBytes + 1)
		big.set(real)
		await refused({ bytes: big, name: 'big.jpg', type: 'image/jpeg' }, 'larger than 8 MB')
		const huge = new Uint8Array(PHOTO_LIMITS.maxBytes + 200 * 1024)
		huge.set(real)
		const response = await request(`/console/menus/dishes/${dishId}/photo/`, photoForm(cookies.kitchen, { bytes: huge, name: 'huge.jpg', type: 'image/jpeg' }))
		expect(response.status).toBe(413)
	})

	test('no file or no alt text: field errors', async () => {
		const response = await request(`/console/menus/dishes/${dishId}/photo/`, photoForm(cookies.kitchen, null, { 'alt-en': 'x', 'alt-ar-ae': '', 'alt-ru-ae': 'y' }))
		expect(response.status).toBe(400)
		const page = await response.text()
		expect(page).toContain('Choose a photo file.')
		expect(page).toContain('Describe the photo in this language.')
	})

	test('only the console photo addresses take large bodies', async () => {
		const big = new Uint8Array(200 * 1024)
		const response = await request(`/console/menus/dishes/${dishId}/`, photoForm(cookies.kitchen, { bytes: big, name: 'x.jpg', type: 'image/jpeg' }))
		expect(response.status).toBe(413)
	})
})
