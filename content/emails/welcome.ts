/**
 * The two e-mails a registration can send (server/mail/welcome-template.ts lays them out), in
 * the language of the page or app it came from:
 * - the welcome, to a new account: what to do next (choose a plan, get the app);
 * - the notice to an address that already has an account: registration answers as if it had
 *   created one (nobody learns which addresses are registered), so the owner hears of it here
 *   and is pointed to logging in or resetting the password.
 * Subjects carry only our words: whoever registers chooses the name and the address.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type WelcomeEmailText = {
	subject: string
	/** {{name}}: the first name given at registration. */
	greeting: string
	intro: string
	nextHeading: string
	plans: string
	plansButton: string
	app: string
	appLink: string
	account: string
	accountLink: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	notYou: string
}

export type RegistrationAttemptEmailText = {
	subject: string
	/** {{name}}: the account holder's first name. */
	greeting: string
	intro: string
	ifYou: string
	logInButton: string
	resetLink: string
	notYou: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	why: string
}

export const WELCOME_EMAIL: Record<LocaleCode, WelcomeEmailText> = {
	en: {
		subject: 'Welcome to kcal',
		greeting: 'Hello {{name}},',
		intro: 'Your kcal account is ready. From now on you can order in a few taps, keep your delivery addresses and follow every delivery.',
		nextHeading: 'What’s next',
		plans: 'Choose a meal plan: tell us your goal and your days, and our chefs cook fresh meals for you every day.',
		plansButton: 'Choose a meal plan',
		app: 'Get the kcal app to pick your meals, pause deliveries and follow your orders from your phone. Log in with the same e-mail and password.',
		appLink: 'Get the app',
		account: 'Your account keeps your addresses, delivery times and saved cards in one place.',
		accountLink: 'Go to my account',
		signOff: 'Enjoy your meals,',
		team: 'The kcal team',
		notYou: 'You’re receiving this e-mail because an account was created with this address at {{site}}. If that wasn’t you, reset the password with this address or write to us, and we’ll close the account.',
	},
	'ar-ae': {
		subject: 'مرحبًا بك في kcal',
		greeting: 'مرحبًا {{name}}،',
		intro: 'حسابك في kcal جاهز. من الآن يمكنك الطلب بلمسات قليلة، وحفظ عناوين التوصيل، ومتابعة كل توصيلة.',
		nextHeading: 'الخطوة التالية',
		plans: 'اختر خطة وجبات: أخبرنا بهدفك وأيامك، وسيطهو طهاتنا لك وجبات طازجة كل يوم.',
		plansButton: 'اختر خطة وجبات',
		app: 'حمّل تطبيق kcal لتختار وجباتك، وتوقف التوصيل مؤقتًا، وتتابع طلباتك من هاتفك. سجّل الدخول بالبريد الإلكتروني وكلمة المرور نفسيهما.',
		appLink: 'حمّل التطبيق',
		account: 'يجمع حسابك عناوينك ومواعيد التوصيل وبطاقاتك المحفوظة في مكان واحد.',
		accountLink: 'الذهاب إلى حسابي',
		signOff: 'بالهناء والعافية،',
		team: 'فريق kcal',
		notYou: 'تصلك هذه الرسالة لأن حسابًا أُنشئ بهذا العنوان على {{site}}. إذا لم تكن أنت، فأعد تعيين كلمة المرور بهذا العنوان أو راسلنا وسنغلق الحساب.',
	},
	'ru-ae': {
		subject: 'Добро пожаловать в kcal',
		greeting: 'Здравствуйте, {{name}}!',
		intro: 'Ваш аккаунт kcal готов. Теперь заказывать можно в пару касаний, адреса доставки сохраняются, а за каждой доставкой легко следить.',
		nextHeading: 'Что дальше',
		plans: 'Выберите план питания: расскажите о своей цели и днях доставки, и наши повара будут готовить для вас свежие блюда каждый день.',
		plansButton: 'Выбрать план питания',
		app: 'Установите приложение kcal, чтобы выбирать блюда, ставить доставку на паузу и следить за заказами с телефона. Входите с тем же адресом эл. почты и паролем.',
		appLink: 'Установить приложение',
		account: 'В аккаунте собраны ваши адреса, время доставки и сохранённые карты.',
		accountLink: 'Перейти в аккаунт',
		signOff: 'Приятного аппетита,',
		team: 'команда kcal',
		notYou: 'Вы получили это письмо, потому что на {{site}} создан аккаунт с этим адресом. Если это были не вы, восстановите пароль по этому адресу или напишите нам, и мы закроем аккаунт.',
	},
}

