/**
 * What a campaign, partner or ambassador page hands to the order draft when a visitor opens it:
 * the campaign's or partner's code as an automatic discount, or the ambassador's referral code,
 * each with who brought the visitor. The page's links also carry the code in their query (`?code=`,
 * `?referral=`), so nothing is lost before or without JavaScript.
 */
import { useEffect } from 'react'
import { type OrderDraft, setDiscountCode, setInitiator, setReferralCode } from '../../domain/order-draft.ts'
import { updateOrderDraft } from './order-draft-store.ts'

export type OrderDraftLink =
	| { kind: 'campaign' | 'partner'; discountCode: string }
	| { kind: 'ambassador'; referralCode: string }

/**
 * A page's address with the link's code in the query: `?code=` for a partner's discount (the
 * customise step reads it), `?referral=` for an ambassador's code (the customise step reads it; sign-up will).
 * The query contract is in docs/architecture.md ("Partners, ambassadors and funnels").
 */
export function pathWithLink(path: string, link: OrderDraftLink): string {
	const query = new URLSearchParams(link.kind === 'ambassador' ? { referral: link.referralCode } : { code: link.discountCode })
	return `${path}?${query.toString()}`
}

/** The draft after a visit to the page: the rules are domain/order-draft.ts's. */
export function applyOrderDraftLink(draft: OrderDraft, link: OrderDraftLink): OrderDraft {
	switch (link.kind) {
		case 'campaign':
			return setInitiator(setDiscountCode(draft, link.discountCode, true), 'Campaign')
		case 'partner':
			return setInitiator(setDiscountCode(draft, link.discountCode, true), 'Partner')
		case 'ambassador':
			return setInitiator(setReferralCode(draft, link.referralCode), 'Ambassador')
	}
}

/**
 * Writes the link into the stored draft once the page is mounted (session storage exists only in
 * the browser), and again when a client navigation brings another code. Null writes nothing: an
 * offer that is not running must not reach the draft.
 */
export function useOrderDraftLink(link: OrderDraftLink | null) {
	// The link by value: loader data is a new object on every render of the same page.
	const key = link ? JSON.stringify(link) : null
	useEffect(() => {
		if (key) updateOrderDraft((draft) => applyOrderDraftLink(draft, JSON.parse(key) as OrderDraftLink))
	}, [key])
}
