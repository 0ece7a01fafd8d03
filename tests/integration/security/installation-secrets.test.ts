/**
 * No payment without a verified charge, and signed links that outlive the process (issue 16,
 * items 1 and 9): the sandbox's phrases and keys and the signing key are made for each
 * installation and kept in the database, never in the code; two instances on one database agree
 * on them; a restart keeps guests' order access and payment links; and what the sandbox gateway
 * remembers is in the database, so a payment in flight when the process dies is settled by the
 * next one's reconciliation.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { type RequestServices, servicesContext } from '../../../app/context.ts'
import { orderAccessCookie, visibleOrder } from '../../../app/utils/checkout-payment.server.ts'
import { installationSecrets, orders, payments } from '../../../server/db/schema.ts'
import type { Checkout } from '../../../server/orders/checkout.ts'
import { ORDER_ACCESS_COOKIE } from '../../../server/orders/order-access.ts'
import { apsSignature } from '../../../server/payments/aps/signature.ts'
import { PAYMENT_ROUTES } from '../../../server/payments/payment-service.ts'
import { filsToTabbyAmount } from '../../../server/payments/tabby/amount.ts'
import { loadInstallationSecrets } from '../../../server/secrets/installation-secrets.ts'
import { createTestDatabase } from '../support/database.ts'
import { CARDS, type CheckoutTestApp, createCheckoutTestApp, createOrder, ORIGIN, postForm, readForm, returnToShop, startPayment, tokenize } from '../support/checkout.ts'

const { db } = await createTestDatabase()
const SANDBOX = { signingSecrets: undefined, paymentsMode: 'sandbox' } as const

/** What the sandbox signed with before this change, in the repository for anyone to read. */
const OLD_IN_REPO = {
	cardAccessCode: 'kcalSandboxCard00001',
	cardResponsePhrase: 'sandbox-card-response-phrase',
	tabbyWebhookHeader: 'X-Tabby-Webhook-Secret',
	tabbyWebhookSecret: 'tabby-sandbox-webhook-secret',
}

async function storedOrder(publicId: string) {
	const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
	return row!
}

async function attemptsOf(publicId: string) {
	const order = await storedOrder(publicId)
	return db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id)
}

/** An instance of the app as the process starts one: its secrets read from (or first written to) the database. */
async function startInstance() {
	return createCheckoutTestApp(db, {}, await loadInstallationSecrets(db, SANDBOX))
}

describe('a notification signed with the phrase that used to be in the code', () => {
	test('a forged PURCHASE success is refused and the order stays unpaid', async () => {
		const { request, idle } = await startInstance()
		const order = await createOrder(request)
		// The attacker starts a card payment with a 3-D Secure card, so the order has an attempt
		// waiting, and instead of passing the check forges the gateway's "paid".
		await returnToShop(request, await tokenize(request, order.id, CARDS.threeDSecure))
		const [attempt] = await attemptsOf(order.id)
		expect(attempt!.status).toBe('requires_action')
		const forged: Record<string, string> = {
			command: 'PURCHASE',
			access_code: OLD_IN_REPO.cardAccessCode,
			merchant_identifier: 'kcalSandbox',
			merchant_reference: attempt!.merchantReference,
			amount: String(order.total),
			currency: 'AED',
			language: 'en',
			customer_email: 'layla@example.com',
			fort_id: '169000000000000001',
			authorization_code: '123456',
			eci: 'ECOMMERCE',
			status: '14',
			response_code: '14000',
			response_message: 'Success',
		}
		forged.signature = apsSignature(forged, OLD_IN_REPO.cardResponsePhrase, 'sha256')

		const notified = await postForm(request, PAYMENT_ROUTES.apsNotification, forged)
		expect(notified.status).toBe(400)
		// The same answer through the browser's return URL is not trusted either.
		await returnToShop(request, { action: `${ORIGIN}${PAYMENT_ROUTES.apsReturn}`, fields: forged })
		await idle()
		expect((await storedOrder(order.id)).status).not.toBe('paid')
		expect((await attemptsOf(order.id)).map((row) => row.status)).not.toContain('paid')
	})

	test('a Tabby webhook with the old in-repo secret is refused', async () => {
		const { request } = await startInstance()
		const order = await createOrder(request)
		const response = await request(PAYMENT_ROUTES.tabbyWebhook, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', [OLD_IN_REPO.tabbyWebhookHeader]: OLD_IN_REPO.tabbyWebhookSecret },
			body: JSON.stringify({ id: crypto.randomUUID(), status: 'closed', amount: filsToTabbyAmount(order.total), currency: 'AED', order: { reference_id: order.id } }),
		})
		expect(response.status).toBe(401)
	})
})

