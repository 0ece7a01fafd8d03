// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { I18nProvider } from '../i18n/i18n.tsx'
import en from '../i18n/messages/en.ts'
import { createI18n } from '../i18n/translate.ts'
import { hydrateServerMarkup } from '../test-support/hydrate-server-markup.tsx'
import { CardPaymentForm } from './card-payment-form.tsx'
import type * as FieldModule from './ui/field.tsx'
import { renderInLocale } from './ui/test-i18n.tsx'

// Counts the renders of the form's fields, to see what its hydration renders again.
const fieldRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./ui/field.tsx', async (importOriginal) => {
	const real = await importOriginal<typeof FieldModule>()
	return {
		...real,
		Field: (props: Parameters<typeof real.Field>[0]) => {
			fieldRenders.count++
			return real.Field(props)
		},
	}
})

const GATEWAY = 'https://sbcheckout.payfort.com/FortAPI/paymentPage'
// Signed by our server: posted exactly as given, characters that need escaping included.
const SIGNED = {
	service_command: 'TOKENIZATION',
	access_code: 'SILgpo7pWbmzuURp2qri',
	merchant_identifier: 'MxvOupuG',
	merchant_reference: 'KC-2026-000123',
	language: 'en',
	return_url: 'https://kcal.example/checkout/return/?order=123&step="card"',
	signature: '94c38afc0000000000000000000000000000000000000000000000000000a2c882',
}

let posted: Array<Record<string, string>> = []

beforeEach(() => {
	posted = []
	// The form is sent by form.submit(), which would navigate; record what it would post instead.
	vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
		posted.push(Object.fromEntries(new FormData(this)) as Record<string, string>)
	})
	// Only the clock: today is 15 May 2026, so 05/26 is the current month.
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(2026, 4, 15, 12))
})

afterEach(() => {
	cleanup()
	vi.useRealTimers()
	vi.restoreAllMocks()
})

function renderForm(locale: 'en' | 'ar-ae' | 'ru-ae' = 'en', offerSaveCard = false) {
	const user = userEvent.setup()
	const view = renderInLocale(<CardPaymentForm action={GATEWAY} fields={SIGNED} payLabel="Pay AED 2,940.00" offerSaveCard={offerSaveCard} />, locale)
	const form = view.container.querySelector('form') as HTMLFormElement
	return { user, form, ...view }
}

const field = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name })

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: { name?: string; number?: string; expiry?: string; cvv?: string }) {
	if (card.name) await user.type(field('Name on card'), card.name)
	if (card.number) await user.type(field('Card number'), card.number)
	if (card.expiry) await user.type(field('Expiry date (MM/YY)'), card.expiry)
	if (card.cvv) await user.type(field('Security code (CVV)'), card.cvv)
}

