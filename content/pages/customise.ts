/**
 * The words of /meal-plans/customise-meal-plan/ and of the price breakdown it shares with checkout,
 * delivered by the page's loader. Option labels are written out per value (not "{{count}} weeks")
 * because Arabic and Russian decline the noun differently for 1, 2, 4 and 8.
 */
import type { StartDateProblem } from '../../domain/delivery-schedule.ts'
import type { LocaleCode } from '../../domain/locale.ts'

export type PriceBreakdownText = {
	heading: string
	/** `{{count}}`: delivery days. */
	plan: string
	addons: string
	/** `{{code}}`. */
	discount: string
	/** A card-only code not yet taken off (`{{code}}`): shown under the total, with the sentence saying when it is. */
	cardDiscount: string
	bagDeposit: string
	bagDepositHint: string
	/** Instead of the deposit, for a customer who already holds one of our bags. */
	bagHeld: string
	total: string
	/** `{{amount}}`. */
	vat: string
	/** `{{amount}}`. */
	perDay: string
}

/** The optional nutritionist consultation (content/consultations.ts names its types, places and languages). */
export type ConsultationStepText = {
	legend: string
	checkbox: string
	/** `{{minutes}}`: how long one lasts; `{{from}}`, `{{to}}`: its hours, UAE time. */
	hint: string
	/** Before the page's script runs every field shows: they count only with the box ticked. */
	noScriptHint: string
	typeLegend: string
	location: string
	language: string
	date: string
	datePlaceholder: string
	time: string
	timePlaceholder: string
	errors: { date: string; time: string; unavailable: string }
	/** `{{booking}}`: content/consultations.ts's sentence. */
	summary: string
	/** Ticked, but no day and time yet. */
	summaryPending: string
}

export type CustomiseText = {
	planLegend: string
	sizeLegend: string
	/** `{{kcal}}`: the size's daily calories. */
	sizeHint: string
	daysLegend: string
	days: Record<'5' | '6' | '7', { label: string; hint: string }>
	weeksLegend: string
	weeks: Record<'1' | '2' | '4' | '8', string>
	weeksHint: string
	startLabel: string
	/** `{{cutoff}}`, `{{earliest}}`. */
	startHint: string
	/** Instead of startHint when the plan's first weekly menu, not the cut-off, decides the earliest start; `{{earliest}}`. */
	startHintFirstMenu: string
	/** The start-day choice (app/components/start-date-picker.tsx): its last radio, the name of its list of later days, and what to do without a script. */
	startPicker: { anotherDay: string; anotherDayList: string; noScriptHint: string }
	/** `{{earliest}}`: the earliest start; `{{latest}}`: the latest (too-late). */
	startErrors: Record<StartDateProblem, string>
	addonsLegend: string
	addonsHint: string
	noAddon: string
	/** `{{amount}}`: the add-on's price a day. */
	addonPrice: string
	codeLabel: string
	codeHint: string
	applyCode: string
	/** Shown when a campaign, partner or ambassador link put the code there. */
	codeFromLink: string
	/** `{{code}}`. */
	codeApplied: string
	/** A code a campaign, partner or ambassador link brought, which the customer did not type. */
	offerApplied: string
	allergiesLegend: string
	allergiesHint: string
	allergyNotesLabel: string
	allergyNotesHint: string
	consultation: ConsultationStepText
	summaryHeading: string
	/** `{{plan}}`, `{{size}}`. */
	planAndSize: string
	/** `{{days}}`, `{{weeks}}`: the option labels above. */
	schedule: string
	/** `{{first}}`, `{{last}}`. */
	deliveries: string
	/** `{{count}}`: the number of delivery days, in a "(count)" form that needs no plural. */
	allDeliveries: string
	updatePrice: string
	updatePriceHint: string
	continue: string
	/** The phone's sticky bar: the same step in one word. */
	continueShort: string
	breakdown: PriceBreakdownText
}

