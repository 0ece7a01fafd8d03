/**
 * Apple Pay, offered only where the browser has it and a card is ready (domain-facts §3). The
 * merchant validation goes through our server (which talks only to Apple's hosts); the
 * payment token goes to our API, which charges it through Amazon Payment Services.
 */
import { API_V1_PATH } from '../utils/api-client.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import { useSafeNavigate } from '../utils/navigation.ts'

type ApplePayWindow = Window & {
	ApplePaySession?: {
		new (version: number, request: unknown): ApplePaySessionLike
		canMakePayments(): boolean
		STATUS_SUCCESS: number
		STATUS_FAILURE: number
	}
}

type ApplePaySessionLike = {
	onvalidatemerchant: (event: { validationURL: string }) => void
	onpaymentauthorized: (event: { payment: { token: unknown } }) => void
	completeMerchantValidation(session: unknown): void
	completePayment(status: number): void
	abort(): void
	begin(): void
}

/** Fils as the decimal string Apple Pay wants, without floating point: 294000 → "2940.00". */
export const applePayAmount = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`

async function postJson(path: string, body: unknown, idempotencyKey?: string) {
	const response = await fetch(`${API_V1_PATH}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
		body: JSON.stringify(body),
	})
	const answer = (await response.json().catch(() => null)) as ApiAnswer | null
	return { ok: response.ok, body: answer }
}

type ApiAnswer = { data?: { next?: { url?: string } } & Record<string, unknown>; error?: { redirect?: string } }

/** `onPay` is called when the customer has authorised the payment, before it is charged. */
export function ApplePayButton({ orderId, total, label, onPay }: { orderId: string; total: number; label: string; onPay?: () => void }) {
	const navigate = useSafeNavigate()
	// Known only in the browser: the server renders nothing, as do browsers without Apple Pay.
	const available = useHydrated() && Boolean((window as ApplePayWindow).ApplePaySession?.canMakePayments())
	if (!available) return null

	const pay = () => {
		const Session = (window as ApplePayWindow).ApplePaySession
		if (!Session) return
		const session = new Session(3, {
			countryCode: 'AE',
			currencyCode: 'AED',
			supportedNetworks: ['visa', 'masterCard', 'amex'],
			merchantCapabilities: ['supports3DS'],
			total: { label: 'kcal', amount: applePayAmount(total) },
		})
		session.onvalidatemerchant = async ({ validationURL }) => {
			const answer = await postJson('/payments/apple-pay/session', { validation_url: validationURL })
			if (answer.ok && answer.body?.data) session.completeMerchantValidation(answer.body.data)
			else session.abort()
		}
		session.onpaymentauthorized = async ({ payment }) => {
			onPay?.()
			const answer = await postJson(`/orders/${orderId}/payments`, { method: 'apple_pay', token: payment.token }, crypto.randomUUID())
			const next = answer.ok ? answer.body?.data?.next?.url : answer.body?.error?.redirect
			session.completePayment(answer.ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE)
			// The answer's address: a page of the site, or the card's bank for a 3-D Secure check (a web page, never a script).
			if (next) navigate(next, { external: true })
		}
		session.begin()
	}

	return (
		<button
			type="button"
			onClick={pay}
			className="flex h-12 w-full items-center justify-center rounded-full bg-black font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black dark:bg-white dark:text-black"
		>
			{label}
		</button>
	)
}
