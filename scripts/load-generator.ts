/**
 * The load generator of `npm run bench`: Debian's wrk when it is installed (WRK names another
 * binary), otherwise autocannon. autocannon parses answers with a JavaScript HTTP parser that costs
 * it about 0.3 ms of CPU per page answer (20 KB and 3.6 KB of headers) against 0.03 ms per static
 * file: on two cores it ran out of CPU (1.0 core busy) while the server was half idle, so a page's
 * rate measured autocannon, not the server (docs/benchmarks.md, fifteenth session, end). wrk, in C,
 * keeps up; BENCH_LOAD_GENERATOR=autocannon asks for autocannon anyway.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { ROOT } from './bench-server.ts'

export type LoadRun = {
	url: string
	headers: Record<string, string>
	method: string
	body?: string
	connections: number
	durationSeconds: number
	title?: string
}

export type LoadResult = {
	requestsPerSecond: number
	totalRequests: number
	p50Ms: number
	p90Ms: number
	p99Ms: number
	maxMs: number
	/** Connection errors and timeouts. */
	errors: number
	timeouts: number
	/** Answers outside 2xx (autocannon) or outside 2xx and 3xx (wrk). */
	non2xx: number
	/** Answers by status code (autocannon); wrk tells only how many were not 2xx or 3xx. */
	statusCodes: Record<string, number>
	throughputMBps: number
}

const WRK = process.env.WRK ?? '/usr/bin/wrk'

export function loadGenerator(): 'wrk' | 'autocannon' {
	if (process.env.BENCH_LOAD_GENERATOR === 'autocannon') return 'autocannon'
	if (process.env.BENCH_LOAD_GENERATOR === 'wrk' && !existsSync(WRK)) throw new Error(`BENCH_LOAD_GENERATOR=wrk, but there is no ${WRK} (Debian: apt-get install wrk; or set WRK)`)
	return existsSync(WRK) ? 'wrk' : 'autocannon'
}

export function runLoad(run: LoadRun): Promise<LoadResult> {
	return loadGenerator() === 'wrk' ? runWrk(run) : runAutocannon(run)
}

async function runAutocannon({ url, headers, method, body, connections, durationSeconds, title }: LoadRun): Promise<LoadResult> {
	const result = await autocannon({ url, headers, method, body, connections, duration: durationSeconds, title })
	return {
		requestsPerSecond: result.requests.mean,
		totalRequests: result.requests.total,
		p50Ms: result.latency.p50,
		p90Ms: result.latency.p90,
		p99Ms: result.latency.p99,
		maxMs: result.latency.max,
		errors: result.errors,
		timeouts: result.timeouts,
		non2xx: result.non2xx,
		statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
		throughputMBps: Number((result.throughput.mean / 2 ** 20).toFixed(2)),
	}
}

type WrkReport = {
	requests: number
	durationUs: number
	bytes: number
	connectErrors: number
	readErrors: number
	writeErrors: number
	non2xx3xx: number
	timeouts: number
	p50Us: number
	p90Us: number
	p99Us: number
	maxUs: number
}

/** One wrk thread: the server needs the other core. */
function runWrk({ url, headers, method, body, connections, durationSeconds }: LoadRun): Promise<LoadResult> {
	const args = ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '--timeout', '10s', '-s', join(ROOT, 'scripts/wrk-report.lua')]
	for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
	args.push(url)
	return new Promise((resolve, reject) => {
		const child = spawn(WRK, args, { env: { ...process.env, WRK_METHOD: method, WRK_BODY: body ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] })
		let stderr = ''
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		child.on('error', reject)
		child.on('close', (code) => {
			const line = stderr.split('\n').find((text) => text.startsWith('{'))
			if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${stderr.trim().slice(0, 300)}`))
			const report = JSON.parse(line) as WrkReport
			const seconds = report.durationUs / 1e6
			const ms = (us: number) => Number((us / 1000).toFixed(2))
			resolve({
				requestsPerSecond: report.requests / seconds,
				totalRequests: report.requests,
				p50Ms: ms(report.p50Us),
				p90Ms: ms(report.p90Us),
				p99Ms: ms(report.p99Us),
				maxMs: ms(report.maxUs),
				errors: report.connectErrors + report.readErrors + report.writeErrors + report.timeouts,
				timeouts: report.timeouts,
				non2xx: report.non2xx3xx,
				statusCodes: { 'not 2xx/3xx': report.non2xx3xx },
				throughputMBps: Number((report.bytes / seconds / 2 ** 20).toFixed(2)),
			})
		})
	})
}
