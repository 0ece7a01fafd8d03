/**
 * A pure answer about a request header (or path) kept per string: browsers send few distinct
 * User-Agent, Accept-Encoding and Accept-Language strings (one per browser build and setting), and
 * a cached page's request asked each of them again, parsing or matching the whole string every time
 * (docs/benchmarks.md: isbot was 5–6 % of a cached page's CPU, the two Accept-… parsers 2–3 %). The
 * answers are kept in a bounded map, emptied when full: a client that sends a new string each time
 * costs one call per string, as without it, and no more memory than `max` entries.
 */
export function rememberPerString<T>(answer: (value: string) => T, max = 1000): (value: string) => T {
	const remembered = new Map<string, T>()
	return (value) => {
		if (remembered.has(value)) return remembered.get(value) as T
		const made = answer(value)
		if (remembered.size >= max) remembered.clear()
		remembered.set(value, made)
		return made
	}
}
