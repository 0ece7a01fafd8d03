/**
 * The cards a customer kept at a payment (`savedCards.data` of the profile): what may be shown
 * (masked number, type, expiry), never the gateway's token. Removing a card marks it Removed:
 * it is no longer listed or offered, and the payment code charges Active cards only.
 */
import { and, desc, eq } from 'drizzle-orm'
import { expiryFromGatewayFormat } from '../../domain/card-number.ts'
import type { Database } from '../db/client.ts'
import { savedCards } from '../db/schema.ts'

export type SavedCardJson = {
	id: number
	/** Masked as the gateway gave it, e.g. 400555******0001. */
	card_number: string
	card_type: string | null
	/** 'Payfort' for Amazon Payment Services. */
	gateway: string
	status: 'Active' | 'Removed'
	/** MM/YY (the gateway gives YYMM, stored as given), or null. */
	expiry: string | null
}

/** The customer's cards still in use, newest first (the checkout keeps the last one, spec §5). */
export async function listSavedCards(db: Database, customerId: number): Promise<SavedCardJson[]> {
	const rows = await db
		.select({
			id: savedCards.id,
			cardNumber: savedCards.cardNumber,
			cardType: savedCards.cardType,
			gateway: savedCards.gateway,
			expiry: savedCards.expiry,
		})
		.from(savedCards)
		.where(and(eq(savedCards.customerId, customerId), eq(savedCards.status, 'Active')))
		.orderBy(desc(savedCards.createdAt), desc(savedCards.id))
	return rows.map((row) => ({
		id: row.id,
		card_number: row.cardNumber,
		card_type: row.cardType,
		gateway: row.gateway,
		status: 'Active',
		expiry: expiryFromGatewayFormat(row.expiry),
	}))
}

/** Takes one of the customer's cards out of use; another customer's card is "not found". */
export async function removeSavedCard(db: Database, customerId: number, cardId: number): Promise<'removed' | 'not-found'> {
	const [removed] = await db
		.update(savedCards)
		.set({ status: 'Removed' })
		.where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId), eq(savedCards.status, 'Active')))
		.returning({ id: savedCards.id })
	return removed ? 'removed' : 'not-found'
}
