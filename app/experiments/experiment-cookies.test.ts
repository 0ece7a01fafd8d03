import { describe, expect, test } from 'vitest'
import { decodeTreatments, encodeTreatments, isCustomerUserId, isEvaluableUserId, isUsableUserId, type StoredTreatments, treatmentsCookie, userIdCookie } from './experiment-cookies.ts'

const CLASSIC = { landing_page_ww: 'off', checkout_account: 'on' } as const

describe('user ids', () => {
	test('up to 255 cookie-safe characters (spec §5); Split evaluates keys of up to 250', () => {
		expect(isUsableUserId(crypto.randomUUID())).toBe(true)
		expect(isUsableUserId('qa-landing-classic')).toBe(true)
		// Before: 251 to 255 characters were refused and replaced by a new id.
		expect(isUsableUserId('a'.repeat(255))).toBe(true)
		for (const unusable of [undefined, null, '', 'a'.repeat(256), 'has space', 'semi;colon', '<script>', 'é']) {
			expect(isUsableUserId(unusable), String(unusable)).toBe(false)
		}
		expect(isEvaluableUserId('a'.repeat(250))).toBe(true)
		expect(isEvaluableUserId('a'.repeat(251))).toBe(false)
	})

	test('a customer’s id is a SHA-256 in hex', () => {
		expect(isCustomerUserId('a'.repeat(64))).toBe(true)
		expect(isCustomerUserId(crypto.randomUUID())).toBe(false)
		expect(isCustomerUserId('A'.repeat(64))).toBe(false)
	})

	test('the cookie: 30 days, whole site, sent on links from other sites, readable by the browser SDK', () => {
		expect(userIdCookie('abc', { secure: false })).toBe('kcal_uid=abc; Path=/; Max-Age=2592000; SameSite=Lax')
		expect(userIdCookie('abc', { secure: true })).toBe('kcal_uid=abc; Path=/; Max-Age=2592000; SameSite=Lax; Secure')
	})
})

describe('the kcal_split cookie', () => {
	const stored = { userId: 'qa-landing-classic', revision: 1712000000000, treatments: CLASSIC }

	test('keeps the treatments with the user id and flags revision they were evaluated for', () => {
		const value = encodeTreatments(stored)
		expect(value).toBe('u=qa-landing-classic&r=1712000000000&landing_page_ww=off&checkout_account=on')
		expect(decodeTreatments(value)).toEqual(stored)
	})

	test('survives ids with characters URL encoding changes', () => {
		const withColon = { ...stored, userId: 'qa:user@example' }
		expect(encodeTreatments(withColon)).not.toMatch(/[:@;, ]/)
		expect(decodeTreatments(encodeTreatments(withColon))).toEqual(withColon)
	})

	test('is written as URLSearchParams writes it, whatever the id and treatments hold', () => {
		const asSearchParams = ({ userId, revision, treatments }: StoredTreatments) =>
			new URLSearchParams([['u', userId], ['r', String(revision)], ...Object.entries(treatments)]).toString()
		for (const userId of [crypto.randomUUID(), 'qa:user@example', 'a b+c%d*e~f', 'ünï/çødé', '']) {
			const odd: StoredTreatments = { ...stored, userId, treatments: { landing_page_ww: 'a b', checkout_account: 'x&y=z' } }
			expect(encodeTreatments({ ...stored, userId })).toBe(asSearchParams({ ...stored, userId }))
			expect(encodeTreatments(odd)).toBe(asSearchParams(odd))
		}
	})

	test('an unreadable, incomplete or tampered value counts as none', () => {
		const bad = [
			undefined,
			'',
			'garbage',
			'u=qa&r=1&landing_page_ww=off',
			'r=1&landing_page_ww=off&checkout_account=on',
			'u=qa&r=soon&landing_page_ww=off&checkout_account=on',
			'u=qa&r=1&landing_page_ww=control&checkout_account=on',
			'u=qa&r=1&landing_page_ww=%3Cscript%3E&checkout_account=on',
			`u=${'a'.repeat(256)}&r=1&landing_page_ww=off&checkout_account=on`,
		]
		for (const value of bad) expect(decodeTreatments(value), String(value)).toBeNull()
		// A flag the pages no longer read is ignored.
		expect(decodeTreatments('u=qa&r=1&landing_page_ww=off&checkout_account=on&old_flag=on')?.treatments).toEqual(CLASSIC)
	})

	test('60 days, strict same-site', () => {
		expect(treatmentsCookie(stored, { secure: true })).toBe(
			'kcal_split=u=qa-landing-classic&r=1712000000000&landing_page_ww=off&checkout_account=on; Path=/; Max-Age=5184000; SameSite=Strict; Secure',
		)
	})
})
