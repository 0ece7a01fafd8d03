/**
 * What the server answers about deleting an account (issue 6 item 5), in each language: the
 * API (`POST /client/api/v1/account/delete?locale=`) and the /user-deletion/ page's action give
 * the same words (server/accounts/account-deletion.ts picks them).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type DeletionMessages = {
	passwordMissing: string
	passwordWrong: string
	/** The page's checkbox; the API has none. */
	confirmMissing: string
	/** {{date}}: the plan's last delivery day, written out in the same language. */
	activePlan: string
	paymentInProgress: string
	/** {{when}}: "in 15 minutes", written by Intl.RelativeTimeFormat in the same language. */
	tooManyRequests: string
	deleted: string
	tooLarge: string
	notJson: string
}

export const DELETION_MESSAGES: Record<LocaleCode, DeletionMessages> = {
	en: {
		passwordMissing: 'Enter your password.',
		passwordWrong: 'That isn’t your password. Enter the password you use to log in.',
		confirmMissing: 'Tick the box to confirm that you want your account deleted.',
		activePlan:
			'Your meal plan is still running: the last delivery is on {{date}}. You can delete your account after that day, or contact customer care to end the plan early.',
		paymentInProgress: 'A payment for one of your orders is still being processed. Please try again in a few minutes.',
		tooManyRequests: 'Too many wrong passwords. Please try again {{when}}.',
		deleted: 'Your account has been deleted and you’ve been logged out on every device.',
		tooLarge: 'This request is too large.',
		notJson: 'Send the data as JSON (Content-Type: application/json).',
	},
	'ar-ae': {
		passwordMissing: 'أدخل كلمة المرور.',
		passwordWrong: 'كلمة المرور غير صحيحة. أدخل كلمة المرور التي تسجّل الدخول بها.',
		confirmMissing: 'ضع علامة في المربع لتأكيد رغبتك في حذف حسابك.',
		activePlan:
			'خطتك الغذائية ما زالت سارية، وآخر توصيل فيها يوم {{date}}. يمكنك حذف حسابك بعد هذا اليوم، أو التواصل مع خدمة العملاء لإنهاء الخطة قبل موعدها.',
		paymentInProgress: 'ما زالت عملية دفع لأحد طلباتك قيد المعالجة. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
		tooManyRequests: 'أدخلت كلمة مرور خاطئة مرات كثيرة. يُرجى المحاولة مرة أخرى {{when}}.',
		deleted: 'تم حذف حسابك وتسجيل خروجك من جميع الأجهزة.',
		tooLarge: 'حجم الطلب كبير جدًا.',
		notJson: 'أرسل البيانات بصيغة JSON ‏(Content-Type: application/json).',
	},
	'ru-ae': {
		passwordMissing: 'Введите пароль.',
		passwordWrong: 'Неверный пароль. Введите пароль, с которым вы входите в аккаунт.',
		confirmMissing: 'Поставьте галочку, чтобы подтвердить удаление аккаунта.',
		activePlan:
			'Ваш план питания ещё действует: последняя доставка — {{date}}. Удалить аккаунт можно после этого дня, а чтобы завершить план раньше, свяжитесь со службой поддержки.',
		paymentInProgress: 'Оплата одного из ваших заказов ещё обрабатывается. Попробуйте ещё раз через несколько минут.',
		tooManyRequests: 'Слишком много попыток с неверным паролем. Попробуйте ещё раз {{when}}.',
		deleted: 'Аккаунт удалён, и вы вышли из него на всех устройствах.',
		tooLarge: 'Слишком большой запрос.',
		notJson: 'Отправьте данные в формате JSON (Content-Type: application/json).',
	},
}
