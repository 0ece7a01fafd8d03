/**
 * Deleting an account (issue 6 item 5), for POST /client/api/v1/account/delete and the
 * /user-deletion/ page's action alike. The signed-in customer types the password again; then, in
 * one transaction:
 * - the confirmation e-mail is queued to the address being deleted (the last thing about the
 *   account sent to it), and the account's earlier outbox rows are removed (`deleteAccountMails`):
 *   its own, never those of a guest or another account that merely went to the same address;
 * - the customer row is anonymised, not deleted: e-mail, password, mobile, gender, date of birth
 *   and sign-up attribution (meta: UTM, click ids, user agent, IP) are erased, the names become a
 *   neutral placeholder and deleted_at is set. The row stays so the orders that pointed at it and
 *   any foreign key keep a valid target, and the check constraint ties deleted_at to the erased
 *   e-mail and password, so a deleted row can never log in;
 * - addresses, delivery preferences, saved cards (the gateway tokens we held), reset codes and
 *   every session are deleted: the customer is logged out on every device;
 * - the account's orders are detached (customer_id null) and anonymised, see `anonymiseOrders`.
 *
 * What is kept, and why (also on the page, content/pages/user-deletion.ts): UAE VAT law (Federal
 * Decree-Law No. 8 of 2017, art. 78, and the Tax Procedures law) makes a registrant keep its tax
 * invoices and the records behind them for at least five years. For a PAID order we therefore
 * keep what the tax invoice we issued says and what an audit checks it against: invoice number,
 * date, plan and what was ordered, prices, discounts, VAT, and the name it was made out to. The
 * name stays because the invoice we issued carries it: a record that no longer shows whom the
 * supply was made to no longer matches the invoice the customer holds, and a name alone,
 * separated from the account, with no contact details, is the least that still identifies it.
 * The emirate (city) and area of delivery stay too: VAT returns report supplies per emirate. What
 * no invoice needs goes: e-mail, mobile number, flat, building, street, landmark, driver notes,
 * map position, allergies, the consultation booking. An UNPAID order (draft, failed, cancelled)
 * had no invoice: its name goes as well, and it is cancelled so it can no longer be paid or
 * reminded about. Payment records keep amount, method and the masked card number (refunds and
 * chargebacks), and the gateway answers stored with them lose the e-mail, name, IP address and
 * phone the gateway echoed.
 *
 * Only orders linked to the account (customer_id) are touched, not guest orders that merely
 * carry the same e-mail: registration does not prove the address is the registrant's, and
 * erasing a stranger's delivery address would stop their meals.
 *
 * Deletion is refused (409) while a plan is still being delivered or a payment is in progress:
 * erasing the address would stop meals that were paid for, and a payment settling after the
 * deletion would have nowhere to send its confirmation. The page says so before asking anything.
 *
 * Wrong passwords count against the log-in limits (per address and per account), so a stolen
 * session cannot be used to guess the password here instead of at the log-in.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { DELETION_MESSAGES, type DeletionMessages } from '../../content/account-messages/deletion.ts'
import { formatCalendarDate } from '../../domain/text-template.ts'
import { deliveryDates, uaeClock } from '../../domain/delivery-schedule.ts'
import { getLocale, type LocaleCode } from '../../domain/locale.ts'
import { isDaysPerWeek, isWeeks } from '../../domain/plan-pricing.ts'
import type { AccountServices } from '../auth/account-services.ts'
import { verifyPassword } from '../auth/passwords.ts'
import type { Database, Transaction } from '../db/client.ts'
import { eraseBagHolders } from '../db/queries/bag-movements.ts'
import { accountAttempt } from '../http/rate-limits.ts'
import {
	customerAddresses,
	customerNotes,
	customers,
	deliveryPreferences,
	orders,
	outbox,
	passwordResetCodes,
	paymentEvents,
	payments,
	savedCards,
	sessions,
} from '../db/schema.ts'
import { accountDeletedMail } from '../mail/account-deleted-template.ts'
import { queueMails } from '../mail/outbox.ts'
import { fill } from '../mail/templates.ts'

/** What a deleted customer row is called: neutral, in no one's language in particular. */
export const DELETED_NAME = { firstName: 'Deleted', lastName: 'customer' } as const

