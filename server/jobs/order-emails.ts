/**
 * Every minute: the order e-mails that are due, a confirmation that was missed (the order was
 * paid while its e-mail could not be queued) and the one reminder for an order left unpaid
 * (server/orders/order-mails.ts). Each e-mail is claimed on its order in the transaction that
 * queues it, so it is never sent twice, whoever runs the job.
 */
import type { Checkout } from '../orders/checkout.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function orderEmailsJob(checkout: Pick<Checkout, 'sendDueOrderMails'>): JobDefinition {
	return {
		name: 'order-emails',
		schedule: '* * * * *',
		queue: recurringQueue(300),
		run: () => checkout.sendDueOrderMails(),
	}
}
