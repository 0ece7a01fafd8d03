import { and, asc, eq } from 'drizzle-orm'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { Database } from '../client.ts'
import { planTranslations, plans } from '../schema.ts'

export type PlanSummary = { slug: string; name: string; summary: string; mealsPerDay: number; tags: string[] }

export async function findPlanBySlug(db: Database, slug: string, locale: LocaleCode): Promise<PlanSummary | null> {
	const [row] = await db
		.select({
			slug: plans.slug,
			name: planTranslations.name,
			summary: planTranslations.summary,
			mealsPerDay: plans.mealsPerDay,
			tags: plans.tags,
		})
		.from(plans)
		.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.where(and(eq(plans.slug, slug), eq(plans.isActive, true)))
		.limit(1)
	return row ?? null
}

export async function listActivePlanSlugs(db: Database): Promise<string[]> {
	const rows = await db
		.select({ slug: plans.slug })
		.from(plans)
		.where(eq(plans.isActive, true))
		.orderBy(asc(plans.sortOrder), asc(plans.slug))
	return rows.map((row) => row.slug)
}

export async function listActivePlans(db: Database, locale: LocaleCode): Promise<PlanSummary[]> {
	return db
		.select({
			slug: plans.slug,
			name: planTranslations.name,
			summary: planTranslations.summary,
			mealsPerDay: plans.mealsPerDay,
			tags: plans.tags,
		})
		.from(plans)
		.innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.where(eq(plans.isActive, true))
		.orderBy(asc(plans.sortOrder), asc(plans.slug))
}
