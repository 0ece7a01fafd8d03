import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { customerEmailKey } from './customer-email.ts'

describe('customerEmailKey', () => {
	test.each([
		['layla@example.com', 'layla@example.com'],
		['Layla@Example.COM', 'layla@example.com'],
		['  layla@example.com ', 'layla@example.com'],
		['layla+1@example.com', 'layla@example.com'],
		['layla+kcal+promo@example.com', 'layla@example.com'],
		// Dots matter outside Gmail: first.last and firstlast may be two people.
		['first.last@example.com', 'first.last@example.com'],
		['First.Last+2@GMail.com', 'firstlast@gmail.com'],
		['f.i.r.s.t@googlemail.com', 'first@gmail.com'],
		// A name that is only a tag is kept rather than emptied.
		['+promo@example.com', '+promo@example.com'],
	])('%s → %s', (email, key) => {
		expect(customerEmailKey(email)).toBe(key)
	})

	test('a tag or a change of case never makes another customer', () => {
		const name = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/)
		const tag = fc.stringMatching(/^[a-z0-9._-]{0,10}$/)
		fc.assert(
			fc.property(name, tag, fc.constantFrom('example.com', 'gmail.com', 'kcal.ae'), (local, suffix, domain) => {
				const plain = customerEmailKey(`${local}@${domain}`)
				expect(customerEmailKey(`${local.toUpperCase()}+${suffix}@${domain.toUpperCase()}`)).toBe(plain)
				expect(customerEmailKey(plain)).toBe(plain)
			}),
		)
	})
})
