/**
 * The console's forms for delivery areas, add-ons and closed days (issue 18, item 2), read on the
 * server and re-rendered with their field errors. Pure: names in the three site languages, a new
 * area's slug, which slots an area runs, an add-on choice's price from a date, and a closed day.
 */
import { DELIVERY_SLOTS, type DeliverySlot, uaeMidnight } from '../delivery-schedule.ts'
import { LOCALE_CODES, type LocaleCode } from '../locale.ts'
import { isAcceptableText } from '../text-input.ts'

export type PlaceFormProblem =
	| 'required'
	| 'too-long'
	| 'slug'
	| 'slug-taken'
	| 'code'
	| 'code-taken'
	| 'addon-slug-taken'
	| 'city'
	| 'slots'
	| 'price'
	| 'from'
	| 'past'
	| 'unchanged'
	| 'date'
	| 'past-date'
	| 'closed-already'
	| 'deliveries'

export type FormErrors = Partial<Record<string, PlaceFormProblem>>
export type FormResult<Value> = { ok: true; value: Value } | { ok: false; errors: FormErrors }

export const MAX_NAME_LENGTH = 80
export const MAX_DESCRIPTION_LENGTH = 400
export const MAX_NOTE_LENGTH = 120
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 60

/** The form field of a name in one language (`name-ar-ae`). */
export const nameField = (prefix: string, locale: LocaleCode) => `${prefix}-${locale}`

export type Names = Record<LocaleCode, string>

const clean = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ')

/** A required one-line text in each language, `prefix-<locale>`. */
export function readNames(form: Record<string, string>, prefix: string, errors: FormErrors, maxLength = MAX_NAME_LENGTH): Names {
	const names = {} as Names
	for (const locale of LOCALE_CODES) {
		const field = nameField(prefix, locale)
		const text = clean(form[field])
		if (text === '' || !isAcceptableText(text)) errors[field] = 'required'
		else if (text.length > maxLength) errors[field] = 'too-long'
		names[locale] = text
	}
	return names
}

/** The slots ticked (`slot-early-morning`…); an area needs one at least. */
export function readSlots(form: Record<string, string>, errors: FormErrors): DeliverySlot[] {
	const slots = DELIVERY_SLOTS.filter((slot) => form[`slot-${slot}`] === 'on')
	if (slots.length === 0) errors.slots = 'slots'
	return slots
}

export type AreaEdit = { names: Names; slots: DeliverySlot[] }
export type NewArea = AreaEdit & { slug: string; cityId: number }

/** Renaming an area and choosing its slots. */
export function readAreaForm(form: Record<string, string>): FormResult<AreaEdit> {
	const errors: FormErrors = {}
	const names = readNames(form, 'name', errors)
	const slots = readSlots(form, errors)
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { names, slots } }
}

/** A new area: its emirate (one of `cityIds`), a slug that names it for good, names and slots. */
export function readNewAreaForm(form: Record<string, string>, cityIds: readonly number[]): FormResult<NewArea> {
	const errors: FormErrors = {}
	const cityId = Number(form.city)
	if (!cityIds.includes(cityId)) errors.city = 'city'
	const slug = clean(form.slug).toLowerCase()
	if (!SLUG.test(slug) || slug.length > MAX_SLUG_LENGTH) errors.slug = 'slug'
	const names = readNames(form, 'name', errors)
	const slots = readSlots(form, errors)
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { cityId, slug, names, slots } }
}

export type AddonText = { names: Names; descriptions: Names }

/** An add-on's name and description in each language. */
export function readAddonTextForm(form: Record<string, string>): FormResult<AddonText> {
	const errors: FormErrors = {}
	const names = readNames(form, 'name', errors)
	const descriptions = readNames(form, 'description', errors, MAX_DESCRIPTION_LENGTH)
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { names, descriptions } }
}

/** Dirhams with up to two decimals (add-ons cost e.g. 19.50 a day), positive and below a plan's ceiling. */
const DIRHAMS = /^\d{1,4}(\.\d{1,2})?$/
export const MAX_ADDON_DIRHAMS_PER_DAY = 1_000

/** A choice's price per day (`field`) in fils; NaN, with the field's error, when it is not one. */
function readDayPrice(form: Record<string, string>, field: string, errors: FormErrors): number {
	const text = clean(form[field])
	const fils = DIRHAMS.test(text) ? Math.round(Number(text) * 100) : NaN
	if (!(fils >= 1 && fils <= MAX_ADDON_DIRHAMS_PER_DAY * 100)) errors[field] = 'price'
	return fils
}

