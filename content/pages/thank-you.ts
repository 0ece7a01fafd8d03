/**
 * The words of /meal-plans/thank-you/: the confirmation of a paid order with its tax invoice, the
 * page that waits while a payment is being confirmed, and the one for a cancelled order. The
 * page's title, heading and intro for a paid order are the `pages.thankYou` messages; the price
 * breakdown's words are the customise step's (content/pages/customise.ts). The invoice's title
 * is not here: "Tax Invoice / فاتورة ضريبية" is printed in both languages on every page.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { PluralForms } from '../../domain/text-template.ts'

export type InvoiceColumn = 'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxable' | 'vatRate' | 'vat' | 'gross'

export type ThankYouText = {
	orderNumber: string
	/** Shown while payments go to the gateways' sandboxes (PAYMENTS_MODE=sandbox). */
	sandboxNotice: string
	summary: {
		heading: string
		plan: string
		/** `{{plan}}`, `{{size}}`. */
		planValue: string
		schedule: string
		addon: string
		firstDelivery: string
		lastDelivery: string
		address: string
		/** `{{landmark}}`. */
		landmark: string
		/** `{{notes}}`: what the customer wrote for the driver. */
		driverNotes: string
		slot: string
		/** `{{slot}}`: the slot's name, `{{window}}`: its hours. */
		slotValue: string
		contact: string
		allergies: string
		consultation: string
	}
	invoice: {
		/** Under the bilingual title, in languages other than English and Arabic; null for those two. */
		localName: string | null
		print: string
		supplier: string
		trn: string
		invoiceNumber: string
		issueDate: string
		customer: string
		/** `{{date}}`. */
		paidOn: string
		/** Names the table, and the scrolling region around it on a narrow screen. */
		caption: string
		columns: Record<InvoiceColumn, string>
		/** `{{plan}}`, `{{size}}`, `{{days}}` (days a week), `{{weeks}}`. */
		planLine: string
		/** `{{addon}}`. */
		addonLine: string
		depositLine: string
		/** The VAT rate of the refundable deposit, which is not a supply. */
		outOfScope: string
		/** The quantity of a food line: delivery days. */
		days: PluralForms
		/** `{{rate}}`: a VAT rate as a number. */
		percent: string
		excludingVat: string
		/** `{{rate}}`. */
		vatTotal: string
		total: string
		currencyNote: string
		/** The tax credit notes issued against this invoice (refunds), listed under it. */
		creditNotes: string
		/** `{{number}}`, `{{date}}`, `{{amount}}`, `{{state}}`. */
		creditNoteLine: string
	}
	next: {
		heading: string
		deliveryHeading: string
		/** `{{date}}`, `{{from}}`, `{{to}}`. */
		firstDelivery: string
		/** The evening slot brings the food the evening before: `{{date}}` is that evening, `{{first}}` the first day of the plan. */
		firstDeliveryEvening: string
		/** The plan is in the customer's account: changes are theirs, in {{myPlan}} (a link named `myPlanLink`). */
		changesInAccount: string
		myPlanLink: string
		/** A guest's plan, in no account: changes go through customer care. */
		changes: string
		appHeading: string
		appText: string
		supportHeading: string
		/** `{{order}}`: the order number. */
		supportText: string
	}
	confirming: {
		heading: string
		text: string
		safeToClose: string
		refreshing: string
	}
	cancelled: {
		heading: string
		text: string
		startAgain: string
	}
	/** A paid order opened later (from the account, an e-mail's link): no "thank you", just the order. */
	orderView: {
		/** `{{number}}`. */
		heading: string
		intro: string
		status: string
		paid: string
		paidOn: string
		plan: string
		invoiceLink: string
	}
}

