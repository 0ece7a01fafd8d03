/**
 * Whether the cookie banner is showing. The server decides for the first render (root loader's
 * `consentPending`); after that, the visitor does: any saved answer closes it, and "Cookie
 * settings" in a footer opens it again with the choices unfolded.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { onConsentChange } from './consent-client.ts'

export const CONSENT_BANNER_ID = 'consent-banner'

// The footer's control and the banner are far apart in the tree; a window event joins them.
const OPEN_EVENT = 'kcal:consent-settings'

/** Opens the banner from a control, which gets the focus back when it closes. */
export function openConsentSettings(opener: HTMLElement | null = null) {
	window.dispatchEvent(new CustomEvent<HTMLElement | null>(OPEN_EVENT, { detail: opener }))
}

type BannerState = { open: boolean; reopened: boolean }
const CLOSED: BannerState = { open: false, reopened: false }

export function useConsentBanner(pendingOnServer: boolean) {
	const [state, setState] = useState<BannerState>({ open: pendingOnServer, reopened: false })
	const opener = useRef<HTMLElement | null>(null)

	useEffect(() => {
		const open = (event: Event) => {
			opener.current = (event as CustomEvent<HTMLElement | null>).detail
			setState({ open: true, reopened: true })
		}
		window.addEventListener(OPEN_EVENT, open)
		// An answer saved anywhere on the page (the privacy policy's form too) answers the banner.
		const stop = onConsentChange(() => setState(CLOSED))
		return () => {
			window.removeEventListener(OPEN_EVENT, open)
			stop()
		}
	}, [])

	/** After an answer or "Close": the focus goes back where the visitor was instead of being dropped on the page. */
	const close = useCallback(() => {
		setState(CLOSED)
		const returnTo = opener.current?.isConnected ? opener.current : document.getElementById('main')
		opener.current = null
		returnTo?.focus({ preventScroll: true })
	}, [])

	return { ...state, close }
}
