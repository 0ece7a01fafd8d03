/**
 * Feature impressions (spec §4): a page says that the visitor saw a flag's feature; the browser
 * SDK client evaluates the flag (which is what records Split's impression) and the result goes to
 * the analytics bus as `feature_viewed` and `<flag>.<treatment>`. The client loads only after the
 * page is idle and the visitor has granted analytics consent (./experiment-client.tsx), so
 * impressions seen before wait here for it; a crawler's or a declining visitor's never leave.
 */
import type { FlagName } from './treatments.ts'

export type ImpressionReporter = (flag: FlagName) => void

// Bounded like the bus's own queue: a tab left open without an answer must not grow without end.
const MAX_WAITING = 50
const waiting: FlagName[] = []
let reporter: ImpressionReporter | null = null

export function requestFeatureImpression(flag: FlagName) {
	if (reporter) return reporter(flag)
	waiting.push(flag)
	if (waiting.length > MAX_WAITING) waiting.shift()
}

/** The SDK client, once ready, reports the waiting impressions and every later one, until disconnected. */
export function connectImpressionReporter(report: ImpressionReporter): () => void {
	reporter = report
	for (const flag of waiting.splice(0)) report(flag)
	return () => {
		if (reporter === report) reporter = null
	}
}
