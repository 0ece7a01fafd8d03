/**
 * Back from the card gateway with an answer that proves nothing (a bad signature): the return
 * names no order, so that counting order numbers cannot collect orders' ids (checkout-api.test.ts),
 * and the checkout page takes the browser that made the order to its payment step by the order's
 * access cookie, where it says what failed. A browser without the cookie learns nothing.
 */
import { describe, expect, test } from 'vitest'
import { loader as checkoutLoader } from '../../app/routes/checkout.tsx'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { createTestDatabase } from './support/database.ts'
import { createCheckoutTestApp, createOrder } from './support/checkout.ts'
import { checkoutPageArgs } from './support/loader-args.ts'

const { db } = await createTestDatabase()
// Card only: the payment step asks no Tabby pre-score in the background, which would outlive the test's database.
const { request, checkout } = createCheckoutTestApp(db, { PAYMENT_METHODS: 'card' })

const UNVERIFIED_RETURN = '/meal-plans/checkout/?failed=unverified'

/** Where the loader sends the browser (a thrown redirect), or null when it answers a page. */
async function redirectOf(path: string, cookie?: string) {
	const init = cookie ? { headers: { Cookie: cookie } } : undefined
	try {
		await checkoutLoader(checkoutPageArgs({ db, checkout, clientIp: '203.0.113.9' }, 'en', path, init))
		return null
	} catch (thrown) {
		if (!(thrown instanceof Response)) throw thrown
		return thrown.headers.get('Location')
	}
}

async function accessCookieOf(publicId: string) {
	const order = (await checkout.findOrder(publicId))!
	return `order_access=${checkout.orderAccessToken(order)}`
}

describe('the checkout page after an unverified gateway answer', () => {
	test("the browser holding the order's access cookie is taken to that order's payment step, which says what failed", async () => {
		const order = await createOrder(request)
		const cookie = await accessCookieOf(order.id)
		const location = await redirectOf(UNVERIFIED_RETURN, cookie)
		expect(location).toBe(`/meal-plans/checkout/?order=${order.id}&failed=unverified`)

		const page = await checkoutLoader(checkoutPageArgs({ db, checkout, clientIp: '203.0.113.9' }, 'en', location!, { headers: { Cookie: cookie } }))
		expect(JSON.stringify(page)).toContain(JSON.stringify(CHECKOUT_MESSAGES.en.failures.unverified).slice(1, -1))
	})

	test('a browser without it, or with a forged one, is sent to choose a plan as before, and learns no order', async () => {
		const order = await createOrder(request)
		const genuine = (await accessCookieOf(order.id)).split('=')[1]!
		const forged = `order_access=${genuine.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`
		for (const cookie of [undefined, forged, 'order_access=nonsense']) {
			const location = await redirectOf(UNVERIFIED_RETURN, cookie)
			expect(location, String(cookie)).toBe('/meal-plans/customise-meal-plan/')
		}
	})
})
