/**
 * Every minute: sends again the refunds the gateways have not confirmed yet (a refusal, no
 * answer, a process that stopped between recording a cancellation and sending its refund), each
 * when its pause is over (server/refunds/refund-service.ts), so a refund recorded is never left
 * undone and is never shown as done without the gateway's word. Two runs at once would be
 * harmless (each refund is claimed by one sender), and the queue runs one at a time anyway.
 */
import type { RefundService } from '../refunds/refund-service.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function retryRefundsJob(refunds: Pick<RefundService, 'retryDue'>): JobDefinition {
	return {
		name: 'retry-refunds',
		schedule: '* * * * *',
		// 20 refunds a run, each a status check and a refund with their own timeouts: well under ten minutes.
		queue: recurringQueue(600),
		run: () => refunds.retryDue(),
	}
}