export const CUSTOMISE: Record<LocaleCode, CustomiseText> = {
	en: {
		planLegend: 'Meal plan',
		sizeLegend: 'Size',
		sizeHint: '{{kcal}} a day',
		daysLegend: 'Delivery days',
		days: {
			'5': { label: '5 days a week', hint: 'Monday to Friday' },
			'6': { label: '6 days a week', hint: 'Monday to Saturday' },
			'7': { label: '7 days a week', hint: 'Every day' },
		},
		weeksLegend: 'How long',
		weeks: { '1': '1 week', '2': '2 weeks', '4': '4 weeks', '8': '8 weeks' },
		weeksHint: 'Longer plans cost less a day. Plans end on their own: nothing renews without you.',
		startLabel: 'First delivery',
		startHint: 'The earliest start for this plan is {{earliest}}. The kitchen’s daily cut-off is {{cutoff}} (UAE time): after it, the earliest start moves later.',
		startHintFirstMenu: 'This plan starts on {{earliest}}, when its first weekly menu begins: that is the earliest start.',
		startPicker: {
			anotherDay: 'Another day',
			anotherDayList: 'Another day for your first delivery',
			noScriptHint: 'To start on a day from the list, tick “Another day” as well.',
		},
		startErrors: {
			invalid: 'Choose the day of your first delivery.',
			'too-early': 'The kitchen needs more notice: the earliest start is {{earliest}}.',
			'before-first-menu': 'This plan’s first weekly menu begins on {{earliest}}. Choose that day or a later one.',
			'not-a-delivery-day': 'Your plan isn’t delivered on that day. Choose another date.',
			'too-late': 'You can book up to 60 days after the earliest start: the latest is {{latest}}.',
		},
		addonsLegend: 'Add-ons',
		addonsHint: 'Comes with every delivery, charged per delivery day.',
		noAddon: 'No add-on',
		addonPrice: '+{{amount}} a day',
		codeLabel: 'Discount code',
		codeHint: 'One code per order.',
		applyCode: 'Apply',
		codeFromLink: 'Added from the offer you followed.',
		codeApplied: 'Code {{code}} applied.',
		offerApplied: 'Offer {{code}} applied for you: no code to type.',
		allergiesLegend: 'Allergies',
		allergiesHint: 'Tick what you must avoid. Our kitchen swaps the dishes that contain it.',
		allergyNotesLabel: 'Anything else we should know?',
		allergyNotesHint: 'Dislikes or other intolerances, up to 300 characters.',
		consultation: {
			legend: 'Nutritionist consultation',
			checkbox: 'Book a free consultation with our nutritionist',
			hint: 'Included with every plan: {{minutes}} minutes to set your calorie target, talk through allergies or a medical diet, and choose the plan that suits you. Monday to Friday, {{from}}–{{to}} UAE time.',
			noScriptHint: 'Tick the box above to book: the choices below count only then.',
			typeLegend: 'How would you like to talk?',
			location: 'Where',
			language: 'Language',
			date: 'Day',
			datePlaceholder: 'Choose a day',
			time: 'Time (UAE)',
			timePlaceholder: 'Choose a time',
			errors: {
				date: 'Choose a day from the list.',
				time: 'Choose a time from the list.',
				unavailable: 'That time can no longer be booked. Choose another day or time.',
			},
			summary: 'Free nutritionist consultation: {{booking}}',
			summaryPending: 'Free nutritionist consultation: choose a day and time.',
		},
		summaryHeading: 'Your plan',
		planAndSize: '{{plan}}, {{size}}',
		schedule: '{{days}}, {{weeks}}',
		deliveries: 'Deliveries from {{first}} to {{last}}',
		allDeliveries: 'Every delivery day ({{count}})',
		updatePrice: 'Update price',
		updatePriceHint: 'The price updates as you choose. Without JavaScript, press “Update price”.',
		continue: 'Continue to delivery details',
		continueShort: 'Continue',
		breakdown: {
			heading: 'Price breakdown',
			plan: 'Meal plan (delivery days: {{count}})',
			addons: 'Add-ons',
			discount: 'Discount {{code}}',
			cardDiscount: 'Discount {{code}} when you pay by card',
			bagDeposit: 'Cool bag deposit',
			bagDepositHint: 'Refunded when you return the bags.',
			bagHeld: 'You already have our cool bag: no deposit.',
			total: 'Total to pay',
			vat: 'Includes VAT (5%) of {{amount}}',
			perDay: 'That is {{amount}} a day',
		},
	},
	'ar-ae': {
		planLegend: 'خطة الوجبات',
		sizeLegend: 'الحجم',
		sizeHint: '{{kcal}} يوميًا',
		daysLegend: 'أيام التوصيل',
		days: {
			'5': { label: '5 أيام في الأسبوع', hint: 'من الاثنين إلى الجمعة' },
			'6': { label: '6 أيام في الأسبوع', hint: 'من الاثنين إلى السبت' },
			'7': { label: '7 أيام في الأسبوع', hint: 'كل يوم' },
		},
		weeksLegend: 'المدة',
		weeks: { '1': 'أسبوع واحد', '2': 'أسبوعان', '4': '4 أسابيع', '8': '8 أسابيع' },
		weeksHint: 'كلما طالت مدة الخطة قلّ سعر اليوم. تنتهي الخطة تلقائيًا، ولا يُجدَّد شيء دون موافقتك.',
		startLabel: 'أول توصيل',
		startHint: 'أقرب موعد لبدء هذه الخطة هو {{earliest}}. آخر موعد يومي لاستلام الطلبات في المطبخ هو الساعة {{cutoff}} (بتوقيت الإمارات)، وبعده يتأخر أقرب موعد للبدء.',
		startHintFirstMenu: 'تبدأ هذه الخطة في {{earliest}} مع أول قائمة أسبوعية لها، وهذا أقرب موعد للبدء.',
		startPicker: {
			anotherDay: 'يوم آخر',
			anotherDayList: 'يوم آخر للتوصيل الأول',
			noScriptHint: 'للبدء في يوم من القائمة، اختر «يوم آخر» أيضًا.',
		},
		startErrors: {
			invalid: 'اختر يوم أول توصيل.',
			'too-early': 'يحتاج المطبخ إلى وقت أطول للتحضير: أقرب موعد للبدء هو {{earliest}}.',
			'before-first-menu': 'تبدأ أول قائمة أسبوعية لهذه الخطة في {{earliest}}. اختر هذا اليوم أو يومًا بعده.',
			'not-a-delivery-day': 'لا توصيل لخطتك في هذا اليوم. اختر تاريخًا آخر.',
			'too-late': 'يمكنك الحجز خلال 60 يومًا من أقرب موعد للبدء، وآخر موعد ممكن هو {{latest}}.',
		},
		addonsLegend: 'الإضافات',
		addonsHint: 'تصلك مع كل توصيل، ويُحتسب سعرها عن كل يوم توصيل.',
		noAddon: 'بدون إضافات',
		addonPrice: '+{{amount}} يوميًا',
		codeLabel: 'رمز الخصم',
		codeHint: 'رمز واحد لكل طلب.',
		applyCode: 'تطبيق',
		codeFromLink: 'أُضيف من العرض الذي وصلت منه.',
		codeApplied: 'تم تطبيق الرمز {{code}}.',
		offerApplied: 'تم تطبيق عرض {{code}} تلقائيًا، دون الحاجة إلى إدخال رمز.',
		allergiesLegend: 'الحساسية',
		allergiesHint: 'حدّد ما يجب أن تتجنبه، وسيستبدل مطبخنا الأطباق التي تحتوي عليه.',
		allergyNotesLabel: 'هل هناك ما يجب أن نعرفه أيضًا؟',
		allergyNotesHint: 'أطعمة لا تحبها أو حالات عدم تحمّل أخرى، حتى 300 حرف.',
		consultation: {
			legend: 'استشارة أخصائي التغذية',
			checkbox: 'احجز استشارة مجانية مع أخصائي التغذية لدينا',
			hint: 'مشمولة مع كل خطة: {{minutes}} دقيقة لتحديد احتياجك من السعرات الحرارية، ومناقشة الحساسية أو النظام الغذائي العلاجي، واختيار الخطة التي تناسبك. من الاثنين إلى الجمعة، من {{from}} إلى {{to}} بتوقيت الإمارات.',
			noScriptHint: 'حدّد المربع أعلاه للحجز، فالاختيارات التالية لا تُحتسب إلا عندها.',
			typeLegend: 'كيف تفضّل التواصل؟',
			location: 'المكان',
			language: 'لغة الاستشارة',
			date: 'اليوم',
			datePlaceholder: 'اختر اليوم',
			time: 'الوقت (بتوقيت الإمارات)',
			timePlaceholder: 'اختر الوقت',
			errors: {
				date: 'اختر يومًا من القائمة.',
				time: 'اختر وقتًا من القائمة.',
				unavailable: 'لم يعد هذا الموعد متاحًا للحجز. اختر يومًا أو وقتًا آخر.',
			},
			summary: 'استشارة مجانية مع أخصائي التغذية: {{booking}}',
			summaryPending: 'استشارة مجانية مع أخصائي التغذية: اختر اليوم والوقت.',
		},
		summaryHeading: 'خطتك',
		planAndSize: '{{plan}}، {{size}}',
		schedule: '{{days}}، المدة: {{weeks}}',
		deliveries: 'التوصيل من {{first}} حتى {{last}}',
		allDeliveries: 'جميع أيام التوصيل ({{count}})',
		updatePrice: 'تحديث السعر',
		updatePriceHint: 'يتحدّث السعر مع كل اختيار. إذا كانت JavaScript معطّلة، اضغط «تحديث السعر».',
		continue: 'متابعة إلى تفاصيل التوصيل',
		continueShort: 'متابعة',
		breakdown: {
			heading: 'تفاصيل السعر',
			plan: 'خطة الوجبات (أيام التوصيل: {{count}})',
			addons: 'الإضافات',
			discount: 'خصم {{code}}',
			cardDiscount: 'خصم {{code}} عند الدفع بالبطاقة',
			bagDeposit: 'تأمين الحقيبة المبرّدة',
			bagDepositHint: 'يُسترد عند إعادة الحقائب.',
			bagHeld: 'لديك حقيبتنا المبرّدة بالفعل، فلا حاجة إلى تأمين.',
			total: 'الإجمالي المستحق',
			vat: 'يشمل ضريبة القيمة المضافة (5%) بقيمة {{amount}}',
			perDay: 'أي {{amount}} لليوم',
		},
	},
	'ru-ae': {
		planLegend: 'План питания',
		sizeLegend: 'Размер',
		sizeHint: '{{kcal}} в день',
		daysLegend: 'Дни доставки',
		days: {
			'5': { label: '5 дней в неделю', hint: 'С понедельника по пятницу' },
			'6': { label: '6 дней в неделю', hint: 'С понедельника по субботу' },
			'7': { label: '7 дней в неделю', hint: 'Каждый день' },
		},
		weeksLegend: 'Срок',
		weeks: { '1': '1 неделя', '2': '2 недели', '4': '4 недели', '8': '8 недель' },
		weeksHint: 'Чем дольше план, тем дешевле день. План заканчивается сам: без вашего согласия ничего не продлевается.',
		startLabel: 'Первая доставка',
		startHint: 'Самая ранняя дата начала этого плана: {{earliest}}. Кухня принимает заказы до {{cutoff}} (по времени ОАЭ) — после этого времени самая ранняя дата сдвигается.',
		startHintFirstMenu: 'Доставки по этому плану начинаются {{earliest}} — с первой недели его меню. Это самая ранняя дата начала.',
		startPicker: {
			anotherDay: 'Другой день',
			anotherDayList: 'Другой день первой доставки',
			noScriptHint: 'Чтобы начать с дня из списка, отметьте и «Другой день».',
		},
		startErrors: {
			invalid: 'Выберите день первой доставки.',
			'too-early': 'Кухне нужно больше времени: самая ранняя дата старта — {{earliest}}.',
			'before-first-menu': 'Первое недельное меню этого плана начинается {{earliest}}. Выберите этот день или более поздний.',
			'not-a-delivery-day': 'В этот день по вашему плану доставки нет. Выберите другую дату.',
			'too-late': 'Забронировать можно не позже чем через 60 дней после самой ранней даты начала, то есть до {{latest}}.',
		},
		addonsLegend: 'Дополнения',
		addonsHint: 'Привозим с каждой доставкой, цена указана за день доставки.',
		noAddon: 'Без дополнений',
		addonPrice: '+{{amount}} в день',
		codeLabel: 'Промокод',
		codeHint: 'Один промокод на заказ.',
		applyCode: 'Применить',
		codeFromLink: 'Добавлен из предложения, по которому вы пришли.',
		codeApplied: 'Промокод {{code}} применён.',
		offerApplied: 'Скидка по акции {{code}} применена автоматически, вводить промокод не нужно.',
		allergiesLegend: 'Аллергии',
		allergiesHint: 'Отметьте, чего вам нельзя, — кухня заменит блюда с этими продуктами.',
		allergyNotesLabel: 'Что ещё нам стоит знать?',
		allergyNotesHint: 'Нелюбимые продукты или другая непереносимость, до 300 символов.',
		consultation: {
			legend: 'Консультация нутрициолога',
			checkbox: 'Записаться на бесплатную консультацию нутрициолога',
			hint: 'Входит в любой план: {{minutes}} минут, чтобы определить вашу норму калорий, обсудить аллергии или лечебную диету и выбрать подходящий план. С понедельника по пятницу, с {{from}} до {{to}} по времени ОАЭ.',
			noScriptHint: 'Чтобы записаться, отметьте пункт выше: без отметки поля ниже не учитываются.',
			typeLegend: 'Как вам удобнее?',
			location: 'Где',
			language: 'Язык консультации',
			date: 'День',
			datePlaceholder: 'Выберите день',
			time: 'Время (ОАЭ)',
			timePlaceholder: 'Выберите время',
			errors: {
				date: 'Выберите день из списка.',
				time: 'Выберите время из списка.',
				unavailable: 'На это время записаться уже нельзя. Выберите другой день или время.',
			},
			summary: 'Бесплатная консультация нутрициолога: {{booking}}',
			summaryPending: 'Бесплатная консультация нутрициолога: выберите день и время.',
		},
		summaryHeading: 'Ваш план',
		planAndSize: '{{plan}}, {{size}}',
		schedule: '{{days}}, {{weeks}}',
		deliveries: 'Доставки с {{first}} по {{last}}',
		allDeliveries: 'Все дни доставки ({{count}})',
		updatePrice: 'Обновить цену',
		updatePriceHint: 'Цена обновляется сразу после выбора. Если JavaScript отключён, нажмите «Обновить цену».',
		continue: 'Перейти к данным доставки',
		continueShort: 'Далее',
		breakdown: {
			heading: 'Из чего складывается цена',
			plan: 'План (дней доставки: {{count}})',
			addons: 'Дополнения',
			discount: 'Скидка по промокоду {{code}}',
			cardDiscount: 'Скидка по промокоду {{code}} при оплате картой',
			bagDeposit: 'Залог за термосумку',
			bagDepositHint: 'Вернём, когда вы отдадите сумки.',
			bagHeld: 'Наша термосумка уже у вас, поэтому залог не нужен.',
			total: 'Итого к оплате',
			vat: 'Включая НДС 5%: {{amount}}',
			perDay: 'Это {{amount}} в день',
		},
	},
}
