/**
 * The words of /reset-password/ and /set-password/ (ask for a code) and /reset-password/otp/ (enter it with a new
 * password) besides their titles (app/i18n/messages/pages.*.ts) and form labels (the
 * `passwordReset` messages). The "code sent" note names the address typed but never says whether
 * it has an account: that is the same for every address (server/accounts/password-reset.ts).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type CodeRequestContent = {
	emailHint: string
	haveCode: string
	enterCode: string
	remembered: string
	logIn: string
}

export type ResetPasswordContent = {
	request: CodeRequestContent
	/** /set-password/: the same step for an account made with an order, which never had a password to forget. */
	setRequest: CodeRequestContent
	otp: {
		/** {{email}}: the address the code was asked for, shown left to right. */
		sent: string
		/** When the page is opened without an address (a bookmark, another device). */
		enterEmail: string
		noCode: string
		otherEmail: string
	}
}

export const RESET_PASSWORD: Record<LocaleCode, ResetPasswordContent> = {
	en: {
		request: {
			emailHint: 'The e-mail address you log in with.',
			haveCode: 'Already have a code?',
			enterCode: 'Enter it here',
			remembered: 'Remembered your password?',
			logIn: 'Log in',
		},
		setRequest: {
			emailHint: 'The e-mail address you ordered with.',
			haveCode: 'Already have a code?',
			enterCode: 'Enter it here',
			remembered: 'Already set your password?',
			logIn: 'Log in',
		},
		otp: {
			sent: 'If an account is registered with {{email}}, we’ve sent it a 6-digit code. The code works for 10 minutes.',
			enterEmail: 'Enter the e-mail address you asked the code for, the code and your new password.',
			noCode: 'Nothing after a few minutes? Check your spam or junk folder, or ask for a new code. Each new code replaces the previous one.',
			otherEmail: 'Use another e-mail address',
		},
	},
	'ar-ae': {
		request: {
			emailHint: 'البريد الإلكتروني الذي تسجّل الدخول به.',
			haveCode: 'لديك رمز بالفعل؟',
			enterCode: 'أدخله هنا',
			remembered: 'تذكّرت كلمة المرور؟',
			logIn: 'تسجيل الدخول',
		},
		setRequest: {
			emailHint: 'البريد الإلكتروني الذي قدّمت به طلبك.',
			haveCode: 'لديك رمز بالفعل؟',
			enterCode: 'أدخله هنا',
			remembered: 'عيّنت كلمة المرور من قبل؟',
			logIn: 'تسجيل الدخول',
		},
		otp: {
			sent: 'إذا كان هناك حساب مسجّل بالبريد الإلكتروني {{email}}، فقد أرسلنا إليه رمزًا من 6 أرقام. الرمز صالح لمدة 10 دقائق.',
			enterEmail: 'أدخل البريد الإلكتروني الذي طلبت الرمز له، ثم الرمز وكلمة المرور الجديدة.',
			noCode: 'لم يصلك شيء بعد بضع دقائق؟ تحقّق من مجلد الرسائل غير المرغوب فيها، أو اطلب رمزًا جديدًا. كل رمز جديد يحلّ محل الرمز السابق.',
			otherEmail: 'استخدام بريد إلكتروني آخر',
		},
	},
	'ru-ae': {
		request: {
			emailHint: 'Адрес, с которым вы входите в аккаунт.',
			haveCode: 'Код уже есть?',
			enterCode: 'Введите его здесь',
			remembered: 'Вспомнили пароль?',
			logIn: 'Войти',
		},
		setRequest: {
			emailHint: 'Адрес, который вы указали в заказе.',
			haveCode: 'Код уже есть?',
			enterCode: 'Введите его здесь',
			remembered: 'Уже задали пароль?',
			logIn: 'Войти',
		},
		otp: {
			sent: 'Если на адрес {{email}} зарегистрирован аккаунт, мы отправили на него код из 6 цифр. Код действует 10 минут.',
			enterEmail: 'Введите адрес, на который запрашивали код, сам код и новый пароль.',
			noCode: 'Письмо не пришло за несколько минут? Проверьте папку «Спам» или запросите новый код. Каждый новый код заменяет предыдущий.',
			otherEmail: 'Указать другой адрес',
		},
	},
}
