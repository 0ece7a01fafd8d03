import { execFileSync } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { collectGarbageWhenIdle } from './idle-collection.ts'

beforeEach(() => {
	vi.useFakeTimers()
})
afterEach(() => {
	vi.useRealTimers()
})

function serverWithCollector(idleSeconds = 10) {
	const server = new EventEmitter()
	const collect = vi.fn()
	const idle = collectGarbageWhenIdle(server, { idleSeconds, collect })
	const request = () => server.emit('request')
	return { request, collect, stop: idle.stop }
}

test('one collection once no request has arrived for the idle time, not before', () => {
	const { request, collect, stop } = serverWithCollector(10)
	request()
	vi.advanceTimersByTime(9_000)
	expect(collect).not.toHaveBeenCalled()
	vi.advanceTimersByTime(2_000)
	expect(collect).toHaveBeenCalledTimes(1)
	stop()
})

test('none while requests keep arriving, however long the busy spell', () => {
	const { request, collect, stop } = serverWithCollector(10)
	for (let second = 0; second < 60; second++) {
		request()
		vi.advanceTimersByTime(1_000)
	}
	expect(collect).not.toHaveBeenCalled()
	vi.advanceTimersByTime(11_000)
	expect(collect).toHaveBeenCalledTimes(1)
	stop()
})

test('once per busy spell: a server that stays idle is not collected again, and one never asked is never collected', () => {
	const { request, collect, stop } = serverWithCollector(10)
	vi.advanceTimersByTime(60_000)
	expect(collect).not.toHaveBeenCalled()
	request()
	vi.advanceTimersByTime(120_000)
	expect(collect).toHaveBeenCalledTimes(1)
	request()
	vi.advanceTimersByTime(11_000)
	expect(collect).toHaveBeenCalledTimes(2)
	stop()
})

// The real collection, in a process of its own (vitest's workers may run with --expose-gc).
test('the memory-reducing collection runs and leaves the global object without gc', () => {
	const module = JSON.stringify(join(import.meta.dirname, 'idle-collection.ts'))
	const script = `import { memoryReducingCollection } from ${module}
const collect = memoryReducingCollection()
let garbage = Array.from({ length: 300_000 }, (_, i) => ({ i, text: 'x' + i }))
garbage = null
collect()
console.log(JSON.stringify({ globalGc: typeof globalThis.gc }))`
	const output = execFileSync(process.execPath, ['--trace-gc', '--input-type=module', '-e', script], { encoding: 'utf8' })
	expect(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')).toEqual({ globalGc: 'undefined' })
	// V8 marks a memory-reducing full collection "(reduce)" and one the gc function asked for "testing"; a plain
	// major collection (no "last-resort") is neither reducing nor empties the page pool.
	expect(output).toMatch(/Mark-Compact \(reduce\).*pooled: 0 MB.* testing;/)
})
