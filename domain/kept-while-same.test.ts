import { describe, expect, test, vi } from 'vitest'
import { keptWhileSame } from './kept-while-same.ts'

describe('keptWhileSame', () => {
	test('builds once while the inputs are the same objects, and again when one is another object', () => {
		const kept = keptWhileSame<{ total: number }>()
		const rows = Object.freeze([1, 2, 3])
		const build = vi.fn(() => ({ total: rows.reduce((sum, row) => sum + row, 0) }))
		const first = kept('en', [rows, '2026-11-28'], build)
		expect(kept('en', [rows, '2026-11-28'], build)).toBe(first)
		expect(build).toHaveBeenCalledTimes(1)
		// Equal contents are not enough: a cache that re-read its rows hands out new objects.
		expect(kept('en', [Object.freeze([1, 2, 3]), '2026-11-28'], build)).not.toBe(first)
		expect(kept('en', [rows, '2026-11-29'], build)).not.toBe(first)
		expect(build).toHaveBeenCalledTimes(3)
	})

	test('keeps one value per key', () => {
		const kept = keptWhileSame<string>()
		const inputs = [{}]
		expect(kept('en', inputs, () => 'en')).toBe('en')
		expect(kept('ar', inputs, () => 'ar')).toBe('ar')
		expect(kept('en', inputs, () => 'built again')).toBe('en')
	})
})
