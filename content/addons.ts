/**
 * Add-ons a customer can put on top of any plan, each with its variants. A variant's price is
 * per delivery day (VAT-inclusive fils) and is charged for every day of the order.
 *
 * Variant codes are stable identifiers (orders refer to them): never reuse or rename one.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type AddonVariantSeed = {
	code: string
	pricePerDayFils: number
	text: Record<LocaleCode, { name: string }>
}

export type AddonSeed = {
	slug: string
	text: Record<LocaleCode, { name: string; description: string }>
	variants: readonly AddonVariantSeed[]
}

export const ADDON_SEEDS: readonly AddonSeed[] = [
	{
		slug: 'extra-snack',
		text: {
			en: {
				name: 'Extra snack',
				description:
					'One more snack with every delivery: a protein ball, a fruit pot or spiced nuts, chosen by our chefs to suit your plan.',
			},
			'ar-ae': {
				name: 'وجبة خفيفة إضافية',
				description:
					'وجبة خفيفة إضافية مع كل توصيل: كرات البروتين أو كوب فواكه أو مكسرات متبّلة، يختارها طهاتنا بما يناسب خطتك.',
			},
			'ru-ae': {
				name: 'Дополнительный перекус',
				description:
					'Ещё один перекус в каждой доставке: протеиновый шарик, фруктовый стаканчик или пряные орехи — шеф-повара подберут его под ваш план.',
			},
		},
		variants: [
			{
				code: 'extra-snack-1',
				pricePerDayFils: 1_900,
				text: { en: { name: 'One snack a day' }, 'ar-ae': { name: 'وجبة خفيفة واحدة يوميًا' }, 'ru-ae': { name: 'Один перекус в день' } },
			},
			{
				code: 'extra-snack-2',
				pricePerDayFils: 3_500,
				text: { en: { name: 'Two snacks a day' }, 'ar-ae': { name: 'وجبتان خفيفتان يوميًا' }, 'ru-ae': { name: 'Два перекуса в день' } },
			},
		],
	},
	{
		slug: 'cold-pressed-juice',
		text: {
			en: {
				name: 'Cold-pressed juice',
				description: 'A 300 ml bottle of juice pressed the day before delivery, with no added sugar, water or preservatives.',
			},
			'ar-ae': {
				name: 'عصير معصور على البارد',
				description: 'عبوة عصير سعة 300 مل تُعصر قبل يوم التوصيل، دون إضافة سكر أو ماء أو مواد حافظة.',
			},
			'ru-ae': {
				name: 'Сок холодного отжима',
				description: 'Бутылка сока 300 мл, отжатого накануне доставки, без добавленного сахара, воды и консервантов.',
			},
		},
		variants: [
			{
				code: 'juice-green',
				pricePerDayFils: 2_200,
				text: {
					en: { name: 'Green: cucumber, celery, apple and spinach' },
					'ar-ae': { name: 'الأخضر: خيار وكرفس وتفاح وسبانخ' },
					'ru-ae': { name: 'Зелёный: огурец, сельдерей, яблоко и шпинат' },
				},
			},
			{
				code: 'juice-citrus',
				pricePerDayFils: 2_200,
				text: {
					en: { name: 'Citrus: orange, carrot and ginger' },
					'ar-ae': { name: 'الحمضيات: برتقال وجزر وزنجبيل' },
					'ru-ae': { name: 'Цитрусовый: апельсин, морковь и имбирь' },
				},
			},
			{
				code: 'juice-beetroot',
				pricePerDayFils: 2_200,
				text: {
					en: { name: 'Beetroot: beetroot, apple and lemon' },
					'ar-ae': { name: 'الشمندر: شمندر وتفاح وليمون' },
					'ru-ae': { name: 'Свекольный: свёкла, яблоко и лимон' },
				},
			},
		],
	},
	{
		slug: 'hydra',
		text: {
			en: {
				name: 'Hydra drinks',
				description:
					'Our hydration range for hot UAE days and hard workouts: lightly flavoured drinks with electrolytes and no added sugar, one 500 ml bottle a day.',
			},
			'ar-ae': {
				name: 'مشروبات Hydra',
				description:
					'مجموعة مشروبات الترطيب لدينا لأيام الإمارات الحارة والتمارين الشاقة: مشروبات بنكهة خفيفة غنية بالأملاح المعدنية (الإلكتروليتات) ودون سكر مضاف، عبوة سعة 500 مل يوميًا.',
			},
			'ru-ae': {
				name: 'Напитки Hydra',
				description:
					'Наша линейка напитков для жарких дней в ОАЭ и интенсивных тренировок: лёгкий вкус, электролиты и никакого добавленного сахара, одна бутылка 500 мл в день.',
			},
		},
		variants: [
			{
				code: 'hydra-electrolyte',
				pricePerDayFils: 1_200,
				text: {
					en: { name: 'Electrolytes, lemon and mint' },
					'ar-ae': { name: 'إلكتروليتات بالليمون والنعناع' },
					'ru-ae': { name: 'Электролиты, лимон и мята' },
				},
			},
			{
				code: 'hydra-berry',
				pricePerDayFils: 1_200,
				text: {
					en: { name: 'Berries and hibiscus' },
					'ar-ae': { name: 'التوت والكركديه' },
					'ru-ae': { name: 'Ягоды и гибискус' },
				},
			},
			{
				code: 'hydra-coconut',
				pricePerDayFils: 1_500,
				text: {
					en: { name: 'Coconut water' },
					'ar-ae': { name: 'ماء جوز الهند' },
					'ru-ae': { name: 'Кокосовая вода' },
				},
			},
		],
	},
	{
		slug: 'extra-protein',
		text: {
			en: {
				name: 'Extra protein',
				description:
					'An extra portion of grilled chicken, beef or fish (paneer or tofu on vegetarian plans) with your main meals: about 25 g more protein each time.',
			},
			'ar-ae': {
				name: 'بروتين إضافي',
				description:
					'حصة إضافية من الدجاج أو اللحم البقري أو السمك المشوي (أو البانير أو التوفو في البرامج النباتية) مع وجباتك الرئيسية، أي نحو 25 غرامًا إضافية من البروتين في كل وجبة.',
			},
			'ru-ae': {
				name: 'Дополнительный белок',
				description:
					'Дополнительная порция курицы, говядины или рыбы на гриле (панира или тофу в вегетарианских планах) к основным блюдам — примерно на 25 г белка больше в каждом.',
			},
		},
		variants: [
			{
				code: 'extra-protein-lunch',
				pricePerDayFils: 2_000,
				text: { en: { name: 'With lunch' }, 'ar-ae': { name: 'مع الغداء' }, 'ru-ae': { name: 'К обеду' } },
			},
			{
				code: 'extra-protein-lunch-dinner',
				pricePerDayFils: 3_800,
				text: { en: { name: 'With lunch and dinner' }, 'ar-ae': { name: 'مع الغداء والعشاء' }, 'ru-ae': { name: 'К обеду и ужину' } },
			},
		],
	},
]
