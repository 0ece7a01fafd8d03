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
import { isLocaleCode } from '../../../domain/locale.ts'
import { isAcceptableText } from '../../../domain/text-input.ts'
import { eraseAccount } from '../../accounts/account-deletion.ts'
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


export type DeletionForm = { confirm: string; reason: string }

export type DeletionResult = { status: 'deleted' } | { status: 'not-found' } | { status: 'invalid'; error: 'confirm' | 'reason' } | { status: 'blocked' }

/**
 * A customer's request to delete their account (by phone, e-mail), carried out by staff: the
 * customer's own erasure (server/accounts/account-deletion.ts: refused while a plan runs or a
 * payment is in flight; the confirmation e-mail in their language), its audit row in the same
 * transaction. Staff type the account's e-mail to confirm which account goes.
 */
export async function deleteOnRequest({ db, outbox, now, publicOrigin }: Deps & { publicOrigin: string }, staff: SignedInStaff, customerId: number, form: DeletionForm): Promise<DeletionResult> {
	const reason = form.reason.trim()
	if (!reason || reason.length > REASON_MAX || !isAcceptableText(reason)) return { status: 'invalid', error: 'reason' }
	const at = now()
	const outcome = await db.transaction(async (tx) => {
		const [customer] = await tx.select({ email: customers.email, locale: customers.locale }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
		if (!customer?.email) return { result: { status: 'not-found' as const }, ids: [] as number[] }
		if (form.confirm.trim().toLowerCase() !== customer.email) return { result: { status: 'invalid' as const, error: 'confirm' as const }, ids: [] }
		const erased = await eraseAccount(tx, { customerId, locale: isLocaleCode(customer.locale) ? customer.locale : 'en', at, publicOrigin })
		if (erased.status === 'gone') return { result: { status: 'not-found' as const }, ids: [] }
		if (erased.status === 'blocked') return { result: { status: 'blocked' as const }, ids: [] }
		// The reason, never the address: the audit log outlives the account.
		await writeAudit(tx, staff, { action: 'customer.delete-account', subject: `customer:${customerId}`, after: { reason } }, at)
		return { result: { status: 'deleted' as const }, ids: erased.outboxIds }
	})
	outbox.dispatch(outcome.ids)
	return outcome.result
}