/** Longer than any password we accept; not hashed (scrypt on megabytes would be a gift to an attacker). */
const MAX_PASSWORD_LENGTH = 1024

/** The delivery address fields erased from a kept order; city, area, slot and timing stay (VAT per emirate). */
const ERASED_ADDRESS = {
	flat_number: '',
	building_name: '',
	street: '',
	landmark: '',
	notes: '',
	custom_delivery_instructions: '',
	latitude: null,
	longitude: null,
}

/**
 * Personal fields the gateways echo in the answers kept in payment_events (card fields are never
 * kept), and a card to save that an attempt never paid still holds (payment-service's card_to_keep).
 */
const ECHOED_PERSONAL_FIELDS = ['customer_email', 'customer_name', 'customer_ip', 'phone_number', 'buyer', 'email', 'phone', 'name', 'card_to_keep']

export type DeletionBlocker = { code: 'active_plan' | 'payment_in_progress'; message: string }

export type DeletionRequest = {
	customer: { id: number; email: string }
	password: unknown
	/** The language of the page or of `?locale=`: messages and the e-mail use it. */
	locale: LocaleCode
	clientIp: string
}

export type DeletionResult =
	| { status: 'deleted'; message: string; outboxIds: number[] }
	| { status: 'invalid'; message: string }
	| { status: 'wrong-password'; message: string }
	| { status: 'rate-limited'; message: string; retryAfterSeconds: number }
	| { status: 'blocked'; code: DeletionBlocker['code']; message: string }
	/** The account was deleted meanwhile (another tab, another device): the session is no more. */
	| { status: 'gone' }

export type AccountDeletionOptions = {
	db: Database
	rateLimits: AccountServices['rateLimits']
	/** PUBLIC_ORIGIN: the e-mail links our contact page. */
	publicOrigin: string
	now?: () => Date
}

/** "in 15 minutes", in the language of the message, with Latin digits like the rest of the site. */
function retryWhen(seconds: number, locale: LocaleCode) {
	const format = new Intl.RelativeTimeFormat(`${getLocale(locale).language}-u-nu-latn`, { numeric: 'auto' })
	return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute')
}

type OrderForBlocker = { status: string; startDate: string; daysPerWeek: number; weeks: number }

/** Why these orders keep the account open at `now`, or null. */
function blockerOf(rows: readonly OrderForBlocker[], now: Date, messages: DeletionMessages, locale: LocaleCode): DeletionBlocker | null {
	if (rows.some((row) => row.status === 'pending_payment')) return { code: 'payment_in_progress', message: messages.paymentInProgress }
	const today = uaeClock(now).date
	let lastDelivery: string | null = null
	for (const row of rows) {
		if (row.status !== 'paid') continue
		// A plan whose shape we cannot read is treated as running until its start date at least.
		const last = isDaysPerWeek(row.daysPerWeek) && isWeeks(row.weeks) ? (deliveryDates(row.startDate, row.daysPerWeek, row.weeks).at(-1) ?? row.startDate) : row.startDate
		if (last >= today && (lastDelivery === null || last > lastDelivery)) lastDelivery = last
	}
	if (lastDelivery === null) return null
	return { code: 'active_plan', message: fill(messages.activePlan, { date: formatCalendarDate(lastDelivery, getLocale(locale).language) }) }
}

const orderFields = { status: orders.status, startDate: orders.startDate, daysPerWeek: orders.daysPerWeek, weeks: orders.weeks }

/**
 * The erasure itself, in the caller's transaction: the customer's row locked (a second deletion
 * waits, then finds it gone), refused while a plan runs or a payment is in flight, otherwise
 * every personal record erased or anonymised and the confirmation e-mail queued. The customer's
 * own page (after the password) and customer care acting on a request (the console) both use it.
 * `email`: the address the account had, for what is keyed by it.
 */
