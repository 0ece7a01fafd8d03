/**
 * The referrals section's server work (issue 19, item 6): the ambassadors with their ledger
 * totals, one ambassador's rewards and payouts; adding, changing, retiring and bringing back an
 * ambassador, and recording a payout. Every change writes its audit row in its transaction; the
 * changes of an ambassador also announce themselves to every instance
 * (server/catalogue/catalogue-change.ts), as their code prices orders. Retiring never deletes:
 * orders keep the referral code they carry and the ledger keeps its rows.
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm'
import type { AmbassadorProblem, AmbassadorValues, PayoutProblem, PayoutValues } from '../../../domain/referrals/ambassador-form.ts'
import { readPayoutForm } from '../../../domain/referrals/ambassador-form.ts'
import { netOwedFils, type RewardWithdrawalReason } from '../../../domain/referrals/ledger.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { ambassadors, discountCodes, orders, referralPayouts, referralRewards, staffMembers } from '../../db/schema.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

/** Rows of one ambassador's ledger (and of their payouts) on one page, newest first; older ones are a link away, the totals count them all. */
export const LEDGER_PAGE_SIZE = 200

export type AmbassadorSummary = {
	id: number
	handle: string
	displayName: string
	referralCode: string
	welcomeCode: string | null
	rewardFils: number
	isActive: boolean
	email: string | null
	phone: string | null
	paidOrders: number
	earnedFils: number
	/** Of rewards withdrawn, as a positive amount. */
	withdrawnFils: number
	paidOutFils: number
	/** What the team owes now (negative while a withdrawn reward that was paid out is taken back). */
	owedFils: number
}

const rewardTotals = (kind: 'earned' | 'reversed') =>
	sql<number>`coalesce((select sum(r.amount_fils) from ${referralRewards} r where r.ambassador_id = ${ambassadors.id} and r.kind = ${kind}), 0)`.mapWith(Number)

const SUMMARY_COLUMNS = {
	id: ambassadors.id,
	handle: ambassadors.handle,
	displayName: ambassadors.displayName,
	referralCode: ambassadors.referralCode,
	welcomeCode: discountCodes.code,
	rewardFils: ambassadors.rewardFils,
	isActive: ambassadors.isActive,
	email: ambassadors.email,
	phone: ambassadors.phone,
	owed: ambassadors.rewardsOwedFils,
	clawback: ambassadors.rewardsClawbackFils,
	paidOrders: sql<number>`(select count(*) from ${referralRewards} r where r.ambassador_id = ${ambassadors.id} and r.kind = 'earned')`.mapWith(Number),
	earnedFils: rewardTotals('earned'),
	withdrawnFils: rewardTotals('reversed'),
	paidOutFils: sql<number>`coalesce((select sum(p.amount_fils) from ${referralPayouts} p where p.ambassador_id = ${ambassadors.id}), 0)`.mapWith(Number),
}

function summaryOf(row: Awaited<ReturnType<typeof selectSummaries>>[number]): AmbassadorSummary {
	const { owed, clawback, withdrawnFils, ...rest } = row
	return { ...rest, withdrawnFils: -withdrawnFils, owedFils: netOwedFils({ owedFils: owed, clawbackFils: clawback }) }
}

function selectSummaries(ex: Executor) {
	return ex.select(SUMMARY_COLUMNS).from(ambassadors).leftJoin(discountCodes, eq(discountCodes.id, ambassadors.discountCodeId))
}

/** Every ambassador, active ones first, then by name. */
export async function listAmbassadors(ex: Executor): Promise<AmbassadorSummary[]> {
	const rows = await selectSummaries(ex).orderBy(desc(ambassadors.isActive), ambassadors.displayName, ambassadors.id)
	return rows.map(summaryOf)
}

/** `withdrawalReason`: why a `reversed` row was withdrawn; rows from before it was recorded were refunded in full. */
export type LedgerRow = { id: number; orderId: number | null; kind: 'earned' | 'reversed'; withdrawalReason: RewardWithdrawalReason | null; amountFils: number; createdAt: Date }
export type PayoutRow = { id: number; amountFils: number; reference: string; note: string; staffName: string; createdAt: Date }
/**
 * One page of each list: rows older than `before` (a row id; none = the newest), and the id to
 * ask for the next page with, null on the last. Keyset paging: a row added meanwhile never moves
 * another one onto the next page twice.
 */
export type LedgerPage<Row> = { rows: Row[]; before: number | null; olderBefore: number | null }
export type AmbassadorLedger = { ambassador: AmbassadorSummary; rewards: LedgerPage<LedgerRow>; payouts: LedgerPage<PayoutRow> }
/** Where each list starts: the id its page's rows are older than, or null for the newest. */
export type LedgerPosition = { rewardsBefore?: number | null; payoutsBefore?: number | null }

function pageOf<Row extends { id: number }>(fetched: Row[], before: number | null): LedgerPage<Row> {
	const rows = fetched.slice(0, LEDGER_PAGE_SIZE)
	return { rows, before, olderBefore: fetched.length > LEDGER_PAGE_SIZE ? rows.at(-1)!.id : null }
}

