/**
 * The discount codes' server work in the console (issue 18, item 2): the list with each code's
 * paid uses, one code, the facts the form is checked against (plans, campaigns, the prices of what
 * the site sells), and creating, editing, retiring and bringing back a code. Every change writes
 * its audit row and announces itself to every instance (server/catalogue/catalogue-change.ts) in
 * its transaction. Checkout reads codes fresh from the table (server/db/queries/discount-codes.ts),
 * so a change is in force for the next price asked after the commit; orders keep their own price
 * snapshot, so no change alters an order already placed.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { CAMPAIGN_SLUGS } from '../../../content/campaigns.ts'
import type { DiscountCodeValues, OrderTotal } from '../../../domain/catalogue/discount-code-form.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { cachedCatalogue } from '../../db/queries/catalogue.ts'
import { countCodeUses, type DiscountCode, findDiscountCodes } from '../../db/queries/discount-codes.ts'
import { discountCodes, planTranslations, plans, staffAuditLog } from '../../db/schema.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type ConsoleDiscountCode = DiscountCode & { paidUses: number }

type Row = typeof discountCodes.$inferSelect

/** The columns staff own, as the audit log records them before and after a change. */
function auditValues(row: Pick<Row, keyof DiscountCodeValues>) {
	return {
		discountType: row.discountType,
		value: row.value,
		validFrom: row.validFrom?.toISOString() ?? null,
		validUntil: row.validUntil?.toISOString() ?? null,
		maxUses: row.maxUses,
		maxUsesPerCustomer: row.maxUsesPerCustomer,
		minOrderFils: row.minOrderFils,
		minWeeks: row.minWeeks,
		planSlugs: row.planSlugs,
		cardBins: row.cardBins,
		isAutomatic: row.isAutomatic,
		campaign: row.campaign,
	}
}

const subjectOf = (code: string) => `discount-code:${code}`

/** Every code, newest first, with how many paid orders used it. */
export async function listDiscountCodes(db: Database, at: Date): Promise<ConsoleDiscountCode[]> {
	const rows = await db.select({ code: discountCodes.code }).from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
	const codes = rows.map((row) => row.code)
	const [found, uses] = await Promise.all([findDiscountCodes(db, codes), countCodeUses(db, codes, null, { at, paidOnly: true })])
	return codes.flatMap((code) => {
		const entry = found.get(code)
		return entry ? [{ ...entry, paidUses: uses.get(code)?.total ?? 0 }] : []
	})
}

export async function readDiscountCode(db: Database, code: string, at: Date): Promise<ConsoleDiscountCode | null> {
	const found = (await findDiscountCodes(db, [code])).get(code)
	if (!found) return null
	const uses = await countCodeUses(db, [code], null, { at, paidOnly: true })
	return { ...found, paidUses: uses.get(code)?.total ?? 0 }
}

export type CodeHistoryRow = { id: number; at: Date; actor: string; action: string }

/** The code's changes made in the console, newest first (the audit log has their before and after). */
export async function readCodeHistory(db: Database, code: string): Promise<CodeHistoryRow[]> {
	return db
		.select({ id: staffAuditLog.id, at: staffAuditLog.at, actor: staffAuditLog.actor, action: staffAuditLog.action })
		.from(staffAuditLog)
		.where(eq(staffAuditLog.subject, subjectOf(code)))
		.orderBy(desc(staffAuditLog.id))
		.limit(50)
}

export type PlanChoice = { slug: string; name: string; offered: boolean }

/** What the form is checked against: every plan (a code may name one not offered yet), the campaign pages, the options sold now. */
export async function codeFormFacts(db: Database, locale: LocaleCode): Promise<{ plans: PlanChoice[]; campaigns: readonly string[]; orderTotals: OrderTotal[] }> {
	const planRows = await db
		.select({ slug: plans.slug, name: planTranslations.name, offered: plans.isActive })
		.from(plans)
		.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.orderBy(asc(plans.sortOrder), asc(plans.slug))
	const catalogue = await cachedCatalogue(db, locale)
	const orderTotals = catalogue.plans.flatMap((plan) =>
		plan.variants.flatMap((variant) => variant.prices.map((price) => ({ planSlug: plan.slug, weeks: price.weeks, totalFils: price.totalFils }))),
	)
	return { plans: planRows, campaigns: CAMPAIGN_SLUGS, orderTotals }
}

export type CodeChangeOutcome = 'saved' | 'not-found' | 'code-taken' | 'campaign-busy'

