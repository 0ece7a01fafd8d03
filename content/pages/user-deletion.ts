/**
 * /user-deletion/: how to have a kcal account and its personal data deleted, what is erased,
 * what UAE tax law makes us keep (anonymised, five years) and how long it takes. The app stores
 * link here as the account-deletion page. Requests are made from the account page or by e-mail
 * from the account's address (SUPPORT_EMAIL); there is deliberately no form on this page.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type UserDeletionContent = {
	request: {
		heading: string
		account: Titled & { cta: string }
		email: Titled & { subject: string; cta: string }
		appNote: string
	}
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
				text: 'Log in, open your account page and choose “Delete my account”. We ask you to confirm, then e-mail you to say the request has reached us.',
				cta: 'Log in',
			},
			email: {
				title: 'By e-mail',
				text: 'Write to us from the e-mail address registered to your account and ask us to delete it. We only act on requests from that address, so that nobody else can delete your account. If you no longer use that address, tell us and we will check it is you in another way.',
				subject: 'Please delete my kcal account',
				cta: 'Write to us',
			},
			appNote: 'The app and the website share one account: deleting it removes it from both. Removing the app from your phone does not delete your account.',
		},
		before: {
			heading: 'Before you ask',
			items: [
				'Any subscription has to be finished or cancelled first: we cannot delete an account while meals are still being cooked and delivered for it.',
				'Give back your cool bags, so we can refund your bag deposit before the account is closed.',
				'Unused credit, discounts and referral rewards are lost when the account is deleted.',
				'Deletion cannot be undone. If you want to order again later, you will need a new account.',
			],
		},
		erased: {
			heading: 'What we delete',
			items: [
				'Your profile: name, e-mail address, mobile number, gender and date of birth',
				'Your delivery addresses and delivery instructions',
				'Your allergies, body-assessment answers and nutritionist consultation notes',
				'Your saved cards: the payment tokens are removed from our payment provider (we never store full card numbers)',
				'Your log-in, and with it your access to the app and the website',
				'Your marketing preferences: we stop sending you messages',
			],
		},
		kept: {
			heading: 'What we keep, and for how long',
			paragraphs: [
				'UAE tax law requires us to keep tax invoices and the records behind them for five years from the end of the tax period they belong to. We keep them anonymised: they are separated from your account, your contact details and addresses are removed, and they are used only for tax and audit purposes. At the end of the five years they are deleted.',
			],
			items: [
				'Tax invoices and credit notes: what was ordered, the amounts, the VAT and the dates',
				'Payment and refund records: amount, date, the type of payment and the last four digits of the card',
				'Messages to our customer care team, for up to two years after the conversation ends',
				'Records needed for an open dispute or legal claim, only until it is settled',
			],
		},
		timeline: {
			heading: 'How long it takes',
			steps: [
				{ title: 'Within 2 working days', text: 'We confirm that we have your request and, if needed, check that it comes from the account holder.' },
				{ title: 'Within 30 days', text: 'We delete your account and personal data and send a last e-mail to say it is done.' },
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
				text: 'سجّل الدخول، وافتح صفحة حسابك، واختر «حذف حسابي». سنطلب منك تأكيد الطلب، ثم نرسل إليك رسالة بالبريد الإلكتروني تفيد باستلامه.',
				cta: 'تسجيل الدخول',
			},
			email: {
				title: 'عبر البريد الإلكتروني',
				text: 'راسلنا من البريد الإلكتروني المسجّل في حسابك واطلب حذفه. لا ننفّذ إلا الطلبات الواردة من هذا العنوان، حتى لا يتمكن أي شخص آخر من حذف حسابك. وإذا لم تعد تستخدم هذا العنوان، فأخبرنا وسنتحقق من هويتك بطريقة أخرى.',
				subject: 'طلب حذف حسابي في kcal',
				cta: 'راسلنا',
			},
			appNote: 'التطبيق والموقع يستخدمان الحساب نفسه، لذا فإن حذفه يزيله من كليهما. أما حذف التطبيق من هاتفك فلا يحذف حسابك.',
		},
		before: {
			heading: 'قبل أن تطلب الحذف',
			items: [
				'يجب أن ينتهي أي اشتراك أو يُلغى أولًا، إذ لا يمكننا حذف حساب ما زلنا نطهو له الوجبات ونوصلها.',
				'أعد الحقائب المبرّدة لنتمكن من ردّ مبلغ تأمين الحقائب إليك قبل إغلاق الحساب.',
				'يسقط أي رصيد غير مستخدم أو خصومات أو مكافآت إحالة عند حذف الحساب.',
				'لا يمكن التراجع عن الحذف، وإذا أردت الطلب مجددًا لاحقًا فستحتاج إلى حساب جديد.',
			],
		},
		erased: {
			heading: 'ما الذي نحذفه',
			items: [
				'ملفك الشخصي: الاسم والبريد الإلكتروني ورقم الهاتف المتحرك والجنس وتاريخ الميلاد',
				'عناوين التوصيل وتعليمات التوصيل',
				'الحساسية الغذائية وإجابات تقييم الجسم وملاحظات استشارات التغذية',
				'بطاقاتك المحفوظة: نحذف رموز الدفع لدى مزوّد خدمة الدفع (ولا نحتفظ أبدًا بأرقام البطاقات كاملة)',
				'بيانات تسجيل الدخول، ومعها إمكانية الوصول إلى التطبيق والموقع',
				'تفضيلاتك التسويقية، فنتوقف عن إرسال الرسائل إليك',
			],
		},
		kept: {
			heading: 'ما نحتفظ به ومدة الاحتفاظ',
			paragraphs: [
				'يُلزمنا قانون الضرائب في الإمارات بالاحتفاظ بالفواتير الضريبية والسجلات المتعلقة بها مدة خمس سنوات من نهاية الفترة الضريبية التي تخصها. ونحتفظ بها بعد إخفاء هويتك: نفصلها عن حسابك، ونحذف منها بيانات التواصل والعناوين، ولا نستخدمها إلا لأغراض الضرائب والتدقيق. وعند انقضاء السنوات الخمس نحذفها.',
			],
			items: [
				'الفواتير الضريبية والإشعارات الدائنة: ما طُلب والمبالغ وضريبة القيمة المضافة والتواريخ',
				'سجلات الدفع والاسترداد: المبلغ والتاريخ وطريقة الدفع وآخر أربعة أرقام من البطاقة',
				'رسائلك إلى فريق خدمة العملاء، لمدة أقصاها سنتان بعد انتهاء المحادثة',
				'السجلات اللازمة لنزاع أو مطالبة قانونية قائمة، إلى حين تسويتها فقط',
			],
		},
		timeline: {
			heading: 'كم يستغرق الحذف',
			steps: [
				{ title: 'خلال يومَي عمل', text: 'نؤكد لك استلام طلبك، ونتحقق عند الحاجة من أنه صادر عن صاحب الحساب.' },
				{ title: 'خلال 30 يومًا', text: 'نحذف حسابك وبياناتك الشخصية، ونرسل إليك رسالة أخيرة تفيد بإتمام الحذف.' },
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
				text: 'Войдите в аккаунт, откройте личный кабинет и выберите «Удалить аккаунт». Мы попросим подтвердить запрос, а затем пришлём письмо о том, что получили его.',
				cta: 'Войти',
			},
			email: {
				title: 'По электронной почте',
				text: 'Напишите нам с почты, на которую зарегистрирован аккаунт, и попросите его удалить. Мы выполняем только запросы с этого адреса, чтобы никто другой не смог удалить ваш аккаунт. Если вы больше не пользуетесь этой почтой, сообщите нам — мы подтвердим вашу личность другим способом.',
				subject: 'Прошу удалить мой аккаунт kcal',
				cta: 'Написать нам',
			},
			appNote: 'У приложения и сайта один общий аккаунт: после удаления он исчезнет и там, и там. Если просто удалить приложение с телефона, аккаунт останется.',
		},
		before: {
			heading: 'Прежде чем отправить запрос',
			items: [
				'Подписку нужно сначала завершить или отменить: мы не можем удалить аккаунт, пока для него ещё готовят и доставляют еду.',
				'Верните термосумки, чтобы мы успели вернуть вам залог до закрытия аккаунта.',
				'Неиспользованный баланс, скидки и бонусы за приглашения при удалении аккаунта сгорают.',
				'Удаление нельзя отменить. Чтобы снова сделать заказ, понадобится новый аккаунт.',
			],
		},
		erased: {
			heading: 'Что мы удаляем',
			items: [
				'Ваш профиль: имя, адрес электронной почты, номер мобильного, пол и дату рождения',
				'Адреса доставки и инструкции для курьера',
				'Сведения об аллергиях, ответы из оценки тела и заметки с консультаций нутрициолога',
				'Сохранённые карты: платёжные токены удаляются у нашего платёжного провайдера (полные номера карт мы никогда не храним)',
				'Данные для входа, а вместе с ними доступ к приложению и сайту',
				'Настройки рассылок: мы перестаём присылать вам сообщения',
			],
		},
		kept: {
			heading: 'Что мы храним и как долго',
			paragraphs: [
				'Налоговое законодательство ОАЭ обязывает нас хранить налоговые счета-фактуры и связанные с ними записи пять лет с конца налогового периода, к которому они относятся. Мы храним их в обезличенном виде: они отделены от вашего аккаунта, контактные данные и адреса из них удалены, и используются они только для налогового учёта и аудита. По истечении пяти лет мы их удаляем.',
			],
			items: [
				'Налоговые счета-фактуры и кредит-ноты: что было заказано, суммы, НДС и даты',
				'Записи об оплатах и возвратах: сумма, дата, способ оплаты и последние четыре цифры карты',
				'Переписка со службой поддержки — не дольше двух лет после окончания разговора',
				'Записи, нужные для незакрытого спора или судебного иска, — только до его урегулирования',
			],
		},
		timeline: {
			heading: 'Сколько это займёт',
			steps: [
				{ title: 'В течение 2 рабочих дней', text: 'Подтверждаем, что получили запрос, и при необходимости проверяем, что он от владельца аккаунта.' },
				{ title: 'В течение 30 дней', text: 'Удаляем аккаунт и персональные данные и присылаем последнее письмо о том, что всё сделано.' },
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
