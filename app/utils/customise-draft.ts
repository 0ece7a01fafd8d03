/**
 * The customise step and the order draft in session storage (app/utils/order-draft-store.ts): the
 * draft's choice restored on arrival, the draft kept in step with the page, and the codes' rule.
 */
import { useEffect } from 'react'
import { useLocation, useSubmit } from 'react-router'
import { isConsultationType } from '../../content/consultations.ts'
import { addonsOffered, emptyOrderDraft, normalizeCode, offeredAddonOf, type OrderDraft, removeDiscountCode, setDiscountCode, setReferralCode, switchSize } from '../../domain/order-draft.ts'
import type { CustomisePageData } from './customise-page.server.ts'
import { type ConsultationChoice, customiseQueryOf } from './customise-query.ts'
import { readOrderDraft, updateOrderDraft } from './order-draft-store.ts'

/** Arriving without a plan in the URL (the menu, a bookmark): continue with the draft's choice. */
export function useRestoreDraftChoice(data: CustomisePageData) {
	const submit = useSubmit()
	useEffect(() => {
		const query = new URLSearchParams(window.location.search)
		const draft = readOrderDraft()
		const missingPlan = !query.has('plan') && draft.plan.data
		const missingCode = !query.has('code') && draft.discount_code[0]
		if (!missingPlan && !missingCode) return
		const restored = customiseQueryOf({
			...data.choice,
			...(missingPlan
				? {
						plan: draft.plan.data?.slug,
						size: draft.size,
						daysPerWeek: draft.days_per_week,
						weeks: draft.number_of_weeks,
						addon: draft.addon_variant,
						consultation: draftConsultation(draft),
					}
				: {}),
			code: data.choice.code ?? draft.discount_code[0] ?? null,
			referral: data.choice.referral ?? draft.referral_code,
		})
		submit(restored, { method: 'get', replace: true, preventScrollReset: true })
		// Once, on arrival: later changes come from the form.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

/**
 * Keeps the order draft in step with what the page shows (and the server priced), by the draft's
 * rules (domain/order-draft.ts). An address without `code` (a link, the menu) leaves the draft's
 * code as it is, still marked automatic when a campaign put it there: the restore brings it into
 * the address; the form always sends the field, so an emptied one removes the code.
 */
export function useDraftFollowsChoice({ choice, plan, price }: CustomisePageData) {
	const { search } = useLocation()
	useEffect(() => {
		const codeInAddress = new URLSearchParams(search).has('code')
		updateOrderDraft((draft) => {
			const { gross, discounted, bag_deposit, discounts, discounts_error, applicable_bins, discount_codes_applied, number_of_weeks, number_of_days } = price
			let next: OrderDraft = {
				...draft,
				plan: {
					price: { gross, discounted, bag_deposit, discounts, discounts_error, applicable_bins, discount_codes_applied, number_of_weeks, number_of_days },
					data: { slug: plan.slug, name: plan.name },
				},
				plan_id: plan.id,
				days_per_week: choice.daysPerWeek,
				number_of_weeks: choice.weeks,
				start_date: choice.start,
				...offeredAddonOf(choice.addon, plan.addons),
				has_allergies: choice.allergies.length > 0 || choice.allergyNotes !== '',
				meta: { ...draft.meta, allergies: [...choice.allergies, ...(choice.allergyNotes ? [choice.allergyNotes] : [])] },
				consultation: choice.consultation !== null,
				consultation_data: choice.consultation
					? {
							type: choice.consultation.type,
							location_id: choice.consultation.location,
							language_id: choice.consultation.language,
							date: choice.consultation.date ?? '',
							time: choice.consultation.time ?? '',
						}
					: emptyOrderDraft().consultation_data,
			}
			next = switchSize(next, choice.size, plan.variants)
			next = addonsOffered(next, plan.addons)
			next = withChosenCode(next, choice.code, codeInAddress)
			if (choice.referral) next = setReferralCode(next, choice.referral)
			return next
		})
	}, [choice, plan, price, search])
}

/**
 * The draft's codes with the page's choice in: a code in the address replaces them, still marked
 * automatic when a campaign, partner or ambassador link put it there; an emptied field (the form
 * always sends it) removes them; an address without the field leaves them.
 */
export function withChosenCode(draft: OrderDraft, code: string | null, codeInAddress: boolean): OrderDraft {
	if (code) return setDiscountCode(draft, code, draft.automatic_public_discount_codes.includes(normalizeCode(code)))
	return codeInAddress ? draft.discount_code.reduce(removeDiscountCode, draft) : draft
}

/** The draft's consultation as the page's query writes it (the server checks it again). */
function draftConsultation(draft: OrderDraft): ConsultationChoice | null {
	if (!draft.consultation) return null
	const { type, location_id, language_id, date, time } = draft.consultation_data
	return { type: isConsultationType(type) ? type : 'video', location: location_id, language: language_id, date: date || null, time: time || null }
}
