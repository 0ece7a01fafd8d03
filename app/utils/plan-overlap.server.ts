/**
 * The payment step's notice when a new plan's delivery days fall on days a running plan of the
 * same customer already delivers (issue 17 item 1). The server decides the overlap
 * (server/schedule/plan-overlap.ts); this words it. The plan's signed-in owner sees its name, the
 * days and a link to renew it instead; anyone else (a guest who typed that plan's e-mail) only
 * learns how many days overlap, and is asked to log in to renew. When the running plan's plan was
 * withdrawn from sale neither is offered: the notice says it cannot be renewed, and paying for
 * both is the choice left.
 */
import type { RouterContextProvider } from 'react-router'
import { RENEWAL_MESSAGES } from '../../content/renewal-messages.ts'
import { localizePath } from '../../domain/locale.ts'
import { getCachedPlan } from '../../server/db/queries/plans.ts'
import type { OrderRow } from '../../server/orders/order-service.ts'
import { renewPlanPath } from '../../server/schedule/renewal-reminders.ts'
import { localeContext, servicesContext } from '../context.ts'
import { fillText, formatCalendarDate } from '../../domain/text-template.ts'

/** `renew` null and `cannotRenew` set when the running plan's plan was withdrawn from sale: paying for both is the only choice. */
export type PlanOverlapNotice = { heading: string; body: string; renew: { label: string; path: string } | null; cannotRenew: string | null; keepOrder: string }

export async function planOverlapNotice(context: Readonly<RouterContextProvider>, order: OrderRow): Promise<PlanOverlapNotice | null> {
	const { checkout, customer, db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const overlap = await checkout.renewals.overlapOf(order)
	if (!overlap) return null
	const text = RENEWAL_MESSAGES[locale.code].overlap
	const count = String(overlap.dates.length)
	const renewPath = renewPlanPath(overlap.subscription.publicId)
	const { renewable } = overlap.subscription
	// Only what can be done: a plan withdrawn from sale is not offered for renewal (it would be refused).
	const choices = renewable ? { cannotRenew: null, keepOrder: text.keepOrder } : { renew: null, cannotRenew: text.cannotRenew, keepOrder: text.payForBoth }
	if (!customer || overlap.subscription.customerId !== customer.id) {
		const logIn = `/log-in/?${new URLSearchParams({ redirectTo: localizePath(renewPath, locale.code) })}`
		return { heading: text.heading, body: fillText(text.guestBody, { count }), renew: { label: text.logInToRenew, path: logIn }, ...choices }
	}
	const plan = await getCachedPlan(db, overlap.subscription.planSlug, locale.code)
	const body = fillText(text.body, {
		plan: plan?.name ?? order.planName,
		count,
		first: formatCalendarDate(overlap.dates[0]!, locale.language),
		last: formatCalendarDate(overlap.dates.at(-1)!, locale.language),
	})
	return { heading: text.heading, body, renew: { label: text.renewInstead, path: renewPath }, ...choices }
}
