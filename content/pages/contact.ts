/**
 * /contact/: the copy around the contact form and the ways to reach customer care. The page's
 * title, heading and intro are the `pages.contact` messages, the form's labels and errors the
 * `forms` messages, and the numbers and address come from configuration (SUPPORT_*, COMPANY_ADDRESS).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type ContactPageContent = {
	form: { heading: string; intro: string; another: string }
	channels: { heading: string; intro: string }
}

export const CONTACT_PAGE: Record<LocaleCode, ContactPageContent> = {
	en: {
		form: {
			heading: 'Send us a message',
			intro: 'We reply by e-mail within one working day. For anything about today’s delivery, call or WhatsApp us instead: it’s quicker.',
			another: 'Send another message',
		},
		channels: {
			heading: 'Other ways to reach us',
			intro: 'Our customer care team speaks English, Arabic and Russian.',
		},
	},
	'ar-ae': {
		form: {
			heading: 'أرسل لنا رسالة',
			intro: 'نرد عبر البريد الإلكتروني خلال يوم عمل واحد. إذا كان الأمر يخص توصيل اليوم، فاتصل بنا أو راسلنا عبر واتساب، فهذا أسرع.',
			another: 'إرسال رسالة أخرى',
		},
		channels: {
			heading: 'طرق أخرى للتواصل معنا',
			intro: 'يتحدث فريق خدمة العملاء لدينا العربية والإنجليزية والروسية.',
		},
	},
	'ru-ae': {
		form: {
			heading: 'Напишите нам',
			intro: 'Мы отвечаем по эл. почте в течение одного рабочего дня. Если вопрос о сегодняшней доставке, лучше позвоните или напишите в WhatsApp — так быстрее.',
			another: 'Написать ещё одно сообщение',
		},
		channels: {
			heading: 'Другие способы связи',
			intro: 'Наша служба поддержки говорит на английском, арабском и русском.',
		},
	},
}
