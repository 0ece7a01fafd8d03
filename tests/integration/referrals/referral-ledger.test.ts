/**
 * The referral ledger (issue 19, item 6), through the real HTTP layer and the payment sandbox: a
 * friend's order paid with an ambassador's code earns the reward in the transaction that marks it
 * paid; a doubled payment answer (twenty at once) or twenty parallel writes still earn it once; a
 * retired ambassador's code earns nothing; a refund in full withdraws the reward once, a partial
 * refund does not; payouts never exceed what is owed, also twenty at once, and the balance's
 * check refuses it whatever the code does; a reward withdrawn after it was paid out is taken back
 * from the next one. The balance always equals the rows: rewards less payouts.
 *
 * Before (the same bursts against the schema without `referral_rewards_once_per_order` and
 * `ambassadors_rewards_balance`, payouts without the row lock): twenty parallel writes of one
 * order's reward made 20 rows (AED 600 owed for one AED 30 reward); twenty parallel payouts of the
 * AED 60 owed recorded 10 (the pool's size), leaving AED −540 owed. After: 1 row; 1 payout.
 */
import { and, eq, sql, sum } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { REFERRALS_MESSAGES } from '../../../content/console-messages/referrals.ts'
import { formatAed } from '../../../domain/money.ts'
import { orderNumber } from '../../../domain/order.ts'
import { LEDGER_PAGE_SIZE, recordPayout } from '../../../server/console/referrals/referrals-data.ts'
import { ambassadors, orders, payments, referralPayouts, referralRewards } from '../../../server/db/schema.ts'
import { earnReferralReward } from '../../../server/referrals/referral-ledger.ts'
import type { ApsGateway } from '../../../server/payments/aps/gateway.ts'
import type { ApsResult } from '../../../server/payments/aps/results.ts'
import { newMerchantReference } from '../../../server/payments/payment-service.ts'
import { CARDS, createCheckoutTestApp, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { insertTestOrder, paymentServiceOver, TEST_ORDER_TOTAL } from '../support/payment-service.ts'
import { asSignedInStaff, consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)

const manager = await enrolledStaff(db, 'manager')
const managerCookie = await consoleCookie(db, manager.id)
const managerStaff = asSignedInStaff(manager, 'manager')

const BURST = 20
let made = 0

/** A new ambassador with this reward and no welcome discount (so the friend's price is the plain one). */
async function newAmbassador(rewardFils = 5_000) {
	made += 1
	const [row] = await db
		.insert(ambassadors)
		.values({ handle: `ledger-${made}`, displayName: `Ledger ${made}`, referralCode: `LEDGER${made}`, rewardFils })
		.returning()
	return row!
}

/** A friend orders with the code and pays by card in the sandbox; the order's row. */
async function paidWithCode(referralCode: string) {
	const response = await postOrder(app.request, { ...(await orderBody(app.request)), referral_code: referralCode })
	expect(response.status).toBe(201)
	const order = ((await response.json()) as { data: OrderJson }).data
	expect(await returnToShop(app.request, await tokenize(app.request, order.id, CARDS.paid))).toBe(thankYou(order.id))
	await app.idle()
	const [row] = await db.select().from(orders).where(eq(orders.publicId, order.id))
	return row!
}

const rewardsOf = (ambassadorId: number) => db.select().from(referralRewards).where(eq(referralRewards.ambassadorId, ambassadorId)).orderBy(referralRewards.id)
const balanceOf = async (ambassadorId: number) => {
	const [row] = await db.select({ owed: ambassadors.rewardsOwedFils, clawback: ambassadors.rewardsClawbackFils }).from(ambassadors).where(eq(ambassadors.id, ambassadorId))
	return row!
}

/** The balance the check guards equals the rows: every reward less every payout. */
async function expectBalanceMatchesRows(ambassadorId: number) {
	const [rewards] = await db.select({ fils: sum(referralRewards.amountFils).mapWith(Number) }).from(referralRewards).where(eq(referralRewards.ambassadorId, ambassadorId))
	const [paid] = await db.select({ fils: sum(referralPayouts.amountFils).mapWith(Number) }).from(referralPayouts).where(eq(referralPayouts.ambassadorId, ambassadorId))
	const balance = await balanceOf(ambassadorId)
	expect(balance.owed - balance.clawback).toBe((rewards?.fils ?? 0) - (paid?.fils ?? 0))
}

const dirhams = (fils: number) => (fils / 100).toFixed(2)
const staffRefund = (orderId: number, amountFils: number) =>
	app.request(`/console/orders/${orderId}/refund/`, consoleForm(managerCookie, { amount: dirhams(amountFils), note: 'Ledger test' }))

describe('a paid order with an ambassador’s code earns their reward', () => {
	test('paid through the sandbox: one earned row of the reward, owed to the ambassador; the console shows it', async () => {
		const ambassador = await newAmbassador(7_500)
		const order = await paidWithCode(ambassador.referralCode)
		expect(order.status).toBe('paid')
		expect(await rewardsOf(ambassador.id)).toEqual([expect.objectContaining({ orderId: order.id, kind: 'earned', amountFils: 7_500 })])
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 7_500, clawback: 0 })

		const page = await (await app.request(`/console/referrals/${ambassador.id}/`, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain(orderNumber(order.id))
		expect(page).toContain(formatAed(7_500, 'en-GB'))
	})

	test('an unknown code, a retired ambassador’s code, or none: the order is paid and nobody earns', async () => {
		const retired = await newAmbassador()
		await db.update(ambassadors).set({ isActive: false }).where(eq(ambassadors.id, retired.id))
		const order = await paidWithCode(retired.referralCode)
		const stranger = await paidWithCode('NOBODY123')
		expect([order.status, stranger.status]).toEqual(['paid', 'paid'])
		expect(await rewardsOf(retired.id)).toEqual([])
		expect(await db.$count(referralRewards, eq(referralRewards.orderId, stranger.id))).toBe(0)
	})

	test(`the gateway's answer delivered ${BURST} times at once: the order is paid once and earns once`, async () => {
		const ambassador = await newAmbassador(4_000)
		const order = await insertTestOrder(db, { referralCode: ambassador.referralCode, status: 'pending_payment' })
		const [attempt] = await db
			.insert(payments)
			.values({ orderId: order.id, method: 'card', gateway: 'aps', status: 'requires_action', amountFils: order.totalFils, merchantReference: newMerchantReference(order.id) })
			.returning()
		const paid: ApsResult = {
			outcome: 'paid',
			fortId: '170000000000099',
			amountFils: TEST_ORDER_TOTAL,
			currency: 'AED',
			card: { masked: '400555******0001', brand: 'VISA' },
			raw: { merchant_reference: attempt!.merchantReference, fort_id: '170000000000099', response_code: '14000', status: '14' },
		}
		const gateway = { readPurchaseResponse: () => paid, checkStatus: async () => paid } as unknown as ApsGateway
		const { service } = paymentServiceOver(db, { aps: gateway })
		const notification = { merchant_reference: attempt!.merchantReference }
		await Promise.all(Array.from({ length: BURST }, () => service.handleApsNotification(notification)))

		const rows = await rewardsOf(ambassador.id)
		console.info(`doubled notification burst: ${rows.length} reward row(s) for ${BURST} answers`)
		expect(rows).toEqual([expect.objectContaining({ orderId: order.id, kind: 'earned', amountFils: 4_000 })])
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 4_000, clawback: 0 })
	})

	test(`${BURST} writes of one order's reward in parallel transactions: one row, one reward owed (the unique constraint)`, async () => {
		const ambassador = await newAmbassador(3_000)
		const order = await insertTestOrder(db, { referralCode: ambassador.referralCode })
		const written = await Promise.all(Array.from({ length: BURST }, () => db.transaction((tx) => earnReferralReward(tx, order, new Date()))))
		console.info(`parallel reward writes: ${written.filter(Boolean).length} written of ${BURST}, ${(await rewardsOf(ambassador.id)).length} row(s)`)
		expect(written.filter(Boolean)).toHaveLength(1)
		expect(await rewardsOf(ambassador.id)).toHaveLength(1)
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 3_000, clawback: 0 })
	})

	test('a change of the reward counts for orders paid afterwards, never for rewards already earned', async () => {
		const ambassador = await newAmbassador(2_000)
		await paidWithCode(ambassador.referralCode)
		await db.update(ambassadors).set({ rewardFils: 9_000 }).where(eq(ambassadors.id, ambassador.id))
		await paidWithCode(ambassador.referralCode)
		expect((await rewardsOf(ambassador.id)).map((row) => row.amountFils)).toEqual([2_000, 9_000])
		await expectBalanceMatchesRows(ambassador.id)
	})
})

