/**
 * Every minute: asks the gateways about payment attempts still waiting for their answer (the
 * customer closed the tab on the 3-D Secure page, a notification got lost), so a paid order never
 * stays pending, and retries giving back money that reached an attempt that lost (a second
 * capture of one order). What it does per run: server/payments/service/reconciliation.ts and
 * docs/payments.md. Running it twice at once would be harmless (an answer applied twice changes
 * nothing), but the queue runs one at a time across all instances anyway.
 */
import type { PaymentService } from '../payments/payment-service.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function reconcilePaymentsJob(payments: Pick<PaymentService, 'reconcile'>): JobDefinition {
	return {
		name: 'reconcile-payments',
		schedule: '* * * * *',
		// 50 attempts a run, each one gateway request with its own timeout: well under ten minutes.
		queue: recurringQueue(600),
		run: () => payments.reconcile(),
	}
}
