import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
	it('lets the later of two conflicting utilities win', () => {
		expect(cn('px-6 py-2', 'px-4')).toBe('py-2 px-4')
		expect(cn('bg-primary-700', 'bg-kcal-blue')).toBe('bg-kcal-blue')
	})

	it('keeps logical and physical spacing apart and drops empty values', () => {
		expect(cn('ms-2', false, undefined, 'me-2', null, '')).toBe('ms-2 me-2')
	})

	it('merges dark-mode variants separately from the light ones', () => {
		expect(cn('text-gray-900 dark:text-gray-100', 'dark:text-white')).toBe('text-gray-900 dark:text-white')
	})
})
