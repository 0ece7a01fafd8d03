/**
 * The server's side of the experiments (docs/experiments.md): one service per process, which
 * evaluates the visitor's treatments while the page is rendered, so the first HTML already shows
 * the variant. Without SPLIT_API_KEY (the default, and every test) the flags of
 * config/split-flags.yaml are evaluated in the process (localhost-flags.ts) and no network call is
 * made; with a key, the Split SDK (split-sdk.ts), imported only then.
 */
import { fileURLToPath } from 'node:url'
import type { Treatments } from '../../app/experiments/treatments.ts'
import type { Logger } from '../logger.ts'
import { createLocalhostFlags } from './localhost-flags.ts'

/** Found from this module, which holds both for the source (server/experiments/) and the bundle (build/server/). */
export const FLAGS_FILE = fileURLToPath(new URL('../../config/split-flags.yaml', import.meta.url))

export type ExperimentService = {
	/** The flags' revision (app/experiments/treatments.ts `flagsRevision`); null until the flags are ready. */
	revision(): number | null
	/** The treatments of TREATMENT_KEYS for a user id; null until the flags are ready. */
	evaluate(userId: string): Treatments | null
	/** Flushes what the SDK still holds and stops its timers and connections; on shutdown. */
	destroy(): Promise<void>
}

type ExperimentServiceOptions = {
	/** SPLIT_API_KEY; without it, the flags file. */
	apiKey: string | null
	logger: Logger
	flagsFile?: string
}

export function createExperimentService({ apiKey, logger, flagsFile = FLAGS_FILE }: ExperimentServiceOptions): ExperimentService {
	return apiKey ? splitSdkWhenLoaded(apiKey, logger) : createLocalhostFlags({ flagsFile, logger })
}

/** The SDK's service once its module has loaded; until then not ready, like the SDK before its first sync. */
function splitSdkWhenLoaded(apiKey: string, logger: Logger): ExperimentService {
	let service: ExperimentService | null = null
	const loading = import('./split-sdk.ts').then(({ createSplitSdkService }) => {
		service = createSplitSdkService({ apiKey, logger })
		return service
	})
	loading.catch((error: unknown) => logger.error({ err: error }, 'The Split SDK did not load: pages show the default treatments'))
	return {
		revision: () => service?.revision() ?? null,
		evaluate: (userId) => service?.evaluate(userId) ?? null,
		destroy: () => loading.then((loaded) => loaded.destroy(), () => undefined),
	}
}
