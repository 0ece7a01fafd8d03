/**
 * A signed-in customer's order keeps its address when the address book is empty (found walking the
 * product as a customer: someone who signed up, then bought a plan, had a running plan and "no saved
 * addresses", so the account's delivery days asked them to add an address first and a day's change
 * of address offered nothing else). The order's address becomes their first, as an account made at
 * checkout keeps it; a customer who saved any address keeps their book as it is; a guest's order
 * saves nothing; parallel orders save one address.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { customerAddresses } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { createCheckoutTestApp, orderBody, postOrder } from '../support/checkout.ts'
import { signedInCustomer } from '../support/plans.ts'

const { db } = await createTestDatabase()
const { request } = createCheckoutTestApp(db)

const addressesOf = (customerId: number) =>
	db
		.select({ building: customerAddresses.buildingName, flat: customerAddresses.flatNumber, isDefault: customerAddresses.isDefault, timing: customerAddresses.areaTimingId })
		.from(customerAddresses)
		.where(eq(customerAddresses.customerId, customerId))

describe("a signed-in customer's order and their address book", () => {
	test('with no saved address, the order’s address becomes the first, their default', async () => {
		const person = await signedInCustomer(db)
		const body = await orderBody(request, { email: person.email })
		const response = await postOrder(request, body, { headers: person.auth })
		expect(response.status).toBe(201)
		expect(await addressesOf(person.customer.id)).toEqual([{ building: 'Marina Heights', flat: '1204', isDefault: true, timing: body.delivery_address.area_timing_id }])
	})

	test('a customer who saved an address keeps the book as it is', async () => {
		const person = await signedInCustomer(db)
		const body = await orderBody(request, { email: person.email })
		await db.insert(customerAddresses).values({
			customerId: person.customer.id,
			type: 'Work',
			cityId: 1,
			areaId: body.delivery_address.area_id as number,
			areaTimingId: body.delivery_address.area_timing_id as number,
			flatNumber: '705',
			buildingName: 'Sufouh Gardens',
			isDefault: true,
		})
		expect((await postOrder(request, body, { headers: person.auth })).status).toBe(201)
		expect((await addressesOf(person.customer.id)).map((address) => address.building)).toEqual(['Sufouh Gardens'])
	})

	test('20 parallel orders of a customer with none save one address', async () => {
		const person = await signedInCustomer(db)
		const body = await orderBody(request, { email: person.email })
		const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(request, body, { headers: person.auth })))
		expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201))
		expect(await addressesOf(person.customer.id)).toHaveLength(1)
	})

	test('a guest’s order saves no address anywhere', async () => {
		const before = await db.select({ id: customerAddresses.id }).from(customerAddresses)
		expect((await postOrder(request, await orderBody(request, { email: 'guest.order@example.com' }))).status).toBe(201)
		expect(await db.select({ id: customerAddresses.id }).from(customerAddresses)).toEqual(before)
	})
})
