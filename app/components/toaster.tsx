import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useTranslation } from '../i18n/i18n.tsx'
import { TOAST_DURATION_MS, toastsRequested } from '../utils/toast.ts'
import { useColorMode } from '../utils/use-color-mode.ts'

// Mounted with the first toast of the page (utils/toast.ts), so sonner is never part of a page
// load by itself.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

// w-96 from the small-screen breakpoint up; sonner itself goes full width below 600 px.
const TOASTER_STYLE = { '--width': '24rem' } as React.CSSProperties

/** The page's toast container: bottom right, mirrored to the bottom left in right-to-left pages. */
export function DeferredToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
	const { t } = useTranslation()
	const { resolved } = useColorMode()
	const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, toastsRequested.getServer)
	if (!requested) return null
	return (
		<Suspense fallback={null}>
			<Toaster
				position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
				dir={dir}
				theme={resolved}
				duration={TOAST_DURATION_MS}
				closeButton
				containerAriaLabel={t('shell.notifications')}
				toastOptions={{ closeButtonAriaLabel: t('shell.closeNotification') }}
				style={TOASTER_STYLE}
			/>
		</Suspense>
	)
}
