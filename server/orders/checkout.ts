/**
 * Everything the checkout needs from the server, wired once per process: order creation, the
 * payment service over the configured gateways, the signer for payment links and the
 * order-access cookie, and Tabby's pre-scoring. The API and the checkout pages share it.
 */
import { and, eq } from 'drizzle-orm'
import { priceBeforeCard } from '../../domain/order-price.ts'
import { savedCards } from '../db/schema.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { Logger } from '../logger.ts'
import { TtlCache } from '../cache/ttl-cache.ts'
import { createMailer } from '../mail/mailer.ts'
import { createOutbox, type Outbox } from '../mail/outbox.ts'
import { createPaymentService } from '../payments/payment-service.ts'
import { createPaymentProviders } from '../payments/providers.ts'
import { createSandboxRecords } from '../payments/sandbox/sandbox-records.ts'
import type { InstallationSecrets } from '../secrets/installation-secrets.ts'
import { createSigner } from '../security/signed-token.ts'
import type { TabbyPrescoreResult } from '../payments/tabby/gateway.ts'
import { createCancellations } from '../refunds/cancellation.ts'
import { createRefundGateway } from '../refunds/refund-gateway.ts'
import { createRefundMails } from '../refunds/refund-mails.ts'
import { createRefundService } from '../refunds/refund-service.ts'
import { createOrderMails } from './order-mails.ts'
import { type CreateOrderContext, createOrder, findOrderByPublicId, type OrderRow } from './order-service.ts'
import { ORDER_ACCESS_DAYS, orderAccessSetCookie } from './order-access.ts'
import { createRenewals } from './renewals.ts'
import { createMealReminders } from '../menus/meal-reminders.ts'

export type CheckoutDependencies = {
	/** `company`: the support numbers the order e-mails give; `mail`: for an outbox of its own when none is passed. */
	config: Pick<Config, 'payments' | 'PUBLIC_ORIGIN' | 'company' | 'mail'>
	/** The signing keys and the payment sandbox's credentials (server/secrets/installation-secrets.ts). */
	secrets: InstallationSecrets
	db: Database
	logger: Logger
	/** Queues the order e-mails; the process passes the one its jobs send through. Made from config.mail otherwise. */
	outbox?: Outbox
	/** Delivers the sandbox's notifications and webhooks to our own app in-process. */
	callBack: typeof fetch
	now?: () => Date
}

/** How long a payment link (e-mail, SMS) stays valid; the browser's access to its order is ./order-access.ts. */
export const PAYMENT_LINK_DAYS = 7

