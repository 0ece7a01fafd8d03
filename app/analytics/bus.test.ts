import { describe, expect, it, vi } from 'vitest'
import type { ConsentChoice, ConsentStatus } from '../../domain/consent.ts'
import { type AnalyticsEvent, type AnalyticsSink, createAnalyticsBus, type Enrich, MAX_QUEUED_EVENTS } from './bus.ts'
import { createEnricher } from './enrichment.ts'
import { sha256Hex } from './sha256.ts'

const choice = (analytics: ConsentStatus, marketing: ConsentStatus = analytics): ConsentChoice => ({ analytics, marketing })

/** A bus with consent the test changes, and an enrichment that marks each event. */
function setUp({ initial = choice('UNKNOWN'), enrich }: { initial?: ConsentChoice; enrich?: Enrich } = {}) {
	const listeners = new Set<(choice: ConsentChoice) => void>()
	const loadEnrich = vi.fn(async (): Promise<Enrich> => enrich ?? (async (event) => ({ ...event, properties: { ...event.properties, enriched: true } })))
	const bus = createAnalyticsBus({
		readConsent: () => initial,
		onConsentChange: (listener) => {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		loadEnrich,
	})
	const setConsent = async (next: ConsentChoice) => {
		for (const listener of listeners) listener(next)
		await settled()
	}
	return { bus, setConsent, loadEnrich }
}

function recordingSink(purpose: AnalyticsSink['purpose'], id = `${purpose}-sink`) {
	const received: AnalyticsEvent[] = []
	const sink = { id, purpose, send: vi.fn((event: AnalyticsEvent) => void received.push(event)), flush: vi.fn(), clear: vi.fn() }
	return { sink, received, names: () => received.map((event) => event.name) }
}

// Delivery waits on promises (the lazy enrichment); let them run.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('analytics bus', () => {
	it('sends nothing while consent is UNKNOWN, and does not even load the enrichment', async () => {
		const { bus, loadEnrich } = setUp()
		const analytics = recordingSink('analytics')
		bus.registerSink(analytics.sink)
		bus.track('page_view')
		await settled()
		expect(analytics.sink.send).not.toHaveBeenCalled()
		expect(loadEnrich).not.toHaveBeenCalled()
	})

	it('replays the queued events in order, enriched, when the purpose is granted', async () => {
		const { bus, setConsent } = setUp()
		const analytics = recordingSink('analytics')
		bus.registerSink(analytics.sink)
		bus.track('page_view', { properties: { path: '/' } })
		bus.track('view_plan', { properties: { plan: 'athlete' } })
		await setConsent(choice('GRANTED', 'UNKNOWN'))
		expect(analytics.received).toEqual([
			{ name: 'page_view', properties: { path: '/', enriched: true } },
			{ name: 'view_plan', properties: { plan: 'athlete', enriched: true } },
		])
	})

	it('gates each purpose on its own consent', async () => {
		const { bus, setConsent } = setUp()
		const analytics = recordingSink('analytics')
		const marketing = recordingSink('marketing')
		bus.registerSink(analytics.sink)
		bus.registerSink(marketing.sink)
		bus.track('page_view')
		await setConsent(choice('GRANTED', 'UNKNOWN'))
		bus.track('view_plan')
		await settled()
		expect(analytics.names()).toEqual(['page_view', 'view_plan'])
		expect(marketing.names()).toEqual([])
		// Granted later, marketing still gets what was tracked before.
		await setConsent(choice('GRANTED', 'GRANTED'))
		expect(marketing.names()).toEqual(['page_view', 'view_plan'])
		expect(analytics.names()).toEqual(['page_view', 'view_plan'])
	})

	it('sends to a sink that registers after the events were sent, and then every new event', async () => {
		const { bus } = setUp({ initial: choice('GRANTED') })
		const early = recordingSink('marketing', 'early')
		bus.registerSink(early.sink)
		bus.track('page_view')
		await settled()
		const late = recordingSink('marketing', 'late')
		bus.registerSink(late.sink)
		expect(late.names()).toEqual(['page_view'])
		bus.track('purchase', { value: 1480 })
		await settled()
		expect(late.received.at(-1)).toEqual({ name: 'purchase', value: 1480, properties: { enriched: true } })
		expect(early.names()).toEqual(['page_view', 'purchase'])
	})

	it('drops the queue and clears the sinks when a purpose is declined, and sends nothing after', async () => {
		const { bus, setConsent } = setUp({ initial: choice('GRANTED', 'UNKNOWN') })
		const analytics = recordingSink('analytics')
		const marketing = recordingSink('marketing')
		bus.registerSink(analytics.sink)
		bus.registerSink(marketing.sink)
		bus.track('page_view')
		await settled()
		await setConsent(choice('DECLINED', 'DECLINED'))
		expect(analytics.sink.clear).toHaveBeenCalledTimes(1)
		expect(marketing.sink.clear).toHaveBeenCalledTimes(1)

		bus.track('purchase', { value: 10 })
		await settled()
		expect(analytics.names()).toEqual(['page_view'])
		expect(marketing.names()).toEqual([])
		// Nothing was kept while declined, so granting later replays nothing.
		await setConsent(choice('GRANTED', 'GRANTED'))
		expect(analytics.names()).toEqual(['page_view'])
		expect(marketing.names()).toEqual([])
		// A sink registering now does not get what was sent before the refusal either.
		const late = recordingSink('analytics', 'late')
		bus.registerSink(late.sink)
		expect(late.names()).toEqual([])
	})

	it('does not send an event whose consent was withdrawn while it was being enriched', async () => {
		let release: () => void = () => {}
		const slow: Enrich = (event) => new Promise((resolve) => (release = () => resolve(event)))
		const { bus, setConsent } = setUp({ initial: choice('GRANTED'), enrich: slow })
		const analytics = recordingSink('analytics')
		bus.registerSink(analytics.sink)
		bus.track('page_view')
		await settled()
		await setConsent(choice('DECLINED'))
		release()
		await settled()
		expect(analytics.sink.send).not.toHaveBeenCalled()
	})

	it(`keeps at most ${MAX_QUEUED_EVENTS} events, dropping the oldest`, async () => {
		const { bus, setConsent } = setUp()
		const analytics = recordingSink('analytics')
		bus.registerSink(analytics.sink)
		for (let index = 0; index < MAX_QUEUED_EVENTS + 5; index += 1) bus.track(`event_${index}`)
		await setConsent(choice('GRANTED'))
		expect(analytics.received).toHaveLength(MAX_QUEUED_EVENTS)
		expect(analytics.names()[0]).toBe('event_5')
		expect(analytics.names().at(-1)).toBe(`event_${MAX_QUEUED_EVENTS + 4}`)
	})

	it('enriches an event once, whichever purposes it goes to', async () => {
		const enrich = vi.fn<Enrich>(async (event) => event)
		const { bus } = setUp({ initial: choice('GRANTED'), enrich })
		bus.registerSink(recordingSink('analytics').sink)
		bus.registerSink(recordingSink('marketing').sink)
		bus.track('sign_up')
		await settled()
		expect(enrich).toHaveBeenCalledTimes(1)
	})

	it('flushes only the sinks whose purpose is granted', () => {
		const { bus } = setUp({ initial: choice('GRANTED', 'UNKNOWN') })
		const analytics = recordingSink('analytics')
		const marketing = recordingSink('marketing')
		bus.registerSink(analytics.sink)
		bus.registerSink(marketing.sink)
		bus.flush()
		expect(analytics.sink.flush).toHaveBeenCalledTimes(1)
		expect(marketing.sink.flush).not.toHaveBeenCalled()
	})

	it('stops sending to a sink once it is unregistered', async () => {
		const { bus } = setUp({ initial: choice('GRANTED') })
		const analytics = recordingSink('analytics')
		const unregister = bus.registerSink(analytics.sink)
		unregister()
		bus.track('page_view')
		await settled()
		expect(analytics.sink.send).not.toHaveBeenCalled()
	})

	it('keeps sending to the other sinks when one throws', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const { bus } = setUp({ initial: choice('GRANTED') })
		const broken = { id: 'broken', purpose: 'analytics' as const, send: () => { throw new Error('vendor bug') } }
		const working = recordingSink('analytics')
		bus.registerSink(broken)
		bus.registerSink(working.sink)
		bus.track('page_view')
		await settled()
		expect(working.names()).toEqual(['page_view'])
		expect(warn).toHaveBeenCalledWith('Analytics sink "broken" failed to send', expect.any(Error))
	})

	it('tries again with the next event when the enrichment could not load', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const { bus, loadEnrich } = setUp({ initial: choice('GRANTED') })
		loadEnrich.mockRejectedValueOnce(new Error('chunk failed'))
		const analytics = recordingSink('analytics')
		bus.registerSink(analytics.sink)
		bus.track('page_view')
		await settled()
		expect(analytics.names()).toEqual([])
		expect(warn).toHaveBeenCalledOnce()
		bus.track('view_plan')
		await settled()
		expect(analytics.names()).toEqual(['page_view', 'view_plan'])
	})
})

