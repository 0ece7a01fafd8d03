/**
 * The weekly meal-choice reminder (server/mail/meal-reminder-template.ts), in each language: sent
 * the day before the coming week's first cut-off, to customers who have not turned it off in the
 * account. `{{monday}}` is the week's first day, `{{cutoff}}` when changes to it close.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type MealReminderTexts = {
	subject: string
	greeting: string
	intro: string
	cutoff: string
	/** The cut-off's moment: its hour and day. */
	cutoffMoment: string
	button: string
	nothingToDo: string
	signOff: string
	team: string
	optOut: string
	optOutLink: string
}

export const MEAL_REMINDER_MESSAGES: Record<LocaleCode, MealReminderTexts> = {
	en: {
		subject: 'Swap dishes for the week from {{monday}}',
		greeting: 'Hello {{name}},',
		intro: 'The menu for the week from {{monday}} is ready for your {{plan}} plan. Open My plan to see each delivery day’s dishes and swap any you would rather not have.',
		cutoff: 'Changes to {{monday}} close at {{cutoff}}; each later day of the week can be changed until its own cut-off.',
		cutoffMoment: '{{time}} on {{date}}',
		button: 'Choose dishes',
		nothingToDo: 'If you are happy with the menu, there is nothing to do: you get its dishes, without the allergens you told us about.',
		signOff: 'Enjoy your meals,',
		team: 'The kcal team',
		optOut: 'You get this e-mail once a week while your plan runs. To stop it, turn off meal reminders in your account:',
		optOutLink: 'E-mail settings',
	},
	'ar-ae': {
		subject: 'بدّل الأطباق لأسبوع {{monday}}',
		greeting: 'مرحبًا {{name}}،',
		intro: 'قائمة الأسبوع الذي يبدأ في {{monday}} جاهزة لخطتك «{{plan}}». افتح «خطتي» لترى أطباق كل يوم توصيل وتبدّل أي طبق لا ترغب فيه.',
		cutoff: 'آخر موعد للتعديل على يوم {{monday}} هو {{cutoff}}، ولكل يوم بعده من أيام الأسبوع آخر موعد للتعديل خاص به.',
		cutoffMoment: 'الساعة {{time}} يوم {{date}}',
		button: 'اختر الأطباق',
		nothingToDo: 'إذا كانت القائمة تناسبك، فلا داعي لأي إجراء: ستصلك أطباقها دون مسبّبات الحساسية التي أخبرتنا بها.',
		signOff: 'بالهناء والعافية،',
		team: 'فريق kcal',
		optOut: 'تصلك هذه الرسالة مرة كل أسبوع ما دامت خطتك جارية. لإيقافها، أوقف تذكيرات الوجبات من حسابك:',
		optOutLink: 'إعدادات البريد الإلكتروني',
	},
	'ru-ae': {
		subject: 'Замените блюда на неделю с {{monday}}',
		greeting: 'Здравствуйте, {{name}}!',
		intro: 'Меню на неделю с {{monday}} для вашего плана «{{plan}}» готово. Откройте «Мой план», чтобы посмотреть блюда каждого дня доставки и заменить те, что вам не подходят.',
		cutoff: 'Крайний срок изменений для {{monday}} — {{cutoff}}; у каждого следующего дня недели свой крайний срок.',
		cutoffMoment: '{{date}}, {{time}}',
		button: 'Выбрать блюда',
		nothingToDo: 'Если меню вам подходит, ничего делать не нужно: вы получите его блюда без аллергенов, о которых вы нам сообщили.',
		signOff: 'Приятного аппетита!',
		team: 'Команда kcal',
		optOut: 'Это письмо приходит раз в неделю, пока действует ваш план. Чтобы его отключить, выключите напоминания о блюдах в аккаунте:',
		optOutLink: 'Настройки писем',
	},
}
