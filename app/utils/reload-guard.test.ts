// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { claimReload, RELOAD_GUARD_MS } from './reload-guard.ts'

beforeEach(() => sessionStorage.clear())

describe('claimReload', () => {
	it('allows one reload per path within ten seconds', () => {
		expect(claimReload('/faqs/', 1_000)).toBe(true)
		expect(claimReload('/faqs/', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
		expect(claimReload('/about-us/', 2_000)).toBe(true)
		expect(claimReload('/faqs/', 1_000 + RELOAD_GUARD_MS)).toBe(true)
	})

	it('forgets old entries', () => {
		claimReload('/a/', 0)
		claimReload('/b/', RELOAD_GUARD_MS * 3)
		expect(JSON.parse(sessionStorage.getItem('reload-guard') ?? '{}')).toEqual({ '/b/': RELOAD_GUARD_MS * 3 })
	})

	it('survives garbage in storage', () => {
		sessionStorage.setItem('reload-guard', '{not json')
		expect(claimReload('/faqs/', 5)).toBe(true)
	})

	it('refuses to reload when storage is unavailable, since it could not stop a loop', () => {
		const blocked = {
			getItem: vi.fn(() => {
				throw new Error('blocked')
			}),
			setItem: vi.fn(() => {
				throw new Error('blocked')
			}),
		} as unknown as Storage
		expect(claimReload('/faqs/', 5, blocked)).toBe(false)
	})
})
