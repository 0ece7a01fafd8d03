/**
 * The paid-traffic funnel: /get-started/ for everyone, /get-started/ru/ for Russian speakers in the
 * UAE. Both have the same sections (app/routes/get-started.tsx renders either); the "from AED … a
 * day" figures come from the price tables, never from this copy. Titles, headings and intros are
 * the `pages.getStarted` and `pages.getStartedRu` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

/**
 * The choices of the "what is your goal" step. Where each leads, and which plans its "from" price
 * is taken from, is the route's business (app/routes/get-started.tsx), not the copy's.
 */
export const FUNNEL_GOALS = ['lose', 'eat-better', 'train', 'unsure'] as const
export type FunnelGoal = (typeof FUNNEL_GOALS)[number]

export type FunnelContent = {
	hero: {
		points: readonly string[]
		/** {{price}} is the lowest price per day of the whole catalogue. */
		priceFrom: string
		choose: string
		assessment: string
	}
	steps: { heading: string; items: readonly Titled[] }
	goals: {
		heading: string
		intro: string
		items: readonly (Titled & { id: FunnelGoal; cta: string })[]
	}
	trust: { heading: string; items: readonly Titled[] }
	support: {
		heading: string
		text: string
		whatsapp: string
		/** {{phone}} is the support number from configuration. */
		call: string
	}
	cta: { heading: string; text: string; plans: string; assessment: string }
}

