// @vitest-environment happy-dom
/**
 * The payment step while an earlier attempt of the order is open (issue 16, item 2): a young one
 * is waited for (no method offered, the page checks again by itself, also without JavaScript); an
 * older one leaves every method offered, with the note that it will be cancelled.
 */
import { describe, expect, test } from 'vitest'
import { CHECKOUT_MESSAGES } from '../../content/checkout-messages.ts'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { CUSTOMISE } from '../../content/pages/customise.ts'
import { SAMPLE_ORDER_PRICE } from '../../domain/order.fixture.ts'
import { sampleOrderRow } from '../../server/orders/order-row.fixture.ts'
import { renderLoaded, TEST_ORIGIN } from '../test-support/render-page.tsx'
import { CheckoutPayment, type PaymentStepProps } from './checkout-payment.tsx'

function step(overrides: Partial<PaymentStepProps>): PaymentStepProps {
	return {
		content: CHECKOUT.en,
		breakdown: CUSTOMISE.en.breakdown,
		sandbox: false,
		order: {
			publicId: 'order-1',
			number: 'KC-000042',
			planName: 'International',
			size: 'regular',
			daysPerWeek: 6,
			weeks: 1,
			addonName: null,
			allergies: [],
			schedule: '6 days a week, 1 week',
			price: { ...SAMPLE_ORDER_PRICE, card_discount_note: null },
			total: SAMPLE_ORDER_PRICE.total,
			address: 'Flat 1, Marina, Dubai',
			deliveryAddress: sampleOrderRow().deliveryAddress,
			slotName: 'Early morning',
			firstDelivery: 'First delivery on Monday',
			startMoved: null,
		},
		failure: null,
		cardOnly: null,
		cardRefusal: null,
		waiting: null,
		replacing: null,
		card: { action: 'https://checkout.example/FortAPI/paymentPage', fields: { merchant_reference: 'KC000042-000001' } },
		savedCard: null,
		offerSaveCard: false,
		tabby: null,
		tabbyMessages: CHECKOUT_MESSAGES.en.tabby,
		applePay: false,
		tabbyKey: 'key-0000000000000000',
		...overrides,
	}
}

const render = (props: PaymentStepProps) => renderLoaded(() => <CheckoutPayment {...props} />, 'en', new URL('/meal-plans/checkout/?order=order-1', TEST_ORIGIN), {})

describe('the payment step with an earlier attempt open', () => {
	test('young: says a payment is in progress, offers no method, and checks again (a meta refresh without JavaScript)', () => {
		const { doc, html } = render(step({ waiting: CHECKOUT_MESSAGES.en.paymentInProgress }))
		// A calm status, not the red failure alert: nothing has failed.
		expect(doc.querySelector('[role="status"]')?.textContent).toContain(CHECKOUT_MESSAGES.en.paymentInProgress)
		expect(doc.querySelector('[role="alert"]')).toBeNull()
		expect(doc.getElementById('pay-card')).toBeNull()
		expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="10"\/?><\/noscript>/)
	})

	test('older: every method offered, with the note that the earlier payment will be cancelled; no refresh', () => {
		const { doc, html } = render(step({ replacing: CHECKOUT_MESSAGES.en.paymentReplaced }))
		expect(doc.querySelector('[role="status"]')?.textContent).toBe(CHECKOUT_MESSAGES.en.paymentReplaced)
		expect(doc.getElementById('pay-card')).not.toBeNull()
		expect(html).not.toContain('http-equiv="refresh"')
	})
})

describe('the payment step of a plan over a running one', () => {
	test('says two deliveries will arrive, links to renewing the running plan, and still offers every method', () => {
		const overlap = {
			heading: 'You already have a plan on some of these days',
			body: 'Your International plan already delivers on 6 of this order’s delivery days.',
			renew: { label: 'Renew your current plan instead', path: '/account/plan/renew/?plan=00000000-0000-4000-8000-000000000001' },
			cannotRenew: null,
			keepOrder: 'Or pay for this order below to receive both.',
		}
		const { doc } = render(step({ overlap }))
		const notice = doc.querySelector('[aria-labelledby="plan-overlap-heading"]')
		expect(notice?.textContent).toContain(overlap.body)
		expect(notice?.querySelector('a')?.getAttribute('href')).toBe(overlap.renew.path)
		expect(doc.getElementById('pay-card')).not.toBeNull()
	})

	test('when the running plan cannot be renewed (withdrawn from sale), offers no link: says why, and that paying gives both', () => {
		const overlap = {
			heading: 'You already have a plan on some of these days',
			body: 'Your Arabic plan already delivers on 6 of this order’s delivery days.',
			renew: null,
			cannotRenew: 'We no longer offer the plan that is running, so it cannot be renewed instead. Its delivery days still come as planned.',
			keepOrder: 'Pay for this order below to receive both.',
		}
		const { doc } = render(step({ overlap }))
		const notice = doc.querySelector('[aria-labelledby="plan-overlap-heading"]')
		expect(notice?.querySelector('a')).toBeNull()
		expect(notice?.textContent).toContain(overlap.cannotRenew)
		expect(notice?.textContent).toContain(overlap.keepOrder)
		expect(doc.getElementById('pay-card')).not.toBeNull()
	})
})

describe('the payment step’s order summary', () => {
	const summary = (props: PaymentStepProps, locale: 'en' | 'ar-ae' | 'ru-ae' = 'en') =>
		renderLoaded(() => <CheckoutPayment {...props} />, locale, new URL('/meal-plans/checkout/?order=order-1', TEST_ORIGIN), {}).doc.querySelector(
			'[aria-labelledby="payment-summary"]',
		)?.textContent ?? ''

	test('names the allergies declared and the add-on, as the details step did', () => {
		const text = summary(step({ order: { ...step({}).order, allergies: ['gluten', 'tree-nuts'] as const, addonName: 'Hydra drinks (2 a day)' } }))
		expect(text).toContain('Allergies: Gluten and Tree nuts')
		expect(text).toContain('Add-on: Hydra drinks (2 a day)')
	})

	test('in Arabic and Russian too, the list joined as the language joins it', () => {
		const order = { ...step({}).order, allergies: ['gluten', 'milk'] as const }
		expect(summary(step({ content: CHECKOUT['ar-ae'], order }), 'ar-ae')).toMatch(/الحساسية: .+ و.+/)
		expect(summary(step({ content: CHECKOUT['ru-ae'], order }), 'ru-ae')).toMatch(/Аллергии: .+ и .+/)
	})

	test('says nothing about allergies when none were declared', () => {
		expect(summary(step({}))).not.toContain('Allergies')
	})
})
