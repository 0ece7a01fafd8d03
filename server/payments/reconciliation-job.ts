/**
 * Every minute, asks the gateways about payment attempts still waiting for their answer (the
 * customer closed the tab on the 3-D Secure page, a notification got lost), so a paid order
 * never stays pending, and retries giving back money that reached an attempt that lost (a
 * second capture of one order); then sends the order e-mails that are due (a missed confirmation, the
 * reminder for an order left unpaid): the checkout's `runJobs`. Overlapping runs are skipped;
 * several instances may run it, since applying the same answer twice changes nothing
 * (payment-service.ts) and each e-mail is claimed on its order (orders/order-mails.ts).
 */
import type { Logger } from '../logger.ts'

export type MinuteJobs = {
	runJobs(): Promise<{ checked: number; settled: number; reversals: number; confirmed: number; reminded: number }>
}

export function startReconciliation(jobs: MinuteJobs, logger: Logger, intervalMs = 60_000) {
	let running: Promise<void> | null = null
	const run = () => {
		if (running) return
		running = jobs
			.runJobs()
			.then(({ checked, settled, reversals, confirmed, reminded }) => {
				if (checked > 0 || reversals > 0) logger.info({ checked, settled, reversals }, 'Payment reconciliation')
				if (confirmed > 0 || reminded > 0) logger.info({ confirmed, reminded }, 'Order e-mails queued')
			})
			.catch((error: unknown) => logger.error({ err: error }, 'Reconciliation job failed'))
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
