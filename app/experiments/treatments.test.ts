import { describe, expect, test } from 'vitest'
import { DEFAULT_TREATMENTS, experimentClientConfig, flagsRevision, TREATMENT_KEYS, treatmentOrOff, treatmentsFrom } from './treatments.ts'

const CLASSIC = { landing_page_ww: 'off', checkout_account: 'on' } as const

describe('treatments', () => {
	test('the defaults: the lead form landing page and an account at checkout', () => {
		expect(TREATMENT_KEYS).toEqual(['landing_page_ww', 'checkout_account'])
		expect(DEFAULT_TREATMENTS).toEqual({ landing_page_ww: 'lead_form', checkout_account: 'on' })
	})

	test('a flag Split does not know (control), or an answer that is no treatment name, is off', () => {
		expect(treatmentOrOff('lead_form')).toBe('lead_form')
		expect(treatmentOrOff('on')).toBe('on')
		expect(treatmentOrOff('control')).toBe('off')
		for (const unusable of [undefined, null, 3, '', ' on', 'on;x', '9lives', 'a'.repeat(101)]) expect(treatmentOrOff(unusable)).toBe('off')
	})

	test('the SDK’s answers become one treatment per flag the pages read, and nothing else', () => {
		expect(treatmentsFrom({ landing_page_ww: 'off', checkout_account: 'control', other_flag: 'on' })).toEqual({
			landing_page_ww: 'off',
			checkout_account: 'off',
		})
		expect(treatmentsFrom({})).toEqual({ landing_page_ww: 'off', checkout_account: 'off' })
	})

	test('the revision is the newest change number of the flags, or the load time where Split numbers none (localhost mode)', () => {
		const manager = (changeNumbers: Record<string, number>) => ({
			split: (flag: string) => (flag in changeNumbers ? { changeNumber: changeNumbers[flag] as number } : null),
		})
		expect(flagsRevision(manager({ landing_page_ww: 1700000000123, checkout_account: 1700000000456, other_flag: 1800000000000 }), 5)).toBe(1700000000456)
		expect(flagsRevision(manager({ landing_page_ww: 0, checkout_account: 0 }), 1712000000000)).toBe(1712000000000)
		// A flag missing from Split, or a number that is none.
		expect(flagsRevision(manager({ landing_page_ww: Number.NaN }), 42)).toBe(42)
	})
})

test('the browser SDK: localhost mode answers the page’s treatments; with a browser key, Split does', () => {
	expect(experimentClientConfig(null, CLASSIC)).toEqual({ authorizationKey: 'localhost', features: CLASSIC })
	expect(experimentClientConfig('browser-key', CLASSIC)).toEqual({ authorizationKey: 'browser-key' })
})
