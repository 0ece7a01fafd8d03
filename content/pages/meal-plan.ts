/**
 * The plan page (/meal-plans/{slug}/): its section texts, and the labels of the price tables that
 * /cheap-meal-plans/ shares. The plan's own name, summary and description come from the database
 * (content/plans.ts), its heading from the `mealPlan.title` message. `{{count}}` texts under a
 * plural key have one form per plural category of the language (Intl.PluralRules).
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { Weeks } from '../../domain/plan-pricing.ts'

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** Labels of a price table (days a week across, weeks down) and of prices in running text. */
export type PlanPriceText = {
	/** Names the size switch. */
	sizeLabel: string
	/** Heading of the column of row headers (the commitment). */
	weeksColumn: string
	/** A column: `{{count}}` is 5, 6 or 7. */
	daysPerWeek: string
	weeks: Record<Weeks, string>
	/** Delivery days of a period (`{{count}}` from 5 to 56). */
	deliveryDays: PluralForms
	/** Under a day's price: `{{amount}}` is the period's total. */
	total: string
	/** `{{size}}` is the size's name. */
	caption: string
	vatNote: string
}

export type MealPlanContent = {
	breadcrumb: { label: string; home: string }
	about: { heading: string; mealsPerDay: string; calories: string }
	calories: { heading: string; intro: string; caption: string; sizeColumn: string; kcalColumn: string }
	prices: {
		heading: string
		intro: string
		depositLabel: string
		depositText: string
		/** The pause and refund rules up front; `{{changeCutoff}}`, `{{maxPausedDays}}`, `{{cancellationFee}}` come from the rules in force. */
		scheduleTerms: string
	}
	priceText: PlanPriceText
	sampleMenu: { heading: string; text: string; link: string }
	start: { heading: string; text: string }
	/** `{{date}}`: a plan's first day when its first weekly menu begins later than the usual notice allows (domain/delivery-schedule.ts startsAtFirstMenu). */
	firstMenuStart: string
}

