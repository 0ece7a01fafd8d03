/**
 * The words of /account/: the customer's details, addresses, delivery days, saved cards, orders
 * and security. Address field labels are the checkout's (content/pages/checkout.ts) and field
 * error sentences come from the server (content/account-messages/profile.ts,
 * content/checkout-messages.ts), so an address reads the same wherever it is typed.
 * `{{name}}` placeholders are filled by the page (domain/text-template.ts).
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { OrderStatus } from '../../domain/order.ts'

/** What the page says after a change went through (`?done=`). */
export type AccountDone =
	| 'profile'
	| 'address-added'
	| 'address-saved'
	| 'address-deleted'
	| 'address-default'
	| 'preferences'
	| 'meal-reminders'
	| 'card-removed'

export const ACCOUNT_DONE: readonly AccountDone[] = [
	'profile',
	'address-added',
	'address-saved',
	'address-deleted',
	'address-default',
	'preferences',
	'meal-reminders',
	'card-removed',
]

type Confirm = { title: string; text: string; confirm: string; cancel: string }

export type AccountText = {
	/** `{{email}}` */
	signedInAs: string
	nav: { label: string; plan: string; profile: string; addresses: string; delivery: string; cards: string; orders: string; security: string }
	done: Record<AccountDone, string>
	profile: {
		heading: string
		intro: string
		email: string
		emailHint: string
		firstName: string
		lastName: string
		mobile: string
		mobileHint: string
		gender: string
		genders: { male: string; female: string; none: string }
		birthDate: string
		birthDateHint: string
		save: string
	}
	addresses: {
		heading: string
		intro: string
		empty: string
		defaultBadge: string
		temporaryBadge: string
		temporaryHint: string
		closedSlot: string
		/** `{{slot}}` the slot's name, `{{from}}`–`{{to}}` its hours. */
		delivery: string
		landmark: string
		edit: string
		makeDefault: string
		delete: string
		add: string
		addHeading: string
		/** `{{address}}` the address being changed. */
		editHeading: string
		makeDefaultOnSave: string
		save: string
		cancel: string
		/** `{{max}}` */
		limit: string
		confirmDelete: Confirm
	}
	delivery: {
		heading: string
		intro: string
		/** What saving them does to running plans (server/schedule/preferred-days.ts). */
		runningPlans: string
		needAddress: string
		legend: string
		none: string
		save: string
	}
	/** The weekly e-mail to choose dishes before the cut-off (server/menus/meal-reminders.ts). */
	mealReminders: { heading: string; label: string; hint: string; save: string }
	cards: {
		heading: string
		intro: string
		empty: string
		/** `{{type}}` Visa…, `{{last4}}` */
		card: string
		unknownType: string
		/** `{{expiry}}` MM/YY */
		expires: string
		remove: string
		confirmRemove: Confirm
	}
	orders: {
		heading: string
		intro: string
		empty: string
		browse: string
		caption: string
		columns: { number: string; date: string; plan: string; total: string; status: string }
		statuses: Record<OrderStatus, string>
		view: string
		invoice: string
		pay: string
		/** `{{number}}` the order number, for the links' accessible names. */
		linkLabel: string
	}
	deletion: { heading: string; text: string; link: string }
	/** Shown when the posted form expired or came from elsewhere. */
	crossSite: string
}

