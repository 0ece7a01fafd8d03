/**
 * Every hour: deletes expired sessions, and password-reset codes a day past their expiry
 * (server/auth/sessions.ts). An expired session already opens nothing; this only keeps the
 * tables small and forgets the user agents and last uses they hold.
 */
import type { SessionStore } from '../auth/sessions.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function purgeSessionsJob(sessions: Pick<SessionStore, 'purgeExpired'>): JobDefinition {
	return {
		name: 'purge-sessions',
		schedule: '7 * * * *',
		queue: recurringQueue(300),
		run: () => sessions.purgeExpired(),
	}
}
