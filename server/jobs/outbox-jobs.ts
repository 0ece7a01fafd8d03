/**
 * The outbox's two jobs (server/mail/outbox.ts; the `outbox` table stays the record of what to
 * send, these only drive it):
 * - `outbox-send`: the rows an app action just queued, sent by whichever instance's worker takes
 *   the job (woken at once through LISTEN/NOTIFY). Each row is claimed before it is sent, so a row
 *   is never sent twice; a send that fails is recorded on the row for `outbox-retry`, and only a
 *   database error fails the job itself (then pg-boss retries it).
 * - `outbox-retry`: every minute, the rows that are due: failed ones past their pause, and pending
 *   ones that no job sent (the instance stopped between the commit and the send, or the server ran
 *   without a mailer). Its first tick comes right after start-up, so what waited goes out then.
 */
import type { Outbox } from '../mail/outbox.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export const OUTBOX_SEND = 'outbox-send'

export function outboxJobs(outbox: Pick<Outbox, 'send' | 'retryDue'>): [JobDefinition<{ ids: number[] }>, JobDefinition] {
	return [
		{
			name: OUTBOX_SEND,
			// Longer than a batch of sends with the mailer's timeouts; until then the rows are leased anyway.
			queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 300 },
			run: async ({ ids }) => ({ sent: await outbox.send(ids) }),
		},
		{
			name: 'outbox-retry',
			schedule: '* * * * *',
			queue: recurringQueue(300),
			run: async () => ({ retried: await outbox.retryDue() }),
		},
	]
}