describe('analytics bus with the real enrichment', () => {
	const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

	it('sends hashes of the e-mail and phone and the device attributes, never the raw values', async () => {
		const identity = () => ({ email: ' Sara.Khan@Example.com ', phone: '050 123 4567' })
		const { bus } = setUp({ initial: choice('GRANTED'), enrich: createEnricher({ userAgent: IPHONE, maxTouchPoints: 5, identity }) })
		const marketing = recordingSink('marketing')
		bus.registerSink(marketing.sink)
		// Even a page that put the raw address in the properties does not get it through.
		bus.track('generate_lead', { properties: { email: 'Sara.Khan@Example.com', phone: '0501234567', source: '/campaign/lead_form/' } })
		// Web Crypto hashes off the main thread: a moment, not a turn of the loop.
		await vi.waitFor(() => expect(marketing.received).toHaveLength(1))

		const [event] = marketing.received
		expect(event?.properties).toEqual({
			source: '/campaign/lead_form/',
			email: await sha256Hex('sara.khan@example.com'),
			phone: await sha256Hex('501234567'),
			userAgent: IPHONE,
			isMobile: true,
			isTablet: false,
			isCrawler: false,
		})
		expect(JSON.stringify(marketing.received).toLowerCase()).not.toContain('sara.khan')
		expect(JSON.stringify(marketing.received)).not.toContain('123 4567')
	})

	it("hashes an event's own e-mail and phone (a guest's order) instead of the store's", async () => {
		const identity = () => ({ email: 'someone.else@example.com', phone: '' })
		const { bus } = setUp({ initial: choice('GRANTED'), enrich: createEnricher({ userAgent: IPHONE, identity }) })
		const marketing = recordingSink('marketing')
		bus.registerSink(marketing.sink)
		bus.track('purchase', { value: 1480, properties: { order: 'KC-000042' }, identity: { email: 'Guest@Example.com', phone: '+971 50 123 4567' } })
		await vi.waitFor(() => expect(marketing.received).toHaveLength(1))

		expect(marketing.received[0]?.properties).toMatchObject({
			order: 'KC-000042',
			email: await sha256Hex('guest@example.com'),
			phone: await sha256Hex('971501234567'),
		})
		expect(JSON.stringify(marketing.received).toLowerCase()).not.toContain('guest@example.com')
	})
})
