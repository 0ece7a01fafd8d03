/**
 * A stand-in for Amazon Payment Services that speaks its documented protocol, mounted at
 * APS_SANDBOX_PATH in sandbox mode so development and tests take card and Apple Pay payments end to
 * end with the production adapter (server/payments/aps/gateway.ts): signed requests and answers,
 * the tokenization form, PURCHASE with 3-D Secure, CHECK_STATUS, REFUND, and optionally the direct
 * transaction feedback. Everything it receives is verified with the request phrase, everything it
 * answers is signed with the response phrase.
 *
 * Test cards (any future expiry such as 05/30; CVV 123, AMEX 1234):
 *   4005550000000001 Visa, 5123456789012346 Mastercard, 345678901234564 AMEX: paid (APS's own)
 *   4557012345678902 Visa, 5313581000123430 Mastercard, 374200000000004 AMEX: 3-D Secure (APS's own);
 *     the challenge page's "Authenticate" pays (14000), "Fail authentication" declines (13030)
 *   4000000000000002 Visa: declined at purchase, insufficient funds (13029)
 *   any other Luhn-valid number: tokenized, then declined at purchase (13666)
 *   a test card with another CVV: tokenized, then declined at purchase (13666)
 * Card details that do not pass (number, expiry, CVV length, holder name) fail tokenization (17xxx).
 *
 * Choices where APS leaves room: a second PURCHASE with a merchant reference that already has a
 * payment gets 00066 "Merchant reference already exists", as at APS; CHECK_STATUS of an unknown
 * reference gets 11036 "Order not found". A token is single-use unless tokenized with
 * remember_me=YES (a saved card, reusable with its CVV). What it remembers is kept in the
 * database (sandbox-records.ts) and forgotten a day after last use (saved cards after 30 days),
 * so a payment outlives a restart and any instance answers for it, as the real gateway would.
 * Its access codes and phrases are the installation's own (sandbox-secrets.ts).
 *
 * This file holds the routes and the payment flow; beside it: the test cards and card checks
 * (aps-sandbox-cards.ts), the request checks and signed answers (aps-sandbox-protocol.ts), the
 * records it keeps (aps-sandbox-store.ts) and the pages it shows (aps-sandbox-pages.ts).
 */
