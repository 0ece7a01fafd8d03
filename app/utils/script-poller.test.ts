import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForGlobal } from './script-poller.ts'

describe('waitForGlobal', () => {
	beforeEach(() => {
		vi.useFakeTimers()
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	it('resolves at once when the global is already there', async () => {
		const chat = { open: () => {} }

		await expect(waitForGlobal('Chat', { win: { Chat: chat } })).resolves.toBe(chat)
		expect(vi.getTimerCount()).toBe(0)
	})

	it('resolves on the first check after the script defines it', async () => {
		const win: Record<string, unknown> = {}
		const found = vi.fn()
		void waitForGlobal<unknown[]>('dataLayer', { win }).then(found)

		await vi.advanceTimersByTimeAsync(450)
		win.dataLayer = []
		await vi.advanceTimersByTimeAsync(149)
		expect(found).not.toHaveBeenCalled()

		await vi.advanceTimersByTimeAsync(1)
		expect(found).toHaveBeenCalledWith(win.dataLayer)
		expect(vi.getTimerCount()).toBe(0)
	})

	it('gives up after 15 tries 150 ms apart', async () => {
		const waiting = waitForGlobal('Missing', { win: {} })
		const outcome = expect(waiting).rejects.toThrow('Script global "Missing" did not appear after 15 tries')

		await vi.advanceTimersByTimeAsync(15 * 150)
		await outcome
		expect(vi.getTimerCount()).toBe(0)
	})

	it('is still waiting one interval before the last try', async () => {
		const win: Record<string, unknown> = {}
		const waiting = waitForGlobal('Late', { win })

		await vi.advanceTimersByTimeAsync(14 * 150)
		win.Late = 'ready'
		await vi.advanceTimersByTimeAsync(150)

		await expect(waiting).resolves.toBe('ready')
	})

	it('reads globalThis unless told otherwise, and takes its own count and interval', async () => {
		vi.stubGlobal('kcalTestWidget', 'loaded')
		await expect(waitForGlobal('kcalTestWidget')).resolves.toBe('loaded')
		vi.unstubAllGlobals()

		const waiting = waitForGlobal('Never', { win: {}, tries: 2, intervalMs: 50 })
		const outcome = expect(waiting).rejects.toThrow('did not appear after 2 tries')
		await vi.advanceTimersByTimeAsync(100)
		await outcome
	})
})
