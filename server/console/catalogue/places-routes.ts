/**
 * The catalogue's add-ons, delivery areas and closed days (catalogue.edit: owner, manager; issue
 * 18, item 2): `/console/catalogue/addons/`, `/console/catalogue/areas/`,
 * `/console/catalogue/closed-days/`. Every route checks the permission on the server; bad values
 * come back as field errors with 400; a successful post answers 303.
 */
import type { Context } from 'hono'
import { CATALOGUE_PLACES_MESSAGES } from '../../../content/console-messages/catalogue-places.ts'
import {
	FIRST_CHOICE_PREFIX,
	readAddonTextForm,
	readAddonVariantForm,
	readAreaForm,
	readClosedDayForm,
	readNewAddonChoiceForm,
	readNewAddonForm,
	readNewAreaForm,
} from '../../../domain/catalogue/place-forms.ts'
import { uaeClock } from '../../../domain/delivery-schedule.ts'
import type { Notice } from '../layout.tsx'
import { rowIdOf } from '../orders/order-records.ts'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { addAddonChoice, createAddon, listAddonsForStaff, readAddon, retireAddonChoice, setAddonOffered, updateAddonChoice, updateAddonText } from './addons-data.ts'
import { AddonPage, AddonsPage, NEW_CHOICE, NewAddonPage } from './addons-pages.tsx'
import { addClosedDay, createArea, listAreasForStaff, listCitiesForStaff, listClosedDays, readArea, removeClosedDay, setAreaOffered, updateArea } from './places-data.ts'
import { AreaPage, AreasPage, ClosedDaysPage, NewAreaPage } from './places-pages.tsx'
import { consoleLocaleToSite } from './site-locale.ts'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
// Longer than any field takes (a description is 400 characters); the form rules say the rest.
const MAX_FIELD = 1_000

async function formValues(c: Context<ConsoleEnv>) {
	const body = await c.req.parseBody()
	return Object.fromEntries(Object.keys(body).map((name) => [name, field(body, name).slice(0, MAX_FIELD)]))
}

