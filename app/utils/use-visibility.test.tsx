// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGroupDebouncer, useVisibility, type VisibilityOptions } from './use-visibility.ts'

describe('createGroupDebouncer', () => {
	beforeEach(() => {
		vi.useFakeTimers()
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	it('applies a group’s updates together once the group has been quiet for the delay', () => {
		const debouncer = createGroupDebouncer(300)
		const applied: string[] = []

		debouncer.schedule('cards', { id: 1 }, () => applied.push('first'))
		vi.advanceTimersByTime(200)
		debouncer.schedule('cards', { id: 2 }, () => applied.push('second'))
		vi.advanceTimersByTime(299)
		expect(applied).toEqual([])

		vi.advanceTimersByTime(1)
		expect(applied).toEqual(['first', 'second'])
	})

	it('keeps groups apart and lets an owner’s later update replace its earlier one', () => {
		const debouncer = createGroupDebouncer(300)
		const owner = {}
		const applied: string[] = []

		debouncer.schedule('hero', owner, () => applied.push('shown'))
		debouncer.schedule('hero', owner, () => applied.push('hidden'))
		vi.advanceTimersByTime(100)
		debouncer.schedule('footer', {}, () => applied.push('footer'))
		vi.advanceTimersByTime(200)
		expect(applied).toEqual(['hidden'])

		vi.advanceTimersByTime(100)
		expect(applied).toEqual(['hidden', 'footer'])
	})

	it('forgets a cancelled owner', () => {
		const debouncer = createGroupDebouncer(300)
		const owner = {}
		const update = vi.fn()

		debouncer.schedule('cards', owner, update)
		debouncer.cancel('cards', owner)
		vi.advanceTimersByTime(1000)

		expect(update).not.toHaveBeenCalled()
		expect(vi.getTimerCount()).toBe(0)
	})
})

/** Stands in for the browser's observer so a test can say when an element enters or leaves the viewport. */
class FakeIntersectionObserver {
	static instances: FakeIntersectionObserver[] = []
	readonly elements = new Set<Element>()
	disconnected = false
	private readonly callback: IntersectionObserverCallback
	constructor(callback: IntersectionObserverCallback) {
		this.callback = callback
		FakeIntersectionObserver.instances.push(this)
	}
	observe(element: Element) {
		this.elements.add(element)
	}
	disconnect() {
		this.disconnected = true
		this.elements.clear()
	}
	static intersect(element: Element, isIntersecting: boolean) {
		for (const observer of FakeIntersectionObserver.instances.filter((instance) => instance.elements.has(element))) {
			act(() => observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], observer as never))
		}
	}
}

function Card({ name, options }: { name: string; options?: VisibilityOptions }) {
	const ref = useRef<HTMLDivElement>(null)
	const visible = useVisibility(ref, options)
	return <div ref={ref} data-testid={name} data-visible={visible} />
}

function isShown(name: string): boolean {
	return screen.getByTestId(name).dataset.visible === 'true'
}

function wait(ms: number) {
	act(() => vi.advanceTimersByTime(ms))
}

describe('useVisibility', () => {
	beforeEach(() => {
		vi.useFakeTimers()
		FakeIntersectionObserver.instances = []
		vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
	})
	afterEach(() => {
		cleanup()
		vi.unstubAllGlobals()
		vi.useRealTimers()
	})

	it('reports an element visible 300 ms after it enters the viewport, and hidden after it leaves', () => {
		render(<Card name="card" />)
		const card = screen.getByTestId('card')
		expect(isShown('card')).toBe(false)

		FakeIntersectionObserver.intersect(card, true)
		wait(299)
		expect(isShown('card')).toBe(false)
		wait(1)
		expect(isShown('card')).toBe(true)

		FakeIntersectionObserver.intersect(card, false)
		wait(300)
		expect(isShown('card')).toBe(false)
	})

	it('reveals the cards of a group together', () => {
		render(
			<>
				<Card name="first" options={{ group: 'plans' }} />
				<Card name="second" options={{ group: 'plans' }} />
			</>,
		)

		FakeIntersectionObserver.intersect(screen.getByTestId('first'), true)
		wait(200)
		FakeIntersectionObserver.intersect(screen.getByTestId('second'), true)
		wait(200)
		expect(isShown('first')).toBe(false)

		wait(100)
		expect(isShown('first')).toBe(true)
		expect(isShown('second')).toBe(true)
	})

	it('with once, stays visible and stops observing', () => {
		render(<Card name="card" options={{ once: true }} />)
		const card = screen.getByTestId('card')

		FakeIntersectionObserver.intersect(card, true)
		wait(300)
		FakeIntersectionObserver.intersect(card, false)
		wait(300)

		expect(isShown('card')).toBe(true)
		expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true)
	})

	it('ignores a visit shorter than the debounce', () => {
		render(<Card name="card" />)
		const card = screen.getByTestId('card')

		FakeIntersectionObserver.intersect(card, true)
		wait(100)
		FakeIntersectionObserver.intersect(card, false)
		wait(1000)

		expect(isShown('card')).toBe(false)
	})

	it('below the width limit reports visible at once and observes nothing, even after the window widens', () => {
		const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
		const { rerender } = render(<Card name="card" options={{ disableBelowPx: 768 }} />)

		expect(isShown('card')).toBe(true)
		expect(FakeIntersectionObserver.instances).toEqual([])

		width.mockReturnValue(844)
		rerender(<Card name="card" options={{ disableBelowPx: 768 }} />)
		expect(isShown('card')).toBe(true)
	})

	it('observes as usual at or above the width limit', () => {
		vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024)
		render(<Card name="card" options={{ disableBelowPx: 768 }} />)

		expect(isShown('card')).toBe(false)
		expect(FakeIntersectionObserver.instances).toHaveLength(1)
	})

	it('reports visible where IntersectionObserver does not exist', () => {
		vi.stubGlobal('IntersectionObserver', undefined)
		render(<Card name="card" />)

		expect(isShown('card')).toBe(true)
	})

	it('drops a pending change when the element unmounts', () => {
		const { unmount } = render(<Card name="card" />)
		FakeIntersectionObserver.intersect(screen.getByTestId('card'), true)

		unmount()

		expect(vi.getTimerCount()).toBe(0)
	})
})
