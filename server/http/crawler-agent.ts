/**
 * Whether a User-Agent is a crawler's (isbot), remembered per User-Agent string. A page request
 * asks three times (the language redirect, the experiment visitor, the visit cookies), and isbot
 * runs one regular expression of some thousand alternatives over the whole string each time: 5–6 %
 * of a cached page's CPU (docs/benchmarks.md, fourteenth session, area A). Visitors send few
 * distinct strings (one per browser build), so the answers are kept in a bounded map, emptied
 * when full: a client that sends a new string each time costs one isbot call per string, as before.
 */
import { isbot } from 'isbot'

const MAX_REMEMBERED = 1000
const remembered = new Map<string, boolean>()

export function isCrawlerAgent(userAgent: string | null | undefined): boolean {
	// isbot's own answer for a missing or empty User-Agent, without a map entry.
	if (!userAgent) return isbot(userAgent)
	let crawler = remembered.get(userAgent)
	if (crawler === undefined) {
		crawler = isbot(userAgent)
		if (remembered.size >= MAX_REMEMBERED) remembered.clear()
		remembered.set(userAgent, crawler)
	}
	return crawler
}
