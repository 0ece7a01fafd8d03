/** What the account page (app/routes/account.tsx) shows of a saved address and an order, and the latest date of birth it offers. */
import { ACCOUNT } from '../../content/pages/account.ts'
import { SLOT_WINDOWS, isDeliverySlot, uaeClock } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { formatAed, type LocaleTag } from '../../domain/money.ts'
import { orderNumber } from '../../domain/order.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'
import { addressFormValues } from '../../server/accounts/account-forms.ts'
import type { AddressJson } from '../../server/accounts/addresses.ts'
import { BIRTH_AGE } from '../../server/accounts/profile.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import type { AccountAddress, AccountOrder } from '../components/account/types.ts'
import { shortAddress } from './delivery-choice.ts'

/** A saved address as the page lists it and its edit form starts. */
export function accountAddress(address: AddressJson, locale: LocaleCode): AccountAddress {
	const text = ACCOUNT[locale].addresses
	return {
		...address,
		label: shortAddress(address, locale),
		delivery:
			address.is_deliverable && isDeliverySlot(address.slot)
				? fillText(text.delivery, { slot: address.area_timing_name, from: SLOT_WINDOWS[address.slot].from, to: SLOT_WINDOWS[address.slot].to })
				: null,
		values: addressFormValues(address),
	}
}

/** An order as the page's order list shows it, with where its link goes. */
export function accountOrder(order: OrderRow, planName: string, locale: LocaleCode, language: LocaleTag): AccountOrder {
	const text = ACCOUNT[locale].orders
	const payable = order.status === 'draft' || order.status === 'failed'
	const status = order.status as AccountOrder['status']
	return {
		id: order.publicId,
		number: orderNumber(order.id),
		date: formatCalendarDate(uaeClock(order.createdAt).date, language),
		plan: planName,
		total: formatAed(order.totalFils, language),
		status,
		statusText: text.statuses[status] ?? order.status,
		href: payable ? `/meal-plans/checkout/?order=${order.publicId}` : `/meal-plans/thank-you/?order=${order.publicId}`,
		linkText: payable ? text.pay : order.status === 'paid' ? text.invoice : text.view,
	}
}

/** The day 13 years ago in the UAE: the latest date of birth the form offers. */
export function birthDateMax(now: Date) {
	const today = uaeClock(now).date
	return `${String(Number(today.slice(0, 4)) - BIRTH_AGE.min).padStart(4, '0')}${today.slice(4)}`
}
