/** The card a signed-in customer asked to save, kept once its attempt is paid. */
import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { paymentEvents, savedCards } from '../../db/schema.ts'
import type { ApsResult } from '../aps/results.ts'
import type { Attempts } from './attempts.ts'
import type { PaymentContext, PaymentRow } from './model.ts'

/**
 * The card a customer asked to save, held in the attempt's tokenization event until the attempt is
 * paid (then moved to saved_cards), so the answer that pays it need not carry the token.
 */
export const CARD_TO_KEEP = 'card_to_keep'

type ApsCard = NonNullable<Extract<ApsResult, { outcome: 'paid' }>['card']>

function cardToKeep(value: unknown): (ApsCard & { tokenName: string }) | null {
	if (typeof value !== 'object' || value === null) return null
	const card = value as Record<string, unknown>
	if (typeof card.tokenName !== 'string' || typeof card.masked !== 'string') return null
	const optional = (name: string) => (typeof card[name] === 'string' ? (card[name] as string) : undefined)
	return { tokenName: card.tokenName, masked: card.masked, brand: optional('brand'), expiry: optional('expiry') }
}

export function createSavedCards({ now }: PaymentContext, { orderById }: Attempts) {
	/**
	 * A signed-in customer who ticked "save this card" gets it kept once the payment succeeded:
	 * the gateway's permanent token and the masked number, never the card itself. Called in the
	 * transaction that records the attempt paid, whichever verified answer does it (the browser's
	 * return, the notification, a status check): the card comes from the tokenization answer we
	 * recorded, so an answer without token_name loses nothing. The token then leaves the event log.
	 */
	async function keepCardIfAsked(tx: Transaction, payment: PaymentRow, answered?: ApsCard) {
		const [asked] = await tx
			.select({ id: paymentEvents.id, payload: paymentEvents.payload })
			.from(paymentEvents)
			.where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.outcome, 'tokenized'), sql`${paymentEvents.payload}->>'remember_me' = 'YES'`))
			.limit(1)
		if (!asked) return
		const card = cardToKeep(asked.payload[CARD_TO_KEEP]) ?? (answered?.tokenName ? { ...answered, tokenName: answered.tokenName } : null)
		const order = await orderById(tx, payment.orderId)
		if (card && order?.customerId) {
			await tx
				.insert(savedCards)
				.values({ customerId: order.customerId, token: card.tokenName, cardNumber: card.masked, cardType: card.brand ?? null, expiry: card.expiry ?? null })
				.onConflictDoUpdate({ target: [savedCards.customerId, savedCards.token], set: { status: 'Active', createdAt: now() } })
		}
		await tx
			.update(paymentEvents)
			.set({ payload: sql`${paymentEvents.payload} - ${CARD_TO_KEEP}::text` })
			.where(eq(paymentEvents.id, asked.id))
	}

	return { keepCardIfAsked }
}

export type SavedCards = ReturnType<typeof createSavedCards>
