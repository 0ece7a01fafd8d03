import { type Context, Hono } from 'hono'
import type { Database } from '../../db/client.ts'
import { getCachedPlan, isPlanSlug, listActivePlans, type PlanDetail } from '../../db/queries/plans.ts'
import { findSampleMenu } from '../../db/queries/sample-menus.ts'
import { apiError, apiLocale } from '../errors.ts'
import { publicJson } from '../public-json.ts'

/** /plans: the plan catalogue, in the language of `?locale=`. */
export function createPlansRouter({ db }: { db: Database }) {
	const router = new Hono()

	router.get('/', async (c) => publicJson(c, await listActivePlans(db, apiLocale(c))))

	router.get('/:slug', async (c) => {
		const found = await planOf(c)
		return found.plan ? publicJson(c, found.plan) : found.error
	})

	router.get('/:slug/sample-menu', async (c) => {
		const { plan, error } = await planOf(c)
		if (!plan) return error
		const menu = plan.sampleMenuDiet ? await findSampleMenu(db, plan.sampleMenuDiet, apiLocale(c)) : null
		return menu ? publicJson(c, menu) : apiError(c, 404, 'sample_menu_not_found', 'sampleMenuNotFound')
	})

	/** The active plan the path names, or the error response: 400 for a malformed slug, 404 for an unknown one. */
	async function planOf(c: Context): Promise<{ plan: PlanDetail; error?: never } | { plan?: never; error: Response }> {
		const slug = c.req.param('slug') ?? ''
		if (!isPlanSlug(slug)) return { error: apiError(c, 400, 'invalid_slug', 'invalidPlanSlug') }
		const plan = await getCachedPlan(db, slug, apiLocale(c))
		return plan ? { plan } : { error: apiError(c, 404, 'plan_not_found', 'planNotFound') }
	}

	return router
}
