/**
 * The e-mails about changed delivery days, in the customer's language
 * (server/mail/schedule-templates.ts lays them out): days paused or resumed, and a day's (or
 * every later day's) address or slot changed. Queued in the transaction that makes the change.
 * Words follow docs/glossary.md (pause/resume, delivery day, cut-off, My plan).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type ScheduleEmailTexts = {
	/** {{name}}. */
	greeting: string
	paused: { subject: string; /** {{dates}}, {{last}}. */ body: string }
	resumed: { subject: string; /** {{dates}}, {{last}}. */ body: string }
	moved: {
		subject: string
		/** {{date}}, {{address}}, {{slot}}. */
		oneDay: string
		/** {{date}}, {{address}}, {{slot}}. */
		fromDate: string
	}
	account: string
	notYou: string
	signOff: string
	team: string
}

export const SCHEDULE_EMAILS: Record<LocaleCode, ScheduleEmailTexts> = {
	en: {
		greeting: 'Hello {{name}},',
		paused: {
			subject: 'Your delivery days are paused',
			body: 'We have paused these delivery days: {{dates}}. They move to the end of your plan, which now ends on {{last}}.',
		},
		resumed: {
			subject: 'Your paused days are resumed',
			body: 'We will deliver again on these days: {{dates}}. Your plan now ends on {{last}}.',
		},
		moved: {
			subject: 'Your delivery address or time has changed',
			oneDay: 'Your food for {{date}} goes to: {{address}} ({{slot}}).',
			fromDate: 'Your food for every delivery day from {{date}} on goes to: {{address}} ({{slot}}).',
		},
		account: 'You can see and change your plan in your account under My plan, until each day’s cut-off.',
		notYou: 'If you did not make this change, please contact our customer care team.',
		signOff: 'With care,',
		team: 'The kcal team',
	},
	'ar-ae': {
		greeting: 'مرحبًا {{name}}،',
		paused: {
			subject: 'تم إيقاف التوصيل مؤقتًا في الأيام التي اخترتها',
			body: 'أوقفنا التوصيل مؤقتًا في أيام التوصيل التالية: {{dates}}. تنتقل هذه الأيام إلى نهاية خطتك، التي تنتهي الآن في {{last}}.',
		},
		resumed: {
			subject: 'تم استئناف التوصيل',
			body: 'سنستأنف التوصيل في الأيام التالية: {{dates}}. تنتهي خطتك الآن في {{last}}.',
		},
		moved: {
			subject: 'تم تغيير عنوان التوصيل أو موعده',
			oneDay: 'سيصل طعام يوم {{date}} إلى: {{address}} ({{slot}}).',
			fromDate: 'سيصل طعام جميع أيام التوصيل ابتداءً من {{date}} إلى: {{address}} ({{slot}}).',
		},
		account: 'يمكنك الاطلاع على خطتك وتعديلها من حسابك في قسم «خطتي»، قبل آخر موعد للتعديل على كل يوم.',
		notYou: 'إن لم تُجرِ هذا التغيير، فيُرجى التواصل مع فريق خدمة العملاء.',
		signOff: 'مع أطيب التمنيات،',
		team: 'فريق kcal',
	},
	'ru-ae': {
		greeting: 'Здравствуйте, {{name}}!',
		paused: {
			subject: 'Дни доставки поставлены на паузу',
			body: 'Мы поставили на паузу эти дни доставки: {{dates}}. Они переносятся в конец плана, который теперь заканчивается {{last}}.',
		},
		resumed: {
			subject: 'Дни доставки сняты с паузы',
			body: 'Мы снова привезём еду в эти дни: {{dates}}. Теперь ваш план заканчивается {{last}}.',
		},
		moved: {
			subject: 'Адрес или время доставки изменены',
			oneDay: 'Еду на {{date}} привезём по адресу: {{address}} ({{slot}}).',
			fromDate: 'Начиная с {{date}} еду во все дни доставки привезём по адресу: {{address}} ({{slot}}).',
		},
		account: 'Посмотреть и изменить план можно в личном кабинете, в разделе «Мой план», до крайнего срока изменений для каждого дня.',
		notYou: 'Если это изменение сделали не вы, напишите в службу поддержки.',
		signOff: 'С заботой,',
		team: 'Команда kcal',
	},
}
