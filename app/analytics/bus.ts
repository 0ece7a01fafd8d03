/**
 * The analytics bus (issue 7): pages say what happened with `track`; each tool's loader
 * (app/analytics/vendors/) registers a sink; the bus decides what each sink may see.
 *
 * - Consent per purpose (domain/consent.ts, read through app/consent/consent-client.ts). While a
 *   purpose is UNKNOWN its events wait, at most MAX_QUEUED_EVENTS (the oldest go first). Once it
 *   is GRANTED they go to its sinks and are kept (as many) for sinks that register later: a
 *   vendor's script arrives well after the first page view. DECLINED drops them, tells the
 *   purpose's sinks to drop what they hold (`clear`) and keeps nothing from then on. No event
 *   ever reaches a sink whose purpose is not GRANTED.
 * - Before any sink sees an event, it gets the spec's tracked properties (./enrichment.ts:
 *   device attributes, hashed e-mail and phone). That module loads only once a purpose is
 *   granted, after the page is idle: this file, which every page loads, is a queue and a gate.
 */
import { CONSENT_PURPOSES, type ConsentChoice, type ConsentPurpose } from '../../domain/consent.ts'
import { onConsentChange, readConsent } from '../consent/consent-client.ts'
import { whenIdle } from '../utils/when-idle.ts'

/** The funnel (docs/analytics.md); experiments add `feature_viewed` and `<flag>.<treatment>`. */
export type FunnelEventName =
	| 'page_view'
	| 'view_plan'
	| 'customise_plan'
	| 'begin_checkout'
	| 'add_payment_info'
	| 'purchase'
	| 'sign_up'
	| 'generate_lead'

export type AnalyticsProperties = Record<string, string | number | boolean | null>
export type AnalyticsEvent = { name: string; value?: number; properties: AnalyticsProperties }
export type AnalyticsSink = {
	id: string
	/** Which consent the sink needs. */
	purpose: ConsentPurpose
	send(event: AnalyticsEvent): void
	/** Called when the page is hidden or left: send what is batched. */
	flush?(): void
	/** Called when its purpose is declined: drop anything queued. */
	clear?(): void
}
/** Who an event is about, as typed: only ever hashed (./enrichment.ts), never sent. */
export type Identity = { email: string; phone: string }
export type TrackOptions = {
	value?: number
	properties?: AnalyticsProperties
	/** The e-mail and phone of an event whose person the client-data store does not know (a guest's order). */
	identity?: Identity
}
export type Enrich = (event: AnalyticsEvent, identity?: Identity) => Promise<AnalyticsEvent>

export const MAX_QUEUED_EVENTS = 100

type BusDependencies = {
	readConsent: () => ConsentChoice
	onConsentChange: (listener: (choice: ConsentChoice) => void) => () => void
	loadEnrich: () => Promise<Enrich>
}

/** An event as tracked; enriched once, whichever purposes it goes to. */
type Tracked = { event: AnalyticsEvent; identity?: Identity; enriched?: Promise<AnalyticsEvent> }

export function createAnalyticsBus(dependencies: BusDependencies) {
	const sinks = new Set<AnalyticsSink>()
	const waiting: Record<ConsentPurpose, Tracked[]> = { analytics: [], marketing: [] }
	const sent: Record<ConsentPurpose, AnalyticsEvent[]> = { analytics: [], marketing: [] }
	// Read on first use, so merely importing the bus (on the server too) reads no cookie.
	let consent: ConsentChoice | undefined
	let enrich: Promise<Enrich> | undefined
	let delivery = Promise.resolve()

	function currentConsent(): ConsentChoice {
		if (!consent) {
			consent = dependencies.readConsent()
			dependencies.onConsentChange(applyConsent)
		}
		return consent
	}

	const granted = (purpose: ConsentPurpose) => currentConsent()[purpose] === 'GRANTED'
	const sinksOf = (purpose: ConsentPurpose) => [...sinks].filter((sink) => sink.purpose === purpose)

	function applyConsent(choice: ConsentChoice) {
		const previous = currentConsent()
		consent = choice
		for (const purpose of CONSENT_PURPOSES) {
			if (choice[purpose] !== 'DECLINED' || previous[purpose] === 'DECLINED') continue
			waiting[purpose] = []
			sent[purpose] = []
			for (const sink of sinksOf(purpose)) guarded(sink, 'clear', () => sink.clear?.())
		}
		deliver()
	}

	function track(name: FunnelEventName | (string & {}), { value, properties, identity }: TrackOptions = {}) {
		const event: AnalyticsEvent = { name, properties: { ...properties } }
		if (value !== undefined) event.value = value
		const tracked: Tracked = { event, identity }
		for (const purpose of CONSENT_PURPOSES) {
			if (currentConsent()[purpose] !== 'DECLINED') keepLatest(waiting[purpose], tracked)
		}
		deliver()
	}

	function registerSink(sink: AnalyticsSink): () => void {
		sinks.add(sink)
		if (granted(sink.purpose)) for (const event of sent[sink.purpose]) guarded(sink, 'send', () => sink.send(event))
		return () => {
			sinks.delete(sink)
		}
	}

	/** The page is being hidden or left: sinks that batch send now. */
	function flush() {
		for (const sink of sinks) if (granted(sink.purpose)) guarded(sink, 'flush', () => sink.flush?.())
	}

	// One delivery at a time, so every sink sees events in the order they were tracked.
	function deliver() {
		delivery = delivery.then(deliverWaiting).catch((error: unknown) => {
			// The enrichment did not load (offline, a new deployment): the events wait for the next try.
			enrich = undefined
			for (const purpose of CONSENT_PURPOSES) for (const tracked of waiting[purpose]) delete tracked.enriched
			console.warn('Analytics: events not delivered yet', error)
		})
	}

	async function deliverWaiting() {
		for (const purpose of CONSENT_PURPOSES) {
			while (granted(purpose) && waiting[purpose].length > 0) {
				const tracked = waiting[purpose][0] as Tracked
				const event = await enriched(tracked)
				// Consent may have been withdrawn, or the queue emptied, while it was being enriched.
				if (!granted(purpose) || waiting[purpose][0] !== tracked) continue
				waiting[purpose].shift()
				keepLatest(sent[purpose], event)
				for (const sink of sinksOf(purpose)) guarded(sink, 'send', () => sink.send(event))
			}
		}
	}

	function enriched(tracked: Tracked) {
		enrich ??= dependencies.loadEnrich()
		tracked.enriched ??= enrich.then((run) => run(tracked.event, tracked.identity))
		return tracked.enriched
	}

	return { track, registerSink, flush }
}

function keepLatest<T>(list: T[], item: T) {
	list.push(item)
	if (list.length > MAX_QUEUED_EVENTS) list.shift()
}

/** A sink is a third party's code: its failure must not stop the others. */
function guarded(sink: AnalyticsSink, step: string, run: () => void) {
	try {
		run()
	} catch (error) {
		console.warn(`Analytics sink "${sink.id}" failed to ${step}`, error)
	}
}

const bus = createAnalyticsBus({
	readConsent,
	onConsentChange,
	loadEnrich: () =>
		whenIdle()
			.then(() => import('./enrichment.ts'))
			// The event itself carries nothing but the new address's hash, added like every event's.
			.then((module) => module.createEnricher({ onNewEmail: () => track('client_data') })),
})

export function track(name: FunnelEventName | (string & {}), options?: TrackOptions): void {
	// Events come from effects and handlers; a server render has no visitor to measure.
	if (typeof document === 'undefined') return
	bus.track(name, options)
}

export const registerSink = bus.registerSink
export const flushSinks = bus.flush
