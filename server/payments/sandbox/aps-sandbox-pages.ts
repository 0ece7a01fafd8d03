/**
 * The pages the APS sandbox shows in the browser, where APS and the card's bank host their own:
 * the redirect back to the merchant, the 3-D Secure challenge and the form errors. Kept apart from
 * the routes (aps-sandbox.ts) so the markup is found, and changed, in one place.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Transaction } from './aps-sandbox-store.ts'
import { escapeHtml, hiddenFields, type SandboxPage, sandboxPage } from './sandbox-page.ts'

export function respond(c: Context, page: SandboxPage, status: ContentfulStatusCode = 200) {
	return c.html(page.html, status, page.headers)
}

/** The text fields of a posted form; files are ignored. */
export function stringFields(body: Record<string, unknown>) {
	const fields: Record<string, string> = {}
	for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value
	return fields
}

/** The tokenization form came without a return_url on the merchant site: nowhere to send the answer. */
export function paymentFormErrorPage() {
	const body = '<h1>Payment form error</h1><p class="error">The form has no valid return_url on the merchant site.</p>'
	return sandboxPage({ title: 'Payment form error', body })
}

/** The gateway's redirect back to the merchant: a POST form that sends itself, with a button without JavaScript. */
export function returnToMerchant(returnUrl: string, fields: Record<string, string>) {
	return sandboxPage({
		title: 'Returning to the shop',
		body: `<h1>Returning to the shop</h1><form id="return-to-merchant" method="post" action="${escapeHtml(returnUrl)}">${hiddenFields(fields)}<p class="hint">If nothing happens, continue here.</p><button type="submit">Continue</button></form>`,
		autoSubmitFormId: 'return-to-merchant',
	})
}

export function challengePage(transaction: Transaction) {
	const { details } = transaction
	const amount = new Intl.NumberFormat('en', { style: 'currency', currency: details.currency ?? 'AED' }).format(Number(transaction.amount) / 100)
	const card = details.card_number ? `<dt>Card</dt><dd dir="ltr">${escapeHtml(details.card_number)}</dd>` : ''
	return sandboxPage({
		title: '3-D Secure check',
		body: `<h1>3-D Secure check</h1><p>The card's bank asks the cardholder to confirm this payment.</p><dl><dt>Merchant reference</dt><dd>${escapeHtml(details.merchant_reference ?? '')}</dd><dt>Amount</dt><dd dir="ltr">${escapeHtml(amount)}</dd>${card}</dl><form method="post"><button type="submit" name="decision" value="authenticate">Authenticate</button><button type="submit" class="secondary" name="decision" value="fail">Fail authentication</button></form>`,
	})
}

export function unknownChallengePage() {
	return sandboxPage({ title: '3-D Secure check', body: '<h1>3-D Secure check</h1><p class="error">This 3-D Secure session does not exist or has expired.</p>' })
}