export function registerCataloguePlaceRoutes(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps
	const guard = allow('catalogue.edit')
	const today = () => uaeClock(now()).date
	const messagesOf = (c: Context<ConsoleEnv>) => CATALOGUE_PLACES_MESSAGES[signedIn(c).locale]
	const nonce = (c: Context<ConsoleEnv>) => c.get('nonce')
	const saved = (c: Context<ConsoleEnv>) => (c.req.query('saved') === '1' ? { kind: 'notice' as const, text: messagesOf(c).saved } : null)

	// Add-ons.

	const addonOf = (c: Context<ConsoleEnv>) => {
		const slug = c.req.param('slug') ?? ''
		return SLUG.test(slug) ? readAddon(db, slug, now()) : Promise.resolve(null)
	}
	const addonNotFound = async (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, AddonsPage({ nonce: nonce(c), staff, addons: await listAddonsForStaff(db, consoleLocaleToSite(staff.locale)) }), 404)
	}

	app.get('/console/catalogue/addons/', guard, async (c) => {
		const staff = signedIn(c)
		const notice = c.req.query('created') === '1' ? { kind: 'notice' as const, text: messagesOf(c).addons.created } : null
		return html(c, AddonsPage({ nonce: nonce(c), staff, addons: await listAddonsForStaff(db, consoleLocaleToSite(staff.locale)), notice }))
	})

	// Before `:slug/`, which would take `new` for an add-on's slug (the form rules refuse that slug).
	app.get('/console/catalogue/addons/new/', guard, async (c) => html(c, NewAddonPage({ nonce: nonce(c), staff: signedIn(c) })))

	app.post('/console/catalogue/addons/new/', guard, async (c) => {
		const staff = signedIn(c)
		const values = await formValues(c)
		const result = readNewAddonForm(values)
		const outcome = result.ok ? await createAddon(db, staff, result.value, now()) : null
		if (!result.ok || outcome !== 'created') {
			const errors = result.ok ? (outcome === 'slug-taken' ? { slug: 'addon-slug-taken' as const } : { [`${FIRST_CHOICE_PREFIX}code`]: 'code-taken' as const }) : result.errors
			return html(c, NewAddonPage({ nonce: nonce(c), staff, form: { values, errors } }), 400)
		}
		return c.redirect('/console/catalogue/addons/?created=1', 303)
	})

	app.get('/console/catalogue/addons/:slug/', guard, async (c) => {
		const addon = await addonOf(c)
		if (!addon) return addonNotFound(c)
		const notice = c.req.query('added') === '1' ? { kind: 'notice' as const, text: messagesOf(c).addons.choiceAdded } : saved(c)
		return html(c, AddonPage({ nonce: nonce(c), staff: signedIn(c), addon, notice }))
	})

	app.post('/console/catalogue/addons/:slug/', guard, async (c) => {
		const addon = await addonOf(c)
		if (!addon) return addonNotFound(c)
		const staff = signedIn(c)
		const values = await formValues(c)
		const result = readAddonTextForm(values)
		if (!result.ok) return html(c, AddonPage({ nonce: nonce(c), staff, addon, form: { target: 'words', state: { values, errors: result.errors } } }), 400)
		await updateAddonText(db, staff, addon.slug, result.value, now())
		return c.redirect(`/console/catalogue/addons/${addon.slug}/?saved=1`, 303)
	})

	app.post('/console/catalogue/addons/:slug/choices/', guard, async (c) => {
		const addon = await addonOf(c)
		if (!addon) return addonNotFound(c)
		const staff = signedIn(c)
		const values = await formValues(c)
		const result = readNewAddonChoiceForm(values)
		const outcome = result.ok ? await addAddonChoice(db, staff, addon.slug, result.value, now()) : null
		if (outcome === 'not-found') return addonNotFound(c)
		if (!result.ok || outcome === 'code-taken') {
			const errors = result.ok ? { code: 'code-taken' as const } : result.errors
			return html(c, AddonPage({ nonce: nonce(c), staff, addon, form: { target: NEW_CHOICE, state: { values, errors } } }), 400)
		}
		return c.redirect(`/console/catalogue/addons/${addon.slug}/?added=1`, 303)
	})

	app.post('/console/catalogue/addons/:slug/choices/:code/', guard, async (c) => {
		const addon = await addonOf(c)
		const choice = addon?.choices.find((candidate) => candidate.code === c.req.param('code') && !candidate.archivedAt)
		if (!addon || !choice) return addonNotFound(c)
		const staff = signedIn(c)
		const values = await formValues(c)
		const at = now()
		const result = readAddonVariantForm(values, choice, at)
		if (!result.ok) return html(c, AddonPage({ nonce: nonce(c), staff, addon, form: { target: choice.code, state: { values, errors: result.errors } } }), 400)
		if (!(await updateAddonChoice(db, staff, addon.slug, choice.code, result.value, at))) return addonNotFound(c)
		return c.redirect(`/console/catalogue/addons/${addon.slug}/?saved=1`, 303)
	})

	app.post('/console/catalogue/addons/:slug/choices/:code/retire/', guard, async (c) => {
		const addon = await addonOf(c)
		const choice = addon?.choices.find((candidate) => candidate.code === c.req.param('code'))
		if (!addon || !choice) return addonNotFound(c)
		await retireAddonChoice(db, signedIn(c), addon.slug, choice.code, now())
		return c.redirect(`/console/catalogue/addons/${addon.slug}/?saved=1`, 303)
	})

	for (const [action, offered] of [
		['retire', false],
		['restore', true],
	] as const) {
		app.post(`/console/catalogue/addons/:slug/${action}/`, guard, async (c) => {
			const addon = await addonOf(c)
			if (!addon) return addonNotFound(c)
			await setAddonOffered(db, signedIn(c), addon.slug, offered, now())
			return c.redirect(`/console/catalogue/addons/${addon.slug}/?saved=1`, 303)
		})
	}

	// Delivery areas and their slots.

	const areasPage = async (c: Context<ConsoleEnv>, status: 200 | 404 = 200, notice: Notice = null) => {
		const staff = signedIn(c)
		const locale = consoleLocaleToSite(staff.locale)
		return html(c, AreasPage({ nonce: nonce(c), staff, cities: await listCitiesForStaff(db, locale), areas: await listAreasForStaff(db, locale), notice }), status)
	}
	const areaOf = (c: Context<ConsoleEnv>) => {
		const id = rowIdOf(c.req.param('id') ?? '')
		return id === null ? Promise.resolve(null) : readArea(db, id, today())
	}
	const areaPage = async (c: Context<ConsoleEnv>, area: NonNullable<Awaited<ReturnType<typeof readArea>>>, extra: Partial<Parameters<typeof AreaPage>[0]> = {}, status: 200 | 400 = 200) => {
		const staff = signedIn(c)
		const cities = await listCitiesForStaff(db, consoleLocaleToSite(staff.locale))
		const cityName = cities.find((city) => city.id === area.cityId)?.name ?? ''
		return html(c, AreaPage({ nonce: nonce(c), staff, area, cityName, ...extra }), status)
	}

	app.get('/console/catalogue/areas/', guard, async (c) => areasPage(c, 200, c.req.query('created') === '1' ? { kind: 'notice', text: messagesOf(c).areas.created } : null))

	app.get('/console/catalogue/areas/new/', guard, async (c) => {
		const staff = signedIn(c)
		return html(c, NewAreaPage({ nonce: nonce(c), staff, cities: await listCitiesForStaff(db, consoleLocaleToSite(staff.locale)) }))
	})

	app.post('/console/catalogue/areas/new/', guard, async (c) => {
		const staff = signedIn(c)
		const cities = await listCitiesForStaff(db, consoleLocaleToSite(staff.locale))
		const values = await formValues(c)
		const result = readNewAreaForm(
			values,
			cities.map((city) => city.id),
		)
		const created = result.ok ? await createArea(db, staff, result.value, now()) : null
		if (!result.ok || created === 'slug-taken') {
			const errors = result.ok ? { slug: 'slug-taken' as const } : result.errors
			return html(c, NewAreaPage({ nonce: nonce(c), staff, cities, form: { values, errors } }), 400)
		}
		return c.redirect('/console/catalogue/areas/?created=1', 303)
	})

	app.get('/console/catalogue/areas/:id/', guard, async (c) => {
		const area = await areaOf(c)
		if (!area) return areasPage(c, 404, { kind: 'alert', text: messagesOf(c).areas.notFound })
		return areaPage(c, area, { notice: saved(c) })
	})

	app.post('/console/catalogue/areas/:id/', guard, async (c) => {
		const area = await areaOf(c)
		if (!area) return areasPage(c, 404, { kind: 'alert', text: messagesOf(c).areas.notFound })
		const values = await formValues(c)
		const result = readAreaForm(values)
		if (!result.ok) return areaPage(c, area, { form: { values, errors: result.errors } }, 400)
		await updateArea(db, signedIn(c), area.id, result.value, today(), now())
		return c.redirect(`/console/catalogue/areas/${area.id}/?saved=1`, 303)
	})

	for (const [action, offered] of [
		['retire', false],
		['restore', true],
	] as const) {
		app.post(`/console/catalogue/areas/:id/${action}/`, guard, async (c) => {
			const area = await areaOf(c)
			if (!area) return areasPage(c, 404, { kind: 'alert', text: messagesOf(c).areas.notFound })
			await setAreaOffered(db, signedIn(c), area.id, offered, now())
			return c.redirect(`/console/catalogue/areas/${area.id}/?saved=1`, 303)
		})
	}

	// Closed days.

	const closedDaysPage = async (c: Context<ConsoleEnv>, extra: Partial<Parameters<typeof ClosedDaysPage>[0]> = {}, status: 200 | 400 | 409 = 200) =>
		html(c, ClosedDaysPage({ nonce: nonce(c), staff: signedIn(c), days: await listClosedDays(db, today()), today: today(), ...extra }), status)

	app.get('/console/catalogue/closed-days/', guard, async (c) => {
		const t = messagesOf(c).closedDays
		const done = c.req.query('done')
		const notice = done === 'added' ? t.added : done === 'removed' ? t.removed : null
		return closedDaysPage(c, { notice: notice ? { kind: 'notice', text: notice } : null })
	})

	app.post('/console/catalogue/closed-days/', guard, async (c) => {
		const values = await formValues(c)
		const result = readClosedDayForm(values, today())
		if (!result.ok) return closedDaysPage(c, { form: { values, errors: result.errors } }, 400)
		const outcome = await addClosedDay(db, signedIn(c), result.value, now())
		if (outcome.kind === 'deliveries') return closedDaysPage(c, { form: { values, errors: {} }, affected: { date: result.value.date, plans: outcome.plans } }, 409)
		if (outcome.kind === 'closed-already') return closedDaysPage(c, { form: { values, errors: { date: 'closed-already' } } }, 400)
		return c.redirect('/console/catalogue/closed-days/?done=added', 303)
	})

	app.post('/console/catalogue/closed-days/:date/remove/', guard, async (c) => {
		const date = c.req.param('date') ?? ''
		const removed = DATE.test(date) && (await removeClosedDay(db, signedIn(c), date, today(), now()))
		return c.redirect(`/console/catalogue/closed-days/${removed ? '?done=removed' : ''}`, 303)
	})
}
