import { lazy, Suspense } from 'react'
import { useTranslation } from '../i18n/i18n.tsx'
import { useColorMode } from '../utils/use-color-mode.ts'
import { TOAST_DURATION_MS } from '../utils/toast.ts'
import { useHydrated } from '../utils/use-hydrated.ts'

// sonner is loaded after the page is interactive: no toast is ever part of the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

// w-96 from the small-screen breakpoint up; sonner itself goes full width below 600 px.
const TOASTER_STYLE = { '--width': '24rem' } as React.CSSProperties

/** The page's toast container: bottom right, mirrored to the bottom left in right-to-left pages. */
export function DeferredToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
	const { t } = useTranslation()
	const { resolved } = useColorMode()
	if (!useHydrated()) return null
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
