/**
 * What the APS sandbox remembers, and for how long: tokens by name, payments by merchant
 * reference (the unit APS keeps them by) and the 3-D Secure sessions by fort_id, all in the
 * sandbox records (sandbox-records.ts). Kept apart from the routes so the record keys, their
 * lifetimes and the shape of a payment are found in one place.
 */
import { APS_STATUS } from '../aps/response-codes.ts'
import type { StoredToken } from './aps-sandbox-cards.ts'
import type { SandboxRecords } from './sandbox-records.ts'

export type Transaction = {
	fortId: string
	amount: string
	/** Which credentials sign its answers. */
	wallet: 'card' | 'applePay'
	/** The request's fields every answer repeats, with the card the payment used. */
	details: Record<string, string>
	returnUrl?: string
	/** The latest signed answer: the 3-D Secure request while it waits, then the final result. */
	answer: Record<string, string>
	/** Given back in full by a REFUND (records made before partial refunds). */
	refunded?: boolean
	/** The REFUNDs done, partial or whole, each under its maintenance_reference when it had one. */
	refunds?: { amount: number; maintenanceReference?: string }[]
}

const DAY_MS = 86_400_000
const SAVED_CARD_LIFETIME_MS = 30 * DAY_MS

export function apsSandboxStore(records: SandboxRecords, now: () => Date) {
	const expiry = (lifetimeMs: number) => new Date(now().getTime() + lifetimeMs)
	// The records: tokens by name; payments by merchant reference, the unit APS keeps them by; and
	// by fort_id, the references of the payments sent to the 3-D Secure page, the only ones it shows.
	const tokens = {
		get: (name: string) => records.get<StoredToken>(`aps:token:${name}`),
		save: (name: string, token: StoredToken) => records.put(`aps:token:${name}`, token, expiry(token.saved ? SAVED_CARD_LIFETIME_MS : DAY_MS)),
		take: (name: string) => records.take<StoredToken>(`aps:token:${name}`),
	}
	const transactions = {
		get: (reference: string) => records.get<Transaction>(`aps:payment:${reference}`),
		/** False when the reference has a payment already. */
		add: (reference: string, transaction: Transaction) => records.add(`aps:payment:${reference}`, transaction, expiry(DAY_MS)),
		update: (reference: string, edit: (transaction: Transaction) => Transaction | undefined) =>
			records.update<Transaction>(`aps:payment:${reference}`, (transaction) => {
				const changed = edit(transaction)
				return changed && { value: changed, expiresAt: expiry(DAY_MS) }
			}),
	}
	const challenges = {
		add: (transaction: Transaction) => records.put(`aps:3ds:${transaction.fortId}`, transaction.details.merchant_reference ?? '', expiry(DAY_MS)),
		get: async (fortId: string) => {
			const reference = /^\d{1,30}$/.test(fortId) ? await records.get<string>(`aps:3ds:${fortId}`) : undefined
			return reference === undefined ? undefined : transactions.get(reference)
		},
	}
	return { tokens, transactions, challenges }
}

export function isWaitingForChallenge(transaction: Transaction) {
	return transaction.answer.status === APS_STATUS.onHold
}

/** The refunds of a payment, counting a whole refund recorded before partial refunds existed. */
export function refundsOf(transaction: Transaction): NonNullable<Transaction['refunds']> {
	return transaction.refunds ?? (transaction.refunded ? [{ amount: Number(transaction.amount) }] : [])
}
