/**
 * A plan staff withdrew from sale (`plans.withdrawn_at`, docs/console.md): its page answers 410
 * "no longer offered" with its name, rather than the 404 of a slug that never was a plan or of a
 * plan not yet published. Read only when the catalogue has no offered plan of that slug.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { LocaleCode } from '../../../domain/locale.ts'
import type { Database } from '../client.ts'
import { planTranslations, plans } from '../schema.ts'

/** The withdrawn plan's name in `locale` (its slug when it has no text there), or null. */
export async function findWithdrawnPlanName(db: Database, slug: string, locale: LocaleCode): Promise<string | null> {
	const [row] = await db
		.select({ slug: plans.slug, name: planTranslations.name })
		.from(plans)
		.leftJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.locale, locale)))
		.where(and(eq(plans.slug, slug), eq(plans.isActive, false), isNotNull(plans.withdrawnAt)))
		.limit(1)
	return row ? (row.name ?? row.slug) : null
}