describe('a refund in full withdraws the reward', () => {
	test('a partial refund keeps it; the refund of the rest withdraws it once; the console says so', async () => {
		const ambassador = await newAmbassador(5_000)
		const order = await paidWithCode(ambassador.referralCode)
		const food = order.price.discounted
		expect((await staffRefund(order.id, 10_000)).status).toBe(303)
		expect((await rewardsOf(ambassador.id)).map((row) => row.kind)).toEqual(['earned'])

		expect((await staffRefund(order.id, food - 10_000)).status).toBe(303)
		expect((await rewardsOf(ambassador.id)).map((row) => [row.kind, row.amountFils, row.withdrawalReason])).toEqual([
			['earned', 5_000, null],
			['reversed', -5_000, 'refunded-in-full'],
		])
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
		const page = await (await app.request(`/console/referrals/${ambassador.id}/`, { headers: { Cookie: managerCookie } })).text()
		expect(page).toContain('Withdrawn (order refunded in full)')
	})

	test('a reward paid out and then withdrawn is taken back from the next reward', async () => {
		const ambassador = await newAmbassador(5_000)
		const first = await paidWithCode(ambassador.referralCode)
		expect(await recordPayout(db, managerStaff, ambassador.id, { amount: '50', reference: 'TRF-1' }, new Date())).toEqual({ status: 'paid', amountFils: 5_000 })
		expect((await staffRefund(first.id, first.price.discounted)).status).toBe(303)
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 0, clawback: 5_000 })
		// Nothing can be paid out while the clawback stands.
		const refused = await recordPayout(db, managerStaff, ambassador.id, { amount: '1', reference: 'TRF-2' }, new Date())
		expect(refused).toMatchObject({ status: 'invalid', errors: { amount: 'nothing-owed' }, owedFils: -5_000 })

		await paidWithCode(ambassador.referralCode)
		await paidWithCode(ambassador.referralCode)
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 5_000, clawback: 0 })
		await expectBalanceMatchesRows(ambassador.id)
	})
})

