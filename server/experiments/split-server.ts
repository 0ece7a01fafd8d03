/**
 * The server's Split SDK (docs/experiments.md): one factory per process, which evaluates the
 * visitor's treatments while the page is rendered, so the first HTML already shows the variant.
 * With no SPLIT_API_KEY it runs in localhost mode from config/split-flags.yaml and makes no
 * network call; with a key it syncs with Split (streaming, falling back to polling: the SDK's own
 * behaviour, as are key validation, queues and timeouts).
 *
 * Impressions: a page is rendered before the visitor has answered the consent banner, so the
 * server sends no impressions (mode NONE: Split only learns how many evaluations each flag had and
 * which keys were evaluated, as it needs for counting them). Who saw what is reported by the
 * browser's SDK, and only after the visitor grants analytics consent (app/experiments/).
 */
import { fileURLToPath } from 'node:url'
import { SplitFactory } from '@splitsoftware/splitio'
import { flagsRevision, READY_TIMEOUT_SECONDS, TREATMENT_KEYS, type Treatments, treatmentsFrom } from '../../app/experiments/treatments.ts'
import type { Logger } from '../logger.ts'

/** Found from this module, which holds both for the source (server/experiments/) and the bundle (build/server/). */
export const FLAGS_FILE = fileURLToPath(new URL('../../config/split-flags.yaml', import.meta.url))

export type ExperimentService = {
	/** The flags' revision (app/experiments/treatments.ts `flagsRevision`); null until the SDK is ready. */
	revision(): number | null
	/** The treatments of TREATMENT_KEYS for a user id; null until the SDK is ready. */
	evaluate(userId: string): Treatments | null
	/** Flushes what the SDK still holds and stops its timers and connections; on shutdown. */
	destroy(): Promise<void>
}

type ExperimentServiceOptions = {
	/** SPLIT_API_KEY; without it, localhost mode. */
	apiKey: string | null
	logger: Logger
	flagsFile?: string
}

export function createExperimentService({ apiKey, logger, flagsFile = FLAGS_FILE }: ExperimentServiceOptions): ExperimentService {
	const factory = SplitFactory({
		core: { authorizationKey: apiKey ?? 'localhost' },
		...(apiKey ? {} : { features: flagsFile }),
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