import { randomBytes, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import type { ApsCredentials, ApsSettings } from '../aps/gateway.ts'
import { APS_MESSAGE, APS_STATUS } from '../aps/response-codes.ts'
import { type CardBehaviour, readCard } from './aps-sandbox-cards.ts'
import { challengePage, paymentFormErrorPage, respond, returnToMerchant, stringFields, unknownChallengePage } from './aps-sandbox-pages.ts'
import {
	amountProblem,
	credentialProblem,
	DECLINE_MESSAGES,
	echoed,
	languageProblem,
	type Message,
	outcome,
	referenceProblem,
	signed,
} from './aps-sandbox-protocol.ts'
import { apsSandboxStore, isWaitingForChallenge, refundsOf, type Transaction } from './aps-sandbox-store.ts'
import type { SandboxRecords } from './sandbox-records.ts'

export const APS_SANDBOX_PATH = '/_sandbox/aps'

type ApsSandboxCredentials = { card: ApsCredentials; applePay: ApsCredentials }

/** The gateway settings that point at the sandbox mounted on `publicOrigin`. */
export function apsSandboxSettings(publicOrigin: string, credentials: ApsSandboxCredentials) {
	const base = `${publicOrigin}${APS_SANDBOX_PATH}/FortAPI`
	return {
		pageUrl: `${base}/paymentPage`,
		apiUrl: `${base}/paymentApi`,
		card: credentials.card,
		applePay: credentials.applePay,
	} satisfies ApsSettings
}

type ApsSandboxOptions = {
	/** Our origin, e.g. http://127.0.0.1:3100: 3-D Secure pages are served there, and return URLs must be on it. */
	publicOrigin: string
	/** The installation's sandbox credentials (sandbox-secrets.ts). */
	credentials: ApsSandboxCredentials
	records: SandboxRecords
	/** Direct transaction feedback: every final purchase result is also POSTed here as a form. */
	notify?: { url: string; fetch?: typeof fetch }
	now?: () => Date
}

const NOTIFY_TIMEOUT_MS = 10_000

export function createApsSandbox({ publicOrigin, credentials: own, records, notify, now = () => new Date() }: ApsSandboxOptions) {
	const ownOrigin = new URL(publicOrigin).origin
	const credentialsOf = (transaction: Transaction) => own[transaction.wallet]
	const { tokens, transactions, challenges } = apsSandboxStore(records, now)
	const app = new Hono()

	// The browser's card form (merchant page tokenization); the answer goes back through the browser.
	app.post('/FortAPI/paymentPage', async (c) => {
		const form = stringFields(await c.req.parseBody())
		const returnUrl = form.return_url
		if (!isOwnUrl(returnUrl)) return respond(c, paymentFormErrorPage(), 400)
		const answer = (fields: Record<string, string>) => respond(c, returnToMerchant(returnUrl, signed({ ...echoed(form), ...fields }, own.card)))
		const refused =
			credentialProblem(form, own.card, true) ??
			(form.service_command === 'TOKENIZATION' ? undefined : APS_MESSAGE.invalidCommand) ??
			referenceProblem(form.merchant_reference) ??
			languageProblem(form.language)
		if (refused) return answer(outcome(APS_STATUS.invalidRequest, refused))
		// A saved card: the browser sends its token and the CVV typed again, no card number.
		if (form.token_name) {
			const saved = await tokens.get(form.token_name)
			if (!saved?.saved) return answer(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.tokenNameDoesNotExist))
			const cvv = form.card_security_code ?? ''
			if (!(saved.brand === 'AMEX' ? /^\d{4}$/ : /^\d{3}$/).test(cvv)) return answer(outcome(APS_STATUS.tokenizationFailed, APS_MESSAGE.invalidParameterFormat))
			await tokens.save(form.token_name, { ...saved, cvvMatched: saved.testCvv === cvv })
			return answer({
				token_name: form.token_name,
				...saved.card,
				card_bin: saved.card.card_number?.slice(0, 6) ?? '',
				remember_me: 'YES',
				...outcome(APS_STATUS.tokenizationSuccess, APS_MESSAGE.success),
			})
		}
		const card = readCard(form, now())
		if ('problem' in card) return answer(outcome(APS_STATUS.tokenizationFailed, card.problem))
		const tokenName = randomBytes(16).toString('hex')
		const saved = form.remember_me?.toUpperCase() === 'YES'
		await tokens.save(tokenName, { ...card.token, saved })
		return answer({
			token_name: tokenName,
			...card.token.card,
			card_bin: card.token.card.card_number?.slice(0, 6) ?? '',
			remember_me: saved ? 'YES' : 'NO',
			...outcome(APS_STATUS.tokenizationSuccess, APS_MESSAGE.success),
		})
	})

	// The server API: PURCHASE, REFUND and CHECK_STATUS, JSON in and out.
	app.post('/FortAPI/paymentApi', async (c) => {
		const body: unknown = await c.req.json().catch(() => undefined)
		if (typeof body !== 'object' || body === null || Array.isArray(body)) {
			return c.json(signed(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.invalidRequestFormat), own.card))
		}
		const request = body as Record<string, unknown>
		// As at APS, the access code says which credentials sign the request and its answer.
		const wallet = request.access_code === own.applePay.accessCode ? 'applePay' : 'card'
		const credentials = own[wallet]
		const refused =
			credentialProblem(request, credentials, false) ??
			referenceProblem(request.merchant_reference) ??
			languageProblem(request.language)
		if (refused) return c.json(signed({ ...echoed(request), ...outcome(APS_STATUS.invalidRequest, refused) }, credentials))
		if (request.query_command === 'CHECK_STATUS') return c.json(signed({ ...echoed(request), ...(await checkStatus(String(request.merchant_reference))) }, credentials))
		if (request.command === 'REFUND') return c.json(signed({ ...echoed(request), ...(await refund(request)) }, credentials))
		if (request.command !== 'PURCHASE') return c.json(signed({ ...echoed(request), ...outcome(APS_STATUS.invalidRequest, APS_MESSAGE.invalidCommand) }, credentials))
		return c.json(await purchase(request, wallet))
	})

	// The issuer's 3-D Secure page the customer is sent to (the answer's 3ds_url).
	app.get('/3ds/:fortId', async (c) => {
		const transaction = await challenges.get(c.req.param('fortId'))
		if (!transaction) return respond(c, unknownChallengePage(), 404)
		if (!isWaitingForChallenge(transaction)) return respond(c, returnToMerchant(transaction.returnUrl ?? '', transaction.answer))
		return respond(c, challengePage(transaction))
	})

	app.post('/3ds/:fortId', async (c) => {
		const { decision } = stringFields(await c.req.parseBody())
		const transaction = await challenges.get(c.req.param('fortId'))
		if (!transaction) return respond(c, unknownChallengePage(), 404)
		const reference = transaction.details.merchant_reference ?? ''
		// A second submission (back button, double click), here or on another instance, gets the answer of the first.
		const result = await transactions.update(reference, (latest) => {
			if (!isWaitingForChallenge(latest)) return undefined
			if (decision !== 'authenticate' && decision !== 'fail') return undefined
			return settled(latest, decision === 'authenticate' ? 'paid' : 'authentication_failed')
		})
		const latest = result?.value ?? transaction
		if (result?.changed) sendFeedback(latest.answer)
		else if (isWaitingForChallenge(latest)) return respond(c, challengePage(latest), 400)
		return respond(c, returnToMerchant(latest.returnUrl ?? '', latest.answer))
	})

	async function purchase(request: Record<string, unknown>, wallet: Transaction['wallet']) {
		const reply = (fields: Record<string, string>) => signed({ ...echoed(request), ...fields }, own[wallet])
		const reference = String(request.merchant_reference)
		const refused =
			amountProblem(request.amount) ??
			(request.currency === 'AED' ? undefined : APS_MESSAGE.invalidCurrency) ??
			(typeof request.customer_email === 'string' && request.customer_email ? undefined : APS_MESSAGE.missingParameter) ??
			(request.return_url === undefined || isOwnUrl(request.return_url) ? undefined : APS_MESSAGE.invalidParameterFormat) ??
			((await transactions.get(reference)) ? APS_MESSAGE.merchantReferenceAlreadyExists : undefined)
		if (refused) return reply(outcome(APS_STATUS.invalidRequest, refused))

		if (request.digital_wallet === 'APPLE_PAY') {
			if (typeof request.apple_data !== 'string' || !request.apple_data) return reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.missingParameter))
			const method = request.apple_paymentMethod
			const network = typeof method === 'object' && method !== null ? (method as Record<string, unknown>).apple_network : undefined
			const brand: Record<string, string> = typeof network === 'string' ? { payment_option: network.toUpperCase() } : {}
			return (await record(request, wallet, brand, 'paid')) ?? reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.merchantReferenceAlreadyExists))
		}

		const tokenName = String(request.token_name ?? '')
		const token = await tokens.get(tokenName)
		if (!token) return reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.tokenNameDoesNotExist))
		if (token.behaviour === 'challenge' && request.return_url === undefined) return reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.missingReturnUrl))
		// A single-use token is taken: of two purchases with it at once, one gets it.
		if (token.saved) await tokens.save(tokenName, token)
		else if (!(await tokens.take(tokenName))) return reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.tokenNameDoesNotExist))

		const card = { ...token.card, ...(token.brand ? { payment_option: token.brand } : {}) }
		const cvv = request.card_security_code
		const cvvMatched = cvv === undefined ? token.cvvMatched : token.testCvv !== undefined && String(cvv) === token.testCvv
		const result = !cvvMatched ? 'declined' : token.behaviour
		return (await record(request, wallet, card, result)) ?? reply(outcome(APS_STATUS.invalidRequest, APS_MESSAGE.merchantReferenceAlreadyExists))
	}

	/**
	 * Keeps a new payment under its merchant reference with its first answer (sent as feedback
	 * when final), or undefined when the reference has a payment already.
	 */
	async function record(request: Record<string, unknown>, wallet: Transaction['wallet'], card: Record<string, string>, result: CardBehaviour) {
		const fresh: Transaction = {
			fortId: newFortId(),
			amount: String(request.amount),
			wallet,
			details: { ...echoed(request), ...card },
			returnUrl: typeof request.return_url === 'string' ? request.return_url : undefined,
			answer: {},
		}
		const transaction = result === 'challenge' ? waitingForChallenge(fresh) : settled(fresh, result)
		if (!(await transactions.add(String(request.merchant_reference), transaction))) return undefined
		if (result === 'challenge') await challenges.add(transaction)
		else sendFeedback(transaction.answer)
		return transaction.answer
	}

	function waitingForChallenge(transaction: Transaction): Transaction {
		const fields = {
			...transaction.details,
			fort_id: transaction.fortId,
			'3ds_url': `${ownOrigin}${APS_SANDBOX_PATH}/3ds/${transaction.fortId}`,
			...outcome(APS_STATUS.onHold, APS_MESSAGE.threeDSecureCheckRequested),
		}
		return { ...transaction, answer: signed(fields, credentialsOf(transaction)) }
	}

	/** The payment with its final answer: kept for CHECK_STATUS and replays, and sent as feedback. */
	function settled(transaction: Transaction, result: Exclude<CardBehaviour, 'challenge'> | 'authentication_failed'): Transaction {
		const paid = result === 'paid'
		const resultFields = paid
			? { authorization_code: String(randomInt(100_000, 1_000_000)), eci: 'ECOMMERCE', ...outcome(APS_STATUS.purchaseSuccess, APS_MESSAGE.success) }
			: outcome(APS_STATUS.purchaseFailure, DECLINE_MESSAGES[result])
		return { ...transaction, answer: signed({ ...transaction.details, fort_id: transaction.fortId, ...resultFields }, credentialsOf(transaction)) }
	}

	/**
	 * REFUND of a paid purchase, whole or partial (06000), never more than is left to refund. A
	 * REFUND repeated with the same maintenance_reference, or a whole refund of a purchase already
	 * refunded in full, answers the same without refunding again, as a retry after a lost answer needs.
	 */
	async function refund(request: Record<string, unknown>): Promise<Record<string, string>> {
		const reference = String(request.merchant_reference)
		const maintenanceReference = typeof request.maintenance_reference === 'string' && request.maintenance_reference ? request.maintenance_reference : undefined
		const amount = /^[1-9]\d*$/.test(String(request.amount)) ? Number(request.amount) : Number.NaN
		let refused: Message | undefined
		const result = await transactions.update(reference, (transaction) => {
			const captured = Number(transaction.amount)
			const done = refundsOf(transaction)
			const refunded = done.reduce((sum, entry) => sum + entry.amount, 0)
			if (transaction.answer.status !== APS_STATUS.purchaseSuccess || !(amount > 0)) refused = APS_MESSAGE.invalidAmount
			else if (maintenanceReference && done.some((entry) => entry.maintenanceReference === maintenanceReference)) {
				if (!done.some((entry) => entry.maintenanceReference === maintenanceReference && entry.amount === amount)) refused = APS_MESSAGE.invalidAmount
				return undefined
			} else if (!maintenanceReference && amount === captured && refunded === captured) return undefined
			else if (amount > captured - refunded) refused = APS_MESSAGE.invalidAmount
			if (refused) return undefined
			return { ...transaction, refunds: [...done, { amount, ...(maintenanceReference ? { maintenanceReference } : {}) }] }
		})
		if (!result) return outcome(APS_STATUS.refundFailed, APS_MESSAGE.orderNotFound)
		if (refused) return outcome(APS_STATUS.refundFailed, refused)
		return { fort_id: result.value.fortId, ...outcome(APS_STATUS.refundSuccess, APS_MESSAGE.success) }
	}

	async function checkStatus(reference: string): Promise<Record<string, string>> {
		const transaction = await transactions.get(reference)
		if (!transaction) return outcome(APS_STATUS.checkStatusFailed, APS_MESSAGE.orderNotFound)
		const { answer } = transaction
		const paidAmount = answer.status === APS_STATUS.purchaseSuccess ? transaction.amount : '0'
		return {
			fort_id: transaction.fortId,
			transaction_status: answer.status ?? '',
			transaction_code: answer.response_code ?? '',
			transaction_message: answer.response_message ?? '',
			authorized_amount: paidAmount,
			captured_amount: paidAmount,
			refunded_amount: String(refundsOf(transaction).reduce((sum, entry) => sum + entry.amount, 0)),
			...outcome(APS_STATUS.checkStatusSuccess, APS_MESSAGE.success),
		}
	}

	function sendFeedback(answer: Record<string, string>) {
		if (!notify) return
		const post = notify.fetch ?? fetch
		// Not retried: the merchant's own status checks cover a lost notification, as they must at APS.
		post(notify.url, { method: 'POST', body: new URLSearchParams(answer), signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS) })
			.then((response) => response.body?.cancel())
			.catch(() => {})
	}

	function newFortId() {
		// APS's fort_id is a long number; the time and random digits keep ours unique across instances.
		return `${now().getTime()}${String(randomInt(0, 100_000)).padStart(5, '0')}`
	}

	function isOwnUrl(value: unknown): value is string {
		if (typeof value !== 'string' || !URL.canParse(value)) return false
		return new URL(value).origin === ownOrigin
	}

	return app
}
