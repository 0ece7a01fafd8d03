/**
 * Delivery areas, their slots and the kitchen's closed days as staff's data (issue 18, item 2).
 * An area or a slot is switched off, never deleted: addresses, orders and deliveries keep pointing
 * at it, and the kitchen and drivers still name it. A closed day is refused while a plan still has
 * a delivery on it (the list says which), so closing a day never moves anyone's food silently:
 * staff pause those days first (they go to each plan's end), then close the day. Every change
 * writes its audit row and announces itself to every instance in the same transaction.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Names, NewArea, AreaEdit, ClosedDay } from '../../../domain/catalogue/place-forms.ts'
import { DELIVERY_SLOTS, type DeliverySlot } from '../../../domain/delivery-schedule.ts'
import { LOCALE_CODES, type LocaleCode } from '../../../domain/locale.ts'
import { changeCatalogue } from '../../catalogue/catalogue-change.ts'
import type { Database, Executor } from '../../db/client.ts'
import { areas, areaTimings, areaTranslations, cities, cityTranslations, closedDates, customerAddresses, deliveries, orders, subscriptions } from '../../db/schema.ts'
import { CLOSED_DATES_LOCK } from '../../schedule/schedule-data.ts'
import { writeAudit } from '../audit-log.ts'
import type { SignedInStaff } from '../staff-sessions.ts'

export type ConsoleCity = { id: number; name: string }
export type AreaRow = { id: number; cityId: number; slug: string; name: string; active: boolean; slots: DeliverySlot[] }

export async function listCitiesForStaff(db: Executor, locale: LocaleCode): Promise<ConsoleCity[]> {
	return db
		.select({ id: cities.id, name: cityTranslations.name })
		.from(cities)
		.innerJoin(cityTranslations, and(eq(cityTranslations.cityId, cities.id), eq(cityTranslations.locale, locale)))
		.orderBy(asc(cities.sortOrder))
}

/** Every area, retired ones too, by emirate then name, with the slots it runs. */
export async function listAreasForStaff(db: Executor, locale: LocaleCode): Promise<AreaRow[]> {
	const rows = await db
		.select({ id: areas.id, cityId: areas.cityId, slug: areas.slug, name: areaTranslations.name, active: areas.isActive })
		.from(areas)
		.innerJoin(areaTranslations, and(eq(areaTranslations.areaId, areas.id), eq(areaTranslations.locale, locale)))
	const timings = await db.select({ areaId: areaTimings.areaId, slot: areaTimings.slot }).from(areaTimings).where(eq(areaTimings.isActive, true))
	const collator = new Intl.Collator(locale === 'ar-ae' ? 'ar' : 'en')
	return rows
		.map((row) => ({ ...row, slots: DELIVERY_SLOTS.filter((slot) => timings.some((timing) => timing.areaId === row.id && timing.slot === slot)) }))
		.sort((a, b) => a.cityId - b.cityId || collator.compare(a.name, b.name))
}

export type AreaDetail = {
	id: number
	cityId: number
	slug: string
	active: boolean
	names: Names
	slots: DeliverySlot[]
	/** Deliveries from today on that still go to this area (kept whatever staff switch off). */
	upcomingDeliveries: number
	savedAddresses: number
}

export async function readArea(db: Executor, id: number, today: string): Promise<AreaDetail | null> {
	const [area] = await db.select().from(areas).where(eq(areas.id, id))
	if (!area) return null
	const names = await db.select().from(areaTranslations).where(eq(areaTranslations.areaId, id))
	const timings = await db.select().from(areaTimings).where(eq(areaTimings.areaId, id))
	const timingIds = timings.map((timing) => timing.id)
	const count = sql<number>`count(*)::int`
	const [upcoming] =
		timingIds.length === 0
			? [{ count: 0 }]
			: await db
					.select({ count })
					.from(deliveries)
					.where(and(inArray(deliveries.areaTimingId, timingIds), gte(deliveries.date, today), eq(deliveries.state, 'scheduled')))
	const [saved] = timingIds.length === 0 ? [{ count: 0 }] : await db.select({ count }).from(customerAddresses).where(inArray(customerAddresses.areaTimingId, timingIds))
	return {
		id: area.id,
		cityId: area.cityId,
		slug: area.slug,
		active: area.isActive,
		names: Object.fromEntries(LOCALE_CODES.map((locale) => [locale, names.find((row) => row.locale === locale)?.name ?? ''])) as Names,
		slots: DELIVERY_SLOTS.filter((slot) => timings.some((timing) => timing.slot === slot && timing.isActive)),
		upcomingDeliveries: upcoming?.count ?? 0,
		savedAddresses: saved?.count ?? 0,
	}
}

/** Adds an area with its names and slots; 'slug-taken' when the slug names another place already. */
export async function createArea(db: Database, staff: SignedInStaff, area: NewArea, now: Date): Promise<{ id: number } | 'slug-taken'> {
	const result = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx.insert(areas).values({ cityId: area.cityId, slug: area.slug }).onConflictDoNothing({ target: areas.slug }).returning({ id: areas.id })
		if (!row) return 'slug-taken' as const
		await tx.insert(areaTranslations).values(LOCALE_CODES.map((locale) => ({ areaId: row.id, locale, name: area.names[locale] })))
		// A row per slot, running or not, as the seed makes them: switching one on later keeps its id.
		await tx.insert(areaTimings).values(DELIVERY_SLOTS.map((slot) => ({ areaId: row.id, slot, isActive: area.slots.includes(slot) })))
		await writeAudit(tx, staff, { action: 'catalogue.area-create', subject: `area:${row.id}`, after: { ...area } }, now)
		await announce()
		return row
	})
	return result
}

