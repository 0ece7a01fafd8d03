/**
 * The third-party scripts of a page (docs/consent-and-third-parties.md). A lazy chunk: the root
 * imports it only when EXTERNAL_SCRIPTS enabled a vendor and the visitor granted a purpose one
 * of them needs (use-third-party-scripts.ts). Each vendor goes in its own time after the page's
 * load event, if its consent still holds then; later choices on the page start, update or
 * withdraw them.
 */
import type { ConsentChoice } from '../../../domain/consent.ts'
import { splitLocalePath } from '../../../domain/locale.ts'
import { onConsentChange } from '../../consent/consent-client.ts'
import { clarity } from './clarity.ts'
import { intercom } from './intercom.ts'
import { metaPixel } from './meta-pixel.ts'
import { tagManager } from './tag-manager.ts'
import type { StartedVendor, VendorLoader } from './vendor-loader.ts'
import { enabledVendors, isVendorAllowed, type ThirdPartyIds, type VendorName } from './vendors.ts'

const LOADERS: Record<VendorName, VendorLoader> = { tagManager, metaPixel, intercom, clarity }

type Scheduler = (delayAfterLoadMs: number, run: () => void) => void

/** Runs `run` `delayAfterLoadMs` after the window's load event: at once, or later, if that moment has passed. */
export const afterLoad: Scheduler = (delayAfterLoadMs, run) => {
	const schedule = () => {
		// Inside the load event its end is not recorded yet: that moment is now.
		const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
		const loadedAt = navigation?.loadEventEnd || performance.now()
		setTimeout(run, Math.max(0, loadedAt + delayAfterLoadMs - performance.now()))
	}
	if (document.readyState === 'complete') schedule()
	else window.addEventListener('load', schedule, { once: true })
}

export function startThirdPartyScripts(ids: ThirdPartyIds, pathname: string, choice: ConsentChoice, schedule: Scheduler = afterLoad) {
	const path = splitLocalePath(pathname).path
	const started = new Map<VendorName, StartedVendor>()
	const waiting = new Set<VendorName>()
	let latest = choice

	function apply(next: ConsentChoice) {
		latest = next
		for (const vendor of enabledVendors(ids)) {
			const running = started.get(vendor)
			if (running) running.consentChanged(next)
			else if (!waiting.has(vendor) && isVendorAllowed(vendor, next)) {
				waiting.add(vendor)
				schedule(LOADERS[vendor].delayAfterLoadMs(path), () => {
					waiting.delete(vendor)
					// The visitor may have changed their mind in the meantime.
					const id = ids[vendor]
					if (id && isVendorAllowed(vendor, latest)) started.set(vendor, LOADERS[vendor].start(id, latest))
				})
			}
		}
	}

	apply(latest)
	return onConsentChange(apply)
}
