/**
 * Plans' weekly menus as the console edits them (issue 18 item 3, decision 012): a new week starts
 * as a draft copied from the plan's latest week; a draft's cells are saved whole; publishing puts
 * it in force from its Monday. A published week never changes: customers have swapped dishes
 * against it and the kitchen cooks from it (a new week replaces it from its own Monday). Each
 * change writes its audit entry in the same transaction, and locks the menu's row first so two
 * editors' saves (or a save and a publish) happen one after the other.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { addDays, uaeClock } from '../../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../../domain/locale.ts'
import { menuOfDate, menuWeekday } from '../../../domain/menu/menu-of-date.ts'
import { publishProblem, type WeekItem, type WeekProblem } from '../../../domain/menu/week-form.ts'
import type { Database, Executor } from '../../db/client.ts'
import { planTranslations, plans, weeklyMenuItems, weeklyMenus } from '../../db/schema.ts'
import { type AuditActor, writeAudit } from '../audit-log.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'

export type PlanWeeks = {
	id: number
	slug: string
	name: string
	weeks: { id: number; weekStart: string; status: 'draft' | 'published' }[]
}

const planName = (locale: LocaleCode) => sql<string>`coalesce((select ${planTranslations.name} from ${planTranslations} where ${planTranslations.planId} = ${plans.id} and ${planTranslations.locale} = ${locale}), ${plans.slug})`

/** Every plan with its weeks, newest first. */
export async function listPlanWeeks(db: Executor, locale: LocaleCode, planId?: number): Promise<PlanWeeks[]> {
	const planRows = await db
		.select({ id: plans.id, slug: plans.slug, name: planName(locale) })
		.from(plans)
		.where(planId === undefined ? undefined : eq(plans.id, planId))
		.orderBy(desc(plans.isActive), asc(plans.sortOrder))
	const weeks = await db
		.select({ id: weeklyMenus.id, planId: weeklyMenus.planId, weekStart: weeklyMenus.weekStart, status: weeklyMenus.status })
		.from(weeklyMenus)
		.where(planId === undefined ? undefined : eq(weeklyMenus.planId, planId))
		.orderBy(desc(weeklyMenus.weekStart))
	return planRows.map((plan) => ({
		...plan,
		weeks: weeks.filter((week) => week.planId === plan.id).map(({ id, weekStart, status }) => ({ id, weekStart, status: status as 'draft' | 'published' })),
	}))
}

/** Today's week in force and whether next Monday has a published week of its own (the console warns when not). */
export function weekSummary(weeks: PlanWeeks['weeks'], now: Date) {
	const today = uaeClock(now).date
	const nextMonday = addDays(today, 8 - menuWeekday(today))
	const inForce = menuOfDate(weeks, today)
	const next = menuOfDate(weeks, nextMonday)
	return { inForce, nextMonday, nextWeekMissing: inForce !== null && next?.weekStart !== nextMonday }
}

export type WeekRecord = { id: number; planId: number; planName: string; weekStart: string; status: 'draft' | 'published'; items: WeekItem[] }

export async function readWeek(db: Executor, id: number, locale: LocaleCode): Promise<WeekRecord | null> {
	const [week] = await db
		.select({ id: weeklyMenus.id, planId: weeklyMenus.planId, weekStart: weeklyMenus.weekStart, status: weeklyMenus.status, planName: planName(locale) })
		.from(weeklyMenus)
		.innerJoin(plans, eq(plans.id, weeklyMenus.planId))
		.where(eq(weeklyMenus.id, id))
	if (!week) return null
	return { ...week, status: week.status as WeekRecord['status'], items: await itemsOf(db, id) }
}

async function itemsOf(db: Executor, menuId: number): Promise<WeekItem[]> {
	const rows = await db
		.select({ weekday: weeklyMenuItems.weekday, meal: weeklyMenuItems.meal, course: weeklyMenuItems.course, dishId: weeklyMenuItems.dishId, isDefault: weeklyMenuItems.isDefault, position: weeklyMenuItems.position })
		.from(weeklyMenuItems)
		.where(eq(weeklyMenuItems.menuId, menuId))
		.orderBy(asc(weeklyMenuItems.weekday), desc(weeklyMenuItems.isDefault), asc(weeklyMenuItems.position))
	return rows as WeekItem[]
}

export type StartProblem = 'invalid' | 'not-monday' | 'past' | 'exists'

