/**
 * Every minute, asks the gateways about payment attempts still waiting for their answer (the
 * customer closed the tab on the 3-D Secure page, a notification got lost), so a paid order
 * never stays pending. Overlapping runs are skipped; several instances may run it, since
 * applying the same answer twice changes nothing (payment-service.ts).
 */
import type { Logger } from '../logger.ts'
import type { PaymentService } from './payment-service.ts'

export function startReconciliation(payments: Pick<PaymentService, 'reconcile'>, logger: Logger, intervalMs = 60_000) {
	let running: Promise<void> | null = null
	const run = () => {
		if (running) return
		running = payments
			.reconcile()
			.then(({ checked, settled }) => {
				if (checked > 0) logger.info({ checked, settled }, 'Payment reconciliation')
			})
			.catch((error: unknown) => logger.error({ err: error }, 'Payment reconciliation failed'))
			.finally(() => {
				running = null
			})
	}
	const timer = setInterval(run, intervalMs)
	timer.unref()
	return {
		/** Stops the job and waits for a run in progress (shutdown). */
		async stop() {
			clearInterval(timer)
			await running
		},
	}
}