/** Renames an area and sets which slots run; false when there is no such area. */
export async function updateArea(db: Database, staff: SignedInStaff, id: number, edit: AreaEdit, today: string, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [locked] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, id)).for('update')
		if (!locked) return false
		const before = await readArea(tx, id, today)
		for (const locale of LOCALE_CODES) {
			await tx
				.insert(areaTranslations)
				.values({ areaId: id, locale, name: edit.names[locale] })
				.onConflictDoUpdate({ target: [areaTranslations.areaId, areaTranslations.locale], set: { name: edit.names[locale] } })
		}
		await tx
			.insert(areaTimings)
			.values(DELIVERY_SLOTS.map((slot) => ({ areaId: id, slot, isActive: edit.slots.includes(slot) })))
			.onConflictDoUpdate({ target: [areaTimings.areaId, areaTimings.slot], set: { isActive: sql`excluded.is_active` } })
		await writeAudit(tx, staff, { action: 'catalogue.area-edit', subject: `area:${id}`, before: { names: before?.names, slots: before?.slots }, after: { ...edit } }, now)
		await announce()
		return true
	})
	return done
}

/** Stops offering an area (`offered` false) or offers it again; its rows stay for what points at them. */
export async function setAreaOffered(db: Database, staff: SignedInStaff, id: number, offered: boolean, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		const [row] = await tx
			.update(areas)
			.set({ isActive: offered })
			.where(and(eq(areas.id, id), eq(areas.isActive, !offered)))
			.returning({ id: areas.id })
		if (!row) return false
		await writeAudit(tx, staff, { action: offered ? 'catalogue.area-restore' : 'catalogue.area-retire', subject: `area:${id}`, before: { offered: !offered }, after: { offered } }, now)
		await announce()
		return true
	})
	return done
}

export type ClosedDayRow = { date: string; note: string }

/** Closed days from `from` on, soonest first. */
export async function listClosedDays(db: Executor, from: string): Promise<ClosedDayRow[]> {
	return db.select({ date: closedDates.date, note: closedDates.note }).from(closedDates).where(gte(closedDates.date, from)).orderBy(asc(closedDates.date))
}

/** A plan that still delivers on a day staff want to close. */
export type AffectedPlan = { orderId: number; customer: string; email: string; planName: string }

export type AddClosedDayResult = { kind: 'added' } | { kind: 'closed-already' } | { kind: 'deliveries'; plans: AffectedPlan[] }

/**
 * Closes a day, unless a plan still has a delivery on it: then nothing changes and the answer
 * lists those plans. Holds the closed dates' lock exclusively, so every transaction that
 * scheduled days by the old list has committed (and is counted) before the check.
 */
export async function addClosedDay(db: Database, staff: SignedInStaff, day: ClosedDay, now: Date): Promise<AddClosedDayResult> {
	const result = await changeCatalogue(db, async (tx, announce): Promise<AddClosedDayResult> => {
		await tx.execute(sql`select pg_advisory_xact_lock(${CLOSED_DATES_LOCK})`)
		const plans = await tx
			.selectDistinctOn([subscriptions.id], {
				orderId: orders.id,
				firstName: orders.firstName,
				lastName: orders.lastName,
				email: orders.email,
				planName: orders.planName,
			})
			.from(deliveries)
			.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
			.innerJoin(orders, eq(orders.id, deliveries.orderId))
			.where(and(eq(deliveries.date, day.date), eq(deliveries.state, 'scheduled')))
			.orderBy(subscriptions.id)
			.limit(200)
		if (plans.length > 0) {
			return { kind: 'deliveries', plans: plans.map(({ firstName, lastName, ...plan }) => ({ ...plan, customer: `${firstName} ${lastName}`.trim() })) }
		}
		const [row] = await tx.insert(closedDates).values(day).onConflictDoNothing().returning({ date: closedDates.date })
		if (!row) return { kind: 'closed-already' }
		await writeAudit(tx, staff, { action: 'catalogue.closed-day-add', subject: `closed-day:${day.date}`, after: { ...day } }, now)
		await announce()
		return { kind: 'added' }
	})
	return result
}

/** Opens a closed day after `today` again (no plan delivers on it, so nothing moves); false when it is not closed. */
export async function removeClosedDay(db: Database, staff: SignedInStaff, date: string, today: string, now: Date): Promise<boolean> {
	const done = await changeCatalogue(db, async (tx, announce) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${CLOSED_DATES_LOCK})`)
		if (date <= today) return false
		const [row] = await tx.delete(closedDates).where(eq(closedDates.date, date)).returning()
		if (!row) return false
		await writeAudit(tx, staff, { action: 'catalogue.closed-day-remove', subject: `closed-day:${date}`, before: { date: row.date, note: row.note } }, now)
		await announce()
		return true
	})
	return done
}

