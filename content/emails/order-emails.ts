/**
 * The two e-mails about an order, in the order's language (server/mail/order-templates.ts lays
 * them out): the confirmation, sent once when the order is paid, and the one reminder for an
 * order left unpaid. Plan sizes and "6 days a week, 4 weeks" are the customise step's words
 * (content/pages/customise.ts), slot names the delivery areas' (content/delivery-areas.ts), so
 * the e-mails name a choice as the pages do. Both links carry a signed token that is valid for
 * 7 days (PAYMENT_LINK_DAYS in server/orders/checkout.ts); the copy says so in words.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type OrderMailLabels = {
	orderNumber: string
	plan: string
	schedule: string
	firstDelivery: string
	lastDelivery: string
	/** The add-on chosen with the plan; its value is the add-on's name and variant. */
	addon: string
	/** A discount code the order was priced with; its value is OrderEmailsText.discountValue. */
	discount: string
	deliveryTime: string
	address: string
	totalPaid: string
	/** How it was paid (a Tabby order's instalments). */
	payment: string
	total: string
	invoice: string
	/** The free nutritionist consultation; its value is content/consultations.ts's sentence. */
	consultation: string
}

export type OrderConfirmationText = {
	/** {{number}}: the order number, KC-000042. */
	subject: string
	/** {{name}}: the customer's first name. */
	greeting: string
	intro: string
	/** {{plan}}, {{size}}. */
	planValue: string
	/** {{slot}}: the slot's name ("Evening, the day before"); {{window}}: its hours in UAE time, 04:00–08:00. */
	deliveryTime: string
	/** {{total}}, {{vat}}: amounts in AED. */
	totalValue: string
	button: string
	linkValidity: string
	/** A plan in the customer's account: what they change themselves in My plan (the link follows). */
	manage: string
	/** The words of the link to My plan in the HTML part. */
	myPlanLink: string
	/** The account was made at checkout with this order: how to get into it. */
	newAccount: string
	/** {{phone}}, {{whatsapp}}: customer care's numbers, for questions (a plan in an account). */
	questions: string
	/** A guest's plan (in no account): changes go through customer care. {{phone}}, {{whatsapp}}. */
	changes: string
	sandbox: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	why: string
}

export type PaymentReminderText = {
	subject: string
	/** {{name}}: the customer's first name. */
	greeting: string
	intro: string
	/** {{plan}}, {{size}}. */
	planValue: string
	/** {{total}}: the order's total in AED. */
	totalValue: string
	button: string
	linkValidity: string
	notCharged: string
	/** {{phone}}, {{whatsapp}}: customer care's numbers. */
	help: string
	signOff: string
	team: string
	/** {{site}}: the site's address. */
	notYou: string
}

export type OrderEmailsText = {
	labels: OrderMailLabels
	/** {{amount}}: what the code took off, in AED; {{code}}: the code. */
	discountValue: string
	confirmation: OrderConfirmationText
	reminder: PaymentReminderText
}

