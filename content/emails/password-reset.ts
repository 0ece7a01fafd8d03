/**
 * The e-mails of the password features (server/mail/password-reset-template.ts lays them out), in
 * the language of the page the customer used:
 * - the one-time code for a reset: 6 digits, 10 minutes, one use (server/accounts/password-reset.ts);
 * - the notice that the password was changed, by a reset or from the account page, so that a
 *   customer whose account was taken over hears of it.
 * Neither repeats anything but the customer's first name; the subjects carry no code, since
 * subjects show on locked phone screens.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type PasswordResetCodeText = {
	subject: string
	/** {{name}}: the customer's first name. */
	greeting: string
	intro: string
	/** Names the code for screen readers and the text version. */
	codeLabel: string
	validity: string
	button: string
	neverShare: string
	notYou: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	why: string
}

export type PasswordChangedText = {
	subject: string
	/** {{name}}: the customer's first name. */
	greeting: string
	byReset: string
	byChange: string
	/** {{site}}: the site's address. */
	notYou: string
	signOff: string
	team: string
}

export type PasswordEmailsText = { code: PasswordResetCodeText; changed: PasswordChangedText }

export const PASSWORD_EMAILS: Record<LocaleCode, PasswordEmailsText> = {
	en: {
		code: {
			subject: 'Your kcal password reset code',
			greeting: 'Hello {{name}},',
			intro: 'We received a request to reset the password of your kcal account. Enter this code on the password reset page:',
			codeLabel: 'Your code',
			validity: 'The code works for 10 minutes and only once. If you ask for another code, this one stops working.',
			button: 'Enter the code',
			neverShare: 'kcal will never ask you for this code by phone, message or chat. Don’t share it with anyone.',
			notYou: 'Didn’t ask to reset your password? You can ignore this e-mail: your password stays the same, and nobody can change it without this code.',
			signOff: 'Best wishes,',
			team: 'The kcal team',
			why: 'You’re receiving this e-mail because a password reset was requested for your account at {{site}}.',
		},
		changed: {
			subject: 'Your kcal password has been changed',
			greeting: 'Hello {{name}},',
			byReset: 'The password of your kcal account has just been reset with a code sent to this e-mail address. Every device that was logged in has been logged out.',
			byChange: 'The password of your kcal account has just been changed from your account page. Every other device that was logged in has been logged out.',
			notYou: 'If this wasn’t you, reset your password straight away at {{site}} and let our customer care team know.',
			signOff: 'Best wishes,',
			team: 'The kcal team',
		},
	},
	'ar-ae': {
		code: {
			subject: 'رمز إعادة تعيين كلمة المرور في kcal',
			greeting: 'مرحبًا {{name}}،',
			intro: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في kcal. أدخل هذا الرمز في صفحة إعادة تعيين كلمة المرور:',
			codeLabel: 'رمزك',
			validity: 'الرمز صالح لمدة 10 دقائق ولمرة واحدة فقط. وإذا طلبت رمزًا آخر، يتوقف هذا الرمز عن العمل.',
			button: 'أدخل الرمز',
			neverShare: 'لن تطلب منك kcal هذا الرمز أبدًا عبر الهاتف أو الرسائل أو المحادثة. لا تشاركه مع أي شخص.',
			notYou: 'لم تطلب إعادة تعيين كلمة المرور؟ يمكنك تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي، ولا يمكن لأحد تغييرها دون هذا الرمز.',
			signOff: 'مع أطيب التحيات،',
			team: 'فريق kcal',
			why: 'تصلك هذه الرسالة لأن طلبًا لإعادة تعيين كلمة المرور قُدّم لحسابك على {{site}}.',
		},
		changed: {
			subject: 'تم تغيير كلمة المرور لحسابك في kcal',
			greeting: 'مرحبًا {{name}}،',
			byReset: 'تمت للتو إعادة تعيين كلمة المرور لحسابك في kcal باستخدام رمز أُرسل إلى هذا البريد الإلكتروني، وسُجّل الخروج من جميع الأجهزة التي كانت مسجّلة الدخول.',
			byChange: 'تم للتو تغيير كلمة المرور لحسابك في kcal من صفحة حسابك، وسُجّل الخروج من جميع الأجهزة الأخرى التي كانت مسجّلة الدخول.',
			notYou: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا على {{site}} وأبلغ فريق خدمة العملاء لدينا.',
			signOff: 'مع أطيب التحيات،',
			team: 'فريق kcal',
		},
	},
	'ru-ae': {
		code: {
			subject: 'Код для сброса пароля kcal',
			greeting: 'Здравствуйте, {{name}}!',
			intro: 'Мы получили запрос на сброс пароля от вашего аккаунта kcal. Введите этот код на странице сброса пароля:',
			codeLabel: 'Ваш код',
			validity: 'Код действует 10 минут, и использовать его можно только один раз. Если вы запросите новый код, этот перестанет работать.',
			button: 'Ввести код',
			neverShare: 'Сотрудники kcal никогда не спрашивают этот код по телефону, в сообщениях или в чате. Никому его не сообщайте.',
			notYou: 'Не запрашивали сброс пароля? Просто проигнорируйте это письмо: пароль останется прежним, а без этого кода его никто не сможет изменить.',
			signOff: 'С наилучшими пожеланиями,',
			team: 'команда kcal',
			why: 'Вы получили это письмо, потому что для вашего аккаунта на {{site}} запросили сброс пароля.',
		},
		changed: {
			subject: 'Пароль от вашего аккаунта kcal изменён',
			greeting: 'Здравствуйте, {{name}}!',
			byReset: 'Пароль от вашего аккаунта kcal только что сброшен с помощью кода, отправленного на этот адрес. На всех устройствах, где был выполнен вход, произошёл выход из аккаунта.',
			byChange: 'Пароль от вашего аккаунта kcal только что изменён на странице аккаунта. На всех остальных устройствах, где был выполнен вход, произошёл выход из аккаунта.',
			notYou: 'Если это были не вы, сразу сбросьте пароль на {{site}} и сообщите об этом нашей службе поддержки.',
			signOff: 'С наилучшими пожеланиями,',
			team: 'команда kcal',
		},
	},
}
