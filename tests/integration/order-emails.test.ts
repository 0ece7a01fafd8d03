/**
 * The order e-mails through the real HTTP app, the payment sandbox, PostgreSQL and an SMTP
 * server: paying an order queues its confirmation once (a replayed gateway answer or a second
 * try changes nothing), and an order left unpaid gets one reminder whose link opens its payment
 * step, whoever runs the job and however often.
 *
 * Pages come from a stand-in, except /dashboard/payment/, which runs the real route's
 * middleware and loader so the reminder's link is followed as a browser would.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { RouterContextProvider } from 'react-router'
import { afterAll, describe, expect, test } from 'vitest'
import { localeContext, servicesContext } from '../../app/context.ts'
import { ORDER_EMAILS } from '../../content/emails/order-emails.ts'
import { i18nFor } from '../../app/i18n/catalogues.server.ts'
import { loader as paymentLinkLoader, middleware as paymentLinkMiddleware } from '../../app/routes/dashboard-payment.tsx'
import { splitLocalePath } from '../../domain/locale.ts'
import { orderNumber } from '../../domain/order.ts'
import { deliveryDates } from '../../domain/delivery-schedule.ts'
import { formatAed } from '../../domain/money.ts'
import { formatFullDate } from '../../domain/text-template.ts'
import type { AppRequestHandler } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { closedDates, orders, outbox as outboxTable } from '../../server/db/schema.ts'
import { getCachedPlan } from '../../server/db/queries/plans.ts'
import { createHttpApp } from '../../server/http/create-app.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { createOutbox } from '../../server/mail/outbox.ts'
import { createCheckout } from '../../server/orders/checkout.ts'
import { createOrderMails } from '../../server/orders/order-mails.ts'
import { generateInstallationSecrets } from '../../server/secrets/installation-secrets.ts'
import { createTestDatabase } from './support/database.ts'
import { CARDS, createOrder, orderBody, ORIGIN, postForm, postOrder, returnToShop, tokenize } from './support/checkout.ts'
import { signedInCustomer } from './support/plans.ts'
import { startTestSmtpServer, waitForOutboxAfterAll } from './support/smtp.ts'

const smtp = await startTestSmtpServer()
const { db } = await createTestDatabase()
waitForOutboxAfterAll(db)

const config = loadConfig({ PUBLIC_ORIGIN: ORIGIN, PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'silent', SMTP_URL: smtp.url })
const logger = pino({ level: 'silent' })
const outbox = createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
afterAll(() => outbox.stop())

/** /dashboard/payment/ as the page runs it (payment-token middleware, then the loader); a stand-in for every other page. */
const pages: AppRequestHandler = async (request, services) => {
	const url = new URL(request.url)
	const { locale, path } = splitLocalePath(url.pathname)
	if (path !== '/dashboard/payment/') {
		return new Response(`<!doctype html><p>page ${url.pathname}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
	}
	const context = new RouterContextProvider()
	context.set(servicesContext, services)
	context.set(localeContext, i18nFor(locale))
	const args = { request, context, params: {}, url, pattern: '' } as never
	try {
		for (const step of paymentLinkMiddleware) await step(args, async () => new Response())
		await paymentLinkLoader(args)
		return new Response('<!doctype html><p>no payment link</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

// The sandbox posts its notifications back to the app (made below, before any is sent); tracked so a test can wait for them.
const inFlight = new Set<Promise<unknown>>()
const callBack: typeof fetch = async (input, init) => {
	const handled = Promise.resolve(app.request(input instanceof Request ? input : String(input), init))
	inFlight.add(handled)
	try {
		return await handled
	} finally {
		inFlight.delete(handled)
	}
}
const secrets = generateInstallationSecrets({ signingSecrets: undefined, paymentsMode: 'sandbox' })
const checkout = createCheckout({ config, secrets, db, logger, outbox, callBack })
const app = createHttpApp({ config, logger, db, appHandler: pages, checkout, secrets, outbox, clientDir: mkdtempSync(join(tmpdir(), 'kcal-static-')), buildId: 'test-build' })
const request = (path: string, init: RequestInit = {}) => app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init)

/** Every callback of the sandbox handled and every e-mail sent (or failed into the outbox). */
async function settled() {
	for (let round = 0; round < 50; round += 1) {
		await new Promise((resolve) => setTimeout(resolve, 5))
		if (inFlight.size === 0) break
		await Promise.allSettled([...inFlight])
	}
	await outbox.idle()
}

const mailsTo = (email: string) => db.select().from(outboxTable).where(eq(outboxTable.to, email)).orderBy(outboxTable.id)
const storedOrder = async (publicId: string) => (await db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!
const setUpdatedAt = (publicId: string, ago: string, status?: 'draft' | 'failed') =>
	db
		.update(orders)
		.set({ updatedAt: sql`now() - ${ago}::interval`, ...(status ? { status } : {}) })
		.where(eq(orders.publicId, publicId))

describe('order confirmation', () => {
	test('paying through the sandbox queues exactly one confirmation, and a replayed answer none more', async () => {
		const order = await createOrder(request, { email: 'paid@example.com' })
		const answer = await tokenize(request, order.id, CARDS.paid)
		await returnToShop(request, answer)
		await settled()

		const paid = await storedOrder(order.id)
		expect(paid.status).toBe('paid')
		expect(paid.confirmationSentAt).toBeInstanceOf(Date)
		const queued = await mailsTo('paid@example.com')
		expect(queued).toHaveLength(1)
		expect(queued[0]!.subject).toBe(`Your kcal order ${orderNumber(paid.id)} is confirmed`)
		expect(queued[0]!.subject).toContain(order.number)
		expect(queued[0]).toMatchObject({ status: 'sent' })

		// The gateway's answer again, the confirmation asked for again, the job's catch-up: nothing more.
		await returnToShop(request, answer)
		await postForm(request, answer.action, answer.fields)
		await settled()
		expect(await db.transaction((tx) => checkout.orderMails.queueConfirmation(tx, paid.id))).toEqual([])
		expect(await checkout.orderMails.confirmMissed(new Date(Date.now() + 10 * 60_000))).toBe(0)
		expect(await mailsTo('paid@example.com')).toHaveLength(1)
		expect((await storedOrder(order.id)).confirmationSentAt).toEqual(paid.confirmationSentAt)

		// What arrived: the sandbox line, and a link to the order page whose token names this order.
		const [received] = smtp.received.filter((mail) => mail.to.includes('paid@example.com'))
		expect(received?.subject).toBe(queued[0]!.subject)
		expect(received?.text).toContain('Test order: no real money was taken.')
		const link = /https:\/\/kcal\.example\/meal-plans\/thank-you\/\?\S+/.exec(received?.text ?? '')?.[0]
		expect(link).toBeDefined()
		const query = new URL(link!).searchParams
		expect(query.get('order')).toBe(order.id)
		expect(checkout.readPaymentLinkToken(query.get('token'))).toEqual({ ok: true, payload: order.id })
		expect(received?.html).toContain(`href="${link!.replace('&', '&amp;')}"`)
	})

	test('an order that is not paid gets no confirmation', async () => {
		const order = await createOrder(request, { email: 'unpaid-confirm@example.com' })
		const row = await storedOrder(order.id)
		expect(await db.transaction((tx) => checkout.orderMails.queueConfirmation(tx, row.id))).toEqual([])
		expect(await mailsTo('unpaid-confirm@example.com')).toHaveLength(0)
		expect((await storedOrder(order.id)).confirmationSentAt).toBeNull()
	})

	test('a signed-in customer’s plan is changed in My plan (localized link); a guest’s through customer care', async () => {
		const { auth, email } = await signedInCustomer(db, 'Mira')
		const response = await postOrder(request, await orderBody(request, { email }), { locale: 'ru-ae', headers: auth })
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: { id: string } }
		await returnToShop(request, await tokenize(request, data.id, CARDS.paid))
		await settled()
		const [mine] = await mailsTo(email)
		expect(mine?.text).toContain(`${ORIGIN}/ru-ae/account/plan/`)
		expect(mine?.text).toContain(ORDER_EMAILS['ru-ae'].confirmation.manage)
		expect(mine?.text).not.toContain(ORDER_EMAILS['ru-ae'].confirmation.newAccount)

		const guest = await createOrder(request, { email: 'guest-changes@example.com' })
		await returnToShop(request, await tokenize(request, guest.id, CARDS.paid))
		await settled()
		const [theirs] = await mailsTo('guest-changes@example.com')
		expect(theirs?.text).toContain('Need to change your delivery address or pause your plan? Call us on')
		expect(theirs?.text).not.toContain('/account/plan/')
	})

	test('the confirmation is in the order’s language', async () => {
		const response = await postOrder(request, await orderBody(request, { email: 'arabic@example.com' }), { locale: 'ar-ae' })
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: { id: string } }
		await returnToShop(request, await tokenize(request, data.id, CARDS.paid))
		await settled()
		const [mail] = await mailsTo('arabic@example.com')
		expect(mail?.subject).toBe(`تم تأكيد طلبك ${orderNumber((await storedOrder(data.id)).id)} من kcal`)
		expect(mail?.html).toContain('dir="rtl"')
		expect(mail?.html).toContain(`${ORIGIN}/ar-ae/meal-plans/thank-you/?order=${data.id}&amp;token=`)
	})
})

describe('what the e-mails say about the order (issue 20, item 7)', () => {
	test('the confirmation names the add-on, the discount and the last delivery day the payment booked (a closed date moves it)', async () => {
		const plan = await getCachedPlan(db, 'international', 'en')
		const addon = plan!.addons[0]!
		const variant = addon.variants[0]!
		const base = await orderBody(request, { email: 'details@example.com' })
		const choice = { plan: 'international', size: 'regular', days_per_week: 6, number_of_weeks: 1, addon_variant: variant.id, discount_code: ['WELCOME15'] }
		const priced = await request('/client/api/v1/price', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(choice) })
		const { data: price } = (await priced.json()) as { data: { total: number; discounts: Array<{ amount: number }> } }
		expect(price.discounts).toHaveLength(1)
		// The kitchen closes on the second delivery day: the plan's last day moves one delivery day later.
		const naive = deliveryDates(String(base.start_date), 6, 1)
		await db.insert(closedDates).values({ date: naive[1]!, note: 'Test holiday' })
		try {
			const response = await postOrder(request, { ...base, ...choice, expected_total: price.total })
			expect(response.status).toBe(201)
			const { data } = (await response.json()) as { data: { id: string } }
			await returnToShop(request, await tokenize(request, data.id, CARDS.paid))
			await settled()
			const row = await storedOrder(data.id)
			const { last } = (await db.execute(sql`select max(date)::text as last from deliveries where order_id = ${row.id}`)).rows[0] as { last: string }
			expect(last).not.toBe(naive.at(-1))
			const [mail] = await mailsTo('details@example.com')
			expect(mail?.text).toContain(`Add-on: ${addon.name} (${variant.name})`)
			expect(mail?.text).toContain(`Discount: ${formatAed(price.discounts[0]!.amount, 'en-GB')} off with the code WELCOME15`)
			expect(mail?.text).toContain(`Last delivery: ${formatFullDate(last, 'en-GB')}`)
			expect(mail?.html).toContain(formatFullDate(last, 'en-GB'))
		} finally {
			await db.delete(closedDates).where(eq(closedDates.date, naive[1]!))
		}
	})

	test('the reminder of an unpaid order names its last delivery day with the closed dates known', async () => {
		const base = await orderBody(request, { email: 'remind-details@example.com' })
		const naive = deliveryDates(String(base.start_date), 6, 1)
		await db.insert(closedDates).values({ date: naive[2]!, note: 'Test holiday' })
		try {
			const response = await postOrder(request, base)
			const { data } = (await response.json()) as { data: { id: string } }
			await setUpdatedAt(data.id, '2 hours')
			await checkout.sendDueOrderMails()
			await settled()
			const [mail] = await mailsTo('remind-details@example.com')
			const moved = deliveryDates(String(base.start_date), 6, 1, [naive[2]!]).at(-1)!
			expect(moved).not.toBe(naive.at(-1))
			expect(mail?.text).toContain(`Last delivery: ${formatFullDate(moved, 'en-GB')}`)
		} finally {
			await db.delete(closedDates).where(eq(closedDates.date, naive[2]!))
		}
	})
})

describe('payment reminder', () => {
	test('an order left unpaid for two hours gets one reminder whose link opens its payment step', async () => {
		const order = await createOrder(request, { email: 'remind@example.com' })
		await setUpdatedAt(order.id, '2 hours')

		const first = await checkout.sendDueOrderMails()
		expect(first.reminded).toBeGreaterThanOrEqual(1)
		await settled()
		const queued = await mailsTo('remind@example.com')
		expect(queued).toHaveLength(1)
		expect(queued[0]).toMatchObject({ subject: 'Your order is waiting: complete your payment', status: 'sent' })
		expect((await storedOrder(order.id)).paymentReminderSentAt).toBeInstanceOf(Date)

		const [received] = smtp.received.filter((mail) => mail.to.includes('remind@example.com'))
		expect(received?.text).toContain('Nothing has been charged yet')
		const link = /https:\/\/kcal\.example\/dashboard\/payment\/\?token=\S+/.exec(received?.text ?? '')?.[0]
		expect(link).toBeDefined()
		expect(received?.html).toContain(`href="${link}"`)
		const opened = await request(link!)
		expect(opened.status).toBe(303)
		expect(opened.headers.get('Location')).toBe(`/meal-plans/checkout/?order=${order.id}`)
		expect(opened.headers.get('Set-Cookie')).toMatch(/^order_access=[^;]+; Path=\/; HttpOnly; SameSite=Lax/)

		// The next minute, and the one after: nothing more.
		expect((await checkout.sendDueOrderMails()).reminded).toBe(0)
		expect(await checkout.orderMails.remindUnpaid(new Date())).toBe(0)
		await settled()
		expect(await mailsTo('remind@example.com')).toHaveLength(1)
	})

	test('only drafts and failed orders between one hour and three days old, and only the customer’s latest order', async () => {
		const cases = {
			recent: await createOrder(request, { email: 'recent@example.com' }),
			old: await createOrder(request, { email: 'old@example.com' }),
			failed: await createOrder(request, { email: 'failed@example.com' }),
			superseded: await createOrder(request, { email: 'twice@example.com' }),
		}
		const latest = await createOrder(request, { email: 'twice@example.com' })
		await setUpdatedAt(cases.recent.id, '30 minutes')
		await setUpdatedAt(cases.old.id, '4 days')
		await setUpdatedAt(cases.failed.id, '3 hours', 'failed')
		await setUpdatedAt(cases.superseded.id, '5 hours')
		await setUpdatedAt(latest.id, '2 hours')

		await checkout.orderMails.remindUnpaid(new Date())
		await settled()
		expect(await mailsTo('recent@example.com')).toHaveLength(0)
		expect(await mailsTo('old@example.com')).toHaveLength(0)
		expect(await mailsTo('failed@example.com')).toHaveLength(1)
		const twice = await mailsTo('twice@example.com')
		expect(twice).toHaveLength(1)
		expect(twice[0]!.text).toContain(orderNumber((await storedOrder(latest.id)).id))
		expect((await storedOrder(cases.superseded.id)).paymentReminderSentAt).toBeNull()
	})

	test('two instances running the job at once send one reminder', async () => {
		const order = await createOrder(request, { email: 'race@example.com' })
		await setUpdatedAt(order.id, '2 hours')
		const instance = () =>
			createOrderMails({
				db,
				outbox,
				logger,
				publicOrigin: ORIGIN,
				company: config.company,
				sandbox: true,
				paymentLinkToken: checkout.paymentLinkToken,
			})
		const now = new Date()
		await Promise.all([instance().remindUnpaid(now), instance().remindUnpaid(now), checkout.orderMails.remindUnpaid(now)])
		await settled()
		expect(await mailsTo('race@example.com')).toHaveLength(1)
	})
})


describe('invisible direction controls in what the customer typed', () => {
	// Bidi overrides, embeddings and isolates, the zero-width space and the byte-order mark.
	const INVISIBLE = /[\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/u

	test('an order whose name and address carry them stores and e-mails them without', async () => {
		const body = await orderBody(request, { email: 'override@example.com' })
		body.first_name = '\u202ELayla\u202C'
		body.last_name = 'Had\u2067dad\u2069'
		body.delivery_address = { ...body.delivery_address, building_name: 'Marina\u200B Heights\u202E', flat_number: '\uFEFF1204', notes: 'Gate \u202D2\u202C' }
		const response = await postOrder(request, body)
		expect(response.status).toBe(201)
		const { data } = (await response.json()) as { data: { id: string } }

		const stored = await storedOrder(data.id)
		expect({ first: stored.firstName, last: stored.lastName }).toEqual({ first: 'Layla', last: 'Haddad' })
		expect(stored.deliveryAddress).toMatchObject({ building_name: 'Marina Heights', flat_number: '1204', notes: 'Gate 2' })

		await returnToShop(request, await tokenize(request, data.id, CARDS.paid))
		await settled()
		const [received] = smtp.received.filter((mail) => mail.to.includes('override@example.com'))
		expect(received?.text).toContain('Layla')
		expect(received?.text).not.toMatch(INVISIBLE)
		expect(received?.html).not.toMatch(INVISIBLE)
	})
})