describe('the installation’s secrets', () => {
	test('instances starting together make one set and all read it; it is not in the code', async () => {
		const loaded = await Promise.all(Array.from({ length: 8 }, () => loadInstallationSecrets(db, SANDBOX)))
		for (const secrets of loaded) expect(secrets).toEqual(loaded[0])
		const rows = await db.select().from(installationSecrets)
		expect(rows.map((row) => row.name).sort()).toEqual(expect.arrayContaining(['signing-key', 'sandbox:aps-card-response-phrase', 'sandbox:tabby-webhook-secret']))
		expect(new Set(rows.map((row) => row.value)).size).toBe(rows.length)
		for (const row of rows) expect(row.value.length).toBeGreaterThanOrEqual(32)
		expect(Object.values(loaded[0]!.sandbox!)).not.toContain(OLD_IN_REPO.cardResponsePhrase)
	})

	test('SIGNING_SECRET, when set, is used instead of the stored key; live mode makes no sandbox secrets', async () => {
		const keys = ['r'.repeat(40), 's'.repeat(40)]
		const loaded = await loadInstallationSecrets(db, { signingSecrets: keys, paymentsMode: 'live' })
		expect(loaded).toMatchObject({ signingKeys: keys, sandbox: null })
		// The key the installation made before still opens the staff's TOTP secrets it sealed (server/secrets/secret-box.ts), and signs nothing.
		const stored = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, 'signing-key'))
		expect(loaded.formerKeys).toEqual(stored.map((row) => row.value))
	})

	test('two instances on one database: a card payment started on one is finished through the other', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const order = await createOrder(first.request)
		// The card form is signed by the first; the browser's post reaches the second's sandbox (a load balancer).
		const started = await startPayment(first.request, order.id, 'card')
		const { next } = ((await started.json()) as { data: { next: { action: string; fields: Record<string, string> } } }).data
		const page = await postForm(second.request, next.action, { ...next.fields, card_holder_name: 'Layla Haddad', card_number: CARDS.paid, expiry_date: '3005', card_security_code: '123' })
		const answer = readForm(await page.text())
		expect(answer.fields.response_code).toBe('18000')
		// Back on the first, which verifies the second's signature and pays with the second's token.
		await returnToShop(first.request, answer)
		await Promise.all([first.idle(), second.idle()])
		expect((await storedOrder(order.id)).status).toBe('paid')
	})

	test('two instances on one database: a Tabby checkout made on one is approved on the other’s page', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const order = await createOrder(first.request, { weeks: 2 })
		const started = await startPayment(first.request, order.id, 'tabby')
		const { next } = ((await started.json()) as { data: { next: { url: string } } }).data
		const submitted = await postForm(second.request, next.url, { otp: '8888' })
		expect(submitted.status).toBe(303)
		// The second instance's webhook, with the shared webhook secret, settles the payment there.
		await Promise.all([first.idle(), second.idle()])
		expect((await storedOrder(order.id)).status).toBe('paid')
	})
})

