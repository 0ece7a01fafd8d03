import { sql } from 'drizzle-orm'
import { PLAN_SEEDS } from '../../content/plans.ts'
import type { Database } from './client.ts'
import { planTranslations, plans } from './schema.ts'

/** Brings the catalogue in line with content/; safe to run on every start. */
export async function seedDatabase(db: Database) {
	await db.transaction(async (tx) => {
		for (const [index, seed] of PLAN_SEEDS.entries()) {
			const [plan] = await tx
				.insert(plans)
				.values({ slug: seed.slug, tags: seed.tags, mealsPerDay: seed.mealsPerDay, sortOrder: index })
				.onConflictDoUpdate({
					target: plans.slug,
					set: { tags: seed.tags, mealsPerDay: seed.mealsPerDay, sortOrder: index, updatedAt: sql`now()` },
				})
				.returning({ id: plans.id })
			if (!plan) throw new Error(`Seeding plan ${seed.slug} returned no row`)
			await tx
				.insert(planTranslations)
				.values(Object.entries(seed.text).map(([locale, text]) => ({ planId: plan.id, locale, ...text })))
				.onConflictDoUpdate({
					target: [planTranslations.planId, planTranslations.locale],
					set: { name: sql`excluded.name`, summary: sql`excluded.summary` },
				})
		}
	})
}
