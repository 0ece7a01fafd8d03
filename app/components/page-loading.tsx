import { useEffect, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { cx } from './ui/cx.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useHydrated } from '../utils/use-hydrated.ts'

/** Spec §2: any path containing the checkout segment, in every locale. */
export function isCheckoutPath(pathname: string) {
	return pathname.includes('meal-plans/checkout')
}

/** Navigations quicker than this show nothing; slower ones show the progress bar. */
export const PROGRESS_DELAY_MS = 300

function Spinner() {
	return (
		<span
			aria-hidden="true"
			className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700 motion-reduce:animate-none dark:border-primary-900 dark:border-t-primary-400"
		/>
	)
}

/**
 * The checkout is where a blank or half-working page costs the most trust, so it is covered by a
 * calm loading screen from the first paint (server-rendered) until the app is mounted, and again
 * while a navigation towards it is loading.
 */
export function CheckoutLoadingScreen() {
	const { t } = useTranslation()
	const { pathname } = useLocation()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const loadingCheckout = navigation.state !== 'idle' && isCheckoutPath(navigation.location.pathname)
	if (!(loadingCheckout || (!hydrated && isCheckoutPath(pathname)))) return null
	return (
		<div
			id="checkout-loading"
			role="status"
			className={cx(
				'fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95 px-6 text-center dark:bg-gray-950/95',
				!hydrated && 'animate-give-way',
			)}
		>
			{/* Without JavaScript nothing would ever remove this screen. */}
			<noscript>
				<style>{'#checkout-loading{display:none}'}</style>
			</noscript>
			<Spinner />
			<p className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('shell.checkoutLoading')}</p>
		</div>
	)
}

/** A slim bar at the top of the window while a navigation takes longer than PROGRESS_DELAY_MS. */
export function NavigationProgress() {
	const { t } = useTranslation()
	const busy = useNavigation().state !== 'idle'
	const [slow, setSlow] = useState(false)

	useEffect(() => {
		if (!busy) return
		const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS)
		return () => {
			clearTimeout(timer)
			setSlow(false)
		}
	}, [busy])

	if (!busy || !slow) return null
	return (
		<div
			role="progressbar"
			aria-label={t('shell.pageLoading')}
			data-testid="navigation-progress"
			className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100 rtl:-scale-x-100 dark:bg-primary-950"
		>
			<div className="h-full w-1/3 animate-progress bg-primary-600 motion-reduce:w-full motion-reduce:animate-none dark:bg-primary-400" />
		</div>
	)
}