export async function readAmbassadorLedger(ex: Executor, id: number, { rewardsBefore = null, payoutsBefore = null }: LedgerPosition = {}): Promise<AmbassadorLedger | null> {
	const [row] = await selectSummaries(ex).where(eq(ambassadors.id, id))
	if (!row) return null
	const rewards = await ex
		.select({
			id: referralRewards.id,
			orderId: referralRewards.orderId,
			kind: referralRewards.kind,
			withdrawalReason: referralRewards.withdrawalReason,
			amountFils: referralRewards.amountFils,
			createdAt: referralRewards.createdAt,
		})
		.from(referralRewards)
		.where(and(eq(referralRewards.ambassadorId, id), rewardsBefore === null ? undefined : lt(referralRewards.id, rewardsBefore)))
		.orderBy(desc(referralRewards.id))
		.limit(LEDGER_PAGE_SIZE + 1)
	const payouts = await ex
		.select({ id: referralPayouts.id, amountFils: referralPayouts.amountFils, reference: referralPayouts.reference, note: referralPayouts.note, staffName: staffMembers.name, createdAt: referralPayouts.createdAt })
		.from(referralPayouts)
		.innerJoin(staffMembers, eq(staffMembers.id, referralPayouts.staffId))
		.where(and(eq(referralPayouts.ambassadorId, id), payoutsBefore === null ? undefined : lt(referralPayouts.id, payoutsBefore)))
		.orderBy(desc(referralPayouts.id))
		.limit(LEDGER_PAGE_SIZE + 1)
	return {
		ambassador: summaryOf(row),
		rewards: pageOf(
			rewards.map((entry) => ({
				...entry,
				kind: entry.kind as LedgerRow['kind'],
				withdrawalReason: entry.kind === 'reversed' ? ((entry.withdrawalReason as RewardWithdrawalReason | null) ?? 'refunded-in-full') : null,
			})),
			rewardsBefore,
		),
		payouts: pageOf(payouts, payoutsBefore),
	}
}

export type AmbassadorChange = { status: 'saved'; id: number } | { status: 'not-found' } | { status: 'invalid'; errors: Partial<Record<'handle' | 'referralCode' | 'welcomeCode', AmbassadorProblem>> }

const isUniqueViolation = (error: unknown, constraint: string) => {
	const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string })
	return cause?.code === '23505' && cause.constraint === constraint
}

/**
 * What the database says about the form: the welcome code's id (it must exist), and whether the
 * referral code is free — no other ambassador's, no discount code (one field at checkout could
 * be mistaken for the other), and on no order (an order made with a code an ambassador no longer
 * has must never earn a new one a reward).
 */
async function checkCodes(tx: Transaction, values: AmbassadorValues, self: { id: number; referralCode: string } | null) {
	const errors: Partial<Record<'referralCode' | 'welcomeCode', AmbassadorProblem>> = {}
	let welcomeId: number | null = null
	if (values.welcomeCode) {
		const [code] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, values.welcomeCode))
		if (code) welcomeId = code.id
		else errors.welcomeCode = 'welcome-unknown'
	}
	if (values.referralCode !== self?.referralCode) {
		const [holder] = await tx
			.select({ id: ambassadors.id })
			.from(ambassadors)
			.where(self ? and(eq(ambassadors.referralCode, values.referralCode), ne(ambassadors.id, self.id)) : eq(ambassadors.referralCode, values.referralCode))
		const [discount] = holder ? [] : await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, values.referralCode))
		const [used] = holder || discount ? [] : await tx.select({ id: orders.id }).from(orders).where(eq(orders.referralCode, values.referralCode)).limit(1)
		if (holder || discount || used) errors.referralCode = 'code-taken'
	}
	return { errors, welcomeId }
}

/** Runs an ambassador's change and, once it has committed, drops this instance's caches (the others hear the announcement). */
async function changeAmbassador(db: Database, change: (tx: Transaction) => Promise<AmbassadorChange>): Promise<AmbassadorChange> {
	let outcome: AmbassadorChange
	try {
		outcome = await changeCatalogue(db, async (tx, announce) => {
			const result = await change(tx)
			// Field errors roll nothing back that was written: nothing was.
			if (result.status === 'saved') await announce()
			return result
		})
	} catch (error) {
		// Another change took the handle or code between the check and the write.
		if (isUniqueViolation(error, 'ambassadors_handle_unique')) return { status: 'invalid', errors: { handle: 'handle-taken' } }
		if (isUniqueViolation(error, 'ambassadors_referral_code_unique')) return { status: 'invalid', errors: { referralCode: 'code-taken' } }
		throw error
	}
	return outcome
}

const audited = (values: { displayName: string; referralCode: string; welcomeCode: string | null; rewardFils: number; email: string | null; phone: string | null }) => ({
	displayName: values.displayName,
	referralCode: values.referralCode,
	welcomeCode: values.welcomeCode,
	rewardFils: values.rewardFils,
	email: values.email,
	phone: values.phone,
})

