/**
 * /user-deletion/: how to have a kcal account and its personal data deleted, what is erased,
 * what UAE tax law makes us keep (five years, anonymised but for the name on the tax invoice)
 * and how long it takes. The app stores link here as the account-deletion page. A customer who is
 * logged in deletes the account right here (password and a checkbox; server/accounts/
 * account-deletion.ts does what `erased` and `kept` say); a visitor is told to log in first, or
 * to write from the account's address (SUPPORT_EMAIL). There is no form for visitors: a request
 * must come from someone who controls the account.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type UserDeletionContent = {
	/** For a visitor who is not logged in. */
	request: {
		heading: string
		account: Titled & { cta: string }
		email: Titled & { subject: string; cta: string }
		appNote: string
	}
	/** For a logged-in customer: the form, or why the account cannot be deleted yet. */
	signedIn: {
		heading: string
		/** {{email}}: the account's address. */
		signedInAs: string
		intro: string
		password: string
		passwordHint: string
		forgotPassword: string
		confirm: string
		submit: string
		blockedHeading: string
		blockedContact: string
	}
	/** After the deletion: the customer is logged out and lands here. */
	deleted: { heading: string; text: string; home: string }
	before: { heading: string; items: readonly string[] }
	erased: { heading: string; items: readonly string[] }
	kept: { heading: string; paragraphs: readonly string[]; items: readonly string[] }
	timeline: { heading: string; steps: readonly Titled[] }
	contact: { heading: string; text: string; privacy: string }
}

