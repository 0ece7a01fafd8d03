import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { SUPPORT_CONTACTS_TEXT } from '../../content/pages/support-contacts.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import { loadConfig } from '../../server/config.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { CompanyDetails, formatPhone, SupportContacts, whatsappUrl } from './support-contacts.tsx'

const company = loadConfig({}).company

const inLocale = (locale: LocaleCode, element: ReactNode) => renderToString(<I18nProvider i18n={i18nFor(locale)}>{element}</I18nProvider>)

test('UAE numbers are grouped for reading; others are shown as given', () => {
	expect(formatPhone('+97145550100')).toBe('+971 4 555 0100')
	expect(formatPhone('+971505550100')).toBe('+971 50 555 0100')
	expect(formatPhone('+971800123')).toBe('+971800123')
	expect(formatPhone('+442071234567')).toBe('+442071234567')
	expect(whatsappUrl('+971505550100')).toBe('https://wa.me/971505550100')
})

test('phone, WhatsApp and e-mail are links whose values stay left-to-right in Arabic', () => {
	const html = inLocale('ar-ae', <SupportContacts company={company} text={SUPPORT_CONTACTS_TEXT['ar-ae']} />)
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

test('the shipped example details are marked as examples in every language, and real ones are not', () => {
	const notes = { en: 'Example details:', 'ar-ae': 'بيانات توضيحية:', 'ru-ae': 'Пример данных:' } as const
	for (const [locale, note] of Object.entries(notes) as Array<[LocaleCode, string]>) {
		const html = inLocale(locale, <SupportContacts company={company} text={SUPPORT_CONTACTS_TEXT[locale]} />)
		expect(html).toContain('role="note"')
		expect(html).toContain(note)
	}
	const real = loadConfig({ COMPANY_LEGAL_NAME: 'Fresh Kitchen Meals L.L.C.', COMPANY_TRN: '100234567800003', COMPANY_ADDRESS: 'Warehouse 7, Dubai', SUPPORT_PHONE: '+97143210000', SUPPORT_WHATSAPP: '+971509870000', SUPPORT_EMAIL: 'care@freshkitchen.ae' }).company
	expect(inLocale('en', <SupportContacts company={real} text={SUPPORT_CONTACTS_TEXT.en} />)).not.toContain('data-example-details')
})
