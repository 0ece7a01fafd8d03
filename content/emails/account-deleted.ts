/**
 * The last e-mail an account gets: the confirmation that it was deleted (issue 6 item 5), sent to
 * the address being erased, in the language of the page (or app) the customer deleted it from
 * (server/mail/account-deleted-template.ts lays it out). It says what was erased and what the law
 * makes us keep, so the customer has it in writing, and where to turn if it was not them.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type AccountDeletedText = {
	subject: string
	/** {{name}}: the customer's first name, as it was. */
	greeting: string
	/** {{date}}: the day of the deletion, written out in the same language. */
	done: string
	erased: string
	kept: string
	last: string
	/** {{contact}}: the address of our contact page. */
	notYou: string
	signOff: string
	team: string
}

export const ACCOUNT_DELETED_EMAIL: Record<LocaleCode, AccountDeletedText> = {
	en: {
		subject: 'Your kcal account has been deleted',
		greeting: 'Hello {{name}},',
		done: 'As you asked, we deleted your kcal account on {{date}}. You’ve been logged out of the website and the app on every device.',
		erased:
			'We’ve erased your profile, your delivery addresses, your saved cards and your log-in, and removed your e-mail address, phone number and address details from your orders.',
		kept: 'As UAE tax law requires, we keep the tax invoices of your paid orders for five years. They keep only the name on the invoice and what was ordered, and we use them for nothing but tax and audit.',
		last: 'This is the last e-mail we’ll send you about this account. If you’d like to order again, you’re welcome to create a new account at any time.',
		notYou: 'Didn’t ask for this? Contact us straight away at {{contact}}.',
		signOff: 'Best wishes,',
		team: 'The kcal team',
	},
	'ar-ae': {
		subject: 'تم حذف حسابك في kcal',
		greeting: 'مرحبًا {{name}}،',
		done: 'بناءً على طلبك، حذفنا حسابك في kcal بتاريخ {{date}}، وسجّلنا خروجك من الموقع والتطبيق على جميع الأجهزة.',
		erased: 'حذفنا ملفك الشخصي وعناوين التوصيل وبطاقاتك المحفوظة وبيانات تسجيل الدخول، وأزلنا بريدك الإلكتروني ورقم هاتفك وتفاصيل عنوانك من طلباتك.',
		kept: 'ووفقًا لما يقتضيه قانون الضرائب في الإمارات، نحتفظ بالفواتير الضريبية لطلباتك المدفوعة مدة خمس سنوات، ولا يبقى فيها سوى الاسم المدوَّن على الفاتورة وتفاصيل الطلب، ولا نستخدمها إلا لأغراض الضرائب والتدقيق.',
		last: 'هذه آخر رسالة نرسلها إليك بشأن هذا الحساب. وإذا رغبت في الطلب مجددًا، فيسعدنا أن تنشئ حسابًا جديدًا في أي وقت.',
		notYou: 'إذا لم تطلب حذف حسابك، فتواصل معنا فورًا عبر {{contact}}.',
		signOff: 'مع أطيب التحيات،',
		team: 'فريق kcal',
	},
	'ru-ae': {
		subject: 'Ваш аккаунт kcal удалён',
		greeting: 'Здравствуйте, {{name}}!',
		done: 'По вашему запросу мы удалили ваш аккаунт kcal {{date}}. Вы вышли из него на сайте и в приложении на всех устройствах.',
		erased:
			'Мы удалили ваш профиль, адреса доставки, сохранённые карты и данные для входа, а из ваших заказов — электронную почту, номер телефона и подробности адреса.',
		kept: 'Как того требует налоговое законодательство ОАЭ, налоговые счета-фактуры по оплаченным заказам мы храним пять лет. В них остаются только имя, указанное в счёте, и состав заказа, и используем мы их исключительно для налогового учёта и аудита.',
		last: 'Это последнее письмо об этом аккаунте, которое мы вам отправляем. Если захотите снова сделать заказ, вы всегда можете создать новый аккаунт.',
		notYou: 'Если вы не запрашивали удаление, сразу свяжитесь с нами: {{contact}}.',
		signOff: 'С наилучшими пожеланиями,',
		team: 'команда kcal',
	},
}
