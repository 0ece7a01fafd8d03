/**
 * The console's customers section, `/console/customers/` (issue 19, item 2; permission
 * `customers.support`: owner, manager, support — checked on every route): search, a customer's
 * profile, orders, plans with their days, and notes; pausing and resuming days on the customer's
 * behalf with a reason (customer-care.ts: the customer's own rules; past the cut-off only with
 * `schedule.override-cut-off`). A successful post answers 303; a refused one the page again, 400.
 */
import type { Context } from 'hono'
import { CONSOLE_MESSAGES } from '../../../content/console-messages.ts'
import { CUSTOMERS_MESSAGES } from '../../../content/console-messages/customers.ts'
import type { ScheduleProblem } from '../../../domain/schedule/freeze.ts'
import { isIsoDate } from '../../../domain/delivery-schedule.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import { formatList, isolate } from '../../../domain/text-list.ts'
import { deliveryChoices } from '../../schedule/delivery-choices.ts'
import { fill, type Notice } from '../layout.tsx'
import { MessagePage } from '../pages.tsx'
import { type ConsoleEnv, field } from '../router.ts'
import type { ConsoleKit } from '../sections.ts'
import { rowIdOf } from '../orders/order-records.ts'
import { siteLocaleOf } from '../place-names.ts'
import { addNote, changeDays, type DaysResult, deleteOnRequest } from './customer-care.ts'
import { customerRecord, searchCustomers } from './customer-records.ts'
import { CustomerPage, CustomersPage, type DaysFormState } from './pages.tsx'
import { changeDeliveryForCustomer, customerDay, type DeliveryChangeOutcome } from './delivery-changes.ts'
import { DeliveryDayPage, type DeliveryFormState } from './delivery-page.tsx'

/** The schedule's problem in the staff member's words. */
function problemText(locale: 'en' | 'ar', problem: ScheduleProblem) {
	const words = CUSTOMERS_MESSAGES[locale].days.problems[problem.code]
	const values: Record<string, string | number> = {}
	if ('date' in problem) values.date = problem.date
	if (problem.code === 'too-late') values.first = problem.firstChangeableDate
	if (problem.code === 'over-limit') Object.assign(values, { max: problem.maxFrozenDays, remaining: problem.remaining })
	if (problem.code === 'past-finish-date') Object.assign(values, { date: problem.finishBy, remaining: problem.remaining })
	return fill(words, values)
}

function deliveryMessage(locale: 'en' | 'ar', result: Exclude<DeliveryChangeOutcome, { status: 'changed' }>) {
	const t = CUSTOMERS_MESSAGES[locale]
	if (result.status === 'refused') return problemText(locale, result.problem)
	if (result.status === 'invalid') return result.error === 'reason' || result.error === 'override' ? t.days.errors[result.error] : t.delivery.errors[result.error]
	return t.days.errors[result.status]
}

function daysMessage(locale: 'en' | 'ar', result: Exclude<DaysResult, { status: 'changed' }>) {
	const errors = CUSTOMERS_MESSAGES[locale].days.errors
	if (result.status === 'refused') return problemText(locale, result.problem)
	if (result.status === 'invalid') return errors[result.error]
	return errors[result.status]
}

