/**
 * /console/catalogue/ (catalogue.edit: owner, manager): the plans' sizes, each size's prices per
 * day (changed now or from a date, with history) and retiring a size. Every route checks the
 * permission on the server; bad values come back as field errors with 400.
 */
import type { Context } from 'hono'
import { CATALOGUE_MESSAGES } from '../../../content/console-messages/catalogue.ts'
import { readKcalForm } from '../../../domain/catalogue/kcal-form.ts'
import { readPriceForm } from '../../../domain/catalogue/price-form.ts'
import { consoleLocaleToSite } from './site-locale.ts'
import { fill } from '../layout.tsx'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { listVariants, readVariantPrices, retireVariant, schedulePrices, updateVariantKcal } from './catalogue-data.ts'
import { CatalogueListPage, PricesPage } from './pages.tsx'
import { registerCataloguePlaceRoutes } from './places-routes.ts'
import { registerPartnerOfferRoutes } from './partner-offers-routes.ts'
import { registerNewPlanRoutes } from './new-plan-routes.ts'
import { registerPlanTextRoutes } from './plan-texts-routes.ts'

const VARIANT_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function registerCatalogueSection(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps
	// Before the plan texts: their `plans/:slug/` would take `plans/new/`.
	registerNewPlanRoutes(kit)
	registerPlanTextRoutes(kit)
	registerPartnerOfferRoutes(kit)

	const notFound = async (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		const t = CATALOGUE_MESSAGES[staff.locale]
		return html(c, CatalogueListPage({ nonce: c.get('nonce'), staff, variants: await listVariants(db, consoleLocaleToSite(staff.locale)), notice: { kind: 'alert', text: t.notFound } }), 404)
	}
	const pricesOf = (c: Context<ConsoleEnv>) => {
		const code = c.req.param('code') ?? ''
		return VARIANT_CODE.test(code) ? readVariantPrices(db, code, consoleLocaleToSite(signedIn(c).locale), now()) : Promise.resolve(null)
	}

	app.get('/console/catalogue/', allow('catalogue.edit'), async (c) => {
		const staff = signedIn(c)
		const variants = await listVariants(db, consoleLocaleToSite(staff.locale))
		const retired = variants.find((variant) => variant.code === c.req.query('retired'))
		const t = CATALOGUE_MESSAGES[staff.locale]
		const notice = retired ? { kind: 'notice' as const, text: fill(t.retiredNotice, { plan: retired.planName, size: t.sizes[retired.size] ?? retired.size }) } : null
		return html(c, CatalogueListPage({ nonce: c.get('nonce'), staff, variants, notice }))
	})

	app.get('/console/catalogue/prices/:code/', allow('catalogue.edit'), async (c) => {
		const prices = await pricesOf(c)
		if (!prices) return notFound(c)
		const staff = signedIn(c)
		const t = CATALOGUE_MESSAGES[staff.locale]
		const saved = c.req.query('saved')
		const notice = saved === '1' ? { kind: 'notice' as const, text: t.saved } : saved === 'calories' ? { kind: 'notice' as const, text: t.calories.saved } : null
		return html(c, PricesPage({ nonce: c.get('nonce'), staff, prices, notice }))
	})

	app.post('/console/catalogue/prices/:code/', allow('catalogue.edit'), async (c) => {
		const prices = await pricesOf(c)
		if (!prices) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const values = Object.fromEntries(Object.keys(body).map((name) => [name, field(body, name).slice(0, 32)]))
		const at = now()
		const result = readPriceForm(values, prices.current, at)
		if (!result.ok || prices.variant.archivedAt) {
			const errors = result.ok ? {} : result.errors
			return html(c, PricesPage({ nonce: c.get('nonce'), staff, prices, form: { values, errors } }), 400)
		}
		if (!(await schedulePrices(db, staff, prices.variant.code, result.changes, result.effectiveFrom, at))) return notFound(c)
		return c.redirect(`/console/catalogue/prices/${prices.variant.code}/?saved=1`, 303)
	})

	app.post('/console/catalogue/prices/:code/calories/', allow('catalogue.edit'), async (c) => {
		const prices = await pricesOf(c)
		if (!prices) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const values = Object.fromEntries(['kcal-min', 'kcal-max'].map((name) => [name, field(body, name).slice(0, 32)]))
		const result = readKcalForm(values, prices.variant)
		// A retired size's page shows no calories form: nothing to correct there.
		if (!result.ok || prices.variant.archivedAt) {
			const errors = result.ok ? {} : result.errors
			return html(c, PricesPage({ nonce: c.get('nonce'), staff, prices, kcalForm: { values, errors } }), 400)
		}
		if (!(await updateVariantKcal(db, staff, prices.variant.code, result.value, now()))) return notFound(c)
		return c.redirect(`/console/catalogue/prices/${prices.variant.code}/?saved=calories`, 303)
	})

	app.post('/console/catalogue/prices/:code/retire/', allow('catalogue.edit'), async (c) => {
		const prices = await pricesOf(c)
		if (!prices) return notFound(c)
		if (await retireVariant(db, signedIn(c), prices.variant.code, now())) return c.redirect(`/console/catalogue/?${new URLSearchParams({ retired: prices.variant.code })}`, 303)
		return c.redirect(`/console/catalogue/prices/${prices.variant.code}/`, 303)
	})

	// The catalogue's add-ons, delivery areas and closed days.
	registerCataloguePlaceRoutes(kit)
}
