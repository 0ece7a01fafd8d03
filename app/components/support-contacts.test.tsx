import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import { loadConfig } from '../../server/config.ts'
import { CompanyDetails, formatPhone, SupportContacts, whatsappUrl } from './support-contacts.tsx'

const company = loadConfig({}).company

test('UAE numbers are grouped for reading; others are shown as given', () => {
	expect(formatPhone('+97145550100')).toBe('+971 4 555 0100')
	expect(formatPhone('+971505550100')).toBe('+971 50 555 0100')
	expect(formatPhone('+971800123')).toBe('+971800123')
	expect(formatPhone('+442071234567')).toBe('+442071234567')
	expect(whatsappUrl('+971505550100')).toBe('https://wa.me/971505550100')
})

test('phone, WhatsApp and e-mail are links whose values stay left-to-right in Arabic', () => {
	const html = renderToString(<SupportContacts company={company} text={SUPPORT_CONTACTS_TEXT['ar-ae']} />)
	expect(html).toContain('href="tel:+97145550100"')
	expect(html).toContain('href="https://wa.me/971505550100"')
	expect(html).toContain('href="mailto:hello@kcal.example"')
	expect(html).toContain('<span dir="ltr">+971 4 555 0100</span>')
	expect(html).toContain('<span dir="ltr">+971 50 555 0100</span><span class="sr-only"> (تحدّث معنا عبر واتساب)</span>')
	expect(html.match(/<dt/g)).toHaveLength(3)
})

test('company details show the configured name, TRN and address', () => {
	const html = renderToString(<CompanyDetails company={{ ...company, trn: '123456789012345' }} text={SUPPORT_CONTACTS_TEXT.en} locale="en" />)
	expect(html).toContain('kcal Healthy Meals L.L.C.')
	expect(html).toContain('123456789012345')
	expect(html).toContain('Al Quoz Industrial Area 3, Dubai, United Arab Emirates')
})
