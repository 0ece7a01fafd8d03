/** What the account page's loader and action hand to its sections (app/routes/account.tsx). */
import type { AccountText } from '../../../content/pages/account.ts'
import type { OrderStatus } from '../../../domain/order.ts'
import type { AddressJson } from '../../../server/accounts/addresses.ts'
import type { AddressFieldsText } from './address-fields.tsx'

/** A saved address with its lines as the page shows them. */
export type AccountAddress = AddressJson & {
	/** Flat, building, area: how the address is named in lists and labels. */
	label: string
	/** "Delivery: Morning, 08:00–12:00", or null when the slot no longer runs. */
	delivery: string | null
	/** The address as its edit form starts (the form's field names). */
	values: Record<string, string>
}

export type AccountCard = { id: number; label: string; expires: string | null }

export type AccountOrder = {
	id: string
	number: string
	date: string
	plan: string
	total: string
	status: OrderStatus
	statusText: string
	/** Prefix-free link: the thank-you page (order and invoice) or the checkout's payment step. */
	href: string
	linkText: string
}

/** One day's select of the delivery-days form. */
export type DeliveryDay = { weekday: number; name: string; value: string }

/** The choices of every day's select: per address, its area's slots. */
export type DeliveryChoice = { addressId: number; label: string; options: Array<{ value: string; label: string }> }

/** The action's answer when it did not redirect: what to fix, or a question to confirm. */
export type AccountAnswer =
	| {
			kind: 'failed'
			intent: string
			/** Which form: 'profile', 'delivery', 'new' or an address id. */
			target: string
			errors: Record<string, string>
			values: Record<string, string>
			message: string | null
	  }
	| { kind: 'confirm'; intent: 'address-delete' | 'card-remove'; target: string }

export type SectionText<K extends keyof AccountText> = AccountText[K]

export type { AddressFieldsText }
