/**
 * The customise step's choice as it travels in the URL (/meal-plans/customise-meal-plan/?plan=…):
 * links from plan, campaign, partner and ambassador pages and the page's own GET form all write
 * it, so the choice survives a reload, works without JavaScript and can be shared. Anything
 * unreadable falls back to the order draft's default instead of failing the page.
 */
import { CONSULTATION_OFFER, type ConsultationType, isConsultationType } from '../../content/consultations.ts'
import { ALLERGENS, type Allergen } from '../../content/sample-menus/types.ts'
import { isIsoDate } from '../../domain/delivery-schedule.ts'
import { DISCOUNT_CODE_FORMAT } from '../../domain/discount-codes.ts'
import { normalizeCode } from '../../domain/order-draft.ts'
import {
	type DaysPerWeek,
	DEFAULT_ORDER_CHOICE,
	isDaysPerWeek,
	isPlanSize,
	isWeeks,
	type PlanSize,
	type Weeks,
} from '../../domain/plan-pricing.ts'
import { chosenStartDay } from './start-day-field.ts'

export const ALLERGY_NOTES_MAX = 300

/**
 * The nutritionist consultation asked for with `consult=1` (content/consultations.ts). Type,
 * place and language fall back to the defaults; date and time are kept as written (or null when
 * empty) for the page to check against the open slots, as it checks the start date.
 */
export type ConsultationChoice = {
	type: ConsultationType
	location: number
	language: number
	date: string | null
	time: string | null
}

export type CustomiseChoice = {
	plan: string | null
	size: PlanSize
	daysPerWeek: DaysPerWeek
	weeks: Weeks
	/** An add-on variant id, or null for none. */
	addon: number | null
	/** As typed, in capitals; validated by pricing. */
	code: string | null
	start: string | null
	allergies: Allergen[]
	allergyNotes: string
	referral: string | null
	/** Null without `consult=1`. */
	consultation: ConsultationChoice | null
}

const numberOf = (value: string | null) => (value !== null && /^[0-9]{1,9}$/.test(value) ? Number(value) : null)

function readConsultation(query: URLSearchParams): ConsultationChoice | null {
	if (query.get('consult') !== '1') return null
	const type = query.get('consult_type')
	const location = numberOf(query.get('consult_location'))
	const language = numberOf(query.get('consult_language'))
	const field = (name: string) => query.get(name)?.trim().slice(0, 10) || null
	return {
		type: isConsultationType(type) ? type : 'video',
		location: CONSULTATION_OFFER.locations.some((candidate) => candidate.id === location) ? (location as number) : CONSULTATION_OFFER.defaultLocationId,
		language: (CONSULTATION_OFFER.languageIds as readonly number[]).includes(language ?? 0) ? (language as number) : CONSULTATION_OFFER.defaultLanguageId,
		date: field('consult_date'),
		time: field('consult_time'),
	}
}

export function readCustomiseQuery(query: URLSearchParams): CustomiseChoice {
	const size = query.get('size')
	const days = numberOf(query.get('days'))
	const weeks = numberOf(query.get('weeks'))
	const addon = numberOf(query.get('addon'))
	const code = normalizeCode(query.get('code') ?? '')
	const start = chosenStartDay((name) => query.get(name), 'start')
	const referral = normalizeCode(query.get('referral') ?? '')
	return {
		plan: query.get('plan')?.trim() || null,
		size: isPlanSize(size) ? size : DEFAULT_ORDER_CHOICE.size,
		daysPerWeek: isDaysPerWeek(days) ? days : DEFAULT_ORDER_CHOICE.daysPerWeek,
		weeks: isWeeks(weeks) ? weeks : DEFAULT_ORDER_CHOICE.weeks,
		addon: addon !== null && addon > 0 ? addon : null,
		code: code || null,
		// An empty date field is "no choice"; a malformed one is kept so the page can say so.
		start: start?.trim() || null,
		allergies: ALLERGENS.filter((allergen) => query.getAll('allergy').includes(allergen)),
		allergyNotes: (query.get('notes') ?? '').trim().slice(0, ALLERGY_NOTES_MAX),
		referral: referral && DISCOUNT_CODE_FORMAT.test(referral) ? referral : null,
		consultation: readConsultation(query),
	}
}

/** The URL query of a choice, in the form's field names; defaults are left out to keep links short. */
export function customiseQueryOf(choice: Partial<CustomiseChoice>): URLSearchParams {
	const query = new URLSearchParams()
	if (choice.plan) query.set('plan', choice.plan)
	if (choice.size) query.set('size', choice.size)
	if (choice.daysPerWeek) query.set('days', String(choice.daysPerWeek))
	if (choice.weeks) query.set('weeks', String(choice.weeks))
	if (choice.addon) query.set('addon', String(choice.addon))
	if (choice.code) query.set('code', choice.code)
	if (choice.start && isIsoDate(choice.start)) query.set('start', choice.start)
	for (const allergy of choice.allergies ?? []) query.append('allergy', allergy)
	if (choice.allergyNotes) query.set('notes', choice.allergyNotes)
	if (choice.referral) query.set('referral', choice.referral)
	// A booked consultation is written out in full, so checkout and a shared link read the same.
	const consultation = choice.consultation
	if (consultation) {
		query.set('consult', '1')
		query.set('consult_type', consultation.type)
		query.set('consult_location', String(consultation.location))
		query.set('consult_language', String(consultation.language))
		if (consultation.date) query.set('consult_date', consultation.date)
		if (consultation.time) query.set('consult_time', consultation.time)
	}
	return query
}
