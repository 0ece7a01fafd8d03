/**
 * The console's "Dishes and menus" section, `/console/menus/` (issue 18 items 3–4; permission
 * `menus.edit`: owner, manager, kitchen — checked on every route): dishes (create, edit, retire,
 * bring back, photo), plans' weekly menus (start a week, edit a draft's days, publish) and plans'
 * photos. Every change is audited in its own transaction (dish-store.ts, week-store.ts,
 * server/media/photo-service.ts); a successful post answers 303, a refused one the page again
 * with its field errors and 400.
 */
import type { Context } from 'hono'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { MENUS_MESSAGES } from '../../../content/console-messages/menus.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { DISH_SIZES, type DishFormErrors, type PostedForm, readDishForm } from '../../../domain/menu/dish-form.ts'
import { readWeekForm, slotsOf } from '../../../domain/menu/week-form.ts'
import { PHOTO_LIMITS } from '../../../domain/photo.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import { type PhotoSubject, photosOf } from '../../media/photo-queries.ts'
import { MessagePage } from '../pages.tsx'
import type { ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import type { SignedInStaff } from '../staff-sessions.ts'
import { createDish, type DishRecord, dishChoices, listDishes, readDish, setDishStatus, updateDish } from './dish-store.ts'
import { DishPage, type DishFormValues } from './dish-page.tsx'
import { MenusHomePage } from './home-page.tsx'
import { type Message, siteLocaleOf } from './page-parts.tsx'
import type { PhotoFormState } from './photo-section.tsx'
import { messageFor, PlanMenusPage, WeekPage } from './week-pages.tsx'
import { listPlanWeeks, publishWeek, readWeek, saveWeek, startWeek, weekSummary } from './week-store.ts'

type Body = Record<string, string | File | (string | File)[]>

/** A posted body read as the domain's forms read it: one text per field, or every value of a group. */
function postedForm(body: Body): PostedForm {
	const values = (name: string) => {
		const value = body[name]
		return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((entry): entry is string => typeof entry === 'string')
	}
	return { text: (name) => values(name)[0] ?? '', all: values }
}

const idOf = (c: Context<ConsoleEnv>) => {
	const id = Number(c.req.param('id'))
	return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null
}

function valuesOfDish(dish: DishRecord): DishFormValues {
	const values: DishFormValues = { code: dish.code, meal: dish.meal, diet: dish.dietTags, allergen: dish.allergens }
	for (const locale of LOCALE_CODES) {
		values[`name-${locale}`] = dish.texts[locale].name
		values[`description-${locale}`] = dish.texts[locale].description
		values[`ingredients-${locale}`] = dish.texts[locale].ingredients
	}
	for (const size of DISH_SIZES) {
		const figures = dish.nutrition[size]
		if (!figures) continue
		values[`kcal-${size}`] = String(figures.kcal)
		values[`protein-${size}`] = String(figures.proteinG)
		values[`carbs-${size}`] = String(figures.carbsG)
		values[`fat-${size}`] = String(figures.fatG)
	}
	return values
}

function valuesOfPost(form: PostedForm, body: Body): DishFormValues {
	const values: DishFormValues = {}
	for (const name of Object.keys(body)) values[name] = name === 'diet' || name === 'allergen' ? form.all(name) : form.text(name)
	return values
}

/** The three alt texts of a photo form, each required (the pages read it out), and their problems. */
function readAlt(form: PostedForm, staff: SignedInStaff) {
	const t = MENUS_MESSAGES[staff.locale].photo.altProblems
	const alt = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, form.text(`alt-${locale}`).trim()])) as Record<LocaleCode, string>
	const errors: Partial<Record<LocaleCode, string>> = {}
	for (const locale of LOCALE_CODES) {
		if (!alt[locale] || !isAcceptableText(alt[locale])) errors[locale] = t.required
		else if (alt[locale].length > PHOTO_LIMITS.maxAltLength) errors[locale] = t.tooLong
	}
	return { alt, errors }
}

