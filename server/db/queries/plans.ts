import { and, asc, eq } from 'drizzle-orm'
import type { LocaleCode } from '../../../domain/locale.ts'
import { TtlCache } from '../../cache/ttl-cache.ts'
import type { Database } from '../client.ts'
import { planTranslations, plans } from '../schema.ts'

export type PlanSummary = { slug: string; name: string; summary: string; mealsPerDay: number; tags: string[] }

/** Active plans with their texts in one language; callers narrow and order it. */
function activePlansIn(db: Database, locale: LocaleCode) {
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
		.$dynamic()
}

export async function findPlanBySlug(db: Database, slug: string, locale: LocaleCode): Promise<PlanSummary | null> {
	const [row] = await activePlansIn(db, locale)
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

// The catalogue changes with a deployment or an editor's change, not per request.
const activePlansCache = new TtlCache<PlanSummary[]>(30_000)

/** Active plans in catalogue order, cached for 30 s per database and locale. */
export function listActivePlans(db: Database, locale: LocaleCode): Promise<PlanSummary[]> {
	// `async` settles Drizzle's query once; the query object itself runs again on every `then`.
	return activePlansCache.get(`${cacheKeyOf(db)}:${locale}`, async () =>
		activePlansIn(db, locale)
			.where(eq(plans.isActive, true))
			.orderBy(asc(plans.sortOrder), asc(plans.slug)),
	)
}

const databaseIds = new WeakMap<Database, number>()
let lastDatabaseId = 0
/** Tests run several databases in one process; each gets its own cache entries. */
function cacheKeyOf(db: Database) {
	let id = databaseIds.get(db)
	if (id === undefined) {
		id = ++lastDatabaseId
		databaseIds.set(db, id)
	}
	return id
}
