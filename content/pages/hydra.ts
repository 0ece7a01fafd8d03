/**
 * /hydra/: the Hydra drinks that can be added to a meal plan. No prices here: they come from the
 * catalogue and are shown where the drinks are added (/meal-plans/customise-meal-plan/). The
 * page's title, heading and intro are the `pages.hydra` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type HydraProduct = {
	/** The variant code of the Hydra add-on in content/addons.ts (what the customer picks). */
	id: string
	name: string
	description: string
	goodFor: readonly string[]
}

export type HydraContent = {
	why: { heading: string; paragraphs: readonly string[] }
	products: { heading: string; intro: string; goodForLabel: string; items: readonly HydraProduct[] }
	howToAdd: { heading: string; steps: readonly string[]; priceNote: string; cta: string }
	notes: { heading: string; items: readonly string[] }
}

export const HYDRA: Record<LocaleCode, HydraContent> = {
	en: {
		why: {
			heading: 'Why hydration matters in the UAE',
			paragraphs: [
				'From May to October, temperatures in the UAE regularly pass 40 °C. You lose water and salts through sweat even on the walk to the car, and far more when you train. Even mild dehydration can bring headaches, tiredness and cravings that feel like hunger.',
				'Hydra makes drinking enough easy: chilled bottles, ready to grab, delivered with your meals so there is always one in the fridge.',
			],
		},
		products: {
			heading: 'The Hydra range',
			intro: 'Three flavours, each with electrolytes and no added sugar. You get one 500 ml bottle with every day’s delivery.',
			goodForLabel: 'Good for',
			items: [
				{
					id: 'hydra-electrolyte',
					name: 'Electrolytes, lemon and mint',
					description: 'Still water with sodium, potassium and magnesium, fresh lemon and a hint of mint. Light, citrusy and the most thirst-quenching of the three.',
					goodFor: ['Workouts and sport', 'Long days outdoors in the heat', 'Getting back on track after a long flight'],
				},
				{
					id: 'hydra-berry',
					name: 'Berries and hibiscus',
					description: 'Water infused with mixed berries and hibiscus (karkadeh), with added electrolytes. Fruity and pleasantly tart.',
					goodFor: ['Swapping fizzy drinks and sweet juices', 'Iftar and suhoor in Ramadan', 'A refreshing drink with dinner'],
				},
				{
					id: 'hydra-coconut',
					name: 'Coconut water',
					description: 'Natural coconut water blended with a squeeze of lime. Rich in potassium by nature, with only the sweetness of the coconut.',
					goodFor: ['An afternoon pick-me-up', 'After yoga, padel or a run', 'Anyone who finds plain water boring'],
				},
			],
		},
		howToAdd: {
			heading: 'Add Hydra to your plan',
			steps: [
				'Choose your meal plan and go to the customisation step.',
				'Pick your Hydra flavour: one bottle comes with each day’s meals.',
				'They arrive chilled, in the same cool bag as your meals.',
			],
			priceNote: 'The price per day, VAT included, is shown as soon as you add it.',
			cta: 'Customise your plan',
		},
		notes: {
			heading: 'Good to know',
			items: [
				'Keep the bottles in the fridge and drink each one by the date on its label.',
				'The ingredients and allergens are printed on every bottle.',
				'Hydra drinks contain added electrolytes, which are salts. If you follow a low-sodium diet or have kidney or heart problems, ask your doctor first.',
				'Hydra drinks add to the water you drink every day; they do not replace it.',
			],
		},
	},
	'ar-ae': {
		why: {
			heading: 'لماذا يُعدّ الترطيب مهمًا في الإمارات؟',
			paragraphs: [
				'من مايو حتى أكتوبر تتجاوز درجات الحرارة في الإمارات 40 درجة مئوية في أحيان كثيرة. ويفقد جسمك الماء والأملاح مع العرق حتى في طريقك إلى السيارة، وأكثر بكثير عند ممارسة الرياضة. وحتى الجفاف الخفيف قد يسبب الصداع والتعب والرغبة في الأكل التي تشبه الجوع.',
				'تجعل Hydra شرب ما يكفي من السوائل أمرًا سهلًا: عبوات مبرّدة جاهزة للشرب تصلك مع وجباتك، فتجد واحدة في الثلاجة دائمًا.',
			],
		},
		products: {
			heading: 'مجموعة Hydra',
			intro: 'ثلاث نكهات، جميعها بالإلكتروليتات ودون سكر مضاف. تصلك عبوة سعة 500 مل مع توصيل كل يوم.',
			goodForLabel: 'مناسب لـ',
			items: [
				{
					id: 'hydra-electrolyte',
					name: 'إلكتروليتات بالليمون والنعناع',
					description: 'ماء غير فوّار بالصوديوم والبوتاسيوم والمغنيسيوم، مع الليمون الطازج ولمسة من النعناع. خفيف بنكهة حمضية، وهو الأكثر إرواءً بين النكهات الثلاث.',
					goodFor: ['التمارين والرياضة', 'الأيام الطويلة في الخارج تحت الحر', 'استعادة النشاط بعد رحلة طيران طويلة'],
				},
				{
					id: 'hydra-berry',
					name: 'التوت والكركديه',
					description: 'ماء منقوع بتشكيلة من التوت والكركديه، مضاف إليه الإلكتروليتات. بنكهة فواكه وحموضة منعشة.',
					goodFor: ['بديل للمشروبات الغازية والعصائر المحلاة', 'الإفطار والسحور في رمضان', 'مشروب منعش مع العشاء'],
				},
				{
					id: 'hydra-coconut',
					name: 'ماء جوز الهند',
					description: 'ماء جوز الهند الطبيعي ممزوج بقليل من عصير الليم. غني بالبوتاسيوم بطبيعته، وحلاوته من جوز الهند وحده.',
					goodFor: ['جرعة نشاط بعد الظهر', 'ما بعد اليوغا أو البادل أو الجري', 'كل من يجد الماء العادي مملًا'],
				},
			],
		},
		howToAdd: {
			heading: 'أضف Hydra إلى خطتك',
			steps: [
				'اختر خطة وجباتك وانتقل إلى خطوة التخصيص.',
				'اختر نكهة Hydra التي تفضّلها، لتصلك عبوة واحدة مع وجبات كل يوم.',
				'تصلك مبرّدة في الحقيبة المبرّدة نفسها مع وجباتك.',
			],
			priceNote: 'يظهر السعر اليومي شاملًا الضريبة فور إضافته.',
			cta: 'خصّص خطتك',
		},
		notes: {
			heading: 'معلومات مفيدة',
			items: [
				'احفظ العبوات في الثلاجة واشربها قبل التاريخ المدوّن على الملصق.',
				'المكونات ومسببات الحساسية مطبوعة على كل عبوة.',
				'تحتوي مشروبات Hydra على إلكتروليتات مضافة، وهي أملاح معدنية، فإذا كنت تتبع نظامًا غذائيًا قليل الصوديوم أو تعاني من مشكلات في الكلى أو القلب، فاستشر طبيبك أولًا.',
				'مشروبات Hydra إضافة إلى الماء الذي تشربه يوميًا، وليست بديلًا عنه.',
			],
		},
	},
	'ru-ae': {
		why: {
			heading: 'Почему в ОАЭ так важно пить достаточно',
			paragraphs: [
				'С мая по октябрь температура в ОАЭ нередко поднимается выше 40 °C. Организм теряет воду и соли с потом даже по дороге до машины, а на тренировке — гораздо больше. Даже лёгкое обезвоживание может вызывать головную боль, усталость и тягу к еде, которую легко принять за голод.',
				'С Hydra пить достаточно просто: охлаждённые бутылки, которые можно взять с собой, приезжают вместе с едой — и в холодильнике всегда есть что выпить.',
			],
		},
		products: {
			heading: 'Линейка Hydra',
			intro: 'Три вкуса — во всех электролиты и никакого добавленного сахара. С каждой дневной доставкой вы получаете одну бутылку 500 мл.',
			goodForLabel: 'Подходит',
			items: [
				{
					id: 'hydra-electrolyte',
					name: 'Электролиты, лимон и мята',
					description: 'Негазированная вода с натрием, калием и магнием, свежим лимоном и ноткой мяты. Лёгкий цитрусовый вкус — лучше всех трёх утоляет жажду.',
					goodFor: ['для тренировок и спорта', 'для долгих дней на жаре', 'чтобы прийти в себя после долгого перелёта'],
				},
				{
					id: 'hydra-berry',
					name: 'Ягоды и гибискус',
					description: 'Вода, настоянная на ягодах и гибискусе (каркаде), с добавлением электролитов. Фруктовый вкус с приятной кислинкой.',
					goodFor: ['вместо газировки и сладких соков', 'на ифтар и сухур в Рамадан', 'как освежающий напиток к ужину'],
				},
				{
					id: 'hydra-coconut',
					name: 'Кокосовая вода',
					description: 'Натуральная кокосовая вода с каплей сока лайма. Много калия от природы, а сладость — только от самого кокоса.',
					goodFor: ['для бодрости во второй половине дня', 'после йоги, падела или пробежки', 'тем, кому скучно пить просто воду'],
				},
			],
		},
		howToAdd: {
			heading: 'Как добавить Hydra к плану',
			steps: [
				'Выберите план питания и перейдите к его настройке.',
				'Выберите вкус Hydra — одна бутылка будет приезжать вместе с едой на каждый день.',
				'Они приедут охлаждёнными в той же термосумке, что и еда.',
			],
			priceNote: 'Цена за день с НДС видна сразу, как только вы добавите напиток.',
			cta: 'Настроить план',
		},
		notes: {
			heading: 'Полезно знать',
			items: [
				'Храните бутылки в холодильнике и выпейте до даты, указанной на этикетке.',
				'Состав и аллергены напечатаны на каждой бутылке.',
				'В напитки Hydra добавлены электролиты, то есть соли. Если вы на диете с ограничением натрия или у вас проблемы с почками или сердцем, сначала посоветуйтесь с врачом.',
				'Напитки Hydra дополняют воду, которую вы пьёте каждый день, но не заменяют её.',
			],
		},
	},
}
