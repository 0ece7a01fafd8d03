import { CHECKOUT } from '../../content/pages/checkout.ts'
import { isDeliverySlot, SLOT_WINDOWS } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { joinParts } from '../../domain/text-list.ts'
import { fillText } from '../../domain/text-template.ts'

/**
 * "Morning · 08:00–12:00", as the address form's slot choices read: the slot's name and its hours,
 * the hours isolated left to right (plain text: an option's text cannot hold a <bdi>). A slot
 * outside the known ones shows its name alone.
 */
export function slotText(slot: string, name: string, locale: LocaleCode) {
	if (!isDeliverySlot(slot)) return name
	const { from, to } = SLOT_WINDOWS[slot]
	return `${name} · \u2066${fillText(CHECKOUT[locale].slotWindow, { from, to })}\u2069`
}

type AddressParts = { flat_number?: string | null; building_name?: string | null; area_name?: string | null }

/**
 * "1203, Princess Tower, Dubai Marina": how an address is named in the account, on My plan and in
 * these options; the language's comma, a part in another script isolated.
 */
export function shortAddress(address: AddressParts, locale: LocaleCode) {
	return joinParts([address.flat_number, address.building_name, address.area_name], getLocale(locale))
}

/**
 * An option of a select that chooses where and when a day is delivered: the slot with its hours
 * first, then the address. A closed select shows only the start of its option's text, and on a
 * phone a whole address does not fit: read address first, the hours were cut off.
 */
export const deliveryChoiceLabel = (slot: string, address: string) => `${slot} — ${address}`
