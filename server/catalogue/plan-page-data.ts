/**
 * What a plan's page shows beside the catalogue's plan: the Monday of its first published weekly
 * menu (no order starts before it) and its photo. Kept like the catalogue, 30 s and dropped on
 * every instance by the catalogue NOTIFY, which publishing a week (server/console/menus/week-store.ts)
 * and a photo's set becoming ready (server/media/photo-service.ts) send. The customise step and a
 * payment read the first menu fresh (orderStartTerms).
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { PhotoView } from '../../domain/photo.ts'
import { cacheKeyOf, catalogueDataCache } from '../cache/catalogue-caches.ts'
import type { Database } from '../db/client.ts'
import { deepFreeze } from '../db/queries/catalogue.ts'
import { readyPhotos } from '../media/photo-queries.ts'
import { planMenuFrom } from '../schedule/schedule-data.ts'

// Keys are plans (of the catalogue, never a URL's slug) × databases, and × languages for photos: bounded.
const menuFromCache = catalogueDataCache<string | null>(30_000)
const photoCache = catalogueDataCache<PhotoView | null>(30_000)

/** The Monday of the plan's first published weekly menu, or null when it has none, from the cache. */
export function cachedPlanMenuFrom(db: Database, planId: number): Promise<string | null> {
	return menuFromCache.get(`${cacheKeyOf(db)}:plan-menu-from:${planId}`, () => planMenuFrom(db, planId))
}

/** The plan's ready photo with its text in `locale`, or null while it has none, from the cache. */
export function cachedPlanPhoto(db: Database, planId: number, locale: LocaleCode): Promise<PhotoView | null> {
	return photoCache.get(`${cacheKeyOf(db)}:plan-photo:${planId}:${locale}`, async () => deepFreeze((await readyPhotos(db, 'plan', [planId], locale)).get(planId) ?? null))
}
