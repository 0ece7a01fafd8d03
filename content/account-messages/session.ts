/**
 * What registration, log-in and log-out say, in each language: a sentence per field that can be
 * wrong, and the refusals of the whole request. Server-only: the API answers with these and the
 * sign-up and log-in pages' actions show the same sentences (server/accounts/). Numbers are
 * `{{min}}`/`{{max}}`, filled with the limits of domain/contact-limits.ts (names) and
 * domain/password-rules.ts (passwords).
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { PasswordProblem } from '../../domain/password-rules.ts'

export type RegistrationField = 'first_name' | 'last_name' | 'email' | 'mobile_number' | 'password' | 'terms'
export type LoginField = 'email' | 'password'

export type SessionMessages = {
	registration: Record<Exclude<RegistrationField, 'password'>, string>
	/** Why a new password cannot be used. */
	password: Record<PasswordProblem, string>
	login: Record<LoginField, string>
	/** The same answer for an unknown e-mail and a wrong password. */
	invalidCredentials: string
	/** Too many failed log-ins from the connection or for the e-mail. */
	loginLimited: string
	/** Too many registrations from the connection. */
	registerLimited: string
	/** A body over the routes' size limit. */
	payloadTooLarge: string
}

export const SESSION_MESSAGES: Record<LocaleCode, SessionMessages> = {
	en: {
		registration: {
			first_name: 'Enter your first name ({{min}} to {{max}} characters).',
			last_name: 'Enter your last name ({{min}} to {{max}} characters).',
			email: 'Enter an e-mail address like name@example.com.',
			mobile_number: 'Enter a UAE mobile number, like 050 123 4567.',
			terms: 'Please accept the terms and conditions and the privacy policy to create your account.',
		},
		password: {
			'too-short': 'Use at least {{min}} characters. A few unrelated words are easy to remember and hard to guess.',
			'too-long': 'Use at most {{max}} characters.',
			common: 'This password is one of the most common, so it would be guessed quickly. Choose another.',
			personal: 'Don’t use your e-mail address or your name as your password.',
			repetitive: 'Avoid repeating a character or a sequence like “abcd” or “1234”. Choose something less predictable.',
		},
		login: {
			email: 'Enter the e-mail address of your account.',
			password: 'Enter your password.',
		},
		invalidCredentials: 'The e-mail address or the password isn’t right. Check both and try again, or reset your password.',
		loginLimited: 'Too many attempts to log in. To keep your account safe, please wait a few minutes before trying again, or reset your password.',
		registerLimited: 'Too many accounts have been created from your connection. Please try again in an hour.',
		payloadTooLarge: 'This request is too large.',
	},
	'ar-ae': {
		registration: {
			first_name: 'أدخل اسمك الأول (من {{min}} إلى {{max}} حرفًا).',
			last_name: 'أدخل اسم العائلة (من {{min}} إلى {{max}} حرفًا).',
			email: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
			mobile_number: 'أدخل رقم هاتف متحرك إماراتي، مثل \u2066050 123 4567\u2069.',
			terms: 'يُرجى الموافقة على الشروط والأحكام وسياسة الخصوصية لإنشاء حسابك.',
		},
		password: {
			'too-short': 'استخدم {{min}} أحرف على الأقل. بضع كلمات لا رابط بينها سهلة التذكّر وصعبة التخمين.',
			'too-long': 'استخدم {{max}} حرفًا على الأكثر.',
			common: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا، لذا يسهل تخمينها. اختر كلمة أخرى.',
			personal: 'لا تستخدم بريدك الإلكتروني أو اسمك كلمةً للمرور.',
			repetitive: 'تجنّب تكرار حرف واحد أو تسلسلًا مثل «abcd» أو «1234». اختر كلمة يصعب توقّعها.',
		},
		login: {
			email: 'أدخل البريد الإلكتروني لحسابك.',
			password: 'أدخل كلمة المرور.',
		},
		invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. تحقّق منهما وحاول مرة أخرى، أو أعد تعيين كلمة المرور.',
		loginLimited: 'محاولات تسجيل دخول كثيرة جدًا. حفاظًا على أمان حسابك، يُرجى الانتظار بضع دقائق قبل المحاولة مرة أخرى، أو أعد تعيين كلمة المرور.',
		registerLimited: 'أُنشئ عدد كبير جدًا من الحسابات من اتصالك. يُرجى المحاولة مرة أخرى بعد ساعة.',
		payloadTooLarge: 'هذا الطلب أكبر من الحجم المسموح به.',
	},
	'ru-ae': {
		registration: {
			first_name: 'Введите имя (от {{min}} до {{max}} символов).',
			last_name: 'Введите фамилию (от {{min}} до {{max}} символов).',
			email: 'Введите адрес эл. почты, например name@example.com.',
			mobile_number: 'Введите мобильный номер ОАЭ, например 050 123 4567.',
			terms: 'Чтобы создать аккаунт, примите условия обслуживания и политику конфиденциальности.',
		},
		password: {
			'too-short': 'Используйте не менее {{min}} символов. Несколько не связанных между собой слов легко запомнить и трудно подобрать.',
			'too-long': 'Используйте не более {{max}} символов.',
			common: 'Это один из самых распространённых паролей, его быстро подберут. Выберите другой.',
			personal: 'Не используйте в качестве пароля свой адрес эл. почты или имя.',
			repetitive: 'Не повторяйте один символ и не используйте последовательности вроде «abcd» или «1234». Выберите что-то менее предсказуемое.',
		},
		login: {
			email: 'Введите адрес эл. почты вашего аккаунта.',
			password: 'Введите пароль.',
		},
		invalidCredentials: 'Неверный адрес эл. почты или пароль. Проверьте оба поля и попробуйте снова или восстановите пароль.',
		loginLimited: 'Слишком много попыток входа. Ради безопасности вашего аккаунта подождите несколько минут и попробуйте снова или восстановите пароль.',
		registerLimited: 'С вашего подключения создано слишком много аккаунтов. Попробуйте снова через час.',
		payloadTooLarge: 'Запрос слишком большой.',
	},
}
