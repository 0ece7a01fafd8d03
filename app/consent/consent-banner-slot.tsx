/**
 * Where the cookie banner goes (root), without its code on the critical path. The server renders
 * the whole banner in place (it loads the module when it starts), so it shows from the first
 * paint and its forms post without JavaScript. In the browser its Suspense boundary stays as the
 * server sent it, unhydrated, and ./consent-banner.tsx loads once the page is idle after
 * hydration, or sooner when the visitor does anything (pointer, touch, key, focus) or reopens it
 * from a footer. It must not wait longer: React cannot finish a navigation or a revalidation
 * that re-renders a boundary it has not hydrated. A click that comes before the code simply
 * posts the form, and the page comes back answered.
 */
import { lazy, Suspense, useEffect } from 'react'
import { whenIdle } from '../utils/when-idle.ts'
import { useConsentBanner } from './banner-state.ts'
import type { ConsentBannerPanel as BannerPanel } from './consent-banner.tsx'

let requestCode: () => void = () => {}
const codeRequested = new Promise<void>((resolve) => {
	requestCode = resolve
})

type PanelModule = { default: typeof BannerPanel }

// The server loads the banner when it starts (import.meta.env.SSR is a constant of each build, so
// the browser's has none of this) and hands it to `lazy` as an already settled thenable, which
// React renders in place: no streamed, script-revealed boundary that a page without JavaScript
// would never show.
let loadedOnServer: PanelModule | undefined
if (import.meta.env.SSR) {
	void import('./consent-banner.tsx').then(({ ConsentBannerPanel: Panel }) => {
		loadedOnServer = { default: Panel }
	})
}

const ConsentBannerPanel = lazy((): Promise<PanelModule> => {
	const loaded = loadedOnServer
	// React only calls `then` of what `lazy` gets; one that answers at once lets it render in place.
	if (loaded) return { then: (resolve: (module: PanelModule) => void) => resolve(loaded) } as unknown as Promise<PanelModule>
	// A page rendered before the server finished loading it (its first second) waits for it too.
	const ready = import.meta.env.SSR ? Promise.resolve() : codeRequested
	return ready.then(async () => ({ default: (await import('./consent-banner.tsx')).ConsentBannerPanel }))
})

/** Loads the banner's code now (a footer's "Cookie settings", tests). */
export const loadConsentBanner = () => requestCode()

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

export function ConsentBannerSlot({ pending }: { pending: boolean }) {
	const { open, reopened, close } = useConsentBanner(pending)

	useEffect(() => {
		if (!open) return
		if (reopened) return requestCode()
		void whenIdle().then(requestCode)
		for (const type of INTENT_EVENTS) document.addEventListener(type, requestCode, { passive: true })
		return () => {
			for (const type of INTENT_EVENTS) document.removeEventListener(type, requestCode)
		}
	}, [open, reopened])

	if (!open) return null
	return (
		<Suspense fallback={null}>
			<ConsentBannerPanel reopened={reopened} close={close} />
		</Suspense>
	)
}