describe('the sandbox gateway’s state under parallel requests, on two instances', () => {
	/** A card token from the sandbox's form, as the browser gets it. */
	async function cardToken(app: CheckoutTestApp, cardNumber: string) {
		const form = app.checkout.providers.aps!.tokenizationForm({ merchantReference: `TOKEN-${crypto.randomUUID().slice(0, 8)}`, returnUrl: `${ORIGIN}${PAYMENT_ROUTES.apsReturn}`, language: 'en' })
		const page = await postForm(app.request, form.action, { ...form.fields, card_holder_name: 'Layla Haddad', card_number: cardNumber, expiry_date: '3005', card_security_code: '123' })
		const tokenName = readForm(await page.text()).fields.token_name
		expect(tokenName).toMatch(/^[0-9a-f]{32}$/)
		return tokenName!
	}
	const purchase = (app: CheckoutTestApp, tokenName: string, merchantReference: string) =>
		app.checkout.providers.aps!.purchase({ merchantReference, tokenName, amountFils: 10_000, currency: 'AED', customerEmail: 'layla@example.com', customerIp: '203.0.113.7', returnUrl: `${ORIGIN}${PAYMENT_ROUTES.apsReturn}`, language: 'en' })

	test('20 purchases racing for one single-use token: one is paid, on whichever instance', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const tokenName = await cardToken(first, CARDS.paid)
		const results = await Promise.all(Array.from({ length: 20 }, (_, index) => purchase(index % 2 ? second : first, tokenName, `RACE-${index}-${crypto.randomUUID().slice(0, 6)}`)))
		expect(results.filter((result) => result.outcome === 'paid')).toHaveLength(1)
	})

	test('20 purchases racing with one merchant reference: one payment at the gateway, which all of them report', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const tokens = await Promise.all(Array.from({ length: 20 }, (_, index) => cardToken(index % 2 ? second : first, CARDS.paid)))
		const reference = `SAME-${crypto.randomUUID().slice(0, 8)}`
		const results = await Promise.all(tokens.map((tokenName, index) => purchase(index % 2 ? second : first, tokenName, reference)))
		// The losers get "merchant reference already exists", on which the adapter asks CHECK_STATUS: the one payment.
		expect(results.map((result) => result.outcome)).toEqual(Array(20).fill('paid'))
		expect(new Set(results.map((result) => (result.outcome === 'paid' ? result.fortId : null))).size).toBe(1)
	})

	test('20 captures racing for one approved Tabby payment, on both instances: one capture', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const session = await first.checkout.providers.tabby!.createSession({
			amountFils: 123_450,
			currency: 'AED',
			lang: 'en',
			buyer: { email: 'otp.success@tabby.ai', phone: '+971500000001', name: 'Mariam Al Zaabi' },
			orderReferenceId: `RACE-${crypto.randomUUID().slice(0, 8)}`,
			items: [{ title: 'Balance plan, 4 weeks', quantity: 1, unitPriceFils: 123_450, referenceId: 'balance-4w', category: 'Meal plans' }],
			shippingAddress: { city: 'Dubai', address: 'Marina Gate 1, apt 1203' },
			urls: { success: `${ORIGIN}/ok/`, cancel: `${ORIGIN}/cancel/`, failure: `${ORIGIN}/failed/` },
		})
		if (session.status !== 'created') throw new Error(`No Tabby session: ${session.status}`)
		expect((await postForm(second.request, session.webUrl, { otp: '8888' })).status).toBe(303)
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, index) => (index % 2 ? second : first).checkout.providers.tabby!.capture(session.paymentId, 123_450, `capture-${index}`)),
		)
		expect(results.filter((result) => result !== 'refused')).toHaveLength(1)
		const read = await first.checkout.providers.tabby!.getPayment(session.paymentId)
		expect(read).toMatchObject({ status: 'CLOSED', captured: true })
	})

	test('20 clicks on one 3-D Secure page, on both instances: one decision, which every click is answered with', async () => {
		const [first, second] = [await startInstance(), await startInstance()]
		const order = await createOrder(first.request)
		const challengeUrl = await returnToShop(first.request, await tokenize(first.request, order.id, CARDS.threeDSecure))
		const answers = await Promise.all(
			Array.from({ length: 20 }, async (_, index) => {
				const page = await postForm((index % 2 ? second : first).request, challengeUrl, { decision: index < 10 ? 'authenticate' : 'fail' })
				expect(page.status).toBe(200)
				return readForm(await page.text()).fields
			}),
		)
		// Every click is answered with the one decision that was taken first.
		expect(new Set(answers.map((fields) => `${fields.response_code}:${fields.signature}`)).size).toBe(1)
		await Promise.all([first.idle(), second.idle()])
		const paid = answers[0]!.response_code === '14000'
		expect((await storedOrder(order.id)).status).toBe(paid ? 'paid' : 'failed')
	})
})

