/**
 * The customer's plans (issue 17): GET /subscriptions and /subscriptions/{id} (every delivery
 * day with its meals, each dish named once, from server/schedule/subscription-view.ts), POST /subscriptions/{id}/freeze
 * and /unfreeze (pause or resume single dates or a range), PATCH /deliveries/{id} (one day's
 * address or slot, or from that date on, and its dishes through server/menus). Signed-in
 * customers only (session cookie or Bearer token); another customer's ids answer 404 like unknown
 * ones. A change past the cut-off or over a limit is 409 with a sentence saying what is still
 * possible (content/schedule-messages.ts); two tabs changing one day: one wins, the other 409.
 */
import { type Context, Hono, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { mealChoiceRefusal } from '../../../content/menu-messages.ts'
import { MEAL_SLOTS } from '../../../content/sample-menus/types.ts'
import { scheduleDone, scheduleRefusal } from '../../../content/schedule-messages.ts'
import { isIsoDate } from '../../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { DaySelection, ScheduleProblem } from '../../../domain/schedule/freeze.ts'
import { type SessionCustomer, type SessionStore, sessionTokenOf } from '../../auth/sessions.ts'
import type { Database } from '../../db/client.ts'
import { matchesIfNoneMatch } from '../../http/if-none-match.ts'
import type { Outbox } from '../../mail/outbox.ts'
import { chooseDeliveryMeals, type MealChoiceResult } from '../../menus/delivery-meals.ts'
import { addressFieldOf, deliveryAddressSchema } from '../../orders/address-schema.ts'
import { changeDeliveryAddressOrSlot, type DeliveryChangeResult, type WhereAndWhen } from '../../schedule/change-delivery.ts'
import { freezeDays, unfreezeDays } from '../../schedule/pause-days.ts'
import { createPlanAnswers } from '../../schedule/plan-answers.ts'
import { dishesOfDay, findCustomerDelivery, findCustomerSubscription, listCustomerSubscriptions } from '../../schedule/subscription-view.ts'
import { apiError, apiLocale } from '../errors.ts'
import { type AccountEnv, requireCustomer, sameOrigin } from './account/context.ts'

/** Enough for a year of dates or a full address with every meal of a day. */
const BODY_LIMIT = 16 * 1024
const MAX_DATES = 366

type ScheduleContext = Context<AccountEnv>

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const signedIn = (c: ScheduleContext) => c.get('customer') as SessionCustomer

async function noStore(c: ScheduleContext, next: Next) {
	c.header('Cache-Control', 'no-store')
	await next()
}

/**
 * One plan's answer may be kept by the customer's own client (never a shared cache) and must be
 * revalidated before each use: its ETag makes that a 304 without a body while nothing changed.
 */
async function revalidate(c: ScheduleContext, next: Next) {
	c.header('Cache-Control', 'private, no-cache')
	await next()
}

/** The JSON object a change sends; a Response when there is none to read. */
async function jsonBody(c: ScheduleContext): Promise<Record<string, unknown> | Response> {
	if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return apiError(c, 415, 'unsupported_media_type', 'badRequest')
	const body: unknown = await c.req.json().catch(() => undefined)
	return isObject(body) ? body : apiError(c, 400, 'bad_request', 'badRequest')
}

function invalid(c: ScheduleContext, fields: Record<string, string>) {
	const message = Object.values(fields)[0] ?? ''
	return c.json({ error: { code: 'invalid_input', message, fields } }, 400)
}

/** Refusals a customer can act on: past the cut-off, over a limit, already so. Field-like ones are 422. */
const PROBLEM_STATUS: Record<ScheduleProblem['code'], ContentfulStatusCode> = {
	'plan-not-active': 409,
	'no-days': 422,
	'not-a-delivery-day': 422,
	'too-late': 409,
	'already-paused': 409,
	'not-paused': 409,
	'over-limit': 409,
	'past-finish-date': 409,
}

const snake = (code: string) => code.replaceAll('-', '_')

function refused(c: ScheduleContext, problem: ScheduleProblem) {
	const { code, ...details } = problem
	return c.json({ error: { code: snake(code), message: scheduleRefusal(problem, apiLocale(c)), problem: details } }, PROBLEM_STATUS[code])
}

const conflict = (c: ScheduleContext) => c.json({ error: { code: 'changed_meanwhile', message: scheduleDone(apiLocale(c)).conflict } }, 409)

/** `dates` (a list) or `from` and `to` (a range of the plan's days); null when neither reads. */
function readSelection(body: Record<string, unknown>): DaySelection | null {
	if (body.dates !== undefined) {
		const { dates } = body
		if (!Array.isArray(dates) || dates.length === 0 || dates.length > MAX_DATES || !dates.every(isIsoDate)) return null
		return { dates }
	}
	const { from, to } = body
	return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : null
}

const id = z.number().int().positive().max(2_147_483_647)
const mealsSchema = z
	.array(z.object({ meal: z.enum(MEAL_SLOTS), course: z.number().int().min(1).max(2).default(1), dish: z.string().trim().min(1).max(100) }))
	.min(1)
	.max(12)

type DeliveryPatch = { change: WhereAndWhen | null; meals: z.output<typeof mealsSchema> | null; fromThisDateOn: boolean; seenUpdatedAt?: Date }

/** The PATCH body read field by field: the change, or every field's problem in `locale`. */
function readDeliveryPatch(body: Record<string, unknown>, locale: LocaleCode): DeliveryPatch | { fields: Record<string, string> } {
	const messages = scheduleDone(locale).fields
	const fields: Record<string, string> = {}
	let change: WhereAndWhen | null = null
	if (body.address !== undefined) {
		const parsed = deliveryAddressSchema(locale).safeParse(body.address)
		if (parsed.success) change = { address: parsed.data }
		else for (const issue of parsed.error.issues) fields[addressFieldOf(issue.path[0])] ??= issue.message
	} else if (body.area_timing_id !== undefined) {
		const parsed = id.safeParse(body.area_timing_id)
		if (parsed.success) change = { areaTimingId: parsed.data }
		else fields.area_timing_id = messages.change
	}
	let meals: DeliveryPatch['meals'] = null
	if (body.meals !== undefined) {
		const parsed = mealsSchema.safeParse(body.meals)
		if (parsed.success) meals = parsed.data
		else fields.meals = messages.meals
	}
	const fromThisDateOn = body.from_this_date_on ?? false
	if (typeof fromThisDateOn !== 'boolean') fields.from_this_date_on = messages.from_this_date_on
	let seenUpdatedAt: Date | undefined
	if (body.updated_at !== undefined) {
		seenUpdatedAt = typeof body.updated_at === 'string' ? new Date(body.updated_at) : new Date(Number.NaN)
		if (Number.isNaN(seenUpdatedAt.getTime())) fields.updated_at = messages.updated_at
	}
	if (Object.keys(fields).length === 0 && !change && !meals) fields.change = messages.change
	if (Object.keys(fields).length > 0) return { fields }
	return { change, meals, fromThisDateOn: fromThisDateOn === true, ...(seenUpdatedAt ? { seenUpdatedAt } : {}) }
}

type PatchRefusal =
	| { part: 'where'; result: Exclude<DeliveryChangeResult, { status: 'changed' }> }
	| { part: 'meals'; result: Exclude<MealChoiceResult, { status: 'changed' }> }

/** Rolls back a PATCH whose second part (the dishes) was refused after its first (the address) was written. */
class PatchRefused extends Error {
	readonly refusal: PatchRefusal
	constructor(refusal: PatchRefusal) {
		super('PATCH refused')
		this.refusal = refusal
	}
}

/** A refused swap: past the cut-off or not a delivery day is the day's state (409); the rest is the choice (422). */
function mealsRefused(c: ScheduleContext, problem: Extract<MealChoiceResult, { status: 'refused' }>['problem']) {
	const status = problem.code === 'too-late' || problem.code === 'not-a-delivery-day' ? 409 : 422
	return c.json({ error: { code: snake(problem.code), message: mealChoiceRefusal(problem, apiLocale(c)) } }, status)
}

type RouterOptions = { db: Database; sessions: PlanReadSessions; publicOrigin: string; outbox: Pick<Outbox, 'dispatch'>; now?: () => Date }

/** What the plan read needs of the session store (it authenticates in its own query). */
export type PlanReadSessions = Pick<SessionStore, 'authenticate' | 'signedIn' | 'now'>

/**
 * GET (and HEAD) /client/api/v1/subscriptions/{id}: the one API route that checks its session
 * itself, in the query that reads the plan's row, so the API's session middleware
 * (server/http/create-app.ts) does not look it up first. Matches at least every path the route does.
 */
export const isPlanReadPath = (method: string, path: string) => (method === 'GET' || method === 'HEAD') && PLAN_READ_PATH.test(path)
const PLAN_READ_PATH = /^\/client\/api\/v1\/subscriptions\/[^/]+$/

export function createSubscriptionsRouter({ db, sessions, publicOrigin, outbox, now = () => new Date() }: RouterOptions) {
	const router = new Hono<AccountEnv>()
	// Per route, never `use('*')`: this router is mounted at the API's root beside the others.
	const reading = [noStore, requireCustomer] as const
	const changing = [noStore, sameOrigin(publicOrigin), requireCustomer, bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => apiError(c, 413, 'payload_too_large', 'badRequest') })] as const

	router.get('/subscriptions', ...reading, async (c) => {
		return c.json({ data: await listCustomerSubscriptions(db, signedIn(c).id, apiLocale(c), now()) })
	})

	// Kept serialized and compressed per plan version (server/schedule/plan-answers.ts). The API's session
	// middleware leaves this read alone (isPlanReadPath): its session is checked in the same query as the plan's row.
	const planAnswers = createPlanAnswers(db)
	router.get('/subscriptions/:id', revalidate, async (c) => {
		const token = sessionTokenOf(c.req.raw.headers)
		const read = await planAnswers.answerForSession(sessions, token, c.req.param('id') ?? '', apiLocale(c), now(), c.req.header('Accept-Encoding'))
		if (read.status === 'unauthenticated') return apiError(c, 401, 'unauthenticated', 'unauthenticated')
		if (read.status === 'not-found') return apiError(c, 404, 'subscription_not_found', 'notFound')
		c.set('customer', read.customer)
		const { answer } = read
		// Already compressed: the compression middleware leaves a response with a Content-Encoding alone (and
		// adds Vary itself to the rare uncompressed one, for a client that takes no encoding).
		const encoded: Record<string, string> = answer.encoding ? { Vary: 'Accept-Encoding' } : {}
		if (matchesIfNoneMatch(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304, { ETag: answer.etag, ...encoded })
		if (answer.encoding) encoded['Content-Encoding'] = answer.encoding
		return c.body(answer.body, 200, { 'Content-Type': 'application/json', ETag: answer.etag, ...encoded })
	})

	for (const action of ['freeze', 'unfreeze'] as const) {
		router.post(`/subscriptions/:id/${action}`, ...changing, async (c) => {
			const body = await jsonBody(c)
			if (body instanceof Response) return body
			const locale = apiLocale(c)
			const selection = readSelection(body)
			if (!selection) {
				const messages = scheduleDone(locale).fields
				return invalid(c, body.dates !== undefined ? { dates: messages.dates } : { range: messages.range })
			}
			const subscriptionId = (c.req.param('id') ?? '').toLowerCase()
			const customerId = signedIn(c).id
			const request = { subscriptionId, customerId, selection, now: now() }
			const result = action === 'freeze' ? await freezeDays(db, request) : await unfreezeDays(db, request)
			if (result.status === 'not-found') return apiError(c, 404, 'subscription_not_found', 'notFound')
			if (result.status === 'conflict') return conflict(c)
			if (result.status === 'refused') return refused(c, result.problem)
			outbox.dispatch(result.mailIds)
			const view = (await findCustomerSubscription(db, customerId, subscriptionId, locale, now()))!
			const done = scheduleDone(locale)
			const last = view.last_delivery_date ?? ''
			const message = 'paused' in result ? done.paused(result.paused, last) : done.resumed(result.resumed, last)
			return c.json({ data: { message, subscription: view } })
		})
	}

	router.patch('/deliveries/:id', ...changing, async (c) => {
		const body = await jsonBody(c)
		if (body instanceof Response) return body
		const locale = apiLocale(c)
		const customerId = signedIn(c).id
		const deliveryId = c.req.param('id') ?? ''
		// Unknown or not theirs before anything else: a stranger learns nothing from field errors.
		const found = await findCustomerDelivery(db, customerId, deliveryId, locale, now())
		if (!found) return apiError(c, 404, 'delivery_not_found', 'notFound')
		const patch = readDeliveryPatch(body, locale)
		if ('fields' in patch) return invalid(c, patch.fields)

		const at = now()
		const publicId = found.delivery.id
		let outcome: DeliveryChangeResult | MealChoiceResult | null = null
		try {
			await db.transaction(async (tx) => {
				if (patch.change) {
					const moved = await changeDeliveryAddressOrSlot(tx, {
						deliveryId: publicId,
						customerId,
						change: patch.change,
						fromThisDateOn: patch.fromThisDateOn,
						...(patch.seenUpdatedAt ? { seenUpdatedAt: patch.seenUpdatedAt } : {}),
						locale,
						now: at,
					})
					if (moved.status !== 'changed') throw new PatchRefused({ part: 'where', result: moved })
					outcome = moved
				}
				if (patch.meals) {
					const choices = patch.meals.map((meal) => ({ meal: meal.meal, course: meal.course, dishCode: meal.dish }))
					const chosen = await chooseDeliveryMeals(tx, { deliveryId: publicId, chooser: { kind: 'customer', customerId }, choices, locale, now: at })
					if (chosen.status !== 'changed') throw new PatchRefused({ part: 'meals', result: chosen })
					outcome ??= chosen
				}
			})
		} catch (error) {
			if (!(error instanceof PatchRefused)) throw error
			const { refusal } = error
			if (refusal.result.status === 'not-found') return apiError(c, 404, 'delivery_not_found', 'notFound')
			if (refusal.part === 'meals') return mealsRefused(c, refusal.result.problem)
			if (refusal.result.status === 'conflict') return conflict(c)
			if (refusal.result.status === 'invalid') return invalid(c, refusal.result.fields)
			return refused(c, refusal.result.problem)
		}
		const moved = outcome as DeliveryChangeResult | MealChoiceResult | null
		if (moved && 'mailIds' in moved) outbox.dispatch(moved.mailIds)
		const view = (await findCustomerDelivery(db, customerId, publicId, locale, now()))!
		const done = scheduleDone(locale)
		const message = moved && 'dates' in moved ? done.moved(moved.dates, patch.fromThisDateOn) : done.moved([view.delivery.date], false)
		return c.json({ data: { message, delivery: view.delivery, dishes: dishesOfDay(view.delivery, view.subscription.dishes) } })
	})

	return router
}
