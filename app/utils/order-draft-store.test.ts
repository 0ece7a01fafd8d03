// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { emptyOrderDraft, setDiscountCode, setReferralCode } from '../../domain/order-draft.ts'
import { ORDER_DRAFT_KEY, readOrderDraft, resetOrderDraft, updateOrderDraft } from './order-draft-store.ts'

beforeEach(() => {
	sessionStorage.clear()
	vi.restoreAllMocks()
})

describe('order draft store', () => {
	test('starts empty and keeps changes in session storage', () => {
		expect(readOrderDraft()).toEqual(emptyOrderDraft())
		updateOrderDraft((draft) => setDiscountCode(draft, 'KMP2499', true))
		const stored = JSON.parse(sessionStorage.getItem(ORDER_DRAFT_KEY) ?? 'null')
		expect(stored.discount_code).toEqual(['KMP2499'])
		expect(readOrderDraft().automatic_public_discount_codes).toEqual(['KMP2499'])
	})

	test('fills fields a stored draft lacks with their defaults', () => {
		sessionStorage.setItem(
			ORDER_DRAFT_KEY,
			JSON.stringify({ plan: { data: { slug: 'keto-balanced', name: 'Keto' } }, deliveryAddress: { flat_number: '12' } }),
		)
		const draft = readOrderDraft()
		expect(draft.plan.data?.slug).toBe('keto-balanced')
		expect(draft.plan.price.number_of_days).toBe(48)
		expect(draft.days_per_week).toBe(6)
		expect(draft.deliveryAddress).toMatchObject({ flat_number: '12', city_id: 1, landmark: 'N/A' })
	})

	test('replaces an unreadable draft with an empty one', () => {
		sessionStorage.setItem(ORDER_DRAFT_KEY, '{not json')
		expect(readOrderDraft()).toEqual(emptyOrderDraft())
		sessionStorage.setItem(ORDER_DRAFT_KEY, '[1, 2]')
		expect(readOrderDraft()).toEqual(emptyOrderDraft())
	})

	test('keeps the draft in memory when storage refuses to write', () => {
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new DOMException('full', 'QuotaExceededError')
		})
		updateOrderDraft((draft) => setReferralCode(draft, 'SARA-K'))
		expect(readOrderDraft().referral_code).toBe('SARA-K')
		vi.restoreAllMocks()
		resetOrderDraft()
		expect(readOrderDraft()).toEqual(emptyOrderDraft())
	})
})
