/**
 * The pages of the Tabby sandbox's hosted checkout, where Tabby hosts its own: the instalment
 * schedule with the OTP form, the finished checkout and the not-found messages. Kept apart from
 * the routes (tabby-sandbox.ts) so the markup is found, and changed, in one place.
 */
import type { Context } from 'hono'
import { tabbyPlan } from '../../../domain/tabby-instalments.ts'
import { escapeHtml, hiddenFields, type SandboxPage, sandboxPage } from './sandbox-page.ts'
import type { SandboxPayment } from './tabby-sandbox-payments.ts'
import { OTP, REJECTED_AFTER_OTP_EMAIL, returnUrl } from './tabby-sandbox-protocol.ts'

export function page(c: Context, status: 200 | 404 | 409 | 422, { html, headers }: SandboxPage) {
	return c.body(html, status, headers)
}

const aed = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' })

function formatAed(fils: number) {
	return aed.format(fils / 100)
}

const INSTALMENT_DUE = ['Today', 'In 1 month', 'In 2 months', 'In 3 months']

export function checkoutPage(payment: SandboxPayment, { wrongOtp = false } = {}) {
	const plan = tabbyPlan(payment.amountFils)
	const parts = plan.instalments
	const schedule = parts.map((fils, index) => `<li>${INSTALMENT_DUE[index]}: ${escapeHtml(formatAed(fils))}</li>`).join('')
	const otpError = wrongOtp ? '<p class="error" id="otp-error" role="alert">That code is not right. Check it and try again.</p>' : ''
	return sandboxPage({
		title: 'Pay in 4 with Tabby',
		body: `<h1>Pay in 4 with Tabby</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchantCode)}</dd><dt>Order</dt><dd>${escapeHtml(payment.orderReferenceId)}</dd><dt>Total</dt><dd>${escapeHtml(formatAed(payment.amountFils))}</dd><dt>Customer</dt><dd>${escapeHtml(payment.buyer.email)}</dd></dl>
<h2>4 interest-free payments</h2><ol>${schedule}</ol>
<form method="post">
<label for="otp">Code sent to your phone</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required aria-describedby="${wrongOtp ? 'otp-error otp-hint' : 'otp-hint'}"${wrongOtp ? ' aria-invalid="true"' : ''}>
${otpError}<p class="hint" id="otp-hint">Test code: ${OTP}. The e-mail ${REJECTED_AFTER_OTP_EMAIL} is rejected after the code; any other is approved.</p>
<button type="submit">Pay ${escapeHtml(formatAed(plan.firstFils))} today</button>
</form>
<form method="post">${hiddenFields({ action: 'cancel' })}<button type="submit" class="secondary">Cancel and return to the store</button></form>`,
	})
}

export function finishedPage(payment: SandboxPayment, urls: NonNullable<SandboxPayment['urls']>) {
	return sandboxPage({
		title: 'Checkout finished',
		body: `<h1>Checkout finished</h1><p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(returnUrl(payment, urls))}">Return to the store</a></p>`,
	})
}

export function messagePage(title: string, message: string) {
	return sandboxPage({ title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` })
}
