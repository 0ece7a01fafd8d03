// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { emptyOrderDraft, setDiscountCode } from '../../domain/order-draft.ts'
import { applyOrderDraftLink, type OrderDraftLink, pathWithLink, useOrderDraftLink } from './order-draft-link.ts'
import { ORDER_DRAFT_KEY } from './order-draft-store.ts'

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

test('a partner link sets its code as the one automatic code, with the partner as initiator', () => {
	const typed = setDiscountCode(emptyOrderDraft(), 'WELCOME15', false)
	const draft = applyOrderDraftLink(typed, { kind: 'partner', discountCode: 'samsung20' })
	expect(draft).toMatchObject({
		discount_code: ['SAMSUNG20'],
		automatic_public_discount_codes: ['SAMSUNG20'],
		initiator_type: 'Partner',
		referral_code: null,
	})
})

test('an ambassador link sets the referral code and leaves the discount codes alone', () => {
	const withCode = setDiscountCode(emptyOrderDraft(), 'SAMSUNG20', true)
	const draft = applyOrderDraftLink(withCode, { kind: 'ambassador', referralCode: 'sarak' })
	expect(draft).toMatchObject({ referral_code: 'SARAK', initiator_type: 'Ambassador', discount_code: ['SAMSUNG20'] })
})

test('links carry the code in the query the next page reads', () => {
	expect(pathWithLink('/meal-plans/customise-meal-plan/', { kind: 'partner', discountCode: 'SAMSUNG20' })).toBe(
		'/meal-plans/customise-meal-plan/?code=SAMSUNG20',
	)
	expect(pathWithLink('/sign-up/', { kind: 'ambassador', referralCode: 'MARIAM-KCAL' })).toBe('/sign-up/?referral=MARIAM-KCAL')
})

function Page({ link }: { link: OrderDraftLink | null }) {
	useOrderDraftLink(link)
	return null
}

const stored = () => JSON.parse(sessionStorage.getItem(ORDER_DRAFT_KEY) ?? 'null')

test('a page with a link writes it to the stored draft once mounted, and again for another code', () => {
	const { rerender } = render(<Page link={{ kind: 'ambassador', referralCode: 'SARAK' }} />)
	expect(stored()).toMatchObject({ referral_code: 'SARAK', initiator_type: 'Ambassador' })
	rerender(<Page link={{ kind: 'ambassador', referralCode: 'OMARFIT' }} />)
	expect(stored().referral_code).toBe('OMARFIT')
})

test('a page without a link (an offer not running) leaves the draft alone', () => {
	render(<Page link={null} />)
	expect(sessionStorage.getItem(ORDER_DRAFT_KEY)).toBeNull()
})
