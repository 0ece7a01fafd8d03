/**
 * Every hour on the hour: the production sheets whose cut-off has passed get their default meals
 * fixed (server/console/kitchen/production-data.ts), so a sheet is final at its cut-off without
 * anyone opening it, and a menu edit after the cut-off no longer moves what the kitchen cooks.
 * Hourly suffices: a cut-off is a whole hour of the UAE day (`schedule_rules.cutoff_hour`), and the
 * UAE is a whole number of hours from UTC, so each cut-off falls on a tick. Once per tick across
 * instances (pg-boss); idempotent with the kitchen page's own read (ON CONFLICT DO NOTHING), and
 * a day changed later (a manager's override) is fixed by the next tick or read.
 */
import { fixFinalSheets } from '../console/kitchen/production-data.ts'
import type { Database } from '../db/client.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export function fixKitchenDefaultsJob(db: Database, now: () => Date = () => new Date()): JobDefinition {
	return {
		name: 'fix-kitchen-defaults',
		schedule: '0 * * * *',
		// Fifteen sheets a run, each a fraction of a second for 1,000 plans (docs/benchmarks.md).
		queue: recurringQueue(900),
		run: () => fixFinalSheets(db, now()),
	}
}
