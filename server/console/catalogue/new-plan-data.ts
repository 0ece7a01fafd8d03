/**
 * New plans and new sizes in the console (issue 18, item 2). A plan is created hidden
 * (`plans.is_active` false: no public page, list, sitemap entry or order form knows it) and
 * published once it is complete (missingForSale); a published plan is withdrawn from sale (hidden
 * again, its running plans delivered to their end, no renewals) and brought back by publishing it;
 * a size is added to a plan that lacks it, or a retired one is brought back. Each change writes its
 * audit row and the catalogue announcement in its transaction, so every instance drops its cached
 * catalogue.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { missingForSale, type MissingForSale, type NewPlan, type NewPlanSize } from '../../../domain/catalogue/new-plan-form.ts'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import { PLAN_SIZES, planPriceTable, type PlanSize } from '../../../domain/plan-pricing.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Executor } from '../../db/client.ts'
import { deliveries, planPrices, planTranslations, planVariants, plans, staffAuditLog, subscriptions, weeklyMenuItems, weeklyMenus } from '../../db/schema.ts'
import { type AuditRow, readAudit, writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'
import { planSubject } from './plan-texts-data.ts'

/** A size's code is taken by another plan's size (codes are never reused): the whole change rolls back. */
class CodeTaken extends Error {}

async function insertSize(tx: Executor, planId: number, code: string, size: NewPlanSize) {
	const [row] = await tx
		.insert(planVariants)
		.values({ planId, code, size: size.size, kcalMin: size.kcalMin, kcalMax: size.kcalMax, listPricePerDayFils: size.listPricePerDayFils })
		.onConflictDoNothing({ target: planVariants.code })
		.returning({ id: planVariants.id })
	if (!row) throw new CodeTaken()
	// The price table follows from the list price by the catalogue's one rule (as the seed's).
	await tx.insert(planPrices).values(planPriceTable(size.listPricePerDayFils).map((price) => ({ variantId: row.id, ...price })))
}

async function unlessCodeTaken<Result>(work: () => Promise<Result>): Promise<Result | 'code-taken'> {
	try {
		return await work()
	} catch (error) {
		if (error instanceof CodeTaken) return 'code-taken'
		throw error
	}
}

/** The Monday after today (UAE): a new week can start no earlier (the menus' own rule). */
const nextMonday = (now: Date) => {
	const today = uaeClock(now).date
	return addDays(today, 8 - menuWeekday(today))
}

/**
 * The new plan's first week, a draft from next Monday copied from the latest published week of
 * the plan that shows its diet's sample menu (so it starts with the diet's dishes); the kitchen
 * adjusts it (e.g. to the plan's meals a day) and publishes it in /console/menus/. Null when the
 * diet has no published menu yet: the kitchen starts an empty week there.
 */
async function copyDietWeek(tx: Executor, staff: SignedInStaff, plan: { id: number; diet: string }, now: Date) {
	const [source] = await tx
		.select({ id: weeklyMenus.id, weekStart: weeklyMenus.weekStart })
		.from(weeklyMenus)
		.innerJoin(plans, eq(plans.id, weeklyMenus.planId))
		.where(and(eq(plans.diet, plan.diet), ne(plans.id, plan.id), eq(weeklyMenus.status, 'published')))
		.orderBy(desc(plans.isActive), asc(plans.sortOrder), desc(weeklyMenus.weekStart))
		.limit(1)
	if (!source) return null
	const weekStart = nextMonday(now)
	const [week] = await tx.insert(weeklyMenus).values({ planId: plan.id, weekStart, status: 'draft', createdAt: now, updatedAt: now }).returning({ id: weeklyMenus.id })
	const items = await tx
		.select({ weekday: weeklyMenuItems.weekday, meal: weeklyMenuItems.meal, course: weeklyMenuItems.course, dishId: weeklyMenuItems.dishId, isDefault: weeklyMenuItems.isDefault, position: weeklyMenuItems.position })
		.from(weeklyMenuItems)
		.where(eq(weeklyMenuItems.menuId, source.id))
	if (items.length > 0) await tx.insert(weeklyMenuItems).values(items.map((item) => ({ ...item, menuId: week!.id })))
	await writeAudit(tx, staff, { action: 'menu.create', subject: `menu:${week!.id}`, after: { planId: plan.id, weekStart, copiedFrom: source.weekStart, items: items.length } }, now)
	return { id: week!.id, weekStart, copiedFrom: source.weekStart }
}

