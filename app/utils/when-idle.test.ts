import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle.ts'

afterEach(() => vi.useRealTimers())

describe('whenIdle', () => {
	it('waits for an idle callback, with the deadline given', async () => {
		let idle: (() => void) | undefined
		const requestIdleCallback = vi.fn((callback: () => void) => {
			idle = callback
			return 1
		})
		const win = { requestIdleCallback, setTimeout } as unknown as Window
		let resolved = false
		const waiting = whenIdle(3_000, win).then(() => (resolved = true))
		await Promise.resolve()
		expect(resolved).toBe(false)
		expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 })
		idle?.()
		await waiting
		expect(resolved).toBe(true)
	})

	it('falls back to a short timer where there is no requestIdleCallback', async () => {
		vi.useFakeTimers()
		let resolved = false
		const waiting = whenIdle(2_000, { setTimeout: globalThis.setTimeout } as unknown as Window).then(() => (resolved = true))
		await vi.advanceTimersByTimeAsync(499)
		expect(resolved).toBe(false)
		await vi.advanceTimersByTimeAsync(1)
		await waiting
		expect(resolved).toBe(true)
	})
})
