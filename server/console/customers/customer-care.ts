/**
 * What staff change for a customer (issue 19, item 2): pause or resume days of their plan with a
 * reason — through the customer's own functions and rules (server/schedule/pause-days.ts,
 * domain/schedule/freeze.ts), so the cut-off, the frozen-days limit and the finish date hold as
 * on the customer's pages; only a role with `schedule.override-cut-off` may reach past the cut-off
 * (from tomorrow on) — and notes. Each change and its audit row are one transaction; the e-mail
 * the change sends the customer is dispatched after it.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { can } from '../../../domain/console-permissions.ts'
import type { ScheduleProblem } from '../../../domain/schedule/freeze.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import type { Database } from '../../db/client.ts'
import { customerNotes, customers } from '../../db/schema.ts'
import type { Outbox } from '../../mail/outbox.ts'
import { freezeDays, unfreezeDays } from '../../schedule/pause-days.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export const REASON_MAX = 500
const DATE = /^\d{4}-\d{2}-\d{2}$/

export type DaysForm = { plan: string; dates: string[]; reason: string; override: boolean }

export type DaysFormError = 'dates' | 'reason' | 'override'

export type DaysResult =
	| { status: 'changed'; dates: string[] }
	| { status: 'not-found' }
	| { status: 'invalid'; error: DaysFormError }
	| { status: 'refused'; problem: ScheduleProblem }
	| { status: 'conflict' }

type Deps = { db: Database; outbox: Pick<Outbox, 'dispatch'>; now: () => Date }

export async function changeDays({ db, outbox, now }: Deps, staff: SignedInStaff, customerId: number, kind: 'pause' | 'resume', form: DaysForm): Promise<DaysResult> {
	const reason = form.reason.trim()
	const dates = [...new Set(form.dates)].filter((date) => DATE.test(date))
	if (dates.length === 0 || dates.length > 60) return { status: 'invalid', error: 'dates' }
	if (!reason || reason.length > REASON_MAX || !isAcceptableText(reason)) return { status: 'invalid', error: 'reason' }
	// The server decides who may override, whatever the form sent.
	if (form.override && !can(staff.role, 'schedule.override-cut-off')) return { status: 'invalid', error: 'override' }
	const at = now()
	const outcome = await db.transaction(async (tx) => {
		const request = { subscriptionId: form.plan, customerId, selection: { dates }, now: at, overrideCutoff: form.override }
		const result = kind === 'pause' ? await freezeDays(tx, request) : await unfreezeDays(tx, request)
		if (result.status !== 'changed') return { result, mailIds: [] as number[] }
		const changed = 'paused' in result ? result.paused : result.resumed
		await writeAudit(
			tx,
			staff,
			{
				action: kind === 'pause' ? 'customer.pause-days' : 'customer.resume-days',
				subject: `customer:${customerId}`,
				after: { plan: form.plan, dates: changed, reason, overrideCutoff: form.override },
			},
			at,
		)
		return { result: { status: 'changed' as const, dates: changed }, mailIds: result.mailIds }
	})
	outbox.dispatch(outcome.mailIds)
	return outcome.result
}

export type NoteResult = { status: 'added' } | { status: 'not-found' } | { status: 'invalid' }

export async function addNote({ db, now }: Omit<Deps, 'outbox'>, staff: SignedInStaff, customerId: number, text: string): Promise<NoteResult> {
	const note = text.trim()
	if (!note || note.length > REASON_MAX * 4 || !isAcceptableText(note)) return { status: 'invalid' }
	const at = now()
	return db.transaction(async (tx) => {
		const [customer] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
		if (!customer) return { status: 'not-found' as const }
		const [row] = await tx.insert(customerNotes).values({ customerId, staffId: staff.id, text: note, createdAt: at }).returning({ id: customerNotes.id })
		await writeAudit(tx, staff, { action: 'customer.note', subject: `customer:${customerId}`, after: { note: row!.id } }, at)
		return { status: 'added' as const }
	})
}

