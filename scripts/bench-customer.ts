/**
 * A signed-in customer with a paid plan on the server `npm run bench` or `npm run audit` started,
 * made the way a customer makes one, through the public API and the built-in payment sandbox:
 * registers as the app does (`X-Client: app`: the Bearer token in the body, the browser's session
 * cookies beside it), orders the plan for a Dubai delivery slot at the quoted price, gets the card
 * form from `POST /orders/{id}/payments`, posts it with the sandbox's paying test card to the
 * sandbox's page and its signed answer back to our return URL, as a browser would. The payment's
 * transaction makes the plan and its delivery days; the plan's id is read back from
 * `GET /subscriptions`. Any step that does not answer as documented stops the script, naming it.
 */
import { randomUUID } from 'node:crypto'
import { INITIAL_SCHEDULE_RULES } from '../content/schedule-rules.ts'
import { addDays, earliestStartDate } from '../domain/delivery-schedule.ts'
import { cutoffOf } from '../domain/schedule/rules.ts'

export type PlanChoice = { plan: string; size: 'regular' | 'plus'; daysPerWeek: 5 | 6 | 7; weeks: 1 | 2 | 4 | 8 }

/**
 * Issue 17's budgets are for a customer with an 8-week plan: the longest sold, 7 days a week
 * (56 delivery days), the most a plan's calendar and `GET /subscriptions/{id}` show.
 */
export const EIGHT_WEEK_PLAN: PlanChoice = { plan: 'international', size: 'regular', daysPerWeek: 7, weeks: 8 }

export type CustomerWithPlan = {
	email: string
	/** For `Authorization: Bearer …`, as the app sends it. */
	token: string
	/** The browser's cookies (`session`, `kcal_name`) as the server set them. */
	cookies: { name: string; value: string; httpOnly: boolean }[]
	subscriptionId: string
	orderNumber: string
	/** Delivery days of the plan, from `GET /subscriptions/{id}`. */
	deliveryDays: number
}

/** The sandbox's card that pays without 3-D Secure (docs/payments.md, "Sandbox and live"). */
const PAYING_CARD = { card_holder_name: 'Bench Customer', card_number: '4005550000000001', expiry_date: '3005', card_security_code: '123' }

type Json = Record<string, unknown>

export async function customerWithPaidPlan(origin: string, choice: PlanChoice): Promise<CustomerWithPlan> {
	const api = (path: string) => `${origin}/client/api/v1${path}${path.includes('?') ? '&' : '?'}locale=en`
	const email = `bench.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`

	const registered = await send('register', api('/register'), {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-Client': 'app' },
		body: JSON.stringify({ first_name: 'Bench', last_name: 'Customer', email, mobile_number: '050 123 4567', password: `bench-${randomUUID()}`, terms: true }),
	})
	const token = String(field(registered.body, 'data', 'token'))
	const cookies = registered.response.headers.getSetCookie().map(readCookie)
	const signedIn = { Authorization: `Bearer ${token}` }

	const areas = await send('delivery areas', api('/cities/1/areas'))
	const area = (field(areas.body, 'data') as { id: number; timings: { id: number }[] }[]).find((candidate) => candidate.timings.length > 0)
	if (!area) throw new Error('Customer set-up: no Dubai area has a delivery slot')

	const planRequest = { plan: choice.plan, size: choice.size, days_per_week: choice.daysPerWeek, number_of_weeks: choice.weeks, discount_code: [] }
	const price = await send('price', api('/price'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(planRequest) })

	const order = await send('order', api('/orders'), {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${randomUUID()}`, ...signedIn },
		body: JSON.stringify({
			...planRequest,
			first_name: 'Bench',
			last_name: 'Customer',
			email,
			mobile_number: '0501234567',
			// A day after the earliest the kitchen takes, so the noon cut-off cannot pass meanwhile (a seeded plan: no later first menu).
			start_date: addDays(earliestStartDate(new Date(), choice.daysPerWeek, [], cutoffOf(INITIAL_SCHEDULE_RULES), null), 1),
			delivery_address: { type: 'Home', city_id: 1, area_id: area.id, area_timing_id: area.timings[0]!.id, flat_number: '1204', building_name: 'Marina Heights' },
			expected_total: field(price.body, 'data', 'total'),
			terms: true,
		}),
	})
	const orderId = String(field(order.body, 'data', 'id'))
	// The order's access token, as the app sends it (the signed-in owner would be let through anyway).
	const orderToken = String(field(order.body, 'data', 'order_token'))

	const started = await send('card payment start', api(`/orders/${orderId}/payments`), {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${randomUUID()}`, 'Order-Token': orderToken, ...signedIn },
		body: JSON.stringify({ method: 'card' }),
	})
	const cardForm = field(started.body, 'data', 'next') as { action: string; fields: Record<string, string> }
	const gatewayPage = await send('sandbox card page', cardForm.action, postedForm({ ...cardForm.fields, ...PAYING_CARD }), 'text')
	const answer = readForm(gatewayPage.text)
	const returned = await send('return from the sandbox', answer.action, { ...postedForm(answer.fields), redirect: 'manual' }, 'text', 303)
	const next = returned.response.headers.get('Location') ?? ''
	if (!next.includes('/meal-plans/thank-you/')) throw new Error(`Customer set-up: the payment did not go through (sent to ${next})`)

	const plans = await send('subscriptions', api('/subscriptions'), { headers: signedIn })
	const plan = (field(plans.body, 'data') as { id: string; order_id?: string }[])[0]
	if (!plan) throw new Error('Customer set-up: the paid order made no subscription')
	const view = await send('subscription', api(`/subscriptions/${plan.id}`), { headers: signedIn })
	const deliveries = field(view.body, 'data', 'deliveries')
	return {
		email,
		token,
		cookies,
		subscriptionId: plan.id,
		orderNumber: String(field(order.body, 'data', 'number')),
		deliveryDays: Array.isArray(deliveries) ? deliveries.length : 0,
	}
}

async function send(step: string, url: string, init: RequestInit = {}, read: 'json' | 'text' = 'json', status?: number) {
	const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })
	const text = await response.text()
	const expected = status ? response.status === status : response.ok
	if (!expected) throw new Error(`Customer set-up, ${step}: ${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 500)}`)
	return { response, text, body: read === 'json' ? (JSON.parse(text) as Json) : {} }
}

function field(body: Json, ...path: string[]): unknown {
	let value: unknown = body
	for (const key of path) value = (value as Json | undefined)?.[key]
	if (value === undefined) throw new Error(`Customer set-up: no ${path.join('.')} in ${JSON.stringify(body).slice(0, 500)}`)
	return value
}

const postedForm = (fields: Record<string, string>): RequestInit => ({
	method: 'POST',
	headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
	body: new URLSearchParams(fields).toString(),
})

function readCookie(header: string) {
	const [pair = '', ...attributes] = header.split(';')
	const at = pair.indexOf('=')
	return {
		name: pair.slice(0, at).trim(),
		value: pair.slice(at + 1).trim(),
		httpOnly: attributes.some((attribute) => attribute.trim().toLowerCase() === 'httponly'),
	}
}

const unescapeHtml = (value: string) =>
	value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

/** The sandbox's auto-submitting form back to the shop: its action and hidden fields (the signed answer). */
function readForm(html: string) {
	const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html)
	if (!form) throw new Error(`Customer set-up: the sandbox's page has no form:\n${html.slice(0, 1000)}`)
	const fields: Record<string, string> = {}
	for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescapeHtml(input[1]!)] = unescapeHtml(input[2]!)
	return { action: unescapeHtml(form[1]!), fields }
}
