import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
	fetchLatestBuildId,
	isChunkLoadError,
	startUpdateCheck,
	UPDATE_MIN_GAP_MS,
	UPDATE_POLL_INTERVAL_MS,
} from './update-check.ts'

function fakeDocument() {
	const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
	target.visibilityState = 'visible'
	return target
}

describe('fetchLatestBuildId', () => {
	it('asks for an uncached, cache-busted copy and reads buildId', async () => {
		const fetchImpl = vi.fn(async () => Response.json({ buildId: 'abc123' }))
		expect(await fetchLatestBuildId(fetchImpl, 42)).toBe('abc123')
		expect(fetchImpl).toHaveBeenCalledWith('/_build/latest.json?ts=42', { cache: 'no-store' })
	})

	it('gives null for errors, failures and odd bodies instead of throwing', async () => {
		expect(await fetchLatestBuildId(async () => new Response('down', { status: 503 }))).toBeNull()
		expect(await fetchLatestBuildId(async () => Response.json({ id: 1 }))).toBeNull()
		expect(await fetchLatestBuildId(async () => new Response('<html>'))).toBeNull()
		expect(
			await fetchLatestBuildId(async () => {
				throw new TypeError('Failed to fetch')
			}),
		).toBeNull()
	})
})

describe('startUpdateCheck', () => {
	beforeEach(() => vi.useFakeTimers())
	afterEach(() => vi.useRealTimers())

	it('reports a new build once and then stops polling', async () => {
		const fetchLatest = vi.fn().mockResolvedValueOnce('build-1').mockResolvedValue('build-2')
		const onUpdate = vi.fn()
		startUpdateCheck({ currentBuildId: 'build-1', onUpdate, fetchLatest, doc: fakeDocument() })

		await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS)
		expect(onUpdate).not.toHaveBeenCalled()
		await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS)
		expect(onUpdate).toHaveBeenCalledExactlyOnceWith('build-2')
		await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 3)
		expect(fetchLatest).toHaveBeenCalledTimes(2)
	})

	it('ignores failed polls', async () => {
		const fetchLatest = vi.fn().mockResolvedValue(null)
		const onUpdate = vi.fn()
		startUpdateCheck({ currentBuildId: 'build-1', onUpdate, fetchLatest, doc: fakeDocument() })
		await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 2)
		expect(onUpdate).not.toHaveBeenCalled()
		expect(fetchLatest).toHaveBeenCalledTimes(2)
	})

	it('checks when the tab becomes visible again, at most once a minute', async () => {
		const doc = fakeDocument()
		const fetchLatest = vi.fn().mockResolvedValue('build-1')
		startUpdateCheck({ currentBuildId: 'build-1', onUpdate: vi.fn(), fetchLatest, doc, now: Date.now })
		doc.dispatchEvent(new Event('visibilitychange'))
		expect(fetchLatest).not.toHaveBeenCalled()
		await vi.advanceTimersByTimeAsync(UPDATE_MIN_GAP_MS)
		doc.dispatchEvent(new Event('visibilitychange'))
		doc.dispatchEvent(new Event('visibilitychange'))
		expect(fetchLatest).toHaveBeenCalledTimes(1)
	})

	it('stops when asked', async () => {
		const fetchLatest = vi.fn().mockResolvedValue('build-2')
		const onUpdate = vi.fn()
		const stop = startUpdateCheck({ currentBuildId: 'build-1', onUpdate, fetchLatest, doc: fakeDocument() })
		stop()
		await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 2)
		expect(fetchLatest).not.toHaveBeenCalled()
	})
})

describe('isChunkLoadError', () => {
	it('recognises the failed dynamic import messages of the main browsers', () => {
		expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true)
		expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
		expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
		expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
		expect(isChunkLoadError(null)).toBe(false)
	})
})
