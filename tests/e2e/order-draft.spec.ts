/**
 * The order draft's rules (spec §3, §4) as a customer meets them, through the pages: the draft in
 * session storage is read back after each step.
 * - A campaign's code stays automatic when the customise step restores it from the draft.
 * - The customise step keeps the draft by the domain's rules: Plus selects the plan's Plus
 *   variant, an add-on the plan does not offer resets to 0.
 * - Once checkout has saved the order the draft holds its delivery address and its allergies are
 *   saved; after the payment the draft is reset.
 */
import type { Page } from '@playwright/test'
import { CAMPAIGN_CODES } from '../../content/discount-codes.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import type { OrderDraft } from '../../domain/order-draft.ts'
import { expect, gotoHydrated, test } from './support/fixtures.ts'
import { checkoutWords, continueToPayment, customer, detailsTotal, expectPaidOrder, fillDeliveryDetails, payByCard, TEST_CARDS } from './support/checkout.ts'
import { localeByCode, localizePath, t } from './support/locales.ts'

const ORDER_DRAFT_KEY = 'kcal.orderDraft'
const CAMPAIGN_CODE = CAMPAIGN_CODES.kmp_2499.code

const storedDraft = (page: Page) =>
	page.evaluate((key) => {
		const raw = window.sessionStorage.getItem(key)
		return raw === null ? null : (JSON.parse(raw) as OrderDraft)
	}, ORDER_DRAFT_KEY)

test('en: a campaign’s code stays automatic when the customise step brings it back from the draft', async ({ page }) => {
	await gotoHydrated(page, '/campaign/kmp_2499/')
	await expect.poll(() => storedDraft(page)).toMatchObject({ discount_code: [CAMPAIGN_CODE], automatic_public_discount_codes: [CAMPAIGN_CODE] })

	// The menu's "Customise" link carries no code: the page restores the draft's.
	await gotoHydrated(page, '/meal-plans/customise-meal-plan/?plan=international&days=7&weeks=4')
	await expect(page).toHaveURL(new RegExp(`code=${CAMPAIGN_CODE}`))
	const summary = page.getByRole('region', { name: CUSTOMISE.en.summaryHeading })
	await expect(summary.getByRole('status')).toHaveText(CUSTOMISE.en.offerApplied.replace('{{code}}', CAMPAIGN_CODE))
	// Before: the first render emptied the draft's codes, and the restored one came back as typed.
	expect(await storedDraft(page)).toMatchObject({ discount_code: [CAMPAIGN_CODE], automatic_public_discount_codes: [CAMPAIGN_CODE] })

	// A code the customer types instead is theirs, not automatic.
	await summary.getByRole('textbox', { name: CUSTOMISE.en.codeLabel }).fill('WELCOME15')
	await summary.getByRole('button', { name: CUSTOMISE.en.applyCode }).click()
	await expect(page).toHaveURL(/code=WELCOME15/)
	await expect.poll(() => storedDraft(page)).toMatchObject({ discount_code: ['WELCOME15'], automatic_public_discount_codes: [] })
})

test('ar-ae: Plus selects the plan’s Plus variant, and an add-on the plan does not offer resets to none', async ({ page }) => {
	const content = CUSTOMISE['ar-ae']
	await gotoHydrated(page, localizePath('/meal-plans/customise-meal-plan/?plan=international&size=regular', 'ar-ae'))
	await expect.poll(async () => (await storedDraft(page))?.plan_variant_id ?? null).not.toBeNull()
	const regular = await storedDraft(page)
	expect(regular).toMatchObject({ size: 'regular', hasAddons: true, addon_id: 0, addon_variant: null })

	await page.getByRole('radio', { name: t('ar-ae', 'catalogue.sizes.plus'), exact: true }).check()
	await expect(page).toHaveURL(/size=plus/)
	await expect.poll(async () => (await storedDraft(page))?.size).toBe('plus')
	const plus = await storedDraft(page)
	expect(plus?.plan_variant_id).toEqual(expect.any(Number))
	expect(plus?.plan_variant_id).not.toBe(regular?.plan_variant_id)

	// The first add-on's first variant: the draft names the add-on it belongs to.
	const addon = page.getByRole('group', { name: content.addonsLegend }).getByRole('radio').nth(1)
	const variant = Number(await addon.getAttribute('value'))
	await addon.check()
	await expect(page).toHaveURL(new RegExp(`addon=${variant}`))
	await expect.poll(async () => (await storedDraft(page))?.addon_variant).toBe(variant)
	expect((await storedDraft(page))?.addon_id).toBeGreaterThan(0)

	// An add-on no plan offers (an old link): none.
	await gotoHydrated(page, localizePath('/meal-plans/customise-meal-plan/?plan=international&size=plus&addon=999999', 'ar-ae'))
	await expect.poll(async () => (await storedDraft(page))?.addon_id).toBe(0)
	expect(await storedDraft(page)).toMatchObject({ addon_variant: null, size: 'plus', plan_variant_id: plus?.plan_variant_id })
})

test('ru-ae: checkout fills the draft’s delivery address and marks the allergies saved; the payment resets the draft', async ({ page }) => {
	// Four pages and a payment: room for a loaded machine (no step is timed).
	test.setTimeout(120_000)
	const locale = localeByCode('ru-ae')
	const words = checkoutWords(locale)
	await gotoHydrated(page, words.at('/meal-plans/customise-meal-plan/?plan=international&weeks=2&allergy=gluten'))
	await expect.poll(async () => (await storedDraft(page))?.has_allergies).toBe(true)
	expect(await storedDraft(page)).toMatchObject({ allergiesSaved: false, deliveryAddress: { flat_number: '', area_id: null } })

	await gotoHydrated(page, words.at('/meal-plans/checkout/?plan=international&weeks=2&allergy=gluten'))
	const total = await detailsTotal(page)
	const person = customer('order-draft-ru', { flat: '1907', building: 'Princess Tower' })
	await fillDeliveryDetails(page, words, person)
	await continueToPayment(page, words)
	await expect.poll(async () => (await storedDraft(page))?.allergiesSaved).toBe(true)
	const saved = await storedDraft(page)
	expect(saved?.deliveryAddress).toMatchObject({
		type: 'Home',
		city_id: 1,
		flat_number: '1907',
		building_name: 'Princess Tower',
		street: person.street,
		area_id: expect.any(Number),
		area_timing_id: expect.any(Number),
	})
	expect(saved?.deliveryAddress.area_name).not.toBe('')
	expect(saved?.deliveryAddress.area_timing_name).not.toBe('')

	await payByCard(page, words, TEST_CARDS.pays, total)
	await expectPaidOrder(page, words, locale, total)
	// The draft a new visitor has: nothing of this order is carried into the next one.
	await expect.poll(async () => (await storedDraft(page))?.plan.data === null).toBe(true)
	expect(await storedDraft(page)).toMatchObject({ has_allergies: false, allergiesSaved: false, discount_code: [], deliveryAddress: { flat_number: '' } })
})