describe('mark paid: a payout never exceeds what is owed', () => {
	test(`${BURST} payouts of everything owed at once: one is recorded, the others are refused as more than is owed`, async () => {
		const ambassador = await newAmbassador(6_000)
		await paidWithCode(ambassador.referralCode)
		const answers = await Promise.all(
			Array.from({ length: BURST }, (_, index) =>
				app.request(`/console/referrals/${ambassador.id}/payouts/`, consoleForm(managerCookie, { amount: '60.00', reference: `TRF-${index}` })),
			),
		)
		const statuses = answers.map((answer) => answer.status)
		console.info(`payout burst: ${statuses.filter((status) => status === 303).length} recorded, ${statuses.filter((status) => status === 400).length} refused`)
		expect(statuses.filter((status) => status === 303)).toHaveLength(1)
		expect(statuses.filter((status) => status === 400)).toHaveLength(BURST - 1)
		expect(await db.$count(referralPayouts, eq(referralPayouts.ambassadorId, ambassador.id))).toBe(1)
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 0, clawback: 0 })
		await expectBalanceMatchesRows(ambassador.id)
	})

	test('the database refuses a balance below what is owed, whatever the code does', async () => {
		const ambassador = await newAmbassador()
		await expect(db.update(ambassadors).set({ rewardsOwedFils: sql`${ambassadors.rewardsOwedFils} - 1` }).where(eq(ambassadors.id, ambassador.id))).rejects.toThrow()
		await expect(db.update(ambassadors).set({ rewardsOwedFils: 100, rewardsClawbackFils: 100 }).where(eq(ambassadors.id, ambassador.id))).rejects.toThrow()
		await expect(db.insert(referralPayouts).values({ ambassadorId: ambassador.id, amountFils: 0, reference: 'x', staffId: manager.id })).rejects.toThrow()
		await expect(db.insert(referralRewards).values({ ambassadorId: ambassador.id, orderId: null, kind: 'earned', amountFils: -1 })).rejects.toThrow()
	})

	test('a payout above what is owed, without a reference, or of nothing: field errors, nothing recorded', async () => {
		const ambassador = await newAmbassador(2_500)
		await paidWithCode(ambassador.referralCode)
		const post = (fields: Record<string, string>) => app.request(`/console/referrals/${ambassador.id}/payouts/`, consoleForm(managerCookie, fields))
		const tooMuch = await post({ amount: '25.01', reference: 'TRF-9' })
		expect(tooMuch.status).toBe(400)
		expect(await tooMuch.text()).toContain(`This is more than is owed (${formatAed(2_500, 'en-GB')}).`)
		expect((await post({ amount: '10', reference: ' ' })).status).toBe(400)
		expect((await post({ amount: '0', reference: 'TRF-9' })).status).toBe(400)
		expect((await post({ amount: 'ten', reference: 'TRF-9' })).status).toBe(400)
		expect(await db.$count(referralPayouts, eq(referralPayouts.ambassadorId, ambassador.id))).toBe(0)
		expect((await post({ amount: '10', reference: 'TRF-9', note: 'First part' })).status).toBe(303)
		const [payout] = await db.select().from(referralPayouts).where(and(eq(referralPayouts.ambassadorId, ambassador.id)))
		expect(payout).toMatchObject({ amountFils: 1_000, reference: 'TRF-9', note: 'First part', staffId: manager.id })
		expect(await balanceOf(ambassador.id)).toEqual({ owed: 1_500, clawback: 0 })
	})
})