export const THANK_YOU: Record<LocaleCode, ThankYouText> = {
	en: {
		orderNumber: 'Order number',
		sandboxNotice: 'Test mode: this order was paid in the payment sandbox; no real money moved.',
		summary: {
			heading: 'Your order',
			plan: 'Meal plan',
			planValue: '{{plan}}, {{size}}',
			schedule: 'Schedule',
			addon: 'Add-on',
			firstDelivery: 'First delivery',
			lastDelivery: 'Last delivery',
			address: 'Delivery address',
			landmark: 'Landmark: {{landmark}}',
			driverNotes: 'For the driver: {{notes}}',
			slot: 'Delivery time',
			slotValue: '{{slot}}, {{window}}',
			contact: 'Contact details',
			allergies: 'Allergies',
			consultation: 'Free nutritionist consultation',
		},
		invoice: {
			localName: null,
			print: 'Print or save as PDF',
			supplier: 'Supplier',
			trn: 'Tax registration number (TRN)',
			invoiceNumber: 'Invoice number',
			issueDate: 'Date of issue',
			customer: 'Customer',
			paidOn: 'Paid in full on {{date}}.',
			caption: 'Items invoiced',
			columns: {
				description: 'Description',
				quantity: 'Quantity',
				unitPrice: 'Unit price (incl. VAT)',
				discount: 'Discount',
				taxable: 'Amount excl. VAT',
				vatRate: 'VAT rate',
				vat: 'VAT amount',
				gross: 'Total incl. VAT',
			},
			planLine: '{{plan}} meal plan ({{size}}): {{days}}, {{weeks}}',
			addonLine: 'Add-on: {{addon}}',
			depositLine: 'Cool bag deposit (refundable, outside the scope of VAT)',
			outOfScope: 'Out of scope',
			days: { one: '{{count}} day', other: '{{count}} days' },
			percent: '{{rate}}%',
			excludingVat: 'Total excluding VAT',
			vatTotal: 'VAT ({{rate}}%)',
			total: 'Total including VAT',
			currencyNote: 'All amounts are in UAE dirhams (AED).',
			creditNotes: 'Tax credit notes against this invoice',
			creditNoteLine: '{{number}} of {{date}}: {{amount}} refunded, {{state}}',
		},
		next: {
			heading: 'What happens next',
			deliveryHeading: 'Your first delivery',
			firstDelivery: 'We’ll bring your first meals on {{date}}, between {{from}} and {{to}}.',
			firstDeliveryEvening: 'Your first meals arrive on the evening of {{date}}, between {{from}} and {{to}}, ready for {{first}}.',
			changesInAccount: 'Until each day’s cut-off you can pause delivery days, swap dishes, or change a day’s address or delivery time yourself, in {{myPlan}}.',
			myPlanLink: 'My plan',
			changes: 'Need a different address or delivery time, or to pause a day? Contact our customer care team below.',
			appHeading: 'Get the kcal app',
			appText: 'Choose your dishes, pause days and follow your deliveries from your phone.',
			supportHeading: 'Questions about your order?',
			supportText: 'We’re happy to help. Just mention your order number, {{order}}.',
		},
		confirming: {
			heading: 'We’re confirming your payment',
			text: 'We’re confirming your payment with your bank. This usually takes less than a minute.',
			safeToClose: 'It’s safe to close this page: closing it won’t affect your payment.',
			refreshing: 'This page checks again every few seconds and shows your confirmation as soon as it’s ready.',
		},
		cancelled: {
			heading: 'This order was cancelled',
			text: 'The order wasn’t paid, so we’ve cancelled it. Start again and your choices will be waiting for you.',
			startAgain: 'Start again',
		},
		orderView: {
			heading: 'Order {{number}}',
			intro: 'Your order and its tax invoice: you can print the invoice or save it as a PDF.',
			status: 'Status',
			paid: 'Paid',
			paidOn: 'Paid on',
			plan: 'Meal plan',
			invoiceLink: 'Go to the tax invoice',
		},
	},
	'ar-ae': {
		orderNumber: 'رقم الطلب',
		sandboxNotice: 'وضع الاختبار: دُفع هذا الطلب في بيئة الدفع التجريبية، ولم تُحوَّل أي أموال فعلية.',
		summary: {
			heading: 'تفاصيل طلبك',
			plan: 'خطة الوجبات',
			planValue: '{{plan}}، {{size}}',
			schedule: 'أيام التوصيل والمدة',
			addon: 'الإضافة',
			firstDelivery: 'أول توصيل',
			lastDelivery: 'آخر توصيل',
			address: 'عنوان التوصيل',
			landmark: 'معلم قريب: {{landmark}}',
			driverNotes: 'ملاحظات للسائق: {{notes}}',
			slot: 'وقت التوصيل',
			slotValue: '{{slot}}، {{window}}',
			contact: 'بيانات التواصل',
			allergies: 'الحساسية',
			consultation: 'استشارة مجانية مع أخصائي التغذية',
		},
		invoice: {
			localName: null,
			print: 'اطبع الفاتورة أو احفظها بصيغة PDF',
			supplier: 'المورّد',
			trn: 'رقم التسجيل الضريبي (TRN)',
			invoiceNumber: 'رقم الفاتورة',
			issueDate: 'تاريخ الإصدار',
			customer: 'العميل',
			paidOn: 'دُفعت بالكامل بتاريخ {{date}}.',
			caption: 'بنود الفاتورة',
			columns: {
				description: 'الوصف',
				quantity: 'الكمية',
				unitPrice: 'سعر الوحدة (شامل الضريبة)',
				discount: 'الخصم',
				taxable: 'المبلغ دون الضريبة',
				vatRate: 'نسبة الضريبة',
				vat: 'مبلغ الضريبة',
				gross: 'الإجمالي شامل الضريبة',
			},
			planLine: 'خطة وجبات {{plan}} ({{size}}): {{days}}، {{weeks}}',
			addonLine: 'إضافة: {{addon}}',
			depositLine: 'تأمين الحقيبة المبرّدة (مُسترد، خارج نطاق ضريبة القيمة المضافة)',
			outOfScope: 'خارج النطاق',
			days: {
				zero: '{{count}} يوم',
				one: 'يوم واحد',
				two: 'يومان',
				few: '{{count}} أيام',
				many: '{{count}} يومًا',
				other: '{{count}} يوم',
			},
			percent: '{{rate}}%',
			excludingVat: 'الإجمالي دون ضريبة القيمة المضافة',
			vatTotal: 'ضريبة القيمة المضافة ({{rate}}%)',
			total: 'الإجمالي شامل ضريبة القيمة المضافة',
			currencyNote: 'جميع المبالغ بالدرهم الإماراتي.',
			creditNotes: 'الإشعارات الدائنة الضريبية الصادرة مقابل هذه الفاتورة',
			creditNoteLine: '{{number}} بتاريخ {{date}}: استرداد {{amount}}، {{state}}',
		},
		next: {
			heading: 'الخطوات التالية',
			deliveryHeading: 'أول توصيل',
			firstDelivery: 'سنوصل وجباتك الأولى يوم {{date}} بين الساعة {{from}} و{{to}}.',
			firstDeliveryEvening: 'تصلك وجباتك الأولى مساء {{date}} بين الساعة {{from}} و{{to}}، لتكون جاهزة ليوم {{first}}.',
			changesInAccount: 'يمكنك بنفسك، حتى آخر موعد للتعديل على كل يوم، إيقاف التوصيل مؤقتًا في أيام التوصيل وتبديل الأطباق وتغيير عنوان التوصيل أو موعده ليوم ما، من {{myPlan}}.',
			myPlanLink: '«خطتي»',
			changes: 'هل تريد تغيير العنوان أو وقت التوصيل أو إيقاف التوصيل مؤقتًا في يوم ما؟ تواصل مع فريق خدمة العملاء أدناه.',
			appHeading: 'حمّل تطبيق kcal',
			appText: 'اختر أطباقك، وأوقف أيامًا مؤقتًا، وتابع التوصيل من هاتفك.',
			supportHeading: 'هل لديك سؤال عن طلبك؟',
			supportText: 'يسعدنا مساعدتك، ويكفي أن تذكر رقم طلبك {{order}}.',
		},
		confirming: {
			heading: 'نتحقق من عملية الدفع',
			text: 'نتحقق من عملية الدفع مع البنك، وعادةً لا يستغرق ذلك أكثر من دقيقة.',
			safeToClose: 'يمكنك إغلاق هذه الصفحة بأمان، فإغلاقها لا يؤثر في عملية الدفع.',
			refreshing: 'تتحقق هذه الصفحة من جديد كل بضع ثوانٍ، وتعرض تأكيد طلبك فور جاهزيته.',
		},
		cancelled: {
			heading: 'أُلغي هذا الطلب',
			text: 'لم يُدفع هذا الطلب، لذا ألغيناه. ابدأ من جديد وستجد اختياراتك كما تركتها.',
			startAgain: 'ابدأ من جديد',
		},
		orderView: {
			heading: 'الطلب {{number}}',
			intro: 'تفاصيل طلبك وفاتورته الضريبية، ويمكنك طباعة الفاتورة أو حفظها بصيغة PDF.',
			status: 'الحالة',
			paid: 'مدفوع',
			paidOn: 'تاريخ الدفع',
			plan: 'خطة الوجبات',
			invoiceLink: 'الانتقال إلى الفاتورة الضريبية',
		},
	},
	'ru-ae': {
		orderNumber: 'Номер заказа',
		sandboxNotice: 'Тестовый режим: заказ оплачен в тестовой среде платёжной системы, реальные деньги не списывались.',
		summary: {
			heading: 'Ваш заказ',
			plan: 'План',
			planValue: '{{plan}}, {{size}}',
			schedule: 'График',
			addon: 'Дополнение',
			firstDelivery: 'Первая доставка',
			lastDelivery: 'Последняя доставка',
			address: 'Адрес доставки',
			landmark: 'Ориентир: {{landmark}}',
			driverNotes: 'Для курьера: {{notes}}',
			slot: 'Время доставки',
			slotValue: '{{slot}}, {{window}}',
			contact: 'Контакты',
			allergies: 'Аллергии',
			consultation: 'Бесплатная консультация нутрициолога',
		},
		invoice: {
			localName: 'Налоговый счёт-фактура',
			print: 'Распечатать или сохранить в PDF',
			supplier: 'Поставщик',
			trn: 'Налоговый регистрационный номер (TRN)',
			invoiceNumber: 'Номер счёта-фактуры',
			issueDate: 'Дата выставления',
			customer: 'Покупатель',
			paidOn: 'Оплачен полностью {{date}}.',
			caption: 'Позиции счёта-фактуры',
			columns: {
				description: 'Описание',
				quantity: 'Количество',
				unitPrice: 'Цена за единицу (с НДС)',
				discount: 'Скидка',
				taxable: 'Сумма без НДС',
				vatRate: 'Ставка НДС',
				vat: 'Сумма НДС',
				gross: 'Итого с НДС',
			},
			planLine: 'План питания «{{plan}}» ({{size}}): {{days}}, {{weeks}}',
			addonLine: 'Дополнение: {{addon}}',
			depositLine: 'Залог за термосумку (возвратный, не является объектом обложения НДС)',
			outOfScope: 'Без НДС',
			days: { one: '{{count}} день', few: '{{count}} дня', many: '{{count}} дней', other: '{{count}} дня' },
			percent: '{{rate}}%',
			excludingVat: 'Итого без НДС',
			vatTotal: 'НДС {{rate}}%',
			total: 'Итого с НДС',
			currencyNote: 'Все суммы указаны в дирхамах ОАЭ (AED).',
			creditNotes: 'Налоговые кредит-ноты к этому счёту',
			creditNoteLine: '{{number}} от {{date}}: возврат {{amount}}, {{state}}',
		},
		next: {
			heading: 'Что дальше',
			deliveryHeading: 'Первая доставка',
			firstDelivery: 'Первую доставку привезём {{date}} с {{from}} до {{to}}.',
			firstDeliveryEvening: 'Первые блюда привезём накануне — вечером {{date}}, с {{from}} до {{to}}: это еда на {{first}}.',
			changesInAccount: 'До крайнего срока изменений для каждого дня вы можете сами поставить дни доставки на паузу, заменить блюда или изменить адрес и время доставки на любой день — в разделе {{myPlan}}.',
			myPlanLink: '«Мой план»',
			changes: 'Нужно изменить адрес или время доставки или поставить день на паузу? Обратитесь в службу поддержки — контакты ниже.',
			appHeading: 'Установите приложение kcal',
			appText: 'В приложении можно выбирать блюда, ставить дни на паузу и следить за доставками.',
			supportHeading: 'Есть вопросы по заказу?',
			supportText: 'Мы всегда рады помочь. Просто назовите номер заказа: {{order}}.',
		},
		confirming: {
			heading: 'Подтверждаем оплату',
			text: 'Мы подтверждаем оплату в вашем банке. Обычно это занимает меньше минуты.',
			safeToClose: 'Страницу можно закрыть — на оплату это не повлияет.',
			refreshing: 'Страница проверяет статус каждые несколько секунд и покажет подтверждение, как только оно будет готово.',
		},
		cancelled: {
			heading: 'Этот заказ отменён',
			text: 'Заказ не был оплачен, поэтому мы его отменили. Оформите его заново — ваш выбор сохранится.',
			startAgain: 'Оформить заново',
		},
		orderView: {
			heading: 'Заказ {{number}}',
			intro: 'Ваш заказ и налоговый счёт-фактура: счёт можно распечатать или сохранить в PDF.',
			status: 'Статус',
			paid: 'Оплачен',
			paidOn: 'Дата оплаты',
			plan: 'План питания',
			invoiceLink: 'Перейти к счёту-фактуре',
		},
	},
}
