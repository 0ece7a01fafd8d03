import { expect, test, vi } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

test('loads once per key until the entry expires', async () => {
	let now = 0
	const cache = new TtlCache<number>(1_000, () => now)
	const load = vi.fn(async () => 42)
	expect(await cache.get('a', load)).toBe(42)
	now = 999
	expect(await cache.get('a', load)).toBe(42)
	expect(load).toHaveBeenCalledTimes(1)
	now = 1_000
	await cache.get('a', load)
	expect(load).toHaveBeenCalledTimes(2)
	await cache.get('b', load)
	expect(load).toHaveBeenCalledTimes(3)
})

test('concurrent misses share one load', async () => {
	const cache = new TtlCache<string>(1_000)
	const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 5)))
	expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['x', 'x'])
	expect(load).toHaveBeenCalledTimes(1)
})

test('a failed load is not cached', async () => {
	const cache = new TtlCache<string>(1_000)
	await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
	expect(await cache.get('k', async () => 'back')).toBe('back')
})

test('while loads fail, the value loaded before is served, and each request tries again', async () => {
	let now = 0
	const cache = new TtlCache<string>(1_000, () => now)
	expect(await cache.get('k', async () => 'menu')).toBe('menu')
	now = 1_000
	const down = vi.fn(() => Promise.reject(new Error('database down')))
	expect(await cache.get('k', down)).toBe('menu')
	expect(await cache.get('k', down)).toBe('menu')
	expect(down).toHaveBeenCalledTimes(2)
	expect(await cache.get('k', async () => 'new menu')).toBe('new menu')
})
