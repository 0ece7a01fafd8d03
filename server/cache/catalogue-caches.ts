/**
 * The in-process caches of catalogue data (plans and prices, delivery geography, menus), each keyed
 * `${cacheKeyOf(db)}:…`. When staff change the catalogue, every instance hears it
 * (server/catalogue/change-listener.ts) and drops its entries of that database here, so the public
 * site shows the change within moments instead of after the caches' 30 s.
 */
import { TtlCache } from './ttl-cache.ts'

const caches = new Set<TtlCache<unknown>>()

/** A TtlCache whose keys start with `${cacheKeyOf(db)}:`, dropped by `dropCatalogueCaches`. */
export function catalogueDataCache<Value>(ttlMs: number): TtlCache<Value> {
	const cache = new TtlCache<Value>(ttlMs)
	caches.add(cache as TtlCache<unknown>)
	return cache
}

const generations = new WeakMap<object, number>()

/**
 * How many times `db`'s catalogue caches have been dropped: a value built from catalogue data
 * and kept outside these caches (the plan API's kept answers, server/schedule/plan-answers.ts)
 * notes it when built and is stale once it moves.
 */
export function catalogueGeneration(db: object): number {
	return generations.get(db) ?? 0
}

/** Forgets every catalogue value read from `db`. */
export function dropCatalogueCaches(db: object) {
	const prefix = `${cacheKeyOf(db)}:`
	for (const cache of caches) cache.dropPrefix(prefix)
	generations.set(db, catalogueGeneration(db) + 1)
}

const databaseIds = new WeakMap<object, number>()
let lastDatabaseId = 0
/** Tests run several databases in one process; each gets its own cache entries. */
export function cacheKeyOf(db: object) {
	let id = databaseIds.get(db)
	if (id === undefined) {
		id = ++lastDatabaseId
		databaseIds.set(db, id)
	}
	return id
}