describe('CardPaymentForm', () => {
	test('posts to the gateway it is given, never to our own origin, with the signed fields untouched', () => {
		const { form } = renderForm()
		expect(form.getAttribute('action')).toBe(GATEWAY)
		expect(form.getAttribute('method')).toBe('post')
		expect(new URL(form.action).origin).not.toBe(window.location.origin)
		// No button or field may send the form somewhere else.
		expect(form.querySelectorAll('[formaction]')).toHaveLength(0)

		const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]))
		expect(hidden).toEqual({ ...SIGNED, expiry_date: '' })
	})

	test('names the card fields as the gateway does, with the autofill hints browsers need', () => {
		renderForm()
		expect(field('Name on card').name).toBe('card_holder_name')
		expect(field('Name on card').autocomplete).toBe('cc-name')
		const number = field('Card number')
		expect([number.name, number.autocomplete, number.inputMode, number.dir]).toEqual(['card_number', 'cc-number', 'numeric', 'ltr'])
		const expiry = field('Expiry date (MM/YY)')
		// The visible MM/YY is not posted: the gateway gets expiry_date as YYMM.
		expect([expiry.name, expiry.autocomplete, expiry.dir]).toEqual(['', 'cc-exp', 'ltr'])
		const cvv = field('Security code (CVV)')
		expect([cvv.name, cvv.autocomplete, cvv.inputMode, cvv.dir]).toEqual(['card_security_code', 'cc-csc', 'numeric', 'ltr'])
	})

	test('groups the digits and shows the brand as the number is typed', async () => {
		const { user } = renderForm()
		const number = field('Card number')

		await user.type(number, '4')
		expect(screen.queryByText('Visa')).toBeNull()

		await user.type(number, '0055500')
		expect(number.value).toBe('4005 5500')
		const brand = screen.getByText('Visa').closest('p') as HTMLElement
		expect(brand.textContent).toBe('Card type: Visa')
		expect(number.getAttribute('aria-describedby')).toContain(brand.id)
		expect(brand.getAttribute('aria-live')).toBe('polite')

		await user.clear(number)
		await user.type(number, '345678901234564999')
		expect(number.value).toBe('3456 789012 34564')
		expect(screen.getByText('American Express')).toBeTruthy()
		expect(screen.getByText('The 4 digits on the front of your card.')).toBeTruthy()
	})

	test('an empty CVV gets the enter_cvv message, in the page language, and nothing is sent', async () => {
		const { user } = renderForm('ar-ae')
		await user.type(screen.getByRole('textbox', { name: /الاسم على البطاقة/ }), 'Aisha Al Mansoori')
		await user.type(screen.getByRole('textbox', { name: /رقم البطاقة/ }), '4005550000000001')
		await user.type(screen.getByRole('textbox', { name: /تاريخ الانتهاء/ }), '0530')
		await user.click(screen.getByRole('button', { name: 'Pay AED 2,940.00' }))

		const cvv = screen.getByRole<HTMLInputElement>('textbox', { name: /رمز التحقق/ })
		const message = screen.getByText('أدخل رمز التحقق (CVV).')
		expect(cvv.getAttribute('aria-invalid')).toBe('true')
		expect(cvv.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
		expect(document.activeElement).toBe(cvv)
		expect(posted).toEqual([])
	})

	test('checks every field on submit and focuses the first one to fix', async () => {
		const { user } = renderForm()
		await fillCard(user, { number: '4005550000000002', expiry: '0426', cvv: '12' })
		await user.click(screen.getByRole('button', { name: 'Pay AED 2,940.00' }))

		expect(document.activeElement).toBe(field('Name on card'))
		expect(screen.getByText('Enter the name as it appears on your card.')).toBeTruthy()
		expect(screen.getByText('One of the digits looks wrong. Check the number against your card.')).toBeTruthy()
		expect(screen.getByText('This card has expired. Check the date or use another card.')).toBeTruthy()
		expect(screen.getByText('The security code has 3 digits.')).toBeTruthy()
		for (const input of screen.getAllByRole('textbox')) expect(input.getAttribute('aria-invalid')).toBe('true')
		expect(posted).toEqual([])
	})

	test('says how many digits the brand has when the number is short, on leaving the field', async () => {
		const { user } = renderForm('ru-ae')
		await user.type(screen.getByRole('textbox', { name: /Номер карты/ }), '40055500')
		await user.tab()
		expect(screen.getByText('Номер карты Visa состоит из 16, 18 или 19 цифр. Сверьте его с номером на карте.')).toBeTruthy()

		// The message goes as soon as the number is right. (Set rather than typed on: user-event and
		// Maskito lose track of the caret when typing resumes in a masked value; browsers do not.)
		fireEvent.input(screen.getByRole('textbox', { name: /Номер карты/ }), { target: { value: '4005 5500 0000 0001' } })
		expect(screen.queryByText(/состоит из/)).toBeNull()
	})

	test('tabbing through empty fields does not flag them', async () => {
		const { user } = renderForm()
		await user.tab()
		await user.tab()
		await user.tab()
		expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
	})

	test('a valid card is posted once, as digits and YYMM, and the button says it is busy', async () => {
		const { user } = renderForm()
		await fillCard(user, { name: 'Aisha Al Mansoori', number: '345678901234564', expiry: '0530', cvv: '1234' })
		const button = screen.getByRole('button', { name: 'Pay AED 2,940.00' })
		await user.dblClick(button)

		expect(posted).toEqual([
			{
				...SIGNED,
				expiry_date: '3005',
				card_holder_name: 'Aisha Al Mansoori',
				card_number: '345678901234564',
				card_security_code: '1234',
			},
		])
		expect(button.textContent).toContain('Processing payment…')
		expect(button.getAttribute('aria-disabled')).toBe('true')
		expect(button.getAttribute('aria-busy')).toBe('true')
	})

	test('the current month is accepted', async () => {
		const { user } = renderForm()
		await fillCard(user, { name: 'Aisha', number: '5123 4567 8901 2346', expiry: '0526', cvv: '123' })
		await user.keyboard('{Enter}')
		expect(posted).toHaveLength(1)
		expect(posted[0]).toMatchObject({ card_number: '5123456789012346', expiry_date: '2605' })
	})

	test('offers to save the card as remember_me=YES|NO', async () => {
		const { user } = renderForm('en', true)
		const rememberMe = () => (document.querySelector('input[name="remember_me"]') as HTMLInputElement).value
		expect(rememberMe()).toBe('NO')
		await user.click(screen.getByRole('checkbox', { name: 'Save this card for faster checkout' }))
		expect(rememberMe()).toBe('YES')
	})

	test('leaves out remember_me unless the caller offers it', () => {
		renderForm()
		expect(document.querySelector('input[name="remember_me"]')).toBeNull()
		expect(screen.queryByRole('checkbox')).toBeNull()
	})

	test('says where the card details go', () => {
		renderForm()
		expect(screen.getByText(/go straight to our payment provider, Amazon Payment Services; kcal never sees or stores them/)).toBeTruthy()
	})

	test('before hydration the button cannot send the form, and a noscript note says why', () => {
		const html = renderToString(
			<I18nProvider i18n={createI18n('en', en)}>
				<CardPaymentForm action={GATEWAY} fields={SIGNED} payLabel="Pay AED 2,940.00" />
			</I18nProvider>,
		)
		expect(html).toMatch(/<button type="submit"[^>]*disabled=""/)
		expect(html).toContain('<noscript>')
		expect(html).toContain('Paying by card needs JavaScript.')
		expect(html).toContain('value="https://kcal.example/checkout/return/?order=123&amp;step=&quot;card&quot;"')
	})

	test('hydrating the server’s form enables the button without rendering the fields again', async () => {
		const form = (
			<I18nProvider i18n={createI18n('en', en)}>
				<CardPaymentForm action={GATEWAY} fields={SIGNED} payLabel="Pay AED 2,940.00" />
			</I18nProvider>
		)
		const takeDown = await hydrateServerMarkup(form, () => {
			fieldRenders.count = 0
		})
		// Name, number, expiry, security code: once each.
		expect(fieldRenders.count).toBe(4)
		expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay AED 2,940.00' }).disabled).toBe(false)
		takeDown()
	})
})
