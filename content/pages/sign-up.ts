/**
 * /sign-up/: the registration form's labels and the copy around it. Title, heading and intro are
 * the `pages.signUp` messages; the field errors come from the server
 * (content/account-messages/session.ts), the show/hide and strength words from the `auth` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type SignUpPageContent = {
	formHeading: string
	firstName: string
	lastName: string
	email: string
	mobile: string
	mobileHint: string
	password: string
	/** {{min}}: the shortest password accepted. */
	passwordHint: string
	/** {{terms}}, {{privacy}}: links named by `termsLink` and `privacyLink`. */
	consent: string
	termsLink: string
	privacyLink: string
	submit: string
	/** {{code}}: the ambassador's code the visitor came with. */
	referral: string
	haveAccount: string
	logIn: string
	benefits: { heading: string; items: string[] }
}

export const SIGN_UP_PAGE: Record<LocaleCode, SignUpPageContent> = {
	en: {
		formHeading: 'Your details',
		firstName: 'First name',
		lastName: 'Last name',
		email: 'E-mail',
		mobile: 'Mobile number',
		mobileHint: 'A UAE mobile number, e.g. 050 123 4567. Our drivers call it when they arrive.',
		password: 'Password',
		passwordHint: 'At least {{min}} characters. A few unrelated words are easy to remember and hard to guess.',
		consent: 'I accept the {{terms}} and the {{privacy}}.',
		termsLink: 'terms and conditions',
		privacyLink: 'privacy policy',
		submit: 'Create my account',
		referral: 'You’re joining with the invitation code {{code}}: its welcome offer is applied to your first order.',
		haveAccount: 'Already have an account?',
		logIn: 'Log in',
		benefits: {
			heading: 'With a kcal account',
			items: [
				'Order again in a few taps, with your details filled in.',
				'Keep your delivery addresses and times for every day of the week.',
				'Follow your orders and download your tax invoices.',
			],
		},
	},
	'ar-ae': {
		formHeading: 'بياناتك',
		firstName: 'الاسم الأول',
		lastName: 'اسم العائلة',
		email: 'البريد الإلكتروني',
		mobile: 'رقم الهاتف المتحرك',
		mobileHint: 'رقم هاتف متحرك إماراتي، مثل \u2066050 123 4567\u2069. يتصل به السائق عند وصوله.',
		password: 'كلمة المرور',
		passwordHint: '{{min}} أحرف على الأقل. بضع كلمات لا رابط بينها سهلة التذكّر وصعبة التخمين.',
		consent: 'أوافق على {{terms}} و{{privacy}}.',
		termsLink: 'الشروط والأحكام',
		privacyLink: 'سياسة الخصوصية',
		submit: 'إنشاء حسابي',
		referral: 'تنضم إلينا برمز الدعوة {{code}}: يُطبَّق عرض الترحيب الخاص به على طلبك الأول.',
		haveAccount: 'لديك حساب بالفعل؟',
		logIn: 'تسجيل الدخول',
		benefits: {
			heading: 'مع حساب في kcal',
			items: [
				'اطلب مرة أخرى بلمسات قليلة، وبياناتك جاهزة.',
				'احفظ عناوين التوصيل ومواعيده لكل يوم من أيام الأسبوع.',
				'تابع طلباتك وحمّل فواتيرك الضريبية.',
			],
		},
	},
	'ru-ae': {
		formHeading: 'Ваши данные',
		firstName: 'Имя',
		lastName: 'Фамилия',
		email: 'Эл. почта',
		mobile: 'Мобильный телефон',
		mobileHint: 'Мобильный номер ОАЭ, например 050 123 4567. Курьер позвонит на него, когда приедет.',
		password: 'Пароль',
		passwordHint: 'Не менее {{min}} символов. Несколько не связанных между собой слов легко запомнить и трудно подобрать.',
		consent: 'Я принимаю {{terms}} и {{privacy}}.',
		termsLink: 'условия обслуживания',
		privacyLink: 'политику конфиденциальности',
		submit: 'Создать аккаунт',
		referral: 'Вы регистрируетесь по приглашению с кодом {{code}}: приветственное предложение будет применено к вашему первому заказу.',
		haveAccount: 'Уже есть аккаунт?',
		logIn: 'Войти',
		benefits: {
			heading: 'С аккаунтом kcal',
			items: [
				'Повторяйте заказ в пару касаний — данные уже заполнены.',
				'Сохраняйте адреса и время доставки на каждый день недели.',
				'Следите за заказами и скачивайте налоговые счета.',
			],
		},
	},
}
