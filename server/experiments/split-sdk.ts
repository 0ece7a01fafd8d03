/**
 * The server's Split SDK, with SPLIT_API_KEY only (docs/experiments.md, "With Split"): it syncs
 * with Split (streaming, falling back to polling: the SDK's own behaviour, as are key validation,
 * queues and timeouts) and evaluates the visitor's treatments while the page is rendered. It is
 * imported when a key is set (split-server.ts), never at start-up without one: the SDK holds about
 * 33 MB of a process's memory.
 *
 * Impressions: a page is rendered before the visitor has answered the consent banner, so the
 * server sends no impressions (mode NONE: Split only learns how many evaluations each flag had and
 * which keys were evaluated, as it needs for counting them). Who saw what is reported by the
 * browser's SDK, and only after the visitor grants analytics consent (app/experiments/).
 */
import { SplitFactory } from '@splitsoftware/splitio'
import { flagsRevision, READY_TIMEOUT_SECONDS, TREATMENT_KEYS, treatmentsFrom } from '../../app/experiments/treatments.ts'
import type { Logger } from '../logger.ts'
import type { ExperimentService } from './split-server.ts'

export function createSplitSdkService({ apiKey, logger }: { apiKey: string; logger: Logger }): ExperimentService {
	const factory = SplitFactory({
		core: { authorizationKey: apiKey },
		startup: { readyTimeout: READY_TIMEOUT_SECONDS },
		sync: { impressionsMode: 'NONE' },
	})
	const client = factory.client()
	const manager = factory.manager()
	let revision: number | null = null
	// On every new version of the flags the revision moves, so each visitor's stored treatments are evaluated again.
	const readRevision = () => {
		revision = flagsRevision(manager, Date.now())
	}
	client.on(client.Event.SDK_READY, readRevision)
	client.on(client.Event.SDK_UPDATE, readRevision)
	client.on(client.Event.SDK_READY_TIMED_OUT, () => {
		logger.warn({ timeoutSeconds: READY_TIMEOUT_SECONDS }, 'Split is not ready yet: pages show the default treatments until it is')
	})

	return {
		revision: () => revision,
		evaluate: (userId) => (revision === null ? null : treatmentsFrom(client.getTreatments(userId, [...TREATMENT_KEYS]))),
		destroy: () => factory.destroy(),
	}
}
