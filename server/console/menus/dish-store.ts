/**
 * The dishes as the console edits them (issue 18 item 3): the list, one dish with its texts and
 * figures, and the changes (create, edit, retire, bring back), each with its audit entry in the
 * same transaction. One model with the customer's menus (decision 012): these are the rows the
 * calendar, the sample menus and the production sheet read.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { DISH_SIZES, type DishInput, type DishSize, type DishText, type Nutrition } from '../../../domain/menu/dish-form.ts'
import type { Database, Executor } from '../../db/client.ts'
import { dishNutrition, dishTranslations, dishes, photos } from '../../db/schema.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import { type AuditActor, writeAudit } from '../audit-log.ts'

export type DishFilter = { q: string; meal: string; status: string }

export type DishListRow = { id: number; code: string; meal: string; status: string; name: string; photoStatus: string | null }

/** Every dish matching the filter, by meal then name (English, which every dish has). */
export async function listDishes(db: Executor, filter: DishFilter): Promise<DishListRow[]> {
	const conditions: SQL[] = []
	if (filter.meal) conditions.push(eq(dishes.meal, filter.meal))
	if (filter.status) conditions.push(eq(dishes.status, filter.status))
	if (filter.q) {
		const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
		conditions.push(or(ilike(dishes.code, pattern), ilike(dishTranslations.name, pattern))!)
	}
	return db
		.select({
			id: dishes.id,
			code: dishes.code,
			meal: dishes.meal,
			status: dishes.status,
			name: dishTranslations.name,
			// The newest photo's state: what the list shows beside the dish.
			photoStatus: sql<string | null>`(select ${photos.status} from ${photos} where ${photos.dishId} = ${dishes.id} and ${photos.status} <> 'removed' order by ${photos.id} desc limit 1)`,
		})
		.from(dishes)
		.innerJoin(dishTranslations, and(eq(dishTranslations.dishId, dishes.id), eq(dishTranslations.locale, 'en')))
		.where(conditions.length ? and(...conditions) : undefined)
		.orderBy(asc(dishes.meal), asc(dishTranslations.name))
}

export type DishRecord = {
	id: number
	code: string
	meal: string
	status: string
	dietTags: string[]
	allergens: string[]
	texts: Record<LocaleCode, DishText>
	nutrition: Record<DishSize, Nutrition | null>
}

export async function readDish(db: Executor, id: number): Promise<DishRecord | null> {
	const [dish] = await db.select().from(dishes).where(eq(dishes.id, id))
	if (!dish) return null
	const [texts, figures] = await Promise.all([
		db.select().from(dishTranslations).where(eq(dishTranslations.dishId, id)),
		db.select().from(dishNutrition).where(eq(dishNutrition.dishId, id)),
	])
	const empty: DishText = { name: '', description: '', ingredients: '' }
	return {
		id: dish.id,
		code: dish.code,
		meal: dish.meal,
		status: dish.status,
		dietTags: dish.dietTags,
		allergens: dish.allergens,
		texts: Object.fromEntries(
			LOCALE_CODES.map((locale) => {
				const row = texts.find((text) => text.locale === locale)
				return [locale, row ? { name: row.name, description: row.description, ingredients: row.ingredients } : empty]
			}),
		) as Record<LocaleCode, DishText>,
		nutrition: Object.fromEntries(
			DISH_SIZES.map((size) => {
				const row = figures.find((figure) => figure.size === size)
				return [size, row ? { kcal: row.kcal, proteinG: row.proteinG, carbsG: row.carbsG, fatG: row.fatG } : null]
			}),
		) as Record<DishSize, Nutrition | null>,
	}
}

async function writeDetails(tx: Executor, id: number, dish: DishInput) {
	await tx.delete(dishTranslations).where(eq(dishTranslations.dishId, id))
	await tx.insert(dishTranslations).values(LOCALE_CODES.map((locale) => ({ dishId: id, locale, ...dish.texts[locale] })))
	await tx.delete(dishNutrition).where(eq(dishNutrition.dishId, id))
	await tx.insert(dishNutrition).values(DISH_SIZES.map((size) => ({ dishId: id, size, ...dish.nutrition[size] })))
}

