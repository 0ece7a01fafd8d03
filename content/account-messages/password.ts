/**
 * What the server answers about passwords (issue 6 items 3 and 4): the password reset by
 * one-time code, changing the password and logging out everywhere. The API (`?locale=`) and the
 * pages' actions give the same words. A wrong, expired, used or replaced code, and an e-mail
 * that has no account, all get the one `codeRejected`, which names every reason and confirms none.
 * Why a new password is refused is said in registration's words (content/account-messages/session.ts).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type PasswordMessages = {
	/** The one answer to a reset request, whether or not the e-mail is registered. */
	resetSent: string
	emailInvalid: string
	codeFormat: string
	codeRejected: string
	passwordMissing: string
	confirmationMismatch: string
	currentPasswordMissing: string
	currentPasswordWrong: string
	samePassword: string
	resetDone: string
	changed: string
	loggedOutEverywhere: string
	/** {{when}}: "in 15 minutes", written by Intl.RelativeTimeFormat in the same language. */
	tooManyRequests: string
}

export const PASSWORD_MESSAGES: Record<LocaleCode, PasswordMessages> = {
	en: {
		resetSent: 'If an account is registered with this e-mail, we’ve sent it a 6-digit code. The code works for 10 minutes.',
		emailInvalid: 'Enter an e-mail address like name@example.com.',
		codeFormat: 'Enter the 6 digits from the e-mail.',
		codeRejected:
			'This code doesn’t work. It may be mistyped, more than 10 minutes old, already used or replaced by a newer code. Check the e-mail, or ask for a new code.',
		passwordMissing: 'Enter a new password.',
		confirmationMismatch: 'The two passwords don’t match.',
		currentPasswordMissing: 'Enter your current password.',
		currentPasswordWrong: 'That isn’t your current password.',
		samePassword: 'Choose a password that’s different from your current one.',
		resetDone: 'Your password has been changed and you’re logged in. Every other device has been logged out.',
		changed: 'Your password has been changed. Your other devices have been logged out.',
		loggedOutEverywhere: 'You’ve been logged out on every device, this one included.',
		tooManyRequests: 'Too many attempts. Please try again {{when}}.',
	},
	'ar-ae': {
		resetSent: 'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 6 أرقام. الرمز صالح لمدة 10 دقائق.',
		emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.',
		codeFormat: 'أدخل الأرقام الستة الواردة في رسالة البريد الإلكتروني.',
		codeRejected:
			'هذا الرمز غير صالح. ربما كُتب بشكل خاطئ، أو مضى عليه أكثر من 10 دقائق، أو استُخدم من قبل، أو حلّ محله رمز أحدث. راجع رسالة البريد الإلكتروني أو اطلب رمزًا جديدًا.',
		passwordMissing: 'أدخل كلمة مرور جديدة.',
		confirmationMismatch: 'كلمتا المرور غير متطابقتين.',
		currentPasswordMissing: 'أدخل كلمة المرور الحالية.',
		currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
		samePassword: 'اختر كلمة مرور مختلفة عن كلمة المرور الحالية.',
		resetDone: 'تم تغيير كلمة المرور وتسجيل دخولك، وسُجّل خروجك من جميع الأجهزة الأخرى.',
		changed: 'تم تغيير كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.',
		loggedOutEverywhere: 'تم تسجيل خروجك من جميع الأجهزة، بما فيها هذا الجهاز.',
		tooManyRequests: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى {{when}}.',
	},
	'ru-ae': {
		resetSent: 'Если на этот адрес зарегистрирован аккаунт, мы отправили на него код из 6 цифр. Код действует 10 минут.',
		emailInvalid: 'Введите адрес электронной почты, например name@example.com.',
		codeFormat: 'Введите 6 цифр из письма.',
		codeRejected:
			'Код не подходит. Возможно, в нём опечатка, с момента отправки прошло больше 10 минут, код уже использован или вместо него отправлен новый. Проверьте письмо или запросите новый код.',
		passwordMissing: 'Введите новый пароль.',
		confirmationMismatch: 'Пароли не совпадают.',
		currentPasswordMissing: 'Введите текущий пароль.',
		currentPasswordWrong: 'Текущий пароль указан неверно.',
		samePassword: 'Новый пароль должен отличаться от текущего.',
		resetDone: 'Пароль изменён, и вы вошли в аккаунт. На всех остальных устройствах выполнен выход.',
		changed: 'Пароль изменён. На остальных устройствах выполнен выход из аккаунта.',
		loggedOutEverywhere: 'Вы вышли из аккаунта на всех устройствах, включая это.',
		tooManyRequests: 'Слишком много попыток. Попробуйте ещё раз {{when}}.',
	},
}