export const ACCOUNT: Record<LocaleCode, AccountText> = {
	en: {
		signedInAs: 'Signed in as {{email}}',
		nav: {
			label: 'Account sections',
			plan: 'My plan',
			profile: 'My details',
			addresses: 'Addresses',
			delivery: 'Delivery days',
			cards: 'Saved cards',
			orders: 'Orders',
			security: 'Password and devices',
		},
		done: {
			profile: 'Your details are saved.',
			'address-added': 'The address is added.',
			'address-saved': 'The address is updated.',
			'address-deleted': 'The address is deleted.',
			'address-default': 'Your default address is changed.',
			preferences: 'Your delivery days are saved.',
			'meal-reminders': 'Your meal reminder setting is saved.',
			'card-removed': 'The card is removed from your account.',
		},
		profile: {
			heading: 'My details',
			intro: 'We use these to deliver your meals and to reach you about your orders.',
			email: 'E-mail',
			emailHint: 'You log in with this address. To change it, contact our customer care team.',
			firstName: 'First name',
			lastName: 'Last name',
			mobile: 'Mobile number',
			mobileHint: 'A UAE mobile number. The driver calls it if they can’t find you.',
			gender: 'Gender',
			genders: { male: 'Male', female: 'Female', none: 'Prefer not to say' },
			birthDate: 'Date of birth',
			birthDateHint: 'Optional. It helps our nutritionists tailor your plan.',
			save: 'Save my details',
		},
		addresses: {
			heading: 'Delivery addresses',
			intro: 'Save the places we deliver to. Your default address is the one checkout suggests first.',
			empty: 'You have no saved addresses yet. Add one and checkout will fill it in for you.',
			defaultBadge: 'Default',
			temporaryBadge: 'To complete',
			temporaryHint: 'This address was created for you by the app. Edit it and add your real address.',
			closedSlot: 'We no longer deliver at this time in this area. Edit the address and choose another delivery time.',
			delivery: 'Delivery: {{slot}}, {{from}}–{{to}}',
			landmark: 'Landmark',
			edit: 'Edit',
			makeDefault: 'Make default',
			delete: 'Delete',
			add: 'Add an address',
			addHeading: 'New address',
			editHeading: 'Edit address: {{address}}',
			makeDefaultOnSave: 'Make this my default address',
			save: 'Save address',
			cancel: 'Cancel',
			limit: 'You can keep up to {{max}} addresses.',
			confirmDelete: {
				title: 'Delete this address?',
				text: 'Any delivery days that use it will be removed too. Orders you have already placed keep their address.',
				confirm: 'Delete address',
				cancel: 'Keep it',
			},
		},
		delivery: {
			heading: 'Delivery days',
			intro: 'Choose where and when we deliver on each day of the week. Days with no choice follow your default address.',
			runningPlans:
				'Saving these preferences also changes the delivery days of your running plans on those weekdays that are still before the cut-off; days past the cut-off stay as they are.',
			needAddress: 'Add a delivery address first, then choose your delivery days here.',
			legend: 'Address and time for each day',
			none: 'No preference',
			save: 'Save delivery days',
		},
		mealReminders: {
			heading: 'Meal reminders',
			label: 'E-mail me each week to swap dishes before the cut-off',
			hint: 'Sent the day before the coming week’s first cut-off while a plan runs. Without a swap you get the menu’s dishes.',
			save: 'Save reminder setting',
		},
		cards: {
			heading: 'Saved cards',
			intro: 'Cards you chose to save when paying. We keep only a secure reference from our payment provider, never the full card number.',
			empty: 'You have no saved cards. You can save a card the next time you pay by card.',
			card: '{{type}} ending in {{last4}}',
			unknownType: 'Card',
			expires: 'Expires {{expiry}}',
			remove: 'Remove',
			confirmRemove: {
				title: 'Remove this card?',
				text: 'You won’t be able to pay with it without typing the card details again.',
				confirm: 'Remove card',
				cancel: 'Keep it',
			},
		},
		orders: {
			heading: 'Orders',
			intro: 'Plans you ordered while logged in. Open a paid order to see and print its tax invoice.',
			empty: 'You haven’t placed an order with this account yet.',
			browse: 'Browse meal plans',
			caption: 'Your orders, newest first',
			columns: { number: 'Order', date: 'Date', plan: 'Plan', total: 'Total', status: 'Status' },
			statuses: {
				draft: 'Not paid yet',
				pending_payment: 'Confirming payment',
				paid: 'Paid',
				failed: 'Payment failed',
				cancelled: 'Cancelled',
			},
			view: 'View order',
			invoice: 'View tax invoice',
			pay: 'Complete payment',
			linkLabel: 'order {{number}}',
		},
		deletion: {
			heading: 'Delete my account',
			text: 'See what deleting your account removes, what the law makes us keep, and how to ask for it.',
			link: 'Delete my account',
		},
		crossSite: 'This form was sent from another site, so we refused it. Please reload the page and try again.',
	},
	'ar-ae': {
		signedInAs: 'تم تسجيل الدخول باسم {{email}}',
		nav: {
			label: 'أقسام الحساب',
			plan: 'خطتي',
			profile: 'بياناتي',
			addresses: 'العناوين',
			delivery: 'أيام التوصيل',
			cards: 'البطاقات المحفوظة',
			orders: 'الطلبات',
			security: 'كلمة المرور والأجهزة',
		},
		done: {
			profile: 'تم حفظ بياناتك.',
			'address-added': 'تمت إضافة العنوان.',
			'address-saved': 'تم تحديث العنوان.',
			'address-deleted': 'تم حذف العنوان.',
			'address-default': 'تم تغيير عنوانك الافتراضي.',
			preferences: 'تم حفظ أيام التوصيل.',
			'meal-reminders': 'تم حفظ إعداد تذكير الوجبات.',
			'card-removed': 'تمت إزالة البطاقة من حسابك.',
		},
		profile: {
			heading: 'بياناتي',
			intro: 'نستخدم هذه البيانات لتوصيل وجباتك والتواصل معك بشأن طلباتك.',
			email: 'البريد الإلكتروني',
			emailHint: 'تسجّل الدخول بهذا العنوان. لتغييره، تواصل مع فريق خدمة العملاء.',
			firstName: 'الاسم الأول',
			lastName: 'اسم العائلة',
			mobile: 'رقم الهاتف المتحرك',
			mobileHint: 'رقم هاتف متحرك إماراتي. يتصل به السائق إذا لم يتمكن من الوصول إليك.',
			gender: 'الجنس',
			genders: { male: 'ذكر', female: 'أنثى', none: 'أفضّل عدم الذكر' },
			birthDate: 'تاريخ الميلاد',
			birthDateHint: 'اختياري. يساعد أخصائيي التغذية لدينا على تصميم خطتك بما يناسبك.',
			save: 'حفظ بياناتي',
		},
		addresses: {
			heading: 'عناوين التوصيل',
			intro: 'احفظ الأماكن التي نوصل إليها. عنوانك الافتراضي هو أول ما نقترحه عليك عند إتمام الطلب.',
			empty: 'لا توجد لديك عناوين محفوظة بعد. أضف عنوانًا وسنملؤه لك تلقائيًا عند إتمام الطلب.',
			defaultBadge: 'افتراضي',
			temporaryBadge: 'بحاجة إلى إكمال',
			temporaryHint: 'أنشأ التطبيق هذا العنوان نيابةً عنك. عدّله وأدخل عنوانك الفعلي.',
			closedSlot: 'لم نعد نوصل في هذا الوقت إلى هذه المنطقة. عدّل العنوان واختر وقت توصيل آخر.',
			delivery: 'التوصيل: {{slot}}، {{from}}–{{to}}',
			landmark: 'معلم قريب',
			edit: 'تعديل',
			makeDefault: 'تعيين كافتراضي',
			delete: 'حذف',
			add: 'إضافة عنوان',
			addHeading: 'عنوان جديد',
			editHeading: 'تعديل العنوان: {{address}}',
			makeDefaultOnSave: 'اجعل هذا عنواني الافتراضي',
			save: 'حفظ العنوان',
			cancel: 'إلغاء',
			limit: 'يمكنك حفظ {{max}} عنوانًا كحد أقصى.',
			confirmDelete: {
				title: 'هل تريد حذف هذا العنوان؟',
				text: 'ستُحذف أيضًا أيام التوصيل المرتبطة به. أما الطلبات التي قدّمتها بالفعل فتحتفظ بعناوينها.',
				confirm: 'حذف العنوان',
				cancel: 'الاحتفاظ به',
			},
		},
		delivery: {
			heading: 'أيام التوصيل',
			intro: 'اختر مكان التوصيل ووقته لكل يوم من أيام الأسبوع. الأيام التي لا تختار لها شيئًا يُوصَل فيها إلى عنوانك الافتراضي.',
			runningPlans:
				'عند حفظ هذه التفضيلات تتغيّر أيضًا أيام التوصيل في خططك الجارية التي تقع في أيام الأسبوع هذه ولم ينقضِ آخر موعد للتعديل عليها، وتبقى الأيام التي انقضى موعدها كما هي.',
			needAddress: 'أضف عنوان توصيل أولًا، ثم اختر أيام التوصيل من هنا.',
			legend: 'العنوان والوقت لكل يوم',
			none: 'بلا تفضيل',
			save: 'حفظ أيام التوصيل',
		},
		mealReminders: {
			heading: 'تذكيرات الوجبات',
			label: 'راسلني كل أسبوع لتبديل الأطباق قبل آخر موعد للتعديل',
			hint: 'تُرسَل في اليوم السابق لأول موعد نهائي للتعديل في الأسبوع القادم ما دامت خطتك جارية. إذا لم تبدّل الأطباق، تصلك أطباق القائمة.',
			save: 'حفظ إعداد التذكير',
		},
		cards: {
			heading: 'البطاقات المحفوظة',
			intro: 'البطاقات التي اخترت حفظها عند الدفع. لا نحتفظ إلا بمرجع آمن من مزوّد خدمة الدفع، ولا نخزّن رقم البطاقة الكامل أبدًا.',
			empty: 'لا توجد لديك بطاقات محفوظة. يمكنك حفظ بطاقتك في المرة القادمة التي تدفع فيها بالبطاقة.',
			card: '{{type}} تنتهي بالأرقام {{last4}}',
			unknownType: 'بطاقة',
			expires: 'تاريخ الانتهاء {{expiry}}',
			remove: 'إزالة',
			confirmRemove: {
				title: 'هل تريد إزالة هذه البطاقة؟',
				text: 'لن تتمكن من الدفع بها دون إدخال بياناتها من جديد.',
				confirm: 'إزالة البطاقة',
				cancel: 'الاحتفاظ بها',
			},
		},
		orders: {
			heading: 'الطلبات',
			intro: 'الخطط التي طلبتها أثناء تسجيل الدخول. افتح أي طلب مدفوع لعرض فاتورته الضريبية وطباعتها.',
			empty: 'لم تقدّم أي طلب بهذا الحساب بعد.',
			browse: 'تصفّح خطط الوجبات',
			caption: 'طلباتك، من الأحدث إلى الأقدم',
			columns: { number: 'الطلب', date: 'التاريخ', plan: 'الخطة', total: 'الإجمالي', status: 'الحالة' },
			statuses: {
				draft: 'لم يُدفع بعد',
				pending_payment: 'جارٍ تأكيد الدفع',
				paid: 'مدفوع',
				failed: 'فشل الدفع',
				cancelled: 'ملغى',
			},
			view: 'عرض الطلب',
			invoice: 'عرض الفاتورة الضريبية',
			pay: 'إتمام الدفع',
			linkLabel: 'الطلب {{number}}',
		},
		deletion: {
			heading: 'حذف حسابي',
			text: 'اطّلع على ما يُحذف عند حذف حسابك، وما يُلزمنا القانون بالاحتفاظ به، وكيفية تقديم الطلب.',
			link: 'حذف حسابي',
		},
		crossSite: 'أُرسل هذا النموذج من موقع آخر، لذا رفضناه. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
	},
	'ru-ae': {
		signedInAs: 'Вы вошли как {{email}}',
		nav: {
			label: 'Разделы аккаунта',
			plan: 'Мой план',
			profile: 'Мои данные',
			addresses: 'Адреса',
			delivery: 'Дни доставки',
			cards: 'Сохранённые карты',
			orders: 'Заказы',
			security: 'Пароль и устройства',
		},
		done: {
			profile: 'Ваши данные сохранены.',
			'address-added': 'Адрес добавлен.',
			'address-saved': 'Адрес обновлён.',
			'address-deleted': 'Адрес удалён.',
			'address-default': 'Основной адрес изменён.',
			preferences: 'Дни доставки сохранены.',
			'meal-reminders': 'Настройка напоминаний о блюдах сохранена.',
			'card-removed': 'Карта удалена из вашего аккаунта.',
		},
		profile: {
			heading: 'Мои данные',
			intro: 'Они нужны, чтобы доставлять вам еду и связываться с вами по заказам.',
			email: 'Электронная почта',
			emailHint: 'С этим адресом вы входите в аккаунт. Чтобы его изменить, напишите в нашу службу поддержки.',
			firstName: 'Имя',
			lastName: 'Фамилия',
			mobile: 'Мобильный телефон',
			mobileHint: 'Мобильный номер ОАЭ. Курьер позвонит, если не сможет вас найти.',
			gender: 'Пол',
			genders: { male: 'Мужской', female: 'Женский', none: 'Не указывать' },
			birthDate: 'Дата рождения',
			birthDateHint: 'Необязательно. Так нашим нутрициологам проще подобрать для вас план.',
			save: 'Сохранить данные',
		},
		addresses: {
			heading: 'Адреса доставки',
			intro: 'Сохраните адреса, по которым мы доставляем. Основной адрес мы первым предложим при оформлении заказа.',
			empty: 'У вас пока нет сохранённых адресов. Добавьте адрес, и при оформлении заказа он подставится сам.',
			defaultBadge: 'Основной',
			temporaryBadge: 'Нужно заполнить',
			temporaryHint: 'Этот адрес создало за вас приложение. Откройте его и укажите свой настоящий адрес.',
			closedSlot: 'В это время мы больше не доставляем в этот район. Измените адрес и выберите другое время доставки.',
			delivery: 'Доставка: {{slot}}, {{from}}–{{to}}',
			landmark: 'Ориентир',
			edit: 'Изменить',
			makeDefault: 'Сделать основным',
			delete: 'Удалить',
			add: 'Добавить адрес',
			addHeading: 'Новый адрес',
			editHeading: 'Изменение адреса: {{address}}',
			makeDefaultOnSave: 'Сделать этот адрес основным',
			save: 'Сохранить адрес',
			cancel: 'Отмена',
			limit: 'В аккаунте можно хранить не больше {{max}} адресов.',
			confirmDelete: {
				title: 'Удалить этот адрес?',
				text: 'Дни доставки, привязанные к нему, тоже будут удалены. У уже оформленных заказов адрес останется прежним.',
				confirm: 'Удалить адрес',
				cancel: 'Оставить',
			},
		},
		delivery: {
			heading: 'Дни доставки',
			intro: 'Выберите, куда и когда доставлять еду в каждый день недели. В дни без выбора доставим на основной адрес.',
			runningPlans:
				'Эти настройки применяются и к дням доставки ваших текущих планов в эти дни недели, если крайний срок изменений для них ещё не прошёл; остальные дни остаются как есть.',
			needAddress: 'Сначала добавьте адрес доставки, а затем выберите здесь дни доставки.',
			legend: 'Адрес и время на каждый день',
			none: 'Без предпочтений',
			save: 'Сохранить дни доставки',
		},
		mealReminders: {
			heading: 'Напоминания о блюдах',
			label: 'Присылать письмо каждую неделю, чтобы заменить блюда до крайнего срока изменений',
			hint: 'Письмо приходит накануне первого крайнего срока следующей недели, пока действует план. Если ничего не менять, вы получите блюда из меню.',
			save: 'Сохранить настройку',
		},
		cards: {
			heading: 'Сохранённые карты',
			intro: 'Карты, которые вы решили сохранить при оплате. Мы храним только защищённую ссылку от платёжного провайдера и никогда — полный номер карты.',
			empty: 'У вас нет сохранённых карт. Сохранить карту можно при следующей оплате картой.',
			card: '{{type}}, последние цифры {{last4}}',
			unknownType: 'Карта',
			expires: 'Действует до {{expiry}}',
			remove: 'Удалить',
			confirmRemove: {
				title: 'Удалить эту карту?',
				text: 'Чтобы снова платить ею, придётся заново ввести данные карты.',
				confirm: 'Удалить карту',
				cancel: 'Оставить',
			},
		},
		orders: {
			heading: 'Заказы',
			intro: 'Планы, которые вы заказали, войдя в аккаунт. Откройте оплаченный заказ, чтобы посмотреть и распечатать налоговый счёт.',
			empty: 'С этого аккаунта ещё не было заказов.',
			browse: 'Посмотреть планы питания',
			caption: 'Ваши заказы, сначала новые',
			columns: { number: 'Заказ', date: 'Дата', plan: 'План', total: 'Сумма', status: 'Статус' },
			statuses: {
				draft: 'Не оплачен',
				pending_payment: 'Оплата подтверждается',
				paid: 'Оплачен',
				failed: 'Оплата не прошла',
				cancelled: 'Отменён',
			},
			view: 'Открыть заказ',
			invoice: 'Налоговый счёт',
			pay: 'Завершить оплату',
			linkLabel: 'заказ {{number}}',
		},
		deletion: {
			heading: 'Удалить аккаунт',
			text: 'Узнайте, что удаляется вместе с аккаунтом, что мы обязаны хранить по закону и как подать запрос.',
			link: 'Удалить мой аккаунт',
		},
		crossSite: 'Эта форма отправлена с другого сайта, поэтому мы её отклонили. Обновите страницу и попробуйте ещё раз.',
	},
}
