/**
 * The route a request is counted under in /metrics: the pattern that answered it, never the raw
 * path (each plan, order or typo would make a series of its own).
 */
import type { Context } from 'hono'
import { routePath } from 'hono/route'
import { matchPageRoute } from '../../app/route-table.ts'
import { splitLocalePath } from '../../domain/locale.ts'

/**
 * Call after the request was answered: Hono's route index then points at the handler that
 * answered. API and health routes have patterns of their own (`/client/api/v1/plans/:slug`);
 * pages all pass through one catch-all, so they are named by the route table's pattern in any
 * language (`page /meal-plans/checkout` for /ar-ae/meal-plans/checkout/); build files are one series, anything else `other`, or
 * `unmatched` when it was a 404.
 */
export function routeLabel(c: Context): string {
	const pattern = routePath(c)
	if (pattern && pattern !== '*' && pattern !== '/*') return pattern
	const { pathname } = new URL(c.req.url)
	if (pathname.startsWith('/assets/')) return '/assets/*'
	const page = matchPageRoute(splitLocalePath(pathname).path)
	if (page) return `page /${page.route.path.replace(/^\//, '')}`
	return c.res.status === 404 ? 'unmatched' : 'other'
}