export function registerMenusSection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	const { db, photos: photoService, now } = deps
	const guard = allow('menus.edit')
	const nonceOf = (c: Context<ConsoleEnv>) => c.get('nonce')
	const notFound = (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		const t = CONSOLE_MESSAGES[staff.locale].errors
		return html(c, MessagePage({ locale: staff.locale, nonce: nonceOf(c), title: t.notFoundTitle, text: t.notFound, staff }), 404)
	}

	const planSummaries = async (staff: SignedInStaff, planId?: number) =>
		(await listPlanWeeks(db, siteLocaleOf(staff), planId)).map((plan) => ({ ...plan, ...weekSummary(plan.weeks, now()) }))

	app.get('/console/menus/', guard, async (c) => {
		const staff = signedIn(c)
		const query = (name: string) => (c.req.query(name) ?? '').trim().slice(0, 100)
		const filter = { q: query('q'), meal: query('meal'), status: query('status') }
		const [plans, dishes] = await Promise.all([planSummaries(staff), listDishes(db, filter)])
		return html(c, MenusHomePage({ nonce: nonceOf(c), staff, plans, dishes, filter }))
	})

	app.get('/console/menus/dishes/new/', guard, (c) => html(c, DishPage({ nonce: nonceOf(c), staff: signedIn(c), dish: null, values: {} })))

	app.post('/console/menus/dishes/new/', guard, async (c) => {
		const staff = signedIn(c)
		const body = (await c.req.parseBody({ all: true })) as Body
		const form = postedForm(body)
		const read = readDishForm(form, { withCode: true })
		const values = valuesOfPost(form, body)
		if (!read.ok) return html(c, DishPage({ nonce: nonceOf(c), staff, dish: null, values, errors: read.errors }), 400)
		const created = await createDish(db, staff, read.dish, now())
		if (created.status === 'taken') return html(c, DishPage({ nonce: nonceOf(c), staff, dish: null, values: { ...values, code: read.dish.code }, errors: { code: 'taken' } }), 400)
		return c.redirect(`/console/menus/dishes/${created.id}/?saved=created`, 303)
	})

	/** The dish page: its form (from the database, or as posted with errors) and its photos. */
	const dishPage = async (c: Context<ConsoleEnv>, id: number, extra: { values?: DishFormValues; errors?: DishFormErrors; photoForm?: PhotoFormState; status?: 200 | 400 } = {}) => {
		const staff = signedIn(c)
		const dish = await readDish(db, id)
		if (!dish) return notFound(c)
		const t = MENUS_MESSAGES[staff.locale]
		const saved = c.req.query('saved')
		const notices: Record<string, string> = { created: t.dish.created, saved: t.dish.saved, retired: t.dish.retiredNotice, restored: t.dish.restoredNotice }
		const photoNotice = c.req.query('photo') === 'uploaded' ? { kind: 'notice' as const, text: t.photo.uploaded } : undefined
		const name = dish.texts[siteLocaleOf(staff)].name || dish.texts.en.name || dish.code
		return html(
			c,
			DishPage({
				nonce: nonceOf(c),
				staff,
				dish: { id: dish.id, code: dish.code, status: dish.status, name },
				values: extra.values ?? valuesOfDish(dish),
				errors: extra.errors,
				message: saved && notices[saved] ? { kind: 'notice', text: notices[saved] } : undefined,
				photos: await photosOf(db, { kind: 'dish', id }),
				photoForm: extra.photoForm ?? { message: photoNotice },
			}),
			extra.status ?? 200,
		)
	}

	app.get('/console/menus/dishes/:id/', guard, async (c) => {
		const id = idOf(c)
		return id ? dishPage(c, id) : notFound(c)
	})

	app.post('/console/menus/dishes/:id/', guard, async (c) => {
		const id = idOf(c)
		if (!id) return notFound(c)
		const body = (await c.req.parseBody({ all: true })) as Body
		const form = postedForm(body)
		const read = readDishForm(form, { withCode: false })
		if (!read.ok) return dishPage(c, id, { values: valuesOfPost(form, body), errors: read.errors, status: 400 })
		const result = await updateDish(db, signedIn(c), id, read.dish, now())
		return result === 'saved' ? c.redirect(`/console/menus/dishes/${id}/?saved=saved`, 303) : dishPage(c, id)
	})

	for (const [action, status] of [
		['retire', 'retired'],
		['restore', 'active'],
	] as const) {
		app.post(`/console/menus/dishes/:id/${action}/`, guard, async (c) => {
			const id = idOf(c)
			if (!id) return notFound(c)
			const result = await setDishStatus(db, signedIn(c), id, status, now())
			if (result === 'not-found') return dishPage(c, id)
			return c.redirect(`/console/menus/dishes/${id}/?saved=${status === 'retired' ? 'retired' : 'restored'}`, 303)
		})
	}

	/**
	 * A photo upload for a dish or a plan: alt texts first (cheap), then the file by its content.
	 * The set is made by the job; the page says it is being prepared.
	 */
	const uploadPhoto = async (c: Context<ConsoleEnv>, subject: PhotoSubject, page: (state: PhotoFormState) => Promise<Response>, back: string) => {
		const staff = signedIn(c)
		const t = MENUS_MESSAGES[staff.locale].photo
		const body = (await c.req.parseBody({ all: true })) as Body
		const form = postedForm(body)
		const { alt, errors: altErrors } = readAlt(form, staff)
		const file = [body.photo].flat().find((entry): entry is File => entry instanceof File && entry.size > 0)
		const fileError = file ? undefined : t.problems.missing
		if (fileError || Object.keys(altErrors).length > 0) return page({ alt, errors: { file: fileError, alt: altErrors } })
		const result = await photoService.upload(staff, subject, new Uint8Array(await file!.arrayBuffer()), { en: alt.en, ar: alt['ar-ae'], ru: alt['ru-ae'] })
		if (result.status === 'refused') return page({ alt, errors: { file: t.problems[result.problem] } })
		return c.redirect(`${back}?photo=uploaded`, 303)
	}

	app.post('/console/menus/dishes/:id/photo/', guard, async (c) => {
		const id = idOf(c)
		if (!id || !(await readDish(db, id))) return notFound(c)
		return uploadPhoto(c, { kind: 'dish', id }, (photoForm) => dishPage(c, id, { photoForm, status: 400 }), `/console/menus/dishes/${id}/`)
	})

	/** A plan's weeks, the form to start one and its photo. */
	const planPage = async (c: Context<ConsoleEnv>, id: number, extra: { start?: { value?: string; problem?: string }; photoForm?: PhotoFormState; status?: 200 | 400 } = {}) => {
		const staff = signedIn(c)
		const [plan] = await planSummaries(staff, id)
		if (!plan) return notFound(c)
		const t = MENUS_MESSAGES[staff.locale]
		const photoNotice = c.req.query('photo') === 'uploaded' ? { kind: 'notice' as const, text: t.photo.uploaded } : undefined
		return html(
			c,
			PlanMenusPage({
				nonce: nonceOf(c),
				staff,
				plan,
				start: extra.start,
				photos: await photosOf(db, { kind: 'plan', id }),
				photoForm: extra.photoForm ?? { message: photoNotice },
			}),
			extra.status ?? 200,
		)
	}

	app.get('/console/menus/plans/:id/', guard, async (c) => {
		const id = idOf(c)
		return id ? planPage(c, id) : notFound(c)
	})

	app.post('/console/menus/plans/:id/weeks/', guard, async (c) => {
		const id = idOf(c)
		if (!id) return notFound(c)
		const staff = signedIn(c)
		const weekStart = postedForm((await c.req.parseBody({ all: true })) as Body).text('weekStart').trim()
		const result = await startWeek(db, staff, id, weekStart, now())
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'refused') return planPage(c, id, { start: { value: weekStart.slice(0, 10), problem: MENUS_MESSAGES[staff.locale].plan.startProblems[result.problem] }, status: 400 })
		return c.redirect(`/console/menus/weeks/${result.id}/?saved=created`, 303)
	})

	app.post('/console/menus/plans/:id/photo/', guard, async (c) => {
		const id = idOf(c)
		if (!id || (await planSummaries(signedIn(c), id)).length === 0) return notFound(c)
		return uploadPhoto(c, { kind: 'plan', id }, (photoForm) => planPage(c, id, { photoForm, status: 400 }), `/console/menus/plans/${id}/`)
	})

	/** A week: the grid of its days (a draft's as selects), the dishes it may offer. */
	const weekPage = async (c: Context<ConsoleEnv>, id: number, extra: { message?: Message; status?: 200 | 400 | 409 } = {}) => {
		const staff = signedIn(c)
		const week = await readWeek(db, id, siteLocaleOf(staff))
		if (!week) return notFound(c)
		const slots = slotsOf(week.items)
		const choices = await dishChoices(db, [...new Set(slots.map((slot) => slot.meal))], siteLocaleOf(staff))
		const t = MENUS_MESSAGES[staff.locale].week
		const saved = c.req.query('saved')
		const notice = saved === 'published' ? t.published : saved === 'saved' ? t.saved : saved === 'created' ? MENUS_MESSAGES[staff.locale].plan.created : undefined
		return html(c, WeekPage({ nonce: nonceOf(c), staff, week, slots, choices, message: extra.message ?? (notice ? { kind: 'notice', text: notice } : undefined) }), extra.status ?? 200)
	}

	app.get('/console/menus/weeks/:id/', guard, async (c) => {
		const id = idOf(c)
		return id ? weekPage(c, id) : notFound(c)
	})

	app.post('/console/menus/weeks/:id/', guard, async (c) => {
		const id = idOf(c)
		if (!id) return notFound(c)
		const staff = signedIn(c)
		const week = await readWeek(db, id, siteLocaleOf(staff))
		if (!week) return notFound(c)
		const slots = slotsOf(week.items)
		const choices = await dishChoices(db, [...new Set(slots.map((slot) => slot.meal))], siteLocaleOf(staff))
		const read = readWeekForm(postedForm((await c.req.parseBody({ all: true })) as Body), slots, new Map(choices.map((dish) => [dish.id, dish])), new Set(week.items.map((item) => item.dishId)))
		if (!read.ok) return weekPage(c, id, { message: messageFor(read.problem, staff), status: 400 })
		const result = await saveWeek(db, staff, id, read.items, now())
		if (result === 'not-found') return notFound(c)
		if (result !== 'saved') return weekPage(c, id, { message: messageFor(result, staff), status: 409 })
		return c.redirect(`/console/menus/weeks/${id}/?saved=saved`, 303)
	})

	app.post('/console/menus/weeks/:id/publish/', guard, async (c) => {
		const id = idOf(c)
		if (!id) return notFound(c)
		const staff = signedIn(c)
		const result = await publishWeek(db, staff, id, now())
		if (result === 'not-found') return notFound(c)
		if (result !== 'published') return weekPage(c, id, { message: messageFor(result, staff), status: 409 })
		return c.redirect(`/console/menus/weeks/${id}/?saved=published`, 303)
	})

}