/**
 * Starts a plan's week from a Monday after today, as a draft holding a copy of the plan's latest
 * week (the kitchen usually changes a few dishes, not all). Two starts of the same week: the
 * unique (plan, week) decides, the second is told it exists.
 */
export async function startWeek(db: Database, actor: AuditActor, planId: number, weekStart: string, now: Date): Promise<{ status: 'started'; id: number } | { status: 'refused'; problem: StartProblem } | { status: 'not-found' }> {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStart) || Number.isNaN(Date.parse(`${weekStart}T00:00:00Z`)) || new Date(`${weekStart}T00:00:00Z`).toISOString().slice(0, 10) !== weekStart) {
		return { status: 'refused', problem: 'invalid' }
	}
	if (menuWeekday(weekStart) !== 1) return { status: 'refused', problem: 'not-monday' }
	if (weekStart <= uaeClock(now).date) return { status: 'refused', problem: 'past' }
	return db.transaction(async (tx) => {
		const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId))
		if (!plan) return { status: 'not-found' as const }
		const [row] = await tx
			.insert(weeklyMenus)
			.values({ planId, weekStart, status: 'draft', createdAt: now, updatedAt: now })
			.onConflictDoNothing()
			.returning({ id: weeklyMenus.id })
		if (!row) return { status: 'refused' as const, problem: 'exists' as const }
		const [latest] = await tx
			.select({ id: weeklyMenus.id, weekStart: weeklyMenus.weekStart })
			.from(weeklyMenus)
			.where(and(eq(weeklyMenus.planId, planId), sql`${weeklyMenus.id} <> ${row.id}`))
			.orderBy(desc(weeklyMenus.weekStart))
			.limit(1)
		const copied = latest ? await itemsOf(tx, latest.id) : []
		if (copied.length > 0) await tx.insert(weeklyMenuItems).values(copied.map((item) => ({ ...item, menuId: row.id })))
		await writeAudit(tx, actor, { action: 'menu.create', subject: `menu:${row.id}`, after: { planId, weekStart, copiedFrom: latest?.weekStart ?? null, items: copied.length } }, now)
		return { status: 'started' as const, id: row.id }
	})
}

/** Replaces a draft's cells. A published week is refused (`not-draft`). */
export async function saveWeek(db: Database, actor: AuditActor, id: number, items: readonly WeekItem[], now: Date): Promise<'saved' | 'not-found' | WeekProblem> {
	return db.transaction(async (tx) => {
		const [week] = await tx.select({ status: weeklyMenus.status }).from(weeklyMenus).where(eq(weeklyMenus.id, id)).for('update')
		if (!week) return 'not-found'
		if (week.status !== 'draft') return 'not-draft'
		const before = await itemsOf(tx, id)
		await tx.delete(weeklyMenuItems).where(eq(weeklyMenuItems.menuId, id))
		if (items.length > 0) await tx.insert(weeklyMenuItems).values(items.map((item) => ({ ...item, menuId: id })))
		await tx.update(weeklyMenus).set({ updatedAt: now }).where(eq(weeklyMenus.id, id))
		await writeAudit(tx, actor, { action: 'menu.edit', subject: `menu:${id}`, before: { items: before }, after: { items } }, now)
		return 'saved'
	})
}

/** Puts a draft in force from its Monday: refused when a day brings nothing or the week has begun. */
export async function publishWeek(db: Database, actor: AuditActor, id: number, now: Date): Promise<'published' | 'not-found' | WeekProblem> {
	const outcome = await changeCatalogue(db, async (tx, announce) => {
		const [week] = await tx.select({ status: weeklyMenus.status, weekStart: weeklyMenus.weekStart }).from(weeklyMenus).where(eq(weeklyMenus.id, id)).for('update')
		if (!week) return 'not-found'
		if (week.status !== 'draft') return 'not-draft'
		if (week.weekStart <= uaeClock(now).date) return 'started'
		const problem = publishProblem(await itemsOf(tx, id))
		if (problem) return problem
		await tx.update(weeklyMenus).set({ status: 'published', publishedAt: now, updatedAt: now }).where(eq(weeklyMenus.id, id))
		await writeAudit(tx, actor, { action: 'menu.publish', subject: `menu:${id}`, before: { status: 'draft' }, after: { status: 'published', weekStart: week.weekStart } }, now)
		// A plan's first published week and whether it has a sample menu are catalogue data the pages keep.
		await announce()
		return 'published' as const
	})
	return outcome
}
