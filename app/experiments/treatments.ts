/**
 * The experiments' flags and the rules about their treatments that the server and the browser
 * share (spec §3 "Split experiment store", §4, §9): which flags the pages read and their default
 * treatments, what an unusable answer means, which version of the flags treatments belong to, and
 * the browser SDK's settings. The cookies that keep them are ./experiment-cookies.ts. Evaluating a
 * flag is the Split SDK's job (server/experiments/, ./split-client.tsx).
 */

/** Every flag the pages read; both sides evaluate exactly these (spec §3 `treatmentKeys`). */
export const TREATMENT_KEYS = ['landing_page_ww', 'checkout_account'] as const
export type FlagName = (typeof TREATMENT_KEYS)[number]
export type Treatments = Readonly<Record<FlagName, string>>

/** What a visitor sees while the flags cannot be evaluated: crawlers, and before the SDK is ready. */
export const DEFAULT_TREATMENTS: Treatments = Object.freeze({ landing_page_ww: 'lead_form', checkout_account: 'on' })

/** A flag the SDK does not know (its `control` answer), or any unusable answer, means "off". */
export const OFF_TREATMENT = 'off'
// Split's rule for treatment names; anything else did not come from it.
const TREATMENT_NAME = /^[A-Za-z][\w-]{0,99}$/

export const treatmentOrOff = (value: unknown): string =>
	typeof value === 'string' && value !== 'control' && TREATMENT_NAME.test(value) ? value : OFF_TREATMENT

/** The SDK's answers for TREATMENT_KEYS as the pages' treatments. */
export function treatmentsFrom(answers: Readonly<Record<string, string>>): Treatments {
	return Object.fromEntries(TREATMENT_KEYS.map((flag) => [flag, treatmentOrOff(answers[flag])])) as Record<FlagName, string>
}

/** Spec §9: how long an SDK waits for its first sync before giving up on it (it keeps trying). */
export const READY_TIMEOUT_SECONDS = 10

/** What of Split's manager (either SDK's) the revision needs. */
export type FlagVersions = { split(flag: string): { changeNumber: number } | null }

/**
 * Which version of the flags a visitor's treatments were evaluated with. Split numbers every change
 * of a flag (`changeNumber`), the same on every server and in the browser; localhost mode numbers
 * none (0), so there the time the flags file was last read (`loadedAt`) stands in.
 */
export function flagsRevision(manager: FlagVersions, loadedAt: number): number {
	const changeNumbers = TREATMENT_KEYS.map((flag) => manager.split(flag)?.changeNumber ?? 0)
	const newest = Math.max(0, ...changeNumbers.filter(Number.isFinite))
	return newest > 0 ? newest : loadedAt
}

/**
 * The browser SDK's settings a page carries. Without a browser key, localhost mode answers this
 * visitor's treatments and sends nothing anywhere. Never the user id: pages are cached and shared
 * between visitors of the same variant, so the browser reads `kcal_uid` itself.
 */
export type ExperimentClientConfig = { authorizationKey: string; features?: Treatments }

export const experimentClientConfig = (browserKey: string | null, treatments: Treatments): ExperimentClientConfig =>
	browserKey ? { authorizationKey: browserKey } : { authorizationKey: 'localhost', features: treatments }