export function createAmbassador(db: Database, staff: SignedInStaff, values: AmbassadorValues, at: Date) {
	return changeAmbassador(db, async (tx) => {
		const { errors, welcomeId } = await checkCodes(tx, values, null)
		const [taken] = await tx.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.handle, values.handle))
		if (taken) return { status: 'invalid', errors: { ...errors, handle: 'handle-taken' } }
		if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
		const [row] = await tx
			.insert(ambassadors)
			.values({
				handle: values.handle,
				displayName: values.displayName,
				referralCode: values.referralCode,
				discountCodeId: welcomeId,
				rewardFils: values.rewardFils,
				email: values.email,
				phone: values.phone,
				createdAt: at,
				updatedAt: at,
			})
			.returning({ id: ambassadors.id })
		await writeAudit(tx, staff, { action: 'ambassador.create', subject: `ambassador:${row!.id}`, after: { handle: values.handle, ...audited(values) } }, at)
		return { status: 'saved', id: row!.id }
	})
}

/** Changes the name, code, welcome discount, reward, e-mail and phone (the page address stays: links to it are out there). */
export function editAmbassador(db: Database, staff: SignedInStaff, id: number, values: AmbassadorValues, at: Date) {
	return changeAmbassador(db, async (tx) => {
		const [current] = await tx
			.select({
				id: ambassadors.id,
				displayName: ambassadors.displayName,
				referralCode: ambassadors.referralCode,
				rewardFils: ambassadors.rewardFils,
				welcomeCode: discountCodes.code,
				email: ambassadors.email,
				phone: ambassadors.phone,
			})
			.from(ambassadors)
			.leftJoin(discountCodes, eq(discountCodes.id, ambassadors.discountCodeId))
			.where(eq(ambassadors.id, id))
			.for('update', { of: ambassadors })
		if (!current) return { status: 'not-found' }
		const { errors, welcomeId } = await checkCodes(tx, values, current)
		if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
		await tx
			.update(ambassadors)
			.set({ displayName: values.displayName, referralCode: values.referralCode, discountCodeId: welcomeId, rewardFils: values.rewardFils, email: values.email, phone: values.phone, updatedAt: at })
			.where(eq(ambassadors.id, id))
		await writeAudit(tx, staff, { action: 'ambassador.edit', subject: `ambassador:${id}`, before: audited(current), after: audited(values) }, at)
		return { status: 'saved', id }
	})
}

/** Retires (or brings back) an ambassador: their page and code stop (or start) working; nothing is deleted. */
export function setAmbassadorActive(db: Database, staff: SignedInStaff, id: number, active: boolean, at: Date) {
	return changeAmbassador(db, async (tx) => {
		const [row] = await tx
			.update(ambassadors)
			.set({ isActive: active, updatedAt: at })
			.where(and(eq(ambassadors.id, id), eq(ambassadors.isActive, !active)))
			.returning({ id: ambassadors.id })
		if (!row) return { status: 'not-found' }
		await writeAudit(tx, staff, { action: active ? 'ambassador.restore' : 'ambassador.retire', subject: `ambassador:${id}`, before: { isActive: !active }, after: { isActive: active } }, at)
		return { status: 'saved', id }
	})
}

export type PayoutOutcome =
	| { status: 'paid'; amountFils: number }
	| { status: 'not-found' }
	| { status: 'invalid'; errors: Partial<Record<'amount' | 'reference' | 'note', PayoutProblem>>; owedFils: number }

/**
 * Records money the team paid an ambassador, under their row's lock: what is owed is read, the
 * form checked against it, the payout added and the balance lowered in one transaction. The
 * check `ambassadors_rewards_balance` refuses a balance below zero whatever runs in parallel.
 */
export async function recordPayout(db: Database, staff: SignedInStaff, id: number, form: Record<string, string>, at: Date): Promise<PayoutOutcome> {
	return db.transaction(async (tx): Promise<PayoutOutcome> => {
		const [ambassador] = await tx
			.select({ owed: ambassadors.rewardsOwedFils, clawback: ambassadors.rewardsClawbackFils })
			.from(ambassadors)
			.where(eq(ambassadors.id, id))
			.for('update')
		if (!ambassador) return { status: 'not-found' }
		const owedFils = netOwedFils({ owedFils: ambassador.owed, clawbackFils: ambassador.clawback })
		const read = readPayoutForm(form, owedFils)
		if (!read.ok) return { status: 'invalid', errors: read.errors, owedFils }
		const payout: PayoutValues = read.values
		await tx.insert(referralPayouts).values({ ambassadorId: id, amountFils: payout.amountFils, reference: payout.reference, note: payout.note, staffId: staff.id, createdAt: at })
		await tx
			.update(ambassadors)
			.set({ rewardsOwedFils: sql`${ambassadors.rewardsOwedFils} - ${payout.amountFils}`, updatedAt: at })
			.where(eq(ambassadors.id, id))
		await writeAudit(tx, staff, { action: 'referral.payout', subject: `ambassador:${id}`, before: { owedFils }, after: { ...payout, owedFils: owedFils - payout.amountFils } }, at)
		return { status: 'paid', amountFils: payout.amountFils }
	})
}
