/**
 * /console/catalogue/plans/ (catalogue.edit: owner, manager): each plan's name, tagline and
 * description in the three languages, previewed before saving, with their history. Every route
 * checks the permission on the server; bad values come back as field errors with 400.
 */
import type { Context } from 'hono'
import { PLAN_TEXTS_MESSAGES } from '../../../content/console-messages/plan-texts.ts'
import { PLAN_TEXT_FIELDS, readPlanTextForm } from '../../../domain/catalogue/plan-text-form.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { isPlanSlug } from '../../db/queries/plans.ts'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { listPlanTexts, readPlanTexts, savePlanTexts } from './plan-texts-data.ts'
import { PlanTextsListPage, PlanTextsPage } from './plan-texts-pages.tsx'
import { consoleLocaleToSite } from './site-locale.ts'

/** The form's own fields: one per text and language. */
const FORM_FIELDS = LOCALE_CODES.flatMap((locale) => PLAN_TEXT_FIELDS.map((name) => `${name}-${locale}`))
// Well above every limit, so an over-long text is a field error rather than silently cut.
const MAX_POSTED_CHARACTERS = 5_000

export function registerPlanTextRoutes(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps

	const notFound = async (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, PlanTextsListPage({ nonce: c.get('nonce'), staff, plans: await listPlanTexts(db, consoleLocaleToSite(staff.locale)), notice: { kind: 'alert', text: PLAN_TEXTS_MESSAGES[staff.locale].notFound } }), 404)
	}
	const planOf = (c: Context<ConsoleEnv>) => {
		const slug = c.req.param('slug') ?? ''
		return isPlanSlug(slug) ? readPlanTexts(db, slug) : Promise.resolve(null)
	}

	app.get('/console/catalogue/plans/', allow('catalogue.edit'), async (c) => {
		const staff = signedIn(c)
		return html(c, PlanTextsListPage({ nonce: c.get('nonce'), staff, plans: await listPlanTexts(db, consoleLocaleToSite(staff.locale)) }))
	})

	app.get('/console/catalogue/plans/:slug/', allow('catalogue.edit'), async (c) => {
		const plan = await planOf(c)
		if (!plan) return notFound(c)
		const staff = signedIn(c)
		const notice = c.req.query('saved') === '1' ? { kind: 'notice' as const, text: PLAN_TEXTS_MESSAGES[staff.locale].saved } : null
		return html(c, PlanTextsPage({ nonce: c.get('nonce'), staff, plan, notice }))
	})

	app.post('/console/catalogue/plans/:slug/', allow('catalogue.edit'), async (c) => {
		const plan = await planOf(c)
		if (!plan) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(body, name).slice(0, MAX_POSTED_CHARACTERS)]))
		const result = readPlanTextForm(values, plan.texts)
		const invalid = () => html(c, PlanTextsPage({ nonce: c.get('nonce'), staff, plan, form: { values, errors: result.ok ? {} : result.errors } }), 400)
		if (field(body, 'intent') === 'preview') {
			// A preview shows the texts as they would look, unchanged ones too; only real problems stop it.
			if (!result.ok && result.errors.form !== 'unchanged') return invalid()
			return html(c, PlanTextsPage({ nonce: c.get('nonce'), staff, plan, form: { values, errors: {} }, preview: result.ok ? result.texts : plan.texts }))
		}
		if (!result.ok) return invalid()
		const outcome = await savePlanTexts(db, staff, plan.slug, field(body, 'version'), plan.texts, result.texts, result.changed, now())
		if (outcome === 'unknown') return notFound(c)
		if (outcome === 'stale') {
			const newer = (await readPlanTexts(db, plan.slug)) ?? plan
			return html(c, PlanTextsPage({ nonce: c.get('nonce'), staff, plan: newer, notice: { kind: 'alert', text: PLAN_TEXTS_MESSAGES[staff.locale].stale } }), 409)
		}
		return c.redirect(`/console/catalogue/plans/${plan.slug}/?saved=1`, 303)
	})
}
