/**
 * The order draft in session storage (spec §3): one per browser tab, gone when the tab closes.
 * The rules that change it are in domain/order-draft.ts; this module only stores the result and
 * tells subscribers. A stored draft that cannot be read (an old shape, edited by hand) is
 * replaced by an empty one rather than breaking checkout.
 */
import { useSyncExternalStore } from 'react'
import { emptyOrderDraft, type OrderDraft } from '../../domain/order-draft.ts'

export const ORDER_DRAFT_KEY = 'kcal.orderDraft'

const listeners = new Set<() => void>()
let cached: { raw: string | null; draft: OrderDraft } | null = null

function storage(): Storage | null {
	try {
		return typeof window === 'undefined' ? null : window.sessionStorage
	} catch {
		// Storage blocked (some privacy modes): the draft then lives as long as the page.
		return null
	}
}

function parse(raw: string | null): OrderDraft {
	const empty = emptyOrderDraft()
	if (!raw) return empty
	try {
		const stored = JSON.parse(raw) as Partial<OrderDraft> | null
		if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return empty
		// Fields added after the draft was stored take their defaults.
		return {
			...empty,
			...stored,
			plan: { ...empty.plan, ...stored.plan, price: { ...empty.plan.price, ...stored.plan?.price } },
			consultation_data: { ...empty.consultation_data, ...stored.consultation_data },
			meta: { ...empty.meta, ...stored.meta },
			deliveryAddress: { ...empty.deliveryAddress, ...stored.deliveryAddress },
		}
	} catch {
		return empty
	}
}

/** The draft when session storage is missing or refuses to write (full, or blocked). */
let memory: string | null = null

export function readOrderDraft(): OrderDraft {
	const raw = memory ?? storage()?.getItem(ORDER_DRAFT_KEY) ?? null
	if (cached?.raw !== raw) cached = { raw, draft: parse(raw) }
	return cached.draft
}

/** Applies a change (a rule of domain/order-draft.ts) to the stored draft and returns the result. */
export function updateOrderDraft(change: (draft: OrderDraft) => OrderDraft): OrderDraft {
	const next = change(readOrderDraft())
	const raw = JSON.stringify(next)
	try {
		const store = storage()
		if (!store) throw new Error('no session storage')
		store.setItem(ORDER_DRAFT_KEY, raw)
		memory = null
	} catch {
		memory = raw
	}
	cached = { raw, draft: next }
	for (const listener of listeners) listener()
	return next
}

/** Starts over: the draft as a new visitor has it. */
export function resetOrderDraft(): OrderDraft {
	return updateOrderDraft(() => emptyOrderDraft())
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

const SERVER_DRAFT = emptyOrderDraft()

/** The draft for a component; the server and the first render see the empty draft. */
export function useOrderDraft(): OrderDraft {
	return useSyncExternalStore(subscribe, readOrderDraft, () => SERVER_DRAFT)
}
