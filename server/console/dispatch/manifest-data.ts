/**
 * Reads the drivers' manifest of a date (domain/dispatch/manifest.ts): the date's live
 * deliveries with the address snapshot each keeps, the order's name and phone, the place in
 * staff's language, and the bags (decision 012's ledger, bag_movements): a bag goes out with the
 * first day of an order that charged the deposit, and every bag the customer holds comes back
 * on their last food day left. One query for the rows, one for the names.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import type { ManifestStop } from '../../../domain/dispatch/manifest.ts'
import { orderNumber } from '../../../domain/order.ts'
import type { Executor } from '../../db/client.ts'
import { bagMovements, deliveries, orders, subscriptions } from '../../db/schema.ts'
import { LIVE_STATES } from '../kitchen/production-data.ts'
import { placesOf } from '../place-names.ts'

const live = sql.raw(`('scheduled', 'delivered', 'failed')`)

export async function readManifest(ex: Executor, date: string, locale: ConsoleLocale): Promise<ManifestStop[]> {
	const rows = await ex
		.select({
			publicId: deliveries.publicId,
			orderId: deliveries.orderId,
			state: deliveries.state,
			address: deliveries.address,
			areaTimingId: deliveries.areaTimingId,
			firstName: orders.firstName,
			lastName: orders.lastName,
			phone: orders.mobileNumber,
			// The first live day of the order that charged a deposit brings its bag.
			bagsToDeliver: sql<number>`case when exists (select 1 from ${bagMovements} b where b.order_id = ${deliveries.orderId} and b.kind = 'delivered')
				and ${deliveries.date} = (select min(o.date) from ${deliveries} o where o.order_id = ${deliveries.orderId} and o.state in ${live}) then 1 else 0 end`.mapWith(Number),
			// The customer's last food day left (over all their plans) takes back every bag they hold.
			bagsToCollect: sql<number>`case when ${subscriptions.customerKey} is not null
				and ${deliveries.date} = (select max(l.date) from ${deliveries} l join ${subscriptions} ls on ls.id = l.subscription_id where ls.customer_key = ${subscriptions.customerKey} and l.state in ${live})
				then greatest((select count(*) filter (where b.kind = 'delivered') - count(*) filter (where b.kind = 'collected') from ${bagMovements} b where b.customer_key = ${subscriptions.customerKey}), 0) else 0 end`.mapWith(Number),
		})
		.from(deliveries)
		.innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
		.innerJoin(orders, eq(orders.id, deliveries.orderId))
		.where(and(eq(deliveries.date, date), inArray(deliveries.state, [...LIVE_STATES])))
	const places = await placesOf(ex, rows.map((row) => row.areaTimingId), locale)
	return rows.map((row) => {
		const place = places.get(row.areaTimingId)
		const address = row.address
		return {
			deliveryId: row.publicId,
			code: orderNumber(row.orderId),
			state: row.state as ManifestStop['state'],
			customerName: `${row.firstName} ${row.lastName}`.trim(),
			phone: row.phone,
			emirate: place?.emirate ?? address.city_name ?? '',
			area: place?.area ?? address.area_name ?? '',
			slot: place?.slot ?? address.slot ?? '',
			// Snapshots written before a field existed lack it: an empty cell, never "undefined".
			building: address.building_name ?? '',
			flat: address.flat_number ?? '',
			street: address.street ?? '',
			landmark: address.landmark ?? '',
			instructions: [address.notes, address.custom_delivery_instructions].map((text) => text?.trim() ?? '').filter(Boolean).join(' — '),
			latitude: address.latitude ?? null,
			longitude: address.longitude ?? null,
			bagsToDeliver: row.bagsToDeliver,
			bagsToCollect: row.bagsToCollect,
		}
	})
}
