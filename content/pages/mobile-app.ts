/**
 * /app/: what the kcal app does and where to get it. The page's title, heading and intro are the
 * `pages.app` messages; the store badges link to /app-store/ and /play-store/, which redirect to
 * the configured store addresses.
 */
import type { LocaleCode } from '../../domain/locale.ts'

/** A store badge's two lines: "Download on the" / "App Store". */
export type StoreBadgeText = { eyebrow: string; name: string }

/** The icons a feature may show; the page maps each name to its bundled icon. */
export type AppFeatureIcon = 'pencil' | 'calendar' | 'truck' | 'flame' | 'map-pin' | 'refresh-cw'

export type MobileAppContent = {
	stores: { label: string; appStore: StoreBadgeText; googlePlay: StoreBadgeText; note: string }
	features: { heading: string; items: readonly { icon: AppFeatureIcon; title: string; text: string }[] }
	gettingStarted: { heading: string; steps: readonly string[] }
	web: { heading: string; text: string; cta: string }
}

export const MOBILE_APP: Record<LocaleCode, MobileAppContent> = {
	en: {
		stores: {
			label: 'Download the kcal app',
			appStore: { eyebrow: 'Download on the', name: 'App Store' },
			googlePlay: { eyebrow: 'Get it on', name: 'Google Play' },
			note: 'Free to download for iPhone and Android.',
		},
		features: {
			heading: 'What you can do in the app',
			items: [
				{ icon: 'pencil', title: 'Choose your dishes', text: 'See the menu for the days ahead and swap dishes until each day’s cut-off.' },
				{ icon: 'calendar', title: 'Pause in a few taps', text: 'Pause a day or a week before the cut-off. Paused days move to the end of your plan.' },
				{ icon: 'truck', title: 'Follow your deliveries', text: 'See which meals arrive on which day, where and at what time.' },
				{ icon: 'flame', title: 'Know what you eat', text: 'Calories, protein, carbohydrates, fat and allergens for every dish on your menu.' },
				{ icon: 'map-pin', title: 'Addresses and delivery times', text: 'Change where and when we deliver a day, or every day from a date on, until the cut-off, wherever you are.' },
				{ icon: 'refresh-cw', title: 'Renew your plan', text: 'Add more weeks at today’s price before your plan ends, and pay securely in the app.' },
			],
		},
		gettingStarted: {
			heading: 'Get started in three steps',
			steps: [
				'Download kcal from the App Store or Google Play.',
				'Log in with your kcal account, or create one in a minute.',
				'Choose a plan, or manage the one you have: your plan, addresses and orders are the same as on the website.',
			],
		},
		web: {
			heading: 'Prefer your browser?',
			text: 'You can also choose, order and pay for your plan on our website, from any phone or computer.',
			cta: 'See meal plans',
		},
	},
	'ar-ae': {
		stores: {
			label: 'حمّل تطبيق kcal',
			appStore: { eyebrow: 'حمّله من', name: 'App Store' },
			googlePlay: { eyebrow: 'احصل عليه من', name: 'Google Play' },
			note: 'تحميله مجاني على iPhone وAndroid.',
		},
		features: {
			heading: 'ما يمكنك فعله في التطبيق',
			items: [
				{ icon: 'pencil', title: 'اختر أطباقك', text: 'اطّلع على قائمة الأيام المقبلة وبدّل الأطباق حتى آخر موعد للتعديل على كل يوم.' },
				{ icon: 'calendar', title: 'إيقاف مؤقت بلمسات قليلة', text: 'أوقف التوصيل مؤقتًا يومًا أو أسبوعًا قبل آخر موعد للتعديل، وتنتقل الأيام الموقوفة مؤقتًا إلى نهاية خطتك.' },
				{ icon: 'truck', title: 'تابع توصيلاتك', text: 'اعرف الوجبات التي تصلك في كل يوم، وأين ومتى تصلك.' },
				{ icon: 'flame', title: 'اعرف ما تأكله', text: 'السعرات الحرارية والبروتين والكربوهيدرات والدهون ومسببات الحساسية لكل طبق في قائمتك.' },
				{ icon: 'map-pin', title: 'العناوين ومواعيد التوصيل', text: 'غيّر مكان التوصيل وموعده ليوم واحد أو لجميع الأيام ابتداءً من تاريخ تختاره، حتى آخر موعد للتعديل، أينما كنت.' },
				{ icon: 'refresh-cw', title: 'جدّد خطتك', text: 'أضف أسابيع أخرى بسعر اليوم قبل انتهاء خطتك، وادفع بأمان من داخل التطبيق.' },
			],
		},
		gettingStarted: {
			heading: 'ابدأ في ثلاث خطوات',
			steps: [
				'حمّل تطبيق kcal من App Store أو Google Play.',
				'سجّل الدخول بحسابك في kcal، أو أنشئ حسابًا جديدًا خلال دقيقة.',
				'اختر خطة، أو أدِر خطتك الحالية: خطتك وعناوينك وطلباتك هي نفسها الموجودة على الموقع.',
			],
		},
		web: {
			heading: 'تفضّل المتصفح؟',
			text: 'يمكنك أيضًا اختيار خطتك وطلبها ودفع قيمتها عبر موقعنا، من أي هاتف أو جهاز كمبيوتر.',
			cta: 'تصفّح خطط الوجبات',
		},
	},
	'ru-ae': {
		stores: {
			label: 'Скачайте приложение kcal',
			appStore: { eyebrow: 'Загрузите в', name: 'App Store' },
			googlePlay: { eyebrow: 'Доступно в', name: 'Google Play' },
			note: 'Бесплатно для iPhone и Android.',
		},
		features: {
			heading: 'Что можно делать в приложении',
			items: [
				{ icon: 'pencil', title: 'Выбирать блюда', text: 'Смотрите меню на ближайшие дни и заменяйте блюда до крайнего срока изменений для каждого дня.' },
				{ icon: 'calendar', title: 'Ставить паузу в пару касаний', text: 'Поставьте на паузу день или неделю до крайнего срока изменений. Дни на паузе переносятся в конец плана.' },
				{ icon: 'truck', title: 'Следить за доставкой', text: 'Смотрите, какие блюда приедут в какой день, куда и во сколько.' },
				{ icon: 'flame', title: 'Знать, что вы едите', text: 'Калории, белки, жиры, углеводы и аллергены каждого блюда в вашем меню.' },
				{ icon: 'map-pin', title: 'Адреса и время доставки', text: 'Меняйте адрес и время доставки на один день или на все дни с выбранной даты до крайнего срока изменений — где бы вы ни были.' },
				{ icon: 'refresh-cw', title: 'Продлевать план', text: 'Добавьте недели по сегодняшней цене, пока план не закончился, и оплатите прямо в приложении.' },
			],
		},
		gettingStarted: {
			heading: 'Начните за три шага',
			steps: [
				'Скачайте kcal в App Store или Google Play.',
				'Войдите в свой аккаунт kcal или создайте новый за минуту.',
				'Выберите план или управляйте текущим: план, адреса и заказы те же, что и на сайте.',
			],
		},
		web: {
			heading: 'Удобнее в браузере?',
			text: 'Выбрать, заказать и оплатить план можно и на нашем сайте — с любого телефона или компьютера.',
			cta: 'Смотреть планы питания',
		},
	},
}
