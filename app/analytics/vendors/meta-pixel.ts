/**
 * Meta Pixel, for marketing consent only. Meta's base code: a queueing `fbq` stub, then
 * fbevents.js, which works through the queue when it arrives. The funnel's events are sent as
 * Meta's standard events; the rest of the bus's events mean nothing to Meta and stay here.
 */
import type { AnalyticsEvent } from '../bus.ts'
import { registerSink } from '../bus.ts'
import { deleteCookies } from './delete-cookies.ts'
import { loadScript } from './load-script.ts'
import type { VendorLoader } from './vendor-loader.ts'

type PixelFunction = ((...command: unknown[]) => void) & { queue: unknown[]; callMethod?: (...command: unknown[]) => void; loaded: boolean; version: string; push: unknown }

declare global {
	interface Window {
		fbq?: PixelFunction
		_fbq?: PixelFunction
	}
}

const THANK_YOU_PATH = '/meal-plans/thank-you/'

export const STANDARD_EVENTS: Record<string, string> = {
	page_view: 'PageView',
	view_plan: 'ViewContent',
	begin_checkout: 'InitiateCheckout',
	add_payment_info: 'AddPaymentInfo',
	purchase: 'Purchase',
	sign_up: 'CompleteRegistration',
	generate_lead: 'Lead',
}

/** The `fbq('track', …)` arguments for an event, or null when it is not one of Meta's. */
export function pixelCommand(event: AnalyticsEvent): unknown[] | null {
	const standard = STANDARD_EVENTS[event.name]
	if (!standard) return null
	// A purchase is worth its amount: Meta requires both value and currency for it.
	if (event.name === 'purchase') return ['track', standard, { value: event.value ?? 0, currency: event.properties.currency ?? 'AED' }]
	return ['track', standard]
}

// Meta's base code, unminified: calls wait in `queue` until fbevents.js takes over `callMethod`.
function installStub(): PixelFunction {
	if (window.fbq) return window.fbq
	const fbq = function (...command: unknown[]) {
		if (fbq.callMethod) fbq.callMethod(...command)
		else fbq.queue.push(command)
	} as PixelFunction
	Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
	window.fbq = fbq
	window._fbq ??= fbq
	return fbq
}

export const metaPixel: VendorLoader = {
	// Spec §4: at once on the thank-you page (the purchase must not be lost), a second after the load elsewhere.
	delayAfterLoadMs: (path) => (path === THANK_YOU_PATH ? 0 : 1000),
	start(id) {
		const fbq = installStub()
		fbq('init', id)
		loadScript('https://connect.facebook.net/en_US/fbevents.js')
		registerSink({
			id: 'meta-pixel',
			purpose: 'marketing',
			send(event) {
				const command = pixelCommand(event)
				if (command) fbq(...command)
			},
		})
		return {
			consentChanged(next) {
				fbq('consent', next.marketing === 'GRANTED' ? 'grant' : 'revoke')
				if (next.marketing !== 'GRANTED') deleteCookies((name) => name === '_fbp' || name === '_fbc')
			},
		}
	},
}
