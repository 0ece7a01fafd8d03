import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { balanceAfterEarning, balanceAfterWithdrawal, isRefundedInFull, netOwedFils, type RewardBalance } from './ledger.ts'

describe('the referral balance', () => {
	test('a reward earned is owed; withdrawn before it is paid, nothing is owed', () => {
		const earned = balanceAfterEarning({ owedFils: 0, clawbackFils: 0 }, 5_000)
		expect(earned).toEqual({ owedFils: 5_000, clawbackFils: 0 })
		expect(balanceAfterWithdrawal(earned, 5_000)).toEqual({ owedFils: 0, clawbackFils: 0 })
	})

	test('withdrawn after it was paid out, it is taken back from the next rewards first', () => {
		const clawed = balanceAfterWithdrawal({ owedFils: 1_000, clawbackFils: 0 }, 5_000)
		expect(clawed).toEqual({ owedFils: 0, clawbackFils: 4_000 })
		expect(netOwedFils(clawed)).toBe(-4_000)
		expect(balanceAfterEarning(clawed, 3_000)).toEqual({ owedFils: 0, clawbackFils: 1_000 })
		expect(balanceAfterEarning(clawed, 5_000)).toEqual({ owedFils: 1_000, clawbackFils: 0 })
	})

	test('any sequence keeps the database check (never both, never negative) and the net equal to the sum', () => {
		const step = fc.record({ kind: fc.constantFrom('earn', 'withdraw'), amount: fc.integer({ min: 0, max: 100_000 }) })
		fc.assert(
			fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
				let balance: RewardBalance = { owedFils: 0, clawbackFils: 0 }
				let sum = 0
				for (const { kind, amount } of steps) {
					balance = kind === 'earn' ? balanceAfterEarning(balance, amount) : balanceAfterWithdrawal(balance, amount)
					sum += kind === 'earn' ? amount : -amount
					expect(balance.owedFils).toBeGreaterThanOrEqual(0)
					expect(balance.clawbackFils).toBeGreaterThanOrEqual(0)
					expect(balance.owedFils === 0 || balance.clawbackFils === 0).toBe(true)
					expect(netOwedFils(balance)).toBe(sum)
				}
			}),
		)
	})
})

test('refunded in full: the confirmed credit reaches the invoice’s value', () => {
	expect(isRefundedInFull({ invoiceValueFils: 120_000, confirmedCreditFils: 120_000 })).toBe(true)
	expect(isRefundedInFull({ invoiceValueFils: 120_000, confirmedCreditFils: 119_999 })).toBe(false)
	expect(isRefundedInFull({ invoiceValueFils: 0, confirmedCreditFils: 0 })).toBe(false)
})
