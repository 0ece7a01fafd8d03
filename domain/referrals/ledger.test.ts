import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { balanceAfterEarning, balanceAfterWithdrawal, cancellationToJudge, firstWeekDays, isCancelledInFirstWeek, isRefundedInFull, keptDeliveryDays, netOwedFils, type RewardBalance, rewardWithdrawalReason } from './ledger.ts'

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

describe('a friend who cancels in their first week (decision 014)', () => {
	test('the first week is as many delivery days as the order has a week', () => {
		expect(firstWeekDays(5)).toBe(5)
		expect(firstWeekDays(6)).toBe(6)
		expect(firstWeekDays(7)).toBe(7)
	})

	test('the days kept are those delivered or due before the cut-off; cancelled and paused days are not', () => {
		expect(keptDeliveryDays(['delivered', 'delivered', 'failed', 'scheduled', 'frozen', 'cancelled', 'cancelled'])).toBe(4)
		expect(keptDeliveryDays([])).toBe(0)
	})

	test('fewer kept days than a week withdraws; a full week or more keeps the reward', () => {
		expect(isCancelledInFirstWeek({ daysPerWeek: 6, keptDays: 2 })).toBe(true)
		expect(isCancelledInFirstWeek({ daysPerWeek: 6, keptDays: 5 })).toBe(true)
		expect(isCancelledInFirstWeek({ daysPerWeek: 6, keptDays: 6 })).toBe(false)
		expect(isCancelledInFirstWeek({ daysPerWeek: 5, keptDays: 5 })).toBe(false)
		expect(isCancelledInFirstWeek({ daysPerWeek: 7, keptDays: 12 })).toBe(false)
	})

	test('the reason: refunded in full first, then a cancellation in the first week, else none', () => {
		const invoice = { invoiceValueFils: 100_000 }
		expect(rewardWithdrawalReason({ ...invoice, confirmedCreditFils: 100_000, cancellation: null })).toBe('refunded-in-full')
		expect(rewardWithdrawalReason({ ...invoice, confirmedCreditFils: 100_000, cancellation: { daysPerWeek: 6, keptDays: 0 } })).toBe('refunded-in-full')
		expect(rewardWithdrawalReason({ ...invoice, confirmedCreditFils: 80_000, cancellation: { daysPerWeek: 6, keptDays: 2 } })).toBe('cancelled-in-first-week')
		expect(rewardWithdrawalReason({ ...invoice, confirmedCreditFils: 40_000, cancellation: { daysPerWeek: 6, keptDays: 6 } })).toBeNull()
		// A partial refund from customer care without a cancellation keeps the reward, however few days were delivered.
		expect(rewardWithdrawalReason({ ...invoice, confirmedCreditFils: 10_000, cancellation: null })).toBeNull()
	})

	test('a cancellation is judged once its refund is confirmed, or at once when it recorded none; never while pending or once given up', () => {
		const dayStates = ['delivered', 'scheduled', 'cancelled', 'cancelled', 'cancelled', 'cancelled'] as const
		const judged = { daysPerWeek: 6, keptDays: 2 }
		expect(cancellationToJudge({ daysPerWeek: 6, dayStates, cancellationRefund: 'confirmed' })).toEqual(judged)
		// Nothing of the order's food was left to give back (customer care refunded it): no refund, judged all the same.
		expect(cancellationToJudge({ daysPerWeek: 6, dayStates, cancellationRefund: null })).toEqual(judged)
		expect(cancellationToJudge({ daysPerWeek: 6, dayStates, cancellationRefund: 'pending' })).toBeNull()
		expect(cancellationToJudge({ daysPerWeek: 6, dayStates, cancellationRefund: 'failed' })).toBeNull()
		// No day ended: not cancelled, whatever customer care refunded.
		expect(cancellationToJudge({ daysPerWeek: 6, dayStates: ['delivered', 'scheduled', 'frozen'], cancellationRefund: null })).toBeNull()
	})

	test('never withdrawn for a plan not cancelled unless refunded in full', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (invoiceValueFils, confirmedCreditFils) => {
				const reason = rewardWithdrawalReason({ invoiceValueFils, confirmedCreditFils, cancellation: null })
				expect(reason).toBe(confirmedCreditFils >= invoiceValueFils ? 'refunded-in-full' : null)
			}),
		)
	})
})