export function createCheckout({ config, secrets, db, logger, outbox, callBack, now = () => new Date() }: CheckoutDependencies) {
	const signer = createSigner(secrets.signingKeys)
	const sandbox = secrets.sandbox && { secrets: secrets.sandbox, records: createSandboxRecords(db, now) }
	const providers = createPaymentProviders(config.payments, config.PUBLIC_ORIGIN, callBack, sandbox)
	const daysFromNow = (days: number) => new Date(now().getTime() + days * 86_400_000)
	const paymentLinkToken = (order: OrderRow) => signer.issue('payment-link', order.publicId, daysFromNow(PAYMENT_LINK_DAYS))
	const orderAccessToken = (order: OrderRow) => signer.issue('order-access', order.publicId, daysFromNow(ORDER_ACCESS_DAYS))
	const orderOfAccessCookie = (cookieValue: string | undefined): string | null => {
		const check = signer.verify('order-access', cookieValue, now())
		return check.ok ? check.payload : null
	}
	const mailOutbox = outbox ?? createOutbox({ db, logger, mailer: createMailer({ ...config.mail, logger }) })
	const orderMails = createOrderMails({
		db,
		outbox: mailOutbox,
		logger,
		publicOrigin: config.PUBLIC_ORIGIN,
		company: config.company,
		sandbox: providers.mode === 'sandbox',
		paymentLinkToken,
	})
	const payments = createPaymentService({
		db,
		logger,
		aps: providers.aps,
		tabby: providers.tabby,
		publicOrigin: config.PUBLIC_ORIGIN,
		now,
		// The confirmation is queued in the transaction that records the payment; onPaid only sends it.
		paidMail: (tx, orderId) => orderMails.queueConfirmation(tx, orderId),
		onPaid: async (_orderId, mailIds) => mailOutbox.dispatch(mailIds),
	})
	// Refunds of captured payments (a plan's cancelled days), sent after the commit and retried by the retry-refunds job.
	const refundMails = createRefundMails({ publicOrigin: config.PUBLIC_ORIGIN })
	const refunds = createRefundService({ db, logger, gateway: createRefundGateway(providers), outbox: mailOutbox, confirmedMail: refundMails.confirmed, givenUpMail: refundMails.givenUp, now })
	const cancellations = createCancellations({ db, refunds, outbox: mailOutbox, cancelledMail: refundMails.cancelled, now })
	// Pre-scoring runs on every visit of the payment step; the answer holds for a few minutes.
	const prescores = new TtlCache<TabbyPrescoreResult>(5 * 60_000)

	return {
		providers,
		payments,
		/** Refunds through the gateways (server/refunds/refund-service.ts) and cancelling a plan's remaining days (cancellation.ts). */
		refunds,
		cancellations,
		/** The order confirmation (queued by `payments` in the transaction that records the order paid) and the unpaid-order reminder. */
		orderMails,
		/**
		 * The order e-mails that are due (the `order-emails` job, server/jobs/order-emails.ts): a
		 * confirmation that was missed, a reminder for an order left unpaid.
		 */
		async sendDueOrderMails() {
			const at = now()
			const confirmed = await orderMails.confirmMissed(at)
			const reminded = await orderMails.remindUnpaid(at)
			return { confirmed, reminded }
		},
		/** Renewing a running plan: its order, the reminder e-mails, a new order's overlap with a running plan (./renewals.ts). */
		renewals: createRenewals({ db, outbox: mailOutbox, logger, signer, publicOrigin: config.PUBLIC_ORIGIN, company: config.company, now }),
		/** The weekly e-mail to choose dishes before the coming week's first cut-off (server/menus/meal-reminders.ts). */
		mealReminders: createMealReminders({ db, outbox: mailOutbox, logger, publicOrigin: config.PUBLIC_ORIGIN, now }),
		createOrder: (body: Record<string, unknown>, context: Omit<CreateOrderContext, 'db' | 'now'>) => createOrder(body, { ...context, db, now: now() }),
		findOrder: (publicId: string) => findOrderByPublicId(db, publicId),
		/** A link that lets whoever holds it pay this order without logging in (/dashboard/payment/?token=). */
		paymentLinkToken,
		readPaymentLinkToken: (token: string | null) => signer.verify('payment-link', token, now()),
		/**
		 * The order's access token: the value of the cookie that lets this browser see the order it
		 * just made (checkout, thank-you), and what the app sends back to pay it (POST /orders's `order_token`).
		 */
		orderAccessToken,
		/** The Set-Cookie value carrying the order's access token (./order-access.ts). */
		orderAccessCookie: (order: OrderRow) => orderAccessSetCookie(orderAccessToken(order), config.PUBLIC_ORIGIN),
		/** The public id of the order this browser's access cookie names, if the cookie is genuine and in time. */
		orderOfAccessCookie,
		/** Whether this access token (the cookie's value, or the app's `Order-Token`) is genuine, in time and this order's. */
		canSeeOrder: (order: OrderRow, token: string | undefined) => orderOfAccessCookie(token) === order.publicId,
		/**
		 * The gateway token of a saved card the signed-in customer may pay this order with: their
		 * own order, their own active Payfort card, saved cards switched on. Undefined otherwise.
		 */
		async savedCardToken(customer: { id: number } | null, order: OrderRow, cardId: number): Promise<string | undefined> {
			if (!config.payments.savedCards || !customer || order.customerId !== customer.id) return undefined
			const [card] = await db
				.select({ token: savedCards.token })
				.from(savedCards)
				.where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customer.id), eq(savedCards.gateway, 'Payfort'), eq(savedCards.status, 'Active')))
				.limit(1)
			return card?.token
		},
		/** Whether Tabby would take this order: asked in the background, once amount, e-mail and phone are known. */
		async tabbyPrescore(order: OrderRow): Promise<TabbyPrescoreResult> {
			const tabby = providers.tabby
			if (!tabby) return { eligible: null }
			// What Tabby would be asked for: the order without a card-only code, which Tabby payments never get.
			const amountFils = priceBeforeCard(order.price).total
			const key = `${amountFils}:${order.email}:${order.mobileNumber}:${order.locale}`
			return prescores.get(key, () =>
				tabby.prescore({
					amountFils,
					currency: 'AED',
					lang: order.locale === 'ar-ae' ? 'ar' : 'en',
					buyer: { email: order.email, phone: order.mobileNumber, name: `${order.firstName} ${order.lastName}` },
					orderReferenceId: order.publicId,
					shippingAddress: { city: order.deliveryAddress.city_name, address: order.deliveryAddress.building_name },
				}),
			)
		},
	}
}

export type Checkout = ReturnType<typeof createCheckout>