/**
 * Creates a plan, hidden, with its texts, sizes and their price tables, and a first draft week.
 * 'slug-taken' (another plan has the slug; of many creating one slug at once, the unique index
 * lets one through) and 'code-taken' (a size's code `<slug>-<size>` belongs to another plan) change nothing.
 */
export async function createPlan(db: Database, staff: SignedInStaff, plan: NewPlan, now: Date): Promise<'created' | 'slug-taken' | 'code-taken'> {
	const result = await unlessCodeTaken(() =>
		changeCatalogue(db, async (tx, announce) => {
			const [last] = await tx.select({ sortOrder: sql<number>`coalesce(max(${plans.sortOrder}), -1)::int` }).from(plans)
			const [row] = await tx
				.insert(plans)
				.values({ slug: plan.slug, tags: plan.tags, mealsPerDay: plan.mealsPerDay, diet: plan.diet, sortOrder: (last?.sortOrder ?? -1) + 1, isActive: false, createdAt: now, updatedAt: now })
				.onConflictDoNothing({ target: plans.slug })
				.returning({ id: plans.id })
			if (!row) return 'slug-taken' as const
			await tx.insert(planTranslations).values(LOCALE_CODES.map((locale) => ({ planId: row.id, locale, ...plan.texts[locale] })))
			for (const size of plan.sizes) await insertSize(tx, row.id, `${plan.slug}-${size.size}`, size)
			const firstWeek = await copyDietWeek(tx, staff, { id: row.id, diet: plan.diet }, now)
			await writeAudit(tx, staff, { action: 'catalogue.plan-create', subject: planSubject(plan.slug), after: { ...plan, isActive: false, firstWeek } }, now)
			await announce()
			return 'created' as const
		}),
	)
	return result
}

export type OfferSize = { code: string; size: PlanSize; kcalMin: number; kcalMax: number; archivedAt: Date | null }

export type PlanOffer = {
	id: number
	slug: string
	name: string
	isActive: boolean
	/** Set while the plan is withdrawn from sale (not for a plan never published). */
	withdrawnAt: Date | null
	diet: string | null
	sizes: OfferSize[]
	missing: MissingForSale[]
	/** This page's changes: created, published, sizes added and brought back. */
	history: AuditRow[]
}

async function readinessOf(db: Executor, plan: { id: number; diet: string | null }) {
	const [facts] = await db
		.select({
			textsIn: sql<string[]>`coalesce((select array_agg(${planTranslations.locale}) from ${planTranslations} where ${planTranslations.planId} = ${plan.id} and length(${planTranslations.name}) > 0 and length(${planTranslations.summary}) > 0 and length(${planTranslations.description}) > 0), '{}')`,
			pricedSizes: sql<number>`(select count(*) from ${planVariants} where ${planVariants.planId} = ${plan.id} and ${planVariants.archivedAt} is null and exists (select 1 from ${planPrices} where ${planPrices.variantId} = ${planVariants.id}))::int`,
			publishedMenu: sql<boolean>`exists (select 1 from ${weeklyMenus} where ${weeklyMenus.planId} = ${plan.id} and ${weeklyMenus.status} = 'published')`,
		})
		.from(sql`(select 1) as one`)
	return missingForSale({ textsIn: facts!.textsIn, pricedSizes: facts!.pricedSizes, diet: plan.diet, publishedMenu: facts!.publishedMenu })
}

const OFFER_ACTIONS = ['catalogue.plan-create', 'catalogue.plan-publish', 'catalogue.plan-withdraw', 'catalogue.plan-size-add'] as const

