import type pg from 'pg'
import { afterEach, expect, test, vi } from 'vitest'
import { endPool } from './client.ts'

afterEach(() => vi.useRealTimers())

test('endPool stops waiting for connections still in use after its timeout (shutdown with the database down)', async () => {
	vi.useFakeTimers()
	const stuck = { end: () => new Promise<void>(() => {}) } as unknown as pg.Pool
	const ending = endPool(stuck, 2_000)
	await vi.advanceTimersByTimeAsync(2_000)
	expect(await ending).toBe(false)
})

test('endPool reports a pool that ended, even with an error', async () => {
	expect(await endPool({ end: async () => {} } as unknown as pg.Pool, 2_000)).toBe(true)
	expect(await endPool({ end: async () => Promise.reject(new Error('already ended')) } as unknown as pg.Pool, 2_000)).toBe(true)
})
