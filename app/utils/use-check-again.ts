/**
 * Asks the server again every few seconds while a page waits for a payment's answer (the
 * thank-you page confirming, the payment step while an attempt is in progress): the loader
 * answers with the page as it now stands. Pages pair it with a `<noscript>` meta refresh of the
 * same period, so the page also checks again without JavaScript.
 */
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

export function useCheckAgain(seconds: number, active = true) {
	const revalidator = useRevalidator()
	useEffect(() => {
		if (!active) return
		const timer = window.setInterval(() => {
			if (revalidator.state === 'idle' && document.visibilityState === 'visible') void revalidator.revalidate()
		}, seconds * 1000)
		return () => window.clearInterval(timer)
	}, [revalidator, seconds, active])
}
