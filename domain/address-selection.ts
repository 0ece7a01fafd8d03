/**
 * Which saved address a signed-in customer's checkout starts from (spec §4 "Address
 * selection"): the address of the requested type that is not the temporary placeholder. If
 * there is none, no address is chosen (the form starts empty) and `temporaryAddressId` is taken
 * from the placeholder, the stand-in address an app-created account gets before the customer
 * types a real one, so the order's address can replace it.
 *
 * The placeholder is the address marked temporary, or (as the app writes it) the one whose flat
 * number is the placeholder text. Among several addresses of the type, the default one wins,
 * then the first saved.
 */

/** The flat number the mobile app gives its placeholder address. */
export const TEMPORARY_ADDRESS_PLACEHOLDER = 'Temporary address'

export type SelectableAddress = {
	id: number
	type: string
	flat_number: string
	is_default?: boolean
	is_temporary?: boolean
}

export type AddressSelection<A extends SelectableAddress> = {
	/** The address to start from, or null: the customer types one. */
	address: A | null
	/** The placeholder's id when no address was chosen and the account has one; else null. */
	temporaryAddressId: number | null
}

export function isTemporaryAddress(address: SelectableAddress): boolean {
	return address.is_temporary === true || address.flat_number.trim().toLowerCase() === TEMPORARY_ADDRESS_PLACEHOLDER.toLowerCase()
}

export function selectAddress<A extends SelectableAddress>(addresses: readonly A[], type: string): AddressSelection<A> {
	const candidates = addresses.filter((address) => address.type === type && !isTemporaryAddress(address))
	const address = candidates.find((candidate) => candidate.is_default) ?? candidates[0] ?? null
	if (address) return { address, temporaryAddressId: null }
	const placeholder = addresses.find(isTemporaryAddress)
	return { address: null, temporaryAddressId: placeholder?.id ?? null }
}
