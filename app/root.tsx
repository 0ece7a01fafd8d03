import { useEffect, useSyncExternalStore } from 'react'
import { preloadModule } from 'react-dom'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunction,
	type UIMatch,
	useFetchers,
	useMatches,
	useNavigation,
	useRevalidator,
} from 'react-router'
import { isConsentAnswered } from '../domain/consent.ts'
import type { Route } from './+types/root'
import { usePageAnalytics } from './analytics/use-page-analytics.ts'
import { useThirdPartyScripts } from './analytics/vendors/use-third-party-scripts.ts'
import { useAppUpdates } from './components/app-updates.tsx'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { CheckoutLoadingScreen, NavigationProgress } from './components/page-loading.tsx'
import { PrefetchOutlet } from './components/prefetch.tsx'
import { SeoLinks } from './components/seo-links.tsx'
import { DeferredToaster } from './components/toaster.tsx'
import { ConsentBannerSlot } from './consent/consent-banner-slot.tsx'
import { localeContext, servicesContext } from './context.ts'
import { ExperimentClient } from './experiments/experiment-client.tsx'
import { experimentClientConfig } from './experiments/treatments.ts'
import { useLocale } from './i18n/use-locale.ts'
import { localeMiddleware } from './middleware/locale.server.ts'
import { COLOR_MODE_SCRIPT, FORCED_COLOR_MODE_ATTRIBUTE, forcedColorMode, syncColorMode } from './utils/color-mode.ts'
import { INLINE_STYLESHEET_ID, useDocumentContext } from './utils/document-context.ts'
import { usePrivatePage } from './utils/use-private-page.ts'
import { accountDataToSync } from './utils/account-storage-keys.ts'
import { toastsRequested } from './utils/toast.ts'
import { loadWholeStylesheet } from './utils/whole-stylesheet.ts'
import { whenIdle } from './utils/when-idle.ts'
import { VIEWPORT_HEIGHT_SCRIPT, watchViewportHeight } from './utils/viewport-height.ts'

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware]

export const links: Route.LinksFunction = () => [
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
	{ rel: 'manifest', href: '/site.webmanifest' },
]

export function loader({ context }: Route.LoaderArgs) {
	const { settings, customer, visitor, consent } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	return {
		origin: settings.origin,
		allowIndexing: settings.allowIndexing,
		externalLinks: settings.externalLinks,
		localeCode: locale.code,
		year: new Date().getFullYear(),
		// For the header's account menu. A signed-in visitor's pages never come from the shared page
		// cache (server/http/create-app.ts), so a guest's cached page always says null here.
		customer: customer ? { firstName: customer.firstName } : null,
		// The variant this page shows (app/experiments/use-treatment.ts). Crawlers get no experiment
		// client. No user id: the page cache shares this page with everyone of the same variant.
		treatments: visitor.treatments,
		experimentClient: visitor.isCrawler ? null : experimentClientConfig(settings.splitBrowserKey, visitor.treatments),
		// The cookie banner, server-rendered until the visitor answers; crawlers are never asked.
		// Answered-or-not is part of the page cache's key (server/http/page-variant.ts).
		consentPending: !isConsentAnswered(consent) && !visitor.isCrawler,
		thirdParties: settings.thirdParties,
	}
}

// Root data is configuration, which changes only with a new deployment, and who is signed in,
// which changes only by a form post (log-in, sign-up, log-out), after which it is read again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
	formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false

/** A route forces a colour mode with `export const handle = { colorMode: 'dark' }`. */
function useForcedColorMode() {
	const requested = (useMatches() as UIMatch<unknown, { colorMode?: unknown } | undefined>[])
		.map((match) => match.handle?.colorMode)
		.findLast((mode) => mode !== undefined)
	const forced = forcedColorMode(requested)
	useEffect(syncColorMode, [forced])
	return forced
}

export function Layout({ children }: { children: React.ReactNode }) {
	const locale = useLocale()
	const { nonce, css, catalogueModule } = useDocumentContext()
	// Fetched with the page's other modules instead of after entry.client has run (i18n/catalogue-modules.ts).
	if (catalogueModule) preloadModule(catalogueModule, { as: 'script', nonce })
	const forced = useForcedColorMode()
	const privatePage = usePrivatePage()
	return (
		// The pre-paint script adds the `dark` class, which React did not render.
		<html lang={locale.htmlLang} dir={locale.dir} {...{ [FORCED_COLOR_MODE_ATTRIBUTE]: forced }} suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#15803d" />
				<script nonce={nonce} dangerouslySetInnerHTML={{ __html: `${COLOR_MODE_SCRIPT};${VIEWPORT_HEIGHT_SCRIPT}` }} />
				{/* Read back by entry.client so hydration renders the same text. */}
				<style id={INLINE_STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />
				{/* The first paint waits for the whole <main>: header and heading arrive together, not 200 ms apart. */}
				<link rel="expect" href="#main" blocking="render" />
				<Meta />
				<SeoLinks />
				<Links />
			</head>
			{/* Clarity's own attribute: a private page is recorded with its text hidden (private-pages.ts). */}
			<body
				className="min-h-dvh bg-white font-sans text-gray-900 antialiased dark:bg-gray-950 dark:text-gray-100"
				data-clarity-mask={privatePage ? 'true' : undefined}
			>
				<CheckoutLoadingScreen />
				<NavigationProgress />
				{children}
				<DeferredToaster dir={locale.dir} />
				<PrefetchOutlet />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	useAppUpdates()
	useEffect(watchViewportHeight, [])
	useSignedInSync()
	usePageAnalytics()
	useThirdPartyScripts(loaderData.thirdParties)
	return (
		<>
			<Outlet />
			<WholeStylesheetTrigger />
			<ExperimentClient />
			<ConsentBannerSlot pending={loaderData.consentPending} />
		</>
	)
}

/**
 * Requests the whole stylesheet (utils/whole-stylesheet.ts) when the page may show something its
 * inline rules lack without the visitor having touched it first: a navigation, a revalidation, a
 * fetcher or a toast. A leaf, so only it re-renders with the router's state.
 */
function WholeStylesheetTrigger() {
	const navigating = useNavigation().state !== 'idle'
	const revalidating = useRevalidator().state !== 'idle'
	const fetching = useFetchers().some((fetcher) => fetcher.state !== 'idle')
	const toasts = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, toastsRequested.getServer)
	const needed = navigating || revalidating || fetching || toasts
	useEffect(() => {
		if (needed) loadWholeStylesheet()
	}, [needed])
	return null
}

/**
 * The auth store (profile, delivery preferences, saved cards) follows the session, but only a
 * signed-in visitor, or one who just signed out and still has its data to clear (or an earlier
 * version's copy in local storage to remove), needs its code: other guests never download it.
 */
function useSignedInSync() {
	const locale = useLocale()
	useEffect(() => {
		const signedIn = /(?:^|;\s*)kcal_name=[^;]/.test(document.cookie)
		if (!signedIn && !accountDataToSync()) return
		let stop: (() => void) | undefined
		let cancelled = false
		// Nothing on a page's first screen reads the store (the account page fills it from its own
		// loader), so its code and the profile requests wait for the browser's first quiet moment.
		void whenIdle()
			.then(() => (cancelled ? null : import('./utils/auth-store.ts')))
			.then((store) => {
				if (store && !cancelled) stop = store.startAuthSync(locale.code)
			})
		return () => {
			cancelled = true
			stop?.()
		}
	}, [locale.code])
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
