import { describe, expect, test } from 'vitest'
import { REFUND_EMAILS } from '../../content/emails/refund-emails.ts'
import { INITIAL_SCHEDULE_RULES } from '../../content/schedule-rules.ts'
import { quoteCancellation } from '../../domain/schedule/cancellation-refund.ts'
import { cancellationMail, refundConfirmedMail, refundGivenUpMail } from './refund-templates.ts'

// 10:00 in Dubai on Monday 23 November: the 25th is the first day that can still be cancelled.
const quote = quoteCancellation({
	deliveries: ['2026-11-24', '2026-11-25', '2026-11-26'].map((date, index) => ({ id: index + 1, orderId: 42, date, state: 'scheduled' as const })),
	paidFood: [{ orderId: 42, foodFils: 30_000, days: 3 }],
	rules: INITIAL_SCHEDULE_RULES,
	now: new Date('2026-11-23T10:00:00+04:00'),
})
const order = (locale: string) => ({ id: 42, email: 'layla@example.com', firstName: 'Layla <b>', locale })
const NOTE = 'https://kcal.example/account/credit-note/?refund=5b1c7c1e-0000-4000-8000-000000000000'

describe('refund e-mails', () => {
	test('the cancellation says what was cancelled, the refund, what still comes and where the credit note is', () => {
		const mail = cancellationMail(order('en'), { quote, creditNoteUrls: [NOTE] })
		expect(mail).toMatchObject({ to: 'layla@example.com', subject: REFUND_EMAILS.en.cancelled.subject })
		expect(mail.text).toContain('We have cancelled 2 delivery days of your plan, from Wednesday, 25 November 2026 to Thursday, 26 November 2026.')
		expect(mail.text).toMatch(/Refund: AED\s200\.00, including VAT of AED\s9\.52/)
		expect(mail.text).toContain('still be delivered: Tuesday, 24 November 2026.')
		expect(mail.text).toContain(NOTE)
		// The customer's name is text, never markup.
		expect(mail.html).toContain('Layla &lt;b&gt;')
		expect(mail.html).not.toContain('Layla <b>')
	})

	test('in Arabic, right to left with amounts kept left to right; in Russian', () => {
		const arabic = cancellationMail(order('ar-ae'), { quote, creditNoteUrls: [NOTE] })
		expect(arabic.html).toContain('dir="rtl"')
		expect(arabic.subject).toBe(REFUND_EMAILS['ar-ae'].cancelled.subject)
		expect(arabic.text).toContain('\u2066')
		const russian = refundConfirmedMail(order('ru-ae'), { amountFils: 20_000, creditNoteUrl: NOTE })
		expect(russian.subject).toMatch(/^Возврат денег подтверждён: 200,00/)
		expect(russian.text).toContain('KC-000042')
		expect(russian.text).toContain(NOTE)
	})

	test('a bag deposit given back links no credit note: the deposit is outside VAT', () => {
		const mail = refundConfirmedMail(order('en'), { amountFils: 10_000, creditNoteUrl: null })
		expect(mail.text).not.toContain(REFUND_EMAILS.en.confirmed.creditNote)
		expect(mail.html).not.toContain('credit-note')
	})

	test('a refund given up says it could not be completed online and customer care will contact them, in the order\'s language', () => {
		const english = refundGivenUpMail(order('en'), { amountFils: 8_000 })
		expect(english.to).toBe('layla@example.com')
		expect(english.subject).toMatch(/^Your refund of AED\s80\.00 could not be completed online$/)
		expect(english.text).toContain('KC-000042')
		expect(english.text).toContain(REFUND_EMAILS.en.givenUp.next)
		expect(english.text).toContain('customer care team will contact you')
		expect(english.html).toContain('Layla &lt;b&gt;')
		const arabic = refundGivenUpMail(order('ar-ae'), { amountFils: 8_000 })
		expect(arabic.html).toContain('dir="rtl"')
		expect(arabic.text).toContain(REFUND_EMAILS['ar-ae'].givenUp.next)
		expect(arabic.text).toContain('\u2066')
		const russian = refundGivenUpMail(order('ru-ae'), { amountFils: 8_000 })
		expect(russian.subject).toMatch(/^Возврат денег \(80,00/)
		expect(russian.text).toContain(REFUND_EMAILS['ru-ae'].givenUp.next)
	})
})
