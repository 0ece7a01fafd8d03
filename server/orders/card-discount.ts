/**
 * An order carrying a code limited to bank cards is made without its discount (no card is known
 * yet). Each payment attempt prices it again for the way it pays, in the transaction that opens
 * the attempt: with the discount when the card's BIN is one of the code's and the code is still
 * live with a use left, without it otherwise (another card, Tabby, Apple Pay), the reason kept in
 * the price (`card_discount_refusal`). The rules are `priceForPayment`'s (domain/order-price.ts);
 * this reads the code fresh and counts its uses under the row lock order creation and payment take,
 * so of parallel payments for a code's last use one gets it (docs/payments.md).
 */
import { eq } from 'drizzle-orm'
import { type PricedCode, priceForPayment } from '../../domain/order-price.ts'
import type { Executor, Transaction } from '../db/client.ts'
import { CODE_HOLD_MS, countCodeUses, findDiscountCodes, lockLimitedCodes } from '../db/queries/discount-codes.ts'
import { orders } from '../db/schema.ts'
import type { OrderRow } from './order-service.ts'

/** The order's card-only code read fresh, with its uses by others counted as order creation counts them (null: gone). */
async function pricedCardCode(ex: Executor, order: OrderRow, code: string, now: Date): Promise<PricedCode | null> {
	const found = (await findDiscountCodes(ex, [code])).get(code)
	if (!found) return null
	const limited = found.maxUses !== null || found.maxUsesPerCustomer !== null
	const used = limited ? (await countCodeUses(ex, [code], order.customerKey, { at: now, exceptOrderId: order.id })).get(code) : undefined
	return { ...found, timesUsed: used?.total ?? 0, timesUsedByCustomer: used?.byCustomer ?? 0 }
}

/**
 * The order (its row already locked by the caller) priced for a payment by this card (its
 * leading digits; null: not a card), saved when that changed anything. An order without a
 * card-only code is returned as it is, without a query.
 */
export async function priceOrderForPayment(tx: Transaction, order: OrderRow, cardDigits: string | null, now: Date): Promise<OrderRow> {
	const offer = order.price.card_discount
	if (!offer) return order
	// Locked before counting, as order creation does: the count and the use taken are one step per code.
	await lockLimitedCodes(tx, [offer.code])
	const code = await pricedCardCode(tx, order, offer.code, now)
	const price = priceForPayment(order.price, { code, planSlug: order.planSlug, cardDigits, now })
	const codes = price.discount_codes_applied
	const [updated] = await tx
		.update(orders)
		.set({
			price,
			totalFils: price.total,
			vatFils: price.vat,
			discountCodes: codes,
			// The use is held from this payment on, as an order made with the code holds it from its making.
			codesHeldUntil: codes.length > 0 ? new Date(now.getTime() + CODE_HOLD_MS) : null,
			updatedAt: now,
		})
		.where(eq(orders.id, order.id))
		.returning()
	return updated ?? order
}

/**
 * What a payment with a card whose leading digits are known beforehand (a saved card) would be
 * charged, for the payment step to show: the same rules, the uses counted without a lock. The
 * payment itself prices again under the lock, so a use taken meanwhile is not given twice.
 */
export async function orderPriceWithCard(db: Executor, order: OrderRow, cardDigits: string, now: Date) {
	const offer = order.price.card_discount
	if (!offer) return order.price
	const code = await pricedCardCode(db, order, offer.code, now)
	return priceForPayment(order.price, { code, planSlug: order.planSlug, cardDigits, now })
}
