/**
 * The labels around the company's contact details and registration, shared by the pages that
 * show them (about us, FAQs, account deletion). The details themselves are configuration
 * (COMPANY_* and SUPPORT_* in server/config.ts), never copy.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type SupportContactsText = {
	phone: string
	whatsapp: string
	/** Said after the number for screen readers, since "WhatsApp" alone does not say it opens a chat. */
	whatsappAction: string
	email: string
	legalName: string
	trn: string
	address: string
}

export const SUPPORT_CONTACTS_TEXT: Record<LocaleCode, SupportContactsText> = {
	en: {
		phone: 'Phone',
		whatsapp: 'WhatsApp',
		whatsappAction: 'Chat with us on WhatsApp',
		email: 'E-mail',
		legalName: 'Company',
		trn: 'Tax registration number (TRN)',
		address: 'Kitchen and office',
	},
	'ar-ae': {
		phone: 'الهاتف',
		whatsapp: 'واتساب',
		whatsappAction: 'تحدّث معنا عبر واتساب',
		email: 'البريد الإلكتروني',
		legalName: 'الشركة',
		trn: 'رقم التسجيل الضريبي (TRN)',
		address: 'المطبخ والمكتب',
	},
	'ru-ae': {
		phone: 'Телефон',
		whatsapp: 'WhatsApp',
		whatsappAction: 'Написать нам в WhatsApp',
		email: 'Эл. почта',
		legalName: 'Компания',
		trn: 'Налоговый номер (TRN)',
		address: 'Кухня и офис',
	},
}
