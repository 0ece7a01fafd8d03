/**
 * What the order and payment APIs say, in each language, when a checkout field is wrong, the
 * price moved, or a payment did not go through. Server-only: the API and the checkout page's
 * action return the sentence and the page shows it as it is.
 */
import type { StartDateProblem } from '../domain/delivery-schedule.ts'
import type { LocaleCode } from '../domain/locale.ts'

export type CheckoutField =
	| 'first_name'
	| 'last_name'
	| 'email'
	| 'mobile_number'
	| 'start_date'
	| 'address_type'
	| 'city_id'
	| 'area_id'
	| 'area_timing_id'
	| 'flat_number'
	| 'building_name'
	| 'street'
	| 'landmark'
	| 'address_notes'
	| 'custom_delivery_instructions'
	| 'location'
	| 'allergies'
	| 'expected_total'
	| 'consultation'
	| 'terms'

/** Why a start date cannot be taken (domain/delivery-schedule.ts StartDateProblem); `{{date}}` in `before-first-menu`: the plan's first day; in `too-early`: the earliest start now. */
type StartDateMessages = Record<StartDateProblem, string>

/** Why a payment did not go through; the keys are stored on the payment (failure_reason). */
export type PaymentFailure =
	| 'declined'
	| 'insufficient_funds'
	| 'authentication_failed'
	| 'expired_card'
	| 'invalid_card'
	| 'invalid_request'
	| 'cancelled'
	| 'tabby_rejected'
	| 'amount_mismatch'
	| 'unverified'
	| 'unreachable'
	| 'expired'
	/** Given up because the customer started a newer attempt of the order (never charged). */
	| 'superseded'

export type TabbyRejection = 'not_available' | 'order_amount_too_high' | 'order_amount_too_low'

export type CheckoutMessages = {
	fields: Record<CheckoutField, string>
	/** `{{date}}`: the earliest start (before-first-menu, too-early); `{{latest}}`: the latest (too-late). */
	startDate: StartDateMessages
	priceChanged: string
	slotClosed: string
	/** The slot chosen on the page is not one the chosen area gets; {{area}}: the area's name. */
	slotNotInArea: string
	/** The consultation's slot has come too close or passed since it was chosen (domain/consultation.ts). */
	consultationUnavailable: string
	orderNotPayable: string
	orderPaid: string
	/** A payment started less than two minutes ago is still open: wait for it (the page checks again by itself). */
	paymentInProgress: string
	/** An older payment is still open: paying now cancels it, and it is never charged as well. */
	paymentReplaced: string
	failures: Record<PaymentFailure, string>
	tabby: Record<TabbyRejection, string>
	methodUnavailable: string
}

