/**
 * The plan texts' server work (issue 18, item 2): each plan's name, tagline and description in the
 * three languages (plan_translations, what the plan cards, pages and new orders read), changed in
 * one transaction with its audit row (before and after of the languages that changed: the
 * history) and the catalogue announcement, so every instance drops its cached plan lists.
 */
import { and, asc, eq } from 'drizzle-orm'
import { PLAN_TEXT_FIELDS, type PlanTexts } from '../../../domain/catalogue/plan-text-form.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database } from '../../db/client.ts'
import { planTranslations, plans } from '../../db/schema.ts'
import { type AuditRow, readAudit, writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type PlanTextsRow = { slug: string; isActive: boolean; name: string }

/** Every plan, in catalogue order, named in the console's site language. */
export async function listPlanTexts(db: Database, locale: LocaleCode): Promise<PlanTextsRow[]> {
	return db
		.select({ slug: plans.slug, isActive: plans.isActive, name: planTranslations.name })
		.from(plans)
		.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.orderBy(asc(plans.sortOrder), asc(plans.slug))
}

/** `version` is the plan's last change (ms): the form carries it back, so a save over someone else's newer one is refused. */
export type PlanTextsDetail = { slug: string; version: string; texts: PlanTexts; history: AuditRow[] }

export const planSubject = (slug: string) => `plan:${slug}`

export async function readPlanTexts(db: Database, slug: string): Promise<PlanTextsDetail | null> {
	const rows = await db
		.select({
			locale: planTranslations.locale,
			name: planTranslations.name,
			summary: planTranslations.summary,
			description: planTranslations.description,
			updatedAt: plans.updatedAt,
		})
		.from(planTranslations)
		.innerJoin(plans, eq(plans.id, planTranslations.planId))
		.where(eq(plans.slug, slug))
	if (rows.length === 0) return null
	const texts = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, { name: '', summary: '', description: '' }])) as PlanTexts
	for (const row of rows) if (row.locale in texts) texts[row.locale as LocaleCode] = { name: row.name, summary: row.summary, description: row.description }
	const { rows: history } = await readAudit(db, { action: 'catalogue.plan-texts', subject: planSubject(slug), actor: null, from: null, to: null, before: null })
	return { slug, version: String(rows[0]!.updatedAt.getTime()), texts, history }
}

/** Only what changed goes into the log, language by language. */
function difference(before: PlanTexts, after: PlanTexts, changed: readonly LocaleCode[]) {
	const pick = (texts: PlanTexts) =>
		Object.fromEntries(
			changed.map((locale) => [locale, Object.fromEntries(PLAN_TEXT_FIELDS.filter((field) => before[locale][field] !== after[locale][field]).map((field) => [field, texts[locale][field]]))]),
		)
	return { before: pick(before), after: pick(after) }
}

/**
 * Writes the languages that changed: 'saved', 'unknown' for no such plan, or 'stale' when the plan
 * changed since the form was read at `version` (the caller shows the newer texts), so two editors
 * never overwrite each other silently.
 */
export async function savePlanTexts(db: Database, staff: SignedInStaff, slug: string, version: string, read: PlanTexts, texts: PlanTexts, changed: readonly LocaleCode[], now: Date) {
	const outcome = await changeCatalogue(db, async (tx, announce): Promise<'saved' | 'unknown' | 'stale'> => {
		const [plan] = await tx.select({ id: plans.id, updatedAt: plans.updatedAt }).from(plans).where(eq(plans.slug, slug)).for('update')
		if (!plan) return 'unknown'
		if (String(plan.updatedAt.getTime()) !== version) return 'stale'
		for (const locale of changed) {
			await tx
				.insert(planTranslations)
				.values({ planId: plan.id, locale, ...texts[locale] })
				.onConflictDoUpdate({ target: [planTranslations.planId, planTranslations.locale], set: texts[locale] })
		}
		await tx.update(plans).set({ updatedAt: now }).where(eq(plans.id, plan.id))
		await writeAudit(tx, staff, { action: 'catalogue.plan-texts', subject: planSubject(slug), ...difference(read, texts, changed) }, now)
		await announce()
		return 'saved'
	})
	return outcome
}