/** What the audit log keeps of a dish: everything the form edits. */
const auditView = (dish: DishRecord | (DishInput & { status?: string })) => ({
	code: dish.code,
	meal: dish.meal,
	status: 'status' in dish ? dish.status : 'active',
	dietTags: dish.dietTags,
	allergens: dish.allergens,
	texts: dish.texts,
	nutrition: dish.nutrition,
})

/** A new dish, or `taken` when its code is another dish's (two posts at once: the unique index decides). */
export async function createDish(db: Database, actor: AuditActor, dish: DishInput, now: Date): Promise<{ status: 'created'; id: number } | { status: 'taken' }> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(dishes)
			.values({ code: dish.code, meal: dish.meal, dietTags: dish.dietTags, allergens: dish.allergens, createdAt: now, updatedAt: now })
			.onConflictDoNothing({ target: dishes.code })
			.returning({ id: dishes.id })
		if (!row) return { status: 'taken' as const }
		await writeDetails(tx, row.id, dish)
		await writeAudit(tx, actor, { action: 'dish.create', subject: `dish:${row.id}`, after: auditView(dish) }, now)
		return { status: 'created' as const, id: row.id }
	})
}

/**
 * Changes a dish's meal, diets, allergens, texts and figures (never its code). The row is locked
 * first, so two editors saving at once are recorded one after the other with the right "before".
 * A dish already chosen for deliveries keeps its id, so those days show the new words too: what a
 * customer already chose stays the same dish.
 */
export async function updateDish(db: Database, actor: AuditActor, id: number, dish: DishInput, now: Date): Promise<'saved' | 'not-found'> {
	const outcome = await changeCatalogue(db, async (tx, announce) => {
		const [locked] = await tx.select({ id: dishes.id }).from(dishes).where(eq(dishes.id, id)).for('update')
		if (!locked) return 'not-found'
		const before = await readDish(tx, id)
		await tx.update(dishes).set({ meal: dish.meal, dietTags: dish.dietTags, allergens: dish.allergens, updatedAt: now }).where(eq(dishes.id, id))
		await writeDetails(tx, id, dish)
		await writeAudit(tx, actor, { action: 'dish.edit', subject: `dish:${id}`, before: before && auditView(before), after: auditView({ ...dish, code: before!.code, status: before!.status }) }, now)
		// The sample menus, the home page's dishes and the customers' calendars keep dishes' words and figures.
		await announce()
		return 'saved' as const
	})
	return outcome
}

/** Retires (never deletes: deliveries and menus keep naming it) or brings back a dish. */
export async function setDishStatus(db: Database, actor: AuditActor, id: number, status: 'active' | 'retired', now: Date): Promise<'changed' | 'unchanged' | 'not-found'> {
	return db.transaction(async (tx) => {
		const [dish] = await tx.select({ status: dishes.status }).from(dishes).where(eq(dishes.id, id)).for('update')
		if (!dish) return 'not-found'
		if (dish.status === status) return 'unchanged'
		await tx.update(dishes).set({ status, updatedAt: now }).where(eq(dishes.id, id))
		await writeAudit(tx, actor, { action: status === 'retired' ? 'dish.retire' : 'dish.restore', subject: `dish:${id}`, before: { status: dish.status }, after: { status } }, now)
		return 'changed'
	})
}

/** The dishes a weekly menu's form offers and checks against: every dish of these meals, active first. */
export async function dishChoices(db: Executor, meals: readonly string[], locale: LocaleCode) {
	if (meals.length === 0) return []
	return db
		.select({ id: dishes.id, code: dishes.code, meal: dishes.meal, status: dishes.status, name: sql<string>`coalesce(${dishTranslations.name}, ${dishes.code})` })
		.from(dishes)
		.leftJoin(dishTranslations, and(eq(dishTranslations.dishId, dishes.id), eq(dishTranslations.locale, locale)))
		.where(inArray(dishes.meal, [...meals]))
		.orderBy(asc(dishes.status), sql`coalesce(${dishTranslations.name}, ${dishes.code})`)
}
