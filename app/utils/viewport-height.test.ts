// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { VIEWPORT_HEIGHT_SCRIPT, watchViewportHeight } from './viewport-height.ts'

let height = 732

function vh(): string {
	return document.documentElement.style.getPropertyValue('--vh')
}

describe('watchViewportHeight', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		height = 732
		vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => height)
	})
	afterEach(() => {
		vi.useRealTimers()
		document.documentElement.style.removeProperty('--vh')
	})

	it('sets --vh to 1% of the inner height at once', () => {
		const stop = watchViewportHeight()

		expect(vh()).toBe('7.32px')
		stop()
	})

	it('leaves --vh alone when it already holds the height, as the inline script in <head> leaves it', () => {
		document.documentElement.style.setProperty('--vh', '7.32px')
		const setProperty = vi.spyOn(document.documentElement.style, 'setProperty')
		const stop = watchViewportHeight()

		expect(setProperty).not.toHaveBeenCalled()
		stop()
	})

	it('the inline script sets the same value the watcher would', () => {
		new Function(VIEWPORT_HEIGHT_SCRIPT.replace('innerHeight', 'window.innerHeight'))()
		expect(vh()).toBe('7.32px')
	})

	it.each(['resize', 'orientationchange'])('measures again 100 ms after the last %s', (eventName) => {
		const stop = watchViewportHeight(window)

		height = 667
		window.dispatchEvent(new Event(eventName))
		vi.advanceTimersByTime(60)
		window.dispatchEvent(new Event(eventName))
		vi.advanceTimersByTime(99)
		expect(vh()).toBe('7.32px')

		vi.advanceTimersByTime(1)
		expect(vh()).toBe('6.67px')
		stop()
	})

	it('stops listening, and drops a pending measurement, when stopped', () => {
		const stop = watchViewportHeight()
		height = 500
		window.dispatchEvent(new Event('resize'))

		stop()
		vi.advanceTimersByTime(100)
		window.dispatchEvent(new Event('orientationchange'))
		vi.advanceTimersByTime(100)

		expect(vh()).toBe('7.32px')
		expect(vi.getTimerCount()).toBe(0)
	})
})
