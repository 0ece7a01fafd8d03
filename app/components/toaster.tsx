import { lazy, Suspense } from 'react'
import { useHydrated } from '../utils/use-hydrated.ts'

// sonner is loaded after the page is interactive: no toast is ever part of the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The page's toast container (bottom right; mirrored in right-to-left pages). */
export function DeferredToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
	if (!useHydrated()) return null
	return (
		<Suspense fallback={null}>
			<Toaster position="bottom-right" dir={dir} />
		</Suspense>
	)
}
