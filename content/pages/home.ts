/**
 * The home page below its hero: how ordering works, the popular plans, a strip of dishes from the
 * sample menus, the body assessment, the app, a few questions and why people can trust us. The
 * hero's heading and intro are the `pages.home` messages; plans, prices and dishes come from the
 * database, the emirates from the about-us page and the company's name and TRN from configuration.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { DietKey } from '../diets.ts'
import type { MealSlot } from '../sample-menus/types.ts'

type Titled = { title: string; text: string }

export type HomeContent = {
	hero: { points: readonly string[] }
	howItWorks: { heading: string; steps: readonly Titled[] }
	featured: { heading: string; intro: string; all: string }
	dishes: { heading: string; intro: string }
	assessment: { heading: string; text: string; cta: string }
	app: { heading: string; text: string; more: string }
	faq: { heading: string; all: string }
	trust: {
		heading: string
		delivery: Titled
		/** {{legalName}} is the registered company from configuration. */
		vat: Titled & { trnLabel: string }
		terms: Titled & { link: string }
	}
}

/**
 * The dishes of the home page's strip: one per diet, chosen for variety (a bowl, a Gulf classic,
 * fish, a vegetarian main, a breakfast, a training meal). A pick whose menu or dish is missing
 * is left out, so a menu edit can shorten the strip but never break the page.
 */
export const HOME_SAMPLE_DISHES: readonly { diet: DietKey; day: number; slot: MealSlot }[] = [
	{ diet: 'international', day: 1, slot: 'lunch' },
	{ diet: 'arabic', day: 1, slot: 'lunch' },
	{ diet: 'pescatarian', day: 2, slot: 'lunch' },
	{ diet: 'vegetarian', day: 2, slot: 'lunch' },
	{ diet: 'wellness', day: 1, slot: 'breakfast' },
	{ diet: 'athletes', day: 3, slot: 'lunch' },
]

