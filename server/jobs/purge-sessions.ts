/**
 * Every hour: deletes expired sessions, customers' and staff's, and password-reset codes a day
 * past their expiry (server/auth/sessions.ts, server/console/staff-sessions.ts). An expired
 * session already opens nothing; this only keeps the tables small and forgets the user agents and
 * last uses they hold.
 */
import type { SessionStore } from '../auth/sessions.ts'
import type { StaffSessions } from '../console/staff-sessions.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function purgeSessionsJob(sessions: Pick<SessionStore, 'purgeExpired'>, staffSessions: Pick<StaffSessions, 'purgeExpired'>): JobDefinition {
	return {
		name: 'purge-sessions',
		schedule: '7 * * * *',
		queue: recurringQueue(300),
		run: async () => {
			await sessions.purgeExpired()
			await staffSessions.purgeExpired()
		},
	}
}