export const GET_STARTED: Record<LocaleCode, FunnelContent> = {
	en: {
		hero: {
			points: ['Cooked fresh every day', 'Calories counted for you', 'Delivered across the UAE'],
			priceFrom: 'Plans from {{price}} a day, VAT included',
			choose: 'Find my plan',
			assessment: 'Work out my calories',
		},
		steps: {
			heading: 'How it works',
			items: [
				{ title: 'Pick your goal', text: 'Lose weight, eat better or fuel your training: each goal has plans built for it.' },
				{ title: 'Set it up your way', text: 'Choose Regular or Plus, 5, 6 or 7 days a week and how many weeks. You see the price, VAT included, as you go.' },
				{ title: 'Eat well, every day', text: 'Your meals arrive fresh in a cool bag, at home or at work. Pause or change your plan in the app.' },
			],
		},
		goals: {
			heading: 'What’s your goal?',
			intro: 'Choose one and we’ll show you the plans that fit.',
			items: [
				{ id: 'lose', title: 'Lose weight', text: 'Calorie-controlled plans for steady weight loss, without feeling hungry.', cta: 'See weight-loss plans' },
				{ id: 'eat-better', title: 'Eat better, without cooking', text: 'Balanced, varied meals for busy weeks: our customers’ favourites.', cta: 'See popular plans' },
				{ id: 'train', title: 'Fuel my training', text: 'More protein and the right portions for training days and recovery.', cta: 'See the athlete plan' },
				{ id: 'unsure', title: 'I’m not sure yet', text: 'Answer six quick questions and we’ll suggest a calorie target, a plan and a size.', cta: 'Take the body assessment' },
			],
		},
		trust: {
			heading: 'Why people choose kcal',
			items: [
				{ title: 'Fresh, never frozen', text: 'Our chefs cook your meals every day, and every dish is labelled with its calories, macros and allergens.' },
				{ title: 'Clear prices', text: 'Every price includes 5% VAT, and you see the full breakdown, deposit included, before you pay.' },
				{ title: 'Flexible', text: 'Pause a delivery day before its cut-off and the day moves to the end of your plan.' },
				{ title: 'Easy to pay', text: 'Pay by card or Apple Pay, or split the cost into four interest-free payments with Tabby.' },
			],
		},
		support: {
			heading: 'Prefer to ask a person?',
			text: 'Our customer care team answers on WhatsApp and by phone, in English, Arabic or Russian.',
			whatsapp: 'Message us on WhatsApp',
			call: 'Call {{phone}}',
		},
		cta: {
			heading: 'Your first delivery can be in a few days',
			text: 'Choose your plan now and pick your start date at checkout.',
			plans: 'See all meal plans',
			assessment: 'Take the body assessment',
		},
	},
	'ar-ae': {
		hero: {
			points: ['تُطهى طازجة كل يوم', 'سعراتك محسوبة مسبقًا', 'توصيل في جميع أنحاء الإمارات'],
			priceFrom: 'خطط تبدأ من {{price}} في اليوم شاملة الضريبة',
			choose: 'اعثر على خطتي',
			assessment: 'احسب سعراتي الحرارية',
		},
		steps: {
			heading: 'كيف تعمل الخدمة',
			items: [
				{ title: 'اختر هدفك', text: 'خسارة الوزن أو أكل صحي أكثر أو دعم تمارينك: لكل هدف خطط مصمّمة له.' },
				{ title: 'خصّصها كما تريد', text: 'اختر الحجم العادي أو الكبير، و5 أو 6 أو 7 أيام في الأسبوع، وعدد الأسابيع. ويظهر لك السعر شاملًا الضريبة مع كل اختيار.' },
				{ title: 'كُل جيدًا كل يوم', text: 'تصلك وجباتك طازجة في حقيبة مبرّدة إلى المنزل أو العمل، ويمكنك إيقاف خطتك مؤقتًا أو تعديلها من التطبيق.' },
			],
		},
		goals: {
			heading: 'ما هدفك؟',
			intro: 'اختر هدفًا واحدًا، وسنعرض لك الخطط المناسبة له.',
			items: [
				{ id: 'lose', title: 'خسارة الوزن', text: 'خطط محسوبة السعرات لخسارة وزن تدريجية، دون الشعور بالجوع.', cta: 'خطط خسارة الوزن' },
				{ id: 'eat-better', title: 'أكل صحي دون طبخ', text: 'وجبات متوازنة ومتنوعة لأيامك المزدحمة، وهي الأكثر طلبًا لدى عملائنا.', cta: 'الخطط الأكثر طلبًا' },
				{ id: 'train', title: 'دعم تماريني', text: 'بروتين أكثر وحصص مناسبة لأيام التمرين والاستشفاء.', cta: 'خطة الرياضيين' },
				{ id: 'unsure', title: 'لم أقرر بعد', text: 'أجب عن ستة أسئلة سريعة، وسنقترح عليك هدفًا من السعرات وخطة وحجمًا.', cta: 'ابدأ تقييم الجسم' },
			],
		},
		trust: {
			heading: 'لماذا يختار الناس kcal',
			items: [
				{ title: 'طازجة وغير مجمّدة', text: 'يطهو طهاتنا وجباتك كل يوم، وعلى كل طبق ملصق يوضّح سعراته ومغذياته الكبرى ومسببات الحساسية فيه.' },
				{ title: 'أسعار واضحة', text: 'تشمل كل الأسعار ضريبة القيمة المضافة 5%، وترى التفاصيل كاملة، بما فيها التأمين، قبل الدفع.' },
				{ title: 'مرونة تامة', text: 'أوقف التوصيل مؤقتًا في أي يوم قبل آخر موعد للتعديل عليه، ويُضاف اليوم إلى نهاية خطتك.' },
				{ title: 'دفع سهل', text: 'ادفع بالبطاقة أو Apple Pay، أو قسّط المبلغ على أربع دفعات دون فوائد مع تابي.' },
			],
		},
		support: {
			heading: 'تفضّل التحدث مع أحد؟',
			text: 'يرد فريق خدمة العملاء عبر واتساب والهاتف بالعربية والإنجليزية والروسية.',
			whatsapp: 'راسلنا عبر واتساب',
			call: 'اتصل على {{phone}}',
		},
		cta: {
			heading: 'قد يصلك أول توصيل خلال أيام',
			text: 'اختر خطتك الآن، وحدّد تاريخ البدء عند الدفع.',
			plans: 'تصفّح كل خطط الوجبات',
			assessment: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		hero: {
			points: ['Готовим свежим каждый день', 'Калории уже посчитаны', 'Доставка по всем ОАЭ'],
			priceFrom: 'Планы от {{price}} в день с НДС',
			choose: 'Подобрать план',
			assessment: 'Рассчитать мои калории',
		},
		steps: {
			heading: 'Как это работает',
			items: [
				{ title: 'Выберите цель', text: 'Похудеть, питаться правильно или поддержать тренировки — под каждую цель есть свои планы.' },
				{ title: 'Настройте под себя', text: 'Размер Regular или Plus, 5, 6 или 7 дней в неделю и нужное число недель. Цена с НДС видна сразу.' },
				{ title: 'Ешьте вкусно каждый день', text: 'Свежая еда приезжает в термосумке домой или в офис. Поставить план на паузу или изменить его можно в приложении.' },
			],
		},
		goals: {
			heading: 'Какая у вас цель?',
			intro: 'Выберите одну — и мы покажем подходящие планы.',
			items: [
				{ id: 'lose', title: 'Похудеть', text: 'Планы с контролем калорий, чтобы худеть постепенно и без чувства голода.', cta: 'Планы для похудения' },
				{ id: 'eat-better', title: 'Питаться правильно, не готовя', text: 'Сбалансированное и разнообразное меню для занятых будней — то, что наши клиенты выбирают чаще всего.', cta: 'Популярные планы' },
				{ id: 'train', title: 'Поддержать тренировки', text: 'Больше белка и правильные порции для тренировочных дней и восстановления.', cta: 'План для спортсменов' },
				{ id: 'unsure', title: 'Пока не знаю', text: 'Ответьте на шесть коротких вопросов — и мы предложим норму калорий, план и размер.', cta: 'Рассчитать норму калорий' },
			],
		},
		trust: {
			heading: 'Почему выбирают kcal',
			items: [
				{ title: 'Свежее, а не замороженное', text: 'Наши повара готовят каждый день, а на каждом блюде указаны калории, БЖУ и аллергены.' },
				{ title: 'Честные цены', text: 'Во все цены уже включён НДС 5%, а полный расчёт — с залогом за термосумку — вы видите до оплаты.' },
				{ title: 'Гибкость', text: 'Поставьте день доставки на паузу до крайнего срока изменений — и этот день перенесётся в конец плана.' },
				{ title: 'Удобная оплата', text: 'Картой или через Apple Pay, а с Tabby — четырьмя платежами без процентов.' },
			],
		},
		support: {
			heading: 'Хотите спросить у человека?',
			text: 'Служба поддержки отвечает в WhatsApp и по телефону на русском, английском и арабском.',
			whatsapp: 'Написать в WhatsApp',
			call: 'Позвонить: {{phone}}',
		},
		cta: {
			heading: 'Первая доставка — уже через несколько дней',
			text: 'Выберите план сейчас, а дату начала укажете при оформлении.',
			plans: 'Все планы питания',
			assessment: 'Рассчитать норму калорий',
		},
	},
}

/**
 * /get-started/ru/: the same funnel for Russian speakers, in the page's own language like every
 * page (docs/decisions/001-locale-rules.md); what makes it theirs is the copy (a Russian-speaking
 * team, the familiar dishes of our sample menus) and the Russian layout's banner, which is
 * Russian in every variant.
 */
export const GET_STARTED_RU: Record<LocaleCode, FunnelContent> = {
	en: {
		hero: {
			points: ['Customer care in Russian', 'Cooked fresh every day', 'Delivered across the UAE'],
			priceFrom: 'Plans from {{price}} a day, VAT included',
			choose: 'Find my plan',
			assessment: 'Work out my calories',
		},
		steps: {
			heading: 'How it works',
			items: [
				{ title: 'Pick your goal', text: 'Lose weight, eat better or fuel your training. If you have questions, ask us in Russian.' },
				{ title: 'Set it up your way', text: 'Choose Regular or Plus, 5, 6 or 7 days a week and how many weeks. You see the price, VAT included, as you go.' },
				{ title: 'Eat well, every day', text: 'Fresh meals arrive in a cool bag, at home or at work, from Dubai Marina to Al Barsha and beyond.' },
			],
		},
		goals: {
			heading: 'What’s your goal?',
			intro: 'Choose one and we’ll show you the plans that fit.',
			items: [
				{ id: 'lose', title: 'Lose weight', text: 'Calorie-controlled plans for steady weight loss, without feeling hungry.', cta: 'See weight-loss plans' },
				{ id: 'eat-better', title: 'Eat well, without cooking', text: 'Balanced, varied meals for busy weeks: our customers’ favourites.', cta: 'See popular plans' },
				{ id: 'train', title: 'Fuel my training', text: 'More protein and the right portions for the gym, padel or running.', cta: 'See the athlete plan' },
				{ id: 'unsure', title: 'I’m not sure yet', text: 'Answer six quick questions and we’ll suggest a calorie target, a plan and a size.', cta: 'Take the body assessment' },
			],
		},
		trust: {
			heading: 'Why Russian speakers in the UAE choose kcal',
			items: [
				{ title: 'Help in your language', text: 'Ask about the menu, delivery or a pause in Russian, on WhatsApp or by phone.' },
				{ title: 'Clear prices', text: 'Prices are in dirhams with 5% VAT included, and you see the full breakdown before you pay.' },
				{ title: 'Flexible', text: 'Pause delivery days before their cut-off, for a trip home or a holiday, and the days move to the end of your plan.' },
				{ title: 'Familiar food too', text: 'Syrniki on the vegetarian menu and buckwheat dishes on the gluten-free one, beside Arabic and international food.' },
			],
		},
		support: {
			heading: 'Talk to us in Russian',
			text: 'Our Russian-speaking team will help you choose a plan and answer questions about the dishes, delivery and payment.',
			whatsapp: 'Message us on WhatsApp',
			call: 'Call {{phone}}',
		},
		cta: {
			heading: 'Your first delivery can be in a few days',
			text: 'Choose your plan now and pick your start date at checkout.',
			plans: 'See all meal plans',
			assessment: 'Take the body assessment',
		},
	},
	'ar-ae': {
		hero: {
			points: ['خدمة عملاء باللغة الروسية', 'تُطهى طازجة كل يوم', 'توصيل في جميع أنحاء الإمارات'],
			priceFrom: 'خطط تبدأ من {{price}} في اليوم شاملة الضريبة',
			choose: 'اعثر على خطتي',
			assessment: 'احسب سعراتي الحرارية',
		},
		steps: {
			heading: 'كيف تعمل الخدمة',
			items: [
				{ title: 'اختر هدفك', text: 'خسارة الوزن أو أكل صحي أكثر أو دعم تمارينك، ولأي سؤال يمكنك التواصل معنا بالروسية.' },
				{ title: 'خصّصها كما تريد', text: 'اختر الحجم العادي أو الكبير، و5 أو 6 أو 7 أيام في الأسبوع، وعدد الأسابيع. ويظهر لك السعر شاملًا الضريبة مع كل اختيار.' },
				{ title: 'كُل جيدًا كل يوم', text: 'تصلك وجباتك طازجة في حقيبة مبرّدة إلى المنزل أو العمل، من دبي مارينا إلى البرشاء وما بعدهما.' },
			],
		},
		goals: {
			heading: 'ما هدفك؟',
			intro: 'اختر هدفًا واحدًا، وسنعرض لك الخطط المناسبة له.',
			items: [
				{ id: 'lose', title: 'خسارة الوزن', text: 'خطط محسوبة السعرات لخسارة وزن تدريجية، دون الشعور بالجوع.', cta: 'خطط خسارة الوزن' },
				{ id: 'eat-better', title: 'أكل صحي دون طبخ', text: 'وجبات متوازنة ومتنوعة لأيامك المزدحمة، وهي الأكثر طلبًا لدى عملائنا.', cta: 'الخطط الأكثر طلبًا' },
				{ id: 'train', title: 'دعم تماريني', text: 'بروتين أكثر وحصص مناسبة للنادي الرياضي أو البادل أو الجري.', cta: 'خطة الرياضيين' },
				{ id: 'unsure', title: 'لم أقرر بعد', text: 'أجب عن ستة أسئلة سريعة، وسنقترح عليك هدفًا من السعرات وخطة وحجمًا.', cta: 'ابدأ تقييم الجسم' },
			],
		},
		trust: {
			heading: 'لماذا يختار الناطقون بالروسية في الإمارات kcal',
			items: [
				{ title: 'مساعدة بلغتك', text: 'اسأل عن القائمة أو التوصيل أو الإيقاف المؤقت بالروسية، عبر واتساب أو الهاتف.' },
				{ title: 'أسعار واضحة', text: 'الأسعار بالدرهم شاملة ضريبة القيمة المضافة 5%، وترى التفاصيل كاملة قبل الدفع.' },
				{ title: 'مرونة تامة', text: 'أوقف التوصيل مؤقتًا قبل آخر موعد للتعديل، لرحلة أو إجازة، وتُضاف الأيام إلى نهاية خطتك.' },
				{ title: 'أطباق مألوفة أيضًا', text: 'فطائر جبنة الكوتج (سيرنيكي) في القائمة النباتية وأطباق الحنطة السوداء في القائمة الخالية من الغلوتين، إلى جانب الأطباق العربية والعالمية.' },
			],
		},
		support: {
			heading: 'تحدّث معنا بالروسية',
			text: 'يساعدك فريقنا الناطق بالروسية على اختيار الخطة، ويجيب عن أسئلتك حول الأطباق والتوصيل والدفع.',
			whatsapp: 'راسلنا عبر واتساب',
			call: 'اتصل على {{phone}}',
		},
		cta: {
			heading: 'قد يصلك أول توصيل خلال أيام',
			text: 'اختر خطتك الآن، وحدّد تاريخ البدء عند الدفع.',
			plans: 'تصفّح كل خطط الوجبات',
			assessment: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		hero: {
			points: ['Поддержка на русском', 'Готовим свежим каждый день', 'Доставка по всем ОАЭ'],
			priceFrom: 'Планы от {{price}} в день с НДС',
			choose: 'Подобрать план',
			assessment: 'Рассчитать мои калории',
		},
		steps: {
			heading: 'Как это работает',
			items: [
				{ title: 'Выберите цель', text: 'Похудеть, питаться правильно или поддержать тренировки. Если есть вопросы — спросите нас по-русски.' },
				{ title: 'Настройте под себя', text: 'Размер Regular или Plus, 5, 6 или 7 дней в неделю и нужное число недель. Цена с НДС видна сразу.' },
				{ title: 'Ешьте вкусно каждый день', text: 'Свежая еда приезжает в термосумке домой или в офис — от Дубай Марины до Аль-Барши и дальше.' },
			],
		},
		goals: {
			heading: 'Какая у вас цель?',
			intro: 'Выберите одну — и мы покажем подходящие планы.',
			items: [
				{ id: 'lose', title: 'Похудеть', text: 'Планы с контролем калорий, чтобы худеть постепенно и без чувства голода.', cta: 'Планы для похудения' },
				{ id: 'eat-better', title: 'Питаться правильно, не стоя у плиты', text: 'Сбалансированное и разнообразное меню для занятых будней — то, что наши клиенты выбирают чаще всего.', cta: 'Популярные планы' },
				{ id: 'train', title: 'Поддержать тренировки', text: 'Больше белка и правильные порции для зала, падела или бега.', cta: 'План для спортсменов' },
				{ id: 'unsure', title: 'Пока не знаю', text: 'Ответьте на шесть коротких вопросов — и мы предложим норму калорий, план и размер.', cta: 'Рассчитать норму калорий' },
			],
		},
		trust: {
			heading: 'Почему русскоязычные жители ОАЭ выбирают kcal',
			items: [
				{ title: 'Помощь на родном языке', text: 'О меню, доставке или паузе можно спросить по-русски — в WhatsApp или по телефону.' },
				{ title: 'Честные цены', text: 'Цены в дирхамах, НДС 5% уже включён, а полный расчёт вы видите до оплаты.' },
				{ title: 'Гибкость', text: 'Летите домой или в отпуск? Поставьте дни доставки на паузу до крайнего срока изменений — дни перенесутся в конец плана.' },
				{ title: 'Знакомая еда', text: 'Сырники — в вегетарианском меню, блюда из гречки — в безглютеновом, а рядом — арабская и интернациональная кухня.' },
			],
		},
		support: {
			heading: 'Поговорим по-русски',
			text: 'Наша русскоязычная команда поможет выбрать план и ответит на вопросы о блюдах, доставке и оплате.',
			whatsapp: 'Написать в WhatsApp',
			call: 'Позвонить: {{phone}}',
		},
		cta: {
			heading: 'Первая доставка — уже через несколько дней',
			text: 'Выберите план сейчас, а дату начала укажете при оформлении.',
			plans: 'Все планы питания',
			assessment: 'Рассчитать норму калорий',
		},
	},
}

/**
 * The link from the English and Arabic variants of /get-started/ru/ to the Russian one, in
 * Russian whatever the page's language: the people this page is for read it first.
 */
export const RUSSIAN_VERSION_LINK = 'Эта страница на русском'