export const REGISTRATION_ATTEMPT_EMAIL: Record<LocaleCode, RegistrationAttemptEmailText> = {
	en: {
		subject: 'Someone tried to create a kcal account with your e-mail',
		greeting: 'Hello {{name}},',
		intro: 'Someone has just tried to create a new kcal account with this e-mail address. You already have an account with it, so we didn’t create another.',
		ifYou: 'If it was you, log in with your password, or reset it if you don’t remember it.',
		logInButton: 'Log in',
		resetLink: 'Reset my password',
		notYou: 'If it wasn’t you, there’s nothing to do: your account and your password haven’t changed, and nobody can log in without your password.',
		signOff: 'Best wishes,',
		team: 'The kcal team',
		why: 'You’re receiving this e-mail because this address belongs to a kcal account at {{site}}.',
	},
	'ar-ae': {
		subject: 'حاول أحدهم إنشاء حساب في kcal ببريدك الإلكتروني',
		greeting: 'مرحبًا {{name}}،',
		intro: 'حاول أحدهم للتو إنشاء حساب جديد في kcal بهذا البريد الإلكتروني. لديك حساب به بالفعل، لذا لم ننشئ حسابًا آخر.',
		ifYou: 'إذا كنت أنت، فسجّل الدخول بكلمة المرور، أو أعد تعيينها إن لم تتذكرها.',
		logInButton: 'تسجيل الدخول',
		resetLink: 'إعادة تعيين كلمة المرور',
		notYou: 'إذا لم تكن أنت، فلا داعي لفعل أي شيء: لم يتغير حسابك ولا كلمة المرور، ولا يمكن لأحد تسجيل الدخول من دون كلمة المرور.',
		signOff: 'مع أطيب التحيات،',
		team: 'فريق kcal',
		why: 'تصلك هذه الرسالة لأن هذا العنوان مرتبط بحساب في kcal على {{site}}.',
	},
	'ru-ae': {
		subject: 'Кто-то пытался создать аккаунт kcal с вашим адресом эл. почты',
		greeting: 'Здравствуйте, {{name}}!',
		intro: 'Только что кто-то пытался создать новый аккаунт kcal с этим адресом эл. почты. У вас уже есть аккаунт с этим адресом, поэтому второй мы не создали.',
		ifYou: 'Если это были вы, войдите со своим паролем или восстановите его, если не помните.',
		logInButton: 'Войти',
		resetLink: 'Восстановить пароль',
		notYou: 'Если это были не вы, ничего делать не нужно: ваш аккаунт и пароль не изменились, а без пароля никто не сможет войти.',
		signOff: 'С наилучшими пожеланиями,',
		team: 'команда kcal',
		why: 'Вы получили это письмо, потому что этот адрес привязан к аккаунту kcal на {{site}}.',
	},
}

/**
 * To an account made at checkout without a password (the `checkout_account` experiment): the
 * account exists, and the customer proves the address is theirs by setting a password with a
 * reset code sent to it. {{name}}: the first name typed at checkout.
 */
export type CheckoutAccountEmailText = {
	subject: string
	greeting: string
	intro: string
	setPassword: string
	setPasswordButton: string
	orders: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	notYou: string
}

export const CHECKOUT_ACCOUNT_EMAIL: Record<LocaleCode, CheckoutAccountEmailText> = {
	en: {
		subject: 'Your kcal account is ready: set your password',
		greeting: 'Hello {{name}},',
		intro: 'Thank you for your order. We’ve made a kcal account for this e-mail address, so your orders, addresses and deliveries are kept in one place.',
		setPassword: 'To use it, set a password: we’ll e-mail a 6-digit code to this address, and you choose your password with it.',
		setPasswordButton: 'Set my password',
		orders: 'Once your password is set, log in on the site or in the kcal app to follow your deliveries and order again in a few taps.',
		signOff: 'Enjoy your meals,',
		team: 'The kcal team',
		notYou: 'You’re receiving this e-mail because an order was placed with this address at {{site}}. If that wasn’t you, write to us and we’ll close the account.',
	},
	'ar-ae': {
		subject: 'حسابك في kcal جاهز: عيّن كلمة المرور',
		greeting: 'مرحبًا {{name}}،',
		intro: 'شكرًا على طلبك. أنشأنا حسابًا في kcal لهذا البريد الإلكتروني، لتبقى طلباتك وعناوينك ومواعيد توصيلك في مكان واحد.',
		setPassword: 'لاستخدامه، عيّن كلمة مرور: سنرسل رمزًا من 6 أرقام إلى هذا العنوان، وتختار به كلمة المرور.',
		setPasswordButton: 'تعيين كلمة المرور',
		orders: 'بعد تعيين كلمة المرور، سجّل الدخول في الموقع أو في تطبيق kcal لتتابع توصيلاتك وتطلب مجددًا بلمسات قليلة.',
		signOff: 'بالهناء والعافية،',
		team: 'فريق kcal',
		notYou: 'تصلك هذه الرسالة لأن طلبًا قُدّم بهذا العنوان على {{site}}. إذا لم تكن أنت، فراسلنا وسنغلق الحساب.',
	},
	'ru-ae': {
		subject: 'Ваш аккаунт kcal готов: задайте пароль',
		greeting: 'Здравствуйте, {{name}}!',
		intro: 'Спасибо за заказ. Мы создали аккаунт kcal для этого адреса эл. почты, чтобы ваши заказы, адреса и доставки были в одном месте.',
		setPassword: 'Чтобы пользоваться им, задайте пароль: мы пришлём на этот адрес 6-значный код, и с ним вы выберете пароль.',
		setPasswordButton: 'Задать пароль',
		orders: 'Когда пароль будет задан, входите на сайте или в приложении kcal, чтобы следить за доставками и заказывать снова в пару касаний.',
		signOff: 'Приятного аппетита,',
		team: 'команда kcal',
		notYou: 'Вы получили это письмо, потому что на {{site}} был оформлен заказ с этим адресом. Если это были не вы, напишите нам, и мы закроем аккаунт.',
	},
}
