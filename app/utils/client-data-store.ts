/**
 * The client-data store (spec §3): who the visitor is as far as forms are concerned (e-mail,
 * full name, phone number), kept in this tab's session storage (never local storage, where it
 * would outlive the visit for any tag to read) so the checkout can fill its forms for them.
 * Filled from the profile when a customer is signed in (app/utils/auth-store.ts) and emptied
 * when they log out, so the next person at a shared computer does not see it.
 *
 * Spec §4: "when client data gets a new email" the analytics (issue 7) send a client-data event
 * with the hashed e-mail and pass it to the support chat; they subscribe with `onClientEmail`.
 */

export { CLIENT_DATA_KEY } from './account-storage-keys.ts'
import { CLIENT_DATA_KEY } from './account-storage-keys.ts'

export type ClientData = { email: string; fullName: string; phoneNumber: string }

export const EMPTY_CLIENT_DATA: ClientData = Object.freeze({ email: '', fullName: '', phoneNumber: '' })

const emailListeners = new Set<(email: string) => void>()
let cached: { raw: string | null; data: ClientData } | null = null
/** What was written when session storage refused it (blocked, full): kept for the page's life. */
let memory: string | null = null

function storage(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.sessionStorage
	} catch {
		return null
	}
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function parse(raw: string | null): ClientData {
	if (!raw) return EMPTY_CLIENT_DATA
	try {
		const stored = JSON.parse(raw) as Partial<Record<keyof ClientData, unknown>> | null
		if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return EMPTY_CLIENT_DATA
		return { email: text(stored.email), fullName: text(stored.fullName), phoneNumber: text(stored.phoneNumber) }
	} catch {
		return EMPTY_CLIENT_DATA
	}
}

export function readClientData(): ClientData {
	const raw = memory ?? storage()?.getItem(CLIENT_DATA_KEY) ?? null
	if (cached?.raw !== raw) cached = { raw, data: parse(raw) }
	return cached.data
}

function write(next: ClientData) {
	const raw = JSON.stringify(next)
	try {
		const store = storage()
		if (!store) throw new Error('no session storage')
		store.setItem(CLIENT_DATA_KEY, raw)
		memory = null
	} catch {
		memory = raw
	}
	cached = { raw, data: next }
}

/** Changes some fields; values are trimmed. A new, non-empty e-mail is announced to `onClientEmail`. */
export function updateClientData(change: Partial<ClientData>): ClientData {
	const previous = readClientData()
	const next: ClientData = {
		email: change.email !== undefined ? change.email.trim() : previous.email,
		fullName: change.fullName !== undefined ? change.fullName.trim() : previous.fullName,
		phoneNumber: change.phoneNumber !== undefined ? change.phoneNumber.trim() : previous.phoneNumber,
	}
	if (next.email === previous.email && next.fullName === previous.fullName && next.phoneNumber === previous.phoneNumber) return previous
	write(next)
	if (next.email && next.email.toLowerCase() !== previous.email.toLowerCase()) {
		for (const listener of emailListeners) listener(next.email)
	}
	return next
}

export function clearClientData(): void {
	memory = null
	try {
		storage()?.removeItem(CLIENT_DATA_KEY)
	} catch {
		// Storage blocked: there is nothing stored to remove.
	}
	cached = { raw: null, data: EMPTY_CLIENT_DATA }
}

/** Called with each new e-mail the store gets; returns the unsubscribe function. */
export function onClientEmail(listener: (email: string) => void): () => void {
	emailListeners.add(listener)
	return () => emailListeners.delete(listener)
}