/** A code that names a thing for good (an add-on's slug, a choice's code): lower-case words joined by single hyphens. */
function readCode(form: Record<string, string>, field: string, errors: FormErrors): string {
	const code = clean(form[field]).toLowerCase()
	if (!SLUG.test(code) || code.length > MAX_SLUG_LENGTH) errors[field] = 'code'
	return code
}

export type AddonVariantChange = { names: Names; pricePerDayFils: number; effectiveFrom: Date; priceChanged: boolean }

/**
 * One add-on choice: its names, and its price per day from a date (UAE midnight; empty is now). A
 * price is a new row in force from then, so a date must be today or later; nothing changed is an error.
 */
export function readAddonVariantForm(
	form: Record<string, string>,
	current: { names: Names; pricePerDayFils: number },
	now: Date,
): FormResult<AddonVariantChange> {
	const errors: FormErrors = {}
	const names = readNames(form, 'name', errors)
	const pricePerDayFils = readDayPrice(form, 'price', errors)
	const fromText = clean(form.from)
	let effectiveFrom = now
	if (fromText !== '') {
		const at = uaeMidnight(fromText)
		if (!at) errors.from = 'from'
		else if (at.getTime() + 24 * 3_600_000 <= now.getTime()) errors.from = 'past'
		else effectiveFrom = at.getTime() < now.getTime() ? now : at
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	const priceChanged = pricePerDayFils !== current.pricePerDayFils
	const namesChanged = LOCALE_CODES.some((locale) => names[locale] !== current.names[locale])
	if (!priceChanged && !namesChanged) return { ok: false, errors: { form: 'unchanged' } }
	return { ok: true, value: { names, pricePerDayFils, effectiveFrom, priceChanged } }
}

/** A new choice of an add-on: a code that names it for good (orders keep it), its names and its starting price per day. */
export type NewAddonChoice = { code: string; names: Names; pricePerDayFils: number }

/** The fields of a new choice, `<prefix>code`, `<prefix>name-<locale>` and `<prefix>price`. */
function readChoiceFields(form: Record<string, string>, prefix: string, errors: FormErrors): NewAddonChoice {
	const code = readCode(form, `${prefix}code`, errors)
	const names = readNames(form, `${prefix}name`, errors)
	const pricePerDayFils = readDayPrice(form, `${prefix}price`, errors)
	return { code, names, pricePerDayFils }
}

/** A new choice added to an existing add-on (fields `code`, `name-<locale>`, `price`). */
export function readNewAddonChoiceForm(form: Record<string, string>): FormResult<NewAddonChoice> {
	const errors: FormErrors = {}
	const choice = readChoiceFields(form, '', errors)
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: choice }
}

/** The form field prefix of a new add-on's first choice (`choice-code`, `choice-name-en`, `choice-price`). */
export const FIRST_CHOICE_PREFIX = 'choice-'
/** `/console/catalogue/addons/new/` is the new add-on's page, so no add-on may be called that. */
const RESERVED_ADDON_SLUGS = new Set(['new'])

export type NewAddon = AddonText & { slug: string; choice: NewAddonChoice }

/** A new add-on: its slug (for good), name and description in each language, and its first choice (an add-on is offered with one at least). */
export function readNewAddonForm(form: Record<string, string>): FormResult<NewAddon> {
	const errors: FormErrors = {}
	const slug = readCode(form, 'slug', errors)
	if (!errors.slug && RESERVED_ADDON_SLUGS.has(slug)) errors.slug = 'addon-slug-taken'
	const names = readNames(form, 'name', errors)
	const descriptions = readNames(form, 'description', errors, MAX_DESCRIPTION_LENGTH)
	const choice = readChoiceFields(form, FIRST_CHOICE_PREFIX, errors)
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { slug, names, descriptions, choice } }
}

export type ClosedDay = { date: string; note: string }

/**
 * A day the kitchen closes: a real date after `today` (UAE; today's food is already cooked), with
 * a note for staff (e.g. "Eid al-Fitr").
 */
export function readClosedDayForm(form: Record<string, string>, today: string): FormResult<ClosedDay> {
	const errors: FormErrors = {}
	const date = clean(form.date)
	if (!uaeMidnight(date)) errors.date = 'date'
	else if (date <= today) errors.date = 'past-date'
	const note = clean(form.note)
	if (note === '' || !isAcceptableText(note)) errors.note = 'required'
	else if (note.length > MAX_NOTE_LENGTH) errors.note = 'too-long'
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { date, note } }
}
