/**
 * The payment step's notice when a new plan's delivery days fall on days a running plan of the
 * same customer already delivers (issue 17 item 1). The server decides the overlap
 * (server/schedule/plan-overlap.ts); this words it. The plan's signed-in owner sees its name, the
 * days and a link to renew it instead; anyone else (a guest who typed that plan's e-mail) only
 * learns how many days overlap, and is asked to log in to renew.
 */
import type { RouterContextProvider } from 'react-router'
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { localizePath } from '../../domain/locale.ts'
import { getCachedPlan } from '../../server/db/queries/plans.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { renewPlanPath } from '../../server/schedule/renewal-reminders.ts'
import { localeContext, servicesContext } from '../context.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'

export type PlanOverlapNotice = { heading: string; body: string; renew: { label: string; path: string }; keepOrder: string }

export async function planOverlapNotice(context: Readonly<RouterContextProvider>, order: OrderRow): Promise<PlanOverlapNotice | null> {
	const { checkout, customer, db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const overlap = await checkout.renewals.overlapOf(order)
	if (!overlap) return null
	const text = RENEWAL_MESSAGES[locale.code].overlap
	const count = String(overlap.dates.length)
	const renewPath = renewPlanPath(overlap.subscription.publicId)
	if (!customer || overlap.subscription.customerId !== customer.id) {
		const logIn = `/log-in/?${new URLSearchParams({ redirectTo: localizePath(renewPath, locale.code) })}`
		return { heading: text.heading, body: fillText(text.guestBody, { count }), renew: { label: text.logInToRenew, path: logIn }, keepOrder: text.keepOrder }
	}
	const plan = await getCachedPlan(db, overlap.subscription.planSlug, locale.code)
	const body = fillText(text.body, {
		plan: plan?.name ?? order.planName,
		count,
		first: formatCalendarDate(overlap.dates[0]!, locale.language),
		last: formatCalendarDate(overlap.dates.at(-1)!, locale.language),
	})
	return { heading: text.heading, body, renew: { label: text.renewInstead, path: renewPath }, keepOrder: text.keepOrder }
}
