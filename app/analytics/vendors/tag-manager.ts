/**
 * Google Tag Manager with Google Consent Mode v2: everything starts denied, then the visitor's
 * choice is applied (analytics → analytics_storage; marketing → the three advertising signals),
 * so each tag in the container runs only as far as the visitor allowed. It loads when either
 * purpose is granted; every analytics event goes to the data layer as `{ event, value, …properties }`.
 */
import type { ConsentChoice, ConsentStatus } from '../../../domain/consent.ts'
import { type AnalyticsEvent, registerSink } from '../bus.ts'
import { deleteCookies } from './delete-cookies.ts'
import { loadScript } from './load-script.ts'
import type { VendorLoader } from './vendor-loader.ts'

type DataLayer = unknown[]
type ConsentSignal = 'granted' | 'denied'

declare global {
	interface Window {
		dataLayer?: DataLayer
	}
}

const HOME_PATH = '/'

const signal = (status: ConsentStatus): ConsentSignal => (status === 'GRANTED' ? 'granted' : 'denied')

export function consentModeState(choice: ConsentChoice): Record<string, ConsentSignal> {
	const advertising = signal(choice.marketing)
	return { analytics_storage: signal(choice.analytics), ad_storage: advertising, ad_user_data: advertising, ad_personalization: advertising }
}

// Google Analytics' cookies, and Google Ads' conversion linker's.
const isAnalyticsCookie = (name: string) => name === '_ga' || name.startsWith('_ga_') || name === '_gid'
const isAdvertisingCookie = (name: string) => name.startsWith('_gcl_')

/**
 * Consent Mode reads commands as the `arguments` object of a gtag() call, exactly as Google's
 * snippet pushes them; an array is taken for a plain data-layer message.
 */
function gtag(..._command: unknown[]) {
	// eslint-disable-next-line prefer-rest-params
	window.dataLayer?.push(arguments)
}

/**
 * The bus's events as data-layer messages. `client_data` (a new e-mail in the client-data store,
 * spec §4) becomes the container's `client-data` event with the e-mail's SHA-256 only.
 */
export function dataLayerMessage(event: AnalyticsEvent): Record<string, unknown> {
	if (event.name === 'client_data') return { event: 'client-data', email: event.properties.email ?? null }
	return { event: event.name, ...(event.value === undefined ? {} : { value: event.value }), ...event.properties }
}

export const tagManager: VendorLoader = {
	// Spec §4: on the home page it waits a second after the load, elsewhere it goes in at once.
	delayAfterLoadMs: (path) => (path === HOME_PATH ? 1000 : 10),
	start(id, choice) {
		const dataLayer = (window.dataLayer ??= [])
		gtag('consent', 'default', consentModeState({ analytics: 'DECLINED', marketing: 'DECLINED' }))
		gtag('consent', 'update', consentModeState(choice))
		dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
		loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
		// The data layer is a queue the container reads when it arrives, so events go in straight away.
		registerSink({ id: 'tag-manager', purpose: 'analytics', send: (event) => dataLayer.push(dataLayerMessage(event)) })
		return {
			consentChanged(next) {
				gtag('consent', 'update', consentModeState(next))
				if (next.analytics !== 'GRANTED') deleteCookies(isAnalyticsCookie)
				if (next.marketing !== 'GRANTED') deleteCookies(isAdvertisingCookie)
			},
		}
	},
}