export async function readPlanOffer(db: Database, slug: string, locale: LocaleCode): Promise<PlanOffer | null> {
	const [plan] = await db
		.select({ id: plans.id, slug: plans.slug, isActive: plans.isActive, withdrawnAt: plans.withdrawnAt, diet: plans.diet, name: sql<string>`coalesce(${planTranslations.name}, ${plans.slug})` })
		.from(plans)
		.leftJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.where(eq(plans.slug, slug))
	if (!plan) return null
	const sizes = await db
		.select({ code: planVariants.code, size: planVariants.size, kcalMin: planVariants.kcalMin, kcalMax: planVariants.kcalMax, archivedAt: planVariants.archivedAt })
		.from(planVariants)
		.where(eq(planVariants.planId, plan.id))
	sizes.sort((a, b) => PLAN_SIZES.indexOf(a.size as PlanSize) - PLAN_SIZES.indexOf(b.size as PlanSize))
	const planRows = (await readAudit(db, { action: null, subject: planSubject(slug), actor: null, from: null, to: null, before: null })).rows
	const restored =
		sizes.length === 0
			? []
			: await db
					.select()
					.from(staffAuditLog)
					.where(and(eq(staffAuditLog.action, 'catalogue.variant-restore'), inArray(staffAuditLog.subject, sizes.map((size) => `plan-variant:${size.code}`))))
	const history = [...planRows.filter((row) => (OFFER_ACTIONS as readonly string[]).includes(row.action)), ...restored].sort((a, b) => b.id - a.id)
	return { ...plan, sizes: sizes as OfferSize[], missing: await readinessOf(db, plan), history }
}

/** Offers a hidden plan — a new one, or one withdrawn from sale: refused with what it lacks; 'already' when it is offered. */
export async function publishPlan(db: Database, staff: SignedInStaff, slug: string, now: Date): Promise<'published' | 'already' | 'not-found' | MissingForSale[]> {
	const outcome = await changeCatalogue(db, async (tx, announce) => {
		// Locked, so a size retired or added meanwhile is seen before the plan goes on sale.
		const [plan] = await tx.select({ id: plans.id, isActive: plans.isActive, diet: plans.diet }).from(plans).where(eq(plans.slug, slug)).for('update')
		if (!plan) return 'not-found' as const
		if (plan.isActive) return 'already' as const
		const missing = await readinessOf(tx, plan)
		if (missing.length > 0) return missing
		await tx.update(plans).set({ isActive: true, withdrawnAt: null, updatedAt: now }).where(eq(plans.id, plan.id))
		await writeAudit(tx, staff, { action: 'catalogue.plan-publish', subject: planSubject(slug), before: { isActive: false }, after: { isActive: true } }, now)
		await announce()
		return 'published' as const
	})
	return outcome
}

/** What withdrawing a plan from sale leaves running, as the confirmation step says it (and the audit row keeps it). */
export type WithdrawalImpact = {
	/** The plan's subscriptions still running: each keeps every day paid for. */
	runningPlans: number
	/** Their delivery days still to come (scheduled, from today, UAE). */
	daysToDeliver: number
	/** The last of those days: the kitchen cooks the plan until then. Null when none is left. */
	lastDate: string | null
}

async function withdrawalImpact(db: Executor, planId: number, now: Date): Promise<WithdrawalImpact> {
	const today = uaeClock(now).date
	const [row] = await db
		.select({
			runningPlans: sql<number>`count(distinct ${subscriptions.id})::int`,
			daysToDeliver: sql<number>`count(${deliveries.id}) filter (where ${deliveries.state} = 'scheduled' and ${deliveries.date} >= ${today})::int`,
			lastDate: sql<string | null>`max(${deliveries.date}) filter (where ${deliveries.state} = 'scheduled' and ${deliveries.date} >= ${today})`,
		})
		.from(subscriptions)
		.leftJoin(deliveries, eq(deliveries.subscriptionId, subscriptions.id))
		.where(and(eq(subscriptions.planId, planId), eq(subscriptions.status, 'active')))
	return { runningPlans: row?.runningPlans ?? 0, daysToDeliver: row?.daysToDeliver ?? 0, lastDate: row?.lastDate ?? null }
}

