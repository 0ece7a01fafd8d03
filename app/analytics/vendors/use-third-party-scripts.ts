/**
 * Loads the third-party scripts' code (a lazy chunk) only when it has something to do: a vendor
 * is enabled (EXTERNAL_SCRIPTS and its id, root loader's `thirdParties`) and the visitor granted
 * a purpose it needs, now or later on the page. Before that not a byte of it is requested, and
 * after, only once the page is idle.
 */
import { useEffect } from 'react'
import type { ConsentChoice } from '../../../domain/consent.ts'
import { onConsentChange, readConsent } from '../../consent/consent-client.ts'
import { whenIdle } from '../../utils/when-idle.ts'
import { enabledVendors, isVendorAllowed, type ThirdPartyIds } from './vendors.ts'

export function useThirdPartyScripts(thirdParties: ThirdPartyIds) {
	// Configuration: the root loader's data after a form post is a new object with the same ids,
	// which must not start the scripts a second time.
	const key = JSON.stringify(thirdParties)
	useEffect(() => {
		const ids = JSON.parse(key) as ThirdPartyIds
		const vendors = enabledVendors(ids)
		if (vendors.length === 0) return
		let latest: ConsentChoice = readConsent()
		let requested = false
		let cancelled = false
		let stopScripts: (() => void) | undefined
		const consider = (choice: ConsentChoice) => {
			latest = choice
			if (requested || !vendors.some((vendor) => isVendorAllowed(vendor, choice))) return
			requested = true
			void whenIdle()
				.then(() => import('./third-party-scripts.ts'))
				.then(({ startThirdPartyScripts }) => {
					if (cancelled) return
					// From here the scripts follow the visitor's choices themselves.
					stopListening()
					stopScripts = startThirdPartyScripts(ids, window.location.pathname, latest)
				})
		}
		const stopListening = onConsentChange(consider)
		consider(latest)
		return () => {
			cancelled = true
			stopListening()
			stopScripts?.()
		}
	}, [key])
}
