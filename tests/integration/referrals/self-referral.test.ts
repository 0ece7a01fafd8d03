/**
 * An ambassador ordering with their own referral code (a self-referral): when staff have recorded
 * the ambassador's own e-mail or mobile, checkout refuses the code for an order whose customer has
 * either (the order's e-mail as a mailbox, its mobile, or the signed-in account's), with the
 * refusal in the order's language; a friend's order is made as before. An order that slipped
 * through (made before staff recorded the contact) is paid but earns no reward. Before: the
 * ambassador's own order got the welcome discount and earned them the reward.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { PRICING_MESSAGES } from '../../../content/pricing-messages.ts'
import { ambassadors, orders, referralRewards, staffAuditLog } from '../../../server/db/schema.ts'
import { CARDS, createCheckoutTestApp, orderBody, type OrderJson, postOrder, returnToShop, thankYou, tokenize } from '../support/checkout.ts'
import { createTestDatabase } from '../support/database.ts'
import { consoleCookie, consoleForm, enrolledStaff } from '../support/staff.ts'

const { db } = await createTestDatabase()
const app = createCheckoutTestApp(db)
const manager = await enrolledStaff(db, 'manager')
const managerCookie = await consoleCookie(db, manager.id)

let made = 0
async function newAmbassador(contact: { email?: string | null; phone?: string | null }) {
	made += 1
	const [row] = await db
		.insert(ambassadors)
		.values({ handle: `self-${made}`, displayName: `Self ${made}`, referralCode: `SELFREF${made}`, rewardFils: 5_000, email: contact.email ?? null, phone: contact.phone ?? null })
		.returning()
	return row!
}

const order = async (referralCode: string, who: { email?: string; mobile?: string }, locale = 'en') =>
	postOrder(app.request, { ...(await orderBody(app.request, who)), referral_code: referralCode }, { locale })

async function pay(response: Response) {
	expect(response.status).toBe(201)
	const made = ((await response.json()) as { data: OrderJson }).data
	expect(await returnToShop(app.request, await tokenize(app.request, made.id, CARDS.paid))).toBe(thankYou(made.id))
	await app.idle()
	const [row] = await db.select().from(orders).where(eq(orders.publicId, made.id))
	return row!
}

describe('checkout refuses an ambassador’s own code', () => {
	test('their e-mail (as a mailbox: case, +tag) or their mobile: 400 on the code, in the order’s language; a friend orders as before', async () => {
		const ambassador = await newAmbassador({ email: 'nour.self@example.com', phone: '+971509876543' })
		const byEmail = await order(ambassador.referralCode, { email: 'Nour.Self+kcal@Example.com', mobile: '0551112233' })
		expect(byEmail.status).toBe(400)
		expect(await byEmail.text()).toContain(PRICING_MESSAGES.en.fields.referral_code)
		const byPhone = await order(ambassador.referralCode, { email: 'other@example.com', mobile: '050 987 6543' }, 'ar-ae')
		expect(byPhone.status).toBe(400)
		expect(await byPhone.text()).toContain(PRICING_MESSAGES['ar-ae'].fields.referral_code)
		expect(await db.$count(orders, eq(orders.referralCode, ambassador.referralCode))).toBe(0)

		const friend = await pay(await order(ambassador.referralCode, { email: 'friend.of.nour@example.com', mobile: '0551112233' }))
		expect(friend.referralCode).toBe(ambassador.referralCode)
		expect(await db.$count(referralRewards, eq(referralRewards.ambassadorId, ambassador.id))).toBe(1)
	})

	test('ten own orders at once: none is made', async () => {
		const ambassador = await newAmbassador({ email: 'burst.self@example.com' })
		const body = { ...(await orderBody(app.request, { email: 'burst.self@example.com' })), referral_code: ambassador.referralCode }
		const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(app.request, body)))
		expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(400))
		expect(await db.$count(orders, eq(orders.referralCode, ambassador.referralCode))).toBe(0)
	})

	test('an ambassador whose e-mail and phone nobody recorded: nothing to check, the code works', async () => {
		const ambassador = await newAmbassador({})
		expect((await order(ambassador.referralCode, { email: 'unknown.self@example.com' })).status).toBe(201)
	})
})

describe('an own order that slipped through earns nothing', () => {
	test('made before staff recorded the ambassador’s e-mail, paid after: paid, no reward (before: the reward)', async () => {
		const ambassador = await newAmbassador({})
		const response = await order(ambassador.referralCode, { email: 'late.self@example.com' })
		await db.update(ambassadors).set({ email: 'LATE.SELF@example.com' }).where(eq(ambassadors.id, ambassador.id))
		const paid = await pay(response)
		expect(paid.status).toBe('paid')
		expect(await db.$count(referralRewards, eq(referralRewards.ambassadorId, ambassador.id))).toBe(0)
		const [balance] = await db.select({ owed: ambassadors.rewardsOwedFils }).from(ambassadors).where(eq(ambassadors.id, ambassador.id))
		expect(balance!.owed).toBe(0)
	})
})

describe('staff record an ambassador’s own e-mail and mobile', () => {
	test('saved (mobile as E.164) with the audit row; a malformed one is a field error (400), nothing saved', async () => {
		const ambassador = await newAmbassador({})
		const form = { displayName: ambassador.displayName, referralCode: ambassador.referralCode, welcomeCode: '', reward: '50' }
		const refused = await app.request(`/console/referrals/${ambassador.id}/`, consoleForm(managerCookie, { ...form, email: 'nope@', phone: '12' }))
		expect(refused.status).toBe(400)
		const saved = await app.request(`/console/referrals/${ambassador.id}/`, consoleForm(managerCookie, { ...form, email: 'own@example.com', phone: '050 444 5566' }))
		expect(saved.status).toBe(303)
		const [row] = await db.select().from(ambassadors).where(eq(ambassadors.id, ambassador.id))
		expect(row).toMatchObject({ email: 'own@example.com', phone: '+971504445566' })
		const [entry] = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'ambassador.edit'), eq(staffAuditLog.subject, `ambassador:${ambassador.id}`)))
		expect(entry?.after).toMatchObject({ email: 'own@example.com', phone: '+971504445566' })
		expect((await order(ambassador.referralCode, { email: 'someone@example.com', mobile: '0504445566' })).status).toBe(400)
	})
})