const isUniqueViolation = (error: unknown, constraint: string) => {
	const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string })
	return cause?.code === '23505' && cause.constraint === constraint
}

/**
 * A campaign page offers one code (`discount_codes.campaign` is unique): giving the page to this
 * code takes it from the code that had it, audited as that code's edit, under its row lock.
 */
async function takeCampaign(tx: Transaction, staff: SignedInStaff, campaign: string | null, code: string, now: Date) {
	if (campaign === null) return
	const holders = await tx.select().from(discountCodes).where(and(eq(discountCodes.campaign, campaign), ne(discountCodes.code, code))).for('update')
	for (const holder of holders) {
		await tx.update(discountCodes).set({ campaign: null, updatedAt: now }).where(eq(discountCodes.id, holder.id))
		await writeAudit(tx, staff, { action: 'discount-code.edit', subject: subjectOf(holder.code), before: { campaign: holder.campaign }, after: { campaign: null } }, now)
	}
}

async function announced(db: Database, change: (tx: Transaction) => Promise<CodeChangeOutcome>): Promise<CodeChangeOutcome> {
	let outcome: CodeChangeOutcome
	try {
		outcome = await changeCatalogue(db, async (tx, announce) => {
			const result = await change(tx)
			if (result === 'saved') await announce()
			return result
		})
	} catch (error) {
		// Two staff giving the same campaign page to different codes at the same moment: one wins.
		if (isUniqueViolation(error, 'discount_codes_campaign_unique')) return 'campaign-busy'
		throw error
	}
	return outcome
}

export function createDiscountCode(db: Database, staff: SignedInStaff, code: string, values: DiscountCodeValues, now: Date) {
	return announced(db, async (tx) => {
		await takeCampaign(tx, staff, values.campaign, code, now)
		const [row] = await tx
			.insert(discountCodes)
			.values({ code, ...values, isActive: true, createdAt: now, updatedAt: now })
			.onConflictDoNothing({ target: discountCodes.code })
			.returning()
		if (!row) return 'code-taken'
		await writeAudit(tx, staff, { action: 'discount-code.create', subject: subjectOf(code), after: auditValues(row) }, now)
		return 'saved'
	})
}

/**
 * Saves a code's rules under its row lock: the lock an order takes to count a limited code's uses
 * (lockLimitedCodes), so an order made meanwhile is counted against the old rules or the new ones,
 * never half of each.
 */
export function updateDiscountCode(db: Database, staff: SignedInStaff, code: string, values: DiscountCodeValues, now: Date) {
	return announced(db, async (tx) => {
		const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update')
		if (!before) return 'not-found'
		await takeCampaign(tx, staff, values.campaign, code, now)
		const [after] = await tx.update(discountCodes).set({ ...values, updatedAt: now }).where(eq(discountCodes.id, before.id)).returning()
		await writeAudit(tx, staff, { action: 'discount-code.edit', subject: subjectOf(code), before: auditValues(before), after: auditValues(after!) }, now)
		return 'saved'
	})
}

/**
 * Retires a code (checkout refuses it from the next price asked) or brings it back. Never deleted:
 * orders, ambassadors and partner offers name it.
 */
export function setDiscountCodeActive(db: Database, staff: SignedInStaff, code: string, active: boolean, now: Date) {
	return announced(db, async (tx) => {
		const [row] = await tx
			.update(discountCodes)
			.set({ isActive: active, updatedAt: now })
			.where(and(eq(discountCodes.code, code), eq(discountCodes.isActive, !active)))
			.returning({ id: discountCodes.id })
		if (!row) return 'not-found'
		await writeAudit(
			tx,
			staff,
			{ action: active ? 'discount-code.restore' : 'discount-code.retire', subject: subjectOf(code), before: { isActive: !active }, after: { isActive: active } },
			now,
		)
		return 'saved'
	})
}

/** Each campaign page with the code it offers (null: none), in the site's order. */
export async function listCampaignCodes(db: Database, at: Date): Promise<Array<{ slug: string; code: ConsoleDiscountCode | null }>> {
	const rows = await db.select({ code: discountCodes.code, campaign: discountCodes.campaign }).from(discountCodes).where(sql`${discountCodes.campaign} is not null`)
	const bySlug = new Map(rows.map((row) => [row.campaign!, row.code]))
	return Promise.all(
		CAMPAIGN_SLUGS.map(async (slug) => {
			const code = bySlug.get(slug)
			return { slug, code: code ? await readDiscountCode(db, code, at) : null }
		}),
	)
}
