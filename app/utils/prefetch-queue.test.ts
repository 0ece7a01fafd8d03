import { describe, expect, it } from 'vitest'
import { createPrefetchQueue, MAX_PENDING_PREFETCHES, prefetchAllowed } from './prefetch-queue.ts'

describe('prefetchAllowed', () => {
	it('prefetches unless the connection is 2g or data saver is on', () => {
		expect(prefetchAllowed(undefined)).toBe(true)
		expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
		expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
		expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
		expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
		expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
	})
})

describe('the prefetch queue', () => {
	it('keeps at most four prefetches pending and starts the next when one settles', () => {
		const queue = createPrefetchQueue()
		for (const path of ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/']) queue.request(path)
		expect(MAX_PENDING_PREFETCHES).toBe(4)
		expect(queue.pending()).toEqual(['/a/', '/b/', '/c/', '/d/'])
		expect(queue.waiting()).toEqual(['/e/', '/f/'])

		queue.settle('/b/')
		expect(queue.pending()).toEqual(['/a/', '/c/', '/d/', '/e/'])
		expect(queue.waiting()).toEqual(['/f/'])
	})

	it('asks for each page once while it is pending, waiting or freshly prefetched', () => {
		let clock = 0
		const queue = createPrefetchQueue({ now: () => clock })
		queue.request('/a/')
		queue.request('/a/')
		expect(queue.pending()).toEqual(['/a/'])
		queue.settle('/a/')
		queue.request('/a/')
		expect(queue.pending()).toEqual([])
		clock = 5 * 60_000
		queue.request('/a/')
		expect(queue.pending()).toEqual(['/a/'])
	})

	it('drops the oldest waiting wish when too many pile up', () => {
		const queue = createPrefetchQueue({ maxPending: 1 })
		for (let index = 0; index < 12; index++) queue.request(`/p${index}/`)
		expect(queue.pending()).toEqual(['/p0/'])
		expect(queue.waiting()).toHaveLength(8)
		expect(queue.waiting()[0]).toBe('/p4/')
		expect(queue.waiting().at(-1)).toBe('/p11/')
	})

	it('tells subscribers when the pending list changes and ignores unknown settles', () => {
		const queue = createPrefetchQueue()
		let calls = 0
		const unsubscribe = queue.subscribe(() => calls++)
		queue.request('/a/')
		queue.settle('/zzz/')
		queue.settle('/a/')
		expect(calls).toBe(2)
		unsubscribe()
		queue.request('/b/')
		expect(calls).toBe(2)
	})

	it('parks a page whose route is not discovered yet, without a slot, and asks for it once discovery knows it', () => {
		const known = new Set(['/a/'])
		const queue = createPrefetchQueue({ isDiscovered: (path) => known.has(path) })
		let calls = 0
		queue.subscribe(() => calls++)
		queue.request('/about-us/')
		queue.request('/faqs/?tab=delivery')
		queue.request('/about-us/')
		expect(queue.pending()).toEqual([])
		expect(queue.undiscovered()).toEqual(['/faqs/?tab=delivery', '/about-us/'])
		expect(calls).toBe(0)

		// An answer that knows one of them: that one is asked for, the other stays parked.
		known.add('/about-us/')
		queue.routesDiscovered()
		expect(queue.pending()).toEqual(['/about-us/'])
		expect(queue.undiscovered()).toEqual(['/faqs/?tab=delivery'])
		queue.routesDiscovered()
		expect(queue.pending()).toEqual(['/about-us/'])
	})

	it('keeps the newest eight undiscovered pages', () => {
		const queue = createPrefetchQueue({ isDiscovered: () => false })
		for (let index = 0; index < 10; index++) queue.request(`/p${index}/`)
		expect(queue.undiscovered()).toEqual(['/p2/', '/p3/', '/p4/', '/p5/', '/p6/', '/p7/', '/p8/', '/p9/'])
	})
})
