/**
 * The account page's forms as the API's bodies: the page's action posts plain HTML forms (they
 * work without JavaScript) and hands them to the same services the API uses, so a field is
 * checked once, with the same message, whichever way it arrives. Field names are the API's,
 * except where a form needs its own: the address form names its slot (`slot`, as the checkout
 * does) rather than the slot's id, and the delivery-days form has one `day_<weekday>` select per
 * day whose value is `<address id>:<area_timing_id>`.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../db/client.ts'
import { listAreas } from '../db/queries/delivery.ts'
import type { AddressJson } from './addresses.ts'
import { WEEKDAYS } from './delivery-preferences.ts'

/**
 * The posted form, read only up to `limit` bytes: null when the body is larger (the caller
 * answers 413), whether or not the request said its length. A body that is not a form is read as
 * an empty one.
 */
export async function readLimitedForm(request: Request, limit: number): Promise<FormData | null> {
	if (Number(request.headers.get('Content-Length') ?? 0) > limit) return null
	const chunks: Uint8Array[] = []
	let size = 0
	if (request.body) {
		const reader = request.body.getReader()
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > limit) {
				await reader.cancel().catch(() => {})
				return null
			}
			chunks.push(value)
		}
	}
	const headers = new Headers({ 'Content-Type': request.headers.get('Content-Type') ?? '' })
	return new Response(new Blob(chunks as BlobPart[]), { headers }).formData().catch(() => new FormData())
}

/** A form's text field, '' when missing or a file. */
export function formText(form: FormData, name: string): string {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

/** What was typed, to show again after a refused post (cut short: a hostile post is not echoed in full). */
export function typedValues(form: FormData): Record<string, string> {
	const values: Record<string, string> = {}
	for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value.slice(0, 2000)
	return values
}

/** The fields a profile form sends, as POST /profile's body. */
export function profileBodyFromForm(form: FormData): Record<string, unknown> {
	return {
		first_name: formText(form, 'first_name'),
		last_name: formText(form, 'last_name'),
		mobile_number: formText(form, 'mobile_number'),
		gender: formText(form, 'gender'),
		birth_date: formText(form, 'birth_date'),
	}
}

/**
 * An address form as the addresses API's body. The form names a slot of the chosen area; its
 * `area_timing_id` is looked up here (0, refused with the slot's message, when the area has no
 * such slot).
 */
export async function addressBodyFromForm(db: Database, form: FormData, locale: LocaleCode): Promise<Record<string, unknown>> {
	const cityId = Number(formText(form, 'city_id'))
	const areaId = Number(formText(form, 'area_id'))
	const areas = Number.isSafeInteger(cityId) && cityId > 0 && cityId <= 2_147_483_647 ? await listAreas(db, cityId, locale) : null
	const timing = areas?.find((area) => area.id === areaId)?.timings.find((candidate) => candidate.slot === formText(form, 'slot'))
	return {
		type: formText(form, 'address_type') || 'Home',
		city_id: formText(form, 'city_id'),
		area_id: formText(form, 'area_id'),
		area_timing_id: timing?.id ?? 0,
		flat_number: formText(form, 'flat_number'),
		building_name: formText(form, 'building_name'),
		street: formText(form, 'street'),
		landmark: formText(form, 'landmark'),
		notes: formText(form, 'address_notes'),
		custom_delivery_instructions: formText(form, 'custom_delivery_instructions'),
		is_default: form.get('is_default') === 'on',
	}
}

/** A saved address as the address form's fields start (the inverse of `addressBodyFromForm`). */
export function addressFormValues(address: AddressJson): Record<string, string> {
	return {
		address_type: address.type,
		city_id: String(address.city_id),
		area_id: String(address.area_id),
		slot: address.slot,
		flat_number: address.flat_number,
		building_name: address.building_name,
		street: address.street,
		landmark: address.landmark,
		address_notes: address.notes,
		custom_delivery_instructions: address.custom_delivery_instructions,
	}
}

/**
 * The delivery-days form as POST /delivery-preferences' body: one entry per day with a choice.
 * `weekdays[i]` is the day of entry i, to put the API's messages back on the day's select.
 * A value that is not `<id>:<id>` is sent as 0s, which the service refuses with its message.
 */
export function preferencesBodyFromForm(form: FormData): { body: Record<string, unknown>; weekdays: number[] } {
	const entries: Array<{ weekday: number; address_id: number; area_timing_id: number }> = []
	for (const weekday of WEEKDAYS) {
		const value = formText(form, `day_${weekday}`)
		if (!value) continue
		const match = /^(\d{1,10}):(\d{1,10})$/.exec(value)
		entries.push({ weekday, address_id: match ? Number(match[1]) : 0, area_timing_id: match ? Number(match[2]) : 0 })
	}
	return { body: { client_delivery_preferences: entries }, weekdays: entries.map((entry) => entry.weekday) }
}

/** The service's `client_delivery_preferences.<i>.<field>` messages as `day_<weekday>` ones. */
export function preferenceErrorsByDay(fields: Record<string, string>, weekdays: readonly number[]): Record<string, string> {
	const errors: Record<string, string> = {}
	for (const [key, message] of Object.entries(fields)) {
		const index = /^client_delivery_preferences\.(\d+)\./.exec(key)?.[1]
		const weekday = index !== undefined ? weekdays[Number(index)] : undefined
		errors[weekday !== undefined ? `day_${weekday}` : 'delivery'] ??= message
	}
	return errors
}
