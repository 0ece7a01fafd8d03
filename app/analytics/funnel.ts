/**
 * The funnel's events (docs/analytics.md), one function each, so every page sends the same names
 * and properties. Amounts go out as AED numbers, the unit the tools add up, converted here from
 * the whole fils the site counts in.
 */
import type { ConsentChoice } from '../../domain/consent.ts'
import { onConsentChange, readConsent } from '../consent/consent-client.ts'
import { type Identity, track } from './bus.ts'

export type PaymentMethodName = 'card' | 'saved_card' | 'tabby' | 'apple_pay'

const CURRENCY = 'AED'
const aed = (fils: number) => fils / 100

export const trackViewPlan = (plan: { slug: string; name: string }) => track('view_plan', { properties: { plan: plan.slug, name: plan.name } })

export const trackCustomisePlan = (planSlug: string) => track('customise_plan', { properties: { plan: planSlug } })

export const trackBeginCheckout = (planSlug: string, totalFils: number) =>
	track('begin_checkout', { value: aed(totalFils), properties: { currency: CURRENCY, plan: planSlug } })

export const trackPaymentInfo = (method: PaymentMethodName, totalFils: number) =>
	track('add_payment_info', { value: aed(totalFils), properties: { currency: CURRENCY, method } })

/** The sign-up page only: checkout's account answers alike for new and registered addresses, so it has no event. */
export const trackSignUp = () => track('sign_up', { properties: { method: 'email' } })

export const trackLead = (sourcePath: string) => track('generate_lead', { properties: { source: sourcePath } })

const PURCHASES_KEY = 'kcal.analytics.purchases'
// A tab sees a handful of orders; the oldest are forgotten.
const PURCHASES_KEPT = 20

/**
 * A paid order, counted once per tab: the thank-you page is reloaded, revisited from the history
 * and reopened from the payment e-mail, and a conversion counted twice is revenue made up.
 * Without session storage it is sent anyway: a lost sale misleads more than a repeated one.
 */
export function trackPurchase(order: { number: string; paidFils: number } & Identity, storage = sessionStore()) {
	const sent = readSentPurchases(storage)
	if (sent.includes(order.number)) return
	// Remembered only once the event may leave (the privacy policy lists this entry under
	// analytics): until then it waits in the bus's memory, and a reload forgets it anyway.
	whenSomethingGranted(() => {
		try {
			storage?.setItem(PURCHASES_KEY, JSON.stringify([...readSentPurchases(storage), order.number].slice(-PURCHASES_KEPT)))
		} catch {
			// Storage full or blocked: see above.
		}
	})
	track('purchase', {
		value: aed(order.paidFils),
		properties: { currency: CURRENCY, order: order.number },
		// The order's own, since a guest's are in no store; hashed like any before a sink sees them.
		identity: { email: order.email, phone: order.phone },
	})
}

const anyGranted = (choice: ConsentChoice) => choice.analytics === 'GRANTED' || choice.marketing === 'GRANTED'

function whenSomethingGranted(run: () => void) {
	if (anyGranted(readConsent())) return run()
	const stop = onConsentChange((choice) => {
		if (!anyGranted(choice)) return
		stop()
		run()
	})
}

function sessionStore(): Storage | undefined {
	try {
		return globalThis.sessionStorage
	} catch {
		// Blocked by the browser's settings: reading it throws.
		return undefined
	}
}

function readSentPurchases(storage: Storage | undefined): string[] {
	try {
		const stored: unknown = JSON.parse(storage?.getItem(PURCHASES_KEY) ?? '[]')
		return Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []
	} catch {
		return []
	}
}
