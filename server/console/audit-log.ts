/**
 * Writing and reading the staff audit log. A change and its row are written in one transaction
 * (the caller passes it), so there is never a change without its record or a record of a change
 * that was rolled back. The table refuses UPDATE and DELETE (migration 0021): this module has no
 * way to change a row because there is none.
 */
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditFilter } from '../../domain/console-audit.ts'
import { addDays, uaeMidnight } from '../../domain/delivery-schedule.ts'
import type { Executor } from '../db/client.ts'
import { staffAuditLog } from '../db/schema.ts'

export const COMMAND_LINE_ACTOR = 'command line'
export const AUDIT_PAGE_SIZE = 50

export type AuditActor = { id: number; email: string } | 'command-line'

export type AuditEntry = {
	action: AuditAction
	subject: string
	before?: unknown
	after?: unknown
}

export async function writeAudit(db: Executor, actor: AuditActor, entry: AuditEntry, at: Date) {
	await db.insert(staffAuditLog).values({
		at,
		staffId: actor === 'command-line' ? null : actor.id,
		actor: actor === 'command-line' ? COMMAND_LINE_ACTOR : actor.email,
		action: entry.action,
		subject: entry.subject,
		before: entry.before ?? null,
		after: entry.after ?? null,
	})
}

export type AuditRow = typeof staffAuditLog.$inferSelect

/** A page of the log, newest first, and whether older rows exist. */
export async function readAudit(db: Executor, filter: AuditFilter): Promise<{ rows: AuditRow[]; more: boolean }> {
	const conditions: SQL[] = []
	if (filter.action) conditions.push(eq(staffAuditLog.action, filter.action))
	if (filter.actor) conditions.push(ilike(staffAuditLog.actor, `%${filter.actor.replace(/[\\%_]/g, (char) => `\\${char}`)}%`))
	if (filter.subject) conditions.push(eq(staffAuditLog.subject, filter.subject))
	// UAE days, as the log's times are shown: "to" takes in its whole day, up to the next midnight there.
	const from = filter.from ? uaeMidnight(filter.from) : null
	const afterTo = filter.to ? uaeMidnight(addDays(filter.to, 1)) : null
	if (from) conditions.push(gte(staffAuditLog.at, from))
	if (afterTo) conditions.push(lt(staffAuditLog.at, afterTo))
	if (filter.before) conditions.push(lt(staffAuditLog.id, filter.before))
	const rows = await db
		.select()
		.from(staffAuditLog)
		.where(conditions.length ? and(...conditions) : undefined)
		.orderBy(desc(staffAuditLog.id))
		.limit(AUDIT_PAGE_SIZE + 1)
	return { rows: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE }
}