export const ORDER_EMAILS: Record<LocaleCode, OrderEmailsText> = {
	en: {
		labels: {
			orderNumber: 'Order number',
			plan: 'Meal plan',
			schedule: 'Schedule',
			firstDelivery: 'First delivery',
			lastDelivery: 'Last delivery',
			addon: 'Add-on',
			discount: 'Discount',
			deliveryTime: 'Delivery time',
			address: 'Delivery address',
			totalPaid: 'Total paid',
			payment: 'Payment',
			total: 'Total',
			invoice: 'Tax invoice number',
			consultation: 'Free nutritionist consultation',
		},
		discountValue: '{{amount}} off with the code {{code}}',
		confirmation: {
			subject: 'Your kcal order {{number}} is confirmed',
			greeting: 'Hello {{name}},',
			intro: 'Thank you for choosing kcal. We’ve received your payment and your meal plan is booked. Here are the details of your order.',
			planValue: '{{plan}}, {{size}}',
			deliveryTime: '{{slot}}, {{window}}',
			totalValue: '{{total}}, including {{vat}} VAT',
			button: 'View your order and tax invoice',
			linkValidity: 'The link works for 7 days. If you need it after that, our customer care team will send you a new one.',
			manage: 'Until each day’s cut-off you can pause delivery days, swap dishes, change a day’s address or delivery time, or cancel your plan yourself, in My plan in your account:',
			myPlanLink: 'Open My plan',
			newAccount: 'Your kcal account was created with this order: log in with the password you chose at checkout, or set one with the link in the e-mail we sent you about your account.',
			questions: 'Questions? Call us on {{phone}} or message us on WhatsApp at {{whatsapp}}.',
			changes: 'Need to change your delivery address or pause your plan? Call us on {{phone}} or message us on WhatsApp at {{whatsapp}}, and we’ll take care of it.',
			sandbox: 'Test order: no real money was taken.',
			signOff: 'Enjoy your meals,',
			team: 'The kcal team',
			why: 'You’re receiving this e-mail because an order was placed with this address at {{site}}.',
		},
		reminder: {
			subject: 'Your order is waiting: complete your payment',
			greeting: 'Hello {{name}},',
			intro: 'You started an order with kcal, but the payment wasn’t completed. We’ve saved your order, so finishing it takes just a minute.',
			planValue: '{{plan}}, {{size}}',
			totalValue: '{{total}}, VAT included',
			button: 'Complete your payment',
			linkValidity: 'The link is valid for 7 days.',
			notCharged: 'Nothing has been charged yet: you only pay when you complete the payment.',
			help: 'Would you like a different start date, or do you have a question? Call us on {{phone}} or message us on WhatsApp at {{whatsapp}}.',
			signOff: 'Best wishes,',
			team: 'The kcal team',
			notYou: 'You’re receiving this e-mail because an order was started with this address at {{site}}. If that wasn’t you, you can ignore it: the order won’t go ahead without payment.',
		},
	},
	'ar-ae': {
		labels: {
			orderNumber: 'رقم الطلب',
			plan: 'خطة الوجبات',
			schedule: 'الاشتراك',
			firstDelivery: 'أول توصيل',
			lastDelivery: 'آخر توصيل',
			addon: 'الإضافة',
			discount: 'الخصم',
			deliveryTime: 'وقت التوصيل',
			address: 'عنوان التوصيل',
			totalPaid: 'المبلغ المدفوع',
			payment: 'طريقة الدفع',
			total: 'الإجمالي',
			invoice: 'رقم الفاتورة الضريبية',
			consultation: 'استشارة مجانية مع أخصائي التغذية',
		},
		discountValue: 'خصم {{amount}} بالرمز {{code}}',
		confirmation: {
			subject: 'تم تأكيد طلبك {{number}} من kcal',
			greeting: 'مرحبًا {{name}}،',
			intro: 'شكرًا لاختيارك kcal. استلمنا دفعتك وحجزنا خطة وجباتك، وإليك تفاصيل طلبك.',
			planValue: '{{plan}}، {{size}}',
			deliveryTime: '{{slot}}، {{window}}',
			totalValue: '{{total}} شاملًا ضريبة القيمة المضافة بقيمة {{vat}}',
			button: 'عرض طلبك والفاتورة الضريبية',
			linkValidity: 'يبقى هذا الرابط صالحًا لمدة 7 أيام، وإذا احتجت إليه بعد ذلك فسيرسل إليك فريق خدمة العملاء رابطًا جديدًا.',
			manage: 'يمكنك بنفسك، حتى آخر موعد للتعديل على كل يوم، إيقاف التوصيل مؤقتًا في أيام التوصيل، وتبديل الأطباق، وتغيير عنوان التوصيل أو موعده ليوم ما، أو إلغاء خطتك، من «خطتي» في حسابك:',
			myPlanLink: 'افتح «خطتي»',
			newAccount: 'أُنشئ حسابك في kcal مع هذا الطلب: سجّل الدخول بكلمة المرور التي اخترتها عند الدفع، أو عيّن كلمة مرور من الرابط الوارد في الرسالة التي أرسلناها إليك بشأن حسابك.',
			questions: 'هل لديك سؤال؟ اتصل بنا على {{phone}} أو راسلنا عبر واتساب على {{whatsapp}}.',
			changes: 'هل تريد تغيير عنوان التوصيل أو إيقاف خطتك مؤقتًا؟ اتصل بنا على {{phone}} أو راسلنا عبر واتساب على {{whatsapp}}، وسنتولى الأمر.',
			sandbox: 'طلب تجريبي: لم يُخصم أي مبلغ فعلي.',
			signOff: 'بالهناء والعافية،',
			team: 'فريق kcal',
			why: 'تصلك هذه الرسالة لأن طلبًا قُدِّم باستخدام عنوان البريد الإلكتروني هذا على {{site}}.',
		},
		reminder: {
			subject: 'طلبك بانتظارك: أكمل الدفع',
			greeting: 'مرحبًا {{name}}،',
			intro: 'لم يكتمل الدفع لطلبك لدى kcal، وقد احتفظنا لك بالطلب، فلن يستغرق إكماله أكثر من دقيقة.',
			planValue: '{{plan}}، {{size}}',
			totalValue: '{{total}} شاملًا ضريبة القيمة المضافة',
			button: 'أكمل الدفع',
			linkValidity: 'يبقى هذا الرابط صالحًا لمدة 7 أيام.',
			notCharged: 'لم يُخصم أي مبلغ حتى الآن، ولن تدفع إلا عند إكمال الدفع.',
			help: 'هل تفضّل تاريخ بدء آخر أو لديك سؤال؟ اتصل بنا على {{phone}} أو راسلنا عبر واتساب على {{whatsapp}}.',
			signOff: 'مع أطيب التحيات،',
			team: 'فريق kcal',
			notYou: 'تصلك هذه الرسالة لأن طلبًا بدأ باستخدام عنوان البريد الإلكتروني هذا على {{site}}. إذا لم تكن أنت من بدأه، فيمكنك تجاهلها، فلن يُنفَّذ الطلب دون دفع.',
		},
	},
	'ru-ae': {
		labels: {
			orderNumber: 'Номер заказа',
			plan: 'План питания',
			schedule: 'График',
			firstDelivery: 'Первая доставка',
			lastDelivery: 'Последняя доставка',
			addon: 'Дополнение',
			discount: 'Скидка',
			deliveryTime: 'Время доставки',
			address: 'Адрес доставки',
			totalPaid: 'Оплачено',
			payment: 'Способ оплаты',
			total: 'Сумма',
			invoice: 'Номер счёта-фактуры',
			consultation: 'Бесплатная консультация нутрициолога',
		},
		discountValue: '{{amount}} по промокоду {{code}}',
		confirmation: {
			subject: 'Заказ {{number}} в kcal подтверждён',
			greeting: 'Здравствуйте, {{name}}!',
			intro: 'Спасибо, что выбрали kcal! Оплата прошла, и ваш план питания забронирован. Ниже — детали заказа.',
			planValue: '{{plan}}, {{size}}',
			deliveryTime: '{{slot}}, {{window}}',
			totalValue: '{{total}}, включая НДС {{vat}}',
			button: 'Посмотреть заказ и счёт-фактуру',
			linkValidity: 'Ссылка действует 7 дней. Если она понадобится позже, служба поддержки пришлёт новую.',
			manage: 'До крайнего срока изменений для каждого дня вы можете сами поставить дни доставки на паузу, заменить блюда, изменить адрес или время доставки на любой день или отменить план — в разделе «Мой план» личного кабинета:',
			myPlanLink: 'Открыть «Мой план»',
			newAccount: 'Ваш аккаунт kcal создан вместе с этим заказом: войдите с паролем, который вы выбрали при оформлении заказа, или задайте пароль по ссылке из письма об аккаунте, которое мы вам отправили.',
			questions: 'Остались вопросы? Позвоните нам по номеру {{phone}} или напишите в WhatsApp на {{whatsapp}}.',
			changes: 'Нужно изменить адрес доставки или поставить план на паузу? Позвоните нам по номеру {{phone}} или напишите в WhatsApp на {{whatsapp}} — мы всё сделаем.',
			sandbox: 'Тестовый заказ: реальные деньги не списывались.',
			signOff: 'Приятного аппетита!',
			team: 'Команда kcal',
			why: 'Вы получили это письмо, потому что на {{site}} оформили заказ с этим адресом.',
		},
		reminder: {
			subject: 'Ваш заказ ждёт: завершите оплату',
			greeting: 'Здравствуйте, {{name}}!',
			intro: 'Вы начали оформлять заказ в kcal, но оплата не завершена. Мы сохранили заказ — оплатить его можно за минуту.',
			planValue: '{{plan}}, {{size}}',
			totalValue: '{{total}}, включая НДС',
			button: 'Завершить оплату',
			linkValidity: 'Ссылка действует 7 дней.',
			notCharged: 'Мы пока ничего не списали: вы платите, только когда завершаете оплату.',
			help: 'Хотите начать в другой день или остались вопросы? Позвоните нам по номеру {{phone}} или напишите в WhatsApp на {{whatsapp}}.',
			signOff: 'С наилучшими пожеланиями,',
			team: 'Команда kcal',
			notYou: 'Вы получили это письмо, потому что на {{site}} начали оформлять заказ с этим адресом. Если это были не вы, просто проигнорируйте письмо: без оплаты заказ выполнен не будет.',
		},
	},
}