export async function eraseAccount(tx: Transaction, { customerId, locale, at, publicOrigin }: { customerId: number; locale: LocaleCode; at: Date; publicOrigin: string }) {
	// Locked: a second deletion (another tab) waits here and then finds the row gone.
	const [customer] = await tx
		.select({ id: customers.id, email: customers.email, firstName: customers.firstName })
		.from(customers)
		.where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
		.for('update')
	if (!customer?.email) return { status: 'gone' } as const
	const owned = await tx
		.select({ id: orders.id, email: orders.email, accountMailId: orders.accountMailId, ...orderFields })
		.from(orders)
		.where(eq(orders.customerId, customer.id))
		.for('update')
	const blocker = blockerOf(owned, at, DELETION_MESSAGES[locale], locale)
	if (blocker) return { status: 'blocked', ...blocker } as const

	await deleteAccountMails(tx, { id: customer.id, email: customer.email }, owned)
	const outboxIds = await queueMails(
		tx,
		[accountDeletedMail({ to: customer.email, firstName: customer.firstName, locale, deletedAt: at, siteUrl: publicOrigin })],
		{ customerId: customer.id },
	)

	await anonymiseOrders(
		tx,
		owned.map((order) => order.id),
		at,
	)
	await tx.delete(sessions).where(eq(sessions.customerId, customer.id))
	await tx.delete(deliveryPreferences).where(eq(deliveryPreferences.customerId, customer.id))
	await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customer.id))
	await tx.delete(savedCards).where(eq(savedCards.customerId, customer.id))
	await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.customerId, customer.id))
	// What staff noted about the customer (the console) goes with the account.
	await tx.delete(customerNotes).where(eq(customerNotes.customerId, customer.id))
	await tx
		.update(customers)
		.set({
			email: null,
			passwordHash: null,
			mobileNumber: null,
			gender: null,
			birthDate: null,
			...DELETED_NAME,
			meta: {},
			deletedAt: at,
			updatedAt: at,
		})
		.where(eq(customers.id, customer.id))
	return { status: 'deleted', outboxIds, email: customer.email } as const
}


/**
 * The account's earlier e-mails (welcome, codes, notices, order confirmations with the delivery
 * address) are personal data too: they go, sent or not. Which are the account's is what the row
 * says (`outbox.customer_id`, `order_id`: server/mail/outbox.ts), never the address alone. An
 * account is made without proving the address is the registrant's (decision 014), so by the
 * address alone an account made with a stranger's e-mail would, deleted, drop the stranger's
 * queued confirmation or payment reminder of a guest order. Removed:
 * - rows of the account, and rows about its orders (those queued before an order joined it too);
 * - the held e-mail of an account made at checkout (`orders.account_mail_id` of its orders);
 * - rows to the account's addresses that were already sent and say nothing of whose they are:
 *   written before migration 0035 (or a contact form's acknowledgement). A copy already sent is
 *   nothing anyone waits for, and it is the account's own as likely as anyone's; one still queued
 *   of those is left to go out.
 */
async function deleteAccountMails(tx: Transaction, customer: { id: number; email: string }, owned: readonly { id: number; email: string; accountMailId: number | null }[]) {
	const addresses = [...new Set([customer.email, ...owned.map((order) => order.email)].map((address) => address.trim().toLowerCase()).filter(Boolean))]
	const orderIds = owned.map((order) => order.id)
	const heldMailIds = owned.flatMap((order) => (order.accountMailId === null ? [] : [order.accountMailId]))
	await tx
		.delete(outbox)
		.where(
			or(
				eq(outbox.customerId, customer.id),
				orderIds.length > 0 ? inArray(outbox.orderId, orderIds) : undefined,
				heldMailIds.length > 0 ? inArray(outbox.id, heldMailIds) : undefined,
				and(isNull(outbox.customerId), isNull(outbox.orderId), eq(outbox.status, 'sent'), inArray(sql`lower(${outbox.to})`, addresses)),
			),
		)
}