export function registerCustomersSection({ app, deps, html, allow, signedIn }: ConsoleKit) {
	const { db, outbox, now, publicOrigin } = deps

	const notFound = (c: Context<ConsoleEnv>) => {
		const staff = signedIn(c)
		return html(c, MessagePage({ locale: staff.locale, nonce: c.get('nonce'), title: CONSOLE_MESSAGES[staff.locale].errors.notFoundTitle, text: CUSTOMERS_MESSAGES[staff.locale].notFound, staff }), 404)
	}

	async function customerPage(
		c: Context<ConsoleEnv>,
		id: number,
		options: { notice?: Notice; daysForm?: DaysFormState; noteError?: string; deletion?: { message: string; reason: string }; status?: 200 | 400 | 409 } = {},
	) {
		const record = await customerRecord(db, id)
		if (!record) return notFound(c)
		return html(c, CustomerPage({ nonce: c.get('nonce'), staff: signedIn(c), record, ...options }), options.status ?? 200)
	}

	app.get('/console/customers/', allow('customers.support'), async (c) => {
		const raw = c.req.query('q') ?? ''
		const query = isAcceptableText(raw) ? raw.slice(0, 254) : ''
		return html(c, CustomersPage({ nonce: c.get('nonce'), staff: signedIn(c), query, rows: await searchCustomers(db, query) }))
	})

	app.get('/console/customers/:id/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const t = CUSTOMERS_MESSAGES[signedIn(c).locale]
		const done = c.req.query('done')
		const dates = (c.req.query('dates') ?? '').slice(0, 1_000)
		const text =
			done === 'paused'
				? fill(t.days.paused, { dates })
				: done === 'resumed'
					? fill(t.days.resumed, { dates })
					: done === 'moved'
						? fill(t.delivery.changed, { dates: formatList(dates.split(',').filter(isIsoDate).slice(0, 120).map(isolate), signedIn(c).locale) })
						: done === 'note'
						? t.notes.added
						: done === 'deleted'
							? t.deletion.deleted
							: undefined
		return customerPage(c, id, { notice: text ? { kind: 'notice', text } : null })
	})

	app.post('/console/customers/:id/days/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody({ all: true })
		const dates = ([] as unknown[]).concat(body.date ?? []).filter((value): value is string => typeof value === 'string')
		const kind = field(body, 'action') === 'resume' ? 'resume' : 'pause'
		const form = { plan: field(body, 'plan'), dates, reason: field(body, 'reason').slice(0, 2_000), override: field(body, 'override') === '1' }
		const result = await changeDays({ db, outbox, now }, staff, id, kind, form)
		if (result.status === 'changed') return c.redirect(`/console/customers/${id}/?${new URLSearchParams({ done: kind === 'pause' ? 'paused' : 'resumed', dates: result.dates.join(', ') })}`, 303)
		const daysForm = { plan: form.plan, reason: isAcceptableText(form.reason) ? form.reason : '', message: daysMessage(staff.locale, result) }
		return customerPage(c, id, { daysForm, status: result.status === 'conflict' ? 409 : 400 })
	})

	async function deliveryDayPage(c: Context<ConsoleEnv>, id: number, dayId: string, form?: DeliveryFormState, status: 200 | 400 | 409 = 200) {
		const staff = signedIn(c)
		const day = await customerDay(db, id, dayId)
		if (!day) return notFound(c)
		const choices = await deliveryChoices(db, id, day.address, siteLocaleOf(staff.locale))
		return html(c, DeliveryDayPage({ nonce: c.get('nonce'), staff, customerId: id, day, choices, form }), status)
	}

	app.get('/console/customers/:id/days/:day/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		return deliveryDayPage(c, id, c.req.param('day'))
	})

	app.post('/console/customers/:id/days/:day/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const staff = signedIn(c)
		const dayId = c.req.param('day')
		const body = await c.req.parseBody()
		const form = {
			where: field(body, 'where').slice(0, 40),
			fromThisDateOn: field(body, 'scope') === 'from-this-date-on',
			reason: field(body, 'reason').slice(0, 2_000),
			override: field(body, 'override') === '1',
			seen: field(body, 'seen').slice(0, 40),
		}
		const result = await changeDeliveryForCustomer({ db, outbox, now }, staff, id, dayId, form)
		if (result.status === 'changed') return c.redirect(`/console/customers/${id}/?${new URLSearchParams({ done: 'moved', dates: result.dates.join(',') })}`, 303)
		if (result.status === 'not-found') return notFound(c)
		const state = { where: form.where, fromThisDateOn: form.fromThisDateOn, reason: isAcceptableText(form.reason) ? form.reason : '', message: deliveryMessage(staff.locale, result) }
		return deliveryDayPage(c, id, dayId, state, result.status === 'conflict' || result.status === 'refused' ? 409 : 400)
	})

	app.post('/console/customers/:id/notes/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const staff = signedIn(c)
		const result = await addNote({ db, now }, staff, id, field(await c.req.parseBody(), 'text').slice(0, 4_000))
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'invalid') return customerPage(c, id, { noteError: CUSTOMERS_MESSAGES[staff.locale].notes.invalid, status: 400 })
		return c.redirect(`/console/customers/${id}/?done=note`, 303)
	})

	app.post('/console/customers/:id/delete/', allow('customers.support'), async (c) => {
		const id = rowIdOf(c.req.param('id'))
		if (id === null) return notFound(c)
		const staff = signedIn(c)
		const body = await c.req.parseBody()
		const form = { confirm: field(body, 'confirm').slice(0, 254), reason: field(body, 'reason').slice(0, 2_000) }
		const result = await deleteOnRequest({ db, outbox, now, publicOrigin }, staff, id, form)
		if (result.status === 'not-found') return notFound(c)
		if (result.status === 'deleted') return c.redirect(`/console/customers/${id}/?done=deleted`, 303)
		const t = CUSTOMERS_MESSAGES[staff.locale].deletion
		const message = result.status === 'blocked' ? t.blocked : t.errors[result.error]
		return customerPage(c, id, { deletion: { message, reason: isAcceptableText(form.reason) ? form.reason : '' }, status: result.status === 'blocked' ? 409 : 400 })
	})
}
