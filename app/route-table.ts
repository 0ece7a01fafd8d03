/**
 * The one list of pages. `app/routes.ts` turns it into the English, Arabic
 * and Russian route variants; the server uses it for the trailing-slash rule
 * and `noindex`; the sitemap and the end-to-end tests walk it. Paths carry no
 * locale prefix and no slashes at either end ('' is the home page).
 */
import { DIETS } from '../content/diets.ts'
import { isPrivatePage } from './private-pages.ts'

export type LayoutName = 'default' | 'assessment' | 'lp' | 'russian-layout' | 'none'

export type RouteMiddlewareDeclaration = { name: string; priority: number }

export type PageRoute = {
	/** Route id suffix and, for most pages, the key of the page's messages. */
	id: string
	path: string
	/** Route module, relative to `app/`. */
	file: string
	layout: LayoutName
	/** Private pages (private-pages.ts) are left out of the sitemap and carry `noindex`. */
	indexable: boolean
	/**
	 * Whether the shared page cache (server/http/page-cache.ts) may give one guest's rendering to
	 * another of the same variant: indexable pages whose answer depends on nothing of the visitor's
	 * beyond the variant key (server/http/page-variant.ts). False for private pages and for those
	 * declared `perVisitor`.
	 */
	shareable: boolean
	middleware?: readonly RouteMiddlewareDeclaration[]
}

const page = (
	id: string,
	path: string,
	layout: LayoutName = 'default',
	options: {
		file: string
		middleware?: readonly RouteMiddlewareDeclaration[]
		/** The answer depends on the visitor's own state (a rate limit, a cookie): never page-cached. */
		perVisitor?: true
	},
): PageRoute => ({
	id,
	path,
	layout,
	file: options.file,
	indexable: !isPrivatePage(id),
	shareable: !isPrivatePage(id) && !options.perVisitor,
	...(options.middleware ? { middleware: options.middleware } : {}),
})

/**
 * The campaigns that sell an offer (content/campaigns.ts): one module, which answers an ended
 * campaign with `noindex` itself, since whether an offer still runs is data, not routing.
 */
const campaignPage = { file: 'routes/campaign.tsx' } as const

export const PAGE_ROUTES: readonly PageRoute[] = [
	page('home', '', 'default', { file: 'routes/home.tsx' }),
	page('app', 'app', 'default', { file: 'routes/mobile-app.tsx' }),
	page('faqs', 'faqs', 'default', { file: 'routes/faqs.tsx' }),
	page('hydra', 'hydra', 'default', { file: 'routes/hydra.tsx' }),
	page('account', 'account', 'default', { file: 'routes/account.tsx' }),
	// My plan: the paid plans' calendar (`?plan=`, `?month=`, `?view=list`) and one delivery day (`?day=`).
	page('myPlan', 'account/plan', 'default', { file: 'routes/my-plan.tsx' }),
	page('myPlanDay', 'account/plan/day', 'default', { file: 'routes/my-plan-day.tsx' }),
	// Cancelling the rest of a plan (`?plan=`) with the refund's arithmetic, and a refund's tax credit note (`?refund=`).
	page('cancelPlan', 'account/plan/cancel', 'default', { file: 'routes/cancel-plan.tsx' }),
	page('creditNote', 'account/credit-note', 'default', { file: 'routes/credit-note.tsx' }),
	// Renewing a plan (`?plan=`; `&token=` from the reminder e-mail's signed link, `&weeks=` the choice).
	page('renewPlan', 'account/plan/renew', 'default', { file: 'routes/renew-plan.tsx' }),
	page('contact', 'contact', 'default', { file: 'routes/contact.tsx' }),
	page('kcalFit', 'kcal-fit', 'default', { file: 'routes/kcal-fit.tsx' }),
	page('terms', 'terms', 'default', { file: 'routes/legal-page.tsx' }),
	page('termsMea', 'terms/mea', 'default', { file: 'routes/legal-page.tsx' }),
	page('logIn', 'log-in', 'default', { file: 'routes/log-in.tsx' }),
	page('signUp', 'sign-up', 'default', { file: 'routes/sign-up.tsx' }),
	page('userDeletion', 'user-deletion', 'default', { file: 'routes/user-deletion.tsx' }),
	page('aboutUs', 'about-us', 'default', { file: 'routes/about-us.tsx' }),
	page('privacyPolicy', 'privacy-policy', 'default', { file: 'routes/legal-page.tsx' }),
	page('bodyAssessment', 'body-assessment', 'assessment', { file: 'routes/body-assessment.tsx' }),
	page('cheapMealPlans', 'cheap-meal-plans', 'default', { file: 'routes/cheap-meal-plans.tsx' }),
	page('getStarted', 'get-started', 'none', { file: 'routes/get-started.tsx' }),
	// Every shared component in both colour modes and both directions; 404 unless STYLE_GUIDE is on.
	page('styleGuide', 'style-guide', 'default', {
		file: 'routes/style-guide.tsx',
		middleware: [{ name: 'style-guide', priority: 20 }],
	}),
	page('getStartedRu', 'get-started/ru', 'russian-layout', { file: 'routes/get-started.tsx' }),
	// Its lead form carries the UTM values of the visitor's landing (the attribution cookie).
	page('metabolicLp', 'metabolic-lp', 'lp', { file: 'routes/metabolic-lp.tsx', perVisitor: true }),
	page('resetPassword', 'reset-password', 'default', { file: 'routes/reset-password.tsx' }),
	page('resetPasswordOtp', 'reset-password/otp', 'default', { file: 'routes/reset-password-otp.tsx' }),
	page('setPassword', 'set-password', 'default', { file: 'routes/set-password.tsx' }),
	page('partnerInHealth', 'partner-in-health', 'default', { file: 'routes/partner-in-health.tsx' }),
	page('partnerInHealthSamsung', 'partner-in-health/samsung', 'default', { file: 'routes/partner-in-health-samsung.tsx' }),
	page('ambassadorSignUp', 'ambassador-sign-up/:name', 'default', { file: 'routes/ambassador-sign-up.tsx' }),
	page('campaignNy25', 'campaign/ny25', 'none', campaignPage),
	page('campaignEoy24', 'campaign/eoy24', 'none', campaignPage),
	page('campaignKmp2499', 'campaign/kmp_2499', 'none', campaignPage),
	page('campaignKmp2499App', 'campaign/kmp_2499_app', 'none', campaignPage),
	page('campaignKmpKcalfit24', 'campaign/kmp_kcalfit24', 'none', campaignPage),
	// As /metabolic-lp/: the landing's UTM values from the visitor's attribution cookie.
	page('campaignLeadForm', 'campaign/lead_form', 'none', { file: 'routes/campaign-lead-form.tsx', perVisitor: true }),
	page('campaignRamadan25', 'campaign/ramadan25', 'none', campaignPage),
	page('dashboardPayment', 'dashboard/payment', 'default', {
		file: 'routes/dashboard-payment.tsx',
		middleware: [{ name: 'payment-token', priority: 10 }],
	}),
	page('mealPlans', 'meal-plans', 'default', { file: 'routes/plan-collection.tsx' }),
	page('checkout', 'meal-plans/checkout', 'default', { file: 'routes/checkout.tsx' }),
	page('thankYou', 'meal-plans/thank-you', 'default', { file: 'routes/thank-you.tsx' }),
	// A discount code is priced against the visitor's own limit of unknown codes (per client address).
	page('customiseMealPlan', 'meal-plans/customise-meal-plan', 'default', { file: 'routes/customise-meal-plan.tsx', perVisitor: true }),
	page('dietSpecificMealPlans', 'meal-plans/diet-specific-meal-plans', 'default', { file: 'routes/plan-collection.tsx' }),
	page('popularMealPlans', 'meal-plans/popular-meal-plans', 'default', { file: 'routes/plan-collection.tsx' }),
	page('weightLossMealPlans', 'meal-plans/weight-loss-meal-plans', 'default', { file: 'routes/plan-collection.tsx' }),
	...DIETS.map((diet) =>
		page(`sampleMenu.${diet.key}`, `meal-plans/${diet.sampleMenuSlug}-sample-menu`, 'default', {
			file: 'routes/sample-menu.tsx',
		}),
	),
	// The catch-all of plan pages (spec §2 /meal-plans/{catchAll...}): any depth reaches the module,
	// which shows a plan for its slug and the localized 404 for anything else.
	page('mealPlan', 'meal-plans/*', 'default', { file: 'routes/meal-plan.tsx' }),
]