export const CHECKOUT_MESSAGES: Record<LocaleCode, CheckoutMessages> = {
	en: {
		fields: {
			first_name: 'Enter your first name.',
			last_name: 'Enter your last name.',
			email: 'Enter an e-mail address like name@example.com.',
			mobile_number: 'Enter a UAE mobile number, like 050 123 4567.',
			start_date: 'Choose the day of your first delivery.',
			address_type: 'Choose home, work or other.',
			city_id: 'Choose the emirate we deliver to.',
			area_id: 'Choose your area.',
			area_timing_id: 'Choose a delivery time.',
			flat_number: 'Enter the flat or villa number (up to 20 characters).',
			building_name: 'Enter the building or villa name (up to 100 characters).',
			street: 'Enter the street (up to 100 characters).',
			landmark: 'Keep the landmark under 100 characters.',
			address_notes: 'Keep the address notes under 300 characters.',
			custom_delivery_instructions: 'Keep the delivery instructions under 300 characters.',
			location: 'The map pin is outside the UAE. Move it to your address or leave it empty.',
			allergies: 'Choose allergies from the list and keep your note under 300 characters.',
			expected_total: 'The order total is missing.',
			terms: 'Please accept the terms and conditions to place your order.',
			consultation: 'Your nutritionist consultation needs a type, language, day and time that we offer. Use “Change plan” to choose them.',
		},
		startDate: {
			invalid: 'Choose the day of your first delivery.',
			'too-early': 'Our kitchen can’t cook for that day any more: the earliest start is now {{date}}.',
			'before-first-menu': 'This plan’s first weekly menu begins on {{date}}. Choose that day or a later one.',
			'not-a-delivery-day': 'We don’t deliver on that day with this plan. Choose another day.',
			'too-late': 'You can choose a first delivery up to 60 days after the earliest start: the latest is {{latest}}.',
		},
		priceChanged: 'The price of your order has changed since you saw it. Please check the new total before paying.',
		slotClosed: 'This delivery time is no longer offered in your area. Please choose another.',
		slotNotInArea: 'We don’t deliver to {{area}} at this time. Choose another delivery time.',
		consultationUnavailable: 'The time you chose for your nutritionist consultation can no longer be booked. Use “Change plan” to pick another day or time, or untick the consultation there.',
		orderNotPayable: 'This order can’t be paid any more. Please start a new order.',
		orderPaid: 'This order is already paid. Nothing more will be charged.',
		paymentInProgress: 'A payment for this order is still being processed. Please wait a moment before trying again.',
		paymentReplaced: 'An earlier payment for this order wasn’t finished. If you pay now, we’ll cancel it — you’ll never be charged twice.',
		failures: {
			declined: 'Your bank declined the payment. Try another card or payment method.',
			insufficient_funds: 'The card doesn’t have enough funds for this payment. Try another card or payment method.',
			authentication_failed: 'The card security check (3-D Secure) wasn’t completed. Try again or use another card.',
			expired_card: 'This card has expired. Please use another card.',
			invalid_card: 'The card details weren’t accepted. Check the number, expiry date and CVV and try again.',
			invalid_request: 'The payment couldn’t be started. Please try again; nothing was charged.',
			cancelled: 'You cancelled the payment. Nothing was charged; choose how you’d like to pay.',
			tabby_rejected: 'Tabby couldn’t approve this purchase. Please choose another payment method.',
			amount_mismatch: 'The amount confirmed by the payment provider didn’t match your order, so we stopped and are refunding it automatically. Please try again.',
			unverified: 'We couldn’t verify the answer from the payment provider, so the order isn’t confirmed. If money left your account, our team will sort it out.',
			unreachable: 'We couldn’t reach the payment provider. We’ll check the payment’s status automatically; please don’t pay again yet.',
			expired: 'This payment took too long and was stopped. Nothing was charged.',
			superseded: 'This payment was cancelled because you started a new one for the same order. You won’t be charged for it; anything taken is refunded automatically.',
		},
		tabby: {
			not_available: 'Tabby isn’t available for this purchase. Please choose another payment method.',
			order_amount_too_high: 'This order is above the amount Tabby can split. Choose a shorter plan or another payment method.',
			order_amount_too_low: 'This order is below the amount Tabby can split. Please choose another payment method.',
		},
		methodUnavailable: 'This payment method isn’t available. Please choose another.',
	},
	'ar-ae': {
		fields: {
			first_name: 'أدخل اسمك الأول.',
			last_name: 'أدخل اسم العائلة.',
			email: 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.',
			mobile_number: 'أدخل رقم هاتف متحرك إماراتيًا، مثل 050 123 4567.',
			start_date: 'اختر يوم التوصيل الأول.',
			address_type: 'اختر المنزل أو العمل أو غير ذلك.',
			city_id: 'اختر الإمارة التي نوصل إليها.',
			area_id: 'اختر منطقتك.',
			area_timing_id: 'اختر وقت التوصيل.',
			flat_number: 'أدخل رقم الشقة أو الفيلا (حتى 20 حرفًا).',
			building_name: 'أدخل اسم المبنى أو الفيلا (حتى 100 حرف).',
			street: 'أدخل اسم الشارع (حتى 100 حرف).',
			landmark: 'يجب ألا يزيد المعلم القريب على 100 حرف.',
			address_notes: 'يجب ألا تزيد ملاحظات العنوان على 300 حرف.',
			custom_delivery_instructions: 'يجب ألا تزيد تعليمات التوصيل على 300 حرف.',
			location: 'الموقع المحدد على الخريطة خارج الإمارات. انقله إلى عنوانك أو اتركه فارغًا.',
			allergies: 'اختر أنواع الحساسية من القائمة، ويجب ألا تزيد ملاحظتك على 300 حرف.',
			expected_total: 'إجمالي الطلب غير موجود.',
			terms: 'يُرجى الموافقة على الشروط والأحكام لإتمام طلبك.',
			consultation: 'تحتاج استشارة أخصائي التغذية إلى نوع ولغة ويوم ووقت مما نقدّمه. اضغط «تغيير الخطة» لاختيارها.',
		},
		startDate: {
			invalid: 'اختر يوم التوصيل الأول.',
			'too-early': 'لم يعد بإمكان مطبخنا التحضير لهذا اليوم، فأقرب موعد للبدء الآن هو {{date}}.',
			'before-first-menu': 'تبدأ أول قائمة أسبوعية لهذه الخطة في {{date}}. اختر هذا اليوم أو يومًا بعده.',
			'not-a-delivery-day': 'لا نوصل في هذا اليوم ضمن هذه الخطة. اختر يومًا آخر.',
			'too-late': 'يمكنك اختيار أول يوم توصيل خلال 60 يومًا من أقرب موعد للبدء، وآخر موعد ممكن هو {{latest}}.',
		},
		priceChanged: 'تغيّر سعر طلبك منذ أن اطّلعت عليه. يُرجى مراجعة الإجمالي الجديد قبل الدفع.',
		slotClosed: 'لم يعد وقت التوصيل هذا متاحًا في منطقتك. يُرجى اختيار وقت آخر.',
		slotNotInArea: 'لا نوصل إلى {{area}} في هذا الوقت. اختر وقت توصيل آخر.',
		consultationUnavailable: 'لم يعد بالإمكان حجز الموعد الذي اخترته لاستشارة أخصائي التغذية. اضغط «تغيير الخطة» لاختيار يوم أو وقت آخر، أو ألغِ تحديد الاستشارة هناك.',
		orderNotPayable: 'لم يعد بالإمكان دفع هذا الطلب. يُرجى بدء طلب جديد.',
		orderPaid: 'تم دفع هذا الطلب بالفعل، ولن يُخصم أي مبلغ إضافي.',
		paymentInProgress: 'لا تزال هناك عملية دفع قيد المعالجة لهذا الطلب. يُرجى الانتظار قليلًا قبل المحاولة مرة أخرى.',
		paymentReplaced: 'لم تكتمل عملية دفع سابقة لهذا الطلب. إذا دفعت الآن فسنلغيها، ولن يُخصم المبلغ منك مرتين أبدًا.',
		failures: {
			declined: 'رفض البنك عملية الدفع. جرّب بطاقة أخرى أو طريقة دفع أخرى.',
			insufficient_funds: 'الرصيد في البطاقة لا يكفي لهذه العملية. جرّب بطاقة أخرى أو طريقة دفع أخرى.',
			authentication_failed: 'لم يكتمل التحقق الأمني للبطاقة (\u20663-D Secure\u2069). حاول مرة أخرى أو استخدم بطاقة أخرى.',
			expired_card: 'انتهت صلاحية هذه البطاقة. يُرجى استخدام بطاقة أخرى.',
			invalid_card: 'لم تُقبل بيانات البطاقة. تحقّق من الرقم وتاريخ الانتهاء ورمز CVV وحاول مرة أخرى.',
			invalid_request: 'تعذّر بدء عملية الدفع. يُرجى المحاولة مرة أخرى؛ لم يُخصم أي مبلغ.',
			cancelled: 'ألغيت عملية الدفع ولم يُخصم أي مبلغ. اختر طريقة الدفع التي تناسبك.',
			tabby_rejected: 'لم توافق تابي على عملية الشراء هذه. يُرجى اختيار طريقة دفع أخرى.',
			amount_mismatch: 'المبلغ الذي أكّده مزوّد الدفع لا يطابق طلبك، لذا أوقفنا العملية ونعمل على استرداده تلقائيًا. يُرجى المحاولة مرة أخرى.',
			unverified: 'تعذّر علينا التحقق من رد مزوّد الدفع، لذا لم يُؤكَّد الطلب. إذا خُصم أي مبلغ من حسابك فسيتولى فريقنا معالجة الأمر.',
			unreachable: 'تعذّر الاتصال بمزوّد الدفع. سنتحقق من حالة الدفع تلقائيًا؛ يُرجى عدم الدفع مرة أخرى الآن.',
			expired: 'استغرقت عملية الدفع وقتًا طويلًا فأُوقفت. لم يُخصم أي مبلغ.',
			superseded: 'أُلغيت عملية الدفع هذه لأنك بدأت عملية دفع جديدة للطلب نفسه. لن يُخصم منك مقابلها أي مبلغ، وأي مبلغ خُصم سيُسترد تلقائيًا.',
		},
		tabby: {
			not_available: 'خدمة تابي غير متاحة لعملية الشراء هذه. يُرجى اختيار طريقة دفع أخرى.',
			order_amount_too_high: 'قيمة هذا الطلب أعلى من الحد الذي تتيح تابي تقسيطه. اختر خطة أقصر أو طريقة دفع أخرى.',
			order_amount_too_low: 'قيمة هذا الطلب أقل من الحد الذي تتيح تابي تقسيطه. يُرجى اختيار طريقة دفع أخرى.',
		},
		methodUnavailable: 'طريقة الدفع هذه غير متاحة. يُرجى اختيار طريقة أخرى.',
	},
	'ru-ae': {
		fields: {
			first_name: 'Введите имя.',
			last_name: 'Введите фамилию.',
			email: 'Введите адрес электронной почты, например name@example.com.',
			mobile_number: 'Введите мобильный номер ОАЭ, например 050 123 4567.',
			start_date: 'Выберите день первой доставки.',
			address_type: 'Выберите: дом, работа или другое.',
			city_id: 'Выберите эмират, куда мы доставляем.',
			area_id: 'Выберите район.',
			area_timing_id: 'Выберите время доставки.',
			flat_number: 'Укажите номер квартиры или виллы (до 20 символов).',
			building_name: 'Укажите название здания или виллы (до 100 символов).',
			street: 'Укажите улицу (до 100 символов).',
			landmark: 'Ориентир — не длиннее 100 символов.',
			address_notes: 'Примечания к адресу — не длиннее 300 символов.',
			custom_delivery_instructions: 'Указания для курьера — не длиннее 300 символов.',
			location: 'Отметка на карте находится за пределами ОАЭ. Перенесите её на свой адрес или оставьте пустой.',
			allergies: 'Выберите аллергены из списка; комментарий — не длиннее 300 символов.',
			expected_total: 'Не указана сумма заказа.',
			terms: 'Чтобы оформить заказ, примите условия обслуживания.',
			consultation: 'Для консультации нутрициолога нужно выбрать формат, язык, день и время из тех, что мы предлагаем. Нажмите «Изменить план», чтобы выбрать их.',
		},
		startDate: {
			invalid: 'Выберите день первой доставки.',
			'too-early': 'Кухня уже не успеет приготовить еду к этому дню: самая ранняя дата начала теперь — {{date}}.',
			'before-first-menu': 'Первое недельное меню этого плана начинается {{date}}. Выберите этот день или более поздний.',
			'not-a-delivery-day': 'По этому плану в этот день доставки нет. Выберите другой день.',
			'too-late': 'Первую доставку можно назначить не позже чем через 60 дней после самой ранней даты начала, то есть до {{latest}}.',
		},
		priceChanged: 'Цена заказа изменилась с тех пор, как вы её видели. Проверьте новую сумму перед оплатой.',
		slotClosed: 'Это время доставки в вашем районе больше недоступно. Выберите другое.',
		slotNotInArea: 'В район «{{area}}» мы в это время не доставляем. Выберите другое время доставки.',
		consultationUnavailable: 'На выбранное время консультации нутрициолога записаться уже нельзя. Нажмите «Изменить план», чтобы выбрать другой день или время, или снимите там отметку о консультации.',
		orderNotPayable: 'Этот заказ уже нельзя оплатить. Пожалуйста, оформите новый.',
		orderPaid: 'Этот заказ уже оплачен. Больше ничего списано не будет.',
		paymentInProgress: 'Оплата этого заказа ещё обрабатывается. Подождите немного, прежде чем пробовать снова.',
		paymentReplaced: 'Предыдущая оплата этого заказа не была завершена. Если вы оплатите сейчас, мы её отменим — дважды деньги не спишутся.',
		failures: {
			declined: 'Банк отклонил платёж. Попробуйте другую карту или другой способ оплаты.',
			insufficient_funds: 'На карте недостаточно средств. Попробуйте другую карту или другой способ оплаты.',
			authentication_failed: 'Проверка 3-D Secure не пройдена. Попробуйте ещё раз или используйте другую карту.',
			expired_card: 'Срок действия карты истёк. Используйте другую карту.',
			invalid_card: 'Данные карты не приняты. Проверьте номер, срок действия и CVV и попробуйте снова.',
			invalid_request: 'Не удалось начать оплату. Попробуйте ещё раз — деньги не списаны.',
			cancelled: 'Вы отменили оплату, деньги не списаны. Выберите удобный способ оплаты.',
			tabby_rejected: 'Tabby не одобрил эту покупку. Выберите другой способ оплаты.',
			amount_mismatch: 'Сумма, подтверждённая платёжной системой, не совпала с заказом, поэтому мы остановили оплату и автоматически вернём деньги. Попробуйте ещё раз.',
			unverified: 'Мы не смогли проверить ответ платёжной системы, поэтому заказ не подтверждён. Если деньги списались, наша команда во всём разберётся.',
			unreachable: 'Не удалось связаться с платёжной системой. Мы проверим статус платежа автоматически — пока не оплачивайте повторно.',
			expired: 'Оплата заняла слишком много времени и была остановлена. Деньги не списаны.',
			superseded: 'Эта оплата отменена, потому что вы начали новую оплату того же заказа. Деньги за неё не спишутся, а если что-то уже списалось, мы вернём это автоматически.',
		},
		tabby: {
			not_available: 'Tabby недоступен для этой покупки. Выберите другой способ оплаты.',
			order_amount_too_high: 'Сумма заказа больше, чем Tabby может разделить на платежи. Выберите план короче или другой способ оплаты.',
			order_amount_too_low: 'Сумма заказа меньше, чем Tabby может разделить на платежи. Выберите другой способ оплаты.',
		},
		methodUnavailable: 'Этот способ оплаты недоступен. Выберите другой.',
	},
}
