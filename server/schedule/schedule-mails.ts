/** Queues an e-mail about a change to the plan's owner, in the change's transaction (sent once it commits). */
import { eq } from 'drizzle-orm'
import type { Transaction } from '../db/client.ts'
import { customers } from '../db/schema.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { queueMails } from '../mail/outbox.ts'
import type { ScheduleMailCustomer } from '../mail/schedule-templates.ts'

/** The outbox ids to dispatch after the commit; none when the account has no e-mail any more (deleted). */
export async function queueOwnerMail(tx: Transaction, customerId: number, render: (customer: ScheduleMailCustomer) => OutgoingMail): Promise<number[]> {
	const [customer] = await tx.select({ email: customers.email, firstName: customers.firstName, locale: customers.locale }).from(customers).where(eq(customers.id, customerId))
	if (!customer?.email) return []
	return queueMails(tx, [render({ email: customer.email, firstName: customer.firstName, locale: customer.locale })], { customerId })
}
