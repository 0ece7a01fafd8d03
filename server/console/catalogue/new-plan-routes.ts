/**
 * /console/catalogue/plans/new/ and a plan's /sale and sizes/ page (catalogue.edit: owner,
 * manager — the permission of prices): a new plan, created hidden; publishing it once complete;
 * withdrawing it from sale after a confirmation page with its figures (publishing brings it
 * back); a size added to a plan that lacks it, or a retired one offered again. Every route checks the
 * permission on the server; bad values come back as field errors with 400, a refused publish as 409.
 */
import type { Context } from 'hono'
import { matchPageRoute } from '../../../app/route-table.ts'
import { NEW_PLAN_MESSAGES } from '../../../content/console-messages/new-plan.ts'
import { readNewPlanForm, readSizeFields, sizePrefix } from '../../../domain/catalogue/new-plan-form.ts'
import { planTextField, PLAN_TEXT_FIELDS } from '../../../domain/catalogue/plan-text-form.ts'
import { LOCALE_CODES } from '../../../domain/locale.ts'
import { isPlanSize, PLAN_SIZES } from '../../../domain/plan-pricing.ts'
import { isPlanSlug } from '../../db/queries/plans.ts'
import { field, type ConsoleEnv } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { addPlanSize, createPlan, publishPlan, readPlanOffer, readWithdrawalImpact, restorePlanSize, withdrawPlan } from './new-plan-data.ts'
import { NewPlanPage, PlanOfferPage, WithdrawPlanPage } from './new-plan-pages.tsx'
import { listPlanTexts } from './plan-texts-data.ts'
import { PlanTextsListPage } from './plan-texts-pages.tsx'
import { consoleLocaleToSite } from './site-locale.ts'

const SIZE_FIELDS = PLAN_SIZES.flatMap((size) => [`size-${size}`, ...['kcal-min', 'kcal-max', 'price'].map((name) => `${sizePrefix(size)}${name}`)])
const FORM_FIELDS = ['slug', 'meals-per-day', 'diet', ...LOCALE_CODES.flatMap((locale) => PLAN_TEXT_FIELDS.map((name) => planTextField(name, locale))), ...SIZE_FIELDS]
// Well above every limit, so an over-long text is a field error rather than silently cut.
const MAX_POSTED_CHARACTERS = 5_000
const VARIANT_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Whether /meal-plans/<slug>/ is another page of the site (checkout, a collection, a sample menu): a plan there could never be reached. */
const isPageAddress = (slug: string) => matchPageRoute(`/meal-plans/${slug}/`)?.route.id !== 'mealPlan'