export const USER_DELETION: Record<LocaleCode, UserDeletionContent> = {
	en: {
		request: {
			heading: 'How to ask for deletion',
			account: {
				title: 'From your account',
				text: 'Log in and you’ll come straight back to this page, where you can delete your account yourself: we ask for your password once more, erase your data at once and e-mail you a confirmation.',
				cta: 'Log in to delete your account',
			},
			email: {
				title: 'By e-mail',
				text: 'Write to us from the e-mail address registered to your account and ask us to delete it. We only act on requests from that address, so that nobody else can delete your account. If you no longer use that address, tell us and we will check it is you in another way.',
				subject: 'Please delete my kcal account',
				cta: 'Write to us',
			},
			appNote: 'The app and the website share one account: deleting it removes it from both. Removing the app from your phone does not delete your account.',
		},
		signedIn: {
			heading: 'Delete your account now',
			signedInAs: 'You’re logged in as {{email}}.',
			intro: 'Your account and personal data are erased the moment you confirm, and this can’t be undone. Below you’ll find exactly what we erase and what the law makes us keep.',
			password: 'Your password',
			passwordHint: 'Type it once more, so that nobody else can delete your account from a device you left logged in.',
			forgotPassword: 'Forgot your password?',
			confirm: 'I understand that my account and personal data will be erased for good and that this can’t be undone.',
			submit: 'Delete my account',
			blockedHeading: 'Your account can’t be deleted yet',
			blockedContact: 'Contact customer care',
		},
		deleted: {
			heading: 'Your account has been deleted',
			text: 'We’ve erased your personal data and logged you out on every device. A confirmation is on its way to your e-mail address; it’s the last e-mail we’ll send you about this account.',
			home: 'Go to the home page',
		},
		before: {
			heading: 'Before you ask',
			items: [
				'While a meal plan is still being delivered, the account can’t be deleted before the last delivery day: erasing your address would stop meals you have paid for. To end a plan early, contact customer care.',
				'Give back your cool bags, so we can refund your bag deposit before the account is closed.',
				'Unused credit, discounts and referral rewards are lost when the account is deleted.',
				'Deletion cannot be undone. If you want to order again later, you will need a new account.',
			],
		},
		erased: {
			heading: 'What we delete',
			items: [
				'Your profile: name, e-mail address, mobile number, gender, date of birth and password',
				'Your delivery addresses, delivery instructions and preferred delivery days',
				'Your saved cards: we delete the payment tokens we held, so the cards can no longer be charged through kcal (we never store full card numbers)',
				'Your log-in: you’re logged out of the website and the app on every device',
				'What we recorded when you signed up: the campaign or advert that brought you, your browser and your IP address',
				'From your orders: your e-mail address, phone number, flat, building, street, landmark, notes for the driver, map location, allergies and any consultation booking',
				'The e-mails we sent you, as stored in our systems',
				'Your marketing preferences: we stop sending you messages',
			],
		},
		kept: {
			heading: 'What we keep, and why',
			paragraphs: [
				'UAE tax law requires us to keep tax invoices and the records behind them for five years from the end of the tax period they belong to. For each paid order we therefore keep what its tax invoice shows: the invoice number and date, what was ordered, the prices, discounts and VAT, and the name it was made out to. The name stays because it is on the invoice we issued, and our copy has to match yours; the emirate and area of delivery stay because VAT is reported per emirate.',
				'Everything else is anonymised: these records are separated from your account, hold no contact details or street address, and are used only for tax and audit purposes. At the end of the five years they are deleted.',
			],
			items: [
				'Paid orders and their tax invoices and credit notes: invoice number, dates, what was ordered, amounts, VAT, the name on the invoice, and the emirate and area of delivery',
				'Payment and refund records: amount, date, the type of payment and the masked card number (its first six and last four digits), for refunds and chargebacks',
				'Orders that were never paid: cancelled, with no name or contact details',
				'Messages to our customer care team, for up to two years after the conversation ends',
				'Records needed for an open dispute or legal claim, only until it is settled',
			],
		},
		timeline: {
			heading: 'How long it takes',
			steps: [
				{ title: 'At once', text: 'From your account: your account and personal data are erased the moment you confirm, and we e-mail you a confirmation.' },
				{
					title: 'Within 30 days',
					text: 'By e-mail: we reply within 2 working days, check that the request comes from the account holder if needed, and delete the account within 30 days.',
				},
				{ title: 'Within 90 days', text: 'Copies in our encrypted backups are overwritten as the backups expire.' },
			],
		},
		contact: {
			heading: 'Questions about your data?',
			text: 'Our customer care team can tell you what we hold about you and help with your request.',
			privacy: 'Read our privacy policy',
		},
	},
	'ar-ae': {
		request: {
			heading: 'كيف تطلب الحذف',
			account: {
				title: 'من حسابك',
				text: 'سجّل الدخول وستعود مباشرة إلى هذه الصفحة، حيث يمكنك حذف حسابك بنفسك: نطلب منك كلمة المرور مرة أخرى، ثم نحذف بياناتك فورًا ونرسل إليك تأكيدًا بالبريد الإلكتروني.',
				cta: 'سجّل الدخول لحذف حسابك',
			},
			email: {
				title: 'عبر البريد الإلكتروني',
				text: 'راسلنا من البريد الإلكتروني المسجّل في حسابك واطلب حذفه. لا ننفّذ إلا الطلبات الواردة من هذا العنوان، حتى لا يتمكن أي شخص آخر من حذف حسابك. وإذا لم تعد تستخدم هذا العنوان، فأخبرنا وسنتحقق من هويتك بطريقة أخرى.',
				subject: 'طلب حذف حسابي في kcal',
				cta: 'راسلنا',
			},
			appNote: 'التطبيق والموقع يستخدمان الحساب نفسه، لذا فإن حذفه يزيله من كليهما. أما حذف التطبيق من هاتفك فلا يحذف حسابك.',
		},
		signedIn: {
			heading: 'احذف حسابك الآن',
			signedInAs: 'أنت مسجّل الدخول بالحساب {{email}}.',
			intro: 'يُحذف حسابك وبياناتك الشخصية فور تأكيدك، ولا يمكن التراجع عن ذلك. ستجد أدناه بالتفصيل ما نحذفه وما يُلزمنا القانون بالاحتفاظ به.',
			password: 'كلمة المرور',
			passwordHint: 'أدخلها مرة أخرى حتى لا يتمكن أي شخص آخر من حذف حسابك من جهاز تركته مسجّلًا الدخول.',
			forgotPassword: 'هل نسيت كلمة المرور؟',
			confirm: 'أدرك أن حسابي وبياناتي الشخصية ستُحذف نهائيًا، وأنه لا يمكن التراجع عن ذلك.',
			submit: 'احذف حسابي',
			blockedHeading: 'لا يمكن حذف حسابك بعد',
			blockedContact: 'تواصل مع خدمة العملاء',
		},
		deleted: {
			heading: 'تم حذف حسابك',
			text: 'حذفنا بياناتك الشخصية وسجّلنا خروجك من جميع الأجهزة. ستصلك رسالة تأكيد على بريدك الإلكتروني، وهي آخر رسالة نرسلها إليك بشأن هذا الحساب.',
			home: 'الانتقال إلى الصفحة الرئيسية',
		},
		before: {
			heading: 'قبل أن تطلب الحذف',
			items: [
				'ما دامت خطتك الغذائية قيد التوصيل، فلا يمكن حذف الحساب قبل آخر يوم توصيل، لأن حذف عنوانك سيوقف وجبات دفعت ثمنها. ولإنهاء الخطة قبل موعدها، تواصل مع خدمة العملاء.',
				'أعد الحقائب المبرّدة لنتمكن من ردّ مبلغ تأمين الحقائب إليك قبل إغلاق الحساب.',
				'يسقط أي رصيد غير مستخدم أو خصومات أو مكافآت إحالة عند حذف الحساب.',
				'لا يمكن التراجع عن الحذف، وإذا أردت الطلب مجددًا لاحقًا فستحتاج إلى حساب جديد.',
			],
		},
		erased: {
			heading: 'ما الذي نحذفه',
			items: [
				'ملفك الشخصي: الاسم والبريد الإلكتروني ورقم الهاتف المتحرك والجنس وتاريخ الميلاد وكلمة المرور',
				'عناوين التوصيل وتعليمات التوصيل وأيام التوصيل المفضّلة',
				'بطاقاتك المحفوظة: نحذف رموز الدفع التي كانت لدينا، فلا يعود بالإمكان الخصم منها عبر kcal (ولا نحتفظ أبدًا بأرقام البطاقات كاملة)',
				'بيانات تسجيل الدخول: نسجّل خروجك من الموقع والتطبيق على جميع الأجهزة',
				'ما سجّلناه عند إنشاء حسابك: الحملة أو الإعلان الذي أوصلك إلينا، ومتصفحك، وعنوان IP الخاص بك',
				'من طلباتك: بريدك الإلكتروني ورقم هاتفك ورقم الشقة والمبنى والشارع والمعلم القريب وملاحظات السائق والموقع على الخريطة والحساسية الغذائية وأي موعد استشارة',
				'رسائل البريد الإلكتروني التي أرسلناها إليك كما هي محفوظة في أنظمتنا',
				'تفضيلاتك التسويقية، فنتوقف عن إرسال الرسائل إليك',
			],
		},
		kept: {
			heading: 'ما نحتفظ به ولماذا',
			paragraphs: [
				'يُلزمنا قانون الضرائب في الإمارات بالاحتفاظ بالفواتير الضريبية والسجلات المتعلقة بها مدة خمس سنوات من نهاية الفترة الضريبية التي تخصها. لذلك نحتفظ لكل طلب مدفوع بما تتضمنه فاتورته الضريبية: رقم الفاتورة وتاريخها، وما طُلب، والأسعار والخصومات وضريبة القيمة المضافة، والاسم الذي صدرت به. ويبقى الاسم لأنه مدوَّن في الفاتورة التي أصدرناها، ويجب أن تطابق نسختنا نسختك، وتبقى الإمارة والمنطقة اللتان وُصّل إليهما الطلب لأن ضريبة القيمة المضافة يُصرَّح بها لكل إمارة على حدة.',
				'وفيما عدا ذلك نُخفي كل ما يدل على هويتك: نفصل هذه السجلات عن حسابك، ولا يبقى فيها أي بيانات تواصل أو عنوان تفصيلي، ولا نستخدمها إلا لأغراض الضرائب والتدقيق. وعند انقضاء السنوات الخمس نحذفها.',
			],
			items: [
				'الطلبات المدفوعة وفواتيرها الضريبية وإشعاراتها الدائنة: رقم الفاتورة والتواريخ وما طُلب والمبالغ وضريبة القيمة المضافة والاسم المدوَّن في الفاتورة والإمارة والمنطقة اللتان وُصّل إليهما الطلب',
				'سجلات الدفع والاسترداد: المبلغ والتاريخ وطريقة الدفع ورقم البطاقة المخفي (أول ستة أرقام وآخر أربعة)، لأغراض الاسترداد والاعتراض على المدفوعات',
				'الطلبات التي لم تُدفع: تُلغى ولا يبقى فيها اسم ولا بيانات تواصل',
				'رسائلك إلى فريق خدمة العملاء، لمدة أقصاها سنتان بعد انتهاء المحادثة',
				'السجلات اللازمة لنزاع أو مطالبة قانونية قائمة، إلى حين تسويتها فقط',
			],
		},
		timeline: {
			heading: 'كم يستغرق الحذف',
			steps: [
				{ title: 'فورًا', text: 'من حسابك: يُحذف حسابك وبياناتك الشخصية لحظة تأكيدك، ونرسل إليك تأكيدًا بالبريد الإلكتروني.' },
				{
					title: 'خلال 30 يومًا',
					text: 'عبر البريد الإلكتروني: نرد عليك خلال يومَي عمل، ونتحقق عند الحاجة من أن الطلب صادر عن صاحب الحساب، ونحذف الحساب خلال 30 يومًا.',
				},
				{ title: 'خلال 90 يومًا', text: 'تُستبدل النسخ المحفوظة في نسخنا الاحتياطية المشفّرة مع انتهاء صلاحيتها.' },
			],
		},
		contact: {
			heading: 'هل لديك أسئلة عن بياناتك؟',
			text: 'يمكن لفريق خدمة العملاء أن يخبرك بالبيانات التي نحتفظ بها عنك وأن يساعدك في طلبك.',
			privacy: 'اقرأ سياسة الخصوصية',
		},
	},
	'ru-ae': {
		request: {
			heading: 'Как запросить удаление',
			account: {
				title: 'В личном кабинете',
				text: 'Войдите в аккаунт, и вы сразу вернётесь на эту страницу, где сможете удалить его сами: мы ещё раз спросим пароль, сразу удалим данные и пришлём подтверждение на почту.',
				cta: 'Войти и удалить аккаунт',
			},
			email: {
				title: 'По электронной почте',
				text: 'Напишите нам с почты, на которую зарегистрирован аккаунт, и попросите его удалить. Мы выполняем только запросы с этого адреса, чтобы никто другой не смог удалить ваш аккаунт. Если вы больше не пользуетесь этой почтой, сообщите нам — мы подтвердим вашу личность другим способом.',
				subject: 'Прошу удалить мой аккаунт kcal',
				cta: 'Написать нам',
			},
			appNote: 'У приложения и сайта один общий аккаунт: после удаления он исчезнет и там, и там. Если просто удалить приложение с телефона, аккаунт останется.',
		},
		signedIn: {
			heading: 'Удалить аккаунт сейчас',
			signedInAs: 'Вы вошли как {{email}}.',
			intro: 'Аккаунт и персональные данные удаляются сразу после подтверждения, и отменить это нельзя. Ниже подробно описано, что мы удаляем и что обязаны хранить по закону.',
			password: 'Ваш пароль',
			passwordHint: 'Введите его ещё раз: так никто другой не сможет удалить ваш аккаунт с устройства, на котором вы не вышли из него.',
			forgotPassword: 'Забыли пароль?',
			confirm: 'Я понимаю, что мой аккаунт и персональные данные будут удалены навсегда и отменить это нельзя.',
			submit: 'Удалить аккаунт',
			blockedHeading: 'Пока удалить аккаунт нельзя',
			blockedContact: 'Связаться со службой поддержки',
		},
		deleted: {
			heading: 'Аккаунт удалён',
			text: 'Мы удалили ваши персональные данные, и вы вышли из аккаунта на всех устройствах. На вашу почту уже отправлено подтверждение — это последнее письмо об этом аккаунте, которое мы вам пришлём.',
			home: 'На главную',
		},
		before: {
			heading: 'Прежде чем отправить запрос',
			items: [
				'Пока план питания ещё доставляется, удалить аккаунт до последнего дня доставки нельзя: без вашего адреса мы не сможем привезти оплаченную еду. Чтобы завершить план раньше, свяжитесь со службой поддержки.',
				'Верните термосумки, чтобы мы успели вернуть вам залог до закрытия аккаунта.',
				'Неиспользованный баланс, скидки и бонусы за приглашения при удалении аккаунта сгорают.',
				'Удаление нельзя отменить. Чтобы снова сделать заказ, понадобится новый аккаунт.',
			],
		},
		erased: {
			heading: 'Что мы удаляем',
			items: [
				'Ваш профиль: имя, адрес электронной почты, номер мобильного, пол, дату рождения и пароль',
				'Адреса доставки, инструкции для курьера и предпочтительные дни доставки',
				'Сохранённые карты: мы удаляем платёжные токены, которые у нас были, и списать деньги с этих карт через kcal больше нельзя (полные номера карт мы никогда не храним)',
				'Данные для входа: вы выходите из аккаунта на сайте и в приложении на всех устройствах',
				'То, что мы записали при регистрации: рекламную кампанию или объявление, которые вас к нам привели, ваш браузер и IP-адрес',
				'Из ваших заказов: адрес электронной почты, номер телефона, квартиру, здание, улицу, ориентир, заметки для курьера, точку на карте, сведения об аллергиях и запись на консультацию',
				'Письма, которые мы вам отправляли, в том виде, в каком они хранятся в наших системах',
				'Настройки рассылок: мы перестаём присылать вам сообщения',
			],
		},
		kept: {
			heading: 'Что мы храним и почему',
			paragraphs: [
				'Налоговое законодательство ОАЭ обязывает нас хранить налоговые счета-фактуры и связанные с ними записи пять лет с конца налогового периода, к которому они относятся. Поэтому по каждому оплаченному заказу мы храним то, что указано в его счёте-фактуре: номер и дату счёта, состав заказа, цены, скидки и НДС, а также имя, на которое выставлен счёт. Имя остаётся, потому что оно указано в выставленном нами счёте, и наша копия должна совпадать с вашей; эмират и район доставки остаются, потому что НДС декларируется отдельно по каждому эмирату.',
				'Всё остальное обезличивается: эти записи отделены от вашего аккаунта, в них нет контактных данных и точного адреса, и используются они только для налогового учёта и аудита. По истечении пяти лет мы их удаляем.',
			],
			items: [
				'Оплаченные заказы, их счета-фактуры и кредит-ноты: номер счёта, даты, состав заказа, суммы, НДС, имя в счёте, эмират и район доставки',
				'Записи об оплатах и возвратах: сумма, дата, способ оплаты и маскированный номер карты (первые шесть и последние четыре цифры) — для возвратов и оспаривания платежей',
				'Неоплаченные заказы: отменяются, имени и контактных данных в них не остаётся',
				'Переписка со службой поддержки — не дольше двух лет после окончания разговора',
				'Записи, нужные для незакрытого спора или судебного иска, — только до его урегулирования',
			],
		},
		timeline: {
			heading: 'Сколько это займёт',
			steps: [
				{ title: 'Сразу', text: 'В личном кабинете: аккаунт и персональные данные удаляются в момент подтверждения, а мы присылаем подтверждение на почту.' },
				{
					title: 'В течение 30 дней',
					text: 'По электронной почте: отвечаем в течение 2 рабочих дней, при необходимости проверяем, что запрос от владельца аккаунта, и удаляем аккаунт в течение 30 дней.',
				},
				{ title: 'В течение 90 дней', text: 'Данные в наших зашифрованных резервных копиях перезаписываются по мере того, как истекает срок их хранения.' },
			],
		},
		contact: {
			heading: 'Есть вопросы о ваших данных?',
			text: 'Служба поддержки расскажет, какие данные о вас мы храним, и поможет с запросом.',
			privacy: 'Политика конфиденциальности',
		},
	},
}
