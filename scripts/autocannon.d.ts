/** The part of autocannon's programmatic API that the bench scripts use (scripts/load-generator.ts, bench-memory.ts) (the package ships no types). */
declare module 'autocannon' {
	type Stats = {
		mean: number
		stddev: number
		min: number
		max: number
		total: number
		p50: number
		p90: number
		p99: number
		[percentile: `p${string}`]: number
	}
	export type Result = {
		title?: string
		url: string
		connections: number
		duration: number
		errors: number
		timeouts: number
		mismatches: number
		non2xx: number
		resets: number
		'1xx': number
		'2xx': number
		'3xx': number
		'4xx': number
		'5xx': number
		statusCodeStats: Record<string, { count: number }>
		latency: Stats
		requests: Stats & { sent: number }
		throughput: Stats
	}
	export type Options = {
		url: string
		connections?: number
		duration?: number
		/** A fixed number of requests instead of a duration (scripts/bench-memory.ts). */
		amount?: number
		timeout?: number
		title?: string
		headers?: Record<string, string>
		method?: string
		body?: string
	}
	function autocannon(options: Options): Promise<Result>
	export default autocannon
}
