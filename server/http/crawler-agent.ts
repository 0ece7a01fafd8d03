/**
 * Whether a User-Agent is a crawler's (isbot), remembered per User-Agent string (remember-per-string.ts).
 * A page request asks three times (the language redirect, the experiment visitor, the visit cookies),
 * and isbot runs one regular expression of some thousand alternatives over the whole string each time:
 * 5–6 % of a cached page's CPU (docs/benchmarks.md, fourteenth session, area A).
 */
import { isbot } from 'isbot'
import { rememberPerString } from './remember-per-string.ts'

const isCrawlerString = rememberPerString((userAgent) => isbot(userAgent))

export function isCrawlerAgent(userAgent: string | null | undefined): boolean {
	// isbot's own answer for a missing or empty User-Agent, without a map entry.
	return userAgent ? isCrawlerString(userAgent) : isbot(userAgent)
}
