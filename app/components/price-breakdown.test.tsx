// @vitest-environment happy-dom
/** The price breakdown of a customer who already holds our cool bag: no deposit line, and one short line saying why. */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { LOCALE_CODES } from '../../domain/locale.ts'
import { SAMPLE_ORDER_PRICE } from '../../domain/order.fixture.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { PriceBreakdown } from './price-breakdown.tsx'

afterEach(cleanup)

const held = { ...SAMPLE_ORDER_PRICE, bag_deposit: 0, bag_deposit_waived: 20_000, total: SAMPLE_ORDER_PRICE.total - 20_000 }

describe.each(LOCALE_CODES)('%s', (locale) => {
	const text = CUSTOMISE[locale].breakdown
	const show = (price: typeof held) =>
		render(
			<I18nProvider i18n={i18nFor(locale)}>
				<PriceBreakdown price={price} text={text} />
			</I18nProvider>,
		)

	test('a customer holding a bag: no deposit line, and why', () => {
		show(held)
		expect(screen.queryByText(text.bagDeposit)).toBeNull()
		expect(screen.getByText(text.bagHeld)).toBeTruthy()
	})

	test('a first order: the deposit line, and nothing about a bag already held', () => {
		show(SAMPLE_ORDER_PRICE)
		expect(screen.getByText(text.bagDeposit)).toBeTruthy()
		expect(screen.queryByText(text.bagHeld)).toBeNull()
	})
})

describe('a card-only code', () => {
	const text = CUSTOMISE.en.breakdown
	const offer = { code: 'BANKCARD10', discount_type: { type: 'percentage' as const, value: 10 }, amount: 26_160 }
	const note = 'BANKCARD10 takes AED 261.60 off the amount charged when you pay by card with one of the bank cards this offer is for: you then pay AED 2,454.40.'

	test('before the card is known: a line under the total naming the code and what it takes off, and when', () => {
		render(
			<I18nProvider i18n={i18nFor('en')}>
				<PriceBreakdown price={{ ...SAMPLE_ORDER_PRICE, card_discount: offer, card_discount_note: note }} text={text} />
			</I18nProvider>,
		)
		expect(screen.getByText('Discount BANKCARD10 when you pay by card')).toBeTruthy()
		expect(screen.getByText(note)).toBeTruthy()
		// Not among the discounts: the total shown is still the full one.
		expect(screen.queryByText('Discount BANKCARD10')).toBeNull()
	})

	test('taken off (or refused) at the payment: no pending line; a refusal is said', () => {
		render(
			<I18nProvider i18n={i18nFor('en')}>
				<PriceBreakdown price={{ ...SAMPLE_ORDER_PRICE, card_discount: offer, card_discount_note: null }} text={text} cardRefusal="BANKCARD10 works only with …" />
			</I18nProvider>,
		)
		expect(screen.queryByText('Discount BANKCARD10 when you pay by card')).toBeNull()
		expect(screen.getByRole('status').textContent).toBe('BANKCARD10 works only with …')
	})
})
