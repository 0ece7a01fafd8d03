/**
 * /log-in/: the log-in form's labels and the links around it. Title, heading and intro are the
 * `pages.logIn` messages; the refusals come from the server (content/account-messages/session.ts).
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type LogInPageContent = {
	email: string
	password: string
	remember: string
	rememberHint: string
	forgotPassword: string
	submit: string
	noAccount: string
	createAccount: string
}

export const LOG_IN_PAGE: Record<LocaleCode, LogInPageContent> = {
	en: {
		email: 'E-mail',
		password: 'Password',
		remember: 'Remember me',
		rememberHint: 'Stay logged in on this device for 30 days. Leave it unticked on a shared computer.',
		forgotPassword: 'Forgot your password?',
		submit: 'Log in',
		noAccount: 'New to kcal?',
		createAccount: 'Create an account',
	},
	'ar-ae': {
		email: 'البريد الإلكتروني',
		password: 'كلمة المرور',
		remember: 'تذكّرني',
		rememberHint: 'ابقَ مسجّلًا على هذا الجهاز لمدة 30 يومًا. لا تحدّد هذا الخيار على جهاز مشترك.',
		forgotPassword: 'نسيت كلمة المرور؟',
		submit: 'تسجيل الدخول',
		noAccount: 'جديد في kcal؟',
		createAccount: 'إنشاء حساب',
	},
	'ru-ae': {
		email: 'Эл. почта',
		password: 'Пароль',
		remember: 'Запомнить меня',
		rememberHint: 'Оставаться в аккаунте на этом устройстве 30 дней. Не отмечайте на общем компьютере.',
		forgotPassword: 'Забыли пароль?',
		submit: 'Войти',
		noAccount: 'Впервые в kcal?',
		createAccount: 'Создать аккаунт',
	},
}
