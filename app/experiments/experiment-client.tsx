/**
 * Mounts the browser's Split SDK (./split-client.tsx) for visitors who may have it: never for
 * crawlers (their pages carry no client settings), only while the visitor grants analytics
 * consent, and only once the page is idle, so all a page loads up front is this file. Declining
 * later unmounts it, which destroys the client after its queue was dropped (the bus's `clear`).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onConsentChange, readConsent } from '../consent/consent-client.ts'
import { useRootData } from '../utils/root-data.ts'
import { whenIdle } from '../utils/when-idle.ts'

const SplitBrowserClient = lazy(() =>
	whenIdle()
		.then(() => import('./split-client.tsx'))
		.then((module) => ({ default: module.SplitBrowserClient })),
)

const analyticsGranted = () => readConsent().analytics === 'GRANTED'
// The server, and hydration, render no client: the HTML is the same for everyone of the variant.
const notYet = () => false

export function ExperimentClient() {
	const config = useRootData()?.experimentClient
	const granted = useSyncExternalStore(onConsentChange, analyticsGranted, notYet)
	if (!config || !granted) return null
	return (
		<Suspense fallback={null}>
			<SplitBrowserClient config={config} />
		</Suspense>
	)
}
