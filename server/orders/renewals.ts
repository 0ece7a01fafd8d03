/**
 * Renewing a running plan, wired once per process with the checkout (server/orders/checkout.ts):
 * finding the plan the visitor may renew (their own, or the one a signed reminder link names),
 * the quote and the renewal order (./renewal-order.ts), the reminder e-mails
 * (server/schedule/renewal-reminders.ts) and the overlap of a new order with a running plan
 * (server/schedule/plan-overlap.ts). Paying the order appends its days (server/schedule/renewal.ts).
 */
import { eq } from 'drizzle-orm'
import type { LocaleCode } from '../../domain/locale.ts'
import type { Database } from '../db/client.ts'
import { subscriptions } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { Outbox } from '../mail/outbox.ts'
import type { MailCompany } from '../mail/templates.ts'
import type { Signer } from '../security/signed-token.ts'
import { overlapWithRunningPlan } from '../schedule/plan-overlap.ts'
import { createRenewalReminders } from '../schedule/renewal-reminders.ts'
import type { SubscriptionRow } from '../schedule/schedule-data.ts'
import type { OrderRow } from './order-service.ts'
import { createRenewalOrder, findCustomerSubscription, quoteRenewal } from './renewal-order.ts'

export type RenewalsOptions = {
	db: Database
	outbox: Outbox
	logger: Logger
	signer: Signer
	publicOrigin: string
	company: Pick<MailCompany, 'supportPhone' | 'supportWhatsapp' | 'isExample'>
	now: () => Date
}

export function createRenewals({ db, outbox, logger, signer, publicOrigin, company, now }: RenewalsOptions) {
	const renewalLinkToken = (publicId: string, expiresAt: Date) => signer.issue('renewal-link', publicId, expiresAt)
	const reminders = createRenewalReminders({ db, outbox, logger, publicOrigin, company, renewalLinkToken })

	return {
		/** The signed-in customer's own plan with this public id; null for another customer's or an unknown one. */
		findOwn: (publicId: string, customerId: number) => findCustomerSubscription(db, publicId, customerId),
		/** The plan a reminder's signed link names, if the link is genuine and still valid. */
		async findByLink(publicId: string, token: string | null): Promise<SubscriptionRow | null> {
			const check = signer.verify('renewal-link', token, now())
			if (!check.ok || check.payload !== publicId.toLowerCase()) return null
			const [row] = await db.select().from(subscriptions).where(eq(subscriptions.publicId, check.payload)).limit(1)
			return row ?? null
		},
		renewalLinkToken,
		quote: (subscription: SubscriptionRow, weeks: unknown, locale: LocaleCode) => quoteRenewal(subscription, weeks, { db, locale, now: now() }),
		createOrder: (
			subscription: SubscriptionRow,
			body: { weeks?: unknown; expected_total?: unknown },
			context: { locale: LocaleCode; idempotencyKey: string; customerId: number | null },
		) => createRenewalOrder(subscription, body, { ...context, db, now: now() }),
		/** The `renewal-reminders` job's part: the reminders due now. */
		sendDueReminders: () => reminders.sendDue(now()),
		/** The running plan a new, unpaid order would deliver alongside, for the payment step. */
		overlapOf: (order: OrderRow) => overlapWithRunningPlan(db, order, now()),
	}
}

export type Renewals = ReturnType<typeof createRenewals>