export function createAccountDeletion({ db, rateLimits, publicOrigin, now = () => new Date() }: AccountDeletionOptions) {

	/** The log-in limits this password check spends, keyed as log-in keys them. */
	const attemptOf = (request: DeletionRequest) =>
		accountAttempt(
			{ perIp: rateLimits.loginPerIp, perAccountFromIp: rateLimits.loginPerAccountFromIp, perAccount: rateLimits.loginPerAccount },
			request.customer.email,
			request.clientIp,
		)

	return {
		/** Why the customer cannot delete the account right now (the page shows it instead of the form), or null. */
		async blocker(customerId: number, locale: LocaleCode): Promise<DeletionBlocker | null> {
			const rows = await db
				.select(orderFields)
				.from(orders)
				.where(and(eq(orders.customerId, customerId), inArray(orders.status, ['paid', 'pending_payment'])))
			return blockerOf(rows, now(), DELETION_MESSAGES[locale], locale)
		},

		async deleteAccount(request: DeletionRequest): Promise<DeletionResult> {
			const messages = DELETION_MESSAGES[request.locale]
			const { password } = request
			if (typeof password !== 'string' || password.length === 0) return { status: 'invalid', message: messages.passwordMissing }

			// Spent before the check, so parallel tries cannot overtake the count; the right password gives it back.
			const attempt = attemptOf(request)
			const verdict = await attempt.consume()
			if (!verdict.ok) {
				const wait = verdict.retryAfterSeconds
				return { status: 'rate-limited', message: fill(messages.tooManyRequests, { when: retryWhen(wait, request.locale) }), retryAfterSeconds: wait }
			}
			const [stored] = await db
				.select({ passwordHash: customers.passwordHash })
				.from(customers)
				.where(and(eq(customers.id, request.customer.id), isNull(customers.deletedAt)))
				.limit(1)
			if (!stored?.passwordHash) return { status: 'gone' }
			const matches = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, stored.passwordHash))
			if (!matches) return { status: 'wrong-password', message: messages.passwordWrong }
			await attempt.refund()

			const at = now()
			const outcome = await db.transaction((tx) => eraseAccount(tx, { customerId: request.customer.id, locale: request.locale, at, publicOrigin }))
			if (outcome.status !== 'deleted') return outcome

			// The per-account counters are keyed by the e-mail (those per address too): forget them with the address.
			await Promise.all([
				...[rateLimits.loginPerAccount, rateLimits.resetPerAccount, rateLimits.otpPerAccount].map((limit) => limit.reset(request.customer.email)),
				attempt.clearFromAddress(),
			]).catch(() => {})
			return { status: 'deleted', message: messages.deleted, outboxIds: outcome.outboxIds }
		},
	}
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>

/** Detaches and anonymises the account's orders, as the module's comment explains. */
async function anonymiseOrders(tx: Transaction, ids: number[], at: Date) {
	if (ids.length === 0) return
	await tx
		.update(orders)
		.set({
			customerId: null,
			// Not null in the schema, and an empty string can receive no e-mail and dial no number.
			email: '',
			// The normalised e-mail too: the codes these orders used no longer count against the address.
			customerKey: null,
			mobileNumber: '',
			// No invoice was issued for an unpaid order: nothing requires the name.
			firstName: sql`case when ${orders.status} = 'paid' then ${orders.firstName} else ${DELETED_NAME.firstName} end`,
			lastName: sql`case when ${orders.status} = 'paid' then ${orders.lastName} else ${DELETED_NAME.lastName} end`,
			status: sql`case when ${orders.status} in ('draft', 'failed') then 'cancelled' else ${orders.status} end`,
			deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify(ERASED_ADDRESS)}::jsonb`,
			allergies: sql`'{}'::text[]`,
			allergyNotes: '',
			consultation: null,
			// Browser, address and ad ids: `source` and `initiator_type` say where the order came from without them.
			attribution: {},
			// Nothing about these orders may be e-mailed any more (the job would find no address).
			confirmationSentAt: sql`coalesce(${orders.confirmationSentAt}, ${at.toISOString()}::timestamptz)`,
			paymentReminderSentAt: sql`coalesce(${orders.paymentReminderSentAt}, ${at.toISOString()}::timestamptz)`,
			updatedAt: at,
		})
		.where(inArray(orders.id, ids))
	await eraseBagHolders(tx, ids)
	const echoed = sql.raw(`array[${ECHOED_PERSONAL_FIELDS.map((field) => `'${field}'`).join(', ')}]::text[]`)
	await tx
		.update(paymentEvents)
		.set({ payload: sql`${paymentEvents.payload} - ${echoed}` })
		.where(inArray(paymentEvents.paymentId, tx.select({ id: payments.id }).from(payments).where(inArray(payments.orderId, ids))))
}
