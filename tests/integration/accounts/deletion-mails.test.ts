/**
 * Deleting an account removes the account's e-mails from the outbox, not everything queued to its
 * address. Accounts are made without proving the address is the registrant's (decision 014): a
 * stranger who registered with someone's e-mail and then deleted the account dropped that
 * person's queued guest-order e-mails (the payment link customer care sent them, a confirmation).
 *
 * Before (this file against the deletion by address): the guest order's payment link, the other
 * account's order e-mail and the queued row of no recorded owner were deleted with the account, so
 * the first test failed; the account's own e-mails went either way.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createSessionStore } from '../../../server/auth/sessions.ts'
import { resendPaymentLink } from '../../../server/console/orders/order-actions.ts'
import { customers, orders, outbox } from '../../../server/db/schema.ts'
import { createRateLimits } from '../../../server/http/rate-limits.ts'
import { createCheckoutTestApp, createOrder, ORIGIN } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { asSignedInStaff, enrolledStaff } from '../support/staff.ts'
import { accountApiApp } from '../support/account-api.ts'

const { db } = await createTestDatabase()
const checkout = createCheckoutTestApp(db)
const sessions = createSessionStore(db)
// Nothing is sent: every e-mail stays queued, as it would be in the minute before the job sends it.
const accounts = { sessions, rateLimits: createRateLimits(db.$client), https: true, outbox: { dispatch() {} } }
const app = accountApiApp({ db, accounts, publicOrigin: ORIGIN })
const manager = asSignedInStaff(await enrolledStaff(db, 'manager'), 'manager')

let lastAddress = 0
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
	app.request(`${ORIGIN}/client/api/v1${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': `198.51.100.${++lastAddress}`, ...headers },
		body: JSON.stringify(body),
	})

const PASSWORD = 'lantern-orbit-sage-72'

/** An account through the real registration (its welcome e-mail queued); its session cookie. */
async function registered(email: string, firstName: string) {
	const response = await post('/register', { first_name: firstName, last_name: 'Khan', email, mobile_number: '050 123 4567', password: PASSWORD, terms: true })
	expect(response.status).toBe(201)
	const token = /^session=([^;]*)/.exec(response.headers.getSetCookie().find((cookie) => cookie.startsWith('session=')) ?? '')?.[1] ?? ''
	const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))
	return { id: row!.id, cookie: { Cookie: `session=${token}` } }
}

/** An unpaid order with this e-mail (a guest's, or joined to `customerId`), and customer care's e-mail with its payment link, queued. */
async function unpaidOrderWithPaymentLink(email: string, customerId: number | null) {
	const made = await createOrder(checkout.request, { email })
	const [order] = await db.update(orders).set({ customerId }).where(eq(orders.publicId, made.id)).returning({ id: orders.id })
	const sent = await resendPaymentLink({ db, outbox: { dispatch() {} }, now: () => new Date() }, checkout.checkout.orderMails, manager, order!.id)
	expect(sent.status).toBe('done')
	return order!.id
}

const mailsTo = (email: string) =>
	db
		.select({ subject: outbox.subject, status: outbox.status, customerId: outbox.customerId, orderId: outbox.orderId })
		.from(outbox)
		.where(eq(sql`lower(${outbox.to})`, email))
		.orderBy(asc(outbox.id))

test('an account made with a stranger’s address, deleted: its own e-mails go, the stranger’s guest-order e-mail and other accounts’ stay queued', async () => {
	const shared = 'layla.stranger@example.com'
	// The stranger's guest order: customer care sent its payment link, still queued.
	const guestOrderId = await unpaidOrderWithPaymentLink(shared, null)
	// Someone registers with the stranger's address, asks for a reset code, and makes an order in the account.
	const impostor = await registered(shared, 'Mallory')
	expect((await post('/password-reset', { email: shared })).status).toBe(202)
	const ownOrderId = await unpaidOrderWithPaymentLink(shared, impostor.id)
	// Another account whose order was typed with the same address: that account's e-mail, not this one's.
	const other = await registered('omar.other@example.com', 'Omar')
	const othersOrderId = await unpaidOrderWithPaymentLink(shared, other.id)
	// Rows written before migration 0035 say nothing of whose they are: one sent, one still queued.
	await db.insert(outbox).values([
		{ to: shared, subject: 'Older, sent', text: 'Hello', html: '<p>Hello</p>', status: 'sent', sentAt: new Date() },
		{ to: shared, subject: 'Older, queued', text: 'Hello', html: '<p>Hello</p>' },
	])
	const before = await mailsTo(shared)
	expect(before.map((mail) => [mail.customerId, mail.orderId])).toEqual([
		[null, guestOrderId],
		[impostor.id, null],
		[impostor.id, null],
		[impostor.id, ownOrderId],
		[other.id, othersOrderId],
		[null, null],
		[null, null],
	])

	const response = await post('/account/delete', { password: PASSWORD }, impostor.cookie)
	expect(response.status).toBe(200)

	const after = await mailsTo(shared)
	expect(after).toEqual([
		{ ...before[0], status: 'pending' },
		before[4],
		before[6],
		// The deletion's confirmation: the account's last e-mail.
		expect.objectContaining({ customerId: impostor.id, orderId: null, status: 'pending' }),
	])
	expect(after[0]!.subject).toBe(before[0]!.subject)
	expect(after[3]!.subject).toMatch(/deleted/i)
	// The other account's own e-mail (its welcome) is untouched.
	expect((await mailsTo('omar.other@example.com')).map((mail) => mail.customerId)).toEqual([other.id])
})

test('an account made at checkout: its held account e-mail, written before migration 0035 with no owner, goes with it (found by the order’s account_mail_id)', async () => {
	const email = 'sami.checkout@example.com'
	const account = await registered(email, 'Sami')
	const orderId = await unpaidOrderWithPaymentLink(email, account.id)
	// What checkout-account.ts holds for an order: an e-mail released when the order is paid; before migration 0035 with no owner.
	const [held] = await db.insert(outbox).values({ to: email, subject: 'Your kcal account', text: 'Hello', html: '<p>Hello</p>', nextAttemptAt: sql`'infinity'` }).returning({ id: outbox.id })
	await db.update(orders).set({ accountMailId: held!.id }).where(eq(orders.id, orderId))

	expect((await post('/account/delete', { password: PASSWORD }, account.cookie)).status).toBe(200)
	const left = await mailsTo(email)
	expect(left).toEqual([expect.objectContaining({ customerId: account.id, orderId: null, status: 'pending' })])
	expect((await db.select({ accountMailId: orders.accountMailId }).from(orders).where(eq(orders.id, orderId)))[0]?.accountMailId).toBeNull()
})
