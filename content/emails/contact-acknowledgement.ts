/**
 * The e-mail that answers a contact message straight away, in the language of the page it was
 * sent from (server/mail/templates.ts lays it out). It repeats nothing the sender wrote except
 * their name: the form can be filled in with anyone's address, and an acknowledgement that
 * echoed the message would let strangers send their text through us.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type ContactAcknowledgementText = {
	subject: string
	/** {{name}}: the name given in the form. */
	greeting: string
	/** {{topic}}: the topic chosen, as the form names it. */
	received: string
	/** {{phone}}, {{whatsapp}}: customer care's numbers. */
	urgent: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	notYou: string
}

export const CONTACT_ACKNOWLEDGEMENT: Record<LocaleCode, ContactAcknowledgementText> = {
	en: {
		subject: 'We’ve received your message',
		greeting: 'Hello {{name}},',
		received: 'Thank you for writing to kcal. Your message about “{{topic}}” has reached our customer care team, and we’ll reply within one working day.',
		urgent: 'If it’s about today’s delivery, call us on {{phone}} or message us on WhatsApp at {{whatsapp}}: that’s the quickest way.',
		signOff: 'Best wishes,',
		team: 'The kcal customer care team',
		notYou: 'You’re receiving this e-mail because this address was entered in the contact form at {{site}}. If that wasn’t you, you can ignore it.',
	},
	'ar-ae': {
		subject: 'وصلتنا رسالتك',
		greeting: 'مرحبًا {{name}}،',
		received: 'شكرًا لتواصلك مع kcal. وصلت رسالتك بخصوص «{{topic}}» إلى فريق خدمة العملاء، وسنرد عليك خلال يوم عمل واحد.',
		urgent: 'إذا كانت رسالتك تخص توصيل اليوم، فاتصل بنا على {{phone}} أو راسلنا عبر واتساب على {{whatsapp}}، فهذه أسرع طريقة.',
		signOff: 'مع أطيب التحيات،',
		team: 'فريق خدمة العملاء في kcal',
		notYou: 'تصلك هذه الرسالة لأن عنوان بريدك أُدخل في نموذج التواصل على {{site}}. إذا لم تكن أنت من أرسله، فيمكنك تجاهلها.',
	},
	'ru-ae': {
		subject: 'Мы получили ваше сообщение',
		greeting: 'Здравствуйте, {{name}}!',
		received: 'Спасибо, что написали в kcal. Ваше сообщение на тему «{{topic}}» получила наша служба поддержки, и мы ответим в течение одного рабочего дня.',
		urgent: 'Если вопрос о сегодняшней доставке, позвоните нам по номеру {{phone}} или напишите в WhatsApp на {{whatsapp}} — так быстрее всего.',
		signOff: 'С наилучшими пожеланиями,',
		team: 'Служба поддержки kcal',
		notYou: 'Вы получили это письмо, потому что этот адрес указали в форме обратной связи на {{site}}. Если это были не вы, просто проигнорируйте его.',
	},
}
