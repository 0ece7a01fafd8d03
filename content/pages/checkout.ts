/**
 * The words of /meal-plans/checkout/: the delivery-details step and the payment step. Field
 * error sentences come from content/checkout-messages.ts (the API says them too).
 */
import type { LocaleCode } from '../../domain/locale.ts'

type AddressType = 'Home' | 'Work' | 'Other'

export type CheckoutText = {
	steps: { label: string; details: string; payment: string; current: string }
	sandboxNotice: string
	contactHeading: string
	firstName: string
	lastName: string
	email: string
	emailHint: string
	mobile: string
	mobileHint: string
	addressHeading: string
	addressTypeLegend: string
	addressTypes: Record<AddressType, string>
	city: string
	area: string
	areaPlaceholder: string
	areaHint: string
	slotLegend: string
	/** `{{from}}`–`{{to}}`: UAE time. */
	slotWindow: string
	slotEvening: string
	slotNotInArea: string
	flat: string
	building: string
	street: string
	landmark: string
	landmarkHint: string
	addressNotes: string
	instructions: string
	instructionsHint: string
	locationPin: { button: string; locating: string; added: string; remove: string; failed: string; hint: string }
	startHeading: string
	startLabel: string
	summaryHeading: string
	/** Under the price: the pause and refund rules, `{{maxPausedDays}}` and `{{cancellationFee}}` from the rules in force. */
	scheduleTerms: string
	changePlan: string
	/** The chosen add-on in the order summaries; `{{addon}}`: its name and variant. */
	addon: string
	allergies: string
	/** `{{booking}}`: content/consultations.ts's sentence. */
	consultation: string
	/** A consultation ticked on the customise step without its day and time. */
	consultationIncomplete: string
	terms: string
	termsLink: string
	continue: string
	/** A guest's own account, made with the order (the `checkout_account` experiment). */
	account: {
		create: string
		createHint: string
		password: string
		passwordHint: string
		/** On the payment step, whatever happened: a welcome, a set-password e-mail, or a notice to an address that already had an account. */
		emailed: string
	}
	payHeading: string
	orderNumber: string
	deliverTo: string
	firstDelivery: string
	/** The chosen first delivery has come too close since the order was made. */
	startMoved: string
	methodsLegend: string
	methods: { card: string; tabby: string; apple_pay: string }
	methodHints: { card: string; tabby: string; apple_pay: string }
	tabbyContinue: string
	tabbyChecking: string
	applePayButton: string
	failedHeading: string
	/** Heading of the calm notice shown while an earlier payment is still at the gateway. */
	waitingHeading: string
	startAgain: string
	paidAlready: string
	viewOrder: string
	/** Test mode only: the sandbox's test cards and Tabby test buyer. Numbers are shown left to right. */
	sandboxHelp: { heading: string; cardDetails: string; cards: { number: string; result: string }[]; tabby: string; tabbyPhone: string }
	secureNote: string
	savedCardHeading: string
	/** `{{type}}` Visa…, `{{last4}}` the last four digits. */
	savedCard: string
	/** The same with `{{expiry}}`, MM/YY. */
	savedCardWithExpiry: string
	otherCard: string
}