export function registerNewPlanRoutes(kit: ConsoleKit) {
	const { app, deps, html, allow, signedIn } = kit
	const { db, now } = deps
	const guard = allow('catalogue.edit')
	const t = (c: Context<ConsoleEnv>) => NEW_PLAN_MESSAGES[signedIn(c).locale]

	const offerOf = (c: Context<ConsoleEnv>) => {
		const slug = c.req.param('slug') ?? ''
		return isPlanSlug(slug) ? readPlanOffer(db, slug, consoleLocaleToSite(signedIn(c).locale)) : Promise.resolve(null)
	}
	const notFound = async (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, PlanTextsListPage({ nonce: c.get('nonce'), staff, plans: await listPlanTexts(db, consoleLocaleToSite(staff.locale)), notice: { kind: 'alert', text: NEW_PLAN_MESSAGES[staff.locale].notFound } }), 404)
	}
	const offerPage = (c: Context<ConsoleEnv>, slug: string, notice: string) => c.redirect(`/console/catalogue/plans/${slug}/offer/?done=${notice}`, 303)

	// Before the plan-text routes' `:slug/`, which would take `new` for a plan's slug (the form refuses that slug).
	app.get('/console/catalogue/plans/new/', guard, (c) => html(c, NewPlanPage({ nonce: c.get('nonce'), staff: signedIn(c) })))

	app.post('/console/catalogue/plans/new/', guard, async (c) => {
		const staff = signedIn(c)
		const body = await c.req.parseBody({ all: true })
		const values = Object.fromEntries(FORM_FIELDS.map((name) => [name, field(body, name).slice(0, MAX_POSTED_CHARACTERS)]))
		const posted = body.tags
		const tags = (Array.isArray(posted) ? posted : [posted]).filter((tag): tag is string => typeof tag === 'string').slice(0, 10)
		const result = readNewPlanForm(values, tags, isPageAddress)
		const outcome = result.ok ? await createPlan(db, staff, result.value, now()) : null
		if (!result.ok || outcome !== 'created') {
			const errors = result.ok ? { slug: 'slug-taken' as const } : result.errors
			return html(c, NewPlanPage({ nonce: c.get('nonce'), staff, form: { values, tags, errors } }), 400)
		}
		return offerPage(c, result.value.slug, 'created')
	})

	app.get('/console/catalogue/plans/:slug/offer/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		const done = c.req.query('done')
		const words = t(c)
		const notices: Record<string, string> = { created: words.created, published: words.published, withdrawn: words.withdraw.done, added: words.sizeAdded, restored: words.restored }
		const text = done ? (notices[done] ?? null) : null
		return html(c, PlanOfferPage({ nonce: c.get('nonce'), staff: signedIn(c), plan, notice: text ? { kind: 'notice', text } : null }))
	})

	app.post('/console/catalogue/plans/:slug/publish/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		const outcome = await publishPlan(db, signedIn(c), plan.slug, now())
		if (outcome === 'not-found') return notFound(c)
		if (Array.isArray(outcome)) {
			const fresh = (await offerOf(c)) ?? plan
			return html(c, PlanOfferPage({ nonce: c.get('nonce'), staff: signedIn(c), plan: { ...fresh, missing: outcome }, notice: { kind: 'alert', text: t(c).refused } }), 409)
		}
		return offerPage(c, plan.slug, 'published')
	})

	// The confirmation step: what stays running, in figures. A plan not on sale has nothing to withdraw.
	app.get('/console/catalogue/plans/:slug/withdraw/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		if (!plan.isActive) return offerPage(c, plan.slug, 'none')
		const impact = (await readWithdrawalImpact(db, plan.slug, now()))!
		return html(c, WithdrawPlanPage({ nonce: c.get('nonce'), staff: signedIn(c), plan, impact }))
	})

	app.post('/console/catalogue/plans/:slug/withdraw/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		const outcome = await withdrawPlan(db, signedIn(c), plan.slug, now())
		if (outcome === 'not-found') return notFound(c)
		return offerPage(c, plan.slug, outcome === 'withdrawn' ? 'withdrawn' : 'none')
	})

	app.post('/console/catalogue/plans/:slug/sizes/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const size = field(body, 'size')
		if (!isPlanSize(size)) return offerPage(c, plan.slug, 'none')
		// The page offers no form for a size the plan has (retired: it is offered again instead).
		if (plan.sizes.some((row) => row.size === size)) return html(c, PlanOfferPage({ nonce: c.get('nonce'), staff, plan, notice: { kind: 'alert', text: t(c).problems['size-taken'] } }), 400)
		const values = Object.fromEntries(SIZE_FIELDS.map((name) => [name, field(body, name).slice(0, 32)]))
		const result = readSizeFields(values, size)
		const outcome = result.ok ? await addPlanSize(db, staff, plan.slug, result.value, now()) : null
		if (outcome === 'not-found') return notFound(c)
		if (!result.ok) return html(c, PlanOfferPage({ nonce: c.get('nonce'), staff, plan, sizeForm: { size, values, errors: result.errors } }), 400)
		if (outcome !== 'added') {
			// Added meanwhile (another press, another editor), or its code belongs to another plan.
			const fresh = (await offerOf(c)) ?? plan
			return html(c, PlanOfferPage({ nonce: c.get('nonce'), staff, plan: fresh, notice: { kind: 'alert', text: t(c).problems[outcome === 'code-taken' ? 'slug-taken' : 'size-taken'] } }), 400)
		}
		return offerPage(c, plan.slug, 'added')
	})

	app.post('/console/catalogue/plans/:slug/sizes/:code/restore/', guard, async (c) => {
		const plan = await offerOf(c)
		if (!plan) return notFound(c)
		const code = c.req.param('code')
		const done = VARIANT_CODE.test(code) && (await restorePlanSize(db, signedIn(c), plan.slug, code, now()))
		return offerPage(c, plan.slug, done ? 'restored' : 'none')
	})
}
