/**
 * An account made as part of checkout (issue 5, the `checkout_account` experiment): a guest who
 * leaves "Create my kcal account" ticked gets one for the order's e-mail, and the order joins it.
 *
 * - With a password typed: the account uses it (same password rules, same per-address limit as
 *   the sign-up page) and the welcome e-mail says to log in with it.
 * - Without one: the account gets a random password nobody knows and an e-mail invites the
 *   customer to set one with a reset code. The code goes to the address, so only its owner can
 *   ever sign in: a mistyped e-mail never hands an account (or the order) to whoever typed it.
 * - An address that already has an account is never signed in or changed: the order stays a
 *   guest order (ordering does not prove the address is the customer's) and the holder is told
 *   by e-mail that someone used it, as registration does.
 *
 * Nobody is signed in by checkout, and every case gets the same answer after the same steps (an
 * insert that conflicts or not, an e-mail queued): signing in only the new address would tell
 * whoever typed an address whether it was registered (issue 16).
 *
 * The e-mail, whichever it is, waits in the outbox until the order is paid (held, and released
 * with the order's confirmation by server/orders/order-mails.ts): an order left unpaid sends no
 * invitation to set a password for a purchase that never happened (issue 17).
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { OrderDeliveryAddress } from '../../domain/order.ts'
import { passwordProblem } from '../../domain/password-rules.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { StoredAttribution } from '../attribution/stored-attribution.ts'
import { hashPassword } from '../auth/passwords.ts'
import { customers, orders } from '../db/schema.ts'
import { rateLimitKey } from '../http/client-ip.ts'
import type { Transaction } from '../db/client.ts'
import { holdMail } from '../mail/held-mails.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { queueMails } from '../mail/outbox.ts'
import { checkoutAccountMail, registrationAttemptMail, welcomeMail } from '../mail/welcome-template.ts'
import { saveFirstAddressFromOrder } from './addresses.ts'
import type { AccountDeps } from './deps.ts'
import { PASSWORD_INPUT_LIMIT, passwordProblemMessage } from './password-reset.ts'

export type CheckoutAccountRequest = {
	/** The order just created for this checkout; it joins the new account. */
	orderId: number
	/** The order's delivery address, as checked and stored with it: the new account's first address. */
	deliveryAddress: OrderDeliveryAddress
	email: string
	firstName: string
	lastName: string
	mobileNumber: string
	/** As typed; empty means "e-mail me a way to set one". */
	password: string
	locale: LocaleCode
	clientIp: string
	userAgent: string | null
	/** Where the customer came from, stored with the account as registration stores it. */
	attribution: StoredAttribution
}

export type CheckoutAccountResult =
	/** An e-mail went out: a welcome, a set-password invitation or, to an existing account, a notice. The page says the same for all. */
	| { status: 'e-mailed' }
	| { status: 'rate-limited' }

/**
 * The password's problem in the page's language, or null when it may be used (or none was
 * typed). Checked before the order is made, so a refused password changes nothing.
 */
export function checkoutPasswordProblem(password: string, names: { email: string; firstName: string; lastName: string }, locale: LocaleCode): string | null {
	if (password === '') return null
	if (password.length > PASSWORD_INPUT_LIMIT) return passwordProblemMessage('too-long', locale)
	const problem = passwordProblem(password, names)
	return problem ? passwordProblemMessage(problem, locale) : null
}

/**
 * Queues the account's e-mail held, and ties it to the order whose confirmation releases it.
 * `customerId`: the account it belongs to (the one made now, or the one the address already had).
 */
async function holdForPayment(tx: Transaction, orderId: number, customerId: number, mail: OutgoingMail) {
	const [id] = await queueMails(tx, [mail], { customerId, orderId })
	if (id === undefined) return
	await holdMail(tx, id)
	await tx.update(orders).set({ accountMailId: id }).where(eq(orders.id, orderId))
}

export async function createCheckoutAccount({ db, accounts, siteUrl }: AccountDeps, request: CheckoutAccountRequest): Promise<CheckoutAccountResult> {
	const verdict = await accounts.rateLimits.registerPerIp.consume(rateLimitKey(request.clientIp))
	if (!verdict.ok) return { status: 'rate-limited' }

	const email = request.email.toLowerCase()
	const chosen = request.password !== ''
	const passwordHash = await hashPassword(chosen ? request.password : randomBytes(32).toString('base64url'))
	const holder = { email, firstName: request.firstName, locale: request.locale }
	await db.transaction(async (tx) => {
		const [created] = await tx
			.insert(customers)
			.values({
				email,
				firstName: request.firstName,
				lastName: request.lastName,
				mobileNumber: request.mobileNumber,
				passwordHash,
				locale: request.locale,
				source: request.attribution.source,
				initiatorType: request.attribution.initiator_type,
				meta: { ...request.attribution.detail, referral_code: null },
			})
			.onConflictDoNothing({ target: customers.email })
			.returning({ id: customers.id })
		if (!created) {
			const [existing] = await tx.select({ id: customers.id, firstName: customers.firstName }).from(customers).where(eq(customers.email, email))
			if (existing) await holdForPayment(tx, request.orderId, existing.id, registrationAttemptMail({ ...holder, firstName: existing.firstName }, { siteUrl }))
			return
		}
		await tx.update(orders).set({ customerId: created.id }).where(and(eq(orders.id, request.orderId), isNull(orders.customerId)))
		await holdForPayment(tx, request.orderId, created.id, chosen ? welcomeMail(holder, { siteUrl }) : checkoutAccountMail(holder, { siteUrl }))
		// What the customer typed at checkout stays with the account: the order's address is its first.
		await saveFirstAddressFromOrder(tx, created.id, request.deliveryAddress)
	})
	return { status: 'e-mailed' }
}
