/**
 * What the checkout's details step starts from for a signed-in customer: their name, e-mail and
 * mobile from the profile, and a saved address chosen by the spec's rule
 * (domain/address-selection.ts: the address of the requested type that is not the temporary
 * placeholder; else none, and the placeholder's id as `temporaryAddressId`). `?address=<id>`
 * picks another of their addresses instead (the saved-address links of the form), and
 * `?address_type=` asks for a type (Home when absent). Values use the form's field names.
 */
import { selectAddress } from '../../domain/address-selection.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { joinParts } from '../../domain/text-list.ts'
import { formatPhone } from '../../domain/phone-display.ts'
import type { Database } from '../db/client.ts'
import { addressFormValues } from './account-forms.ts'
import type { AddressJson } from './addresses.ts'
import { readProfile } from './profile.ts'

export type SavedAddressChoice = { id: number; label: string; type: AddressJson['type']; chosen: boolean; query: string }

export type CheckoutPrefill = {
	/** The details form's starting values. */
	values: Record<string, string>
	/** The customer's real addresses, each with the checkout query that picks it. */
	savedAddresses: SavedAddressChoice[]
	chosenAddressId: number | null
	temporaryAddressId: number | null
}

const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const

export async function checkoutPrefill(db: Database, customerId: number, locale: LocaleCode, query: URLSearchParams): Promise<CheckoutPrefill | null> {
	const profile = await readProfile(db, customerId, locale)
	if (!profile) return null
	const addresses = profile.addresses.data
	const requestedType = ADDRESS_TYPES.find((type) => type === query.get('address_type')) ?? 'Home'
	const asked = addresses.find((address) => String(address.id) === query.get('address') && !address.is_temporary)
	const selection = asked ? { address: asked, temporaryAddressId: null } : selectAddress(addresses, requestedType)
	const address = selection.address

	const values: Record<string, string> = {
		first_name: profile.first_name,
		last_name: profile.last_name,
		email: profile.email,
		mobile_number: profile.mobile_number ? formatPhone(profile.mobile_number) : '',
	}
	if (address) Object.assign(values, addressFormValues(address))
	const savedAddresses = addresses
		.filter((candidate) => !candidate.is_temporary)
		.map((candidate) => {
			const picked = new URLSearchParams(query)
			picked.set('address', String(candidate.id))
			return {
				id: candidate.id,
				type: candidate.type,
				label: joinParts([candidate.flat_number, candidate.building_name, candidate.area_name], getLocale(locale)),
				chosen: candidate.id === address?.id,
				query: picked.toString(),
			}
		})
	return { values, savedAddresses, chosenAddressId: address?.id ?? null, temporaryAddressId: selection.temporaryAddressId }
}