export const MEAL_PLAN: Record<LocaleCode, MealPlanContent> = {
	en: {
		breadcrumb: { label: 'Breadcrumb', home: 'Home' },
		about: { heading: 'About this plan', mealsPerDay: 'Meals a day', calories: 'Calories a day' },
		calories: {
			heading: 'Calories by size',
			intro: 'Both sizes have the same dishes. Plus has bigger portions, for higher energy needs such as hard training or a taller, heavier build.',
			caption: 'Daily calories of each size',
			sizeColumn: 'Size',
			kcalColumn: 'Calories a day',
		},
		prices: {
			heading: 'Prices',
			intro: 'The more days a week and the more weeks you choose, the less each day costs. Each cell shows the price of one day and the total for the whole period.',
			depositLabel: 'Cool-bag deposit',
			depositText: 'Charged once with your first order and refunded when you hand the bags back at the end of your plan.',
			scheduleTerms:
				'Changes to a delivery day close at {{changeCutoff}}. You can pause up to {{maxPausedDays}} per plan (they move to the end), and cancel online at any time: every day not yet past its cut-off is refunded at the price you paid. {{cancellationFee}}',
		},
		priceText: {
			sizeLabel: 'Size',
			weeksColumn: 'Length',
			daysPerWeek: '{{count}} days a week',
			weeks: { 1: '1 week', 2: '2 weeks', 4: '4 weeks', 8: '8 weeks' },
			deliveryDays: { one: '{{count}} day', other: '{{count}} days' },
			total: '{{amount}} in total',
			caption: '{{size}}: price per day and total for the period',
			vatNote: 'All prices are in UAE dirhams (AED) and include 5% VAT.',
		},
		sampleMenu: {
			heading: 'See what you’ll eat',
			text: 'A full week of dishes from this plan, with calories, macros and allergens for every meal.',
			link: 'See the sample menu',
		},
		start: {
			heading: 'Ready to start?',
			text: 'Choose your days, weeks, start date and delivery time on the next step. You pay at checkout, after seeing the full total.',
		},
		firstMenuStart: 'This plan starts on {{date}}, when its first weekly menu begins.',
	},
	'ar-ae': {
		breadcrumb: { label: 'مسار التنقل', home: 'الرئيسية' },
		about: { heading: 'عن هذه الخطة', mealsPerDay: 'عدد الوجبات يوميًا', calories: 'السعرات الحرارية يوميًا' },
		calories: {
			heading: 'السعرات الحرارية حسب الحجم',
			intro: 'يحصل الحجمان على الأطباق نفسها، لكن حصص الحجم الكبير أكبر لمن يحتاج طاقة أكثر، كمن يتمرّن بجهد كبير أو يتمتع بطول ووزن أكبر.',
			caption: 'السعرات الحرارية اليومية لكل حجم',
			sizeColumn: 'الحجم',
			kcalColumn: 'السعرات الحرارية يوميًا',
		},
		prices: {
			heading: 'الأسعار',
			intro: 'كلما زاد عدد أيام التوصيل في الأسبوع وعدد الأسابيع، انخفضت تكلفة اليوم الواحد. تعرض كل خانة سعر اليوم الواحد والمجموع للمدة كاملة.',
			depositLabel: 'تأمين الحقيبة المبرّدة',
			depositText: 'يُدفع مرة واحدة مع طلبك الأول، ويُسترد عند إعادة الحقائب في نهاية خطتك.',
			scheduleTerms:
				'آخر موعد للتعديل على أي يوم توصيل: {{changeCutoff}}. ويمكنك إيقاف التوصيل مؤقتًا فيما يصل إلى {{maxPausedDays}} لكل خطة، وتنتقل هذه الأيام إلى نهايتها، كما يمكنك إلغاء خطتك من حسابك في أي وقت، فنردّ قيمة كل يوم لم ينقضِ آخر موعد للتعديل عليه بالسعر الذي دفعته. {{cancellationFee}}',
		},
		priceText: {
			sizeLabel: 'الحجم',
			weeksColumn: 'المدة',
			daysPerWeek: '{{count}} أيام في الأسبوع',
			weeks: { 1: 'أسبوع واحد', 2: 'أسبوعان', 4: '4 أسابيع', 8: '8 أسابيع' },
			deliveryDays: {
				zero: '{{count}} يوم',
				one: 'يوم واحد',
				two: 'يومان',
				few: '{{count}} أيام',
				many: '{{count}} يومًا',
				other: '{{count}} يوم',
			},
			total: 'المجموع {{amount}}',
			caption: '{{size}}: سعر اليوم الواحد والمجموع للمدة كاملة',
			vatNote: 'جميع الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة بنسبة 5%.',
		},
		sampleMenu: {
			heading: 'اطّلع على ما ستتناوله',
			text: 'أسبوع كامل من أطباق هذه الخطة، مع السعرات الحرارية والقيم الغذائية ومسببات الحساسية لكل وجبة.',
			link: 'اعرض القائمة النموذجية',
		},
		start: {
			heading: 'هل أنت مستعد للبدء؟',
			text: 'في الخطوة التالية تختار أيام التوصيل وعدد الأسابيع وتاريخ البدء وموعد التوصيل. ولا تدفع إلا عند إتمام الطلب بعد أن ترى المجموع كاملًا.',
		},
		firstMenuStart: 'تبدأ هذه الخطة في {{date}} مع أول قائمة أسبوعية لها.',
	},
	'ru-ae': {
		breadcrumb: { label: 'Навигационная цепочка', home: 'Главная' },
		about: { heading: 'О плане', mealsPerDay: 'Приёмов пищи в день', calories: 'Калорий в день' },
		calories: {
			heading: 'Калорийность по размерам',
			intro: 'В обоих размерах одни и те же блюда. В размере Plus порции больше — для тех, кому нужно больше энергии: при интенсивных тренировках или при большем росте и весе.',
			caption: 'Калорийность каждого размера в день',
			sizeColumn: 'Размер',
			kcalColumn: 'Калорий в день',
		},
		prices: {
			heading: 'Цены',
			intro: 'Чем больше дней в неделю и недель вы выбираете, тем дешевле обходится каждый день. В каждой ячейке — цена одного дня и сумма за весь срок.',
			depositLabel: 'Залог за термосумки',
			depositText: 'Вносится один раз с первым заказом и возвращается, когда вы отдаёте сумки в конце плана.',
			scheduleTerms:
				'Крайний срок изменений для дня доставки — {{changeCutoff}}. До него день можно поставить на паузу (всего до {{maxPausedDays}} за план, они переносятся в конец), а план можно отменить в личном кабинете в любой момент: за каждый день, для которого срок изменений ещё не прошёл, мы вернём уплаченную цену. {{cancellationFee}}',
		},
		priceText: {
			sizeLabel: 'Размер',
			weeksColumn: 'Срок',
			daysPerWeek: '{{count}} дней в неделю',
			weeks: { 1: '1 неделя', 2: '2 недели', 4: '4 недели', 8: '8 недель' },
			deliveryDays: { one: '{{count}} день', few: '{{count}} дня', many: '{{count}} дней', other: '{{count}} дня' },
			total: 'всего {{amount}}',
			caption: '{{size}}: цена за день и сумма за весь срок',
			vatNote: 'Все цены указаны в дирхамах ОАЭ (AED) и включают НДС 5%.',
		},
		sampleMenu: {
			heading: 'Посмотрите, что вы будете есть',
			text: 'Целая неделя блюд этого плана с калорийностью, КБЖУ и аллергенами для каждого приёма пищи.',
			link: 'Посмотреть пример меню',
		},
		start: {
			heading: 'Готовы начать?',
			text: 'На следующем шаге выберите дни, количество недель, дату начала и время доставки. Оплата — при оформлении заказа, когда вы увидите итоговую сумму.',
		},
		firstMenuStart: 'Доставки по этому плану начинаются {{date}} — с первой недели его меню.',
	},
}
