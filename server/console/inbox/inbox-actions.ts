/**
 * Marking an inbox item handled or reopening it (issue 19, item 5), with staff's optional note.
 * The change is one conditional UPDATE (only from the other state), and its audit row is written
 * in the same transaction: two staff members pressing at once give one change and one "already
 * handled" — never two audit rows for one change, nor a change without its row.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { type InboxChange, type InboxChangeProblem, type InboxKind, INBOX_NOTE_MAX, inboxSubject, stateAfter } from '../../../domain/inbox.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import type { Database, Executor } from '../../db/client.ts'
import { contactMessages, leads, orders } from '../../db/schema.ts'
import { writeAudit } from '../audit-log.ts'
import { inboxItem } from './inbox-records.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type InboxChangeResult = { status: 'changed' } | { status: 'not-found' } | { status: 'refused'; problem: InboxChangeProblem }

type Handling = { at: Date | null; by: number | null; note: string | null }

/** Sets an item's handling columns if it is in the state the change starts from; whether it was. */
async function setHandling(ex: Executor, kind: InboxKind, id: number, change: InboxChange, handling: Handling): Promise<boolean> {
	const inState = (handledAt: PgColumn) => (change === 'handle' ? isNull(handledAt) : isNotNull(handledAt))
	if (kind === 'lead') {
		const rows = await ex
			.update(leads)
			.set({ handledAt: handling.at, handledBy: handling.by, handledNote: handling.note })
			.where(and(eq(leads.id, id), inState(leads.handledAt)))
			.returning({ id: leads.id })
		return rows.length > 0
	}
	if (kind === 'consultation') {
		const rows = await ex
			.update(orders)
			.set({ consultationHandledAt: handling.at, consultationHandledBy: handling.by, consultationHandledNote: handling.note })
			.where(and(eq(orders.id, id), isNotNull(orders.consultation), isNotNull(orders.paidAt), inState(orders.consultationHandledAt)))
			.returning({ id: orders.id })
		return rows.length > 0
	}
	const topic = kind === 'ambassador' ? eq(contactMessages.topic, 'ambassador') : ne(contactMessages.topic, 'ambassador')
	const rows = await ex
		.update(contactMessages)
		.set({ handledAt: handling.at, handledBy: handling.by, handledNote: handling.note })
		.where(and(eq(contactMessages.id, id), topic, inState(contactMessages.handledAt)))
		.returning({ id: contactMessages.id })
	return rows.length > 0
}

type Deps = { db: Database; now: () => Date }

/**
 * Handle or reopen an item. The note is the change's (why it was handled, or reopened); the item
 * keeps the latest one, the audit log every one. Reopening clears who handled it and when.
 */
export async function changeInboxItem(
	{ db, now }: Deps,
	staff: SignedInStaff,
	item: { kind: InboxKind; id: number },
	change: InboxChange,
	rawNote: string,
): Promise<InboxChangeResult> {
	const note = rawNote.trim()
	if (note.length > INBOX_NOTE_MAX || !isAcceptableText(note)) return { status: 'refused', problem: 'note' }
	const at = now()
	const handling: Handling = change === 'handle' ? { at, by: staff.id, note: note || null } : { at: null, by: null, note: note || null }
	return db.transaction(async (tx) => {
		const changed = await setHandling(tx, item.kind, item.id, change, handling)
		if (!changed) return (await inboxItem(tx, item.kind, item.id)) ? { status: 'refused' as const, problem: 'already' as const } : { status: 'not-found' as const }
		await writeAudit(
			tx,
			staff,
			{ action: change === 'handle' ? 'inbox.handle' : 'inbox.reopen', subject: inboxSubject(item.kind, item.id), after: { kind: item.kind, state: stateAfter(change), note: note || null } },
			at,
		)
		return { status: 'changed' as const }
	})
}
