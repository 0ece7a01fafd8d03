// @vitest-environment happy-dom
/**
 * Each vendor as it starts (its script, its consent signals, its sink) and as the visitor changes
 * their mind. Scripts are only recorded, never fetched; sinks are caught instead of registered.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ConsentChoice } from '../../../domain/consent.ts'
import { clearClientData, updateClientData } from '../../utils/client-data-store.ts'
import type { AnalyticsEvent, AnalyticsSink } from '../bus.ts'

const scripts: string[] = []
const sinks: AnalyticsSink[] = []
vi.mock('./load-script.ts', () => ({ loadScript: (src: string) => scripts.push(src) }))
vi.mock('../bus.ts', () => ({
	registerSink: (sink: AnalyticsSink) => {
		sinks.push(sink)
		return () => {}
	},
}))

const { tagManager, consentModeState, dataLayerMessage } = await import('./tag-manager.ts')
const { metaPixel, pixelCommand } = await import('./meta-pixel.ts')
const { intercom } = await import('./intercom.ts')
const { clarity } = await import('./clarity.ts')

const ALL: ConsentChoice = { analytics: 'GRANTED', marketing: 'GRANTED' }
const NONE: ConsentChoice = { analytics: 'DECLINED', marketing: 'DECLINED' }
const ANALYTICS_ONLY: ConsentChoice = { analytics: 'GRANTED', marketing: 'DECLINED' }
const event = (name: string, value?: number, properties: AnalyticsEvent['properties'] = {}): AnalyticsEvent =>
	value === undefined ? { name, properties } : { name, value, properties }

const setCookie = (cookie: string) => {
	document.cookie = `${cookie}; Path=/`
}
const cookieNames = () => document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()).filter(Boolean)

beforeEach(() => {
	scripts.length = 0
	sinks.length = 0
	for (const name of ['dataLayer', 'fbq', '_fbq', 'Intercom', 'intercomSettings', 'clarity'] as const) delete window[name]
})
afterEach(() => {
	for (const name of cookieNames()) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
	clearClientData()
})

describe('Google Tag Manager', () => {
	test('consent defaults to denied, then the visitor’s choice is applied, before gtm.js is requested', () => {
		tagManager.start('GTM-TEST123', ANALYTICS_ONLY)
		const [first, second, start] = window.dataLayer ?? []
		// gtag() commands are `arguments` objects, as Google's snippet pushes them.
		expect(Object.prototype.toString.call(first)).toBe('[object Arguments]')
		expect(Array.from(first as ArrayLike<unknown>)).toEqual([
			'consent',
			'default',
			{ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
		])
		expect(Array.from(second as ArrayLike<unknown>)).toEqual([
			'consent',
			'update',
			{ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
		])
		expect(start).toMatchObject({ event: 'gtm.js' })
		expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
	})

	test('every event goes to the data layer; a new e-mail as client-data with its hash only', () => {
		tagManager.start('GTM-TEST123', ALL)
		const [sink] = sinks
		expect(sink?.purpose).toBe('analytics')
		sink?.send(event('purchase', 249.9, { currency: 'AED', order: 'K-1001', email: 'hash' }))
		sink?.send(event('page_view', undefined, { path: '/' }))
		sink?.send(event('client_data', undefined, { email: 'ab12', userAgent: 'x', isMobile: false }))
		expect(window.dataLayer?.slice(-3)).toEqual([
			{ event: 'purchase', value: 249.9, currency: 'AED', order: 'K-1001', email: 'hash' },
			{ event: 'page_view', path: '/' },
			{ event: 'client-data', email: 'ab12' },
		])
		expect(dataLayerMessage(event('client_data'))).toEqual({ event: 'client-data', email: null })
	})

	test('withdrawing consent updates Consent Mode and removes Google’s cookies of that purpose', () => {
		const running = tagManager.start('GTM-TEST123', ALL)
		setCookie('_ga=GA1.1.1')
		setCookie('_ga_ABC=GS1')
		setCookie('_gcl_au=1.1')
		setCookie('locale=en')
		running.consentChanged({ analytics: 'GRANTED', marketing: 'DECLINED' })
		expect(cookieNames().sort()).toEqual(['_ga', '_ga_ABC', 'locale'])
		running.consentChanged(NONE)
		expect(cookieNames()).toEqual(['locale'])
		expect(Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual(['consent', 'update', consentModeState(NONE)])
	})
})

describe('Meta Pixel', () => {
	test.each([
		['page_view', undefined, ['track', 'PageView']],
		['view_plan', undefined, ['track', 'ViewContent']],
		['begin_checkout', 1200, ['track', 'InitiateCheckout']],
		['add_payment_info', 1200, ['track', 'AddPaymentInfo']],
		['purchase', 2499, ['track', 'Purchase', { value: 2499, currency: 'AED' }]],
		['sign_up', undefined, ['track', 'CompleteRegistration']],
		['generate_lead', undefined, ['track', 'Lead']],
		['customise_plan', undefined, null],
		['feature_viewed', undefined, null],
	])('%s becomes %j', (name, value, command) => {
		expect(pixelCommand(event(name, value, name === 'purchase' ? { currency: 'AED' } : {}))).toEqual(command)
	})

	test('queues init and events in Meta’s stub until fbevents.js takes over; marketing consent only', () => {
		metaPixel.start('1234567890', ALL)
		expect(scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js'])
		const [sink] = sinks
		expect(sink?.purpose).toBe('marketing')
		sink?.send(event('purchase', 2499, { currency: 'AED' }))
		sink?.send(event('feature_viewed'))
		expect(window.fbq?.queue).toEqual([
			['init', '1234567890'],
			['track', 'Purchase', { value: 2499, currency: 'AED' }],
		])
		expect(window._fbq).toBe(window.fbq)
	})

	test('withdrawing marketing consent revokes it and removes Meta’s cookies', () => {
		const running = metaPixel.start('1234567890', ALL)
		setCookie('_fbp=fb.1.1')
		setCookie('_fbc=fb.1.2')
		running.consentChanged(ANALYTICS_ONLY)
		expect(window.fbq?.queue.at(-1)).toEqual(['consent', 'revoke'])
		expect(cookieNames()).toEqual([])
		running.consentChanged(ALL)
		expect(window.fbq?.queue.at(-1)).toEqual(['consent', 'grant'])
	})
})

describe('Intercom', () => {
	test('boots with the client’s e-mail when known, and hears every page view', () => {
		updateClientData({ email: 'sara@example.com' })
		intercom.start('testapp1', ALL)
		expect(scripts).toEqual(['https://widget.intercom.io/widget/testapp1'])
		expect(window.intercomSettings).toEqual({ api_base: 'https://api-iam.intercom.io', app_id: 'testapp1' })
		sinks[0]?.send(event('page_view'))
		sinks[0]?.send(event('view_plan'))
		expect(window.Intercom?.q).toEqual([['boot', { api_base: 'https://api-iam.intercom.io', app_id: 'testapp1', email: 'sara@example.com' }], ['update']])
	})

	test('a new e-mail in the client data is passed to whichever Intercom is there (the widget replaces the stub)', async () => {
		intercom.start('testapp1', ALL)
		const widget = vi.fn()
		window.Intercom = widget
		updateClientData({ email: 'new@example.com' })
		await vi.waitFor(() => expect(widget).toHaveBeenCalledWith('update', { email: 'new@example.com' }))
	})

	test('withdrawing marketing consent shuts it down; granting it again boots it', () => {
		const running = intercom.start('testapp1', ALL)
		running.consentChanged(ANALYTICS_ONLY)
		expect(window.Intercom?.q?.at(-1)).toEqual(['shutdown'])
		updateClientData({ email: 'later@example.com' })
		expect(window.Intercom?.q?.at(-1)).toEqual(['shutdown'])
		running.consentChanged(ALL)
		expect(window.Intercom?.q?.at(-1)).toEqual(['boot', { api_base: 'https://api-iam.intercom.io', app_id: 'testapp1', email: 'later@example.com' }])
	})
})

describe('Microsoft Clarity', () => {
	test('loads the project’s tag with Clarity’s consent signals and marks events other than page views', () => {
		clarity.start('testclarity', ANALYTICS_ONLY)
		expect(scripts).toEqual(['https://www.clarity.ms/tag/testclarity'])
		expect(sinks[0]?.purpose).toBe('analytics')
		sinks[0]?.send(event('page_view'))
		sinks[0]?.send(event('begin_checkout', 100))
		expect(window.clarity?.q).toEqual([
			['consentv2', { analytics_Storage: 'granted', ad_Storage: 'denied' }],
			['event', 'begin_checkout'],
		])
	})

	test('withdrawing analytics consent stops the recording and removes Clarity’s cookies', () => {
		const running = clarity.start('testclarity', ALL)
		setCookie('_clck=abc')
		setCookie('_clsk=def')
		running.consentChanged({ analytics: 'DECLINED', marketing: 'GRANTED' })
		expect(window.clarity?.q?.slice(-2)).toEqual([['consentv2', { analytics_Storage: 'denied', ad_Storage: 'granted' }], ['stop']])
		expect(cookieNames()).toEqual([])
	})
})
