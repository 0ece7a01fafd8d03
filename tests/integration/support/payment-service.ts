/**
 * The payment service over a test database, with a clock the test moves and fake gateways, and
 * orders inserted as the checkout stores them: for tests of the service's own rules.
 */
import pino from 'pino'
import type { OrderDeliveryAddress, OrderPriceSnapshot } from '../../../domain/order.ts'
import type { Database } from '../../../server/db/client.ts'
import { areaTimings, orders, planVariants } from '../../../server/db/schema.ts'
import type { ApsGateway } from '../../../server/payments/aps/gateway.ts'
import { createPaymentService } from '../../../server/payments/payment-service.ts'
import type { TabbyGateway } from '../../../server/payments/tabby/gateway.ts'
import { validStartDate } from './checkout.ts'

/** What every test order costs, in fils. */
export const TEST_ORDER_TOTAL = 123_450

/** A service whose clock is `clock.now`; `paid` lists the orders it reported paid. */
export function paymentServiceOver(db: Database, gateways: { aps?: ApsGateway; tabby?: TabbyGateway }, clock = { now: new Date() }) {
	const paid: number[] = []
	const service = createPaymentService({
		db,
		logger: pino({ level: 'silent' }),
		aps: gateways.aps ?? null,
		tabby: gateways.tabby ?? null,
		publicOrigin: 'https://kcal.example',
		now: () => clock.now,
		onPaid: async (orderId) => void paid.push(orderId),
	})
	return { service, clock, paid }
}

/** An order of the first plan variant, as the checkout stores it (a draft unless `status` says otherwise). */
export async function insertTestOrder(db: Database, values: Partial<typeof orders.$inferInsert> = {}) {
	const [variant] = await db.select().from(planVariants).limit(1)
	const [timing] = await db.select().from(areaTimings).limit(1)
	const [order] = await db
		.insert(orders)
		.values({
			locale: 'en',
			email: 'layla@example.com',
			firstName: 'Layla',
			lastName: 'Haddad',
			mobileNumber: '+971501234567',
			planId: variant!.planId,
			planVariantId: variant!.id,
			planSlug: 'international',
			planName: 'International',
			size: variant!.size,
			daysPerWeek: 6,
			weeks: 1,
			startDate: validStartDate(6),
			deliveryAddress: { city_id: 1, city_name: 'Dubai', area_timing_id: timing!.id } as OrderDeliveryAddress,
			areaTimingId: timing!.id,
			price: { total: TEST_ORDER_TOTAL } as OrderPriceSnapshot,
			totalFils: TEST_ORDER_TOTAL,
			vatFils: 5_879,
			...values,
		})
		.returning()
	return order!
}