export const CHECKOUT: Record<LocaleCode, CheckoutText> = {
	en: {
		steps: { label: 'Checkout steps', details: 'Delivery details', payment: 'Payment', current: '(current step)' },
		sandboxNotice: 'Test mode: payments go to a built-in test gateway and no real money moves.',
		contactHeading: 'Your details',
		firstName: 'First name',
		lastName: 'Last name',
		email: 'E-mail',
		emailHint: 'Your order confirmation and tax invoice go here.',
		mobile: 'Mobile number',
		mobileHint: 'A UAE mobile number. The driver calls it if they can’t find you.',
		addressHeading: 'Delivery address',
		addressTypeLegend: 'Address type',
		addressTypes: { Home: 'Home', Work: 'Work', Other: 'Other' },
		city: 'Emirate',
		area: 'Area',
		areaPlaceholder: 'Choose your area',
		areaHint: 'Don’t see your area? We don’t deliver there yet — message us and we’ll tell you when we do.',
		slotLegend: 'Delivery time',
		slotWindow: '{{from}}–{{to}}',
		slotEvening: 'Brings the next day’s food the evening before.',
		slotNotInArea: 'Not offered in the area you chose.',
		flat: 'Flat or villa number',
		building: 'Building or villa name',
		street: 'Street',
		landmark: 'Nearest landmark',
		landmarkHint: 'Helps the driver find you, e.g. “next to the Spinneys”.',
		addressNotes: 'Address notes',
		instructions: 'Delivery instructions',
		instructionsHint: 'For example: leave the bag with the concierge, don’t ring the bell.',
		locationPin: {
			hint: 'Optional: if you’re at the delivery address now, share your location so the driver finds the door first time.',
			button: 'Use my current location',
			locating: 'Finding your location…',
			added: 'Location added:',
			remove: 'Remove',
			failed: 'We couldn’t get your location. Check that location access is allowed, or leave it out: the address is enough.',
		},
		startHeading: 'First delivery',
		startLabel: 'Date of your first delivery',
		summaryHeading: 'Your order',
		scheduleTerms: 'Pause up to {{maxPausedDays}} until each day’s cut-off, or cancel in your account: days not yet past it are refunded at the price you paid. {{cancellationFee}}',
		changePlan: 'Change plan',
		addon: 'Add-on: {{addon}}',
		allergies: 'Allergies: {{list}}',
		consultation: 'Free nutritionist consultation: {{booking}}',
		consultationIncomplete: 'Free nutritionist consultation: no day and time chosen yet. Use “Change plan” to choose them, or to untick it.',
		terms: 'I agree to the terms and conditions and understand that the plan is paid in advance.',
		termsLink: 'Read the terms and conditions',
		continue: 'Continue to payment',
		account: {
			create: 'Create my kcal account with this e-mail',
			createHint: 'Follow your deliveries, keep your addresses and order again in a few taps. It’s free.',
			password: 'Password (optional)',
			passwordHint: 'Choose one now to log in with it once your order is placed. Leave it empty and we’ll e-mail you a link to set one.',
			emailed: 'Once you’ve paid, we’ll send an e-mail about your kcal account to this address: it tells you how to sign in. Your order is safe either way.',
		},
		payHeading: 'Payment',
		orderNumber: 'Order {{number}}',
		deliverTo: 'Delivering to',
		firstDelivery: 'First delivery: {{date}}, {{slot}}',
		startMoved: 'The first delivery date you chose is now too close for our kitchen, so we’ve moved it to the earliest day we can deliver.',
		methodsLegend: 'How would you like to pay?',
		methods: { card: 'Credit or debit card', tabby: 'Pay later with Tabby', apple_pay: 'Apple Pay' },
		methodHints: {
			card: 'Visa, Mastercard or American Express.',
			tabby: 'Split into 4 interest-free payments. No fees when you pay on time.',
			apple_pay: 'Pay with the card in your Apple Wallet.',
		},
		tabbyContinue: 'Continue with Tabby',
		tabbyChecking: 'Checking whether Tabby is available for this order…',
		applePayButton: 'Pay with Apple Pay',
		failedHeading: 'The payment didn’t go through',
		waitingHeading: 'Your payment is being processed',
		startAgain: 'Start a new order',
		paidAlready: 'This order is already paid.',
		viewOrder: 'See your order',
		sandboxHelp: {
			heading: 'Test cards',
			cardDetails: 'Any name, expiry 05/30, CVV 123.',
			cards: [
				{ number: '4005 5500 0000 0001', result: 'paid at once' },
				{ number: '4557 0123 4567 8902', result: 'asks for 3-D Secure' },
				{ number: '4000 0000 0000 0002', result: 'declined: not enough funds' },
			],
			tabby: 'Tabby: e-mail otp.success@tabby.ai, phone below, code 8888.',
			tabbyPhone: '+971 50 000 0001',
		},
		secureNote: 'Payments are encrypted and processed by Amazon Payment Services and Tabby. Nothing is charged until you confirm.',
		savedCardHeading: 'Your saved card',
		savedCard: '{{type}} ending in {{last4}}',
		savedCardWithExpiry: '{{type}} ending in {{last4}}, expires {{expiry}}',
		otherCard: 'Or pay with another card',
	},
	'ar-ae': {
		steps: { label: 'خطوات إتمام الطلب', details: 'بيانات التوصيل', payment: 'الدفع', current: '(الخطوة الحالية)' },
		sandboxNotice: 'وضع الاختبار: تُرسَل المدفوعات إلى بوابة دفع تجريبية مدمجة، ولا تُحوَّل أي أموال حقيقية.',
		contactHeading: 'بياناتك',
		firstName: 'الاسم الأول',
		lastName: 'اسم العائلة',
		email: 'البريد الإلكتروني',
		emailHint: 'نرسل إليه تأكيد الطلب والفاتورة الضريبية.',
		mobile: 'رقم الهاتف المتحرك',
		mobileHint: 'رقم هاتف متحرك إماراتي، يتصل به السائق إذا لم يعثر على عنوانك.',
		addressHeading: 'عنوان التوصيل',
		addressTypeLegend: 'نوع العنوان',
		addressTypes: { Home: 'المنزل', Work: 'العمل', Other: 'غير ذلك' },
		city: 'الإمارة',
		area: 'المنطقة',
		areaPlaceholder: 'اختر منطقتك',
		areaHint: 'لا تجد منطقتك؟ لا نوصل إليها بعد. راسلنا وسنبلغك حين يتوفر التوصيل إليها.',
		slotLegend: 'وقت التوصيل',
		slotWindow: '{{from}}–{{to}}',
		slotEvening: 'يصلك طعام اليوم التالي في مساء اليوم السابق.',
		slotNotInArea: 'غير متاح في المنطقة التي اخترتها.',
		flat: 'رقم الشقة أو الفيلا',
		building: 'اسم المبنى أو الفيلا',
		street: 'الشارع',
		landmark: 'أقرب معلم',
		landmarkHint: 'يساعد السائق في الوصول إليك، مثل «بجوار سبينيس».',
		addressNotes: 'ملاحظات العنوان',
		instructions: 'تعليمات التوصيل',
		instructionsHint: 'مثال: اترك الحقيبة لدى حارس المبنى، ولا تقرع الجرس.',
		locationPin: {
			hint: 'اختياري: إذا كنت الآن في عنوان التوصيل، شارك موقعك ليصل السائق إلى بابك من المرة الأولى.',
			button: 'استخدم موقعي الحالي',
			locating: 'جارٍ تحديد موقعك…',
			added: 'أُضيف الموقع:',
			remove: 'إزالة',
			failed: 'تعذّر تحديد موقعك. تأكد من السماح بالوصول إلى الموقع، أو تجاوز هذه الخطوة، فالعنوان يكفي.',
		},
		startHeading: 'التوصيل الأول',
		startLabel: 'تاريخ التوصيل الأول',
		summaryHeading: 'طلبك',
		scheduleTerms: 'يمكنك إيقاف التوصيل مؤقتًا فيما يصل إلى {{maxPausedDays}} حتى آخر موعد للتعديل على كل يوم، أو إلغاء خطتك من حسابك، فنردّ قيمة الأيام التي لم ينقضِ آخر موعد للتعديل عليها بالسعر الذي دفعته. {{cancellationFee}}',
		changePlan: 'تغيير الخطة',
		addon: 'الإضافة: {{addon}}',
		allergies: 'الحساسية: {{list}}',
		consultation: 'استشارة مجانية مع أخصائي التغذية: {{booking}}',
		consultationIncomplete: 'استشارة مجانية مع أخصائي التغذية: لم تختر اليوم والوقت بعد. اضغط «تغيير الخطة» لاختيارهما، أو لإلغاء تحديد الاستشارة.',
		terms: 'أوافق على الشروط والأحكام، وأعلم أن الخطة تُدفع مقدمًا.',
		termsLink: 'اقرأ الشروط والأحكام',
		continue: 'المتابعة إلى الدفع',
		account: {
			create: 'أنشئ حسابي في kcal بهذا البريد الإلكتروني',
			createHint: 'تابع توصيلاتك، واحفظ عناوينك، واطلب مجددًا بلمسات قليلة. مجانًا.',
			password: 'كلمة المرور (اختيارية)',
			passwordHint: 'اخترها الآن لتسجّل الدخول بها بعد إتمام طلبك، أو اتركها فارغة وسنرسل إليك رابطًا لتعيينها.',
			emailed: 'بعد إتمام الدفع، سنرسل إلى هذا العنوان رسالة بخصوص حسابك في kcal توضّح لك طريقة تسجيل الدخول. طلبك محفوظ في جميع الأحوال.',
		},
		payHeading: 'الدفع',
		orderNumber: 'الطلب {{number}}',
		deliverTo: 'التوصيل إلى',
		firstDelivery: 'التوصيل الأول: {{date}}، {{slot}}',
		startMoved: 'أصبح تاريخ التوصيل الأول الذي اخترته قريبًا جدًا على مطبخنا، لذا نقلناه إلى أقرب يوم يمكننا التوصيل فيه.',
		methodsLegend: 'كيف تودّ الدفع؟',
		methods: { card: 'بطاقة ائتمان أو خصم', tabby: 'ادفع لاحقًا عبر تابي', apple_pay: 'Apple Pay' },
		methodHints: {
			card: 'فيزا أو ماستركارد أو أمريكان إكسبريس.',
			tabby: 'قسّم المبلغ على 4 دفعات بلا فوائد، ومن دون رسوم عند السداد في الموعد.',
			apple_pay: 'ادفع بالبطاقة المحفوظة في Apple Wallet.',
		},
		tabbyContinue: 'المتابعة عبر تابي',
		tabbyChecking: 'نتحقق من توفر تابي لهذا الطلب…',
		applePayButton: 'الدفع عبر Apple Pay',
		failedHeading: 'لم تكتمل عملية الدفع',
		waitingHeading: 'جارٍ معالجة عملية الدفع',
		startAgain: 'ابدأ طلبًا جديدًا',
		paidAlready: 'تم دفع هذا الطلب بالفعل.',
		viewOrder: 'عرض طلبك',
		sandboxHelp: {
			heading: 'بطاقات تجريبية',
			cardDetails: 'أي اسم، وتاريخ الانتهاء 05/30، ورمز CVV هو 123.',
			cards: [
				{ number: '4005 5500 0000 0001', result: 'تُدفع مباشرة' },
				{ number: '4557 0123 4567 8902', result: 'تطلب التحقق \u20663-D Secure\u2069' },
				{ number: '4000 0000 0000 0002', result: 'تُرفض لعدم كفاية الرصيد' },
			],
			tabby: 'تابي: البريد الإلكتروني otp.success@tabby.ai، والهاتف أدناه، والرمز 8888.',
			tabbyPhone: '+971 50 000 0001',
		},
		secureNote: 'تُشفَّر المدفوعات وتعالجها خدمات الدفع من أمازون وتابي، ولا يُخصم أي مبلغ قبل تأكيدك.',
		savedCardHeading: 'بطاقتك المحفوظة',
		savedCard: 'بطاقة {{type}} المنتهية بالأرقام {{last4}}',
		savedCardWithExpiry: 'بطاقة {{type}} المنتهية بالأرقام {{last4}}، تاريخ الانتهاء {{expiry}}',
		otherCard: 'أو ادفع ببطاقة أخرى',
	},
	'ru-ae': {
		steps: { label: 'Этапы оформления', details: 'Данные доставки', payment: 'Оплата', current: '(текущий этап)' },
		sandboxNotice: 'Тестовый режим: платежи уходят во встроенный тестовый шлюз, настоящие деньги не списываются.',
		contactHeading: 'Ваши данные',
		firstName: 'Имя',
		lastName: 'Фамилия',
		email: 'Электронная почта',
		emailHint: 'Сюда придут подтверждение заказа и налоговый счёт.',
		mobile: 'Мобильный телефон',
		mobileHint: 'Мобильный номер ОАЭ. Курьер позвонит, если не найдёт вас.',
		addressHeading: 'Адрес доставки',
		addressTypeLegend: 'Тип адреса',
		addressTypes: { Home: 'Дом', Work: 'Работа', Other: 'Другое' },
		city: 'Эмират',
		area: 'Район',
		areaPlaceholder: 'Выберите район',
		areaHint: 'Нет вашего района? Мы пока туда не доставляем — напишите нам, и мы сообщим, когда начнём.',
		slotLegend: 'Время доставки',
		slotWindow: '{{from}}–{{to}}',
		slotEvening: 'Еду на следующий день привозим накануне вечером.',
		slotNotInArea: 'В выбранном районе недоступно.',
		flat: 'Номер квартиры или виллы',
		building: 'Название здания или виллы',
		street: 'Улица',
		landmark: 'Ближайший ориентир',
		landmarkHint: 'Поможет курьеру найти вас, например «рядом со Spinneys».',
		addressNotes: 'Примечания к адресу',
		instructions: 'Указания для курьера',
		instructionsHint: 'Например: оставьте сумку консьержу, не звоните в дверь.',
		locationPin: {
			hint: 'По желанию: если вы сейчас по адресу доставки, поделитесь местоположением — курьер сразу найдёт вашу дверь.',
			button: 'Указать моё местоположение',
			locating: 'Определяем местоположение…',
			added: 'Местоположение добавлено:',
			remove: 'Удалить',
			failed: 'Не удалось определить местоположение. Проверьте, разрешён ли доступ к геолокации, или пропустите этот шаг — адреса достаточно.',
		},
		startHeading: 'Первая доставка',
		startLabel: 'Дата первой доставки',
		summaryHeading: 'Ваш заказ',
		scheduleTerms: 'До крайнего срока изменений можно поставить на паузу до {{maxPausedDays}} или отменить план в личном кабинете: за дни, для которых срок ещё не прошёл, мы вернём уплаченную цену. {{cancellationFee}}',
		changePlan: 'Изменить план',
		addon: 'Дополнение: {{addon}}',
		allergies: 'Аллергии: {{list}}',
		consultation: 'Бесплатная консультация нутрициолога: {{booking}}',
		consultationIncomplete: 'Бесплатная консультация нутрициолога: день и время ещё не выбраны. Нажмите «Изменить план», чтобы выбрать их или снять отметку.',
		terms: 'Я принимаю условия обслуживания и понимаю, что план оплачивается заранее.',
		termsLink: 'Прочитать условия обслуживания',
		continue: 'Перейти к оплате',
		account: {
			create: 'Создать мой аккаунт kcal с этим адресом',
			createHint: 'Следите за доставками, храните адреса и заказывайте снова в пару касаний. Это бесплатно.',
			password: 'Пароль (необязательно)',
			passwordHint: 'Задайте его сейчас — и после заказа сможете войти с ним. Оставьте поле пустым — и мы пришлём ссылку, чтобы задать пароль позже.',
			emailed: 'Когда вы оплатите заказ, мы отправим на этот адрес письмо о вашем аккаунте kcal — в нём будет написано, как войти. Ваш заказ в любом случае сохранён.',
		},
		payHeading: 'Оплата',
		orderNumber: 'Заказ {{number}}',
		deliverTo: 'Адрес доставки',
		firstDelivery: 'Первая доставка: {{date}}, {{slot}}',
		startMoved: 'Выбранная дата первой доставки уже слишком близко — кухня не успеет, поэтому мы перенесли её на ближайший возможный день.',
		methodsLegend: 'Как вы хотите оплатить?',
		methods: { card: 'Банковская карта', tabby: 'Оплата частями через Tabby', apple_pay: 'Apple Pay' },
		methodHints: {
			card: 'Visa, Mastercard или American Express.',
			tabby: '4 платежа без процентов. Без комиссий, если платить вовремя.',
			apple_pay: 'Оплата картой из Apple Wallet.',
		},
		tabbyContinue: 'Продолжить с Tabby',
		tabbyChecking: 'Проверяем, доступен ли Tabby для этого заказа…',
		applePayButton: 'Оплатить через Apple Pay',
		failedHeading: 'Оплата не прошла',
		waitingHeading: 'Оплата обрабатывается',
		startAgain: 'Оформить новый заказ',
		paidAlready: 'Этот заказ уже оплачен.',
		viewOrder: 'Посмотреть заказ',
		sandboxHelp: {
			heading: 'Тестовые карты',
			cardDetails: 'Любое имя, срок 05/30, CVV 123.',
			cards: [
				{ number: '4005 5500 0000 0001', result: 'оплата сразу' },
				{ number: '4557 0123 4567 8902', result: 'с проверкой 3-D Secure' },
				{ number: '4000 0000 0000 0002', result: 'отказ: недостаточно средств' },
			],
			tabby: 'Tabby: почта otp.success@tabby.ai, телефон ниже, код 8888.',
			tabbyPhone: '+971 50 000 0001',
		},
		secureNote: 'Платежи шифруются и обрабатываются Amazon Payment Services и Tabby. Деньги списываются только после вашего подтверждения.',
		savedCardHeading: 'Сохранённая карта',
		savedCard: '{{type}}, последние цифры {{last4}}',
		savedCardWithExpiry: '{{type}}, последние цифры {{last4}}, действует до {{expiry}}',
		otherCard: 'Или оплатите другой картой',
	},
}