/** The confirmation step's figures for an offered plan; null for an unknown slug. */
export async function readWithdrawalImpact(db: Database, slug: string, now: Date): Promise<WithdrawalImpact | null> {
	const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug))
	return plan ? withdrawalImpact(db, plan.id, now) : null
}

/**
 * Withdraws an offered plan from sale: hidden again (`is_active` false, `withdrawn_at` set), so no
 * page, list, sitemap, order form or price answer offers it and renewals of it are refused; its
 * running plans, their days and their meals are not touched. Under the plan row's lock, so of
 * many presses at once one withdraws (one audit row) and the others find it 'already' withdrawn.
 */
export async function withdrawPlan(db: Database, staff: SignedInStaff, slug: string, now: Date): Promise<'withdrawn' | 'already' | 'not-found'> {
	const outcome = await changeCatalogue(db, async (tx, announce) => {
		const [plan] = await tx.select({ id: plans.id, isActive: plans.isActive }).from(plans).where(eq(plans.slug, slug)).for('update')
		if (!plan) return 'not-found' as const
		if (!plan.isActive) return 'already' as const
		const impact = await withdrawalImpact(tx, plan.id, now)
		await tx.update(plans).set({ isActive: false, withdrawnAt: now, updatedAt: now }).where(eq(plans.id, plan.id))
		await writeAudit(tx, staff, { action: 'catalogue.plan-withdraw', subject: planSubject(slug), before: { isActive: true }, after: { isActive: false, ...impact } }, now)
		await announce()
		return 'withdrawn' as const
	})
	return outcome
}

/**
 * Adds a size the plan does not have (offered at once if the plan is). Its code follows the
 * plan's other size's prefix (seeded codes need not follow the slug), else the slug.
 * 'size-taken' when the plan has it already (retired: bring it back instead), 'code-taken'
 * when the code belongs to another plan.
 */
export async function addPlanSize(db: Database, staff: SignedInStaff, slug: string, size: NewPlanSize, now: Date): Promise<'added' | 'not-found' | 'size-taken' | 'code-taken'> {
	const result = await unlessCodeTaken(() =>
		changeCatalogue(db, async (tx, announce) => {
			// Locked, so two adds of one size at once are one after the other: the second sees the first.
			const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug)).for('update')
			if (!plan) return 'not-found' as const
			const existing = await tx.select({ code: planVariants.code, size: planVariants.size }).from(planVariants).where(eq(planVariants.planId, plan.id))
			if (existing.some((row) => row.size === size.size)) return 'size-taken' as const
			const other = existing[0]
			const prefix = other && other.code.endsWith(`-${other.size}`) ? other.code.slice(0, -other.size.length - 1) : slug
			const code = `${prefix}-${size.size}`
			await insertSize(tx, plan.id, code, size)
			await writeAudit(tx, staff, { action: 'catalogue.plan-size-add', subject: planSubject(slug), after: { code, ...size } }, now)
			await announce()
			return 'added' as const
		}),
	)
	return result
}

/** Brings back a retired size of the plan with the prices and calories it had; false when there is none to bring back. */
export async function restorePlanSize(db: Database, staff: SignedInStaff, slug: string, code: string, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx
			.update(planVariants)
			.set({ archivedAt: null })
			.where(and(eq(planVariants.code, code), sql`${planVariants.archivedAt} is not null`, sql`${planVariants.planId} = (select ${plans.id} from ${plans} where ${plans.slug} = ${slug})`))
			.returning({ id: planVariants.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: 'catalogue.variant-restore', subject: `plan-variant:${code}`, before: { archivedAt: 'retired' }, after: { archivedAt: null } }, now)
		await announce()
		return true
	})
	return done
}
