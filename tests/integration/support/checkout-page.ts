/**
 * The checkout page's loader, or its action when a form is posted, run for the browser that holds
 * an order's access cookie: what a guest coming back to the payment step gets.
 */
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { localeContext, type RequestServices, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { action as checkoutAction, loader as checkoutLoader } from '../../../app/routes/checkout.tsx'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { Database } from '../../../server/db/client.ts'
import type { Checkout } from '../../../server/orders/checkout.ts'
import { ORDER_ACCESS_COOKIE } from '../../../server/orders/order-access.ts'
import { ORIGIN } from './checkout.ts'

export async function checkoutPageFor(
	{ db, checkout }: { db: Database; checkout: Checkout },
	orderId: string,
	locale: LocaleCode,
	{
		query = '',
		form,
		clientIp = '203.0.113.91',
		customer = null,
	}: { query?: string; form?: URLSearchParams; clientIp?: string; customer?: RequestServices['customer'] } = {},
) {
	const cookie = `${ORDER_ACCESS_COOKIE}=${checkout.orderAccessToken((await checkout.findOrder(orderId))!)}`
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, {
		db,
		checkout,
		logger: pino({ level: 'silent' }),
		settings: { origin: ORIGIN },
		clientIp,
		customer,
	} as unknown as RequestServices)
	const url = new URL(`/meal-plans/checkout/?order=${orderId}${query}`, ORIGIN)
	const init: RequestInit = form
		? { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } }
		: { headers: { Cookie: cookie } }
	const args = { context, url, params: {}, request: new Request(url, init) } as never
	return form ? checkoutAction(args) : checkoutLoader(args)
}
