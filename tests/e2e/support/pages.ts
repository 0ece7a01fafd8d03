/**
 * The table of pages under test, built from the app's own route list: every
 * route without parameters, every seeded plan and a valid ambassador name,
 * each with the title, description and heading it must show in a locale.
 */
import { isPatternPath, PAGE_ROUTES, type PageRoute } from '../../../app/route-table.ts'
import { campaignOfRoutePath } from '../../../content/campaigns.ts'
import { CAMPAIGN_CODES } from '../../../content/discount-codes.ts'
import { AMBASSADOR_SEEDS, type AmbassadorSeed } from '../../../content/ambassadors.ts'
import { PLAN_SEEDS } from '../../../content/plans.ts'
import { isCodeLiveAt } from '../../../domain/discount-codes.ts'
import { type LocaleCode, localizePath, pageTitle, t } from './locales.ts'

export type PageText = { title: string; description: string; heading: string }

export type PageCase = {
	/** Prefix-free path with its slashes: '/', '/faqs/', '/meal-plans/international/'. */
	path: string
	route: PageRoute
	/** Whether search engines should index it today (`route.indexable` is whether the route ever is). */
	indexable: boolean
	text: (locale: LocaleCode) => PageText
	/** What the page needs in its query to show itself: the checkout shows a chosen plan. */
	query: string
	/** Shows one order, to the browser that made it only; without one it is a 404 (journeys: checkout.spec.ts). */
	needsOrder: boolean
	/** Only for a signed-in customer; a guest is sent to log in (journeys: accounts.spec.ts). */
	needsSignIn: boolean
}

const PAGE_QUERIES: Record<string, string> = { checkout: '?plan=international' }
const ORDER_PAGES: readonly string[] = ['thankYou']
const SIGNED_IN_PAGES: readonly string[] = ['account', 'myPlan', 'myPlanDay', 'cancelPlan', 'creditNote']

/** The address a test visits for a page in a locale. */
export const pageUrl = (pageCase: PageCase, locale: LocaleCode) => localizePath(pageCase.path, locale) + pageCase.query

/** A seeded ambassador (content/ambassadors.ts): the handle visited and the name the page greets with. */
export const AMBASSADOR: AmbassadorSeed = AMBASSADOR_SEEDS[0] as AmbassadorSeed

const pathOf = (routePath: string) => (routePath ? `/${routePath}/` : '/')

/**
 * Whether a page should be indexed today: a campaign page only while its seeded code runs (an
 * ended campaign answers 200 with `noindex`); every other page as the route table says.
 */
function indexableToday(route: PageRoute): boolean {
	const campaign = campaignOfRoutePath(route.path)
	return route.indexable && (campaign === null || isCodeLiveAt(CAMPAIGN_CODES[campaign], new Date()))
}

function staticPageText(route: PageRoute, locale: LocaleCode): PageText {
	if (route.id.startsWith('sampleMenu.')) {
		const diet = t(locale, `diets.${route.id.slice('sampleMenu.'.length)}`)
		return {
			title: pageTitle(locale, t(locale, 'sampleMenu.title', { diet })),
			description: t(locale, 'sampleMenu.intro', { diet }),
			heading: t(locale, 'sampleMenu.heading', { diet }),
		}
	}
	const intro = t(locale, `pages.${route.id}.intro`)
	return {
		title: pageTitle(locale, t(locale, `pages.${route.id}.title`)),
		description: intro,
		heading: t(locale, `pages.${route.id}.heading`),
	}
}

/** Valid parameter values of each `:param` route and what their pages show. */
const PARAMETER_CASES: Record<string, () => Array<Omit<PageCase, 'query' | 'needsOrder' | 'needsSignIn'>>> = {
	mealPlan: () =>
		PLAN_SEEDS.map((plan) => ({
			path: `/meal-plans/${plan.slug}/`,
			route: routeById('mealPlan'),
			indexable: true,
			text: (locale) => {
				const title = t(locale, 'mealPlan.title', { plan: plan.text[locale].name })
				return { title: pageTitle(locale, title), description: plan.text[locale].summary, heading: title }
			},
		})),
	ambassadorSignUp: () => [
		{
			path: `/ambassador-sign-up/${AMBASSADOR.handle}/`,
			route: routeById('ambassadorSignUp'),
			indexable: routeById('ambassadorSignUp').indexable,
			text: (locale) => {
				const name = AMBASSADOR.displayName
				return {
					title: pageTitle(locale, t(locale, 'pages.ambassadorSignUp.title', { name })),
					description: t(locale, 'pages.ambassadorSignUp.intro', { name }),
					heading: t(locale, 'pages.ambassadorSignUp.heading', { name }),
				}
			},
		},
	],
}

function routeById(id: string): PageRoute {
	const route = PAGE_ROUTES.find((candidate) => candidate.id === id)
	if (!route) throw new Error(`No route ${id} in PAGE_ROUTES`)
	return route
}

const isParameterRoute = (route: PageRoute) => isPatternPath(route.path)

/** Every page the end-to-end tests visit, in route-table order. */
export const PAGE_CASES: readonly PageCase[] = PAGE_ROUTES.flatMap((route): PageCase[] => {
	if (!isParameterRoute(route)) {
		return [
			{
				path: pathOf(route.path),
				route,
				indexable: indexableToday(route),
				text: (locale) => staticPageText(route, locale),
				query: PAGE_QUERIES[route.id] ?? '',
				needsOrder: ORDER_PAGES.includes(route.id),
				needsSignIn: SIGNED_IN_PAGES.includes(route.id),
			},
		]
	}
	const cases = PARAMETER_CASES[route.id]
	// A new `:param` route needs sample values here, or it would silently go untested.
	if (!cases) throw new Error(`tests/e2e/support/pages.ts has no sample parameters for the route ${route.id} (${route.path})`)
	return cases().map((pageCase) => ({ query: '', needsOrder: false, needsSignIn: false, ...pageCase }))
})

/** Routes without parameters, as prefix-free slashed paths. */
export const STATIC_PAGE_CASES = PAGE_CASES.filter((pageCase) => !isParameterRoute(pageCase.route))

/** A path that no route matches. */
export const MISSING_PATH = '/this-page-does-not-exist/'

/** The pages checked with axe and the HTML validator in every locale. */
export const AUDITED_PAGES = [
	{ name: 'home', path: '/', status: 200 },
	{ name: 'plan', path: '/meal-plans/international/', status: 200 },
	{ name: 'campaign', path: '/campaign/kmp_2499/', status: 200 },
	{ name: 'ended campaign', path: '/campaign/ny25/', status: 200 },
	{ name: 'not-found', path: MISSING_PATH, status: 404 },
] as const
