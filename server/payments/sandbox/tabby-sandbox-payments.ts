/**
 * What the Tabby sandbox remembers: its payments by id in the sandbox records (sandbox-records.ts),
 * each kept for a day, an unfinished one reading as EXPIRED once its time is up. Kept apart from
 * the routes (tabby-sandbox.ts) so the shape of a payment and its lifetime are found in one place.
 */
import type { TabbyPaymentStatus } from '../tabby/gateway.ts'
import type { SandboxRecords } from './sandbox-records.ts'

const KEPT_FOR_MS = 24 * 60 * 60_000

/** As kept in the records: times are ISO strings. */
export type SandboxPayment = {
	id: string
	sessionId: string
	createdAt: string
	expiresAt: string
	closedAt?: string
	status: TabbyPaymentStatus
	amountFils: number
	currency: 'AED'
	merchantCode: string
	buyer: { name?: string; email: string; phone: string }
	orderReferenceId: string
	/** Absent for a pre-scoring check, which nobody pays. */
	urls?: { success: string; cancel: string; failure: string }
	captures: { id: string; amountFils: number; referenceId: string; createdAt: string }[]
	/** Absent on records made before refunds were simulated. */
	refunds?: { id: string; amountFils: number; referenceId: string; createdAt: string }[]
}

/** The payments by id, each kept for a day; an unfinished one reads as EXPIRED once its time is up, as at Tabby. */
export function paymentRecords(records: SandboxRecords, now: () => Date) {
	const key = (id: string) => `tabby:payment:${id}`
	const keptUntil = (payment: SandboxPayment) => new Date(Date.parse(payment.createdAt) + KEPT_FOR_MS)
	const withExpiry = (payment: SandboxPayment): SandboxPayment =>
		payment.status === 'CREATED' && now().getTime() >= Date.parse(payment.expiresAt) ? { ...payment, status: 'EXPIRED' } : payment
	return {
		add: (payment: SandboxPayment) => records.put(key(payment.id), payment, keptUntil(payment)),
		async get(id: string) {
			const payment = await records.get<SandboxPayment>(key(id))
			return payment && withExpiry(payment)
		},
		/** `edit` sees the payment as it reads now and returns it changed, or undefined to leave it. */
		update: (id: string, edit: (payment: SandboxPayment) => SandboxPayment | undefined) =>
			records
				.update<SandboxPayment>(key(id), (stored) => {
					const changed = edit(withExpiry(stored))
					return changed && { value: changed, expiresAt: keptUntil(changed) }
				})
				.then((result) => result && { ...result, value: withExpiry(result.value) }),
	}
}