export type PageRouteMatch = { route: PageRoute; params: Record<string, string> }

/** Each route's segments, split once: every page request is matched several times (redirect rules, the page handler). */
const ROUTE_PATTERNS = PAGE_ROUTES.map((route) => {
	const pattern = route.path.split('/').filter(Boolean)
	const catchAll = pattern.at(-1) === '*'
	return { route, fixed: catchAll ? pattern.slice(0, -1) : pattern, catchAll }
})

/** A path with a parameter (`:name`) or a catch-all (`*`): it stands for many addresses, not one. */
export const isPatternPath = (path: string) => path.split('/').some((part) => part.startsWith(':') || part === '*')

/**
 * Finds the page a prefix-free pathname belongs to. Static segments win over
 * parameters and parameters over a catch-all (`*`, one or more segments, in
 * `params['*']`), as in React Router, so `/meal-plans/checkout/` is the checkout
 * and not a plan called "checkout". Page addresses are case-sensitive;
 * `ignoreCase` finds the page a path in another case means (server/http/redirects.ts).
 */
export function matchPageRoute(path: string, { ignoreCase = false } = {}): PageRouteMatch | null {
	// Repeated slashes are not a page's address (the server collapses them with a redirect).
	if (path.includes('//')) return null
	const segments = path.split('/').filter(Boolean)
	let best: { match: PageRouteMatch; score: number } | null = null
	for (const { route, fixed, catchAll } of ROUTE_PATTERNS) {
		if (catchAll ? segments.length <= fixed.length : segments.length !== fixed.length) continue
		const params: Record<string, string> = {}
		// Static segments count 2, parameters 1, a catch-all 0.
		let score = 0
		const matches = fixed.every((part, index) => {
			const segment = segments[index] as string
			if (part.startsWith(':')) {
				params[part.slice(1)] = segment
				score += 1
				return true
			}
			score += 2
			return ignoreCase ? part.toLowerCase() === segment.toLowerCase() : part === segment
		})
		if (catchAll) params['*'] = segments.slice(fixed.length).join('/')
		if (matches && (!best || score > best.score)) best = { match: { route, params }, score }
	}
	return best?.match ?? null
}

/** The route id prefix of each locale variant: `en:faqs`, `ar-ae:faqs`, `ru-ae:faqs`. */
export function routeId(locale: string, route: PageRoute | string): string {
	return `${locale}:${typeof route === 'string' ? route : route.id}`
}
