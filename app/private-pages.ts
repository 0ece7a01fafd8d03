/**
 * The pages kept out of search results and the sitemap: personal, transactional or internal.
 * A list of its own, apart from the route table (route-table.ts reads it), because the browser
 * needs only this to write a page's robots tag: the whole table would be 1.5 KB more on every
 * page's first load.
 */
const PRIVATE_PAGE_IDS: ReadonlySet<string> = new Set([
	'account',
	'myPlan',
	'myPlanDay',
	'cancelPlan',
	'creditNote',
	'renewPlan',
	'logIn',
	'signUp',
	'userDeletion',
	'styleGuide',
	'resetPassword',
	'resetPasswordOtp',
	'setPassword',
	// Personal invitations: no sitemap, noindex, never page-cached (an ambassador switched off is gone at once).
	'ambassadorSignUp',
	'dashboardPayment',
	'checkout',
	'thankYou',
	// Not a page: anything else under a locale, answered with a 404.
	'not-found',
])

export const isPrivatePage = (pageId: string) => PRIVATE_PAGE_IDS.has(pageId)

/** The page id in a page route's id (`ar-ae:faqs` → `faqs`, route-table.ts `routeId`); null for the root and layouts. */
export function pageIdOfRoute(routeId: string): string | null {
	const separator = routeId.indexOf(':')
	const pageId = separator === -1 ? null : routeId.slice(separator + 1)
	return pageId === null || pageId.startsWith('layout:') ? null : pageId
}