describe('a restart (a new app instance over the same database)', () => {
	/** The services a page gets, as the order pages' access rule reads them. */
	function pageContext(checkout: Checkout) {
		const context = new RouterContextProvider()
		context.set(servicesContext, { checkout, customer: null, settings: { origin: ORIGIN } } as unknown as RequestServices)
		return context
	}

	test('a guest’s order-access cookie and a payment link made before it still work after it', async () => {
		const before = await startInstance()
		const order = await createOrder(before.request)
		const row = await storedOrder(order.id)
		const setCookie = orderAccessCookie(pageContext(before.checkout), row)
		const cookie = setCookie.split(';')[0]!
		expect(cookie.startsWith(`${ORDER_ACCESS_COOKIE}=`)).toBe(true)
		const link = before.checkout.paymentLinkToken(row)

		const after = await startInstance()
		const context = pageContext(after.checkout)
		expect((await visibleOrder(context, new Request(ORIGIN, { headers: { Cookie: cookie } }), order.id))?.publicId).toBe(order.id)
		expect((await visibleOrder(context, new Request(ORIGIN), order.id, link))?.publicId).toBe(order.id)
		// Nothing else opens it.
		expect(await visibleOrder(context, new Request(ORIGIN), order.id)).toBeNull()
	})

	test('a 3-D Secure payment in flight when the process died is settled by the next one’s reconciliation', async () => {
		const before = await startInstance()
		const order = await createOrder(before.request)
		const challengeUrl = await returnToShop(before.request, await tokenize(before.request, order.id, CARDS.threeDSecure))
		expect(challengeUrl).toMatch(/\/_sandbox\/aps\/3ds\/\d+$/)
		// The customer authenticates; the process dies before the gateway's notification or the
		// customer's return reaches it.
		before.state.dropApsNotifications = true
		expect((await postForm(before.request, challengeUrl, { decision: 'authenticate' })).status).toBe(200)
		await before.idle()
		const [attempt] = await attemptsOf(order.id)
		expect(attempt!.status).toBe('requires_action')

		const after = await startInstance()
		await db.update(payments).set({ updatedAt: new Date(Date.now() - 5 * 60_000) }).where(eq(payments.id, attempt!.id))
		await after.checkout.payments.reconcile()
		expect((await storedOrder(order.id)).status).toBe('paid')
		expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'paid', gatewayReference: attempt!.gatewayReference })
	})

	test('the customer finishes 3-D Secure on the new process', async () => {
		const before = await startInstance()
		const order = await createOrder(before.request)
		const challengeUrl = await returnToShop(before.request, await tokenize(before.request, order.id, CARDS.threeDSecure))

		const after = await startInstance()
		const challenge = await after.request(challengeUrl)
		expect(challenge.status).toBe(200)
		const decided = await postForm(after.request, challengeUrl, { decision: 'authenticate' })
		expect(decided.status).toBe(200)
		await after.idle()
		await returnToShop(after.request, readForm(await decided.text()))
		expect((await storedOrder(order.id)).status).toBe('paid')
	})
})