describe('the ledger page pages its rows', () => {
	test('more rows than a page: the newest page, a link to the older ones (no script), the totals over every row; payouts page on their own', async () => {
		const ambassador = await newAmbassador(100)
		const count = LEDGER_PAGE_SIZE + 5
		// Rows as the ledger writes them; their orders deleted long ago (order_id null), each AED 1.
		const written = await db
			.insert(referralRewards)
			.values(Array.from({ length: count }, () => ({ ambassadorId: ambassador.id, orderId: null, kind: 'earned', amountFils: 100 })))
			.returning({ id: referralRewards.id })
		await db.update(ambassadors).set({ rewardsOwedFils: count * 100 }).where(eq(ambassadors.id, ambassador.id))
		await db.insert(referralPayouts).values({ ambassadorId: ambassador.id, amountFils: 100, reference: 'TRF-PAGED', staffId: manager.id })
		const earnedLabel = REFERRALS_MESSAGES.en.kinds.earned
		const entries = (html: string) => html.split(earnedLabel).length - 1
		const read = async (path: string) => {
			const response = await app.request(path, { headers: { Cookie: managerCookie } })
			expect(response.status).toBe(200)
			return response.text()
		}

		const first = await read(`/console/referrals/${ambassador.id}/`)
		expect(entries(first)).toBe(LEDGER_PAGE_SIZE)
		// Totals count all 205 rows, not the 200 shown (before: the same, but the 5 oldest could not be seen at all).
		expect(first).toMatch(new RegExp(`<dd class="num">${count}</dd>`))
		expect(first).toContain(formatAed(count * 100, 'en-GB'))
		expect(first).not.toContain(REFERRALS_MESSAGES.en.newestRewards)
		expect(first).not.toContain(REFERRALS_MESSAGES.en.olderPayouts)
		const olderHref = first.match(/<a href="([^"]+)">Older rewards<\/a>/)?.[1]?.replaceAll('&amp;', '&')
		const oldestShown = written.map((row) => row.id).sort((a, b) => b - a)[LEDGER_PAGE_SIZE - 1]
		expect(olderHref).toBe(`/console/referrals/${ambassador.id}/?rewardsBefore=${oldestShown}`)

		const second = await read(olderHref!)
		expect(entries(second)).toBe(5)
		expect(second).not.toContain(REFERRALS_MESSAGES.en.olderRewards)
		expect(second).toContain(`<a href="/console/referrals/${ambassador.id}/">${REFERRALS_MESSAGES.en.newestRewards}</a>`)
		expect(second).toMatch(new RegExp(`<dd class="num">${count}</dd>`))
		// The payouts stay where they were.
		expect(second).toContain('TRF-PAGED')

		// A malformed position reads as the newest page.
		expect(entries(await read(`/console/referrals/${ambassador.id}/?rewardsBefore=abc&payoutsBefore=-1`))).toBe(LEDGER_PAGE_SIZE)
	})
})
