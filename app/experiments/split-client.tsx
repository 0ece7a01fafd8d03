/**
 * The browser's Split SDK, loaded by ./experiment-client.tsx once the visitor has granted
 * analytics consent. The SDK itself validates keys and events, queues, deduplicates impressions
 * and flushes them when the page is hidden (spec §5, §9); this module only wires it to the site:
 *
 * - feature impressions (./feature-impressions.ts): the client evaluates the flag, which records
 *   Split's impression, and the bus gets `feature_viewed` and `<flag>.<treatment>`;
 * - the analytics bus's events go to Split as events of the `user` traffic type (the bus decides
 *   what may be sent; when analytics is declined its `clear` turns the SDK's consent to DECLINED,
 *   which drops the queued events and impressions before the client is destroyed);
 * - a flag-service update evaluates every flag again and replaces the page's treatments and the
 *   `kcal_split` cookie, so the next server-rendered page agrees.
 */
import { type ISplitFactoryProviderProps, SplitFactoryProvider, useSplitClient } from '@splitsoftware/splitio-react'
import { useEffect, useMemo } from 'react'
import { registerSink, track } from '../analytics/bus.ts'
import { rawCookieValue } from '../utils/cookie-value.ts'
import { isEvaluableUserId, treatmentsCookie, USER_ID_COOKIE } from './experiment-cookies.ts'
import { connectImpressionReporter } from './feature-impressions.ts'
import { replaceTreatments } from './live-treatments.ts'
import { type ExperimentClientConfig, flagsRevision, READY_TIMEOUT_SECONDS, TREATMENT_KEYS, treatmentOrOff, treatmentsFrom } from './treatments.ts'

/** Split's traffic type of our keys: visitors. */
const TRAFFIC_TYPE = 'user'

type SdkSettings = NonNullable<ISplitFactoryProviderProps['config']>

export function SplitBrowserClient({ config }: { config: ExperimentClientConfig }) {
	// One factory per key and settings, made again with every new root data (`config`): signing in
	// replaces the id (server/experiments/visitor.ts). The key is the visitor's id cookie, never the
	// page's data, which is shared between visitors; without the cookie (blocked) there is no key.
	const client = useMemo((): { userId: string; settings: SdkSettings } | null => {
		const userId = rawCookieValue(document.cookie, USER_ID_COOKIE)
		// An id longer than Split takes keeps the server's default treatments: no client to refuse it.
		if (!userId || !isEvaluableUserId(userId)) return null
		const settings: SdkSettings = {
			core: { authorizationKey: config.authorizationKey, key: userId },
			...(config.features ? { features: { ...config.features } } : {}),
			startup: { readyTimeout: READY_TIMEOUT_SECONDS },
			// Mounted only while analytics consent is granted.
			userConsent: 'GRANTED',
		}
		return { userId, settings }
	}, [config])
	if (!client) return null
	return (
		<SplitFactoryProvider config={client.settings} updateOnSdkUpdate={false}>
			<SplitBridge userId={client.userId} />
		</SplitFactoryProvider>
	)
}

function SplitBridge({ userId }: { userId: string }) {
	const { factory, client, isReady } = useSplitClient()

	useEffect(() => {
		if (!factory || !client) return
		// A new client evaluates afresh: the page's (revalidated) treatments stand until it updates.
		replaceTreatments(null)
		return registerSink({
			id: 'split',
			purpose: 'analytics',
			send: (event) => {
				client.track(TRAFFIC_TYPE, event.name, event.value, event.properties)
			},
			clear: () => {
				factory.UserConsent.setStatus(false)
			},
		})
	}, [factory, client])

	useEffect(() => {
		if (!client || !isReady) return
		return connectImpressionReporter((flag) => {
			const treatment = treatmentOrOff(client.getTreatment(flag))
			track('feature_viewed', { properties: { feature: flag, value: treatment } })
			track(`${flag}.${treatment}`)
		})
	}, [client, isReady])

	useEffect(() => {
		if (!factory || !client) return
		const replaceAll = () => {
			const treatments = treatmentsFrom(client.getTreatments([...TREATMENT_KEYS]))
			const revision = flagsRevision(factory.manager(), Date.now())
			replaceTreatments(treatments)
			document.cookie = treatmentsCookie({ userId, revision, treatments }, { secure: window.location.protocol === 'https:' })
		}
		client.on(client.Event.SDK_UPDATE, replaceAll)
		return () => {
			client.off(client.Event.SDK_UPDATE, replaceAll)
		}
	}, [factory, client, userId])

	return null
}