export const HOME: Record<LocaleCode, HomeContent> = {
	en: {
		hero: { points: ['Cooked fresh every day', 'Delivered across the UAE', 'Prices include VAT'] },
		howItWorks: {
			heading: 'How it works',
			steps: [
				{
					title: 'Choose your plan',
					text: 'Pick a plan for your goal or the way you eat: International, Arabic, vegetarian, diabetic-friendly, weight loss and more.',
				},
				{
					title: 'Make it yours',
					text: 'Choose Regular or Plus, 5, 6 or 7 days a week and how many weeks. The price, VAT included, updates as you go.',
				},
				{
					title: 'Delivered fresh, every day',
					text: 'Our chefs cook your meals each day, and we bring them to your home or office in a cool bag, wherever you are in the UAE.',
				},
			],
		},
		featured: {
			heading: 'Our most popular plans',
			intro: 'The plans our customers choose most. Each comes in Regular and Plus, with the calories already counted for you.',
			all: 'See all meal plans',
		},
		dishes: {
			heading: 'A taste of the menu',
			intro: 'A few dishes from our sample menus, with their calories. Each sample menu shows a full week with macros and allergens.',
		},
		assessment: {
			heading: 'Not sure how many calories you need?',
			text: 'Answer six quick questions about your body, activity and goal. We’ll work out your daily calorie target and suggest the plan and size that fit.',
			cta: 'Take the free body assessment',
		},
		app: {
			heading: 'Manage your plan in the kcal app',
			text: 'Swap dishes, pause deliveries and follow every order from your phone.',
			more: 'What the app can do',
		},
		faq: { heading: 'Questions we’re often asked', all: 'See all questions' },
		trust: {
			heading: 'Why people trust kcal',
			delivery: { title: 'All seven emirates', text: 'We deliver to homes and offices across the country:' },
			vat: {
				title: 'A VAT-registered company',
				text: 'kcal is run by {{legalName}}, registered for VAT in the UAE. Every price includes 5% VAT, and you get a tax invoice with each order.',
				trnLabel: 'Tax Registration Number (TRN)',
			},
			terms: {
				title: 'Clear terms',
				text: 'How pausing, cancelling and refunds work is written down in plain language, for you to read before you pay.',
				link: 'Read our terms and conditions',
			},
		},
	},
	'ar-ae': {
		hero: { points: ['تُطهى طازجة كل يوم', 'توصيل في جميع أنحاء الإمارات', 'الأسعار شاملة الضريبة'] },
		howItWorks: {
			heading: 'كيف تعمل الخدمة',
			steps: [
				{
					title: 'اختر خطتك',
					text: 'اختر الخطة التي تناسب هدفك أو نظامك الغذائي: المطبخ العالمي أو العربي، أو النباتي، أو المناسب لمرضى السكري، أو إنقاص الوزن، وغيرها.',
				},
				{
					title: 'خصّصها على ذوقك',
					text: 'اختر الحجم العادي أو الكبير، و5 أو 6 أو 7 أيام في الأسبوع، وعدد الأسابيع. ويتحدّث السعر شاملًا الضريبة مع كل اختيار.',
				},
				{
					title: 'طازجة إليك كل يوم',
					text: 'يطهو طهاتنا وجباتك كل يوم، ونوصلها إلى منزلك أو مكتبك في حقيبة مبرّدة، أينما كنت في الإمارات.',
				},
			],
		},
		featured: {
			heading: 'خططنا الأكثر طلبًا',
			intro: 'الخطط التي يختارها عملاؤنا أكثر من غيرها. تتوفر كل خطة بالحجم العادي والحجم الكبير، وسعراتها الحرارية محسوبة لك مسبقًا.',
			all: 'تصفّح جميع خطط الوجبات',
		},
		dishes: {
			heading: 'لمحة من قائمتنا',
			intro: 'أطباق مختارة من قوائمنا النموذجية مع سعراتها الحرارية. وتعرض كل قائمة نموذجية أسبوعًا كاملًا مع القيم الغذائية ومسببات الحساسية.',
		},
		assessment: {
			heading: 'لا تعرف كم سعرة حرارية تحتاج؟',
			text: 'أجب عن ستة أسئلة سريعة عن جسمك ونشاطك وهدفك، وسنحسب احتياجك اليومي من السعرات الحرارية ونقترح عليك الخطة والحجم المناسبين.',
			cta: 'ابدأ تقييم الجسم المجاني',
		},
		app: {
			heading: 'أدِر خطتك من تطبيق kcal',
			text: 'بدّل الأطباق، وأوقف التوصيل مؤقتًا، وتابع كل طلب من هاتفك.',
			more: 'اكتشف مزايا التطبيق',
		},
		faq: { heading: 'أسئلة تصلنا كثيرًا', all: 'اطّلع على جميع الأسئلة' },
		trust: {
			heading: 'لماذا يثق بنا عملاؤنا',
			delivery: { title: 'الإمارات السبع كلها', text: 'نوصل إلى المنازل والمكاتب في جميع أنحاء الدولة:' },
			vat: {
				title: 'شركة مسجّلة في ضريبة القيمة المضافة',
				text: 'تدير kcal شركة {{legalName}} المسجّلة في ضريبة القيمة المضافة في الإمارات. جميع أسعارنا شاملة ضريبة القيمة المضافة بنسبة 5%، وتحصل على فاتورة ضريبية مع كل طلب.',
				trnLabel: 'رقم التسجيل الضريبي (TRN)',
			},
			terms: {
				title: 'شروط واضحة',
				text: 'قواعد الإيقاف المؤقت والإلغاء واسترداد المبالغ مكتوبة بلغة واضحة، لتقرأها قبل أن تدفع.',
				link: 'اقرأ الشروط والأحكام',
			},
		},
	},
	'ru-ae': {
		hero: { points: ['Готовим свежее каждый день', 'Доставка по всем Эмиратам', 'Цены с НДС'] },
		howItWorks: {
			heading: 'Как это работает',
			steps: [
				{
					title: 'Выберите план',
					text: 'Подберите план под свою цель или привычный рацион: интернациональный, арабский, вегетарианский, для диабетиков, для похудения и другие.',
				},
				{
					title: 'Настройте под себя',
					text: 'Выберите размер Regular или Plus, 5, 6 или 7 дней в неделю и количество недель. Цена с НДС пересчитывается сразу.',
				},
				{
					title: 'Свежая еда каждый день',
					text: 'Наши повара готовят ваши блюда каждый день, а мы привозим их в термосумке домой или в офис в любой точке ОАЭ.',
				},
			],
		},
		featured: {
			heading: 'Самые популярные планы',
			intro: 'Планы, которые наши клиенты выбирают чаще всего. У каждого два размера, Regular и Plus, а калории мы уже посчитали за вас.',
			all: 'Все планы питания',
		},
		dishes: {
			heading: 'Что в меню',
			intro: 'Несколько блюд из наших примеров меню с калорийностью. В каждом примере меню — целая неделя с КБЖУ и аллергенами.',
		},
		assessment: {
			heading: 'Не знаете, сколько калорий вам нужно?',
			text: 'Ответьте на шесть коротких вопросов о себе, своей активности и цели — мы рассчитаем вашу суточную норму калорий и подскажем подходящий план и размер.',
			cta: 'Бесплатно рассчитать норму калорий',
		},
		app: {
			heading: 'Управляйте планом в приложении kcal',
			text: 'Меняйте блюда, ставьте доставку на паузу и следите за каждым заказом с телефона.',
			more: 'Что умеет приложение',
		},
		faq: { heading: 'Частые вопросы', all: 'Все вопросы и ответы' },
		trust: {
			heading: 'Почему нам доверяют',
			delivery: { title: 'Все семь эмиратов', text: 'Доставляем домой и в офис по всей стране:' },
			vat: {
				title: 'Компания — плательщик НДС',
				text: 'kcal управляет компания {{legalName}}, зарегистрированная как плательщик НДС в ОАЭ. Все цены включают НДС 5%, а к каждому заказу прилагается налоговый счёт.',
				trnLabel: 'Налоговый регистрационный номер (TRN)',
			},
			terms: {
				title: 'Понятные условия',
				text: 'Правила паузы, отмены и возврата денег изложены простым языком — их можно прочитать до оплаты.',
				link: 'Условия и положения',
			},
		},
	},
}
