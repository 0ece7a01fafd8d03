import { describe, expect, test } from 'vitest'
import { readAmbassadorForm, readPayoutForm } from './ambassador-form.ts'

const valid = { handle: 'Nour.Fit', displayName: '  Nour   Al Hashimi ', referralCode: ' nourfit ', welcomeCode: 'welcome15', reward: '50' }

describe('the ambassador form', () => {
	test('reads a new ambassador: handle and codes normalised, the reward in fils', () => {
		expect(readAmbassadorForm(valid, { creating: true })).toEqual({
			ok: true,
			values: { handle: 'nour.fit', displayName: 'Nour Al Hashimi', referralCode: 'NOURFIT', welcomeCode: 'WELCOME15', rewardFils: 5_000, email: null, phone: null },
		})
		expect(readAmbassadorForm({ ...valid, welcomeCode: ' ', reward: '0' }, { creating: true })).toMatchObject({ ok: true, values: { welcomeCode: null, rewardFils: 0 } })
	})

	test('every field has its problem', () => {
		const result = readAmbassadorForm({ handle: '-x', displayName: '', referralCode: 'a b', welcomeCode: 'x', reward: '-5' }, { creating: true })
		expect(result).toEqual({ ok: false, errors: { handle: 'handle-format', displayName: 'name-required', referralCode: 'code-format', welcomeCode: 'welcome-format', reward: 'reward-format' } })
		expect(readAmbassadorForm({ ...valid, displayName: 'x'.repeat(81), reward: '10000.01' }, { creating: true })).toEqual({
			ok: false,
			errors: { displayName: 'name-too-long', reward: 'reward-too-much' },
		})
	})

	test('their own e-mail and mobile are optional; when given, an address and a UAE mobile (stored E.164)', () => {
		expect(readAmbassadorForm({ ...valid, email: ' Nour@Example.COM ', phone: '050 123 4567' }, { creating: true })).toMatchObject({
			ok: true,
			values: { email: 'Nour@example.com', phone: '+971501234567' },
		})
		expect(readAmbassadorForm({ ...valid, email: 'nour@', phone: '04 123 4567' }, { creating: true })).toEqual({ ok: false, errors: { email: 'email-format', phone: 'phone-format' } })
	})

	test('a change does not read the page address (it is fixed once made)', () => {
		expect(readAmbassadorForm({ ...valid, handle: '' }, { creating: false })).toMatchObject({ ok: true })
	})

	test('text the site never accepts is refused as missing', () => {
		expect(readAmbassadorForm({ ...valid, displayName: 'Nour\u0000' }, { creating: true })).toMatchObject({ ok: false, errors: { displayName: 'name-required' } })
	})
})

describe('the payout form', () => {
	test('at most what is owed, with a reference', () => {
		expect(readPayoutForm({ amount: '30.50', reference: ' TRF 1 ', note: 'November' }, 5_000)).toEqual({ ok: true, values: { amountFils: 3_050, reference: 'TRF 1', note: 'November' } })
		expect(readPayoutForm({ amount: '50.01', reference: 'x' }, 5_000)).toEqual({ ok: false, errors: { amount: 'amount-too-much' } })
		expect(readPayoutForm({ amount: '0', reference: '' }, 5_000)).toEqual({ ok: false, errors: { amount: 'amount-zero', reference: 'reference-required' } })
		expect(readPayoutForm({ amount: '1', reference: 'x'.repeat(101), note: 'y'.repeat(501) }, 5_000)).toEqual({ ok: false, errors: { reference: 'reference-too-long', note: 'note-too-long' } })
	})

	test('nothing owed (or a clawback standing): nothing can be paid', () => {
		expect(readPayoutForm({ amount: '1', reference: 'x' }, 0)).toEqual({ ok: false, errors: { amount: 'nothing-owed' } })
		expect(readPayoutForm({ amount: '1', reference: 'x' }, -500)).toEqual({ ok: false, errors: { amount: 'nothing-owed' } })
	})
})
