/**
 * What the benchmarks read about the machine and its processes, from /proc and node:os: the
 * load before a run, the CPU time of the server, its PostgreSQL processes and the load
 * generator, a process's memory, and the machine's description for the results. Kept apart from
 * starting and stopping the server (bench-server.ts) so the measuring is found in one place.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'

/** Resident set size of one process (not its children), from /proc/<pid>/status, in bytes. */
export function readMemory(pid: number): { rss: number; peak: number } | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const field = (name: string) => {
			const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)
			return match?.[1] ? Number(match[1]) * 1024 : Number.NaN
		}
		return { rss: field('VmRSS'), peak: field('VmHWM') }
	} catch {
		return null
	}
}

export function machineInfo() {
	const cores = cpus()
	return {
		cpus: cores.length,
		cpuModel: cores[0]?.model ?? 'unknown',
		memoryGB: Math.round(totalmem() / 2 ** 30),
		node: process.version,
		platform: `${process.platform}-${process.arch}`,
	}
}

/** What /proc counts CPU time in: Linux's USER_HZ, 100 ticks a second on every architecture it runs on here. */
export const MS_PER_CLOCK_TICK = 10

type ProcessTable = Map<number, { ppid: number; ticks: number; childTicks: number }>

/** Parent, CPU ticks (user + system) and its ended children's of every process, from /proc/<pid>/stat. */
function processTable(): ProcessTable {
	const processes: ProcessTable = new Map()
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			processes.set(Number(entry), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]), childTicks: Number(rest[13]) + Number(rest[14]) })
		} catch {
			// the process ended meanwhile
		}
	}
	return processes
}

/** Children, grandchildren… of a process (for the server: its PostgreSQL processes). */
export function descendants(root: number, processes: ProcessTable = processTable()): number[] {
	const found: number[] = []
	const queue = [root]
	while (queue.length) {
		const pid = queue.pop() as number
		for (const [child, info] of processes) {
			if (info.ppid === pid) {
				found.push(child)
				queue.push(child)
			}
		}
	}
	return found
}

export function isAlive(pid: number) {
	return existsSync(`/proc/${pid}`)
}

/** CPU time in clock ticks: the whole machine, and the processes this benchmark owns. */
export type CpuSnapshot = { machineBusy: number; machineTotal: number; node: number; server: number; benchmark: number }

/**
 * Reads /proc so a run can say how much CPU went to the server (node and its
 * PostgreSQL processes), to this script (the load generator) and to anything
 * else on the machine, which would skew the figures.
 */
export function cpuSnapshot(serverPid: number): CpuSnapshot | null {
	try {
		const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
		const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields
		const machineBusy = user + nice + system + irq + softirq + steal
		const processes = processTable()
		let server = processes.get(serverPid)?.ticks ?? 0
		for (const pid of descendants(serverPid, processes)) server += processes.get(pid)?.ticks ?? 0
		return {
			machineBusy,
			machineTotal: machineBusy + idle + iowait,
			node: processes.get(serverPid)?.ticks ?? 0,
			server,
			// This script and the load generators it ran to their end (wrk: scripts/load-generator.ts).
			benchmark: (processes.get(process.pid)?.ticks ?? 0) + (processes.get(process.pid)?.childTicks ?? 0),
		}
	} catch {
		return null
	}
}

/**
 * Cores' worth of CPU used between two snapshots by the node server, its
 * PostgreSQL processes, this script and everything else.
 */
export function cpuUsage(before: CpuSnapshot | null, after: CpuSnapshot | null) {
	if (!before || !after) return null
	const cores = cpus().length
	const total = after.machineTotal - before.machineTotal
	if (total <= 0) return null
	const share = (ticks: number) => Number(((ticks / total) * cores).toFixed(2))
	const server = after.server - before.server
	const benchmark = after.benchmark - before.benchmark
	const busy = after.machineBusy - before.machineBusy
	const node = after.node - before.node
	return {
		cores,
		node: share(node),
		postgres: share(server - node),
		loadGenerator: share(benchmark),
		other: share(Math.max(0, busy - server - benchmark)),
	}
}

/**
 * The load average before the run: the figures assume an otherwise idle
 * machine, so say so when something else is busy (tests, a dev server, a build).
 */
export function checkIdle() {
	const [oneMinute = 0] = loadavg()
	const cores = cpus().length
	if (oneMinute > cores * 0.75) {
		console.warn(
			`warning: load average is ${oneMinute.toFixed(2)} on ${cores} cores; something else is using the CPU and the figures will be lower and noisier.`,
		)
	}
	return Number(oneMinute.toFixed(2))
}
